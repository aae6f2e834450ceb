package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/zoo"
)

func init() {
	boards["zoo"] = func(p *playPage, u table.Update) app.UI { return &zooTable{P: p, U: u} }
	describers["zoo"] = zooDescribe
	for k, v := range zooTexts {
		texts[k] = v
	}
}

// zooTable is the table of Du grabuge au zoo. It keeps the cards the
// player has tapped so far, until the hand or the legal moves change.
type zooTable struct {
	app.Compo
	P *playPage
	U table.Update

	key    string // seat, hand and legal moves the selection was made on
	sel    []bool // by index in the hand
	closed int    // the last round whose results the player has put away
	chart  bool   // the chart of who beats whom is open
}

// sync drops the selection when the seat, the hand or the legal moves change.
func (z *zooTable) sync(u table.Update, v zoo.View) {
	var b strings.Builder
	b.WriteString(strconv.Itoa(int(u.Seat)) + "|" + strings.Join(v.Hand, ",") + "|")
	for _, raw := range u.Legal {
		b.Write(raw)
		b.WriteByte(';')
	}
	key := b.String()
	if key != z.key || len(z.sel) != len(v.Hand) {
		z.key = key
		z.sel = make([]bool, len(v.Hand))
	}
}

// selected is the multiset of the tapped cards.
func (z *zooTable) selected(hand []string) zoo.Cards {
	var c zoo.Cards
	for i, on := range z.sel {
		if on && i < len(hand) {
			c = c.Plus(zoo.CardsOf(zooAnimalOf[hand[i]], 1))
		}
	}
	return c
}

// zooPicked are the kinds of move built by tapping cards.
func zooPicked(k zoo.Kind) bool {
	switch k {
	case zoo.KindPlay, zoo.KindAsk, zoo.KindComplete, zoo.KindGive, zoo.KindSetAside:
		return true
	}
	return false
}

// now decodes the update and the selection at the time of a tap. Handlers
// read everything through it, never through values captured at render
// time: go-app keeps the first handler an element was given.
func (z *zooTable) now() (zoo.View, []zooMove, zoo.Cards) {
	var v zoo.View
	if decodeView(z.U, &v) != nil {
		return v, nil, 0
	}
	return v, zooMoves(z.U), z.selected(v.Hand)
}

// send makes the legal move of kind k that the selection is (or, for pass
// and refuse, the move of that kind).
func (z *zooTable) send(ctx app.Context, k zoo.Kind) {
	v, moves, sel := z.now()
	for _, mv := range moves {
		if mv.m.Kind != k {
			continue
		}
		if zooPicked(k) && (sel == 0 || mv.m.Cards != sel) {
			continue
		}
		z.act(ctx, mv, v)
		return
	}
}

// zooFits reports whether cards are part of a legal move built by tapping.
func zooFits(moves []zooMove, c zoo.Cards) bool {
	for _, mv := range moves {
		if zooPicked(mv.m.Kind) && mv.m.Cards.Contains(c) {
			return true
		}
	}
	return false
}

// tap chooses or puts back the card at index i. A card that cannot join the
// cards already chosen starts a new choice.
func (z *zooTable) tap(i int) {
	v, moves, sel := z.now()
	if i >= len(v.Hand) || i >= len(z.sel) {
		return
	}
	if z.sel[i] {
		z.sel[i] = false
		return
	}
	card := zoo.CardsOf(zooAnimalOf[v.Hand[i]], 1)
	if zooFits(moves, sel.Plus(card)) {
		z.sel[i] = true
		return
	}
	if zooFits(moves, card) {
		for j := range z.sel {
			z.sel[j] = false
		}
		z.sel[i] = true
	}
}

// act sends one of the legal moves; the results of the last round are put
// away once the player has moved in the next one.
func (z *zooTable) act(ctx app.Context, mv zooMove, v zoo.View) {
	if v.LastRound != nil {
		z.closed = max(z.closed, v.LastRound.Round)
	}
	for i := range z.sel {
		z.sel[i] = false
	}
	z.P.Act(ctx, mv.raw)
}

func (z *zooTable) Render() app.UI {
	u := z.U
	var v zoo.View
	if err := decodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if u.Over {
		return zooEnd(u, v)
	}
	z.sync(u, v)
	moves := zooMoves(u)
	showSummary := v.LastRound != nil && v.LastRound.Round > z.closed
	return app.Div().Class("board zoo").Body(
		z.head(v, showSummary),
		app.If(showSummary, func() app.UI {
			return app.Section().Class("zoo-summary").ID("zoo-summary").Body(
				zooSummary(u, v.LastRound),
				app.Button().ID("zoo-summary-close").Class("ghost").Text(tr("zoo.summary.hide")).
					OnClick(func(ctx app.Context, e app.Event) {
						if v, _, _ := z.now(); v.LastRound != nil {
							z.closed = v.LastRound.Round
						}
					}),
			)
		}),
		app.Div().Class("zoo-main").Body(
			zooSeats(u, v),
			app.Div().Class("zoo-center").Body(
				zooFelt(u, v),
				z.hand(u, v, moves),
				zooTeam(u, v),
				app.If(z.chart, func() app.UI { return zooChart() }),
			),
		),
	)
}

// zooAnim alternates two identical animations so that each change replays it.
func zooAnim(seq int) string {
	if seq%2 == 0 {
		return "zoo-anim-a"
	}
	return "zoo-anim-b"
}

func (z *zooTable) head(v zoo.View, summaryOpen bool) app.UI {
	scoring := map[string]string{"places": "zoo.scoring.places", "places+animals": "zoo.scoring.pa", "teams+animals": "zoo.scoring.ta"}[v.Scoring]
	goal := tr("zoo.goal.two", v.Goal)
	if v.Players == 3 {
		goal = tr("zoo.goal.one", v.Goal)
	}
	chartLabel := tr("zoo.chart")
	if z.chart {
		chartLabel = tr("zoo.chart.hide")
	}
	return app.Div().Class("zoo-head").Body(
		app.P().Class("zoo-round").Body(
			app.Strong().Text(tr("zoo.round", v.Round)),
			app.If(scoring != "", func() app.UI { return app.Span().Class("badge").Text(tr(scoring)) }),
			app.Span().Class("muted small").Text(goal),
		),
		app.Div().Class("zoo-tools").Body(
			app.Button().ID("zoo-chart-toggle").Class("ghost").Aria("expanded", z.chart).Text(chartLabel).
				OnClick(func(ctx app.Context, e app.Event) { z.chart = !z.chart }),
			app.If(v.LastRound != nil && !summaryOpen, func() app.UI {
				return app.Button().ID("zoo-summary-open").Class("ghost").Text(tr("zoo.summary.show", v.LastRound.Round)).
					OnClick(func(ctx app.Context, e app.Event) {
						if v, _, _ := z.now(); v.LastRound != nil {
							z.closed = v.LastRound.Round - 1
						}
					})
			}),
		),
	)
}

// zooSeats shows every seat: cards in hand, points, standing, role, and
// what it is doing in the trick.
func zooSeats(u table.Update, v zoo.View) app.UI {
	acting := map[int]bool{}
	for _, s := range v.ToAct {
		acting[s] = true
	}
	return app.Ul().Class("seats-bar zoo-seats").Aria("label", tr("zoo.table")).Body(
		app.Range(v.Seats).Slice(func(i int) app.UI {
			sv := v.Seats[i]
			cls := "seat zoo-seat"
			if acting[i] {
				cls += " acting"
			}
			if int(u.Seat) == i {
				cls += " me"
			}
			if sv.Place > 0 {
				cls += " out"
			}
			if v.Last != nil && v.Last.Seat == i {
				cls += " just"
			}
			name := seatName(u, games.Seat(i))
			if int(u.Seat) == i {
				name += " (" + tr("zoo.you") + ")"
			}
			var role string
			switch sv.Role {
			case "senior", "junior":
				role = tr("zoo.role.with", tr("zoo.role."+sv.Role), seatName(u, games.Seat(sv.Partner)))
			case "alone":
				role = tr("zoo.role.alone.x")
			}
			var animals []string
			if v.Scoring != "places" {
				if sv.Lions > 0 {
					animals = append(animals, animalLabel("lion", sv.Lions))
				}
				animals = append(animals, animalLabel("hedgehog", sv.Hedgehogs))
			}
			collected := tr("zoo.collected", sv.Collected)
			if len(animals) > 0 {
				collected += " · " + strings.Join(animals, " · ")
			}
			return app.Li().Class(cls).ID("seat-"+strconv.Itoa(i)).Body(
				app.Div().Class("zoo-seat-top").Body(
					app.Span().Class("name").Text(name),
					app.Span().Class("zoo-total").Text(tr("zoo.points", sv.Total)),
				),
				app.Div().Class("zoo-seat-count").Body(
					app.Span().Class("zoo-back").Aria("hidden", "true"),
					app.Span().Class("count").Text(plural(sv.Cards, "zoo.card", "zoo.cards")),
					app.If(sv.Rank > 0, func() app.UI {
						return app.Span().Class("zoo-rank").Title(tr("zoo.rank", zooOrdinal(sv.Rank))).Text(zooOrdinal(sv.Rank))
					}),
				),
				app.If(role != "", func() app.UI { return app.Div().Class("zoo-role small").Text(role) }),
				app.If(zooSeatState(v, i) != "", func() app.UI {
					return app.Div().Class("zoo-state small").Text(zooSeatState(v, i))
				}),
				app.If(sv.Collected > 0, func() app.UI { return app.Div().Class("muted small").Text(collected) }),
				app.If(len(sv.Shown) > 0, func() app.UI {
					return app.Div().Class("small").Text(tr("zoo.shows", zooListText(sv.Shown)))
				}),
				app.If(sv.Aside > 0, func() app.UI { return app.Div().Class("muted small").Text(tr("zoo.aside.n", sv.Aside)) }),
			)
		}),
	)
}

// zooSeatState says in words what a seat is doing, so nothing is said by
// colour alone.
func zooSeatState(v zoo.View, i int) string {
	sv := v.Seats[i]
	acting := false
	for _, s := range v.ToAct {
		acting = acting || s == i
	}
	switch {
	case sv.Place > 0:
		return tr("zoo.st.done", zooOrdinal(sv.Place))
	case v.Ask != nil && v.Ask.Junior == i:
		return tr("zoo.st.asks")
	case v.Ask != nil && v.Ask.Senior == i:
		return tr("zoo.st.helping")
	case v.Phase == "exchange" && acting:
		return tr("zoo.st.choosing")
	case v.Phase == "exchange" && sv.Ready && sv.Role == "alone":
		return tr("zoo.st.aside")
	case v.Phase == "exchange" && sv.Ready:
		return tr("zoo.st.gave")
	case v.Phase == "exchange":
		return tr("zoo.st.waits")
	case acting && v.Trick.Top == nil:
		return tr("zoo.st.leads")
	case acting:
		return tr("zoo.st.playing")
	case v.Trick.Top != nil && v.Trick.Top.By == i:
		return tr("zoo.st.top")
	case sv.Passed:
		return tr("zoo.st.passed")
	}
	return ""
}

// zooCard draws one card: the animal's picture and name.
func zooCard(id string, extra string) []app.UI {
	return []app.UI{
		app.Span().Class("zoo-art").Body(animalArt(id, "")),
		app.Span().Class("zoo-name").Text(animalWord(id)),
		app.If(extra != "", func() app.UI { return app.Span().Class("zoo-tag").Text(extra) }),
	}
}

// zooCards draws cards that cannot be tapped, with an accessible name for
// the whole group.
func zooCards(list []string, label string, cls string) app.UI {
	return app.Div().Class("zoo-cards "+cls).Aria("label", label).Attr("role", "img").Body(
		app.Range(list).Slice(func(i int) app.UI {
			return app.Div().Class("zoo-card small-card a-" + list[i]).Body(zooCard(list[i], "")...)
		}),
	)
}

// zooFelt is the middle of the table: the set to beat, the trick, a help
// request, or the exchanges before a partner round.
func zooFelt(u table.Update, v zoo.View) app.UI {
	last := app.P().Class("zoo-last "+zooAnim(u.Seq)).ID("zoo-last").Aria("live", "polite").Body(
		app.Span().Class("zoo-last-tag").Text(tr("zoo.just")),
		app.Text(zooLastLine(u, v)),
	)
	if v.Phase == "exchange" {
		return app.Section().Class("zoo-felt").ID("zoo-felt").Body(
			last,
			app.H2().Text(tr("zoo.exchange")),
			app.P().Text(tr("zoo.exchange.how")),
		)
	}
	t := v.Trick
	body := []app.UI{last}
	if t.Top == nil {
		if t.Leader == int(u.Seat) {
			body = append(body, app.P().Class("zoo-felt-title").Text(tr("zoo.lead.you")))
		} else {
			body = append(body, app.P().Class("zoo-felt-title").Text(tr("zoo.lead", seatName(u, games.Seat(t.Leader)))))
		}
	} else {
		top := t.Top
		set := zooSetText(top.Cards, top.As)
		title := tr("zoo.tobeat", set, seatName(u, games.Seat(top.By)))
		if top.Helper >= 0 {
			title = tr("zoo.tobeat.help", set, seatName(u, games.Seat(top.By)), seatName(u, games.Seat(top.Helper)))
		}
		beat := tr("zoo.beatwith", strings.Join(zooBeaters(top.As, top.N), tr("zoo.beatwith.or")))
		if top.As != "mosquito" {
			beat += tr("zoo.beatwith.jok")
		}
		body = append(body,
			app.P().Class("zoo-felt-title").Text(title),
			zooCards(top.Cards, set, "zoo-top "+zooAnim(t.Cards)),
			app.P().Class("zoo-hint small").Text(beat),
		)
	}
	if v.Ask != nil {
		body = append(body, app.Div().Class("zoo-ask").ID("zoo-ask-laid").Body(
			app.P().Text(tr("zoo.ask", seatName(u, games.Seat(v.Ask.Junior)), seatName(u, games.Seat(v.Ask.Senior)))),
			zooCards(v.Ask.Cards, zooListText(v.Ask.Cards), "zoo-laid"),
		))
	}
	var meta []string
	if t.Cards > 0 {
		meta = append(meta, plural(t.Cards, "zoo.trick.card", "zoo.trick.cards"))
	}
	if len(t.Passed) > 0 {
		var names []string
		for _, s := range t.Passed {
			names = append(names, seatName(u, games.Seat(s)))
		}
		meta = append(meta, tr("zoo.trick.passed", strings.Join(names, ", ")))
	}
	if len(meta) > 0 {
		body = append(body, app.P().Class("zoo-meta small").Text(strings.Join(meta, " · ")))
	}
	return app.Section().Class("zoo-felt").ID("zoo-felt").Aria("label", tr("zoo.table")).Body(body...)
}

// hand is the player's own cards, tappable when they can make a move, and
// the buttons that send it.
func (z *zooTable) hand(u table.Update, v zoo.View, moves []zooMove) app.UI {
	if u.Seat < 0 {
		return app.Text("")
	}
	sel := z.selected(v.Hand)
	var picks []zooMove
	has := map[zoo.Kind]bool{}
	for _, mv := range moves {
		has[mv.m.Kind] = true
		if zooPicked(mv.m.Kind) {
			picks = append(picks, mv)
		}
	}
	match := func(k zoo.Kind) (zooMove, bool) {
		for _, mv := range picks {
			if mv.m.Kind == k && mv.m.Cards == sel && sel != 0 {
				return mv, true
			}
		}
		return zooMove{}, false
	}
	// joins: the card can be added to the cards chosen; usable: it can be
	// tapped at all (it joins, or starts a new choice).
	joins := func(i int) bool {
		return !z.sel[i] && sel != 0 && zooFits(picks, sel.Plus(zoo.CardsOf(zooAnimalOf[v.Hand[i]], 1)))
	}
	usable := func(i int) bool {
		return z.sel[i] || zooFits(picks, sel.Plus(zoo.CardsOf(zooAnimalOf[v.Hand[i]], 1))) ||
			zooFits(picks, zoo.CardsOf(zooAnimalOf[v.Hand[i]], 1))
	}
	// The cards just received in an exchange are marked while it lasts.
	received := map[string]int{}
	if v.Phase == "exchange" && v.Exchange != nil {
		for _, id := range v.Exchange.Got {
			received[id]++
		}
	}
	partner := ""
	if v.Seat >= 0 && v.Seat < len(v.Seats) {
		partner = seatName(u, games.Seat(v.Seats[v.Seat].Partner))
	}
	var cards []app.UI
	for i, id := range v.Hand {
		tag := ""
		if received[id] > 0 {
			received[id]--
			tag = tr("zoo.received")
		}
		cls := "zoo-card a-" + id
		if len(picks) == 0 {
			cards = append(cards, app.Div().Class(cls).Attr("role", "img").Aria("label", zooCardLabel(id, tag)).Body(zooCard(id, tag)...))
			continue
		}
		on := z.sel[i]
		ok := usable(i)
		if on {
			cls += " sel"
		}
		if !ok {
			cls += " off"
		}
		join := joins(i)
		if join {
			cls += " join"
		}
		cards = append(cards, app.Button().Class(cls).ID("zoo-card-"+strconv.Itoa(i)).
			DataSet("animal", id).DataSet("join", join).Aria("pressed", on).Aria("label", zooCardLabel(id, tag)).Disabled(!ok).
			Body(append(zooCard(id, tag), app.If(on, func() app.UI {
				return app.Span().Class("zoo-check").Aria("hidden", "true").Text("✓")
			}))...).
			OnClick(func(ctx app.Context, e app.Event) { z.tap(i) }, app.EventScope(i)))
	}

	// What to do now, in words.
	var prompt string
	top := v.Trick.Top
	switch {
	case has[zoo.KindGive]:
		prompt = tr("zoo.p.give", partner)
	case has[zoo.KindSetAside]:
		prompt = tr("zoo.p.aside")
	case v.Ask != nil && has[zoo.KindRefuse]:
		prompt = tr("zoo.p.complete", seatName(u, games.Seat(v.Ask.Junior)), zooListText(v.Ask.Cards), zooSetText(top.Cards, top.As))
	case has[zoo.KindPass] && top == nil:
		prompt = tr("zoo.p.cham")
	case has[zoo.KindPlay] && top == nil:
		prompt = tr("zoo.p.lead")
	case has[zoo.KindPass] && top != nil && !has[zoo.KindPlay] && !has[zoo.KindAsk]:
		prompt = tr("zoo.p.beat.none", zooSetText(top.Cards, top.As))
	case has[zoo.KindPass] && top != nil:
		prompt = tr("zoo.p.beat", zooSetText(top.Cards, top.As))
		if has[zoo.KindAsk] {
			prompt += " " + tr("zoo.p.ask", partner)
		}
	}
	var selLine string
	if sel != 0 {
		selLine = tr("zoo.sel", zooCardsText(sel))
		if mv, ok := match(zoo.KindPlay); ok && mv.m.Cards.Count(mv.m.As) != sel.Total() {
			selLine = tr("zoo.sel.as", zooCardsText(sel), animalLabel(mv.m.As.String(), sel.Total()))
		}
		_, play := match(zoo.KindPlay)
		_, ask := match(zoo.KindAsk)
		_, comp := match(zoo.KindComplete)
		_, give := match(zoo.KindGive)
		_, aside := match(zoo.KindSetAside)
		if !play && !ask && !comp && !give && !aside {
			selLine += " " + tr("zoo.sel.more")
		}
	}

	// The buttons: the ones a selection confirms, and the single-tap ones.
	var confirm []app.UI
	button := func(k zoo.Kind, id, idle string, label func(zooMove) string, primary bool) {
		if !has[k] {
			return
		}
		mv, ok := match(k)
		text := idle
		if ok {
			text = label(mv)
		}
		cls := "zoo-confirm"
		if primary {
			cls += " primary"
		}
		confirm = append(confirm, app.Button().ID(id).Class(cls).Text(text).Disabled(!ok).
			OnClick(func(ctx app.Context, e app.Event) { z.send(ctx, k) }, app.EventScope(id)))
	}
	button(zoo.KindPlay, "zoo-play", tr("zoo.btn.play"), func(mv zooMove) string {
		return tr("zoo.btn.play.x", animalLabel(mv.m.As.String(), mv.m.Cards.Total()))
	}, true)
	button(zoo.KindAsk, "zoo-ask", tr("zoo.btn.ask", partner), func(zooMove) string { return tr("zoo.btn.ask", partner) }, false)
	button(zoo.KindComplete, "zoo-complete", tr("zoo.btn.complete"), func(mv zooMove) string {
		n := mv.m.Cards.Total()
		if v.Ask != nil {
			n += len(v.Ask.Cards)
		}
		return tr("zoo.btn.complete.x", animalLabel(mv.m.As.String(), n))
	}, true)
	button(zoo.KindGive, "zoo-give", tr("zoo.btn.give", partner), func(zooMove) string { return tr("zoo.btn.give", partner) }, true)
	button(zoo.KindSetAside, "zoo-aside", tr("zoo.btn.aside"), func(zooMove) string { return tr("zoo.btn.aside") }, true)
	var single []app.UI
	if has[zoo.KindPass] {
		single = append(single, app.Button().ID("zoo-pass").Class("zoo-pass").Text(tr("zoo.btn.pass")).
			OnClick(func(ctx app.Context, e app.Event) { z.send(ctx, zoo.KindPass) }, app.EventScope("pass")))
	}
	if has[zoo.KindRefuse] {
		single = append(single, app.Button().ID("zoo-refuse").Class("zoo-pass").Text(tr("zoo.btn.refuse")).
			OnClick(func(ctx app.Context, e app.Event) { z.send(ctx, zoo.KindRefuse) }, app.EventScope("refuse")))
	}

	title := tr("zoo.hand")
	if len(v.Hand) > 0 {
		title += " · " + plural(len(v.Hand), "zoo.card", "zoo.cards")
	}
	mine := len(moves) > 0
	cls := "zoo-hand"
	if mine {
		cls += " mine"
	}
	return app.Section().Class(cls).ID("zoo-hand").Aria("label", tr("zoo.hand")).Body(
		app.H2().Class("zoo-hand-title").Text(title),
		app.If(len(v.Hand) == 0, func() app.UI { return app.P().Class("muted").Text(tr("zoo.hand.empty")) }),
		app.Div().Class("zoo-cards zoo-handcards").Body(cards...),
		app.If(mine, func() app.UI {
			return app.Div().Class("zoo-bar").Body(
				app.If(selLine == "" && prompt != "", func() app.UI { return app.P().Class("zoo-prompt").ID("zoo-prompt").Text(prompt) }),
				app.If(selLine != "", func() app.UI { return app.P().Class("zoo-sel").ID("zoo-sel").Text(selLine) }),
				app.Div().Class("zoo-buttons").Body(
					app.If(len(single) > 0, func() app.UI { return app.Div().Class("choices").Body(single...) }),
					app.Div().Class("zoo-confirms").Body(confirm...),
					app.If(len(picks) > 0, func() app.UI {
						return app.Button().ID("zoo-clear").Class("ghost").Text(tr("zoo.btn.clear")).Disabled(sel == 0).
							OnClick(func(ctx app.Context, e app.Event) {
								for i := range z.sel {
									z.sel[i] = false
								}
							})
					}),
				),
			)
		}),
	)
}

// zooTeam reminds the player of the partner round: the team, the cards
// exchanged or set aside.
func zooTeam(u table.Update, v zoo.View) app.UI {
	if v.Seat < 0 || v.Seat >= len(v.Seats) {
		return app.Text("")
	}
	me := v.Seats[v.Seat]
	var lines []string
	switch me.Role {
	case "senior", "junior":
		p := me.Partner
		lines = append(lines, tr("zoo.team", tr("zoo.role."+me.Role), seatName(u, games.Seat(p)), tr("zoo.role."+v.Seats[p].Role)))
	case "alone":
		lines = append(lines, tr("zoo.team.alone"))
	default:
		return app.Text("")
	}
	if x := v.Exchange; x != nil {
		if len(x.Gave) > 0 {
			lines = append(lines, tr("zoo.gave", zooListText(x.Gave)))
		}
		if len(x.Got) > 0 {
			lines = append(lines, tr("zoo.got", zooListText(x.Got)))
		}
	}
	if len(v.Aside) > 0 {
		lines = append(lines, tr("zoo.myaside", zooListText(v.Aside)))
	}
	return app.Section().Class("zoo-team").ID("zoo-team").Body(
		app.Range(lines).Slice(func(i int) app.UI { return app.P().Text(lines[i]) }),
	)
}

// zooChart is the chart printed in each card's bubble: who beats whom.
func zooChart() app.UI {
	var rows []app.UI
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		id := a.String()
		var beaters []app.UI
		for b := zoo.Whale; b < zoo.Chameleon; b++ {
			if zoo.Beats(b, a) {
				beaters = append(beaters, app.Span().Class("zoo-chip a-"+b.String()).Body(
					animalArt(b.String(), ""), app.Span().Text(animalWord(b.String())),
				))
			}
		}
		switch {
		case a == zoo.Chameleon:
			beaters = []app.UI{app.Span().Class("muted").Text(tr("zoo.chart.never"))}
		case len(beaters) == 0:
			beaters = []app.UI{app.Span().Class("muted").Text(tr("zoo.chart.nobody"))}
		}
		rows = append(rows, app.Div().Class("zoo-chart-row").Body(
			app.Dt().Class("zoo-chip a-"+id).Body(animalArt(id, ""), app.Strong().Text(animalWord(id))),
			app.Dd().Body(beaters...),
		))
	}
	return app.Section().Class("zoo-chart").ID("zoo-chart").Body(
		app.H2().Text(tr("zoo.chart")),
		app.P().Class("small").Text(tr("zoo.chart.head")),
		app.Dl().Body(rows...),
	)
}

// zooSummary shows how a round scored, seat by seat, in finishing order.
func zooSummary(u table.Update, r *zoo.RoundView) app.UI {
	order := make([]int, 0, len(r.Seats))
	for p := 1; p <= len(r.Seats); p++ {
		for i, rs := range r.Seats {
			if rs.Place == p {
				order = append(order, i)
			}
		}
	}
	for i, rs := range r.Seats {
		if rs.Place == 0 {
			order = append(order, i)
		}
	}
	var notes []string
	for _, rs := range r.Seats {
		if len(rs.Left) > 0 {
			notes = append(notes, tr("zoo.sum.left", seatName(u, games.Seat(rs.Seat)), zooListText(rs.Left)))
		}
		if len(rs.Aside) > 0 {
			notes = append(notes, tr("zoo.sum.aside", seatName(u, games.Seat(rs.Seat)), zooListText(rs.Aside)))
		}
	}
	if len(r.Table) > 0 {
		notes = append(notes, tr("zoo.sum.table", zooListText(r.Table)))
	}
	switch {
	case !r.Animals && len(r.Seats) == 3:
		notes = append(notes, tr("zoo.sum.noanim3"))
	case !r.Animals:
		notes = append(notes, tr("zoo.sum.noanim"))
	}
	return app.Div().Class("zoo-sum").Body(
		app.H2().Text(tr("zoo.sum.title", r.Round)),
		app.Table().Class("scores zoo-sum-table").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Text(tr("zoo.sum.player")),
				app.Th().Text(tr("zoo.sum.detail")),
				app.Th().Text(tr("zoo.sum.round")),
				app.Th().Text(tr("zoo.sum.total")),
			)),
			app.TBody().Body(app.Range(order).Slice(func(k int) app.UI {
				rs := r.Seats[order[k]]
				why := zooBreakdown(u, r, rs)
				return app.Tr().Body(
					app.Td().Body(
						app.Strong().Text(zooOrdinal(rs.Place)+" "),
						app.Text(seatName(u, games.Seat(rs.Seat))),
					),
					app.Td().Class("small").Body(app.Range(why).Slice(func(j int) app.UI {
						return app.Span().Class("zoo-why").Text(why[j])
					})),
					app.Td().Class("num").Text(zooSigned(rs.Points)),
					app.Td().Class("num").Text(strconv.Itoa(rs.Total)),
				)
			})),
		),
		app.Range(notes).Slice(func(i int) app.UI { return app.P().Class("small").Text(notes[i]) }),
	)
}

func zooSigned(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// zooBreakdown explains one seat's points for the round.
func zooBreakdown(u table.Update, r *zoo.RoundView, rs zoo.RoundSeatView) []string {
	out := []string{tr("zoo.sum.pp", rs.PlacePoints)}
	switch rs.Role {
	case "senior", "junior":
		if p := rs.Partner; p >= 0 && p < len(r.Seats) {
			ps := r.Seats[p]
			out = append(out, tr("zoo.sum.partner", seatName(u, games.Seat(p)), zooOrdinal(ps.Place), ps.PlacePoints))
		}
	case "alone":
		out = append(out, tr("zoo.sum.alone"))
	}
	if r.Animals {
		switch {
		case rs.LionBonus > 0:
			out = append(out, tr("zoo.sum.lions", rs.Lions, rs.LionBonus))
		case rs.Lions == 1:
			out = append(out, tr("zoo.sum.lion1"))
		}
		if rs.LionPenalty < 0 {
			out = append(out, tr("zoo.sum.lionloss", rs.LionPenalty))
		}
		if rs.NoHedgehog < 0 {
			out = append(out, tr("zoo.sum.nohedge"))
		}
	}
	return out
}

// zooEnd explains the end of the game: who reached the goal, the final
// standings and how the last round scored.
func zooEnd(u table.Update, v zoo.View) app.UI {
	var reached []string
	for i, sv := range v.Seats {
		if sv.Total >= v.Goal {
			reached = append(reached, seatName(u, games.Seat(i)))
		}
	}
	reason := tr("zoo.end.two", zooJoin(reached), v.Goal)
	if v.Players == 3 || len(reached) == 1 {
		reason = tr("zoo.end.one", zooJoin(reached), v.Goal)
	}
	var standings []zoo.Standing
	if v.Final != nil {
		standings = v.Final.Standings
	}
	tie := false
	for i := 1; i < len(standings); i++ {
		tie = tie || standings[i].Total == standings[i-1].Total
	}
	return app.Section().Class("zoo-end").ID("zoo-end").Body(
		app.P().Class("zoo-reason").Text(reason),
		app.H2().Text(tr("zoo.end.stand")),
		app.Ol().Class("zoo-standings").Body(app.Range(standings).Slice(func(i int) app.UI {
			st := standings[i]
			return app.Li().Body(
				app.Span().Class("zoo-rank").Text(zooOrdinal(st.Rank)),
				app.Span().Class("name").Text(seatName(u, games.Seat(st.Seat))),
				app.Span().Class("zoo-total").Text(tr("zoo.points.long", st.Total)),
			)
		})),
		app.If(tie, func() app.UI { return app.P().Class("small").Text(tr("zoo.end.tie")) }),
		app.If(v.LastRound != nil, func() app.UI { return zooSummary(u, v.LastRound) }),
	)
}

// zooJoin lists names: "A, B et C".
func zooJoin(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + tr("play.and") + names[len(names)-1]
}

// zooCardLabel is a card's accessible name: the animal, and its tag.
func zooCardLabel(id, tag string) string {
	if tag == "" {
		return animalWord(id)
	}
	return animalWord(id) + ", " + tag
}
