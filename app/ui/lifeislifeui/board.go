package lifeislifeui

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/lifeislife"
)

// Board draws the Life is Life table for one update; moves go through t.
// The move t proposes, if any (see kit.HintTable), is marked on the board.
func Board(t kit.Table, u table.Update) app.UI {
	b := &board{U: u, Lang: kit.Current(), t: t}
	if h, ok := t.(kit.HintTable); ok {
		b.Hint = string(h.Hint())
	}
	if s, ok := t.(kit.SinceTable); ok {
		b.Since = s.Since()
	}
	return b
}

// board is the Life is Life table. It keeps the exchange being built (the
// row chosen and the hand cards tapped) until the game moves on.
type board struct {
	app.Compo
	U    table.Update
	Lang kit.Lang
	// Hint is the move proposed to the player (JSON), or "", and Since
	// what the dock shows above the prompt (see kit.SinceTable): fields of
	// their own, so that the board is drawn again when they change (a hint
	// comes, a coach's note is put away) while the update stays the same.
	Hint  string
	Since app.UI

	t     kit.Table
	at    position // the update the choices below were made on
	seen  bool     // at is set
	row   int      // the row chosen, 1 to 4; 0 for none
	sel   []int    // the hand cards chosen (indices in the hand), in tap order
	sent  bool     // a move went out; the next update is on its way
	moves moves    // the legal moves of update seq
}

// position tells one update's position from another's, for the same seat
// of the same game.
type position struct {
	seq    int
	seat   games.Seat
	commit string
	legal  int
}

func positionOf(u table.Update) position {
	return position{seq: u.Seq, seat: u.Seat, commit: u.Commit, legal: len(u.Legal)}
}

// turn is one render's facts about the update.
type turn struct {
	u       table.Update
	v       lifeislife.View
	mine    bool // the player may move now
	playing bool // the player holds a hand in this round
	hint    lifeislife.Move
	hinted  bool         // hint is a legal move proposed to the player
	marked  map[int]bool // the hand cards that lay the hint
}

func (c *board) Render() app.UI {
	u := c.U
	if at := positionOf(u); !c.seen || at != c.at {
		c.at, c.seen, c.row, c.sel, c.sent = at, true, 0, nil, false
		c.moves = movesOf(u)
	}
	var v lifeislife.View
	if err := kit.DecodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if u.Over {
		return endDetails(u, v)
	}
	me := int(u.Seat)
	tu := turn{u: u, v: v, mine: kit.Mine(u)}
	tu.playing = me >= 0 && me < len(v.Players) && !v.Players[me].Out && v.Hand != nil
	if tu.mine && tu.playing {
		tu.hint, tu.hinted = c.hinted()
		tu.marked = c.markedCards(tu)
	}
	var hand app.UI
	var bar []app.UI
	if tu.playing {
		hand = c.hand(tu)
		bar = c.bar(tu)
	}
	main := []app.UI{
		seats(u, v),
		info(u, v, tu.playing),
		c.display(tu),
	}
	if v.LastRound != nil {
		// The round's end was shown over the table when it came (the
		// app's moments); here it folds under its title, a tap away.
		main = append(main, summary(u, v, v.LastRound, false))
	}
	var t kit.Table = c.t
	if c.Since != nil {
		t = docked{c.t, c.Since}
	}
	return kit.Body("lifeislife", main, kit.Dock(t, c.prompt(tu), hand, bar))
}

// docked is the table as the dock sees it: what it shows above the prompt
// is what the board was given.
type docked struct {
	kit.Table
	since app.UI
}

// Since is what the board was given to show above the prompt.
func (d docked) Since() app.UI { return d.since }

// seats is the strip of every seat: lives, cards, what they did this round.
func seats(u table.Update, v lifeislife.View) app.UI {
	var out []app.UI
	for i, pv := range v.Players {
		var tags []app.UI
		tag := func(class, text string) {
			tags = append(tags, app.Span().Class("lil-tag "+class).Text(text))
		}
		switch {
		case pv.Out:
			tag("out", tr("lil.tag.out", pv.OutRound))
		case i == v.Knocker:
			tag("knock", tr("lil.tag.knocked"))
		case slices.Contains(v.LastTurns, i) && i != v.Turn:
			tag("", tr("lil.tag.once"))
		case pv.Exchanged:
			tag("", tr("lil.tag.exchanged"))
		}
		if !pv.Out && i == v.Starter {
			tag("", tr("lil.tag.starter"))
		}
		out = append(out, kit.Seat(u, i, pv.Out, append([]app.UI{hearts(pv.Lives)}, tags...)...))
	}
	return kit.Seats(tr("lil.players"), out...)
}

// hearts draws lives as a heart and their number, named in words.
func hearts(n int) app.UI {
	return app.Span().Class("lil-lives").Attr("role", "img").Aria("label", tr("lil.lives", n)).Body(
		app.Span().Class("lil-hearts").Aria("hidden", "true").Text("♥"),
		app.Span().Aria("hidden", "true").Text(n),
	)
}

// info is the round's line: round, last turn, variant, cards set aside, and
// for a player, how far their hand is from each sudden-death set.
func info(u table.Update, v lifeislife.View, playing bool) app.UI {
	chips := []app.UI{app.Span().Class("lil-chip lil-round").Text(tr("lil.round", v.Round))}
	if v.Knocker >= 0 {
		chips = append(chips, app.Span().Class("lil-chip lil-knock").Text("✊ "+tr("lil.lastturn", kit.SeatName(u, games.Seat(v.Knocker)))))
	}
	if v.Variant == lifeislife.Advanced {
		chips = append(chips, app.Span().Class("lil-chip").Text(tr("lil.advanced")))
	}
	chips = append(chips, app.Span().Class("lil-chip lil-muted").Text(tr("lil.aside", v.Aside)))
	if playing {
		chips = append(chips, sets(v))
	}
	return app.Div().Class("lil-info").ID(kit.ID("lil-info")).Body(chips...)
}

// sets says how many cards of each sudden-death set the hand holds.
func sets(v lifeislife.View) app.UI {
	have := cardsOf(v.Hand)
	ids := []lifeislife.Species{lifeislife.Rabbit, lifeislife.Pig, lifeislife.Cat}
	if v.Variant == lifeislife.Advanced {
		ids = ids[:2]
	}
	out := []app.UI{app.Span().Class("lil-sets-t").Text(tr("lil.sets"))}
	for _, sp := range ids {
		n, all := have.Count(sp), sp.Value()
		cls := "lil-set"
		if n > 0 && n >= all-1 {
			cls += " near"
		}
		out = append(out, app.Span().Class(cls).Aria("label", tr("lil.set.label", kit.Animal(sp.String()), n, all)).Body(
			kit.Art(sp.String(), ""),
			app.Span().Aria("hidden", "true").Text(tr("lil.set", "", n, all)),
		))
	}
	return app.Span().Class("lil-sets").ID(kit.ID("lil-sets")).Body(out...)
}

// display draws the four rows. On the player's turn each row is a card to
// choose: tapping it chooses it, tapping it again drops it.
func (c *board) display(tu turn) app.UI {
	v := tu.v
	freshRow := 0
	if a := v.Last; a != nil && a.Kind == "exchange" && a.Round == v.Round {
		freshRow = a.Row
	}
	rows := make([]app.UI, 0, len(v.Rows))
	for i, cards := range v.Rows {
		r := i + 1
		cls := "lil-row lil-row-" + strconv.Itoa(r)
		var note app.UI = app.Text("")
		if r == freshRow {
			// Two names for one animation, so that it plays again when the
			// same row is laid twice in a row.
			cls += " lil-fresh-" + strconv.Itoa(tu.u.Seq%2)
			note = app.Span().Class("lil-row-note").Text(tr("lil.row.fresh"))
		}
		if r == c.row {
			cls += " chosen"
			note = app.Span().Class("lil-row-note chosen").Text("✔ " + tr("lil.row.chosen"))
		}
		body := []app.UI{
			app.Span().Class("lil-row-n").Aria("hidden", "true").Text(strconv.Itoa(r)),
			app.Span().Class("lil-row-cards").Body(app.Range(cards).Slice(func(j int) app.UI { return mini(cards[j]) })),
			note,
		}
		if !tu.mine {
			rows = append(rows, app.Div().Class(cls).ID(kit.ID("row-"+strconv.Itoa(r))).
				Aria("label", tr("lil.row.label", r, cardsText(cards))).Attr("role", "group").Body(body...))
			continue
		}
		open := c.moves.rowOpen(r)
		why := ""
		if !open {
			why = tr("lil.why.shut")
		}
		hinted := tu.hinted && tu.hint.Kind == lifeislife.Exchange && tu.hint.Row == r
		rows = append(rows, kit.Card(kit.CardState{
			ID:      "row-" + strconv.Itoa(r),
			Class:   kit.Hinted(cls, hinted),
			Label:   tr("lil.row.take", r, cardsText(cards)),
			Choice:  open,
			Pressed: r == c.row,
			Why:     why,
			Data:    map[string]string{"row": strconv.Itoa(r)},
		}, c.onRow, body...))
	}
	return app.Section().Class("lil-display").ID(kit.ID("lil-display")).Aria("label", tr("lil.display")).Body(rows...)
}

// onRow chooses the row the tapped element stands for.
func (c *board) onRow(ctx app.Context, e app.Event) {
	r, err := strconv.Atoi(kit.Data(ctx, "row"))
	if err == nil {
		c.chooseRow(r)
	}
}

// now decodes the component's update. Event handlers call it rather than
// use what a render saw: go-app keeps the first handler of an element as
// long as its code is the same, with the values it captured then.
func (c *board) now() (lifeislife.View, bool) {
	var v lifeislife.View
	if kit.DecodeView(c.U, &v) != nil || positionOf(c.U) != c.at {
		return v, false
	}
	return v, true
}

// chosen is the multiset of the hand cards chosen so far.
func (c *board) chosen(v lifeislife.View) lifeislife.Cards {
	var names []string
	for _, i := range c.sel {
		if i < len(v.Hand) {
			names = append(names, v.Hand[i])
		}
	}
	return cardsOf(names)
}

// chooseRow picks row r, or drops it when chosen already, keeping the cards
// chosen so far as long as they still fit the row.
func (c *board) chooseRow(r int) {
	v, ok := c.now()
	if !ok || !c.moves.rowOpen(r) {
		return
	}
	if c.row == r {
		c.row, c.sel = 0, nil
		return
	}
	c.row = r
	if len(c.sel) > r {
		c.sel = c.sel[:r]
	}
	for len(c.sel) > 0 && !c.moves.fits(r, c.chosen(v)) {
		c.sel = c.sel[:len(c.sel)-1]
	}
}

// cardWhy says why hand card i may not be tapped now, or "" if it may.
func (c *board) cardWhy(tu turn, i int) string {
	switch {
	case !tu.mine:
		return tr("lil.why.turn")
	case slices.Contains(c.sel, i):
		return ""
	case c.row == 0:
		return tr("lil.why.row")
	case len(c.sel) >= c.row:
		return tr("lil.why.full", c.row, c.row)
	}
	sp, _ := species(tu.v.Hand[i])
	if !c.moves.fits(c.row, c.chosen(tu.v)+lifeislife.CardsOf(sp)) {
		return tr("lil.why.same")
	}
	return ""
}

// hand draws the player's hand as compact cards. On the player's turn,
// once a row is chosen, a card that may be laid is a choice; the others say
// why not when tapped.
func (c *board) hand(tu turn) app.UI {
	v := tu.v
	cards := make([]app.UI, 0, len(v.Hand))
	for i, id := range v.Hand {
		selected := slices.Contains(c.sel, i)
		cls := "lil-card lil-hc sp-" + id
		if !tu.mine {
			cards = append(cards, app.Div().Class(cls).ID(kit.ID("hand-"+strconv.Itoa(i))).
				Aria("label", cardLabel(id)).Attr("role", "img").Body(face(id)...))
			continue
		}
		why := c.cardWhy(tu, i)
		if c.row == 0 {
			// Waiting for a row is no fault of the card: it keeps its colours.
			cls += " lil-wait"
		}
		body := face(id)
		if selected {
			body = append(body, app.Span().Class("lil-lay").Aria("hidden", "true").Text("✔"))
		}
		cards = append(cards, kit.Card(kit.CardState{
			ID:      "hand-" + strconv.Itoa(i),
			Class:   kit.Hinted(cls, tu.marked[i]),
			Label:   cardLabel(id),
			Choice:  why == "",
			Pressed: selected,
			Why:     why,
			Data:    map[string]string{"i": strconv.Itoa(i)},
		}, c.onCard, body...))
	}
	return app.Div().Class("lil-hand").Aria("label", tr("lil.hand")).Attr("role", "group").Body(cards...)
}

// onCard lays or takes back the hand card the tapped element stands for.
func (c *board) onCard(ctx app.Context, e app.Event) {
	i, err := strconv.Atoi(kit.Data(ctx, "i"))
	if err == nil {
		c.toggle(i)
	}
}

// toggle adds hand card i to the cards to lay, if some exchange of the row
// chosen lays it with those chosen already, or takes it back.
func (c *board) toggle(i int) {
	if k := slices.Index(c.sel, i); k >= 0 {
		c.sel = slices.Delete(c.sel, k, k+1)
		return
	}
	v, ok := c.now()
	if !ok || c.row == 0 || len(c.sel) >= c.row || i < 0 || i >= len(v.Hand) {
		return
	}
	sp, known := species(v.Hand[i])
	if known && c.moves.fits(c.row, c.chosen(v)+lifeislife.CardsOf(sp)) {
		c.sel = append(c.sel, i)
	}
}

// ready is the exchange built, if it is a legal move.
func (c *board) ready(v lifeislife.View) json.RawMessage {
	if c.row == 0 || len(c.sel) != c.row {
		return nil
	}
	return c.moves.find(c.row, c.chosen(v))
}

// prompt is the dock's line: what to do now, or whom the table waits for.
func (c *board) prompt(tu turn) string {
	u, v := tu.u, tu.v
	switch {
	case !tu.mine:
		var names []string
		for _, s := range u.ToAct {
			names = append(names, kit.SeatName(u, s))
		}
		switch {
		case len(names) > 0:
			return tr("lil.hint.wait", strings.Join(names, tr("lil.and")))
		case u.Seat >= 0 && !tu.playing:
			return tr("lil.hint.out")
		}
		return tr("lil.hint.watch")
	case c.row == 0 && v.Knocker >= 0:
		return tr("lil.hint.last")
	case c.row == 0 && c.moves.knock != nil:
		return tr("lil.hint.knock")
	case c.row == 0:
		return tr("lil.hint.row")
	case len(c.sel) < c.row:
		return tr("lil.hint.cards", c.row, len(c.sel), c.row)
	case c.ready(v) == nil:
		return tr("lil.hint.same")
	}
	var laid []string
	for _, i := range slices.Sorted(slices.Values(c.sel)) {
		laid = append(laid, v.Hand[i])
	}
	return tr("lil.hint.ready", cardsText(laid), cardsText(v.Rows[c.row-1]))
}

// bar is the action bar: knock (or pass), clear, exchange. Its buttons stay
// where they are all game long, enabled when they may be used: a tap never
// lands on a button that was not there a moment before.
func (c *board) bar(tu turn) []app.UI {
	ready := c.ready(tu.v)
	knock, knockLabel := tr("lil.knock"), tr("lil.knock")
	if tu.v.Knocker >= 0 {
		knock, knockLabel = tr("lil.pass"), tr("lil.pass.label")
	}
	knockWhy := ""
	if tu.mine && c.moves.knock == nil {
		knockWhy = tr("lil.knock.why")
	}
	return []app.UI{
		app.Button().ID(kit.ID("knock")).Class(kit.Hinted("move lil-knock-btn", tu.hinted && tu.hint.Kind == lifeislife.Knock)).Aria("label", knockLabel).Title(knockWhy).
			Disabled(!tu.mine || c.moves.knock == nil || c.sent).DataSet("move", string(c.moves.knock)).
			Text(knock).OnClick(c.send),
		app.Button().ID(kit.ID("clear")).Class("ghost lil-clear").Aria("label", tr("lil.clear.label")).
			Disabled(!tu.mine || c.row == 0).Text("✕ " + tr("lil.clear")).
			OnClick(func(ctx app.Context, e app.Event) { c.row, c.sel = 0, nil }),
		app.Button().ID(kit.ID("exchange")).Class(kit.Hinted("move primary lil-go", tu.hinted && tu.hint.Kind == lifeislife.Exchange)).
			Disabled(!tu.mine || ready == nil || c.sent).DataSet("move", string(ready)).
			Text(tr("lil.exchange")).OnClick(c.send),
	}
}

// send sends the move of the tapped button, once per update.
func (c *board) send(ctx app.Context, e app.Event) {
	raw := kit.Data(ctx, "move")
	if raw == "" || c.sent || c.t == nil {
		return
	}
	c.sent = true
	c.t.Act(ctx, json.RawMessage(raw))
}

// hinted is the move proposed to the player, if it is one of theirs now.
func (c *board) hinted() (lifeislife.Move, bool) {
	if c.Hint == "" {
		return lifeislife.Move{}, false
	}
	m, ok := kit.Decode[lifeislife.Move](engine, json.RawMessage(c.Hint))
	if !ok {
		return m, false
	}
	if m.Kind == lifeislife.Knock {
		return m, c.moves.knock != nil
	}
	for _, e := range c.moves.exch {
		if e.Move == m {
			return m, true
		}
	}
	return m, false
}

// markedCards are the hand cards to tap to lay the proposed exchange: of
// each species it lays, the cards of that species chosen already, then the
// first ones not chosen, as many as it lays.
func (c *board) markedCards(tu turn) map[int]bool {
	if !tu.hinted || tu.hint.Kind != lifeislife.Exchange {
		return nil
	}
	marked := map[int]bool{}
	need := map[lifeislife.Species]int{}
	for _, sp := range tu.hint.Lay.List() {
		need[sp]++
	}
	for _, i := range c.sel {
		if sp, ok := species(tu.v.Hand[i]); ok && need[sp] > 0 {
			marked[i] = true
			need[sp]--
		}
	}
	for i, id := range tu.v.Hand {
		if sp, ok := species(id); ok && need[sp] > 0 && !marked[i] {
			marked[i] = true
			need[sp]--
		}
	}
	return marked
}
