package zooui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// laid draws cards on the table, which cannot be tapped, with one name for
// the group.
func laid(list []string, label, cls string) app.UI {
	return app.Div().Class("zoo-laid "+cls).Aria("label", label).Attr("role", "img").Body(
		app.Range(list).Slice(func(i int) app.UI {
			return app.Div().Class("zoo-card small a-" + list[i]).Body(face(list[i], "", false, false)...)
		}),
	)
}

// felt is the middle of the table: the set to beat and what beats it, a
// help request, or the exchanges before a partner round; anim is the set
// to beat's animation class (see board.laidAnim). Its parts keep
// their places, each empty when unused (the title, the set to beat, what
// beats it, the help request, the trick's count): go-app matches children
// by position, so a trick that ends or a set laid on an empty table then
// changes the parts in place rather than building them again.
func felt(u table.Update, v zoo.View, anim string) app.UI {
	name := func(s int) string { return kit.SeatName(u, games.Seat(s)) }
	var title, top, hint, ask, meta app.UI = app.Text(""), app.Text(""), app.Text(""), app.Text(""), app.Text("")
	if v.Phase == "exchange" {
		title = app.P().Class("zoo-felt-title").Text(tr("zoo.exchange"))
		hint = app.P().Class("zoo-hint").Text(tr("zoo.exchange.how"))
		return feltSection(title, top, hint, ask, meta)
	}
	t := v.Trick
	switch {
	case t.Top == nil && t.Leader == int(u.Seat):
		title = app.P().Class("zoo-felt-title").Text(tr("zoo.lead.you"))
	case t.Top == nil && t.Leader >= 0:
		title = app.P().Class("zoo-felt-title").Text(tr("zoo.lead", name(t.Leader)))
	case t.Top != nil:
		set := listSetText(t.Top.Cards, t.Top.As)
		text := tr("zoo.tobeat", set, name(t.Top.By))
		if t.Top.Helper >= 0 {
			text = tr("zoo.tobeat.help", set, name(t.Top.By), name(t.Top.Helper))
		}
		title = app.P().Class("zoo-felt-title").Text(text)
		top = laid(t.Top.Cards, set, "zoo-top "+anim)
		if a, ok := zoo.ParseAnimal(t.Top.As); ok {
			hint = app.P().Class("zoo-hint").ID(kit.ID("zoo-hint")).Body(
				app.Span().Text(tr("zoo.beatwith")),
				kit.Faces(beaterFaces(a, len(t.Top.Cards))),
				app.Span().Class("zoo-joker").Text(" "+tr("zoo.beatwith.jok")),
			)
		}
	}
	if v.Ask != nil {
		ask = app.Div().Class("zoo-ask").ID(kit.ID("zoo-ask-laid")).Body(
			app.P().Text(tr("zoo.ask", name(v.Ask.Junior), name(v.Ask.Senior))),
			laid(v.Ask.Cards, listText(v.Ask.Cards), "zoo-asked"),
		)
	}
	var parts []string
	if t.Cards > 0 {
		parts = append(parts, tr("zoo.trick.cards", t.Cards))
	}
	if len(t.Passed) > 0 {
		var names []string
		for _, s := range t.Passed {
			names = append(names, name(s))
		}
		parts = append(parts, tr("zoo.trick.passed", strings.Join(names, ", ")))
	}
	if len(parts) > 0 {
		meta = app.P().Class("zoo-meta").Text(strings.Join(parts, " · "))
	}
	return feltSection(title, top, hint, ask, meta)
}

// feltSection is the felt's section with its parts in their places.
func feltSection(title, top, hint, ask, meta app.UI) app.UI {
	return app.Section().Class("zoo-felt").ID(kit.ID("zoo-felt")).Aria("label", tr("zoo.table")).Body(title, top, hint, ask, meta)
}

// team reminds the player of the partner round: the team, the cards
// exchanged or set aside.
func team(u table.Update, v zoo.View) app.UI {
	if v.Seat < 0 || v.Seat >= len(v.Seats) {
		return app.Text("")
	}
	me := v.Seats[v.Seat]
	var lines []string
	switch me.Role {
	case "senior", "junior":
		p := me.Partner
		lines = append(lines, tr("zoo.team", tr("zoo.role."+me.Role), kit.SeatName(u, games.Seat(p)), tr("zoo.role."+v.Seats[p].Role)))
	case "alone":
		lines = append(lines, tr("zoo.team.alone"))
	default:
		return app.Text("")
	}
	if x := v.Exchange; x != nil {
		if len(x.Gave) > 0 {
			lines = append(lines, tr("zoo.gave", listText(x.Gave)))
		}
		if len(x.Got) > 0 {
			lines = append(lines, tr("zoo.got", listText(x.Got)))
		}
	}
	if len(v.Aside) > 0 {
		lines = append(lines, tr("zoo.myaside", listText(v.Aside)))
	}
	return app.Section().Class("zoo-team").ID(kit.ID("zoo-team")).Body(
		app.Range(lines).Slice(func(i int) app.UI { return app.P().Text(lines[i]) }),
	)
}

// chart is the chart printed in each card's bubble, from the engine, as
// the table shows it on demand.
func chart() app.UI {
	return app.Section().Class("zoo-chart").ID(kit.ID("zoo-chart")).Body(
		app.H2().Text(tr("zoo.chart")),
		app.P().Class("small").Text(tr("zoo.chart.head")),
		chartList(),
	)
}

// chartList draws the chart of who beats whom, from the engine
// (zoo.BeatenBy, which zoo.Beats answers): each animal, an arrow, and the
// animals that beat it. Each row's animal has its id in data-animal, each
// of those that beat it in data-beater.
func chartList() app.UI {
	chip := func(a zoo.Animal, strong bool) app.HTMLSpan {
		id := a.String()
		var text app.UI = app.Span().Text(kit.Animal(id))
		if strong {
			text = app.Strong().Text(kit.Animal(id))
		}
		return app.Span().Class("zoo-chip a-"+id).Body(kit.Art(id, ""), text)
	}
	var rows []app.UI
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		// The arrow reads "is beaten by"; the chameleon, never played
		// alone, gets a note instead.
		by := []app.UI{app.Span().Class("zoo-arrow").Aria("hidden", "true").Text("←")}
		for _, b := range zoo.BeatenBy(a) {
			by = append(by, chip(b, false).DataSet("beater", b.String()))
		}
		switch {
		case a == zoo.Chameleon:
			by = []app.UI{app.Span().Class("muted").Text(tr("zoo.chart.never"))}
		case len(by) == 1:
			by = append(by, app.Span().Class("muted").Text(tr("zoo.chart.nobody")))
		}
		rows = append(rows, app.Div().Class("zoo-chart-row").Body(
			app.Dt().DataSet("animal", a.String()).Body(chip(a, true)),
			app.Dd().Body(by...),
		))
	}
	return app.Dl().Body(rows...)
}
