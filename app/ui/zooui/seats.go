package zooui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// seats is the strip of every seat as a compact chip: cards in hand,
// points, standing, what the seat is doing, its role in a partner round,
// and what it collected when lions and hedgehogs count. The chips wrap
// onto more lines rather than hide a seat.
func seats(u table.Update, v zoo.View) app.UI {
	chips := make([]app.UI, 0, len(v.Seats))
	for i, sv := range v.Seats {
		state := seatState(v, i)
		role := ""
		switch sv.Role {
		case "senior", "junior":
			role = tr("zoo.role.with", tr("zoo.role."+sv.Role), kit.SeatName(u, games.Seat(sv.Partner)))
		case "alone":
			role = tr("zoo.role.alone")
		}
		animals := v.Scoring != "places" && sv.Collected > 0
		chips = append(chips, kit.Seat(u, i, false,
			app.Div().Class("zoo-seat-line").Body(
				app.Span().Class("zoo-count").Title(tr("zoo.cards", sv.Cards)).Aria("label", tr("zoo.cards", sv.Cards)).Body(
					app.Span().Class("zoo-back").Aria("hidden", "true"),
					app.Span().Aria("hidden", "true").Text(itoa(sv.Cards)),
				),
				app.Span().Class("zoo-total").Text(tr("zoo.points", sv.Total)),
				app.If(sv.Rank > 0, func() app.UI {
					return app.Span().Class("zoo-rank").Title(tr("zoo.rank", ordinal(sv.Rank))).Text(ordinal(sv.Rank))
				}),
			),
			app.If(state != "", func() app.UI { return app.Div().Class("zoo-state").Text(state) }),
			app.If(role != "", func() app.UI { return app.Div().Class("zoo-role").Text(role) }),
			app.If(animals, func() app.UI {
				return app.Div().Class("zoo-got").Body(
					app.Span().Text(tr("zoo.collected", sv.Collected)),
					kit.Faces([]kit.Face{
						{Art: "lion", Text: itoa(sv.Lions), Label: kit.Animals("lion", sv.Lions)},
						{Art: "hedgehog", Text: itoa(sv.Hedgehogs), Label: kit.Animals("hedgehog", sv.Hedgehogs)},
					}),
				)
			}),
			app.If(len(sv.Shown) > 0, func() app.UI { return app.Div().Class("zoo-shown").Text(tr("zoo.shows", listText(sv.Shown))) }),
			app.If(sv.Aside > 0, func() app.UI { return app.Div().Class("zoo-aside").Text(tr("zoo.aside.n", sv.Aside)) }),
		))
	}
	return kit.Seats(tr("zoo.seats"), chips...)
}

// seatState says in words what a seat is doing, so nothing is said by
// colour alone.
func seatState(v zoo.View, i int) string {
	sv := v.Seats[i]
	acting := false
	for _, s := range v.ToAct {
		acting = acting || s == i
	}
	switch {
	case sv.Place > 0:
		return tr("zoo.st.done", ordinal(sv.Place))
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
		return ""
	case v.Trick.Top != nil && v.Trick.Top.By == i:
		return tr("zoo.st.top")
	case sv.Passed:
		return tr("zoo.st.passed")
	}
	return ""
}
