package ui

import (
	"fmt"

	"menagerie/app/ui/kit"
)

// Lang is a language the app speaks.
type Lang = kit.Lang

// The languages of the app.
const (
	French  = kit.French
	English = kit.English
)

// lang is the language of the screen now (the kit's too: see setLang).
// The UI runs on one goroutine.
var lang = French

// setLang changes the language of the screen, for the app's pages and the
// games' tables alike.
func setLang(l Lang) {
	lang = l
	kit.SetLang(l)
}

// langFor picks the app's language for a browser language tag ("fr-CA").
func langFor(tag string) Lang { return kit.LangFor(tag) }

// tr returns the text of key in the current language, formatted with args.
// A missing key shows itself, so it is easy to spot and test for.
func tr(key string, args ...any) string {
	return trIn(lang, key, args...)
}

// hasText says whether the app has a text for key (a key that came from
// elsewhere, such as a hint's reason from a host, is shown only then).
func hasText(key string) bool {
	_, ok := texts[key]
	return ok
}

// trIn is tr in the language l. A text that counts has its singular
// beside it, under the key with ".one" (see kit.Texts.Tr).
func trIn(l Lang, key string, args ...any) string {
	if one := kit.SingularKey(l, key, args); one != key {
		if _, ok := texts[one]; ok {
			key = one
		}
	}
	t, ok := texts[key]
	if !ok {
		return "«" + key + "»"
	}
	s := t[1]
	if l != English {
		s = frenchSpaces(t[0])
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}

// frenchSpaces puts French typography's no-break spaces in a French text.
func frenchSpaces(s string) string { return kit.FrenchSpaces(s) }

// texts holds every string of the app's own pages a player reads:
// {French, English}. Each game's table has its own (see kit.Game.Texts).
var texts = mergeTexts(appTexts, aboutTexts, netTexts, learnTexts, replayTexts, statsTexts, troubleTexts, tabTexts, crashTexts)

// mergeTexts joins sets of texts into one.
func mergeTexts(sets ...map[string][2]string) map[string][2]string {
	out := map[string][2]string{}
	for _, set := range sets {
		for k, v := range set {
			out[k] = v
		}
	}
	return out
}

// appTexts are the texts of the home, setup and play pages.
var appTexts = map[string][2]string{
	"app.tagline":       {"Cinq jeux de cartes animaliers, seul contre des robots ou entre amis.", "Five animal card games, alone against bots or with friends."},
	"lang.switch":       {"English", "Français"},
	"lang.switch.label": {"Switch to English", "Passer en français"},
	"install":           {"Installer l’appli", "Install the app"},
	"update.ready":      {"Nouvelle version disponible.", "A new version is available."},
	"update.reload":     {"Recharger", "Reload"},
	"home":              {"Accueil", "Home"},
	"home.games":        {"Les jeux", "The games"},
	"home.play":         {"Jouer", "Play"},
	"home.rules":        {"Règles", "Rules"},
	"home.options":      {"Options", "Options"},
	"rules.toc":         {"Sommaire", "Contents"},
	"home.soon":         {"bientôt", "coming soon"},
	"home.damaged": {"La partie enregistrée de %s est abîmée : ce navigateur ne peut plus la lire ni la reprendre. Effacez-la pour en commencer une autre.",
		"The saved game of %s is damaged: this browser can no longer read it nor resume it. Discard it to start another one."},
	"home.discard":     {"Effacer cette partie", "Discard this game"},
	"home.resume":      {"Reprendre la partie de %s", "Resume the game of %s"},
	"home.moves":       {"%d coups joués", "%d moves played"},
	"home.moves.one":   {"%d coup joué", "%d move played"},
	"home.players":     {"%d à %d joueurs", "%d to %d players"},
	"home.players.one": {"%d à %d joueurs", "%d to %d players"},
	"about":            {"À propos", "About"},
	"back":             {"Retour", "Back"},

	"setup.title":          {"Nouvelle partie : %s", "New game: %s"},
	"setup.players":        {"Nombre de joueurs", "Number of players"},
	"setup.seat":           {"Place %d", "Seat %d"},
	"setup.name":           {"Nom", "Name"},
	"setup.kind":           {"Joueur", "Player"},
	"setup.human":          {"Humain", "Human"},
	"setup.bot":            {"Robot", "Bot"},
	"setup.level":          {"Niveau", "Level"},
	"setup.options":        {"Options", "Options"},
	"setup.start":          {"Commencer", "Start"},
	"setup.nohuman":        {"Au moins un joueur humain, ou rien que des robots : les deux vont.", "At least one human, or only bots: both work."},
	"setup.error":          {"Impossible de commencer : %s", "Cannot start: %s"},
	"setup.replace":        {"Une partie de %s n’est pas finie (%d coups joués). Une nouvelle partie la remplacerait.", "A game of %s is unfinished (%d moves played). A new game would replace it."},
	"setup.replace.one":    {"Une partie de %s n’est pas finie (%d coup joué). Une nouvelle partie la remplacerait.", "A game of %s is unfinished (%d move played). A new game would replace it."},
	"setup.replace.resume": {"Reprendre la partie", "Resume that game"},
	"setup.replace.start":  {"Commencer quand même", "Start a new game anyway"},
	"setup.defaultbot":     {"Robot %d", "Bot %d"},
	"setup.defaulthum":     {"Joueur %d", "Player %d"},
	"level.0":              {"facile", "easy"},
	"level.1":              {"moyen", "medium"},
	"level.2":              {"difficile", "hard"},

	"play.turn":         {"À %s de jouer", "%s to play"},
	"play.yourturn":     {"À vous de jouer, %s", "Your turn, %s"},
	"play.waiting":      {"En attente de %s…", "Waiting for %s…"},
	"play.over":         {"Partie terminée", "Game over"},
	"play.winner":       {"%s gagne !", "%s wins!"},
	"play.winners":      {"Victoire partagée : %s", "Shared win: %s"},
	"play.nowinner":     {"Personne ne gagne.", "Nobody wins."},
	"play.again":        {"Rejouer", "Play again"},
	"play.newgame":      {"Nouvelle partie", "New game"},
	"play.quit":         {"Quitter", "Leave"},
	"play.log":          {"Journal", "Log"},
	"play.skip":         {"Passer l’animation", "Skip"},
	"play.speed":        {"Vitesse : %s", "Speed: %s"},
	"play.speed.slow":   {"lente", "slow"},
	"play.speed.normal": {"normale", "normal"},
	"play.speed.fast":   {"rapide", "fast"},
	"play.speed.none":   {"sans animation", "no animation"},
	"play.forced":       {"Un seul coup possible : il est joué pour vous.", "Only one move: it is played for you."},
	"play.forced.on":    {"Coup forcé joué pour moi : oui", "Play my only move for me: on"},
	"play.forced.off":   {"Coup forcé joué pour moi : non", "Play my only move for me: off"},
	"play.moments.on":   {"Pause en fin de manche : oui", "Pause at a round’s end: on"},
	"play.moment":       {"Fin de la manche : touchez Continuer", "End of the round: tap Continue"},
	"play.sound.on":     {"Sons et vibrations : oui", "Sounds and vibration: on"},
	"play.sound.off":    {"Sons et vibrations : non", "Sounds and vibration: off"},
	"play.moments.off":  {"Pause en fin de manche : non", "Pause at a round’s end: off"},
	"play.score":        {"Score", "Score"},
	"play.nogame":       {"Aucune partie en cours.", "No game in progress."},
	"play.error":        {"Coup refusé : %s", "Move refused: %s"},
	"play.damaged":      {"La partie enregistrée est abîmée et ne peut pas être reprise : la page d’accueil propose de l’effacer.", "The saved game is damaged and cannot be resumed: the home page offers to discard it."},
	"play.handoff":      {"Passez l’appareil à %s", "Pass the device to %s"},
	"play.handoff.go":   {"Je suis %s, montrer mon jeu", "I am %s, show my cards"},
	"play.and":          {" et ", " and "},
	"play.seed":         {"Donne vérifiable : %s", "Verifiable deal: %s"},

	"about.title":   {"À propos de Ménagerie", "About Ménagerie"},
	"about.text":    {"Ménagerie réunit cinq jeux de cartes animaliers. Tout se joue dans votre navigateur, même hors ligne : pas de compte, pas de serveur de jeu. Entre amis par un lien, les coups passent directement d’un appareil à l’autre.", "Ménagerie gathers five animal card games. Everything runs in your browser, even offline: no account, no game server. Between friends over a link, moves go straight from one device to the other."},
	"about.credits": {"Règles d’après les fiches des boîtes originales. Icône et illustrations : Ménagerie.", "Rules after the original boxes' rule sheets. Icon and pictures: Ménagerie."},
}
