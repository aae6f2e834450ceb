package animalementui

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/animalement"
)

// endDetails explains the scoring: the card that stopped the game, who is
// out for having the least money, and how each score is made, the seats in
// the order of the standings.
func endDetails(u table.Update, v animalement.View) app.UI {
	f := v.Final
	if f == nil {
		return app.Text("")
	}
	var notes []app.UI
	if v.Card != "" {
		notes = append(notes, app.Div().Class("av-end-stop").Body(
			miniCards([]string{v.Card}, cardName(v.Card), ""),
			app.P().Text(tr("av.end.stop", the(v.Card))),
		))
	}
	if f.AllOut {
		notes = append(notes, app.P().Class("av-end-note").Text(tr("av.end.allout", f.Poorest)))
	} else {
		var out []string
		for i, s := range f.Seats {
			if s.Out {
				out = append(out, kit.SeatName(u, games.Seat(i)))
			}
		}
		key := "av.end.poorest1"
		if len(out) > 1 {
			key = "av.end.poorestN"
		}
		notes = append(notes, app.P().Class("av-end-note").Text(tr(key, f.Poorest, list(out))))
	}
	switch f.Tie {
	case animalement.TieMoney:
		notes = append(notes, app.P().Class("av-end-note").Text(tr("av.end.tie.money")))
	case animalement.TieShared:
		notes = append(notes, app.P().Class("av-end-note").Text(tr("av.end.tie.share")))
	}
	order := standingOrder(f)
	cards := make([]app.UI, 0, len(order))
	for _, i := range order {
		cards = append(cards, endSeat(u, v, i))
	}
	return kit.Static(app.Section().Class("av-end").ID(kit.ID("av-end")).Body(
		app.H2().Text(tr("av.end.title")),
		app.Div().Class("av-end-notes").Body(notes...),
		app.Ul().Class("av-end-seats").Body(cards...),
	))
}

// endSeat is one seat's count: money left, score, animals and how the
// score is made.
func endSeat(u table.Update, v animalement.View, i int) app.UI {
	s := v.Final.Seats[i]
	sv := v.Seats[i]
	cls := "av-end-seat av-col" + strconv.Itoa(i%5)
	var verdict app.UI = app.Text("")
	switch {
	case s.Winner:
		cls += " winner"
		verdict = app.Span().Class("av-tag av-tag-win").Text("★ " + tr("av.end.win"))
	case s.Out:
		cls += " out"
		verdict = app.Span().Class("av-tag av-tag-poor").Text("✗ " + tr("av.end.out"))
	}
	name := kit.SeatName(u, games.Seat(i))
	steps := make([]app.UI, 0, len(s.Steps))
	for _, st := range s.Steps {
		steps = append(steps, app.Li().Text(stepText(st)))
	}
	return app.Li().Class(cls).ID(kit.ID("end-seat-"+strconv.Itoa(i))).Body(
		app.Div().Class("av-seat-head").Body(
			app.Span().Class("name").Text(name),
			verdict,
		),
		app.Div().Class("av-end-figures").Body(
			app.Span().Body(app.Span().Class("av-coin").Aria("hidden", "true"), app.Text(tr("av.end.money", s.Money))),
			app.Strong().Class("av-end-score").Text(tr("av.end.score", kit.FormatScore(s.Score))),
		),
		miniCards(sv.Animals, tr("av.coll"), ""),
		app.If(len(sv.Lost) > 0, func() app.UI {
			return app.Div().Class("av-lost small").Body(
				app.Span().Class("muted").Text(tr("av.lost")),
				miniCards(sv.Lost, tr("av.lost"), "av-gone"),
			)
		}),
		app.Ol().Class("av-steps small").Aria("label", tr("av.end.how", name)).Body(steps...),
	)
}

// stepText writes one line of a score computation.
func stepText(st animalement.Step) string {
	val := kit.FormatScore(st.Value)
	card := ""
	if len(st.Cards) > 0 {
		card = kit.Animal(st.Cards[0])
	}
	switch st.Kind {
	case animalement.StepSum:
		if len(st.Cards) == 0 {
			return tr("av.end.sum0")
		}
		if len(st.Cards) == 1 {
			return tr("av.end.sum1", effect(st.Cards[0]))
		}
		parts := make([]string, len(st.Cards))
		for i, id := range st.Cards {
			parts[i] = effect(id)
		}
		return tr("av.end.sum", strings.Join(parts, " + "), val)
	case animalement.StepMinus5:
		return tr("av.end.minus5", card, val)
	case animalement.StepDouble:
		return tr("av.end.double", card, val)
	case animalement.StepHalf:
		return tr("av.end.half", card, val)
	}
	return st.Kind + " " + val
}

// list joins names: "A, B et C".
func list(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + tr("av.and") + names[len(names)-1]
}

// standingOrder is the seats in the order of the end table: the winners
// first, then the others by score and money, those out for having the
// least money last.
func standingOrder(f *animalement.Final) []int {
	order := make([]int, len(f.Seats))
	for i := range order {
		order[i] = i
	}
	group := func(s animalement.FinalSeat) int {
		switch {
		case s.Winner:
			return 0
		case s.Out:
			return 2
		}
		return 1
	}
	slices.SortStableFunc(order, func(a, b int) int {
		sa, sb := f.Seats[a], f.Seats[b]
		return cmp.Or(
			cmp.Compare(group(sa), group(sb)),
			cmp.Compare(sb.Score, sa.Score),
			cmp.Compare(sb.Money, sa.Money),
		)
	})
	return order
}

// Standings is the end table (see kit.Game.Standings): the winners first,
// then by score and money, the players out for having the least money
// last and marked so, whatever their score.
func Standings(u table.Update) []kit.Standing {
	var v animalement.View
	if kit.DecodeView(u, &v) != nil || v.Final == nil {
		return kit.DefaultStandings(u)
	}
	rows := make([]kit.Standing, 0, len(v.Final.Seats))
	for _, i := range standingOrder(v.Final) {
		s := v.Final.Seats[i]
		row := kit.Standing{Seat: games.Seat(i), Score: kit.FormatScore(s.Score), Winner: s.Winner}
		if s.Out {
			row.Note = tr("av.end.out")
		}
		rows = append(rows, row)
	}
	return rows
}
