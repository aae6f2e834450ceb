package ui

import (
	"strconv"
	"strings"

	"menagerie/games/lifeislife"
)

// lilTexts are the strings of the Life is Life table: {French, English}.
var lilTexts = map[string][2]string{
	"lil.round":         {"Manche %d", "Round %d"},
	"lil.lastturn":      {"Dernier tour : %s a frappé", "Last turn: %s knocked"},
	"lil.advanced":      {"Variante avancée", "Advanced variant"},
	"lil.aside":         {"%d cartes de côté", "%d cards set aside"},
	"lil.aside.one":     {"%d carte de côté", "%d card set aside"},
	"lil.lives":         {"%d vies", "%d lives"},
	"lil.life":          {"%d vie", "%d life"},
	"lil.cards":         {"%d cartes", "%d cards"},
	"lil.card":          {"%d carte", "%d card"},
	"lil.players":       {"Joueurs", "Players"},
	"lil.tag.you":       {"vous", "you"},
	"lil.tag.turn":      {"joue", "to play"},
	"lil.tag.starter":   {"a commencé", "started"},
	"lil.tag.exchanged": {"a échangé", "has exchanged"},
	"lil.tag.knocked":   {"a frappé", "knocked"},
	"lil.tag.once":      {"joue encore une fois", "plays once more"},
	"lil.tag.out":       {"éliminé (manche %d)", "out (round %d)"},
	"lil.display":       {"L'étalage", "The display"},
	"lil.row":           {"Rangée %d", "Row %d"},
	"lil.row.label":     {"Rangée %d : %s", "Row %d: %s"},
	"lil.row.take":      {"Prendre la rangée %d : %s", "Take row %d: %s"},
	"lil.row.fresh":     {"nouvelle", "new"},
	"lil.row.chosen":    {"choisie", "chosen"},
	"lil.hand":          {"Votre main", "Your hand"},
	"lil.card.label":    {"%s, valeur %d", "%s, value %d"},
	"lil.sets":          {"Mort subite :", "Sudden death:"},
	"lil.set":           {"%s %d sur %d", "%s %d of %d"},
	"lil.hint.row":      {"Choisissez une rangée de l'étalage à prendre.", "Choose a row of the display to take."},
	"lil.hint.cards":    {"Rangée %d : touchez les cartes de votre main à poser à sa place (%d sur %d).", "Row %d: tap the cards of your hand to lay in its place (%d of %d)."},
	"lil.hint.same":     {"Interdit : vous poseriez exactement les mêmes animaux que ceux de la rangée.", "Not allowed: you would lay exactly the same animals as the row holds."},
	"lil.hint.ready":    {"Vous posez %s et prenez %s.", "You lay %s and take %s."},
	"lil.hint.last":     {"Dernier tour : échangez une dernière fois, ou frappez pour passer.", "Last turn: exchange one last time, or knock to pass."},
	"lil.exchange":      {"Échanger", "Exchange"},
	"lil.clear":         {"Effacer", "Clear"},
	"lil.clear.label":   {"Effacer la sélection", "Clear the selection"},
	"lil.knock":         {"Frapper", "Knock"},
	"lil.pass":          {"Frapper : passer", "Knock to pass"},
	"lil.knock.why":     {"Vous pourrez frapper après un échange.", "You may knock after an exchange."},
	"lil.last.took":     {"%s prend la rangée %d", "%s takes row %d"},
	"lil.last.laid":     {"et pose", "and lays"},
	"lil.last.knock":    {"%s frappe sur la table : dernier tour !", "%s knocks on the table: last turn!"},
	"lil.last.pass":     {"%s frappe pour passer.", "%s knocks to pass."},
	"lil.last.sudden":   {"Mort subite !", "Sudden death!"},
	"lil.last.scored":   {"Fin de la manche : décompte.", "End of the round: scoring."},
	"lil.last.start":    {"Manche %d : %s commence.", "Round %d: %s starts."},
	"lil.log.exchange":  {"%s prend la rangée %d et pose %s", "%s takes row %d and lays %s"},
	"lil.log.took":      {"%s prend la rangée %d (%s) et pose %s", "%s takes row %d (%s) and lays %s"},
	"lil.log.knock":     {"%s frappe : dernier tour", "%s knocks: last turn"},
	"lil.log.pass":      {"%s frappe pour passer", "%s knocks to pass"},
	"lil.log.sudden":    {" — mort subite : %s montre %s", " — sudden death: %s shows %s"},
	"lil.log.scored":    {" — fin de la manche %d : %s", " — end of round %d: %s"},
	"lil.pts":           {"%s %d pts", "%s %d pts"},
	"lil.sum.scoring":   {"Manche %d : décompte", "Round %d: scoring"},
	"lil.sum.sudden":    {"Manche %d : mort subite", "Round %d: sudden death"},
	"lil.sum.show":      {"Résultat de la manche %d", "Result of round %d"},
	"lil.sum.shows":     {"%s montre %s : chacun des autres joueurs perd 1 vie.", "%s shows %s: every other player loses 1 life."},
	"lil.sum.shows.adv": {"%s montre %s : %s gagne 1 vie, chacun des autres joueurs en perd 1.", "%s shows %s: %s gains 1 life, every other player loses 1."},
	"lil.sum.hand":      {"Main de %s", "%s's hand"},
	"lil.sum.animal":    {"Animal", "Animal"},
	"lil.sum.points":    {"Points", "Points"},
	"lil.sum.lives":     {"Vies", "Lives"},
	"lil.sum.won":       {"majorité : %s", "majority: %s"},
	"lil.sum.tie":       {"égalité : personne", "tie: nobody"},
	"lil.sum.none":      {"personne n'en a", "nobody has any"},
	"lil.sum.one":       {"1 carte ne suffit pas à deux", "1 card is not enough with two players"},
	"lil.sum.maj":       {"%d, majorité", "%d, majority"},
	"lil.sum.rule":      {"Le plus haut total ne perd aucune vie, le plus bas en perd 2, les autres 1.", "The highest total loses no life, the lowest loses 2, the others 1."},
	"lil.sum.equal":     {"Tous les totaux sont égaux : personne ne perd de vie.", "All totals are equal: nobody loses a life."},
	"lil.sum.out":       {"%s est éliminé.", "%s is out."},
	"lil.sum.change":    {"%s : %s", "%s: %s"},
	"lil.end.title":     {"Classement", "Standings"},
	"lil.end.place":     {"Place", "Place"},
	"lil.end.player":    {"Joueur", "Player"},
	"lil.end.lives":     {"Vies", "Lives"},
	"lil.end.state":     {"Fin", "End"},
	"lil.end.winner":    {"dernier en vie", "last with lives"},
	"lil.end.out":       {"éliminé à la manche %d", "out in round %d"},
	"lil.end.why":       {"%s est le dernier joueur à avoir encore des vies, après %d manches.", "%s is the last player with lives left, after %d rounds."},
	"lil.end.shared":    {"Les joueurs éliminés à la même manche partagent la place.", "Players out in the same round share a place."},
}

// lilSpecies is the species named id, and whether it is one.
func lilSpecies(id string) (lifeislife.Species, bool) {
	sp, err := lifeislife.ParseSpecies(id)
	return sp, err == nil
}

// lilValue is the points (and number of cards) of species id.
func lilValue(id string) int {
	sp, ok := lilSpecies(id)
	if !ok {
		return 0
	}
	return sp.Value()
}

// lilCounts counts sorted card names per species.
func lilCounts(names []string) (c [lifeislife.NumSpecies]int) {
	for _, n := range names {
		if sp, ok := lilSpecies(n); ok {
			c[sp]++
		}
	}
	return c
}

// lilCardsText names cards in words, grouped: "girafe, 2 taupes".
func lilCardsText(names []string) string {
	var parts []string
	for i := 0; i < len(names); {
		j := i
		for j < len(names) && names[j] == names[i] {
			j++
		}
		if j-i == 1 {
			parts = append(parts, animalWord(names[i]))
		} else {
			parts = append(parts, animalLabel(names[i], j-i))
		}
		i = j
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

// lilSetsText names the sets shown at a sudden death: "5 lapins".
func lilSetsText(sets []string) string {
	var parts []string
	for _, s := range sets {
		parts = append(parts, animalLabel(s, lilValue(s)))
	}
	return strings.Join(parts, tr("play.and"))
}

// lilSigned prints a lives change with a true minus sign: "−2", "+1", "0".
func lilSigned(n int) string {
	switch {
	case n < 0:
		return "−" + strconv.Itoa(-n)
	case n > 0:
		return "+" + strconv.Itoa(n)
	}
	return "0"
}
