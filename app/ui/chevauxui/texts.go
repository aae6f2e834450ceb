package chevauxui

import "menagerie/app/ui/kit"

// tr is the text of key in the current language, formatted with args.
func tr(key string, args ...any) string { return texts.Tr(key, args...) }

// texts are the strings of the Chevaux table. The characteristics and
// rarities are keyed by the engine's ids (chevaux.Characteristic.String,
// chevaux.Rarity.String).
var texts = kit.Texts{
	"ch.height":          {"Hauteur au garrot", "Height at withers"},
	"ch.weight":          {"Poids", "Weight"},
	"ch.longevity":       {"Longévité", "Longevity"},
	"ch.appearance":      {"Date d’apparition", "First appeared"},
	"ch.rar.green":       {"commun", "common"},
	"ch.rar.yellow":      {"peu commun", "uncommon"},
	"ch.rar.orange":      {"rare", "rare"},
	"ch.rar.red":         {"très rare", "very rare"},
	"ch.unit.cm":         {"%d cm", "%d cm"},
	"ch.unit.kg":         {"%d kg", "%d kg"},
	"ch.unit.years":      {"%d ans", "%d years"},
	"ch.unit.years.one":  {"%d an", "%d year"},
	"ch.year.bce":        {"%s av. J.-C.", "%s BC"},
	"ch.opt.minutes":     {"%d minutes : le plus de cartes gagne", "%d minutes: the most cards wins"},
	"ch.opt.minutes.one": {"%d minute : le plus de cartes gagne", "%d minute: the most cards wins"},
	"ch.opt.all":         {"Jusqu’à ce qu’un joueur ait toutes les cartes", "Until one player holds every card"},
	"ch.opt.battles":     {"%d batailles", "%d battles"},
	"ch.opt.battles.one": {"%d bataille", "%d battle"},

	// The table.
	"ch.battle":       {"Bataille %d", "Battle %d"},
	"ch.rules.battle": {"Fin d’une bataille", "End of a battle"},
	"ch.battle.limit": {"Bataille %d sur %d", "Battle %d of %d"},
	"ch.cards":        {"%d cartes", "%d cards"},
	"ch.cards.one":    {"%d carte", "%d card"},
	"ch.players":      {"Joueurs", "Players"},
	"ch.leader":       {"mène", "leads"},
	"ch.out":          {"hors jeu", "out"},
	"ch.facedown":     {"Carte cachée", "Face-down card"},
	"ch.facedown.of":  {"Carte cachée de %s, %s", "%s's face-down card, %s"},
	"ch.current":      {"Bataille sur : %s (choisie par %s)", "Battle on: %s (set by %s)"},
	"ch.current.none": {"%s choisit la caractéristique", "%s chooses the characteristic"},
	"ch.ending":       {"Temps écoulé : la partie s’arrête après cette bataille.", "Time is up: the game ends after this battle."},
	"ch.yourcard":     {"Votre cheval", "Your horse"},
	"ch.keep":         {"Garder : %s", "Keep: %s"},
	"ch.collect":      {"Ramasser les %d cartes", "Collect the %d cards"},
	"ch.collect.one":  {"Ramasser %d carte", "Collect %d card"},
	"ch.char.label":   {"%s : %s", "%s: %s"},
	"ch.lastbattle":   {"Bataille %d : %s", "Battle %d: %s"},
	"ch.wins":         {"%s remporte %s", "%s wins %s"},
	"ch.wins.you":     {"Vous remportez %s", "You win %s"},
	"ch.tiebreak":     {"Départage", "Tie-break"},
	"ch.won":          {"gagne", "wins"},

	// What broke a tie, by the engine's ids (chevaux.BattleView.By).
	"ch.by.rarity":    {"départagée par la rareté", "broken by rarity"},
	"ch.by.tiebreak":  {"départagée par les cartes suivantes", "broken by the next cards"},
	"ch.by.exhausted": {"plus de cartes pour départager : le plus proche du joueur de référence gagne", "no cards left to break it: the nearest to the reference player wins"},

	// The prompt.
	"ch.p.choose":       {"Choisissez une caractéristique de votre cheval", "Choose a characteristic of your horse"},
	"ch.p.choose.other": {"%s choisit une caractéristique", "%s chooses a characteristic"},
	"ch.p.switch":       {"Votre cheval est plus rare que celui de %s : gardez ou touchez une autre caractéristique", "Your horse is rarer than %s's: keep, or tap another characteristic"},
	"ch.p.switch.other": {"%s peut garder %s ou changer", "%s may keep %s or switch"},
	"ch.p.collect":      {"Vous gagnez la bataille : ramassez les cartes", "You win the battle: collect the cards"},
	"ch.p.won.other":    {"%s gagne la bataille et ramasse les cartes", "%s wins the battle and collects the cards"},
	"ch.p.out":          {"Vous êtes hors jeu : vous n’avez plus de cartes", "You are out: you have no cards left"},
	"ch.p.watch":        {"Vous regardez la partie", "You are watching the game"},

	// The log.
	"ch.log.choose":   {"%s choisit %s : %s", "%s chooses %s: %s"},
	"ch.log.choose.n": {"%s choisit %s", "%s chooses %s"},
	"ch.log.keep":     {"%s garde %s : %s", "%s keeps %s: %s"},
	"ch.log.keep.n":   {"%s garde %s", "%s keeps %s"},
	"ch.log.switch":   {"%s change pour %s : %s", "%s switches to %s: %s"},
	"ch.log.switch.n": {"%s change pour %s", "%s switches to %s"},
	"ch.log.said":     {"%s %s", "%s %s"},
	"ch.log.sep":      {" ; ", "; "},
	"ch.log.then":     {"puis %s", "then %s"},
	"ch.log.result":   {" — ", " — "},
	"ch.log.win":      {"%s gagne %s (%s)", "%s wins %s (%s)"},
	"ch.log.collect":  {"%s ramasse %s", "%s collects %s"},
	"ch.log.and":      {" et ", " and "},
	"ch.how.value":    {"meilleure valeur : %s", "best value: %s"},
	"ch.how.tie":      {"égalité à %s entre %s, %s", "tie at %s between %s, %s"},

	// The guided game's coach.
	"ch.tip.choose": {"Vous menez : touchez la caractéristique où votre cheval est le plus fort. La plus grande valeur gagne ; pour la date d’apparition, la plus ancienne.",
		"You lead: tap the characteristic where your horse is strongest. The highest value wins; for the date of first appearance, the oldest."},
	"ch.tip.switch": {"Votre cheval est plus rare (voyez les pastilles) que celui du joueur qui a fixé la caractéristique : vous pouvez en changer, et tous annoncent la nouvelle.",
		"Your horse is rarer (see the dots) than that of the player who set the characteristic: you may switch to another, and everyone announces the new one."},
	"ch.tip.tie": {"Égalité : à valeur égale, le cheval le plus rare gagne ; aussi rares, les ex æquo retournent leur carte suivante et la plus rare l’emporte.",
		"A tie: on equal values the rarer horse wins; if equally rare, the tied players turn up their next card and the rarest wins."},
	"ch.tip.collect": {"Vous gagnez : toutes les cartes de la bataille vont sous votre tas, et vous menez la suivante.",
		"You win: all the battle's cards go under your pile, and you lead the next battle."},

	// The end.
	"ch.end.all":       {"%s a remporté toutes les cartes.", "%s won every card."},
	"ch.end.limit":     {"Les %d batailles sont jouées : le plus de cartes gagne.", "All %d battles are played: the most cards wins."},
	"ch.end.limit.one": {"%d bataille jouée : le plus de cartes gagne.", "%d battle played: the most cards wins."},
	"ch.end.time":      {"Le temps est écoulé : le plus de cartes gagne.", "Time is up: the most cards wins."},
	"ch.end.shared":    {"Égalité : la victoire est partagée.", "A tie: the win is shared."},
}
