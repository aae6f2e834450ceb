package animalementui

import (
	"encoding/json"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/animalement"
)

// Board draws the table for one update (see kit.Game.Board): a component,
// which keeps the bid being built between updates.
func Board(t kit.Table, u table.Update) app.UI {
	var hint json.RawMessage
	if h, ok := t.(kit.HintTable); ok {
		hint = h.Hint()
	}
	return &board{T: t, U: u, Lang: kit.Current(), Hint: hint}
}

// board is the Animalement Vôtre table. The bid being built (sel) is kept
// until the position changes. A move proposed to the player (a hint, or the
// guided game's coach) is marked: the money cards of a bid and the bid
// button, the pass button, or the card to discard with the dog.
//
// go-app keeps an element's first click handler while the handler's code
// stays the same, whatever it captured: the handlers here read the board's
// current state, and the card they stand for from the element.
type board struct {
	app.Compo
	T    kit.Table
	U    table.Update
	Lang kit.Lang
	// Hint is the move proposed for the position on screen, or nil: a
	// field, so that the board is drawn again when it comes.
	Hint json.RawMessage

	key   string // the position sel and legal belong to
	sel   animalement.Money
	legal legal
	hint  animalement.Move // the proposed move if legal here, else the zero Move
}

// sync resets the selection and sorts the legal moves when the position or
// the seat on screen changes.
func (c *board) sync() {
	key := c.U.Commit + "/" + strconv.Itoa(c.U.Seq) + "/" + strconv.Itoa(int(c.U.Seat))
	if key == c.key {
		return
	}
	c.key, c.sel = key, 0
	c.legal = legalMoves(c.U)
}

// Render draws the table: the seats and the auction above, the player's
// dock below; once the game is over, how it was scored.
func (c *board) Render() app.UI {
	var v animalement.View
	if err := kit.DecodeView(c.U, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if c.U.Over {
		return endDetails(c.U, v)
	}
	c.sync()
	mine := v.Seat >= 0 && v.Seat < len(v.Seats) && v.Turn == v.Seat && len(c.U.Legal) > 0
	c.hint = animalement.Move{}
	if mine {
		c.hint = c.legal.proposed(c.Hint)
	}
	var hand app.UI
	var bar []app.UI
	switch {
	case v.Seat < 0 || v.Seat >= len(v.Seats):
	case mine && v.Phase == animalement.PhaseDiscard.String():
		hand = c.discardHand(v)
	case mine:
		hand = c.bidHand(v)
		bar = c.bidBar(v)
	default:
		hand = restingHand(v)
	}
	return kit.Body("animalement",
		[]app.UI{seatStrip(c.U, v), auction(c.U, v)},
		kit.Dock(c.T, c.prompt(v, mine), hand, bar),
	)
}

// seatStrip is every seat: money, score, where it stands in the auction,
// its animals.
func seatStrip(u table.Update, v animalement.View) app.UI {
	items := make([]app.UI, len(v.Seats))
	for i := range v.Seats {
		items[i] = seatItem(u, v, i)
	}
	return kit.Seats(tr("av.seats"), items...)
}

// seatItem is one seat of the strip. The engine counts the score its
// animals make now, and who holds the least money (nobody when all hold
// the same).
func seatItem(u table.Update, v animalement.View, i int) app.UI {
	s := v.Seats[i]
	score := kit.FormatScore(s.Score)
	var tags []app.UI
	switch {
	case v.Bidder == i:
		tags = append(tags, app.Span().Class("av-tag av-tag-lead").Text("★ "+tr("av.laid", s.Bid)))
	case s.Passed:
		tags = append(tags, app.Span().Class("av-tag av-tag-passed").Text(tr("av.passed")))
	case s.Bid > 0:
		tags = append(tags, app.Span().Class("av-tag").Text(tr("av.laid", s.Bid)))
	}
	if slices.Contains(v.Poorest, i) {
		tags = append(tags, app.Span().Class("av-tag av-tag-poor").Title(tr("av.poorest.is", kit.SeatName(u, games.Seat(i)))).Text("⚠ "+tr("av.poorest")))
	}
	if s.Sick {
		tags = append(tags, app.Span().Class("av-tag av-tag-sick").Title(tr("av.sick.why")).Text(tr("av.sick")))
	}
	return kit.Seat(u, i, false,
		app.Div().Class("av-purse av-col"+strconv.Itoa(i%5)).DataSet("held", s.Money+s.Bid).Body(
			app.Span().Class("av-coin").Aria("hidden", "true"),
			app.Span().Class("av-money-left").Title(tr("av.money", s.Money)).Body(
				app.Text(strconv.Itoa(s.Money)),
				app.Span().Class("av-sr").Text(" "+tr("av.inhand")),
			),
			app.Span().Class("av-score").Title(tr("av.score.of", score)).Text(tr("av.score", score)),
		),
		app.If(len(tags) > 0, func() app.UI { return app.Div().Class("av-tags").Body(tags...) }),
		app.If(len(s.Animals) > 0, func() app.UI {
			return app.Div().Class("av-coll").Aria("label", tr("av.coll")).Body(kit.Faces(animalFaces(s.Animals, "")))
		}),
		app.If(len(s.Lost) > 0, func() app.UI {
			return app.Div().Class("av-coll av-lost").Title(tr("av.lost")).Aria("label", tr("av.lost")).Body(kit.Faces(animalFaces(s.Lost, "av-gone")))
		}),
	)
}

// auction is the table's centre: the card on offer, the bid to beat, the
// light-blue cards and the deck.
func auction(u table.Update, v animalement.View) app.UI {
	rule := tr("av.rule.pos")
	if v.Negative {
		rule = tr("av.rule.neg")
	}
	high := tr("av.high.none")
	if v.Bidder >= 0 {
		high = tr("av.high.by", v.High, kit.SeatName(u, games.Seat(v.Bidder)))
	}
	// The four light-blue slots, filled in the order the cards came.
	slots := make([]app.UI, 4)
	for i := range slots {
		if i < len(v.Blue) {
			slots[i] = miniCard(v.Blue[i], "")
		} else {
			slots[i] = app.Li().Class("av-card av-mini av-slot").Aria("label", tr("av.blue.slot"))
		}
	}
	deck := tr("av.deck", v.Deck)
	return app.Section().Class("av-auction").ID(kit.ID("auction")).DataSet("card", v.Card).Aria("label", tr("av.onsale")).Body(
		app.Div().Class("av-offer").Body(
			bigCard(v.Card),
			app.Div().Class("av-offer-info").Body(
				app.P().Class("av-kicker").Text(tr("av.onsale")+" · "+tr("av.opener", kit.SeatName(u, games.Seat(v.Opener)))),
				app.H2().Class("av-title").Text(cardName(v.Card)),
				app.P().Class("av-says").Text(says(v.Card)),
				app.P().Class("av-rule").Text(rule),
				app.Div().Class("av-high").ID(kit.ID("high")).Body(
					app.Span().Class("av-high-label").Text(tr("av.high")),
					app.Strong().Class("av-high-value").Text(high),
				),
			),
		),
		app.Div().Class("av-track").Body(
			app.Ul().Class("av-minis av-blue-slots").Aria("label", tr("av.blues", len(v.Blue))).Body(slots...),
			app.Div().Class("av-track-text").Body(
				app.P().Body(
					app.Strong().Text(tr("av.blues", len(v.Blue))), app.Text(" · "), app.Span().Class("muted").Text(tr("av.blues.why")),
				),
				app.Details().Class("av-deck").Body(
					app.Summary().Text(deck),
					miniCards(v.Unseen, tr("av.unseen"), ""),
				),
			),
		),
	)
}

// prompt is the dock's line: what the player may do, or who is to play.
func (c *board) prompt(v animalement.View, mine bool) string {
	if !mine {
		if v.Turn < 0 {
			return ""
		}
		name := kit.SeatName(c.U, games.Seat(v.Turn))
		if v.Phase == animalement.PhaseDiscard.String() {
			return tr("av.p.waitdog", name)
		}
		if v.High > 0 {
			return tr("av.p.waitbid", name, v.High)
		}
		return tr("av.p.wait", name)
	}
	if v.Phase == animalement.PhaseDiscard.String() {
		return tr("av.p.discard")
	}
	s := v.Seats[v.Seat]
	total := s.Bid + c.sel.Total()
	var p string
	switch {
	case len(c.legal.bids) == 0:
		p = tr("av.p.cannot", v.High)
	case c.sel != 0 && total <= v.High:
		return tr("av.p.need", total, v.High, v.High-total+1)
	case c.sel != 0:
		return tr("av.p.ok", total)
	case v.High == 0:
		p = tr("av.p.open")
	case s.Bid > 0:
		p = tr("av.p.beat.laid", v.High, s.Bid)
	default:
		p = tr("av.p.beat", v.High)
	}
	// What passing does, said as the turn starts.
	switch {
	case v.Negative:
		p += tr("av.p.neg", the(v.Card))
	case s.Bid > 0:
		p += tr("av.p.back", s.Bid)
	default:
		if other, ok := lastIn(v); ok {
			p += tr("av.p.last", kit.SeatName(c.U, games.Seat(other)))
		}
	}
	return p
}

// lastIn returns the one other player still in a positive auction, who
// takes the card if the viewer passes.
func lastIn(v animalement.View) (int, bool) {
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

// restingHand is the player's money cards when it is not their turn.
func restingHand(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	if len(s.Hand) == 0 {
		return app.P().Class("muted av-hand-empty").Text(tr("av.hand.empty"))
	}
	cards := make([]app.UI, len(s.Hand))
	for i, val := range s.Hand {
		cards[i] = app.Li().Class("av-money av-col"+strconv.Itoa(v.Seat%5)).Aria("label", tr("av.money.label", val)).Body(
			app.Span().Class("av-money-v").Text(strconv.Itoa(val)),
		)
	}
	return app.Ul().Class("av-hand").Aria("label", tr("av.hand")).Body(cards...)
}

// bidHand is the player's money cards to build a bid with: a tap picks a
// card or puts it back.
func (c *board) bidHand(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	if len(s.Hand) == 0 {
		return app.P().Class("muted av-hand-empty").Text(tr("av.hand.empty"))
	}
	cards := make([]app.UI, len(s.Hand))
	for i, val := range s.Hand {
		bit := moneyBit(val)
		on := c.sel&bit != 0
		why := ""
		if !on && !c.legal.canGrow(c.sel|bit) {
			why = tr("av.why.cannot", v.High)
		}
		cards[i] = kit.Card(kit.CardState{
			ID:      "money-" + strconv.Itoa(val),
			Class:   kit.Hinted("av-money av-col"+strconv.Itoa(v.Seat%5), c.hint.Kind == animalement.KindBid && c.hint.Cards&bit != 0),
			Label:   tr("av.money.label", val),
			Choice:  why == "",
			Pressed: on,
			Why:     why,
			Data:    map[string]string{"v": strconv.Itoa(val)},
		}, c.onMoney,
			app.Span().Class("av-money-v").Text(strconv.Itoa(val)),
			app.Span().Class("av-check").Aria("hidden", "true").Text("✓"),
		)
	}
	return app.Div().Class("av-hand").Attr("role", "group").Aria("label", tr("av.hand")).Body(cards...)
}

// onMoney picks the tapped money card, or puts it back.
func (c *board) onMoney(ctx app.Context, e app.Event) {
	v, err := strconv.Atoi(kit.Data(ctx, "v"))
	if err != nil {
		return
	}
	c.sel ^= moneyBit(v)
}

// onMin picks the smallest legal bid.
func (c *board) onMin(ctx app.Context, e app.Event) {
	if b, ok := c.legal.smallest(); ok {
		c.sel = b
	}
}

// bidBar is the action bar of a bid turn: the smallest bid, the bid built,
// and passing.
func (c *board) bidBar(v animalement.View) []app.UI {
	s := v.Seats[v.Seat]
	raw, valid := c.legal.bids[c.sel]
	text := tr("av.bid.none")
	if c.sel != 0 {
		text = tr("av.bid", s.Bid+c.sel.Total())
	}
	bar := []app.UI{
		app.Button().ID(kit.ID("bid-min")).Class("ghost av-min").Title(tr("av.min.label")).Text(tr("av.min")).
			Disabled(len(c.legal.bids) == 0).OnClick(c.onMin),
		// The bid button is marked while the cards picked are among the
		// proposed bid's: once they are all picked, it sends that bid.
		kit.MoveButton(c.T, raw).ID(kit.ID("bid")).Class(kit.Hinted("move primary av-bid", c.hint.Kind == animalement.KindBid && c.sel&^c.hint.Cards == 0)).
			Text(text).Disabled(!valid),
	}
	if c.legal.pass != nil {
		pass := tr("av.pass")
		if v.Negative {
			pass = tr("av.pass.take")
		}
		bar = append(bar, kit.MoveButton(c.T, c.legal.pass).ID(kit.ID("pass")).
			Class(kit.Hinted("move av-passbtn", c.hint.Kind == animalement.KindPass)).Text(pass))
	}
	return bar
}

// discardHand is the player's animals when the dog came to them: a tap on
// a 1–10 card discards it with the dog.
func (c *board) discardHand(v animalement.View) app.UI {
	s := v.Seats[v.Seat]
	cards := make([]app.UI, 0, len(s.Animals))
	for _, id := range s.Animals {
		raw, ok := c.legal.discards[id]
		why := ""
		if !ok {
			why = tr("av.why.discard")
		}
		cards = append(cards, kit.Card(kit.CardState{
			ID:     "discard-" + id,
			Class:  kit.Hinted("av-pick av-"+family(id), c.hint.Kind == animalement.KindDiscard && c.hint.Animal.String() == id),
			Label:  tr("av.discard.btn", the(id)),
			Choice: ok,
			Why:    why,
			Data:   map[string]string{"move": string(raw)},
		}, c.onDiscard,
			app.Span().Class("av-pic").Body(kit.Art(id, "")),
			app.Span().Class("av-eff").Aria("hidden", "true").Text(effectShort(id)),
		))
	}
	// A section, not a div like the money cards': go-app keeps a button's
	// first click handler when the button stays in place, so the cards of
	// the dog must not take the place of the money cards.
	return app.Section().Class("av-hand av-discards").Aria("label", tr("av.discard.hand")).Body(cards...)
}

// onDiscard sends the tapped card's discard.
func (c *board) onDiscard(ctx app.Context, e app.Event) {
	if m := kit.Data(ctx, "move"); m != "" {
		c.T.Act(ctx, json.RawMessage(m))
	}
}
