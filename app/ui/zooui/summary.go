package zooui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// roundEnd is the summary of the round that has just ended (see
// kit.Game.RoundEnd).
func roundEnd(u table.Update) app.UI {
	var v zoo.View
	if kit.DecodeView(u, &v) != nil || v.LastRound == nil {
		return nil
	}
	return app.Section().Class("zoo zoo-summary").Body(summary(u, v.LastRound))
}

// summary shows how a round scored, seat by seat, in finishing order.
func summary(u table.Update, r *zoo.RoundView) app.UI {
	name := func(s int) string { return kit.SeatName(u, games.Seat(s)) }
	var notes []string
	for _, rs := range r.Seats {
		if len(rs.Left) > 0 {
			notes = append(notes, tr("zoo.sum.left", name(rs.Seat), listText(rs.Left)))
		}
		if len(rs.Aside) > 0 {
			notes = append(notes, tr("zoo.sum.aside", name(rs.Seat), listText(rs.Aside)))
		}
	}
	if len(r.Table) > 0 {
		notes = append(notes, tr("zoo.sum.table", listText(r.Table)))
	}
	switch {
	case !r.Animals && len(r.Seats) == 3:
		notes = append(notes, tr("zoo.sum.noanim3"))
	case !r.Animals:
		notes = append(notes, tr("zoo.sum.noanim"))
	}
	order := finishOrder(r)
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
				why := breakdown(u, r, rs)
				return app.Tr().Body(
					app.Td().Body(app.Strong().Text(ordinal(rs.Place)+" "), app.Text(name(rs.Seat))),
					app.Td().Class("small").Body(app.Range(why).Slice(func(j int) app.UI {
						return app.Span().Class("zoo-why").Text(why[j])
					})),
					app.Td().Class("num").Text(signed(rs.Points)),
					app.Td().Class("num").Text(itoa(rs.Total)),
				)
			})),
		),
		app.Range(notes).Slice(func(i int) app.UI { return app.P().Class("small").Text(notes[i]) }),
	)
}

// finishOrder lists the seats of a round by finishing place, the last
// player (no place) last.
func finishOrder(r *zoo.RoundView) []int {
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
	return order
}

// signed writes a round's points with their sign.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + itoa(n)
	case n < 0:
		return "−" + itoa(-n)
	}
	return "0"
}

// breakdown explains one seat's points for the round.
func breakdown(u table.Update, r *zoo.RoundView, rs zoo.RoundSeatView) []string {
	out := []string{tr("zoo.sum.pp", signed(rs.PlacePoints))}
	switch rs.Role {
	case "senior", "junior":
		if p := rs.Partner; p >= 0 && p < len(r.Seats) {
			ps := r.Seats[p]
			out = append(out, tr("zoo.sum.partner", kit.SeatName(u, games.Seat(p)), ordinal(ps.Place), signed(ps.PlacePoints)))
		}
	case "alone":
		out = append(out, tr("zoo.sum.alone"))
	}
	if r.Animals {
		switch {
		case rs.LionBonus > 0:
			out = append(out, tr("zoo.sum.lions", rs.Lions, signed(rs.LionBonus)))
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
