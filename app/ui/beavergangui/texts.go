package beavergangui

import (
	"strconv"
	"strings"

	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// The action cards as the engine's views name them.
var (
	swapCard = beavergang.Echange.Name()
	peekCard = beavergang.Regarder.Name()
	drawCard = beavergang.Piocher.Name()
)

// isAction says whether the view's card c is an action card.
func isAction(c string) bool { return c == swapCard || c == peekCard || c == drawCard }

// texts are the strings of the Beaver Gang table: {French, English}.
var texts = kit.Texts{
	// The guided game's tips.
	"bg.tip.peek": {"Le but : le plus petit total dans votre rangée. Avant de jouer, regardez une fois vos deux cartes des bouts et retenez-les : elles se retournent quand vous avez fini de les regarder.",
		"The goal: the lowest total in your row. Before play, look once at your two end cards and remember them: they go face down again when you are ready."},
	"bg.tip.take": {"À votre tour, prenez la carte du dessus de la défausse à la place d’une de vos cartes (celle-ci part face visible sur la défausse), ou piochez.",
		"On your turn, take the top card of the discard pile in place of one of your cards (that one goes face up on the discard), or draw."},
	"bg.tip.swap": {"La carte Échange : qui la pioche peut la jouer pour échanger une de ses cartes contre une carte d’un adversaire, sans les regarder. Idéal pour donner une carte forte.",
		"The Swap card: whoever draws it may play it to trade one of their cards for an opponent's card, nobody looking. Just right to give away a high card."},
	"bg.tip.look": {"La carte Regarder : qui la pioche peut la jouer pour regarder une de ses cartes, puis la remettre face cachée.",
		"The Peek card: whoever draws it may play it to look at one of their own cards, then put it back face down."},
	"bg.tip.draw": {"La carte Piocher : qui la pioche peut la jouer pour piocher encore ; on garde cette carte, ou on la défausse pour en piocher une deuxième.",
		"The Draw card: whoever draws it may play it to draw again; use that card, or discard it to draw a second one."},
	"bg.tip.knock": {"Vous pouvez taper : chaque autre joueur joue encore un tour, puis la manche finit. Tapez quand vous croyez votre rangée basse.",
		"You may knock: every other player has one more turn, then the round ends. Knock when you think your row is low."},
	"bg.tip.replace": {"Fin de manche : toutes les cartes sont retournées. Une carte action dans une rangée est remplacée par une carte de la pioche, puis on additionne.",
		"End of round: every card is turned up. An action card left in a row is replaced by a card from the draw pile, then the rows are added up."},

	// The cards.
	"bg.card.swap":      {"Échange", "Swap"},
	"bg.card.peek":      {"Regarder", "Peek"},
	"bg.card.draw":      {"Piocher", "Draw"},
	"bg.a.num":          {"un %d", "a %d"},
	"bg.an.num":         {"un %d", "an %d"},
	"bg.a.swap":         {"une carte Échange", "a Swap card"},
	"bg.a.peek":         {"une carte Regarder", "a Peek card"},
	"bg.a.draw":         {"une carte Piocher", "a Draw card"},
	"bg.help.swap":      {"Échange : une de vos cartes contre une carte d’un adversaire, sans les regarder.", "Swap: one of your cards for an opponent's card, nobody looking."},
	"bg.help.peek":      {"Regarder : vous regardez une de vos cartes, puis la remettez en place.", "Peek: you look at one of your cards, then put it back."},
	"bg.help.draw":      {"Piocher : vous piochez une carte ; gardez-la, ou défaussez-la pour en piocher une deuxième.", "Draw: you draw a card; use it, or discard it to draw a second one."},
	"bg.points":         {"%d points", "%d points"},
	"bg.points.one":     {"%d point", "%d point"},
	"bg.pts":            {"%d pts", "%d pts"},
	"bg.pts.one":        {"%d pt", "%d pt"},
	"bg.facedown":       {"face cachée", "face down"},
	"bg.mycard":         {"Votre carte %d : %s", "Your card %d: %s"},
	"bg.theircard":      {"Carte %[1]d de %[2]s : %[3]s", "%[2]s's card %[1]d: %[3]s"},
	"bg.cardof":         {"carte %d", "card %d"},
	"bg.pile":           {"Pioche", "Draw pile"},
	"bg.discards":       {"Défausse", "Discard"},
	"bg.empty":          {"vide", "empty"},
	"bg.pile.label":     {"Pioche : %d cartes, face cachée", "Draw pile: %d cards, face down"},
	"bg.pile.label.one": {"Pioche : %d carte, face cachée", "Draw pile: %d card, face down"},
	"bg.disc.label":     {"Défausse : %[1]d cartes, %[2]s dessus", "Discard pile: %[1]d cards, %[2]s on top"},
	"bg.disc.label.one": {"Défausse : %[1]d carte, %[2]s dessus", "Discard pile: %[1]d card, %[2]s on top"},
	"bg.yourdrawn":      {"En main", "In hand"},
	"bg.drawn.is":       {"La carte que vous avez piochée : %s", "The card you drew: %s"},
	"bg.theirdrawn":     {"Piochée par %s", "Drawn by %s"},
	"bg.nodrawn":        {"Pas de carte en main", "No card in hand"},
	"bg.yourrow":        {"Votre rangée", "Your row"},
	"bg.seen":           {"vue", "seen"},
	"bg.seen.label":     {"vous l’avez regardée", "you looked at it"},

	// The seats.
	"bg.round":      {"Manche %d/%d", "Round %d/%d"},
	"bg.round.of":   {"Manche %d sur %d", "Round %d of %d"},
	"bg.dealer":     {"donne", "dealer"},
	"bg.knocked":    {"a tapé", "knocked"},
	"bg.ready":      {"prêt", "ready"},
	"bg.peeking":    {"mémorise…", "memorising…"},
	"bg.notready":   {"pas prêt", "not ready"},
	"bg.looking":    {"regarde la %d", "looking: %d"},
	"bg.lookedat":   {"a vu la %d", "saw card %d"},
	"bg.looking.l":  {"regarde sa carte %d", "looks at their card %d"},
	"bg.lookedat.l": {"a regardé sa carte %d", "looked at their card %d"},
	"bg.lastturn":   {"Dernier tour : %s a tapé", "Last turn: %s knocked"},
	"bg.total":      {"Total", "Total"},
	"bg.seats":      {"Les joueurs", "The players"},
	"bg.table":      {"La table", "The table"},
	"bg.hand":       {"Votre rangée et votre main", "Your row and your hand"},

	// What the player is asked.
	"bg.p.peek0":       {"Regardez en secret les deux cartes des bouts de votre rangée.", "Take a secret look at the two cards at the ends of your row."},
	"bg.p.peek":        {"Retenez vos cartes 1 et 4 : elles se retournent quand vous avez fini de les regarder.", "Remember your cards 1 and 4: they turn face down when you are ready."},
	"bg.p.action":      {"Piochez une carte, ou prenez %s de la défausse.", "Draw a card, or take %s from the discard."},
	"bg.p.action.draw": {"Une carte action ne se prend pas : piochez une carte.", "An action card cannot be taken: draw a card."},
	"bg.p.take":        {"Touchez la carte à remplacer par %s ; elle part à la défausse sans être vue.", "Tap the card to replace with %s; it goes to the discard unseen."},
	"bg.p.place":       {"Vous avez pioché %s : touchez une carte pour l’y mettre, ou défaussez-le.", "You drew %s: tap a card to put it there, or discard it."},
	"bg.p.place2":      {"Vous avez pioché %s : mettez-le à la place d’une carte, ou défaussez-le pour repiocher.", "You drew %s: put it in place of a card, or discard it to draw again."},
	"bg.p.placeact":    {"Vous avez pioché %s : jouez-la, ou défaussez-la sans effet.", "You drew %s: play it, or discard it with no effect."},
	"bg.p.placeact2":   {"Vous avez pioché %s : jouez-la, ou défaussez-la pour repiocher.", "You drew %s: play it, or discard it to draw again."},
	"bg.p.look":        {"Regarder : touchez une de vos cartes pour la voir.", "Peek: tap one of your cards to see it."},
	"bg.p.swap":        {"Échange : choisissez une de vos cartes et une carte d’un adversaire.", "Swap: choose one of your cards and an opponent's card."},
	"bg.p.swap.mine":   {"Échange : choisissez maintenant une de vos cartes.", "Swap: now choose one of your cards."},
	"bg.p.swap.theirs": {"Échange : choisissez maintenant une carte d’un adversaire.", "Swap: now choose an opponent's card."},
	"bg.p.swap.go":     {"Échanger votre carte %[1]d avec la carte %[3]d de %[2]s ?", "Swap your card %[1]d with %[2]s's card %[3]d?"},
	"bg.p.knock":       {"Taper sur la table ? Chacun des autres joue encore un tour.", "Knock? Everyone else plays one more turn."},
	"bg.p.peeked":      {"Votre carte %d est %s. Retenez-la, puis remettez-la en place.", "Your card %d is %s. Remember it, then put it back."},
	"bg.p.back":        {"Remettez la carte regardée en place.", "Put the card you looked at back."},
	"bg.p.wait":        {"%s joue.", "%s is playing."},
	"bg.p.waitready":   {"En attendant que %s soit prêt.", "Waiting for %s to be ready."},
	"bg.p.spectator":   {"Vous regardez la partie.", "You are watching the game."},

	// Why a card cannot be chosen now.
	"bg.why.action":  {"Piochez d’abord une carte, ou prenez %s de la défausse.", "First draw a card, or take %s from the discard."},
	"bg.why.draw":    {"Piochez d’abord une carte.", "First draw a card."},
	"bg.why.knock":   {"Votre action est faite : tapez ou non.", "Your action is done: knock or not."},
	"bg.why.actiont": {"Une carte action ne se prend pas sur la défausse.", "An action card cannot be taken from the discard."},

	// The buttons.
	"bg.b.peek":       {"Regarder mes deux cartes", "Look at my two cards"},
	"bg.b.ready":      {"Prêt", "Ready"},
	"bg.b.back":       {"Remettre la carte", "Put it back"},
	"bg.b.draw":       {"Piocher", "Draw a card"},
	"bg.b.take":       {"Prendre le %s", "Take the %s"},
	"bg.b.cancel":     {"Annuler", "Cancel"},
	"bg.b.discard":    {"Défausser le %s", "Discard the %s"},
	"bg.b.discardact": {"Défausser", "Discard"},
	"bg.b.discard2":   {"Défausser, repiocher", "Discard, draw again"},
	"bg.b.play":       {"Jouer %s", "Play %s"},
	"bg.b.knock":      {"Taper !", "Knock!"},
	"bg.routine.pass": {"Sans réponse de votre part, vous ne tapez pas.", "If you do nothing, you do not knock."},
	"bg.b.pass":       {"Ne pas taper", "Don't knock"},
	"bg.b.swap":       {"Échanger", "Swap"},
	"bg.s.put":        {"Ici", "Here"},
	"bg.s.look":       {"Voir", "Look"},
	"bg.s.pick":       {"Choisir", "Choose"},
	"bg.s.picked":     {"Choisie", "Chosen"},
	"bg.s.put.label":  {"mettre %s à la place", "put %s here instead"},
	"bg.s.look.label": {"la regarder", "look at it"},
	"bg.s.pick.label": {"la choisir pour l’échange", "choose it for the swap"},
	"bg.s.pickd":      {"choisie pour l’échange", "chosen for the swap"},
	"bg.s.take.label": {"prendre %s", "take %s"},

	// What happened.
	"bg.ev.peek":      {"%s regarde les deux cartes des bouts de sa rangée.", "%s looks at the two cards at the ends of their row."},
	"bg.ev.ready":     {"%s a fini de regarder.", "%s is done looking."},
	"bg.ev.take":      {"%[1]s prend %[2]s de la défausse pour sa carte %[3]d ; %[4]s part à la défausse.", "%[1]s takes %[2]s from the discard pile for their card %[3]d; %[4]s goes to the discard pile."},
	"bg.ev.take0":     {"%[1]s prend la carte de la défausse pour sa carte %[2]d.", "%[1]s takes the top discard for their card %[2]d."},
	"bg.ev.draw":      {"%s pioche une carte.", "%s draws a card."},
	"bg.ev.replace":   {"%[1]s met la carte piochée à la place de sa carte %[2]d ; %[3]s part à la défausse.", "%[1]s puts the drawn card in place of their card %[2]d; %[3]s goes to the discard pile."},
	"bg.ev.replace0":  {"%[1]s met la carte piochée à la place de sa carte %[2]d.", "%[1]s puts the drawn card in place of their card %[2]d."},
	"bg.ev.discard":   {"%[1]s défausse %[2]s.", "%[1]s discards %[2]s."},
	"bg.ev.discard2":  {"%[1]s défausse %[2]s et pioche une deuxième carte.", "%[1]s discards %[2]s and draws a second card."},
	"bg.ev.discard0":  {"%s défausse la carte piochée.", "%s discards the drawn card."},
	"bg.ev.play":      {"%[1]s joue %[2]s.", "%[1]s plays %[2]s."},
	"bg.ev.playdraw":  {"%s joue une carte Piocher et pioche une carte.", "%s plays a Draw card and draws a card."},
	"bg.ev.play0":     {"%s joue la carte action piochée.", "%s plays the drawn action card."},
	"bg.ev.swap":      {"%[1]s échange sa carte %[2]d avec la carte %[4]d de %[3]s, sans les regarder.", "%[1]s swaps their card %[2]d with %[3]s's card %[4]d, unseen."},
	"bg.ev.look":      {"%[1]s regarde sa carte %[2]d.", "%[1]s looks at their card %[2]d."},
	"bg.ev.back":      {"%[1]s remet sa carte %[2]d en place.", "%[1]s puts their card %[2]d back."},
	"bg.ev.back0":     {"%s remet la carte regardée en place.", "%s puts the card they looked at back."},
	"bg.ev.knock":     {"%s tape sur la table : dernier tour pour les autres !", "%s knocks: one last turn for everyone else!"},
	"bg.ev.pass":      {"%s ne tape pas.", "%s does not knock."},
	"bg.ev.rebuilt":   {"La pioche épuisée est refaite avec la défausse.", "The empty draw pile is rebuilt from the discards."},
	"bg.ev.roundover": {"Fin de la manche %d.", "Round %d is over."},
	"bg.ev.scores":    {"Scores de la manche : %s.", "Round scores: %s."},
	"bg.ev.score":     {"%[1]s %[2]d (total %[3]d)", "%[1]s %[2]d (total %[3]d)"},
	"bg.ev.deal":      {"Manche %[1]d : %[2]s distribue.", "Round %[1]d: %[2]s deals."},
	"bg.ev.wins":      {"%[1]s gagne avec %[2]d points.", "%[1]s wins with %[2]d points."},
	"bg.ev.wins.one":  {"%[1]s gagne avec %[2]d point.", "%[1]s wins with %[2]d point."},
	"bg.ev.tie":       {"Victoire partagée à %[2]d points : %[1]s.", "A shared win on %[2]d points: %[1]s."},
	"bg.ev.tie.one":   {"Victoire partagée à %[2]d point : %[1]s.", "A shared win on %[2]d point: %[1]s."},
	"bg.and":          {" et ", " and "},

	// Round results and the end.
	"bg.r.title":     {"Manche %d : les rangées dévoilées", "Round %d: the rows revealed"},
	"bg.r.knocker":   {"%s avait tapé ; les cartes action sont remplacées en commençant par lui.", "%s knocked; the action cards are replaced starting with them."},
	"bg.r.noknock":   {"Personne n’avait tapé.", "Nobody knocked."},
	"bg.r.nore":      {"Aucune carte action à remplacer.", "No action card to replace."},
	"bg.r.repl":      {"%[1]s, carte %[2]d : %[3]s remplacée par la pioche (%[4]s).", "%[1]s, card %[2]d: %[3]s replaced from the draw pile (%[4]s)."},
	"bg.r.row":       {"%[1]s : %[2]s = %[3]d", "%[1]s: %[2]s = %[3]d"},
	"bg.r.score":     {"manche : %d", "round: %d"},
	"bg.r.total":     {"total : %d", "total: %d"},
	"bg.r.was":       {"était %s", "was %s"},
	"bg.end.why":     {"Chaque manche, une rangée compte la somme de ses quatre cartes. Après %d manches, le plus petit total gagne ; une égalité partage la victoire.", "Each round a row scores the sum of its four cards. After %d rounds the lowest total wins; a tie shares the win."},
	"bg.end.why.one": {"Chaque manche, une rangée compte la somme de ses quatre cartes. Après %d manche, le plus petit total gagne ; une égalité partage la victoire.", "Each round a row scores the sum of its four cards. After %d round the lowest total wins; a tie shares the win."},
	"bg.end.player":  {"Joueur", "Player"},
	"bg.end.round":   {"M%d", "R%d"},
	"bg.end.roundn":  {"Manche %d", "Round %d"},
}

// tr is the text of key in the screen's language, formatted with args.
func tr(key string, args ...any) string { return texts.Tr(key, args...) }

// word is a card's name: "7", "Échange".
func word(c string) string {
	if isAction(c) {
		return tr("bg.card." + c)
	}
	return c
}

// phrase is a card with its article, as in a sentence: "un 7", "an 8",
// "une carte Échange".
func phrase(c string) string {
	switch {
	case isAction(c):
		return tr("bg.a." + c)
	case c == "":
		return "?"
	}
	n, _ := strconv.Atoi(c)
	if n == 8 {
		return tr("bg.an.num", n)
	}
	return tr("bg.a.num", n)
}

// faceLabel names a card face for screen readers.
func faceLabel(face string) string {
	if face == "" {
		return tr("bg.facedown")
	}
	return word(face)
}

// eventText says in words what ev was; a field the event does not carry
// (a move told only by its JSON) gives a shorter sentence.
func eventText(names func(int) string, ev beavergang.Event, round int) string {
	who := names(ev.Seat)
	var s string
	switch ev.Kind {
	case beavergang.KindPeek:
		s = tr("bg.ev.peek", who)
	case beavergang.KindReady:
		s = tr("bg.ev.ready", who)
	case beavergang.KindTake:
		if ev.Card != "" && ev.Out != "" {
			s = tr("bg.ev.take", who, phrase(ev.Card), ev.Slot+1, phrase(ev.Out))
		} else {
			s = tr("bg.ev.take0", who, ev.Slot+1)
		}
	case beavergang.KindDraw:
		s = tr("bg.ev.draw", who)
	case beavergang.KindReplace:
		if ev.Out != "" {
			s = tr("bg.ev.replace", who, ev.Slot+1, phrase(ev.Out))
		} else {
			s = tr("bg.ev.replace0", who, ev.Slot+1)
		}
	case beavergang.KindDiscard:
		switch {
		case ev.Card == "":
			s = tr("bg.ev.discard0", who)
		case ev.Drew:
			s = tr("bg.ev.discard2", who, phrase(ev.Card))
		default:
			s = tr("bg.ev.discard", who, phrase(ev.Card))
		}
	case beavergang.KindPlay:
		switch ev.Card {
		case "":
			s = tr("bg.ev.play0", who)
		case drawCard:
			s = tr("bg.ev.playdraw", who)
		default:
			s = tr("bg.ev.play", who, phrase(ev.Card))
		}
	case beavergang.KindSwap:
		s = tr("bg.ev.swap", who, ev.Slot+1, names(ev.Target), ev.TargetSlot+1)
	case beavergang.KindLook:
		s = tr("bg.ev.look", who, ev.Slot+1)
	case beavergang.KindBack:
		if ev.Slot >= 0 {
			s = tr("bg.ev.back", who, ev.Slot+1)
		} else {
			s = tr("bg.ev.back0", who)
		}
	case beavergang.KindKnock:
		s = tr("bg.ev.knock", who)
	case beavergang.KindPass:
		s = tr("bg.ev.pass", who)
	default:
		s = who
	}
	var more []string
	if ev.Rebuilt {
		more = append(more, tr("bg.ev.rebuilt"))
	}
	if ev.RoundOver {
		more = append(more, tr("bg.ev.roundover", round))
	}
	if len(more) > 0 {
		s += " " + strings.Join(more, " ")
	}
	return s
}
