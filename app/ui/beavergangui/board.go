package beavergangui

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// The steps of a turn, as the engine's view names them (View.Step).
const (
	stepPeek    = "peek"    // the opening peek of a round, every seat at once
	stepAction  = "action"  // take the top discard or draw
	stepPlace   = "place"   // use the drawn card
	stepResolve = "resolve" // choose the cards of an Échange or a Regarder
	stepLook    = "look"    // a Regarder's card is on show to its owner
	stepKnock   = "knock"   // knock or not
)

// board is the Beaver Gang table. It keeps what the player is choosing
// (the discard to take, the two cards of an Échange) and nothing of the
// cards: every face it shows comes from the update it is given, so a card
// the rules no longer let the player see is gone at once.
type board struct {
	app.Compo
	T    kit.Table
	U    table.Update
	Lang kit.Lang
	// Hint is the move T proposes (see kit.HintTable), or nil: a field of
	// its own, so that the board is drawn again when a hint comes.
	Hint json.RawMessage

	seen   int  // the update's Seq + 1 the choice was made on; 0 before any
	sent   int  // the update's Seq + 1 a move was sent from; 0 before any
	taking bool // action A chosen: the player picks the card to replace
	mine   int  // Échange: own slot chosen, or -1
	seat   int  // Échange: opponent chosen, or -1
	slot   int  // Échange: opponent's slot chosen, or -1
	ending look // the look this board is putting back (see endStale)
}

// newBoard is the board of t for u.
func newBoard(t kit.Table, u table.Update) *board {
	b := &board{T: t, U: u, Lang: kit.Current()}
	if h, ok := t.(kit.HintTable); ok {
		b.Hint = h.Hint()
	}
	return b
}

// turn is what one drawing of the board works from.
type turn struct {
	u     table.Update
	v     beavergang.View
	me    int // the seat on screen, -1 for a spectator
	moves []kit.Choice[beavergang.Move]
	// hint is the move proposed to the player (a hint asked for, or the
	// guided game's coach), if hinted.
	hint   beavergang.Move
	hinted bool
}

// hints says whether m is the proposed move.
func (t turn) hints(m beavergang.Move) bool { return t.hinted && t.hint == m }

// hintsKind says whether the proposed move is of kind.
func (t turn) hintsKind(kind string) bool { return t.hinted && t.hint.Kind == kind }

// find is the legal move equal to m.
func (t turn) find(m beavergang.Move) (json.RawMessage, bool) {
	c, ok := kit.Find(t.moves, func(l beavergang.Move) bool { return l == m })
	return c.Raw, ok
}

// has says whether some legal move is of kind.
func (t turn) has(kind string) bool {
	_, ok := kit.Find(t.moves, func(l beavergang.Move) bool { return l.Kind == kind })
	return ok
}

// mine says whether it is the player's turn to play (not the peek).
func (t turn) mine() bool { return t.me >= 0 && t.v.Turn == t.me && len(t.moves) > 0 }

// name is the name at seat p.
func (t turn) name(p int) string {
	if p < 0 || p >= len(t.u.Seats) {
		return ""
	}
	return t.u.Seats[p].Name
}

// OnMount puts back a look the page did not begin (see endStale).
func (c *board) OnMount(ctx app.Context) { c.endStale(ctx) }

// OnUpdate puts back a look the page did not begin (see endStale).
func (c *board) OnUpdate(ctx app.Context) { c.endStale(ctx) }

// endStale puts back, once, a look the page did not begin: the opening
// peek ends with "ready", a Regarder with "back", as the player would, so
// that a reload never shows a card again.
func (c *board) endStale(ctx app.Context) {
	var v beavergang.View
	if c.T == nil || kit.DecodeView(c.U, &v) != nil {
		return
	}
	l, ok := stale(c.U, v)
	if !ok || l == c.ending {
		return
	}
	raw, ok := turn{u: c.U, moves: kit.Legal[beavergang.Move](engine, c.U)}.find(putBack(l))
	if !ok {
		return
	}
	c.ending = l
	seq := c.U.Seq
	ctx.Dispatch(func(ctx app.Context) {
		if c.U.Seq == seq {
			c.T.Act(ctx, raw)
		}
	})
}

func (c *board) resetChoice() {
	c.taking = false
	c.mine, c.seat, c.slot = -1, -1, -1
}

// onTap answers every tap of the board: go-app keeps the first handler of
// an element it updates in place, so there is one handler, and what a tap
// means is read from the tapped element: data-act ("move", "take",
// "cancel", "mine", "theirs"), data-move and data-seq, data-seat and
// data-slot.
func (c *board) onTap(ctx app.Context, e app.Event) {
	get := func(k string) string { return kit.Data(ctx, k) }
	num := func(k string) int {
		n, err := strconv.Atoi(get(k))
		if err != nil {
			return -1
		}
		return n
	}
	if get("act") == "move" {
		c.send(ctx, num("seq"), json.RawMessage(get("move")))
		return
	}
	c.choose(get("act"), num("seat"), num("slot"))
}

// choose changes the choice as a tap on an element whose data-act is act
// ("take", "cancel", "mine", "theirs"), data-seat p and data-slot i does.
func (c *board) choose(act string, p, i int) {
	switch act {
	case "take":
		c.taking = !c.taking
	case "cancel":
		c.resetChoice()
	case "mine":
		if c.mine == i {
			i = -1
		}
		c.mine = i
	case "theirs":
		if c.seat == p && c.slot == i {
			p, i = -1, -1
		}
		c.seat, c.slot = p, i
	}
}

// send plays the move raw of the update seq, if that update is still the
// one on screen and no move was sent from it yet: a double tap sends one.
func (c *board) send(ctx app.Context, seq int, raw json.RawMessage) {
	if c.T == nil || seq != c.U.Seq || c.sent == seq+1 {
		return
	}
	c.sent = seq + 1
	c.resetChoice()
	begin(c.U, raw)
	c.T.Act(ctx, raw)
}

// moveData are the data-* attributes of a card or button that sends raw.
func (c *board) moveData(raw json.RawMessage) map[string]string {
	return map[string]string{"act": "move", "move": string(raw), "seq": strconv.Itoa(c.U.Seq)}
}

// moveButton is a button of the action bar that sends raw.
func (c *board) moveButton(id, cls, text string, raw json.RawMessage) app.UI {
	b := app.Button().ID(kit.ID(id)).Class("move " + cls).Text(text)
	for k, v := range c.moveData(raw) {
		b = b.DataSet(k, v)
	}
	return b.OnClick(c.onTap)
}

// button is a button of the action bar that changes the choice (act).
func (c *board) button(id, cls, text, act string, disabled bool) app.UI {
	return app.Button().ID(kit.ID(id)).Class(cls).Text(text).DataSet("act", act).Disabled(disabled).OnClick(c.onTap)
}

func (c *board) Render() app.UI {
	u := c.U
	var v beavergang.View
	if err := kit.DecodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if c.seen != u.Seq+1 {
		c.seen = u.Seq + 1
		c.resetChoice()
	}
	if _, ok := stale(u, v); ok {
		// Being put back: face down from the first drawing on. The
		// seats are copied first: a decoded view is shared (kit.DecodeView).
		v.Seats = slices.Clone(v.Seats)
		v.Seats[u.Seat].Row = [4]string{}
	}
	t := turn{u: u, v: v, me: int(u.Seat)}
	if t.me < 0 || t.me >= len(v.Seats) {
		t.me = -1
	}
	if u.Over {
		return c.renderEnd(t)
	}
	t.moves = kit.Legal[beavergang.Move](engine, u)
	if h, ok := kit.Decode[beavergang.Move](engine, c.Hint); ok && c.Hint != nil && t.me >= 0 {
		_, legal := t.find(h)
		t.hint, t.hinted = h, legal
	}
	prompt, bar := c.ask(t)
	var hand app.UI
	if t.me >= 0 {
		hand = c.renderHand(t)
	}
	main := []app.UI{c.renderSeats(t), c.renderCenter(t)}
	if t.mine() && v.Step == stepPlace && isAction(v.Drawn) {
		main = append(main, app.P().Class("bg-help").ID(kit.ID("bg-help")).Text(tr("bg.help."+v.Drawn)))
	}
	if v.LastRound != nil {
		main = append(main, c.foldedRound(t, *v.LastRound, v.Step == stepPeek))
	}
	return kit.Body("beavergang", main, kit.Dock(c.T, prompt, hand, bar))
}

// highlight is the class of the card at seat p, slot i when the last move
// touched it: two names so that the animation runs again on every move.
func (c *board) highlight(v beavergang.View, p, i int) string {
	l := v.Last
	hit := false
	switch l.Kind {
	case beavergang.KindTake, beavergang.KindReplace, beavergang.KindLook, beavergang.KindBack:
		hit = l.Seat == p && l.Slot == i
	case beavergang.KindSwap:
		hit = (l.Seat == p && l.Slot == i) || (l.Target == p && l.TargetSlot == i)
	}
	if !hit || l.RoundOver {
		return ""
	}
	return " bg-hl" + strconv.Itoa(c.U.Seq%2)
}

// renderSeats is the seat strip: every other seat clockwise from the
// player's left, with its row, then the player's own seat (its row is in
// the dock).
func (c *board) renderSeats(t turn) app.UI {
	n := len(t.v.Seats)
	start := 0
	if t.me >= 0 {
		start = t.me + 1
	}
	picking := t.mine() && t.v.Step == stepResolve && t.v.Playing == swapCard && t.has(beavergang.KindSwap)
	var items []app.UI
	for k := range n {
		p := (start + k) % n
		if p == t.me {
			continue
		}
		items = append(items, kit.Seat(t.u, p, false, c.seatLine(t, p), c.renderRow(t, p, picking)))
	}
	if t.me >= 0 {
		items = append(items, kit.Seat(t.u, t.me, false, c.seatLine(t, t.me)))
	}
	return kit.Seats(tr("bg.seats"), items...)
}

// seatLine is a seat's total and the words that say its state.
func (c *board) seatLine(t turn, p int) app.UI {
	v := t.v
	sv := v.Seats[p]
	tags := []app.UI{app.Span().Class("bg-total").Title(tr("bg.points", sv.Total)).Text(tr("bg.pts", sv.Total))}
	tag := func(cls, text string) {
		tags = append(tags, app.Span().Class("bg-tag "+cls).Text(text))
	}
	long := func(cls, text, title string) {
		tags = append(tags, app.Span().Class("bg-tag "+cls).Title(title).Aria("label", title).Text(text))
	}
	if v.Dealer == p {
		tag("dealer", tr("bg.dealer"))
	}
	if v.Knocker == p {
		tag("knock", tr("bg.knocked"))
	}
	if v.Step == stepPeek {
		switch {
		case sv.Ready:
			tag("ready", "✓ "+tr("bg.ready"))
		case sv.Peeked:
			tag("", tr("bg.peeking"))
		default:
			tag("", tr("bg.notready"))
		}
	}
	switch {
	case sv.Look >= 0:
		long("look", tr("bg.looking", sv.Look+1), tr("bg.looking.l", sv.Look+1))
	case sv.Looked >= 0:
		long("", tr("bg.lookedat", sv.Looked+1), tr("bg.lookedat.l", sv.Looked+1))
	}
	return app.Div().Class("bg-seat-line").ID(kit.ID("bg-seat-" + strconv.Itoa(p))).Body(tags...)
}

// renderRow is an opponent's row: four small cards, to choose from during
// the player's Échange.
func (c *board) renderRow(t turn, p int, picking bool) app.UI {
	var cards []app.UI
	for i, face := range t.v.Seats[p].Row {
		label := tr("bg.theircard", i+1, t.name(p), faceLabel(face))
		cls := "bg-sm" + c.highlight(t.v, p, i)
		if !picking {
			cards = append(cards, card(face, cls, label))
			continue
		}
		chosen := c.seat == p && c.slot == i
		hinted := t.hintsKind(beavergang.KindSwap) && t.hint.Seat == p && t.hint.TheirSlot == i
		state, do := tr("bg.s.pick.label"), ""
		if chosen {
			state, do = tr("bg.s.pickd"), "✓"
		}
		cards = append(cards, pick(face, kit.CardState{
			ID:      "bg-opp-" + strconv.Itoa(p) + "-" + strconv.Itoa(i),
			Class:   kit.Hinted(cls, hinted),
			Label:   label + " — " + state,
			Choice:  true,
			Pressed: chosen,
			Data:    map[string]string{"act": "theirs", "seat": strconv.Itoa(p), "slot": strconv.Itoa(i)},
		}, c.onTap, do))
	}
	return app.Div().Class("bg-row bg-orow").Body(cards...)
}

// renderCenter is the middle of the table: the round, the knock, the draw
// pile, the discard pile (its top card taken with a tap) and a card drawn
// by someone else.
func (c *board) renderCenter(t turn) app.UI {
	v := t.v
	var top app.UI
	switch {
	case v.Top == "":
		top = app.Div().Class("bg-card bg-md bg-slot").Text(tr("bg.empty"))
	case t.mine() && v.Step == stepAction && t.has(beavergang.KindTake):
		top = pick(v.Top, kit.CardState{
			ID: "bg-top", Class: kit.Hinted("bg-md", t.hintsKind(beavergang.KindTake)), Choice: true, Pressed: c.taking,
			Label: tr("bg.disc.label", v.Discards, phrase(v.Top)) + " — " + tr("bg.s.take.label", phrase(v.Top)),
			Data:  map[string]string{"act": "take"},
		}, c.onTap, "")
	case t.mine() && v.Step == stepAction:
		top = pick(v.Top, kit.CardState{
			ID: "bg-top", Class: "bg-md", Label: tr("bg.disc.label", v.Discards, phrase(v.Top)), Why: tr("bg.why.actiont"),
		}, c.onTap, "")
	default:
		top = card(v.Top, "bg-md", tr("bg.disc.label", v.Discards, phrase(v.Top)))
	}
	var held app.UI = app.Text("")
	if v.Holding && v.Turn != t.me {
		held = app.Figure().Class("bg-pilebox bg-theirs").ID(kit.ID("bg-held")).Body(
			card("", "bg-md", tr("bg.theirdrawn", t.name(v.Turn))),
			app.FigCaption().Text(tr("bg.theirdrawn", t.name(v.Turn))),
		)
	}
	return app.Section().Class("bg-center").Aria("label", tr("bg.table")).Body(
		app.Div().Class("bg-info").Body(
			app.Span().Class("bg-chip").Title(tr("bg.round.of", v.Round, v.Rounds)).Text(tr("bg.round", v.Round, v.Rounds)),
			app.If(v.Knocker >= 0, func() app.UI {
				return app.Span().Class("bg-chip bg-knock").ID(kit.ID("bg-knock")).Text(tr("bg.lastturn", t.name(v.Knocker)))
			}),
		),
		app.Div().Class("bg-piles").Body(
			app.Figure().Class("bg-pilebox").ID(kit.ID("bg-pile")).Body(
				app.Div().Class("bg-stack").Body(card("", "bg-md", tr("bg.pile.label", v.Pile))),
				app.FigCaption().Text(tr("bg.pile")+" · "+strconv.Itoa(v.Pile)),
			),
			app.Figure().Class("bg-pilebox").ID(kit.ID("bg-discard")).Body(
				top,
				app.FigCaption().Text(tr("bg.discards")+" · "+strconv.Itoa(v.Discards)),
			),
			held,
		),
	)
}

// renderHand is the player's part of the dock: the own row, with its cards
// as buttons when a move names them, and the card the player holds.
func (c *board) renderHand(t turn) app.UI {
	v, me := t.v, t.me
	sv := v.Seats[me]
	var slots []app.UI
	for i := range 4 {
		face := sv.Row[i]
		label := tr("bg.mycard", i+1, faceLabel(face))
		var note string
		if face == "" && sv.Looked == i {
			// Which card it looked at, never what it was.
			note = tr("bg.seen")
			label += " — " + tr("bg.seen.label")
		}
		slots = append(slots, app.Div().Class("bg-slotbox").Body(
			c.myCard(t, i, face, label),
			app.Span().Class("bg-note").Text(note),
		))
	}
	var held app.UI
	if v.Holding && v.Turn == me && v.Drawn != "" {
		held = app.Figure().Class("bg-held mine").ID(kit.ID("bg-drawn")).Body(
			card(v.Drawn, "bg-lg", tr("bg.drawn.is", phrase(v.Drawn))),
			app.FigCaption().Class("bg-note").Text(tr("bg.yourdrawn")),
		)
	} else {
		held = app.Figure().Class("bg-held").Aria("hidden", "true").Body(
			app.Div().Class("bg-card bg-lg bg-slot"),
			app.FigCaption().Class("bg-note").Text(""),
		)
	}
	return app.Div().Class("bg-hand").Aria("label", tr("bg.hand")).Body(
		app.Div().Class("bg-row bg-myrow").ID(kit.ID("bg-mine")).Body(slots...),
		held,
	)
}

// myCard is the player's card i: a card to tap when a move names it, a
// greyed card that says why during the player's turn otherwise, or just
// the card.
func (c *board) myCard(t turn, i int, face, label string) app.UI {
	v := t.v
	cls := "bg-lg" + c.highlight(v, t.me, i)
	id := "bg-mine-" + strconv.Itoa(i)
	moveCard := func(m beavergang.Move, what, do string) app.UI {
		raw, ok := t.find(m)
		if !ok {
			return nil
		}
		return pick(face, kit.CardState{ID: id, Class: kit.Hinted(cls, t.hints(m)), Label: label + " — " + what, Choice: true, Data: c.moveData(raw)}, c.onTap, do)
	}
	why := func(reason string) app.UI {
		return pick(face, kit.CardState{ID: id, Class: cls, Label: label, Why: reason}, c.onTap, "")
	}
	var el app.UI
	switch {
	case !t.mine():
	case v.Step == stepAction && c.taking:
		el = moveCard(beavergang.Move{Kind: beavergang.KindTake, Slot: i}, tr("bg.s.put.label", phrase(v.Top)), tr("bg.s.put"))
	case v.Step == stepAction && t.has(beavergang.KindTake):
		// The card a proposed take replaces is marked from the start; it
		// takes the discard once the discard is tapped.
		el = pick(face, kit.CardState{ID: id, Class: kit.Hinted(cls, t.hints(beavergang.Move{Kind: beavergang.KindTake, Slot: i})),
			Label: label, Why: tr("bg.why.action", phrase(v.Top))}, c.onTap, "")
	case v.Step == stepAction:
		el = why(tr("bg.why.draw"))
	case v.Step == stepPlace:
		el = moveCard(beavergang.Move{Kind: beavergang.KindReplace, Slot: i}, tr("bg.s.put.label", phrase(v.Drawn)), tr("bg.s.put"))
	case v.Step == stepResolve && v.Playing == peekCard:
		el = moveCard(beavergang.Move{Kind: beavergang.KindLook, Slot: i}, tr("bg.s.look.label"), tr("bg.s.look"))
	case v.Step == stepResolve && v.Playing == swapCard && t.has(beavergang.KindSwap):
		chosen := c.mine == i
		state, do := tr("bg.s.pick.label"), tr("bg.s.pick")
		if chosen {
			state, do = tr("bg.s.pickd"), "✓ "+tr("bg.s.picked")
		}
		hinted := t.hintsKind(beavergang.KindSwap) && t.hint.Slot == i
		el = pick(face, kit.CardState{ID: id, Class: kit.Hinted(cls, hinted), Label: label + " — " + state, Choice: true, Pressed: chosen,
			Data: map[string]string{"act": "mine", "slot": strconv.Itoa(i)}}, c.onTap, do)
	case v.Step == stepKnock:
		el = why(tr("bg.why.knock"))
	}
	if el == nil {
		return card(face, cls, label)
	}
	return el
}

// ask is the dock's prompt and the action bar's buttons. When the player
// has nothing to do, the bar keeps its place (and the hand its height).
func (c *board) ask(t turn) (string, []app.UI) {
	v := t.v
	var bar []app.UI
	btn := func(id, cls, text string, m beavergang.Move) {
		if raw, ok := t.find(m); ok {
			bar = append(bar, c.moveButton(id, kit.Hinted(cls, t.hints(m)), text, raw))
		}
	}
	var prompt string
	switch {
	case t.me < 0:
		prompt = tr("bg.p.spectator")
	case len(t.moves) == 0 && v.Step == stepPeek:
		var waiting []string
		for _, p := range v.ToAct {
			waiting = append(waiting, t.name(p))
		}
		prompt = tr("bg.p.waitready", strings.Join(waiting, tr("bg.and")))
	case len(t.moves) == 0:
		prompt = tr("bg.p.wait", t.name(v.Turn))
		if v.Knocker >= 0 {
			prompt = tr("bg.lastturn", t.name(v.Knocker)) + " " + prompt
		}
	case v.Step == stepPeek && t.has(beavergang.KindPeek):
		prompt = tr("bg.p.peek0")
		btn("bg-peek", "primary", tr("bg.b.peek"), beavergang.Move{Kind: beavergang.KindPeek})
		if ready := (beavergang.Move{Kind: beavergang.KindReady}); t.hints(ready) {
			// Skipping the look is offered only when proposed.
			btn("bg-ready", "", tr("bg.b.ready"), ready)
		}
	case v.Step == stepPeek:
		prompt = tr("bg.p.peek")
		btn("bg-ready", "primary", tr("bg.b.ready"), beavergang.Move{Kind: beavergang.KindReady})
	case v.Step == stepLook:
		sv := v.Seats[t.me]
		if sv.Look >= 0 && sv.Row[sv.Look] != "" {
			prompt = tr("bg.p.peeked", sv.Look+1, phrase(sv.Row[sv.Look]))
		} else {
			prompt = tr("bg.p.back")
		}
		btn("bg-back", "primary", tr("bg.b.back"), beavergang.Move{Kind: beavergang.KindBack})
	case v.Step == stepAction && c.taking:
		prompt = tr("bg.p.take", phrase(v.Top))
		bar = append(bar, c.button("bg-cancel", "ghost", tr("bg.b.cancel"), "cancel", false))
	case v.Step == stepAction:
		prompt = tr("bg.p.action.draw")
		btn("bg-draw", "primary", tr("bg.b.draw"), beavergang.Move{Kind: beavergang.KindDraw})
		if t.has(beavergang.KindTake) {
			prompt = tr("bg.p.action", phrase(v.Top))
			bar = append(bar, c.button("bg-take", "primary", tr("bg.b.take", word(v.Top)), "take", false))
		}
	case v.Step == stepPlace:
		d := v.Drawn
		discard := tr("bg.b.discard", word(d))
		switch {
		case isAction(d) && v.Second:
			prompt = tr("bg.p.placeact2", phrase(d))
		case isAction(d):
			prompt = tr("bg.p.placeact", phrase(d))
		case v.Second:
			prompt = tr("bg.p.place2", phrase(d))
		default:
			prompt = tr("bg.p.place", phrase(d))
		}
		switch {
		case v.Second:
			discard = tr("bg.b.discard2")
		case isAction(d):
			discard = tr("bg.b.discardact")
		}
		if isAction(d) {
			btn("bg-play", "primary", tr("bg.b.play", word(d)), beavergang.Move{Kind: beavergang.KindPlay})
		}
		btn("bg-discard-btn", "", discard, beavergang.Move{Kind: beavergang.KindDiscard})
	case v.Step == stepResolve && v.Playing == peekCard:
		prompt = tr("bg.p.look")
	case v.Step == stepResolve:
		return c.askSwap(t)
	case v.Step == stepKnock:
		prompt = tr("bg.p.knock")
		btn("bg-knock-btn", "primary", tr("bg.b.knock"), beavergang.Move{Kind: beavergang.KindKnock})
		btn("bg-pass", "", tr("bg.b.pass"), beavergang.Move{Kind: beavergang.KindPass})
	}
	if len(bar) == 0 {
		bar = []app.UI{app.Span().Class("bg-barfill").Aria("hidden", "true")}
	}
	return prompt, bar
}

// askSwap says which cards of an Échange are chosen and confirms it.
func (c *board) askSwap(t turn) (string, []app.UI) {
	var raw json.RawMessage
	ok := false
	m := beavergang.Move{Kind: beavergang.KindSwap, Slot: c.mine, Seat: c.seat, TheirSlot: c.slot}
	if c.mine >= 0 && c.seat >= 0 {
		raw, ok = t.find(m)
	}
	var prompt string
	switch {
	case ok:
		prompt = tr("bg.p.swap.go", c.mine+1, t.name(c.seat), c.slot+1)
	case c.mine >= 0:
		prompt = tr("bg.p.swap.theirs")
	case c.seat >= 0:
		prompt = tr("bg.p.swap.mine")
	default:
		prompt = tr("bg.p.swap")
	}
	confirm := c.button("bg-swap", "primary", tr("bg.b.swap"), "", true)
	if ok {
		// Marked once the cards chosen are those of the proposed swap.
		confirm = c.moveButton("bg-swap", kit.Hinted("primary", t.hints(m)), tr("bg.b.swap"), raw)
	}
	return prompt, []app.UI{
		confirm,
		c.button("bg-cancel", "ghost", tr("bg.b.cancel"), "cancel", c.mine < 0 && c.seat < 0),
	}
}
