package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/games/animalement"
)

// renderEnd explains the scoring: the card that stopped the game, who is
// out for having the least money, and how each score is made.
func (c *avBoard) renderEnd(v animalement.View) app.UI {
	u := c.U
	f := v.Final
	if f == nil {
		return app.Text("")
	}
	var notes []app.UI
	if v.Card != "" {
		notes = append(notes, app.Div().Class("av-end-stop").Body(
			avMiniCards([]string{v.Card}, avName(v.Card), ""),
			app.P().Text(tr("av.end.stop", avThe(v.Card))),
		))
	}
	if f.AllOut {
		notes = append(notes, app.P().Class("av-end-note").Text(tr("av.end.allout", f.Poorest)))
	} else {
		var out []string
		for i, s := range f.Seats {
			if s.Out {
				out = append(out, seatName(u, gamesSeat(i)))
			}
		}
		key := "av.end.poorest1"
		if len(out) > 1 {
			key = "av.end.poorestN"
		}
		notes = append(notes, app.P().Class("av-end-note").Text(tr(key, f.Poorest, avList(out))))
	}
	switch f.Tie {
	case animalement.TieMoney:
		notes = append(notes, app.P().Class("av-end-note").Text(tr("av.end.tie.money")))
	case animalement.TieShared:
		notes = append(notes, app.P().Class("av-end-note").Text(tr("av.end.tie.share")))
	}

	// Winners first, then by score; the players out last.
	order := make([]int, len(f.Seats))
	for i := range order {
		order[i] = i
	}
	rank := func(i int) (int, float64, int) {
		s := f.Seats[i]
		g := 1
		switch {
		case s.Winner:
			g = 0
		case s.Out:
			g = 2
		}
		return g, -s.Score, -s.Money
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0; j-- {
			ga, sa, ma := rank(order[j])
			gb, sb, mb := rank(order[j-1])
			if ga < gb || (ga == gb && (sa < sb || (sa == sb && ma < mb))) {
				order[j], order[j-1] = order[j-1], order[j]
			} else {
				break
			}
		}
	}
	cards := make([]app.UI, 0, len(order))
	for _, i := range order {
		cards = append(cards, c.renderEndSeat(v, i))
	}
	return app.Section().Class("av-end").ID("av-end").Body(
		app.H2().Text(tr("av.end.title")),
		app.Div().Class("av-end-notes").Body(notes...),
		app.Ul().Class("av-end-seats").Body(cards...),
	)
}

func (c *avBoard) renderEndSeat(v animalement.View, i int) app.UI {
	u := c.U
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
	name := seatName(u, gamesSeat(i))
	steps := make([]app.UI, 0, len(s.Steps))
	for _, st := range s.Steps {
		steps = append(steps, app.Li().Text(avStep(st)))
	}
	return app.Li().Class(cls).ID("end-seat-"+strconv.Itoa(i)).Body(
		app.Div().Class("av-seat-head").Body(
			app.Span().Class("name").Text(name),
			verdict,
		),
		app.Div().Class("av-end-figures").Body(
			app.Span().Body(app.Span().Class("av-coin").Aria("hidden", "true"), app.Text(tr("av.end.money", s.Money))),
			app.Strong().Class("av-end-score").Text(tr("av.end.score", formatScore(s.Score))),
		),
		avMiniCards(sv.Animals, tr("av.coll"), ""),
		app.If(len(sv.Lost) > 0, func() app.UI {
			return app.Div().Class("av-lost small").Body(
				app.Span().Class("muted").Text(tr("av.lost")),
				avMiniCards(sv.Lost, tr("av.lost"), "av-gone"),
			)
		}),
		app.Ol().Class("av-steps small").Aria("label", tr("av.end.how", name)).Body(steps...),
	)
}

// avStep writes one line of a score computation.
func avStep(st animalement.Step) string {
	val := formatScore(st.Value)
	card := ""
	if len(st.Cards) > 0 {
		card = animalWord(st.Cards[0])
	}
	switch st.Kind {
	case animalement.StepSum:
		if len(st.Cards) == 0 {
			return tr("av.end.sum0")
		}
		if len(st.Cards) == 1 {
			return tr("av.end.sum1", avEffect(st.Cards[0]))
		}
		parts := make([]string, len(st.Cards))
		for i, id := range st.Cards {
			parts[i] = avEffect(id)
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

// avList joins names: "A, B et C".
func avList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + tr("play.and") + names[len(names)-1]
}
