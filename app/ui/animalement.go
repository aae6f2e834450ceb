package ui

import (
	"encoding/json"
	"math/bits"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games/animalement"
)

func init() {
	boards["animalement"] = animalementBoard
	describers["animalement"] = animalementDescribe
	for _, m := range []map[string][2]string{animalementTexts, animalementCardTexts} {
		for k, v := range m {
			texts[k] = v
		}
	}
}

var animalementTexts = map[string][2]string{
	"av.onsale":        {"Aux enchères", "Up for auction"},
	"av.opener":        {"Retournée par %s", "Turned up by %s"},
	"av.rule.pos":      {"Le dernier à rester dans l'enchère la prend et paie sa mise.", "The last player left in the auction takes it and pays their bid."},
	"av.rule.neg":      {"Le premier qui passe la prend et reprend sa mise ; les autres perdent la leur.", "The first to pass takes it and gets their money back; everyone else loses theirs."},
	"av.high":          {"Mise à battre", "Bid to beat"},
	"av.high.by":       {"%d, par %s", "%d, by %s"},
	"av.high.none":     {"aucune mise", "no bid yet"},
	"av.round":         {"Où en est chacun dans cette enchère", "Where everyone stands in this auction"},
	"av.you.short":     {"Vous", "You"},
	"av.blues":         {"Bleu clair : %d sur 4", "Light blue: %d of 4"},
	"av.blues.why":     {"la 4e arrête la partie", "the 4th ends the game"},
	"av.deck":          {"Pioche : %d cartes", "Deck: %d cards"},
	"av.deck1":         {"Pioche : %d carte", "Deck: %d card"},
	"av.unseen":        {"Cartes encore dans la pioche", "Cards still in the deck"},
	"av.blue.slot":     {"emplacement vide", "empty slot"},
	"av.players":       {"Les autres joueurs", "The other players"},
	"av.allplayers":    {"Les joueurs", "The players"},
	"av.toplay":        {"à jouer", "to play"},
	"av.passed":        {"a passé", "passed"},
	"av.leads":         {"meilleure mise", "high bid"},
	"av.poorest":       {"le moins d'argent", "least money"},
	"av.money":         {"%d en main", "%d in hand"},
	"av.ncards":        {"%d cartes", "%d cards"},
	"av.ncard":         {"%d carte", "%d card"},
	"av.laid":          {"Mise : %d", "Bid: %d"},
	"av.laid.cards":    {"cartes posées", "cards laid"},
	"av.coll":          {"Animaux", "Animals"},
	"av.lost":          {"Partis avec le chien", "Gone with the dog"},
	"av.sick":          {"Chien en attente : la prochaine carte 1 à 10 partira avec lui", "Dog waiting: the next 1–10 card goes with it"},
	"av.score.now":     {"Score : %s", "Score: %s"},
	"av.none":          {"aucun", "none"},
	"av.spent":         {"Dépensé : %d", "Spent: %d"},
	"av.you":           {"Votre jeu", "Your cards"},
	"av.hand":          {"Vos cartes d'argent", "Your money cards"},
	"av.hand.empty":    {"Plus aucune carte d'argent.", "No money cards left."},
	"av.you.laid":      {"Déjà posé : %s = %d", "Already laid: %s = %d"},
	"av.pick":          {"Touchez des cartes pour composer votre mise, puis confirmez.", "Tap cards to build your bid, then confirm."},
	"av.total":         {"Votre mise : %d", "Your bid: %d"},
	"av.total.detail":  {"%d posés + %d choisis", "%d laid + %d picked"},
	"av.need":          {"Il faut dépasser %d : ajoutez au moins %d.", "You must beat %d: add at least %d."},
	"av.ok":            {"Elle dépasse %d.", "It beats %d."},
	"av.ok.first":      {"Première mise.", "Opening bid."},
	"av.cannot":        {"Vous ne pouvez plus dépasser %d : il ne reste qu'à passer.", "You cannot beat %d any more: you can only pass."},
	"av.bid":           {"Miser %d", "Bid %d"},
	"av.bid.none":      {"Miser", "Bid"},
	"av.min":           {"Mise minimale", "Smallest bid"},
	"av.clear":         {"Effacer", "Clear"},
	"av.pass":          {"Passer", "Pass"},
	"av.pass.back":     {"Passer et reprendre %d", "Pass and take back %d"},
	"av.pass.take":     {"Passer et prendre %s", "Pass and take %s"},
	"av.pass.neg":      {"Si vous passez, vous prenez la carte et reprenez votre mise.", "If you pass, you take the card and get your bid back."},
	"av.pass.last":     {"Si vous passez, %s la prend.", "If you pass, %s takes it."},
	"av.discard":       {"Le chien : choisissez la carte qui part avec lui.", "The dog: choose the card that goes with it."},
	"av.discard.btn":   {"Défausser %s", "Discard %s"},
	"av.waitturn":      {"Ce n'est pas votre tour.", "It is not your turn."},
	"av.last.bid":      {"%s mise %s : %d en tout.", "%s bids %s: %d in all."},
	"av.last.pass":     {"%s passe.", "%s passes."},
	"av.last.passback": {"%s passe et reprend %s.", "%s passes and takes back %s."},
	"av.last.negtake":  {"%s passe le premier et prend %s.", "%s passes first and takes %s."},
	"av.last.negback":  {"Il reprend sa mise (%s).", "Their bid (%s) comes back."},
	"av.last.lose":     {"Mises perdues : %s.", "Bids lost: %s."},
	"av.last.buy":      {"%s remporte %s et défausse sa mise : %s.", "%s wins %s and discards their bid: %s."},
	"av.last.free":     {"%s remporte %s gratuitement : personne n'a misé.", "%s gets %s free: nobody bid."},
	"av.last.eaten":    {"Le chien de %s emporte %s.", "%s's dog takes %s away."},
	"av.last.choose":   {"%s doit choisir une carte 1 à 10 à défausser avec le chien.", "%s must choose a 1–10 card to discard with the dog."},
	"av.last.sick":     {"%s n'a aucune carte 1 à 10 : le chien attend la prochaine.", "%s has no 1–10 card: the dog waits for the next one."},
	"av.last.discard":  {"%s défausse %s avec le chien.", "%s discards %s with the dog."},
	"av.last.reveal":   {"%s retourne %s.", "%s turns up %s."},
	"av.last.over":     {"%s retourne %s, la 4e carte bleu clair : la partie s'arrête.", "%s turns up %s, the 4th light-blue card: the game ends."},
	"av.last.start":    {"%s retourne %s et ouvre les enchères.", "%s turns up %s and opens the bidding."},
	"av.log.bid":       {"%s mise %s", "%s bids %s"},
	"av.log.pass":      {"%s passe", "%s passes"},
	"av.log.discard":   {"%s défausse %s avec le chien", "%s discards %s with the dog"},
	"av.end.title":     {"Le décompte", "The count"},
	"av.end.stop":      {"La 4e carte bleu clair, %s, arrête la partie : elle n'est pas mise aux enchères.", "The 4th light-blue card, %s, ends the game: it is not auctioned."},
	"av.end.poorest1":  {"Le moins d'argent : %d. %s est éliminé, quel que soit son score.", "Least money: %d. %s is out, whatever the score."},
	"av.end.poorestN":  {"Le moins d'argent : %d. %s sont éliminés, quel que soit leur score.", "Least money: %d. %s are out, whatever their scores."},
	"av.end.allout":    {"Tout le monde a %d : tous éliminés, personne ne gagne.", "Everyone has %d: all are out, nobody wins."},
	"av.end.tie.money": {"Égalité de score : le plus d'argent l'emporte.", "Scores tied: the most money wins."},
	"av.end.tie.share": {"Égalité de score et d'argent : la victoire est partagée.", "Tied on score and money: the win is shared."},
	"av.end.money":     {"Argent restant : %d", "Money left: %d"},
	"av.end.out":       {"Éliminé : le moins d'argent", "Out: least money"},
	"av.end.win":       {"Gagne", "Wins"},
	"av.end.score":     {"Score : %s", "Score: %s"},
	"av.end.sum":       {"Cartes 1 à 10 : %s = %s", "1–10 cards: %s = %s"},
	"av.end.sum1":      {"Carte 1 à 10 : %s", "1–10 card: %s"},
	"av.end.sum0":      {"Aucune carte 1 à 10 : 0", "No 1–10 card: 0"},
	"av.end.minus5":    {"− 5 (%s) = %s", "− 5 (%s) = %s"},
	"av.end.double":    {"× 2 (%s) = %s", "× 2 (%s) = %s"},
	"av.end.half":      {"× ½ (%s) = %s", "× ½ (%s) = %s"},
	"av.end.how":       {"Calcul du score de %s", "How %s's score is made"},
}

// animalementBoard draws the table as a component, which keeps the bid
// being built between updates.
func animalementBoard(p *playPage, u table.Update) app.UI {
	return &avBoard{P: p, U: u, Lang: lang}
}

// avLegal is the seat's legal moves by what they do.
type avLegal struct {
	pass     json.RawMessage
	bids     map[animalement.Money]json.RawMessage
	discards map[string]json.RawMessage
}

// avBoard is the Animalement Vôtre table. The bid being built (sel) is
// kept until the position changes.
//
// go-app keeps an element's first click handler while the handler's code
// stays the same, whatever it captured: the handlers here read the board's
// current state when clicked, and those that capture a card carry it as
// their event scope.
type avBoard struct {
	app.Compo
	P    *playPage
	U    table.Update
	Lang Lang

	key   string // the position sel and legal belong to
	sel   animalement.Money
	legal avLegal
}

// sync resets the selection and decodes the legal moves when the position
// or the seat on screen changes.
func (c *avBoard) sync() {
	key := c.U.Commit + "/" + strconv.Itoa(c.U.Seq) + "/" + strconv.Itoa(int(c.U.Seat))
	if key == c.key {
		return
	}
	c.key, c.sel = key, 0
	c.legal = avLegal{bids: map[animalement.Money]json.RawMessage{}, discards: map[string]json.RawMessage{}}
	for _, raw := range c.U.Legal {
		m, ok := avDecodeMove(raw)
		if !ok {
			continue
		}
		switch m.Kind {
		case animalement.KindPass:
			c.legal.pass = raw
		case animalement.KindBid:
			c.legal.bids[m.Cards] = raw
		case animalement.KindDiscard:
			c.legal.discards[m.Animal.String()] = raw
		}
	}
}

// avDecodeMove reads a move. A position can offer 2047 bids, so the
// canonical forms the table sends are read directly; anything else goes
// through the JSON decoder.
func avDecodeMove(raw json.RawMessage) (animalement.Move, bool) {
	const bidStart, bidEnd = `{"k":"bid","c":[`, `]}`
	if r := string(raw); strings.HasPrefix(r, bidStart) && strings.HasSuffix(r, bidEnd) {
		var m animalement.Money
		ok := true
		for _, f := range strings.Split(r[len(bidStart):len(r)-len(bidEnd)], ",") {
			v, err := strconv.Atoi(f)
			bit, valid := animalement.MoneyOf(v)
			if err != nil || !valid || m&bit != 0 {
				ok = false
				break
			}
			m |= bit
		}
		if ok && m != 0 {
			return animalement.Move{Kind: animalement.KindBid, Cards: m}, true
		}
	}
	var m animalement.Move
	err := json.Unmarshal(raw, &m)
	return m, err == nil
}

// canGrow reports whether some legal bid holds every card of want.
func (c *avBoard) canGrow(want animalement.Money) bool {
	if _, ok := c.legal.bids[want]; ok {
		return true
	}
	for b := range c.legal.bids {
		if b&want == want {
			return true
		}
	}
	return false
}

// smallest is the legal bid of the least total, then of the fewest cards.
func (c *avBoard) smallest() (animalement.Money, bool) {
	var best animalement.Money
	found := false
	for b := range c.legal.bids {
		if !found || b.Total() < best.Total() ||
			(b.Total() == best.Total() && bits.OnesCount16(uint16(b)) < bits.OnesCount16(uint16(best))) ||
			(b.Total() == best.Total() && bits.OnesCount16(uint16(b)) == bits.OnesCount16(uint16(best)) && b < best) {
			best, found = b, true
		}
	}
	return best, found
}

func avBit(v int) animalement.Money {
	m, _ := animalement.MoneyOf(v)
	return m
}

func (c *avBoard) Render() app.UI {
	var v animalement.View
	if err := decodeView(c.U, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	c.sync()
	if c.U.Over {
		return c.renderEnd(v)
	}
	me := v.Seat
	return app.Div().Class("board animalement").Body(
		c.renderLast(v),
		app.Div().Class("av-layout").Body(
			c.renderAuction(v),
			c.renderSeats(v),
			app.If(me >= 0 && me < len(v.Seats), func() app.UI { return c.renderMe(v) }),
		),
	)
}

// renderAuction is the shared area: the card on offer, the high bid, the
// light-blue cards and the deck.
func (c *avBoard) renderAuction(v animalement.View) app.UI {
	u := c.U
	neg := v.Negative
	rule := tr("av.rule.pos")
	if neg {
		rule = tr("av.rule.neg")
	}
	high := tr("av.high.none")
	if v.Bidder >= 0 {
		high = tr("av.high.by", v.High, seatName(u, gamesSeat(v.Bidder)))
	}
	// The four light-blue slots, filled in the order the cards came.
	slots := make([]app.UI, 4)
	for i := range slots {
		if i < len(v.Blue) {
			slots[i] = avMiniCard(v.Blue[i], "")
		} else {
			slots[i] = app.Li().Class("av-card av-mini av-slot").Aria("label", tr("av.blue.slot"))
		}
	}
	deck := plural(v.Deck, "av.deck1", "av.deck")
	return app.Section().Class("av-auction").ID("auction").Aria("label", tr("av.onsale")).Body(
		app.Div().Class("av-offer").Body(
			avBigCard(v.Card),
			app.Div().Class("av-offer-info").Body(
				app.P().Class("av-kicker").Body(
					app.Text(tr("av.onsale")),
					app.Span().Class("av-opener").Text(" · "+tr("av.opener", seatName(u, gamesSeat(v.Opener)))),
				),
				app.H2().Class("av-title").Text(avName(v.Card)),
				app.P().Class("av-says").Text(avSays(v.Card)),
				app.P().Class("av-rule small").Text(rule),
				app.Div().Class("av-high").ID("high").Body(
					app.Span().Class("av-high-label").Text(tr("av.high")),
					app.Strong().Class("av-high-value").Text(high),
				),
			),
		),
		c.renderRound(v),
		app.Div().Class("av-track").Body(
			app.Ul().Class("av-minis av-blue-slots").Aria("label", tr("av.blues", len(v.Blue))).Body(slots...),
			app.Div().Class("av-track-text").Body(
				app.P().Class("small").Body(
					app.Strong().Text(tr("av.blues", len(v.Blue))), app.Text(" · "), app.Span().Class("muted").Text(tr("av.blues.why")),
				),
				app.Details().Class("av-deck").Body(
					app.Summary().Text(deck),
					app.P().Class("small muted").Text(tr("av.unseen")),
					avMiniCards(v.Unseen, tr("av.unseen"), ""),
				),
			),
		),
	)
}

// renderRound shows where every seat stands in this auction: its bid,
// passed, or to play.
func (c *avBoard) renderRound(v animalement.View) app.UI {
	items := make([]app.UI, len(v.Seats))
	for i, s := range v.Seats {
		name := seatName(c.U, gamesSeat(i))
		if i == v.Seat {
			name = tr("av.you.short")
		}
		cls := "av-round-seat av-col" + strconv.Itoa(i%5)
		var state string
		switch {
		case s.Passed:
			cls += " passed"
			state = tr("av.passed")
		case s.Bid > 0:
			state = strconv.Itoa(s.Bid)
		default:
			state = "—"
		}
		if v.Bidder == i {
			cls += " lead"
			state = "★ " + state
		}
		if v.Turn == i {
			cls += " turn"
			name = "▶ " + name
		}
		if v.Last != nil && v.Last.Seat == i && v.Last.Sale == nil {
			cls += " just av-f" + strconv.Itoa(c.U.Seq%2)
		}
		items[i] = app.Li().Class(cls).Body(
			app.Span().Class("av-round-name").Text(name),
			app.Span().Class("av-round-state").Text(state),
		)
	}
	return app.Ul().Class("av-round").Aria("label", tr("av.round")).Body(items...)
}

// avPoorest is the least money at the table, counting what is laid (it
// comes back to whoever does not pay it).
func avPoorest(v animalement.View) int {
	least := -1
	for _, s := range v.Seats {
		if m := s.Money + s.Bid; least < 0 || m < least {
			least = m
		}
	}
	return least
}

// renderSeats shows every other seat: money, bid, collection.
func (c *avBoard) renderSeats(v animalement.View) app.UI {
	u := c.U
	least := avPoorest(v)
	var items []app.UI
	n := len(v.Seats)
	start := 0
	if v.Seat >= 0 {
		start = v.Seat + 1
	}
	for k := range n {
		i := (start + k) % n
		if i == v.Seat {
			continue
		}
		items = append(items, c.renderSeat(v, i, least, u.Seats[i].Name))
	}
	title := tr("av.players")
	if v.Seat < 0 {
		title = tr("av.allplayers")
	}
	return app.Section().Class("av-others").Aria("label", title).Body(
		app.Ul().Class("av-seats").Body(items...),
	)
}

// avStateTags are the words that say where a seat stands in the auction.
// The turn is left out where the frame already says it (withTurn false).
func avStateTags(v animalement.View, i, least int, withTurn bool) []app.UI {
	s := v.Seats[i]
	var tags []app.UI
	if v.Turn == i && withTurn {
		tags = append(tags, app.Span().Class("av-tag av-tag-turn").Text("▶ "+tr("av.toplay")))
	}
	if s.Passed {
		tags = append(tags, app.Span().Class("av-tag av-tag-passed").Text(tr("av.passed")))
	}
	if v.Bidder == i {
		tags = append(tags, app.Span().Class("av-tag av-tag-lead").Text("★ "+tr("av.leads")))
	}
	if s.Money+s.Bid == least {
		tags = append(tags, app.Span().Class("av-tag av-tag-poor").Text("⚠ "+tr("av.poorest")))
	}
	return tags
}

func (c *avBoard) renderSeat(v animalement.View, i, least int, name string) app.UI {
	s := v.Seats[i]
	cls := "seat av-seat av-col" + strconv.Itoa(i%5)
	if v.Turn == i {
		cls += " acting"
	}
	if s.Passed {
		cls += " passed"
	}
	return app.Li().Class(cls).ID("seat-"+strconv.Itoa(i)).Body(
		app.Div().Class("av-seat-head").Body(
			app.Span().Class("name").Text(name),
			app.Span().Class("av-purse").Body(
				app.Span().Class("av-coin").Aria("hidden", "true"),
				app.Span().Text(tr("av.money", s.Money)),
				app.Span().Class("muted").Text(" · "+plural(len(s.Hand), "av.ncard", "av.ncards")),
			),
		),
		app.If(len(avStateTags(v, i, least, true)) > 0, func() app.UI {
			return app.Div().Class("av-tags").Body(avStateTags(v, i, least, true)...)
		}),
		app.If(len(s.Laid) > 0, func() app.UI {
			return app.Div().Class("av-laid").Body(
				app.Span().Class("av-laid-total").Text(tr("av.laid", s.Bid)),
				avMoneyChips(s.Laid, i, tr("av.laid.cards")),
			)
		}),
		avCollection(s),
	)
}

// renderMe is the viewer's own side: the money cards to bid with, the
// bid being built, and their collection.
func (c *avBoard) renderMe(v animalement.View) app.UI {
	me := v.Seat
	s := v.Seats[me]
	myTurn := v.Turn == me && len(c.U.Legal) > 0
	cls := "av-me av-col" + strconv.Itoa(me%5)
	if myTurn {
		cls += " acting"
	}
	var action app.UI = app.Text("")
	switch {
	case myTurn && v.Phase == "bid":
		action = c.renderBidding(v)
	case myTurn && v.Phase == "discard":
		action = c.renderDiscard(v)
	default:
		action = c.renderHand(v)
	}
	return app.Section().Class(cls).ID("me").Aria("label", tr("av.you")).Body(
		app.Div().Class("av-me-head").Body(
			app.H2().Text(tr("av.you")),
			app.Div().Class("av-tags").Body(avStateTags(v, me, avPoorest(v), false)...),
			app.Span().Class("av-purse").Body(
				app.Span().Class("av-coin").Aria("hidden", "true"),
				app.Strong().Text(tr("av.money", s.Money)),
			),
		),
		action,
		avCollection(s),
	)
}

// avCollection is a seat's animals, with the score they make now, whether
// the seat is sick, and the animals it lost.
func avCollection(s animalement.SeatView) app.UI {
	return app.Div().Body(
		app.Div().Class("av-coll").Body(
			app.Div().Class("small muted").Body(
				app.Text(tr("av.coll")+" · "),
				app.Span().Class("av-score").Text(tr("av.score.now", formatScore(avScore(s.Animals)))),
			),
			avMiniCards(s.Animals, tr("av.coll"), ""),
		),
		app.If(s.Sick, func() app.UI { return app.P().Class("av-sick small").Text(tr("av.sick")) }),
		app.If(len(s.Lost) > 0, func() app.UI {
			return app.Div().Class("av-lost small").Body(
				app.Span().Class("muted").Text(tr("av.lost")),
				avMiniCards(s.Lost, tr("av.lost"), "av-gone"),
			)
		}),
	)
}

// renderHand shows the money cards when it is not the viewer's bid.
func (c *avBoard) renderHand(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	cards := make([]app.UI, len(s.Hand))
	for i, val := range s.Hand {
		cards[i] = app.Li().Class("av-money").Aria("label", tr("av.money.label", val)).Body(
			app.Span().Class("av-money-v").Text(strconv.Itoa(val)),
		)
	}
	return app.Div().Class("av-handbox").Body(
		c.renderMyLaid(v),
		app.If(len(s.Hand) == 0, func() app.UI { return app.P().Class("muted").Text(tr("av.hand.empty")) }),
		app.Ul().Class("av-hand").Aria("label", tr("av.hand")).Body(cards...),
	)
}

func (c *avBoard) renderMyLaid(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	if len(s.Laid) == 0 {
		return app.Text("")
	}
	return app.Div().Class("av-laid").Body(
		app.Span().Class("av-laid-total").Text(tr("av.you.laid", avSum(s.Laid), s.Bid)),
		avMoneyChips(s.Laid, v.Seat, tr("av.laid.cards")),
	)
}

// renderBidding lets the viewer build a bid card by card, confirm it, or
// pass.
func (c *avBoard) renderBidding(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	sel := c.sel
	picked := sel.Total()
	total := s.Bid + picked
	_, valid := c.legal.bids[sel]
	canBid := len(c.legal.bids) > 0

	cards := make([]app.UI, len(s.Hand))
	for i, val := range s.Hand {
		bit := avBit(val)
		on := sel&bit != 0
		enabled := on || c.canGrow(sel|bit)
		cls := "av-money"
		label := tr("av.money.label", val)
		if on {
			cls += " picked"
		}
		cards[i] = app.Li().Body(
			app.Button().Class(cls).ID("money-"+strconv.Itoa(val)).
				Aria("pressed", strconv.FormatBool(on)).Aria("label", label).
				Disabled(!enabled).
				OnClick(func(ctx app.Context, e app.Event) { c.sel ^= bit }, app.EventScope(val)).
				Body(
					app.Span().Class("av-money-v").Text(strconv.Itoa(val)),
					app.Span().Class("av-check").Aria("hidden", "true").Text("✓"),
				),
		)
	}

	var hint string
	switch {
	case !canBid:
		hint = tr("av.cannot", v.High)
	case picked == 0:
		hint = tr("av.pick")
	case total <= v.High:
		hint = tr("av.need", v.High, v.High-total+1)
	case v.High == 0:
		hint = tr("av.ok.first")
	default:
		hint = tr("av.ok", v.High)
	}

	bidText := tr("av.bid.none")
	if picked > 0 {
		bidText = tr("av.bid", total)
	}

	// What passing does, said on the button.
	passText := tr("av.pass")
	var passWhy string
	switch {
	case v.Negative:
		passText = tr("av.pass.take", tr("av.the."+v.Card))
		passWhy = tr("av.pass.neg")
	case s.Bid > 0:
		passText = tr("av.pass.back", s.Bid)
	}
	if !v.Negative {
		if other, ok := avLastIn(v); ok {
			passWhy = tr("av.pass.last", seatName(c.U, gamesSeat(other)))
		}
	}

	return app.Div().Class("av-handbox av-bidding").Body(
		c.renderMyLaid(v),
		app.If(len(s.Hand) == 0, func() app.UI { return app.P().Class("muted").Text(tr("av.hand.empty")) }),
		app.Ul().Class("av-hand").Aria("label", tr("av.hand")).Body(cards...),
		app.Div().Class("av-sum").Body(
			app.Div().Class("av-sum-text").Aria("live", "polite").Body(
				app.Strong().Class("av-total").ID("bid-total").Text(tr("av.total", total)),
				app.If(s.Bid > 0 && picked > 0, func() app.UI {
					return app.Span().Class("muted small").Text(" (" + tr("av.total.detail", s.Bid, picked) + ")")
				}),
				app.P().Class("av-hint small").Text(hint),
			),
			app.Div().Class("av-helpers").Body(
				app.Button().ID("bid-min").Class("ghost").Text(tr("av.min")).Disabled(!canBid).
					OnClick(func(ctx app.Context, e app.Event) {
						if b, ok := c.smallest(); ok {
							c.sel = b
						}
					}),
				app.Button().ID("bid-clear").Class("ghost").Text(tr("av.clear")).Disabled(sel == 0).
					OnClick(func(ctx app.Context, e app.Event) { c.sel = 0 }),
			),
		),
		app.Div().Class("av-actions").Body(
			app.Button().ID("bid").Class("primary").Text(bidText).Disabled(!valid).
				OnClick(func(ctx app.Context, e app.Event) {
					if raw, ok := c.legal.bids[c.sel]; ok {
						c.P.Act(ctx, raw)
					}
				}),
			app.If(c.legal.pass != nil, func() app.UI {
				return app.Div().Class("choices av-pass").Body(
					app.Button().ID("pass").Class("av-passbtn").Text(passText).
						OnClick(func(ctx app.Context, e app.Event) {
							if c.legal.pass != nil {
								c.P.Act(ctx, c.legal.pass)
							}
						}),
				)
			}),
		),
		app.If(passWhy != "" && c.legal.pass != nil, func() app.UI { return app.P().Class("av-passwhy small").Text(passWhy) }),
	)
}

// avLastIn returns the one other player still in a positive auction, who
// takes the card if the viewer passes.
func avLastIn(v animalement.View) (int, bool) {
	in := -1
	for i, s := range v.Seats {
		if i == v.Seat || s.Passed {
			continue
		}
		if in >= 0 {
			return 0, false
		}
		in = i
	}
	return in, in >= 0
}

// renderDiscard lets the viewer pick the card that goes with the dog.
func (c *avBoard) renderDiscard(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	var buttons []app.UI
	for _, id := range s.Animals {
		if _, ok := c.legal.discards[id]; !ok {
			continue
		}
		buttons = append(buttons, app.Button().ID("discard-"+id).Class("av-discard-btn").
			Aria("label", tr("av.discard.btn", avThe(id))).
			OnClick(func(ctx app.Context, e app.Event) {
				if raw, ok := c.legal.discards[id]; ok {
					c.P.Act(ctx, raw)
				}
			}, app.EventScope(id)).
			Body(
				app.Span().Class("av-card av-mini av-num").Body(
					app.Span().Class("av-pic").Body(animalArt(id, "")),
					app.Span().Class("av-eff").Text(avEffect(id)),
				),
				app.Span().Text(tr("av.discard.btn", avThe(id))),
			))
	}
	return app.Div().Class("av-handbox").Body(
		app.P().Class("av-discard-why").Body(app.Strong().Text(tr("av.discard"))),
		app.Div().Class("choices av-discards").Body(buttons...),
		c.renderHand(v),
	)
}

// renderLast says what the last move did.
func (c *avBoard) renderLast(v animalement.View) app.UI {
	lines := avLastLines(c.U, v)
	if len(lines) == 0 {
		return app.Text("")
	}
	// The class alternates with each move, so that its flash plays again.
	flash := " av-f" + strconv.Itoa(c.U.Seq%2)
	return app.P().Class("av-last"+flash).ID("last").Aria("live", "polite").Text(strings.Join(lines, " "))
}

// avLastLines tells the last move and what it caused, sentence by sentence.
func avLastLines(u table.Update, v animalement.View) []string {
	l := v.Last
	if l == nil {
		if v.Card != "" && !u.Over {
			return []string{tr("av.last.start", seatName(u, gamesSeat(v.Opener)), avThe(v.Card))}
		}
		return nil
	}
	name := seatName(u, gamesSeat(l.Seat))
	var out []string
	switch l.Kind {
	case animalement.KindBid:
		out = append(out, tr("av.last.bid", name, avSum(l.Cards), l.Bid))
	case animalement.KindDiscard:
		out = append(out, tr("av.last.discard", name, avThe(l.Animal)))
	case animalement.KindPass:
		switch {
		case l.Sale != nil && l.Sale.Neg:
			out = append(out, tr("av.last.negtake", name, avThe(l.Sale.Animal)))
			if len(l.Cards) > 0 {
				out = append(out, tr("av.last.negback", avSum(l.Cards)))
			}
		case len(l.Cards) > 0:
			out = append(out, tr("av.last.passback", name, avSum(l.Cards)))
		default:
			out = append(out, tr("av.last.pass", name))
		}
	}
	if sale := l.Sale; sale != nil {
		taker := seatName(u, gamesSeat(sale.Taker))
		if sale.Neg {
			var lost []string
			for i, paid := range sale.Paid {
				if i != sale.Taker && len(paid) > 0 {
					lost = append(lost, seatName(u, gamesSeat(i))+" ("+avSumTotal(paid)+")")
				}
			}
			if len(lost) > 0 {
				out = append(out, tr("av.last.lose", strings.Join(lost, ", ")))
			}
		} else if sale.Free {
			out = append(out, tr("av.last.free", taker, avThe(sale.Animal)))
		} else if sale.Taker < len(sale.Paid) {
			out = append(out, tr("av.last.buy", taker, avThe(sale.Animal), avSumTotal(sale.Paid[sale.Taker])))
		}
		switch {
		case sale.Lost != "":
			out = append(out, tr("av.last.eaten", taker, avThe(sale.Lost)))
		case sale.Discard:
			out = append(out, tr("av.last.choose", taker))
		case sale.Sick:
			out = append(out, tr("av.last.sick", taker))
		}
	}
	if l.Revealed != "" {
		opener := seatName(u, gamesSeat(v.Opener))
		if l.Over {
			out = append(out, tr("av.last.over", opener, avThe(l.Revealed)))
		} else {
			out = append(out, tr("av.last.reveal", opener, avThe(l.Revealed)))
		}
	}
	return out
}

// animalementDescribe is the log line of a move; for the latest move it
// also tells what the move caused (a sale, the next card).
func animalementDescribe(u table.Update, ev table.Event) string {
	name := seatName(u, ev.Seat)
	var m animalement.Move
	if ev.Move == nil || json.Unmarshal(ev.Move, &m) != nil {
		return name
	}
	if ev.Seq == u.Seq {
		var v animalement.View
		if decodeView(u, &v) == nil && v.Last != nil && v.Last.Seat == int(ev.Seat) && v.Last.Kind == m.Kind {
			if lines := avLastLines(u, v); len(lines) > 0 {
				return strings.Join(lines, " ")
			}
		}
	}
	switch m.Kind {
	case animalement.KindBid:
		return tr("av.log.bid", name, avSum(m.Cards.Values()))
	case animalement.KindPass:
		return tr("av.log.pass", name)
	case animalement.KindDiscard:
		return tr("av.log.discard", name, avThe(m.Animal.String()))
	}
	return name + " : " + m.String()
}
