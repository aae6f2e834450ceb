package ui

import (
	"strconv"
	"strings"

	"menagerie/games/beavergang"
)

// beavergangTexts are the strings of the Beaver Gang table: {French, English}.
var beavergangTexts = map[string][2]string{
	// The cards.
	"bg.card.swap":  {"Échange", "Swap"},
	"bg.card.peek":  {"Regarder", "Peek"},
	"bg.card.draw":  {"Piocher", "Draw"},
	"bg.a.num":      {"un %d", "a %d"},
	"bg.an.num":     {"un %d", "an %d"},
	"bg.a.swap":     {"une carte Échange", "a Swap card"},
	"bg.a.peek":     {"une carte Regarder", "a Peek card"},
	"bg.a.draw":     {"une carte Piocher", "a Draw card"},
	"bg.help.swap":  {"Échange : une de vos cartes contre une carte d'un adversaire, sans les regarder.", "Swap: one of your cards for an opponent's card, nobody looking."},
	"bg.help.peek":  {"Regarder : vous regardez une de vos cartes.", "Peek: you look at one of your cards."},
	"bg.help.draw":  {"Piocher : vous piochez une carte ; gardez-la, ou défaussez-la pour en piocher une deuxième.", "Draw: you draw a card; use it, or discard it to draw a second one."},
	"bg.points":     {"%d points", "%d points"},
	"bg.point":      {"%d point", "%d point"},
	"bg.facedown":   {"face cachée", "face down"},
	"bg.mycard":     {"Votre carte %d : %s", "Your card %d: %s"},
	"bg.theircard":  {"Carte %[1]d de %[2]s : %[3]s", "%[2]s's card %[1]d: %[3]s"},
	"bg.cardof":     {"carte %d", "card %d"},
	"bg.pile":       {"Pioche", "Draw pile"},
	"bg.discards":   {"Défausse", "Discard pile"},
	"bg.cards":      {"%d cartes", "%d cards"},
	"bg.card1":      {"%d carte", "%d card"},
	"bg.empty":      {"vide", "empty"},
	"bg.pile.label": {"Pioche : %s, face cachée", "Draw pile: %s, face down"},
	"bg.disc.label": {"Défausse : %[1]s, %[2]s dessus", "Discard pile: %[1]s, %[2]s on top"},
	"bg.yourdrawn":  {"Votre carte piochée", "The card you drew"},
	"bg.theirdrawn": {"Carte piochée par %s", "Card drawn by %s"},
	"bg.yourrow":    {"Votre rangée", "Your row"},
	"bg.remember":   {"à retenir", "remember"},
	"bg.seen":       {"regardée", "looked at"},
	"bg.seen.label": {"vous l'avez regardée", "you looked at it"},

	// The seats.
	"bg.round":     {"Manche %d sur %d", "Round %d of %d"},
	"bg.dealer":    {"donne", "dealer"},
	"bg.dealer.is": {"Donneur : %s", "Dealer: %s"},
	"bg.toplay":    {"à son tour", "to play"},
	"bg.knocked":   {"a tapé", "knocked"},
	"bg.ready":     {"prêt", "ready"},
	"bg.peeking":   {"mémorise…", "memorising…"},
	"bg.notready":  {"pas encore prêt", "not ready yet"},
	"bg.looking":   {"regarde sa carte %d", "looks at card %d"},
	"bg.lookedat":  {"a regardé sa carte %d", "looked at card %d"},
	"bg.holds":     {"a une carte en main", "holds a card"},
	"bg.lastturn":  {"Dernier tour : %s a tapé sur la table", "Last turn: %s knocked"},
	"bg.total":     {"Total", "Total"},
	"bg.opps":      {"Les autres joueurs", "The other players"},

	// What the player is asked.
	"bg.p.peek0":       {"Regardez brièvement, en secret, les deux cartes des bouts de votre rangée.", "Take a brief, secret look at the two cards at the ends of your row."},
	"bg.p.peek":        {"Mémorisez les deux cartes des bouts de votre rangée : elles se retournent dès que vous êtes prêt.", "Memorise the two cards at the ends of your row: they turn face down as soon as you are ready."},
	"bg.p.action":      {"Piochez une carte, ou prenez %s de la défausse.", "Draw a card, or take %s from the discard pile."},
	"bg.p.action.draw": {"La défausse montre une carte action : on ne peut pas la prendre, piochez.", "The discard pile shows an action card: it cannot be taken, draw a card."},
	"bg.p.take":        {"Touchez la carte de votre rangée à remplacer par %s ; elle ira à la défausse sans que vous la voyiez.", "Tap the card of your row to replace with %s; it goes to the discard pile without you seeing it."},
	"bg.p.place":       {"Vous avez pioché %s : touchez une de vos cartes pour l'y mettre, ou défaussez-le.", "You drew %s: tap one of your cards to put it there, or discard it."},
	"bg.p.place2":      {"Piocher : vous avez pioché %s. Touchez une de vos cartes pour l'y mettre, ou défaussez-le pour piocher une deuxième carte.", "Draw: you drew %s. Tap one of your cards to put it there, or discard it to draw a second card."},
	"bg.p.placeact":    {"Vous avez pioché %[1]s. %[2]s Jouez-la, ou défaussez-la sans effet.", "You drew %[1]s. %[2]s Play it, or discard it with no effect."},
	"bg.p.placeact2":   {"Piocher : vous avez pioché %[1]s. %[2]s Jouez-la, ou défaussez-la pour piocher une deuxième carte.", "Draw: you drew %[1]s. %[2]s Play it, or discard it to draw a second card."},
	"bg.p.look":        {"Regarder : touchez une de vos cartes pour la voir.", "Peek: tap one of your cards to see it."},
	"bg.p.swap":        {"Échange : choisissez une de vos cartes et une carte d'un adversaire, puis confirmez. Personne ne les regarde.", "Swap: choose one of your cards and an opponent's card, then confirm. Nobody looks at them."},
	"bg.p.knock":       {"Taper sur la table ? Chacun des autres joue encore un tour, puis la manche se termine.", "Knock? Everyone else plays one more turn, then the round ends."},
	"bg.p.peeked":      {"Votre carte %d est %s. Retenez-la, puis remettez-la en place.", "Your card %d is %s. Remember it, then put it back."},
	"bg.p.back":        {"Remettez la carte regardée en place.", "Put the card you looked at back."},

	// The buttons.
	"bg.b.peek":        {"Regarder mes deux cartes", "Look at my two cards"},
	"bg.b.ready":       {"J'ai mémorisé : prêt", "Memorised: ready"},
	"bg.b.back":        {"J'ai mémorisé : remettre la carte", "Memorised: put it back"},
	"bg.b.draw":        {"Piocher une carte", "Draw a card"},
	"bg.b.take":        {"Prendre le %s de la défausse", "Take the %s from the discard"},
	"bg.b.cancel":      {"Annuler", "Cancel"},
	"bg.b.discard":     {"Défausser le %s", "Discard the %s"},
	"bg.b.discardact":  {"Défausser sans effet", "Discard, no effect"},
	"bg.b.discard2":    {"Défausser et piocher une autre carte", "Discard and draw another card"},
	"bg.b.play":        {"Jouer %s", "Play %s"},
	"bg.b.knock":       {"Taper : dernier tour !", "Knock: last turn!"},
	"bg.b.pass":        {"Ne pas taper", "Don't knock"},
	"bg.b.swap":        {"Échanger", "Swap"},
	"bg.b.swapwhat":    {"Échanger votre carte %[1]d avec la carte %[3]d de %[2]s", "Swap your card %[1]d with %[2]s's card %[3]d"},
	"bg.s.put":         {"Mettre ici", "Put here"},
	"bg.s.look":        {"Regarder", "Look"},
	"bg.s.pick":        {"Choisir", "Choose"},
	"bg.s.picked":      {"Choisie", "Chosen"},
	"bg.s.put.label":   {"mettre %s à la place", "put %s here instead"},
	"bg.s.look.label":  {"la regarder", "look at it"},
	"bg.s.pick.label":  {"la choisir pour l'échange", "choose it for the swap"},
	"bg.s.pickd.label": {"choisie pour l'échange", "chosen for the swap"},
	"bg.swap.mine":     {"Votre carte : %s", "Your card: %s"},
	"bg.swap.theirs":   {"Carte adverse : %s", "Opponent's card: %s"},
	"bg.swap.none":     {"à choisir", "to choose"},

	// What happened.
	"bg.ev.deal":      {"Manche %[1]d : %[2]s distribue. Chacun peut regarder en secret les deux cartes des bouts de sa rangée.", "Round %[1]d: %[2]s deals. Everyone may secretly look at the two cards at the ends of their row."},
	"bg.ev.peek":      {"%s regarde les deux cartes des bouts de sa rangée.", "%s looks at the two cards at the ends of their row."},
	"bg.ev.ready":     {"%s est prêt.", "%s is ready."},
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

	// Round results and the end.
	"bg.r.title":    {"Manche %d : les rangées dévoilées", "Round %d: the rows revealed"},
	"bg.r.knocker":  {"%s avait tapé ; les cartes action sont remplacées en commençant par lui.", "%s knocked; the action cards are replaced starting with them."},
	"bg.r.nore":     {"Aucune carte action à remplacer.", "No action card to replace."},
	"bg.r.repl":     {"%[1]s, carte %[2]d : %[3]s remplacée par la pioche (%[4]s).", "%[1]s, card %[2]d: %[3]s replaced from the draw pile (%[4]s)."},
	"bg.r.row":      {"%[1]s : %[2]s = %[3]d", "%[1]s: %[2]s = %[3]d"},
	"bg.r.score":    {"manche : %d", "round: %d"},
	"bg.r.total":    {"total : %d", "total: %d"},
	"bg.r.was":      {"était %s", "was %s"},
	"bg.end.why":    {"Chaque manche, une rangée compte la somme de ses quatre cartes. Après %d manches, le plus petit total gagne ; une égalité partage la victoire.", "Each round a row scores the sum of its four cards. After %d rounds the lowest total wins; a tie shares the win."},
	"bg.end.player": {"Joueur", "Player"},
	"bg.end.round":  {"M%d", "R%d"},
	"bg.end.roundn": {"Manche %d", "Round %d"},
	"bg.end.rank":   {"Place", "Place"},
	"bg.end.winner": {"%d (gagne)", "%d (wins)"},
}

// bgWord is a card's name: "7", "Échange".
func bgWord(c string) string {
	switch c {
	case "swap", "peek", "draw":
		return tr("bg.card." + c)
	}
	return c
}

// bgPhrase is a card with its article, as in a sentence: "un 7", "an 8",
// "une carte Échange".
func bgPhrase(c string) string {
	switch c {
	case "swap", "peek", "draw":
		return tr("bg.a." + c)
	case "":
		return "?"
	}
	n, _ := strconv.Atoi(c)
	if n == 8 {
		return tr("bg.an.num", n)
	}
	return tr("bg.a.num", n)
}

func bgIsAction(c string) bool { return c == "swap" || c == "peek" || c == "draw" }

// bgEventText says in words what ev was; a field the event does not carry
// (a move told only by its JSON) gives a shorter sentence.
func bgEventText(names func(int) string, ev beavergang.Event, round int) string {
	who := names(ev.Seat)
	var s string
	switch ev.Kind {
	case "deal":
		s = tr("bg.ev.deal", round, who)
	case beavergang.KindPeek:
		s = tr("bg.ev.peek", who)
	case beavergang.KindReady:
		s = tr("bg.ev.ready", who)
	case beavergang.KindTake:
		if ev.Card != "" && ev.Out != "" {
			s = tr("bg.ev.take", who, bgPhrase(ev.Card), ev.Slot+1, bgPhrase(ev.Out))
		} else {
			s = tr("bg.ev.take0", who, ev.Slot+1)
		}
	case beavergang.KindDraw:
		s = tr("bg.ev.draw", who)
	case beavergang.KindReplace:
		if ev.Out != "" {
			s = tr("bg.ev.replace", who, ev.Slot+1, bgPhrase(ev.Out))
		} else {
			s = tr("bg.ev.replace0", who, ev.Slot+1)
		}
	case beavergang.KindDiscard:
		switch {
		case ev.Card == "":
			s = tr("bg.ev.discard0", who)
		case ev.Drew:
			s = tr("bg.ev.discard2", who, bgPhrase(ev.Card))
		default:
			s = tr("bg.ev.discard", who, bgPhrase(ev.Card))
		}
	case beavergang.KindPlay:
		switch ev.Card {
		case "":
			s = tr("bg.ev.play0", who)
		case "draw":
			s = tr("bg.ev.playdraw", who)
		default:
			s = tr("bg.ev.play", who, bgPhrase(ev.Card))
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
