package ui

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games/lifeislife"
)

func init() {
	boards["lifeislife"] = lilBoard
	describers["lifeislife"] = lilDescribe
	for k, v := range lilTexts {
		texts[k] = v
	}
}

// lilMove is a Life is Life move as the wire carries it.
type lilMove struct {
	K   string `json:"k"`
	Row int    `json:"row,omitempty"`
	Lay string `json:"lay,omitempty"`
}

// lilCount is a multiset of cards: how many of each species.
type lilCount = [lifeislife.NumSpecies]int

// lilExchange is one legal exchange and its JSON, to send as it is.
type lilExchange struct {
	row int
	lay lilCount
	raw json.RawMessage
}

// lilLegal sorts the legal moves of an update.
type lilLegal struct {
	knock json.RawMessage
	exch  []lilExchange
}

func lilMoves(u table.Update) (l lilLegal) {
	for _, raw := range u.Legal {
		var m lilMove
		if json.Unmarshal(raw, &m) != nil {
			continue
		}
		switch m.K {
		case "knock":
			l.knock = raw
		case "exchange":
			var names []string
			if m.Lay != "" {
				names = strings.Split(m.Lay, ",")
			}
			l.exch = append(l.exch, lilExchange{row: m.Row, lay: lilCounts(names), raw: raw})
		}
	}
	return l
}

// rowOpen says whether some exchange takes row r.
func (l lilLegal) rowOpen(r int) bool {
	for _, e := range l.exch {
		if e.row == r {
			return true
		}
	}
	return false
}

// fits says whether some exchange of row r lays at least the cards c.
func (l lilLegal) fits(r int, c lilCount) bool {
	for _, e := range l.exch {
		if e.row != r {
			continue
		}
		ok := true
		for sp := range c {
			if c[sp] > e.lay[sp] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// find returns the exchange of row r laying exactly c.
func (l lilLegal) find(r int, c lilCount) json.RawMessage {
	for _, e := range l.exch {
		if e.row == r && e.lay == c {
			return e.raw
		}
	}
	return nil
}

// lilBoard draws the Life is Life table for one update.
func lilBoard(p *playPage, u table.Update) app.UI {
	return &lilTable{U: u, Lang: lang, page: p}
}

// lilTable is the Life is Life table. It keeps the exchange being built
// (the row chosen and the hand cards tapped) until the game moves on.
type lilTable struct {
	app.Compo
	U    table.Update
	Lang Lang

	page *playPage
	seq  int
	row  int   // the row chosen, 1 to 4; 0 for none
	sel  []int // the hand cards chosen (indices in the hand), in tap order
	sent bool  // a move went out; the next update is on its way
}

func (c *lilTable) Render() app.UI {
	u := c.U
	if u.Seq != c.seq {
		c.seq, c.row, c.sel, c.sent = u.Seq, 0, nil, false
	}
	var v lifeislife.View
	if err := decodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if u.Over {
		return lilEnd(u, v)
	}
	legal := lilMoves(u)
	mine := len(u.Legal) > 0
	me := int(u.Seat)
	playing := me >= 0 && me < len(v.Players) && !v.Players[me].Out
	fresh := v.LastRound != nil && v.LastRound.Round == v.Round-1
	if playing {
		fresh = fresh && !v.Players[me].Exchanged
	} else {
		fresh = fresh && (v.Last == nil || v.Last.Round < v.Round)
	}
	return app.Div().Class("board lifeislife").DataSet("seq", u.Seq).Body(
		lilInfo(u, v),
		lilSeats(u, v),
		lilLast(u, v, fresh),
		app.Div().Class("lil-table").Body(
			c.renderDisplay(u, v, legal, mine),
			app.If(v.Hand != nil && playing, func() app.UI { return c.renderHand(v, legal, mine) }),
			app.If(mine, func() app.UI { return c.renderActions(v, legal) }),
		),
		app.If(v.LastRound != nil, func() app.UI { return lilSummary(u, v, v.LastRound, fresh) }),
	)
}

// lilInfo is the round bar: round, last turn, variant, cards set aside.
func lilInfo(u table.Update, v lifeislife.View) app.UI {
	return app.Div().Class("lil-info").Body(
		app.Span().Class("lil-chip lil-round").Text(tr("lil.round", v.Round)),
		app.If(v.Knocker >= 0, func() app.UI {
			return app.Span().Class("lil-chip lil-knock").Body(
				app.Span().Aria("hidden", "true").Text("✊ "),
				app.Text(tr("lil.lastturn", seatName(u, gamesSeat(v.Knocker)))),
			)
		}),
		app.If(v.Variant == lifeislife.Advanced, func() app.UI {
			return app.Span().Class("lil-chip").Text(tr("lil.advanced"))
		}),
		app.Span().Class("lil-chip lil-muted").Text(plural(v.Aside, "lil.aside.one", "lil.aside")),
	)
}

// lilHearts draws lives as hearts beside their number, which says it too.
func lilHearts(n int) app.UI {
	hearts := strings.Repeat("♥", min(n, 7))
	return app.Span().Class("lil-lives").Body(
		app.Span().Class("lil-hearts").Aria("hidden", "true").Text(hearts),
		app.Span().Class("lil-lives-n").Text(plural(n, "lil.life", "lil.lives")),
	)
}

// lilSeats shows every seat: name, lives, cards, what they did this round.
func lilSeats(u table.Update, v lifeislife.View) app.UI {
	return app.Ul().Class("lil-seats").Aria("label", tr("lil.players")).Body(
		app.Range(v.Players).Slice(func(i int) app.UI {
			pv := v.Players[i]
			cls := "lil-seat"
			var tags []app.UI
			tag := func(class, text string) {
				tags = append(tags, app.Span().Class("lil-tag "+class).Text(text))
			}
			if i == int(u.Seat) {
				cls += " me"
				tag("you", tr("lil.tag.you"))
			}
			switch {
			case pv.Out:
				cls += " out"
				tag("out", tr("lil.tag.out", pv.OutRound))
			case i == v.Turn:
				cls += " acting"
				tag("turn", tr("lil.tag.turn"))
			}
			if !pv.Out {
				if i == v.Knocker {
					tag("knock", tr("lil.tag.knocked"))
				} else if slices.Contains(v.LastTurns, i) && i != v.Turn {
					tag("", tr("lil.tag.once"))
				} else if pv.Exchanged {
					tag("", tr("lil.tag.exchanged"))
				}
				if i == v.Starter {
					tag("", tr("lil.tag.starter"))
				}
			}
			return app.Li().Class(cls).ID("lil-seat-"+strconv.Itoa(i)).Body(
				app.Div().Class("lil-seat-head").Body(
					app.Span().Class("name").Text(seatName(u, gamesSeat(i))),
					app.If(!pv.Out, func() app.UI {
						return app.Span().Class("lil-count").Text(plural(pv.Cards, "lil.card", "lil.cards"))
					}),
				),
				app.Div().Class("lil-tags").Body(append([]app.UI{lilHearts(pv.Lives)}, tags...)...),
			)
		}),
	)
}

// lilFace is what a card shows: the animal's picture and name, and its
// value in the corner.
func lilFace(id string) []app.UI {
	return []app.UI{
		app.Span().Class("lil-val").Aria("hidden", "true").Text(lilValue(id)),
		animalArt(id, ""),
		app.Span().Class("lil-name").Aria("hidden", "true").Text(animalWord(id)),
	}
}

// lilCardLabel names a card for screen readers: "girafe, valeur 9".
func lilCardLabel(id string) string { return tr("lil.card.label", animalWord(id), lilValue(id)) }

// lilMini is a small card, as in the display and the summaries.
func lilMini(id string) app.UI {
	return app.Span().Class("lil-card lil-sm sp-" + id).Title(lilCardLabel(id)).Body(lilFace(id)...)
}

// lilMinis is a row of small cards, named as a group.
func lilMinis(names []string) app.UI {
	return app.Span().Class("lil-minis").Aria("label", lilCardsText(names)).Attr("role", "img").Body(
		app.Range(names).Slice(func(i int) app.UI { return lilMini(names[i]) }),
	)
}

// lilLast says what just happened, with the cards that moved; just after a
// round, also the lives it cost.
func lilLast(u table.Update, v lifeislife.View, fresh bool) app.UI {
	a := v.Last
	var body []app.UI
	icon := "▶\uFE0E"
	switch {
	case a == nil:
		body = append(body, app.Text(tr("lil.last.start", v.Round, seatName(u, gamesSeat(v.Starter)))))
	case a.Kind == "exchange":
		icon = "⇄"
		body = append(body,
			app.Span().Text(tr("lil.last.took", seatName(u, gamesSeat(a.Seat)), a.Row)),
			lilMinis(a.Took),
			app.Span().Text(tr("lil.last.laid")),
			lilMinis(a.Laid),
		)
	case a.Kind == "knock":
		icon = "!"
		body = append(body, app.Text(tr("lil.last.knock", seatName(u, gamesSeat(a.Seat)))))
	default:
		icon = "!"
		body = append(body, app.Text(tr("lil.last.pass", seatName(u, gamesSeat(a.Seat)))))
	}
	if a != nil {
		switch a.Outcome {
		case "sudden_death":
			body = append(body, app.Strong().Text(tr("lil.last.sudden")))
		case "scored":
			body = append(body, app.Strong().Text(tr("lil.last.scored")))
		}
		if fresh && v.LastRound != nil {
			body = append(body, lilChanges(u, v.LastRound))
		}
		if a.Round < v.Round {
			body = append(body, app.Span().Class("lil-next").Text(tr("lil.last.start", v.Round, seatName(u, gamesSeat(v.Starter)))))
		}
	}
	return app.P().Class("lil-last").ID("lil-last").Body(
		app.Span().Class("lil-last-icon").Aria("hidden", "true").Text(icon),
		app.Span().Class("lil-last-text").Body(body...),
	)
}

// renderDisplay draws the four rows; on the player's turn each row is a
// button that chooses it.
func (c *lilTable) renderDisplay(u table.Update, v lifeislife.View, legal lilLegal, mine bool) app.UI {
	freshRow := 0
	if a := v.Last; a != nil && a.Kind == "exchange" && a.Round == v.Round {
		freshRow = a.Row
	}
	return app.Section().Class("lil-display").Aria("label", tr("lil.display")).Body(
		app.H2().Text(tr("lil.display")),
		app.Div().Class("lil-rows").Body(
			app.Range(v.Rows).Slice(func(i int) app.UI {
				r := i + 1
				cards := v.Rows[i]
				cls := "lil-row"
				var note app.UI = app.Text("")
				if r == freshRow {
					// Two names for one animation, so that it plays again
					// when the same row is laid twice in a row.
					cls += " lil-fresh-" + strconv.Itoa(u.Seq%2)
					note = app.Span().Class("lil-row-note").Text(tr("lil.row.fresh"))
				}
				if r == c.row {
					cls += " chosen"
					note = app.Span().Class("lil-row-note chosen").Text("✔ " + tr("lil.row.chosen"))
				}
				head := app.Span().Class("lil-row-head").Body(
					app.Span().Class("lil-row-n").Text(tr("lil.row", r)),
					note,
				)
				cardsUI := app.Span().Class("lil-row-cards").Body(
					app.Range(cards).Slice(func(j int) app.UI { return lilMini(cards[j]) }),
				)
				if !mine {
					return app.Div().Class(cls).ID("row-"+strconv.Itoa(r)).Aria("label", tr("lil.row.label", r, lilCardsText(cards))).
						Attr("role", "group").Body(head, cardsUI)
				}
				return app.Button().Class(cls).ID("row-"+strconv.Itoa(r)).
					Aria("label", tr("lil.row.take", r, lilCardsText(cards))).
					Aria("pressed", strconv.FormatBool(r == c.row)).
					Disabled(!legal.rowOpen(r)).
					OnClick(func(ctx app.Context, e app.Event) { c.chooseRow(r) }).
					Body(head, cardsUI)
			}),
		),
	)
}

// chosen returns the cards chosen so far, per species.
func (c *lilTable) chosen(v lifeislife.View) (n lilCount) {
	for _, i := range c.sel {
		if i < len(v.Hand) {
			if sp, ok := lilSpecies(v.Hand[i]); ok {
				n[sp]++
			}
		}
	}
	return n
}

// now decodes the component's update. Event handlers call it rather than
// use what a render saw: go-app keeps the first handler of an element as
// long as its code is the same, with the values it captured then.
func (c *lilTable) now() (lifeislife.View, lilLegal, bool) {
	var v lifeislife.View
	if decodeView(c.U, &v) != nil || c.U.Seq != c.seq {
		return v, lilLegal{}, false
	}
	return v, lilMoves(c.U), true
}

// chooseRow picks row r (or drops it when chosen already), keeping the
// cards chosen so far as long as they still fit the row.
func (c *lilTable) chooseRow(r int) {
	v, legal, ok := c.now()
	if !ok || !legal.rowOpen(r) {
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
	for len(c.sel) > 0 && !legal.fits(r, c.chosen(v)) {
		c.sel = c.sel[:len(c.sel)-1]
	}
}

// renderHand draws the viewer's hand; while a row is chosen on their turn,
// each card is a button that chooses it to lay, or is disabled when it
// cannot be part of any legal exchange of that row.
func (c *lilTable) renderHand(v lifeislife.View, legal lilLegal, mine bool) app.UI {
	picking := mine && c.row > 0
	have := c.chosen(v)
	counts := lilCounts(v.Hand)
	var sets []app.UI
	setSpecies := []string{"rabbit", "pig", "cat"}
	if v.Variant == lifeislife.Advanced {
		setSpecies = setSpecies[:2]
	}
	for _, id := range setSpecies {
		sp, _ := lilSpecies(id)
		n := counts[sp]
		cls := "lil-set"
		if n >= sp.Value()-1 && n > 0 {
			cls += " near"
		}
		sets = append(sets, app.Span().Class(cls).Text(tr("lil.set", animalWord(id), n, sp.Value())))
	}
	return app.Section().Class("lil-hand").Aria("label", tr("lil.hand")).Body(
		app.Div().Class("lil-hand-head").Body(
			app.H2().Text(tr("lil.hand")),
			app.Span().Class("lil-sets").Body(append([]app.UI{app.Span().Class("lil-sets-t").Text(tr("lil.sets"))}, sets...)...),
		),
		app.Div().Class("lil-cards").Body(
			app.Range(v.Hand).Slice(func(i int) app.UI {
				id := v.Hand[i]
				cls := "lil-card lil-lg sp-" + id
				if !picking {
					return app.Div().Class(cls).ID("hand-"+strconv.Itoa(i)).Aria("label", lilCardLabel(id)).Attr("role", "img").Body(lilFace(id)...)
				}
				selected := slices.Contains(c.sel, i)
				enabled := selected
				if !selected && len(c.sel) < c.row {
					next := have
					if sp, ok := lilSpecies(id); ok {
						next[sp]++
					}
					enabled = legal.fits(c.row, next)
				}
				if selected {
					cls += " selected"
				}
				face := lilFace(id)
				if selected {
					face = append(face, app.Span().Class("lil-lay").Aria("hidden", "true").Text("✔"))
				}
				return app.Button().Class(cls).ID("hand-"+strconv.Itoa(i)).
					Aria("label", lilCardLabel(id)).
					Aria("pressed", strconv.FormatBool(selected)).
					Disabled(!enabled).
					OnClick(func(ctx app.Context, e app.Event) { c.toggle(i) }).
					Body(face...)
			}),
		),
	)
}

// toggle adds hand card i to the cards to lay, if some exchange of the
// row chosen lays it with those chosen already, or takes it back.
func (c *lilTable) toggle(i int) {
	if k := slices.Index(c.sel, i); k >= 0 {
		c.sel = slices.Delete(c.sel, k, k+1)
		return
	}
	v, legal, ok := c.now()
	if !ok || c.row == 0 || len(c.sel) >= c.row || i >= len(v.Hand) {
		return
	}
	next := c.chosen(v)
	if sp, ok := lilSpecies(v.Hand[i]); ok {
		next[sp]++
	}
	if legal.fits(c.row, next) {
		c.sel = append(c.sel, i)
	}
}

// exchange sends the exchange built, if it is a legal move.
func (c *lilTable) exchange(ctx app.Context) {
	v, legal, ok := c.now()
	if !ok || c.row == 0 {
		return
	}
	if raw := legal.find(c.row, c.chosen(v)); raw != nil && !c.sent {
		c.sent = true
		c.page.Act(ctx, raw)
	}
}

// knock sends the knock, if it is legal.
func (c *lilTable) knock(ctx app.Context) {
	if _, legal, ok := c.now(); ok && legal.knock != nil && !c.sent {
		c.sent = true
		c.page.Act(ctx, legal.knock)
	}
}

// renderActions is the bar of the player's turn: what to do, the exchange
// to confirm, and the knock.
func (c *lilTable) renderActions(v lifeislife.View, legal lilLegal) app.UI {
	have := c.chosen(v)
	var hint string
	var ready json.RawMessage
	switch {
	case c.row == 0:
		hint = tr("lil.hint.row")
		if v.Knocker >= 0 {
			hint = tr("lil.hint.last")
		} else if legal.knock == nil {
			hint += " " + tr("lil.knock.why")
		}
	case len(c.sel) < c.row:
		hint = tr("lil.hint.cards", c.row, len(c.sel), c.row)
	default:
		ready = legal.find(c.row, have)
		if ready == nil {
			hint = tr("lil.hint.same")
		} else {
			var laid []string
			for _, i := range slices.Sorted(slices.Values(c.sel)) {
				laid = append(laid, v.Hand[i])
			}
			hint = tr("lil.hint.ready", lilCardsText(laid), lilCardsText(v.Rows[c.row-1]))
		}
	}
	knockText := tr("lil.knock")
	switch {
	case v.Knocker >= 0:
		knockText = tr("lil.pass")
	}
	why := ""
	if legal.knock == nil {
		why = tr("lil.knock.why")
	}
	return app.Div().Class("lil-actions").ID("lil-actions").Body(
		app.P().Class("lil-hint").ID("lil-hint").Aria("live", "polite").Text(hint),
		app.Div().Class("lil-buttons").Body(
			app.Button().ID("exchange").Class("primary lil-go").Disabled(ready == nil).Text(tr("lil.exchange")).
				OnClick(func(ctx app.Context, e app.Event) { c.exchange(ctx) }),
			app.If(c.row > 0, func() app.UI {
				return app.Button().ID("clear").Class("ghost").Aria("label", tr("lil.clear.label")).Text(tr("lil.clear")).
					OnClick(func(ctx app.Context, e app.Event) { c.row, c.sel = 0, nil })
			}),
			app.Div().Class("choices lil-choices").Body(
				app.Button().ID("knock").Class("lil-knock-btn").Disabled(legal.knock == nil).
					Title(why).Text(knockText).
					OnClick(func(ctx app.Context, e app.Event) { c.knock(ctx) }),
			),
		),
	)
}

// lilDescribe is the log line of a move; the view adds what was taken
// and how the round ended when the move is the latest.
func lilDescribe(u table.Update, ev table.Event) string {
	name := seatName(u, ev.Seat)
	var m lilMove
	if ev.Move == nil || json.Unmarshal(ev.Move, &m) != nil {
		return name
	}
	var v lifeislife.View
	latest := ev.Seq == u.Seq && decodeView(u, &v) == nil && v.Last != nil && v.Last.Seat == int(ev.Seat)
	var line string
	switch m.K {
	case "exchange":
		var lay []string
		if m.Lay != "" {
			lay = strings.Split(m.Lay, ",")
		}
		if latest {
			line = tr("lil.log.took", name, m.Row, lilCardsText(v.Last.Took), lilCardsText(lay))
		} else {
			line = tr("lil.log.exchange", name, m.Row, lilCardsText(lay))
		}
	default:
		if latest && v.Last.Kind == "pass" {
			line = tr("lil.log.pass", name)
		} else {
			line = tr("lil.log.knock", name)
		}
	}
	if !latest || v.LastRound == nil {
		return line
	}
	rs := v.LastRound
	switch v.Last.Outcome {
	case "sudden_death":
		line += tr("lil.log.sudden", seatName(u, gamesSeat(rs.Trigger)), lilSetsText(rs.Sets))
	case "scored":
		var parts []string
		for _, p := range rs.Played {
			if p < len(rs.Totals) {
				parts = append(parts, tr("lil.pts", seatName(u, gamesSeat(p)), rs.Totals[p]))
			}
		}
		line += tr("lil.log.scored", rs.Round, strings.Join(parts, ", "))
	}
	return line
}
