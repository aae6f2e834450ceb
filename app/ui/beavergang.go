package ui

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games/beavergang"
)

func init() {
	boards["beavergang"] = beavergangBoard
	describers["beavergang"] = beavergangDescribe
	for k, v := range beavergangTexts {
		texts[k] = v
	}
}

// beavergangBoard draws the Beaver Gang table, or its end explanation.
func beavergangBoard(p *playPage, u table.Update) app.UI {
	return &bgBoard{P: p, U: u, Lang: lang}
}

// bgBoard is the Beaver Gang table. It keeps what the player is choosing
// (the discard to take, the two cards of an Échange) and nothing of the
// cards: every face it shows comes from the update it is given, so a card
// the rules no longer let the player see is gone at once.
type bgBoard struct {
	app.Compo
	P    *playPage
	U    table.Update
	Lang Lang

	seen   int    // the update's Seq + 1 the choice was made on; 0 before any
	taking bool   // action A chosen: the player picks the card to replace
	mine   int    // Échange: own slot chosen, or -1
	seat   int    // Échange: opponent chosen, or -1
	slot   int    // Échange: opponent's slot chosen, or -1
	ending bgLook // the look this board is putting back (see endStale)
}

// bgLook names a look of one seat in one game: its opening peek of a round
// (slot -1) or the card of a Regarder (slot 0 … 3).
type bgLook struct {
	game              string // the game's seed commitment
	seat, round, slot int
}

// bgBegun lists the looks begun on this page, each by a tap here: a seat
// on this device looks only when its player taps, on this device. So a
// look in progress that is not listed was begun before the page was
// loaded: the page was reloaded (or the game taken up again) in the middle
// of it. Such a look is never shown again: the board puts the cards back
// at once, with the engine's own move (see endStale). The list lives as
// long as the page, not in the saved game.
var bgBegun = map[bgLook]bool{}

// bgLookNow is the look of seat me in progress in v, if any.
func bgLookNow(u table.Update, v beavergang.View, me int) (bgLook, bool) {
	if me < 0 || me >= len(v.Seats) {
		return bgLook{}, false
	}
	sv := v.Seats[me]
	switch {
	case v.Step == "peek" && sv.Peeked && !sv.Ready:
		return bgLook{u.Commit, me, v.Round, -1}, true
	case v.Step == "look" && v.Turn == me && sv.Look >= 0:
		return bgLook{u.Commit, me, v.Round, sv.Look}, true
	}
	return bgLook{}, false
}

// bgBegin notes that the move raw, about to be sent for the seat on screen
// of u, begins a look, if it does.
func bgBegin(u table.Update, raw json.RawMessage) {
	var m beavergang.Move
	var v beavergang.View
	if json.Unmarshal(raw, &m) != nil || decodeView(u, &v) != nil {
		return
	}
	switch m.Kind {
	case beavergang.KindPeek:
		bgBegun[bgLook{u.Commit, int(u.Seat), v.Round, -1}] = true
	case beavergang.KindLook:
		bgBegun[bgLook{u.Commit, int(u.Seat), v.Round, m.Slot}] = true
	}
}

// bgStale is the look of the seat on screen that this page did not begin,
// if one is in progress.
func bgStale(u table.Update, v beavergang.View) (bgLook, bool) {
	l, ok := bgLookNow(u, v, int(u.Seat))
	if !ok || bgBegun[l] {
		return bgLook{}, false
	}
	return l, true
}

// OnMount puts back a look the page did not begin (see endStale).
func (c *bgBoard) OnMount(ctx app.Context) { c.endStale(ctx) }

// OnUpdate puts back a look the page did not begin (see endStale).
func (c *bgBoard) OnUpdate(ctx app.Context) { c.endStale(ctx) }

// endStale puts back, once, a look the page did not begin: the opening
// peek ends with "ready", a Regarder with "back", as the player would.
func (c *bgBoard) endStale(ctx app.Context) {
	var v beavergang.View
	if c.P == nil || decodeView(c.U, &v) != nil {
		return
	}
	l, ok := bgStale(c.U, v)
	if !ok || l == c.ending {
		return
	}
	end := beavergang.Move{Kind: beavergang.KindBack}
	if l.slot < 0 {
		end = beavergang.Move{Kind: beavergang.KindReady}
	}
	raw, ok := bgFind(bgMoves(c.U), end)
	if !ok {
		return
	}
	c.ending = l
	seq := c.U.Seq
	ctx.Dispatch(func(ctx app.Context) {
		if f := currentFeed(); f != nil {
			if u, ok := f.screen(); ok && u.Seq == seq {
				c.P.Act(ctx, raw)
			}
		}
	})
}

// bgMove is a legal move with its JSON, to send as it is.
type bgMove struct {
	m   beavergang.Move
	raw json.RawMessage
}

func bgMoves(u table.Update) []bgMove {
	var out []bgMove
	for _, raw := range u.Legal {
		var m beavergang.Move
		if json.Unmarshal(raw, &m) == nil {
			out = append(out, bgMove{m, raw})
		}
	}
	return out
}

// find returns the legal move equal to m.
func bgFind(moves []bgMove, m beavergang.Move) (json.RawMessage, bool) {
	for _, mv := range moves {
		if mv.m == m {
			return mv.raw, true
		}
	}
	return nil, false
}

func bgHas(moves []bgMove, kind string) bool {
	for _, mv := range moves {
		if mv.m.Kind == kind {
			return true
		}
	}
	return false
}

func (c *bgBoard) resetChoice() {
	c.taking = false
	c.mine, c.seat, c.slot = -1, -1, -1
}

// Handlers read what a tap means from the tapped element (data-move,
// data-seq, data-seat, data-slot) and never from a closure: go-app keeps
// the first closure of a handler on an element it updates in place, so a
// value captured at render time would go stale.

// moveButton makes b send the legal move raw of the update on screen.
func (c *bgBoard) moveButton(b app.HTMLButton, raw json.RawMessage) app.HTMLButton {
	return b.DataSet("move", string(raw)).DataSet("seq", c.U.Seq).OnClick(c.onMove)
}

// onMove sends the tapped button's move; a tap on a screen the game has
// already left (a double tap) does nothing.
func (c *bgBoard) onMove(ctx app.Context, e app.Event) {
	ds := ctx.JSSrc().Get("dataset")
	seq, err := strconv.Atoi(ds.Get("seq").String())
	f := currentFeed()
	if err != nil || f == nil {
		return
	}
	u, ok := f.screen()
	if !ok || u.Seq != seq {
		return
	}
	c.resetChoice()
	raw := json.RawMessage(ds.Get("move").String())
	bgBegin(u, raw)
	c.P.Act(ctx, raw)
}

// dataInt reads the number data-<k> of the tapped element, or -1.
func dataInt(ctx app.Context, k string) int {
	n, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get(k).String())
	if err != nil {
		return -1
	}
	return n
}

// onPickMine chooses (or lets go of) an own card for an Échange.
func (c *bgBoard) onPickMine(ctx app.Context, e app.Event) {
	i := dataInt(ctx, "slot")
	if c.mine == i {
		i = -1
	}
	c.mine = i
}

// onPickTheirs chooses (or lets go of) an opponent's card for an Échange.
func (c *bgBoard) onPickTheirs(ctx app.Context, e app.Event) {
	p, i := dataInt(ctx, "seat"), dataInt(ctx, "slot")
	if c.seat == p && c.slot == i {
		p, i = -1, -1
	}
	c.seat, c.slot = p, i
}

func (c *bgBoard) onTake(ctx app.Context, e app.Event)   { c.taking = true }
func (c *bgBoard) onCancel(ctx app.Context, e app.Event) { c.resetChoice() }

func (c *bgBoard) name(seat int) string {
	if seat < 0 || seat >= len(c.U.Seats) {
		return ""
	}
	return c.U.Seats[seat].Name
}

func (c *bgBoard) Render() app.UI {
	u := c.U
	var v beavergang.View
	if err := decodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if c.seen != u.Seq+1 {
		c.seen = u.Seq + 1
		c.resetChoice()
	}
	if _, stale := bgStale(u, v); stale {
		// Being put back: shown face down from the first drawing on.
		v.Seats[u.Seat].Row = [4]string{}
	}
	if u.Over {
		return c.renderEnd(v)
	}
	moves := bgMoves(u)
	me := int(u.Seat)
	if me >= len(v.Seats) {
		me = -1
	}
	return app.Div().Class("board beavergang").Body(
		c.renderInfo(v),
		app.P().Class("bg-last").ID("bg-last").Aria("live", "polite").Body(
			app.Span().Class("bg-last-icon").Body(animalArt("beaver", "")),
			app.Span().Text(c.lastText(v)),
		),
		// A round just scored shows first while the next one's peek lasts.
		app.If(v.LastRound != nil && v.Step == "peek", func() app.UI { return c.renderRound(*v.LastRound, true) }),
		c.renderOpponents(v, me, moves),
		c.renderCenter(v),
		app.If(me >= 0, func() app.UI { return c.renderMine(v, me, moves) }),
		c.renderPrompt(v, me, moves),
		app.If(v.LastRound != nil && v.Step != "peek", func() app.UI { return c.renderRound(*v.LastRound, false) }),
	)
}

// renderInfo is the round, the dealer, and the knock once made.
func (c *bgBoard) renderInfo(v beavergang.View) app.UI {
	return app.Div().Class("bg-info").Body(
		app.Span().Class("bg-chip").Text(tr("bg.round", v.Round, v.Rounds)),
		app.Span().Class("bg-chip").Text(tr("bg.dealer.is", c.name(v.Dealer))),
		app.If(v.Knocker >= 0, func() app.UI {
			return app.Span().Class("bg-chip bg-knock").ID("bg-knock").Text(tr("bg.lastturn", c.name(v.Knocker)))
		}),
	)
}

// lastText is the line saying what just happened.
func (c *bgBoard) lastText(v beavergang.View) string {
	round := v.Round
	if v.Last.RoundOver && v.LastRound != nil {
		round = v.LastRound.Round
	}
	return bgEventText(c.name, v.Last, round)
}

// highlight is the class of the card at seat p, slot i when the last move
// touched it: two names so that the animation runs again on every move.
func (c *bgBoard) highlight(v beavergang.View, p, i int) string {
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

// renderOpponents draws every other seat, clockwise from the player's left.
func (c *bgBoard) renderOpponents(v beavergang.View, me int, moves []bgMove) app.UI {
	n := len(v.Seats)
	start := 0
	if me >= 0 {
		start = me + 1
	}
	picking := v.Step == "resolve" && v.Playing == "swap" && bgHas(moves, beavergang.KindSwap)
	var items []app.UI
	for k := range n {
		p := (start + k) % n
		if p == me {
			continue
		}
		items = append(items, c.renderSeat(v, p, picking))
	}
	return app.Ul().Class("bg-opps").Aria("label", tr("bg.opps")).Body(items...)
}

// seatTags are the words that say a seat's state.
func (c *bgBoard) seatTags(v beavergang.View, p int) []app.UI {
	sv := v.Seats[p]
	var tags []app.UI
	tag := func(cls, text string) {
		tags = append(tags, app.Span().Class("bg-tag "+cls).Text(text))
	}
	if v.Turn == p {
		tag("turn", "▶ "+tr("bg.toplay"))
	}
	if v.Step == "peek" {
		switch {
		case sv.Ready:
			tag("", "✓ "+tr("bg.ready"))
		case sv.Peeked:
			tag("", tr("bg.peeking"))
		default:
			tag("", tr("bg.notready"))
		}
	}
	if v.Knocker == p {
		tag("knock", tr("bg.knocked"))
	}
	if v.Dealer == p {
		tag("", tr("bg.dealer"))
	}
	switch {
	case sv.Look >= 0:
		tag("look", tr("bg.looking", sv.Look+1))
	case sv.Looked >= 0:
		tag("", tr("bg.lookedat", sv.Looked+1))
	}
	return tags
}

func (c *bgBoard) renderSeat(v beavergang.View, p int, picking bool) app.UI {
	sv := v.Seats[p]
	cls := "bg-opp"
	if v.Turn == p || (v.Step == "peek" && !sv.Ready) {
		cls += " acting"
	}
	var cards []app.UI
	for i, face := range sv.Row {
		label := tr("bg.theircard", i+1, c.name(p), bgFaceLabel(face))
		hl := c.highlight(v, p, i)
		if picking {
			chosen := c.seat == p && c.slot == i
			state := tr("bg.s.pick.label")
			if chosen {
				state = tr("bg.s.pickd.label")
			}
			cards = append(cards, bgCardButton(face, "bg-sm"+hl, label+" — "+state, chosen, "").
				DataSet("seat", p).DataSet("slot", i).OnClick(c.onPickTheirs).
				ID("bg-opp-"+strconv.Itoa(p)+"-"+strconv.Itoa(i)))
			continue
		}
		cards = append(cards, bgCard(face, "bg-sm"+hl, label))
	}
	rowCls := "bg-row"
	if picking {
		rowCls += " choices"
	}
	total := plural(sv.Total, "bg.point", "bg.points")
	return app.Li().Class(cls).ID("bg-seat-"+strconv.Itoa(p)).Body(
		app.Div().Class("bg-opp-head").Body(
			app.Span().Class("name").Text(c.name(p)),
			app.Span().Class("bg-total").Text(total),
		),
		app.Div().Class("bg-tags").Body(c.seatTags(v, p)...),
		app.Div().Class(rowCls).Body(cards...),
	)
}

// renderCenter is the draw pile, the discard pile and the drawn card.
func (c *bgBoard) renderCenter(v beavergang.View) app.UI {
	pileCount := plural(v.Pile, "bg.card1", "bg.cards")
	discCount := plural(v.Discards, "bg.card1", "bg.cards")
	topCls := "bg-md"
	if c.taking {
		topCls += " selected"
	}
	var hand app.UI = app.Text("")
	if v.Holding {
		if v.Drawn != "" {
			hand = app.Figure().Class("bg-pilebox bg-hand mine").ID("bg-drawn").Body(
				bgCard(v.Drawn, "bg-md", tr("bg.yourdrawn")+" : "+bgPhrase(v.Drawn)),
				app.FigCaption().Text(tr("bg.yourdrawn")),
			)
		} else {
			hand = app.Figure().Class("bg-pilebox bg-hand").Body(
				bgCard("", "bg-md", tr("bg.theirdrawn", c.name(v.Turn))),
				app.FigCaption().Text(tr("bg.theirdrawn", c.name(v.Turn))),
			)
		}
	}
	var top app.UI
	if v.Top == "" {
		top = app.Div().Class("bg-card bg-md bg-slot").Text(tr("bg.empty"))
	} else {
		top = bgCard(v.Top, topCls, tr("bg.disc.label", discCount, bgPhrase(v.Top)))
	}
	return app.Section().Class("bg-center").Body(
		app.Div().Class("bg-piles").Body(
			app.Figure().Class("bg-pilebox").ID("bg-pile").Body(
				app.Div().Class("bg-stack").Body(bgCard("", "bg-md", tr("bg.pile.label", pileCount))),
				app.FigCaption().Body(app.Strong().Text(tr("bg.pile")), app.Br(), app.Span().Text(pileCount)),
			),
			app.Figure().Class("bg-pilebox").ID("bg-discard").Body(
				top,
				app.FigCaption().Body(app.Strong().Text(tr("bg.discards")), app.Br(), app.Span().Text(discCount)),
			),
			hand,
		),
	)
}

// renderPrompt says what the player may do and offers the moves.
func (c *bgBoard) renderPrompt(v beavergang.View, me int, moves []bgMove) app.UI {
	if len(moves) == 0 || me < 0 {
		return app.Text("")
	}
	var prompt string
	var buttons []app.UI
	btn := func(id, cls, text string, m beavergang.Move) {
		if raw, ok := bgFind(moves, m); ok {
			buttons = append(buttons, c.moveButton(app.Button().ID(id).Class(cls+" bg-act").Text(text), raw))
		}
	}
	switch v.Step {
	case "peek":
		if bgHas(moves, beavergang.KindPeek) {
			prompt = tr("bg.p.peek0")
			btn("bg-peek", "primary", tr("bg.b.peek"), beavergang.Move{Kind: beavergang.KindPeek})
		} else {
			prompt = tr("bg.p.peek")
			btn("bg-ready", "primary", tr("bg.b.ready"), beavergang.Move{Kind: beavergang.KindReady})
		}
	case "look":
		sv := v.Seats[me]
		if sv.Look >= 0 && sv.Row[sv.Look] != "" {
			prompt = tr("bg.p.peeked", sv.Look+1, bgPhrase(sv.Row[sv.Look]))
		} else {
			prompt = tr("bg.p.back")
		}
		btn("bg-back", "primary", tr("bg.b.back"), beavergang.Move{Kind: beavergang.KindBack})
	case "action":
		canTake := bgHas(moves, beavergang.KindTake)
		switch {
		case c.taking:
			prompt = tr("bg.p.take", bgPhrase(v.Top))
			buttons = append(buttons, app.Button().ID("bg-cancel").Class("ghost bg-act").Text(tr("bg.b.cancel")).
				OnClick(c.onCancel))
		case canTake:
			prompt = tr("bg.p.action", bgPhrase(v.Top))
		default:
			prompt = tr("bg.p.action.draw")
		}
		if !c.taking {
			btn("bg-draw", "primary", tr("bg.b.draw"), beavergang.Move{Kind: beavergang.KindDraw})
			if canTake {
				buttons = append(buttons, app.Button().ID("bg-take").Class("primary bg-act").Text(tr("bg.b.take", bgWord(v.Top))).
					OnClick(c.onTake))
			}
		}
	case "place":
		d := v.Drawn
		if bgIsAction(d) {
			key := "bg.p.placeact"
			if v.Second {
				key = "bg.p.placeact2"
			}
			prompt = tr(key, bgPhrase(d), tr("bg.help."+d))
			btn("bg-play", "primary", tr("bg.b.play", bgWord(d)), beavergang.Move{Kind: beavergang.KindPlay})
		} else {
			key := "bg.p.place"
			if v.Second {
				key = "bg.p.place2"
			}
			prompt = tr(key, bgPhrase(d))
		}
		discard := tr("bg.b.discard", bgWord(d))
		switch {
		case v.Second:
			discard = tr("bg.b.discard2")
		case bgIsAction(d):
			discard = tr("bg.b.discardact")
		}
		btn("bg-discard-btn", "", discard, beavergang.Move{Kind: beavergang.KindDiscard})
	case "resolve":
		if v.Playing == "peek" {
			prompt = tr("bg.p.look")
		} else {
			prompt = tr("bg.p.swap")
			return c.renderSwapChoice(prompt, moves)
		}
	case "knock":
		prompt = tr("bg.p.knock")
		btn("bg-knock-btn", "primary", tr("bg.b.knock"), beavergang.Move{Kind: beavergang.KindKnock})
		btn("bg-pass", "", tr("bg.b.pass"), beavergang.Move{Kind: beavergang.KindPass})
	}
	return app.Div().Class("bg-ask").Body(
		app.P().Class("bg-prompt").ID("bg-prompt").Text(prompt),
		app.If(len(buttons) > 0, func() app.UI { return app.Div().Class("choices bg-choices").Body(buttons...) }),
	)
}

// renderSwapChoice shows the two cards chosen for an Échange and confirms it.
func (c *bgBoard) renderSwapChoice(prompt string, moves []bgMove) app.UI {
	mine, theirs := tr("bg.swap.none"), tr("bg.swap.none")
	if c.mine >= 0 {
		mine = tr("bg.cardof", c.mine+1)
	}
	if c.seat >= 0 {
		theirs = c.name(c.seat) + ", " + tr("bg.cardof", c.slot+1)
	}
	var raw json.RawMessage
	ok := false
	if c.mine >= 0 && c.seat >= 0 {
		raw, ok = bgFind(moves, beavergang.Move{Kind: beavergang.KindSwap, Slot: c.mine, Seat: c.seat, TheirSlot: c.slot})
	}
	label := tr("bg.b.swap")
	if ok {
		label = tr("bg.b.swapwhat", c.mine+1, c.name(c.seat), c.slot+1)
	}
	confirm := app.Button().ID("bg-swap").Class("primary bg-act").Disabled(!ok).Text(label)
	if ok {
		confirm = c.moveButton(confirm, raw)
	}
	return app.Div().Class("bg-ask").Body(
		app.P().Class("bg-prompt").ID("bg-prompt").Text(prompt),
		app.Ul().Class("bg-swapsel").Body(
			app.Li().Text(tr("bg.swap.mine", mine)),
			app.Li().Text(tr("bg.swap.theirs", theirs)),
		),
		app.Div().Class("choices bg-choices").Body(
			confirm,
			app.Button().ID("bg-cancel").Class("ghost bg-act").Disabled(c.mine < 0 && c.seat < 0).Text(tr("bg.b.cancel")).
				OnClick(c.onCancel),
		),
	)
}

// renderMine is the player's own row, big, with its cards as buttons when
// a move names one of them.
func (c *bgBoard) renderMine(v beavergang.View, me int, moves []bgMove) app.UI {
	sv := v.Seats[me]
	var cards []app.UI
	actionable := false
	for i := range 4 {
		face := sv.Row[i]
		label := tr("bg.mycard", i+1, bgFaceLabel(face))
		cls := "bg-lg" + c.highlight(v, me, i)
		var note string
		switch {
		case face != "":
			note = tr("bg.remember")
		case sv.Looked == i:
			// Which card it looked at, never what it was.
			note = tr("bg.seen")
			label += " — " + tr("bg.seen.label")
		}
		var el app.UI
		switch {
		case v.Step == "action" && c.taking:
			if raw, ok := bgFind(moves, beavergang.Move{Kind: beavergang.KindTake, Slot: i}); ok {
				el = c.moveButton(bgCardButton(face, cls, label+" — "+tr("bg.s.put.label", bgPhrase(v.Top)), false, tr("bg.s.put")), raw)
			}
		case v.Step == "place":
			if raw, ok := bgFind(moves, beavergang.Move{Kind: beavergang.KindReplace, Slot: i}); ok {
				el = c.moveButton(bgCardButton(face, cls, label+" — "+tr("bg.s.put.label", bgPhrase(v.Drawn)), false, tr("bg.s.put")), raw)
			}
		case v.Step == "resolve" && v.Playing == "peek":
			if raw, ok := bgFind(moves, beavergang.Move{Kind: beavergang.KindLook, Slot: i}); ok {
				el = c.moveButton(bgCardButton(face, cls, label+" — "+tr("bg.s.look.label"), false, tr("bg.s.look")), raw)
			}
		case v.Step == "resolve" && v.Playing == "swap" && bgHas(moves, beavergang.KindSwap):
			chosen := c.mine == i
			state, word := tr("bg.s.pick.label"), tr("bg.s.pick")
			if chosen {
				state, word = tr("bg.s.pickd.label"), "✓ "+tr("bg.s.picked")
			}
			el = bgCardButton(face, cls, label+" — "+state, chosen, word).DataSet("slot", i).OnClick(c.onPickMine)
		}
		if el != nil {
			actionable = true
			if b, ok := el.(app.HTMLButton); ok {
				el = b.ID("bg-mine-" + strconv.Itoa(i))
			}
		} else {
			el = bgCard(face, cls, label)
		}
		cards = append(cards, app.Div().Class("bg-slotbox").Body(
			el,
			app.Span().Class("bg-note").Text(note),
		))
	}
	rowCls := "bg-row bg-myrow"
	if actionable {
		rowCls += " choices"
	}
	total := plural(sv.Total, "bg.point", "bg.points")
	cls := "bg-mine"
	if v.Turn == me || (v.Step == "peek" && !sv.Ready) {
		cls += " acting"
	}
	return app.Section().Class(cls).ID("bg-mine").Body(
		app.Div().Class("bg-opp-head").Body(
			app.H2().Text(tr("bg.yourrow")),
			app.Span().Class("bg-total").Text(total),
		),
		app.Div().Class("bg-tags").Body(c.seatTags(v, me)...),
		app.Div().Class(rowCls).Body(cards...),
	)
}

// renderRound shows a scored round: every row as turned up, the action
// cards replaced, the scores.
func (c *bgBoard) renderRound(r beavergang.RoundSummary, open bool) app.UI {
	var rows []app.UI
	for p, row := range r.Rows {
		var cards []app.UI
		var values []string
		for i, face := range row.Revealed {
			final := strconv.Itoa(row.Final[i])
			values = append(values, final)
			if bgIsAction(face) {
				cards = append(cards, app.Div().Class("bg-slotbox").Body(
					bgCard(final, "bg-sm replaced", tr("bg.theircard", i+1, c.name(p), final+" ("+tr("bg.r.was", bgWord(face))+")")),
					app.Span().Class("bg-note").Text(tr("bg.r.was", bgWord(face))),
				))
				continue
			}
			cards = append(cards, app.Div().Class("bg-slotbox").Body(
				bgCard(face, "bg-sm", tr("bg.theircard", i+1, c.name(p), face)),
				app.Span().Class("bg-note").Text(""),
			))
		}
		rows = append(rows, app.Li().Class("bg-rrow").Body(
			app.Div().Class("bg-opp-head").Body(
				app.Span().Class("name").Text(c.name(p)),
				app.Span().Class("bg-rscore").Text(tr("bg.r.score", row.Score)),
				app.Span().Class("bg-total").Text(tr("bg.r.total", row.Total)),
			),
			app.Div().Class("bg-row").Aria("label", tr("bg.r.row", c.name(p), strings.Join(values, " + "), row.Score)).Body(cards...),
		))
	}
	var repl []app.UI
	for _, rp := range r.Replacements {
		var drawn []string
		for _, d := range rp.Drawn {
			drawn = append(drawn, bgWord(d))
		}
		was := ""
		if rp.Seat < len(r.Rows) && rp.Slot < 4 {
			was = bgWord(r.Rows[rp.Seat].Revealed[rp.Slot])
		}
		repl = append(repl, app.Li().Text(tr("bg.r.repl", c.name(rp.Seat), rp.Slot+1, was, strings.Join(drawn, " → "))))
	}
	cls := "bg-round"
	if !open {
		cls += " later"
	}
	return app.Details().Class(cls).ID("bg-round").Open(open).Body(
		app.Summary().Text(tr("bg.r.title", r.Round)),
		app.P().Class("muted small").Text(tr("bg.r.knocker", c.name(r.Knocker))),
		app.Ul().Class("bg-rrows").Body(rows...),
		app.If(len(repl) > 0, func() app.UI { return app.Ul().Class("bg-repl small").Body(repl...) }).
			Else(func() app.UI { return app.P().Class("muted small").Text(tr("bg.r.nore")) }),
	)
}

// renderEnd explains the final scores: every round's score per seat, the
// totals, the places, and the last round's rows.
func (c *bgBoard) renderEnd(v beavergang.View) app.UI {
	rounds := 0
	for _, s := range v.Seats {
		rounds = max(rounds, len(s.Scores))
	}
	head := []app.UI{app.Th().Scope("col").Text(tr("bg.end.rank")), app.Th().Scope("col").Text(tr("bg.end.player")),
		app.Th().Scope("col").Class("num").Text(tr("bg.total"))}
	for r := range rounds {
		head = append(head, app.Th().Scope("col").Body(
			app.Abbr().Title(tr("bg.end.roundn", r+1)).Text(tr("bg.end.round", r+1)),
		))
	}
	var body []app.UI
	standings := v.Standings
	if len(standings) == 0 {
		for p, s := range v.Seats {
			standings = append(standings, beavergang.Standing{Seat: p, Total: s.Total})
		}
	}
	for _, st := range standings {
		if st.Seat < 0 || st.Seat >= len(v.Seats) {
			continue
		}
		sv := v.Seats[st.Seat]
		rank := strconv.Itoa(st.Rank)
		cls := ""
		if st.Winner {
			rank = "★ " + tr("bg.end.winner", st.Rank)
			cls = "winner"
		}
		cells := []app.UI{app.Td().Text(rank), app.Th().Scope("row").Text(c.name(st.Seat)),
			app.Td().Class("num total").Text(strconv.Itoa(st.Total))}
		for r := range rounds {
			score := ""
			if r < len(sv.Scores) {
				score = strconv.Itoa(sv.Scores[r])
			}
			cells = append(cells, app.Td().Class("num").Text(score))
		}
		body = append(body, app.Tr().Class(cls).Body(cells...))
	}
	return app.Div().Class("board beavergang bg-end").ID("bg-end").Body(
		app.P().Class("bg-why").Text(tr("bg.end.why", rounds)),
		app.Div().Class("bg-tablewrap").Body(
			app.Table().Class("scores bg-scores").Body(
				app.THead().Body(app.Tr().Body(head...)),
				app.TBody().Body(body...),
			),
		),
		app.If(v.LastRound != nil, func() app.UI { return c.renderRound(*v.LastRound, true) }),
	)
}

// bgFaceLabel names a card face for screen readers.
func bgFaceLabel(face string) string {
	if face == "" {
		return tr("bg.facedown")
	}
	return bgWord(face)
}

// bgCardClass is the classes of a card face.
func bgCardClass(face string) string {
	switch {
	case face == "":
		return "bg-card back"
	case bgIsAction(face):
		return "bg-card face action act-" + face
	}
	n, _ := strconv.Atoi(face)
	tier := "lo"
	switch {
	case n >= 7:
		tier = "hi"
	case n >= 3:
		tier = "mid"
	}
	return "bg-card face num tier-" + tier
}

// bgFace is what is drawn on a card.
func bgFace(face string) []app.UI {
	switch {
	case face == "":
		return []app.UI{app.Span().Class("bg-back").Body(animalArt("beaver", ""))}
	case bgIsAction(face):
		return []app.UI{
			app.Span().Class("bg-icon").Aria("hidden", "true").Body(app.Raw(bgIcons[face])),
			app.Span().Class("bg-word").Text(bgWord(face)),
		}
	}
	return []app.UI{
		app.Span().Class("bg-corner").Aria("hidden", "true").Text(face),
		app.Span().Class("bg-big").Text(face),
		app.Span().Class("bg-beaver").Body(animalArt("beaver", "")),
	}
}

// bgCard is a card that cannot be chosen now.
func bgCard(face, cls, label string) app.UI {
	return app.Div().Class(bgCardClass(face)+" "+cls).Role("img").Aria("label", label).Body(bgFace(face)...)
}

// bgCardButton is a card that can be chosen: a real button, named, with the
// word of what tapping it does.
func bgCardButton(face, cls, label string, pressed bool, word string) app.HTMLButton {
	b := app.Button().Class(bgCardClass(face)+" "+cls+" can bg-act").Aria("label", label)
	if word == "" {
		word = tr("bg.s.pick")
		if pressed {
			word = "✓ " + tr("bg.s.picked")
		}
	}
	b = b.Aria("pressed", strconv.FormatBool(pressed))
	if pressed {
		b = b.Class("selected")
	}
	body := append(bgFace(face), app.Span().Class("bg-do").Aria("hidden", "true").Text(word))
	return b.Body(body...)
}

// bgIcons are the pictures of the action cards.
var bgIcons = map[string]string{
	"swap": `<svg viewBox="0 0 48 48" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"><path d="M8 16h30l-8-8M40 32H10l8 8"/></svg>`,
	"peek": `<svg viewBox="0 0 48 48" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round"><path d="M4 24s8-13 20-13 20 13 20 13-8 13-20 13S4 24 4 24z"/><circle cx="24" cy="24" r="6" fill="currentColor"/></svg>`,
	"draw": `<svg viewBox="0 0 48 48" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"><rect x="6" y="12" width="20" height="28" rx="3"/><rect x="16" y="6" width="20" height="28" rx="3" fill="#fffdf8"/><path d="M36 30v12M30 36h12"/></svg>`,
}

// beavergangDescribe is the log line of a move: with the cards everybody
// saw when it is the last move (the view describes it), else from the move.
func beavergangDescribe(u table.Update, ev table.Event) string {
	names := func(p int) string { return seatName(u, gamesSeat(p)) }
	var m beavergang.Move
	if ev.Move == nil || json.Unmarshal(ev.Move, &m) != nil {
		return names(int(ev.Seat))
	}
	var v beavergang.View
	if ev.Seq == u.Seq && decodeView(u, &v) == nil && v.Last.Seat == int(ev.Seat) && v.Last.Kind == m.Kind {
		round := v.Round
		if v.Last.RoundOver && v.LastRound != nil {
			round = v.LastRound.Round
		}
		return bgEventText(names, v.Last, round)
	}
	e := beavergang.Event{Seat: int(ev.Seat), Kind: m.Kind, Slot: m.Slot, Target: -1, TargetSlot: -1}
	if m.Kind == beavergang.KindBack {
		e.Slot = -1 // the move does not say which card: the look did
	}
	if m.Kind == beavergang.KindSwap {
		e.Target, e.TargetSlot = m.Seat, m.TheirSlot
	}
	return bgEventText(names, e, 0)
}
