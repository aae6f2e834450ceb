package ui

import (
	"encoding/json"
	"strconv"
	"strings"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/zoo"
)

// zooTexts are the strings of the zoo table: {French, English}.
var zooTexts = map[string][2]string{
	"zoo.round":          {"Manche %d", "Round %d"},
	"zoo.goal.two":       {"fin quand deux joueurs ont %d points", "ends when two players have %d points"},
	"zoo.goal.one":       {"fin quand un joueur a %d points", "ends when one player has %d points"},
	"zoo.scoring.places": {"Points de place", "Place points"},
	"zoo.scoring.pa":     {"Places + lions et hérissons", "Places + lions and hedgehogs"},
	"zoo.scoring.ta":     {"Équipes + lions et hérissons", "Teams + lions and hedgehogs"},
	"zoo.chart":          {"Qui bat qui ?", "Who beats whom?"},
	"zoo.chart.hide":     {"Masquer le tableau", "Hide the chart"},
	"zoo.chart.head":     {"Chaque animal, et ceux qui le battent (à nombre égal de cartes) :", "Each animal, and those that beat it (with as many cards):"},
	"zoo.chart.nobody":   {"personne", "nobody"},
	"zoo.chart.never":    {"joker : compte comme l'animal qu'il accompagne", "joker: counts as the animal it joins"},
	"zoo.summary.show":   {"Résultat de la manche %d", "Round %d results"},
	"zoo.summary.hide":   {"Fermer", "Close"},

	"zoo.cards":        {"%d cartes", "%d cards"},
	"zoo.card":         {"%d carte", "%d card"},
	"zoo.points":       {"%d pts", "%d pts"},
	"zoo.points.long":  {"%d points", "%d points"},
	"zoo.rank":         {"%s au classement", "%s in the standings"},
	"zoo.you":          {"vous", "you"},
	"zoo.role.senior":  {"senior", "senior"},
	"zoo.role.junior":  {"junior", "junior"},
	"zoo.role.alone":   {"seul", "alone"},
	"zoo.role.with":    {"%s, avec %s", "%s, with %s"},
	"zoo.role.alone.x": {"joue seul (+4)", "plays alone (+4)"},
	"zoo.st.done":      {"a fini %s", "finished %s"},
	"zoo.st.asks":      {"demande de l'aide", "asks for help"},
	"zoo.st.helping":   {"répond à la demande", "answering the request"},
	"zoo.st.playing":   {"à son tour", "to play"},
	"zoo.st.choosing":  {"choisit 2 cartes", "choosing 2 cards"},
	"zoo.st.passed":    {"a passé", "passed"},
	"zoo.st.top":       {"groupe à battre", "set to beat"},
	"zoo.st.gave":      {"a donné 2 cartes", "gave 2 cards"},
	"zoo.st.aside":     {"a mis 2 cartes de côté", "set 2 cards aside"},
	"zoo.st.waits":     {"attend son partenaire", "waits for the partner"},
	"zoo.st.leads":     {"mène", "leads"},
	"zoo.collected":    {"%d ramassées", "%d collected"},
	"zoo.shows":        {"montre : %s", "shows: %s"},
	"zoo.aside.n":      {"%d de côté", "%d set aside"},

	"zoo.table":        {"La table", "The table"},
	"zoo.tobeat":       {"À battre : %s, posé par %s", "To beat: %s, laid by %s"},
	"zoo.tobeat.help":  {"À battre : %s, posé par %s avec l'aide de %s", "To beat: %s, laid by %s with %s's help"},
	"zoo.beatwith":     {"Pour le battre : %s.", "To beat it: %s."},
	"zoo.beatwith.or":  {" ou ", " or "},
	"zoo.beatwith.jok": {" Le caméléon peut compléter un groupe.", " The chameleon can complete a set."},
	"zoo.lead":         {"%s mène : le pli est à ouvrir avec le groupe de son choix.", "%s leads: the trick opens with any set."},
	"zoo.lead.you":     {"Vous menez : ouvrez le pli avec le groupe de votre choix.", "You lead: open the trick with any set."},
	"zoo.trick.cards":  {"%d cartes dans le pli", "%d cards in the trick"},
	"zoo.trick.card":   {"%d carte dans le pli", "%d card in the trick"},
	"zoo.trick.passed": {"Ont passé : %s", "Passed: %s"},
	"zoo.ask":          {"%s demande l'aide de %s avec :", "%s asks %s for help with:"},
	"zoo.exchange":     {"Échange de cartes avant la manche", "Card exchange before the round"},
	"zoo.exchange.how": {"Le junior donne 2 cartes face cachée à son senior, puis le senior lui en rend 2. Le joueur seul met 2 cartes de côté.", "The junior gives 2 cards face down to the senior, then the senior gives 2 back. The lone player sets 2 cards aside."},

	"zoo.hand":           {"Votre main", "Your hand"},
	"zoo.hand.empty":     {"Vous n'avez plus de cartes.", "You have no cards left."},
	"zoo.received":       {"reçue", "received"},
	"zoo.sel":            {"Choisi : %s.", "Chosen: %s."},
	"zoo.sel.as":         {"Choisi : %s — compte comme %s.", "Chosen: %s — counts as %s."},
	"zoo.sel.more":       {"Ajoutez les cartes soulignées, ou touchez une carte choisie pour la retirer.", "Add the underlined cards, or tap a chosen card to take it back."},
	"zoo.p.lead":         {"À vous de mener : touchez les cartes du groupe à poser, puis « Jouer ».", "Your lead: tap the cards of the set to lay, then “Play”."},
	"zoo.p.beat":         {"Battez %s, ou passez.", "Beat %s, or pass."},
	"zoo.p.beat.none":    {"Vous ne pouvez pas battre %s : passez.", "You cannot beat %s: pass."},
	"zoo.p.ask":          {"Junior : vous pouvez aussi poser une partie d'un groupe gagnant et demander l'aide de %s.", "Junior: you may also lay part of a winning set and ask %s for help."},
	"zoo.p.cham":         {"Il ne vous reste que le caméléon, qui ne se joue jamais seul : passez.", "Only the chameleon is left, and it is never played alone: pass."},
	"zoo.p.complete":     {"%s vous demande de l'aide : ajoutez des cartes à %s pour battre %s, ou refusez.", "%s asks for your help: add cards to %s to beat %s, or refuse."},
	"zoo.p.give":         {"Choisissez 2 cartes à donner face cachée à %s.", "Choose 2 cards to give face down to %s."},
	"zoo.p.aside":        {"Vous jouez seul : choisissez 2 cartes à mettre de côté. Elles comptent comme des cartes ramassées.", "You play alone: choose 2 cards to set aside. They count as collected cards."},
	"zoo.btn.play":       {"Jouer", "Play"},
	"zoo.btn.play.x":     {"Jouer %s", "Play %s"},
	"zoo.btn.ask":        {"Demander l'aide de %s", "Ask %s for help"},
	"zoo.btn.complete":   {"Compléter", "Complete"},
	"zoo.btn.complete.x": {"Compléter : %s", "Complete: %s"},
	"zoo.btn.give":       {"Donner à %s", "Give to %s"},
	"zoo.btn.aside":      {"Mettre de côté", "Set aside"},
	"zoo.btn.clear":      {"Tout retirer", "Clear"},
	"zoo.btn.pass":       {"Passer", "Pass"},
	"zoo.btn.refuse":     {"Refuser d'aider", "Refuse to help"},
	"zoo.team":           {"Votre équipe : vous (%s) et %s (%s)", "Your team: you (%s) and %s (%s)"},
	"zoo.team.alone":     {"Vous jouez seul cette manche : votre place + 4 points.", "You play alone this round: your place + 4 points."},
	"zoo.gave":           {"Donné : %s", "Given: %s"},
	"zoo.got":            {"Reçu : %s", "Received: %s"},
	"zoo.myaside":        {"De côté : %s", "Set aside: %s"},

	"zoo.last.play":     {"%s pose %s.", "%s lays %s."},
	"zoo.last.pass":     {"%s passe.", "%s passes."},
	"zoo.last.passlead": {"%s passe : il ne lui reste que le caméléon.", "%s passes: only the chameleon is left."},
	"zoo.last.give":     {"%s donne 2 cartes face cachée à %s.", "%s gives 2 cards face down to %s."},
	"zoo.last.aside":    {"%s met 2 cartes de côté.", "%s sets 2 cards aside."},
	"zoo.last.ask":      {"%s demande l'aide de %s avec %s.", "%s asks %s for help with %s."},
	"zoo.last.complete": {"%s complète avec %s : %s pour %s.", "%s completes with %s: %s for %s."},
	"zoo.last.refuse":   {"%s refuse d'aider ; %s reprend %s et passe.", "%s refuses to help; %s takes back %s and passes."},
	"zoo.last.out":      {"%s n'a plus de cartes (%s).", "%s has no cards left (%s)."},
	"zoo.last.took":     {"%s ramasse le pli (%d cartes).", "%s collects the trick (%d cards)."},
	"zoo.last.took1":    {"%s ramasse le pli (%d carte).", "%s collects the trick (%d card)."},
	"zoo.last.lead":     {"%s mène.", "%s leads."},
	"zoo.last.round":    {"Fin de la manche %d.", "Round %d is over."},
	"zoo.last.none":     {"La manche commence.", "The round begins."},
	"zoo.just":          {"Dernier coup", "Last move"},

	"zoo.log.play":     {"%s pose %s", "%s lays %s"},
	"zoo.log.pass":     {"%s passe", "%s passes"},
	"zoo.log.give":     {"%s donne 2 cartes face cachée à son partenaire", "%s gives 2 cards face down to the partner"},
	"zoo.log.aside":    {"%s met 2 cartes de côté", "%s sets 2 cards aside"},
	"zoo.log.ask":      {"%s demande de l'aide avec %s", "%s asks for help with %s"},
	"zoo.log.complete": {"%s complète avec %s (%s)", "%s completes with %s (%s)"},
	"zoo.log.refuse":   {"%s refuse d'aider", "%s refuses to help"},

	"zoo.sum.title":    {"Manche %d : résultat", "Round %d: results"},
	"zoo.sum.player":   {"Joueur", "Player"},
	"zoo.sum.detail":   {"Détail", "Breakdown"},
	"zoo.sum.round":    {"Manche", "Round"},
	"zoo.sum.total":    {"Total", "Total"},
	"zoo.sum.pp":       {"place : %+d", "place: %+d"},
	"zoo.sum.partner":  {"partenaire %s (%s) : %+d", "partner %s (%s): %+d"},
	"zoo.sum.alone":    {"seul : +4", "alone: +4"},
	"zoo.sum.lions":    {"%d lions ramassés : %+d", "%d lions collected: %+d"},
	"zoo.sum.lion1":    {"1 lion seul : 0", "a lone lion: 0"},
	"zoo.sum.lionloss": {"lions restés en main : %d", "lions left in hand: %d"},
	"zoo.sum.nohedge":  {"aucun hérisson : −1", "no hedgehog: −1"},
	"zoo.sum.left":     {"%s est resté avec : %s", "%s was left holding: %s"},
	"zoo.sum.aside":    {"Cartes mises de côté par %s : %s", "Cards %s set aside: %s"},
	"zoo.sum.table":    {"Pli inachevé, ramassé par personne : %s", "Unfinished trick, collected by nobody: %s"},
	"zoo.sum.noanim":   {"Cette manche compte les places seulement.", "This round scores places only."},
	"zoo.sum.noanim3":  {"À trois joueurs, les lions et les hérissons ne comptent qu'à la première manche : cette manche compte les places seulement.", "With three players, lions and hedgehogs count in the first round only: this round scores places only."},

	"zoo.end.two":   {"La partie s'arrête : %s ont atteint %d points. Le premier du classement gagne.", "The game stops: %s reached %d points. First place wins."},
	"zoo.end.one":   {"La partie s'arrête : %s a atteint %d points. Le plus haut total gagne.", "The game stops: %s reached %d points. The highest total wins."},
	"zoo.end.tie":   {"À égalité de points, le joueur le moins bien classé avant la dernière manche passe devant.", "On equal points, the player who stood lower before the last round ranks higher."},
	"zoo.end.stand": {"Classement final", "Final standings"},
}

// zooOrdinal writes a place: "1er", "2e" / "1st", "2nd".
func zooOrdinal(n int) string {
	s := strconv.Itoa(n)
	if lang == French {
		if n == 1 {
			return "1er"
		}
		return s + "e"
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

// zooAnimalOf maps the engine's animal identifiers to its animals.
var zooAnimalOf = func() map[string]zoo.Animal {
	m := map[string]zoo.Animal{}
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		m[a.String()] = a
	}
	return m
}()

// zooCardsOf counts a list of card identifiers.
func zooCardsOf(list []string) zoo.Cards {
	var c zoo.Cards
	for _, id := range list {
		if a, ok := zooAnimalOf[id]; ok {
			c = c.Plus(zoo.CardsOf(a, 1))
		}
	}
	return c
}

// zooCardsText writes cards as "2 éléphants + 1 moustique".
func zooCardsText(c zoo.Cards) string {
	var parts []string
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		if k := c.Count(a); k > 0 {
			parts = append(parts, animalLabel(a.String(), k))
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, " + ")
}

// zooListText writes a list of card identifiers as zooCardsText does.
func zooListText(list []string) string { return zooCardsText(zooCardsOf(list)) }

// zooSetText writes a set as what it counts as, with its cards when they
// differ: "3 éléphants (2 éléphants + 1 moustique)".
func zooSetText(cards []string, as string) string {
	c := zooCardsOf(cards)
	whole := animalLabel(as, c.Total())
	if a, ok := zooAnimalOf[as]; ok && c.Count(a) == c.Total() {
		return whole
	}
	return whole + " (" + zooCardsText(c) + ")"
}

// zooBeaters lists the sets that beat n × as: one more of it, or as many of
// an animal that beats it.
func zooBeaters(as string, n int) []string {
	a, ok := zooAnimalOf[as]
	if !ok {
		return nil
	}
	out := []string{animalLabel(as, n+1)}
	for b := zoo.Whale; b < zoo.Chameleon; b++ {
		if zoo.Beats(b, a) {
			out = append(out, animalLabel(b.String(), n))
		}
	}
	return out
}

func zooDescribe(u table.Update, ev table.Event) string {
	name := seatName(u, ev.Seat)
	if ev.Move == nil {
		// A move hidden from this seat: two cards given face down, or set
		// aside by the lone player.
		var v zoo.View
		if decodeView(u, &v) == nil && int(ev.Seat) < len(v.Seats) && v.Seats[ev.Seat].Role == "alone" {
			return tr("zoo.log.aside", name)
		}
		return tr("zoo.log.give", name)
	}
	mv, err := zoo.Game{}.DecodeMove(ev.Move)
	if err != nil {
		return name
	}
	m, ok := mv.(zoo.Move)
	if !ok {
		return name
	}
	var line string
	switch m.Kind {
	case zoo.KindPlay:
		line = tr("zoo.log.play", name, zooMoveSet(m))
	case zoo.KindPass:
		line = tr("zoo.log.pass", name)
	case zoo.KindGive:
		// The cards stay out of the log: it is shared by everyone at a
		// pass-and-play table.
		line = tr("zoo.log.give", name)
	case zoo.KindSetAside:
		line = tr("zoo.log.aside", name)
	case zoo.KindAsk:
		line = tr("zoo.log.ask", name, zooCardsText(m.Cards))
	case zoo.KindComplete:
		line = tr("zoo.log.complete", name, zooCardsText(m.Cards), animalWord(m.As.String()))
	case zoo.KindRefuse:
		line = tr("zoo.log.refuse", name)
	default:
		line = name + " : " + m.String()
	}
	// The latest move: add what followed from it, from the view.
	if ev.Seq == u.Seq {
		var v zoo.View
		if decodeView(u, &v) == nil && v.Last != nil && v.Last.Seat == int(ev.Seat) {
			if rest := zooAftermath(u, v); rest != "" {
				line += " — " + rest
			}
		}
	}
	return line
}

// zooMoveSet writes a play move's set.
func zooMoveSet(m zoo.Move) string {
	n := m.Cards.Total()
	whole := animalLabel(m.As.String(), n)
	if m.Cards.Count(m.As) == n {
		return whole
	}
	return whole + " (" + zooCardsText(m.Cards) + ")"
}

// zooAftermath says what followed the last move: who ran out, who
// collected the trick, who leads, the round's end.
func zooAftermath(u table.Update, v zoo.View) string {
	l := v.Last
	if l == nil {
		return ""
	}
	var parts []string
	for _, s := range l.Out {
		place := 0
		if s >= 0 && s < len(v.Seats) {
			place = v.Seats[s].Place
		}
		if l.Round && v.LastRound != nil && s < len(v.LastRound.Seats) {
			place = v.LastRound.Seats[s].Place
		}
		parts = append(parts, tr("zoo.last.out", seatName(u, games.Seat(s)), zooOrdinal(place)))
	}
	if l.Took >= 0 {
		key := "zoo.last.took"
		if l.TookN == 1 {
			key = "zoo.last.took1"
		}
		parts = append(parts, tr(key, seatName(u, games.Seat(l.Took)), l.TookN))
	}
	if l.Lead >= 0 && !l.Round {
		parts = append(parts, tr("zoo.last.lead", seatName(u, games.Seat(l.Lead))))
	}
	if l.Round && v.LastRound != nil {
		parts = append(parts, tr("zoo.last.round", v.LastRound.Round))
	}
	return strings.Join(parts, " ")
}

// zooLastLine says what just happened, in full.
func zooLastLine(u table.Update, v zoo.View) string {
	l := v.Last
	if l == nil {
		return tr("zoo.last.none")
	}
	name := seatName(u, games.Seat(l.Seat))
	partner := ""
	if l.Seat >= 0 && l.Seat < len(v.Seats) {
		partner = seatName(u, games.Seat(v.Seats[l.Seat].Partner))
	}
	var line string
	switch l.Kind {
	case "play":
		line = tr("zoo.last.play", name, zooSetText(l.Cards, l.As))
	case "pass":
		if l.Lead >= 0 && l.Took < 0 {
			line = tr("zoo.last.passlead", name)
		} else {
			line = tr("zoo.last.pass", name)
		}
	case "give":
		line = tr("zoo.last.give", name, partner)
	case "aside":
		line = tr("zoo.last.aside", name)
	case "ask":
		line = tr("zoo.last.ask", name, partner, zooListText(l.Cards))
	case "complete":
		line = tr("zoo.last.complete", name, zooListText(l.Added), zooSetText(l.Cards, l.As), seatName(u, games.Seat(l.For)))
	case "refuse":
		line = tr("zoo.last.refuse", name, seatName(u, games.Seat(l.For)), zooListText(l.Cards))
	}
	if rest := zooAftermath(u, v); rest != "" {
		line += " " + rest
	}
	return line
}

// zooMove is a legal move with its JSON, to send as it is.
type zooMove struct {
	m   zoo.Move
	raw json.RawMessage
}

func zooMoves(u table.Update) []zooMove {
	var out []zooMove
	for _, raw := range u.Legal {
		mv, err := zoo.Game{}.DecodeMove(raw)
		if err != nil {
			continue
		}
		if m, ok := mv.(zoo.Move); ok {
			out = append(out, zooMove{m, raw})
		}
	}
	return out
}
