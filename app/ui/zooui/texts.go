package zooui

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"menagerie/app/ui/kit"
)

// tr is the zoo table's text of key in the screen's language.
func tr(key string, args ...any) string { return texts.Tr(key, args...) }

// texts are the strings of the zoo table: {French, English}.
var texts = kit.Texts{
	"zoo.round":            {"Manche %d", "Round %d"},
	"zoo.opt.simple":       {"Partie simple, jusqu’à %d points", "Simple game, to %d points"},
	"zoo.opt.simple.one":   {"Partie simple, jusqu’à %d point", "Simple game, to %d point"},
	"zoo.opt.partners":     {"Jeu en équipes, jusqu’à %d points (à partir de 4 joueurs)", "Partner game, to %d points (4 players or more)"},
	"zoo.opt.partners.one": {"Jeu en équipes, jusqu’à %d point (à partir de 4 joueurs)", "Partner game, to %d point (4 players or more)"},
	"zoo.goal.two":         {"fin quand deux joueurs ont %d points", "ends when two players have %d points"},
	"zoo.goal.two.one":     {"fin quand deux joueurs ont %d point", "ends when two players have %d point"},
	"zoo.goal.one":         {"fin quand un joueur a %d points", "ends when one player has %d points"},
	"zoo.goal.one.one":     {"fin quand un joueur a %d point", "ends when one player has %d point"},
	"zoo.scoring.places":   {"Places", "Places"},
	"zoo.scoring.pa":       {"Places + lions, hérissons", "Places + lions, hedgehogs"},
	"zoo.scoring.ta":       {"Équipes + lions, hérissons", "Teams + lions, hedgehogs"},
	"zoo.chart":            {"Qui bat qui ?", "Who beats whom?"},
	"zoo.chart.hide":       {"Masquer le tableau", "Hide the chart"},
	"zoo.chart.head":       {"Chaque animal, et ceux qui le battent (à nombre égal de cartes) :", "Each animal, and those that beat it (with as many cards):"},
	"zoo.chart.nobody":     {"personne", "nobody"},
	"zoo.rules.chart":      {"Qui bat qui : le tableau ci-dessous donne chaque animal ← les animaux qui le battent, à nombre égal de cartes. Ce n’est pas un classement : la souris bat l’éléphant, l’éléphant bat le renard, le renard bat le hérisson, mais l’éléphant ne bat pas le hérisson.", "Who beats whom: the chart below gives each animal ← the animals that beat it, with as many cards. The relation is not a ranking: the mouse beats the elephant, the elephant beats the fox, the fox beats the hedgehog, but the elephant does not beat the hedgehog."},
	"zoo.chart.never":      {"joker : compte comme l’animal qu’il accompagne", "joker: counts as the animal it joins"},
	"zoo.summary.show":     {"Manche %d", "Round %d"},
	"zoo.summary.label":    {"Résultat de la manche %d", "Results of round %d"},
	"zoo.summary.hide":     {"Fermer", "Close"},

	"zoo.seats":           {"Les joueurs", "The players"},
	"zoo.cards":           {"%d cartes", "%d cards"},
	"zoo.cards.one":       {"%d carte", "%d card"},
	"zoo.inhand":          {"%d en main", "%d in hand"},
	"zoo.points":          {"%d pts", "%d pts"},
	"zoo.points.one":      {"%d pt", "%d pt"},
	"zoo.points.long":     {"%d points", "%d points"},
	"zoo.points.long.one": {"%d point", "%d point"},
	"zoo.rank":            {"%s au classement", "%s in the standings"},
	"zoo.role.senior":     {"senior", "senior"},
	"zoo.role.junior":     {"junior", "junior"},
	"zoo.role.with":       {"%s avec %s", "%s with %s"},
	"zoo.role.alone":      {"seul (+4)", "alone (+4)"},
	"zoo.st.done":         {"a fini %s", "finished %s"},
	"zoo.st.asks":         {"demande de l’aide", "asks for help"},
	"zoo.st.helping":      {"répond", "answering"},
	"zoo.st.playing":      {"joue", "to play"},
	"zoo.st.choosing":     {"choisit 2 cartes", "choosing 2 cards"},
	"zoo.st.passed":       {"a passé", "passed"},
	"zoo.st.top":          {"groupe à battre", "set to beat"},
	"zoo.st.gave":         {"a donné 2 cartes", "gave 2 cards"},
	"zoo.st.aside":        {"a mis 2 cartes de côté", "set 2 cards aside"},
	"zoo.st.waits":        {"attend son partenaire", "waits for the partner"},
	"zoo.st.leads":        {"mène", "leads"},
	"zoo.collected":       {"%d ramassées", "%d collected"},
	"zoo.collected.one":   {"%d ramassée", "%d collected"},
	"zoo.shows":           {"montre : %s", "shows: %s"},
	"zoo.aside.n":         {"%d de côté", "%d set aside"},

	"zoo.table":           {"La table", "The table"},
	"zoo.tobeat":          {"À battre : %s, posé par %s", "To beat: %s, laid by %s"},
	"zoo.tobeat.help":     {"À battre : %s, posé par %s avec l’aide de %s", "To beat: %s, laid by %s with %s's help"},
	"zoo.beatwith":        {"Pour le battre :", "To beat it:"},
	"zoo.beatwith.jok":    {"Le caméléon peut compléter un groupe.", "The chameleon can complete a set."},
	"zoo.lead":            {"%s mène : le pli s’ouvre avec le groupe de son choix.", "%s leads: the trick opens with any set."},
	"zoo.lead.you":        {"Vous menez : ouvrez le pli avec le groupe de votre choix.", "You lead: open the trick with any set."},
	"zoo.trick.cards":     {"%d cartes dans le pli", "%d cards in the trick"},
	"zoo.trick.cards.one": {"%d carte dans le pli", "%d card in the trick"},
	"zoo.trick.passed":    {"Ont passé : %s", "Passed: %s"},
	"zoo.ask":             {"%s demande l’aide de %s avec :", "%s asks %s for help with:"},
	"zoo.exchange":        {"Échange de cartes avant la manche", "Card exchange before the round"},
	"zoo.exchange.how":    {"Le junior donne 2 cartes face cachée à son senior, puis le senior lui en rend 2. Le joueur seul met 2 cartes de côté.", "The junior gives 2 cards face down to the senior, then the senior gives 2 back. The lone player sets 2 cards aside."},

	"zoo.hand":         {"Votre main", "Your hand"},
	"zoo.hand.empty":   {"Vous n’avez plus de cartes.", "You have no cards left."},
	"zoo.received":     {"reçue", "received"},
	"zoo.sel":          {"Choisi : %s.", "Chosen: %s."},
	"zoo.sel.as":       {"Choisi : %s = %s.", "Chosen: %s = %s."},
	"zoo.sel.more":     {"Ajoutez une carte marquée d’un +, ou touchez une carte choisie pour la reprendre.", "Add a card marked +, or tap a chosen card to take it back."},
	"zoo.p.lead":       {"À vous de mener : touchez les cartes d’un groupe, puis « Jouer ».", "Your lead: tap the cards of a set, then “Play”."},
	"zoo.p.beat":       {"Battez %s, ou passez.", "Beat %s, or pass."},
	"zoo.p.beat.ask":   {"Battez %s, demandez l’aide de %s, ou passez.", "Beat %s, ask %s for help, or pass."},
	"zoo.p.beat.none":  {"Rien dans votre main ne bat %s : passez.", "Nothing in your hand beats %s: pass."},
	"zoo.p.cham":       {"Il ne vous reste que le caméléon, qui ne se joue jamais seul : passez.", "Only the chameleon is left, and it is never played alone: pass."},
	"zoo.p.complete":   {"%s vous demande de compléter %s pour battre %s, ou refusez.", "%s asks you to complete %s to beat %s, or refuse."},
	"zoo.p.give":       {"Choisissez 2 cartes à donner face cachée à %s.", "Choose 2 cards to give face down to %s."},
	"zoo.p.aside":      {"Vous jouez seul : choisissez 2 cartes à mettre de côté.", "You play alone: choose 2 cards to set aside."},
	"zoo.p.wait":       {"À %s de jouer.", "%s to play."},
	"zoo.p.wait.beat":  {"%s doit battre %s ou passer.", "%s must beat %s or pass."},
	"zoo.p.wait.lead":  {"%s mène le pli.", "%s leads the trick."},
	"zoo.p.wait.ask":   {"%s répond à la demande d’aide de %s.", "%s answers %s's help request."},
	"zoo.p.wait.x":     {"Les autres échangent leurs cartes.", "The others are exchanging cards."},
	"zoo.p.out":        {"Vous avez fini la manche : les autres jouent.", "You are out of this round: the others play on."},
	"zoo.btn.play":     {"Jouer", "Play"},
	"zoo.btn.play.x":   {"Jouer %s", "Play %s"},
	"zoo.btn.ask":      {"Demander l’aide", "Ask for help"},
	"zoo.btn.complete": {"Compléter", "Complete"},
	"zoo.btn.give":     {"Donner", "Give"},
	"zoo.btn.aside":    {"Mettre de côté", "Set aside"},
	"zoo.btn.clear":    {"Tout reprendre", "Take all back"},
	"zoo.btn.pass":     {"Passer", "Pass"},
	"zoo.btn.refuse":   {"Refuser", "Refuse"},

	"zoo.why.cannot":  {"Les %s ne battent pas les %s.", "%s do not beat %s."},
	"zoo.why.few":     {"Pour battre %s, il faut %s ; vous en avez %d.", "To beat %s you need %s; you have %d."},
	"zoo.why.cham":    {"Le caméléon ne se joue jamais seul.", "The chameleon is never played alone."},
	"zoo.why.chamset": {"Le caméléon ne se joue jamais seul, et aucun groupe de votre main ne bat %s avec lui.", "The chameleon is never played alone, and no set in your hand beats %s with it."},
	"zoo.why.fit":     {"Complétez %s avec %s pour battre %s.", "Complete %s with %s to beat %s."},
	"zoo.why.nofit":   {"Rien dans votre main ne complète %s pour battre %s : refusez.", "Nothing in your hand completes %s to beat %s: refuse."},
	"zoo.or":          {" ou ", " or "},
	"zoo.and":         {" et ", " and "},

	"zoo.team":       {"Votre équipe : vous (%s) et %s (%s)", "Your team: you (%s) and %s (%s)"},
	"zoo.team.alone": {"Vous jouez seul cette manche : votre place + 4 points.", "You play alone this round: your place + 4 points."},
	"zoo.gave":       {"Donné : %s", "Given: %s"},
	"zoo.got":        {"Reçu : %s", "Received: %s"},
	"zoo.myaside":    {"De côté : %s", "Set aside: %s"},

	"zoo.log.play":     {"%s pose %s", "%s lays %s"},
	"zoo.log.pass":     {"%s passe", "%s passes"},
	"zoo.log.passlead": {"%s passe : il ne lui reste que le caméléon", "%s passes: only the chameleon is left"},
	"zoo.log.give":     {"%s donne 2 cartes face cachée à %s", "%s gives 2 cards face down to %s"},
	"zoo.log.aside":    {"%s met 2 cartes de côté", "%s sets 2 cards aside"},
	"zoo.log.ask":      {"%s demande l’aide de %s avec %s", "%s asks %s for help with %s"},
	"zoo.log.complete": {"%s complète avec %s : %s pour %s", "%s completes with %s: %s for %s"},
	"zoo.log.refuse":   {"%s refuse d’aider ; %s reprend %s et passe", "%s refuses to help; %s takes back %s and passes"},
	"zoo.log.out":      {"%s n’a plus de cartes (%s).", "%s has no cards left (%s)."},
	"zoo.log.took":     {"%s ramasse le pli (%d cartes).", "%s collects the trick (%d cards)."},
	"zoo.log.took.one": {"%s ramasse le pli (%d carte).", "%s collects the trick (%d card)."},
	"zoo.log.lead":     {"%s mène.", "%s leads."},
	"zoo.log.round":    {"Fin de la manche %d : %s.", "Round %d is over: %s."},
	"zoo.log.won":      {"%s gagne la partie.", "%s wins the game."},
	"zoo.log.score":    {"%s %s (%s)", "%s %s (%s)"},

	"zoo.sum.title":     {"Manche %d : résultat", "Round %d: results"},
	"zoo.sum.player":    {"Joueur", "Player"},
	"zoo.sum.detail":    {"Détail", "Breakdown"},
	"zoo.sum.round":     {"Manche", "Round"},
	"zoo.sum.total":     {"Total", "Total"},
	"zoo.sum.pp":        {"place : %s", "place: %s"},
	"zoo.sum.partner":   {"partenaire %s (%s) : %s", "partner %s (%s): %s"},
	"zoo.sum.alone":     {"seul : +4", "alone: +4"},
	"zoo.sum.lions":     {"%d lions ramassés : %s", "%d lions collected: %s"},
	"zoo.sum.lions.one": {"%d lion ramassé : %s", "%d lion collected: %s"},
	"zoo.sum.lion1":     {"1 lion seul : 0", "a lone lion: 0"},
	"zoo.sum.lionloss":  {"lions restés en main : %d", "lions left in hand: %d"},
	"zoo.sum.nohedge":   {"aucun hérisson : −1", "no hedgehog: −1"},
	"zoo.sum.left":      {"%s finit avec en main : %s", "%s was left holding: %s"},
	"zoo.sum.aside":     {"Cartes mises de côté par %s : %s", "Cards %s set aside: %s"},
	"zoo.sum.table":     {"Pli inachevé, ramassé par personne : %s", "Unfinished trick, collected by nobody: %s"},
	"zoo.sum.noanim":    {"Cette manche compte les places seulement.", "This round scores places only."},
	"zoo.sum.noanim3":   {"À trois joueurs, les lions et les hérissons ne comptent qu’à la première manche : cette manche compte les places seulement.", "With three players, lions and hedgehogs count in the first round only: this round scores places only."},

	"zoo.tip.mosquito.none": {"Le moustique ne bat personne ; %s battent le moustique. Mais un moustique peut rejoindre un groupe d’éléphants : il compte alors comme un éléphant.",
		"The mosquito beats nothing; %s beat the mosquito. But one mosquito may join a set of elephants: it then counts as an elephant."},
	"zoo.tip.mosquito": {"Le moustique bat %s ; %s battent le moustique. Et un moustique peut rejoindre un groupe d’éléphants : il compte alors comme un éléphant.",
		"The mosquito beats %s; %s beat the mosquito. And one mosquito may join a set of elephants: it then counts as an elephant."},
	"zoo.end.two":     {"La partie s’arrête : %s ont atteint %d points. Le premier du classement gagne.", "The game stops: %s reached %d points. First place wins."},
	"zoo.end.two.one": {"La partie s’arrête : %s ont atteint %d point. Le premier du classement gagne.", "The game stops: %s reached %d point. First place wins."},
	"zoo.end.one":     {"La partie s’arrête : %s a atteint %d points. Le plus haut total gagne.", "The game stops: %s reached %d points. The highest total wins."},
	"zoo.end.one.one": {"La partie s’arrête : %s a atteint %d point. Le plus haut total gagne.", "The game stops: %s reached %d point. The highest total wins."},
	"zoo.end.tie":     {"À égalité de points, le joueur le moins bien classé avant la dernière manche passe devant.", "On equal points, the player who stood lower before the last round ranks higher."},
}

// ordinal writes a place: "1ᵉʳ", "2ᵉ" / "1st", "2nd".
func ordinal(n int) string {
	s := strconv.Itoa(n)
	if kit.Current() == kit.French {
		if n == 1 {
			return "1ᵉʳ"
		}
		return s + "ᵉ"
	}
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return s + "th"
	case n%10 == 1:
		return s + "st"
	case n%10 == 2:
		return s + "nd"
	case n%10 == 3:
		return s + "rd"
	}
	return s + "th"
}

// join lists words: "A, B et C", with last between the last two (see
// "zoo.and", "zoo.or").
func join(words []string, last string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + tr(last) + words[len(words)-1]
}

// capital puts a capital letter at the start of s.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// itoa writes n.
func itoa(n int) string { return strconv.Itoa(n) }
