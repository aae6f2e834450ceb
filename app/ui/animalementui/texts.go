package animalementui

import "menagerie/app/ui/kit"

// tr is the text of key in the current language, formatted with args.
func tr(key string, args ...any) string { return texts.Tr(key, args...) }

// texts are the strings of the Animalement table: {French, English}.
var texts = join(tableTexts, cardTexts)

// join puts several sets of texts together.
func join(sets ...kit.Texts) kit.Texts {
	out := kit.Texts{}
	for _, set := range sets {
		for k, v := range set {
			out[k] = v
		}
	}
	return out
}

// tableTexts are the table's own strings.
var tableTexts = kit.Texts{
	// The card on offer and the track of light-blue cards.
	"av.onsale":       {"Aux enchères", "Up for auction"},
	"av.opener":       {"retournée par %s", "turned up by %s"},
	"av.rule.pos":     {"Le dernier à rester la prend et paie sa mise.", "The last one left takes it and pays their bid."},
	"av.rule.neg":     {"Le premier qui passe la prend et reprend sa mise ; les autres perdent la leur.", "The first to pass takes it and gets their bid back; the others lose theirs."},
	"av.high":         {"Mise à battre", "Bid to beat"},
	"av.high.by":      {"%d, par %s", "%d, by %s"},
	"av.high.none":    {"aucune mise", "no bid yet"},
	"av.blues":        {"Bleu clair : %d sur 4", "Light blue: %d of 4"},
	"av.blues.why":    {"la 4ᵉ arrête la partie", "the 4th ends the game"},
	"av.deck":         {"Pioche : %d cartes", "Deck: %d cards"},
	"av.deck.one":     {"Pioche : %d carte", "Deck: %d card"},
	"av.unseen":       {"Cartes encore dans la pioche", "Cards still in the deck"},
	"av.blue.slot":    {"emplacement vide", "empty slot"},
	"av.seats":        {"Les joueurs", "The players"},
	"av.passed":       {"a passé", "passed"},
	"av.poorest":      {"le moins d’argent", "least money"},
	"av.poorest.is":   {"%s a le moins d’argent : éliminé si la partie s’arrêtait maintenant.", "%s holds the least money: out if the game ended now."},
	"av.money":        {"%d en main", "%d in hand"},
	"av.inhand":       {"en main", "in hand"},
	"av.laid":         {"Mise : %d", "Bid: %d"},
	"av.coll":         {"Animaux", "Animals"},
	"av.lost":         {"Partis avec le chien", "Gone with the dog"},
	"av.sick":         {"chien en attente", "dog waiting"},
	"av.sick.why":     {"La prochaine carte 1 à 10 reçue partira avec le chien.", "The next 1–10 card received goes with the dog."},
	"av.score":        {"%s pts", "%s pts"},
	"av.score.of":     {"Score de ses animaux : %s", "Score of their animals: %s"},
	"av.none":         {"aucun", "none"},
	"av.hand":         {"Vos cartes d’argent", "Your money cards"},
	"av.hand.empty":   {"Plus aucune carte d’argent.", "No money cards left."},
	"av.discard.hand": {"Vos animaux", "Your animals"},
	"av.discard.btn":  {"Défausser %s", "Discard %s"},

	// The prompt.
	"av.p.wait":      {"À %s de jouer.", "%s to play."},
	"av.p.waitbid":   {"À %s de jouer : dépasser %d ou passer.", "%s to play: beat %d or pass."},
	"av.p.waitdog":   {"Le chien : %s choisit la carte 1 à 10 qui part avec lui.", "The dog: %s chooses the 1–10 card that goes with it."},
	"av.p.open":      {"Première mise : touchez vos cartes, ou passez.", "Opening bid: tap your cards, or pass."},
	"av.p.beat":      {"Battez %d : touchez vos cartes, ou passez.", "Beat %d: tap your cards, or pass."},
	"av.p.beat.laid": {"Battez %d (posé : %d) : ajoutez des cartes, ou passez.", "Beat %d (laid: %d): add cards, or pass."},
	"av.p.need":      {"Votre mise : %d. Pour dépasser %d, ajoutez au moins %d.", "Your bid: %d. To beat %d, add at least %d."},
	"av.p.ok":        {"Votre mise : %d. Touchez « Miser », ou d’autres cartes.", "Your bid: %d. Tap \"Bid\", or more cards."},
	"av.p.cannot":    {"Vous ne pouvez plus dépasser %d : passez.", "You cannot beat %d any more: pass."},
	"av.p.neg":       {" Passer = prendre %s.", " Passing takes %s."},
	"av.p.back":      {" Passer vous rend %d.", " Passing gives back %d."},
	"av.p.last":      {" Si vous passez, %s la prend.", " If you pass, %s takes it."},
	"av.p.discard":   {"Le chien : touchez la carte 1 à 10 qui part avec lui.", "The dog: tap the 1–10 card that goes with it."},

	// The action bar.
	"av.bid":       {"Miser %d", "Bid %d"},
	"av.bid.none":  {"Miser", "Bid"},
	"av.min":       {"Mise min.", "Least bid"},
	"av.min.label": {"Choisir la plus petite mise possible", "Pick the smallest bid possible"},
	"av.pass":      {"Passer", "Pass"},
	"av.pass.take": {"Passer et prendre", "Pass and take"},

	// Why a card cannot be chosen.
	"av.why.cannot":  {"Même avec toute votre main, vous ne dépassez pas %d : il ne reste qu’à passer.", "Even your whole hand does not beat %d: you can only pass."},
	"av.why.discard": {"Seule une carte 1 à 10 part avec le chien.", "Only a 1–10 card goes with the dog."},

	// The log.
	"av.log.bid":       {"%s mise %s : %d en tout.", "%s bids %s: %d in all."},
	"av.log.pass":      {"%s passe.", "%s passes."},
	"av.log.passback":  {"%s passe et reprend %s.", "%s passes and takes back %s."},
	"av.log.negtake":   {"%s passe le premier et prend %s.", "%s passes first and takes %s."},
	"av.log.negback":   {"Sa mise (%s) lui revient.", "Their bid (%s) comes back."},
	"av.log.lose":      {"Mises perdues : %s.", "Bids lost: %s."},
	"av.log.buy":       {"%s remporte %s et défausse sa mise : %s.", "%s wins %s and discards their bid: %s."},
	"av.log.free":      {"%s remporte %s gratuitement : personne n’a misé.", "%s gets %s free: nobody bid."},
	"av.log.eaten":     {"Le chien de %s emporte %s.", "%s's dog takes %s away."},
	"av.log.choose":    {"%s doit choisir une carte 1 à 10 à défausser avec le chien.", "%s must choose a 1–10 card to discard with the dog."},
	"av.log.sick":      {"%s n’a aucune carte 1 à 10 : le chien attend la prochaine.", "%s has no 1–10 card: the dog waits for the next one."},
	"av.log.discard":   {"%s défausse %s avec le chien.", "%s discards %s with the dog."},
	"av.log.reveal":    {"%s retourne %s.", "%s turns up %s."},
	"av.log.over":      {"%s retourne %s, la 4ᵉ carte bleu clair : la partie s’arrête.", "%s turns up %s, the 4th light-blue card: the game ends."},
	"av.log.bid.short": {"%s mise %s.", "%s bids %s."},

	// The end.
	"av.end.title":     {"Le décompte", "The count"},
	"av.end.stop":      {"La 4ᵉ carte bleu clair, %s, arrête la partie : elle n’est pas mise aux enchères.", "The 4th light-blue card, %s, ends the game: it is not auctioned."},
	"av.end.poorest1":  {"Le moins d’argent : %d. %s perd, quel que soit son score.", "Least money: %d. %s is out, whatever the score."},
	"av.end.poorestN":  {"Le moins d’argent : %d. %s perdent, quel que soit leur score.", "Least money: %d. %s are out, whatever their scores."},
	"av.end.allout":    {"Tout le monde a %d : tous éliminés, personne ne gagne.", "Everyone has %d: all are out, nobody wins."},
	"av.end.tie.money": {"Égalité de score : le plus d’argent l’emporte.", "Scores tied: the most money wins."},
	"av.end.tie.share": {"Égalité de score et d’argent : la victoire est partagée.", "Tied on score and money: the win is shared."},
	"av.end.money":     {"Argent restant : %d", "Money left: %d"},
	"av.end.out":       {"éliminé : le moins d’argent", "out: least money"},
	"av.end.win":       {"Gagne", "Wins"},
	"av.end.score":     {"Score : %s", "Score: %s"},
	"av.end.sum":       {"Cartes 1 à 10 : %s = %s", "1–10 cards: %s = %s"},
	"av.end.sum1":      {"Carte 1 à 10 : %s", "1–10 card: %s"},
	"av.end.sum0":      {"Aucune carte 1 à 10 : 0", "No 1–10 card: 0"},
	"av.end.minus5":    {"− 5 (%s) = %s", "− 5 (%s) = %s"},
	"av.end.double":    {"× 2 (%s) = %s", "× 2 (%s) = %s"},
	"av.end.half":      {"× ½ (%s) = %s", "× ½ (%s) = %s"},
	"av.end.how":       {"Calcul du score de %s", "How %s's score is made"},
	"av.and":           {" et ", " and "},
}
