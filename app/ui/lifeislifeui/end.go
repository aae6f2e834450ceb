package lifeislifeui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/lifeislife"
)

// Standings are the end screen's rows in the engine's final order: the
// last player with lives first, then the later a player went out, the
// better; each eliminated player says in which round.
func Standings(u table.Update) []kit.Standing {
	var v lifeislife.View
	if kit.DecodeView(u, &v) != nil || len(v.Standings) == 0 {
		return kit.DefaultStandings(u)
	}
	out := make([]kit.Standing, 0, len(v.Standings))
	for _, s := range v.Standings {
		row := kit.Standing{Seat: games.Seat(s.Seat), Score: strconv.Itoa(s.Lives), Winner: s.Seat == v.Winner}
		if s.Lives == 0 {
			row.Note = tr("lil.end.out", s.OutRound)
		}
		out = append(out, row)
	}
	return out
}

// endDetails is the end screen's own part, below the standings: why the
// winner won, and how the last round went.
func endDetails(u table.Update, v lifeislife.View) app.UI {
	rounds := v.Round
	if v.LastRound != nil {
		rounds = v.LastRound.Round
	}
	shared := false
	for i := 1; i < len(v.Standings); i++ {
		if v.Standings[i].Place == v.Standings[i-1].Place {
			shared = true
		}
	}
	return kit.Static(app.Div().Class("board lifeislife lil-end").Body(
		app.If(v.Winner >= 0, func() app.UI {
			return app.P().Class("lil-end-why").ID(kit.ID("lil-end-why")).Text(tr("lil.end.why", kit.SeatName(u, games.Seat(v.Winner)), rounds))
		}),
		app.If(shared, func() app.UI { return app.P().Class("lil-muted small").Text(tr("lil.end.shared")) }),
		app.If(v.LastRound != nil, func() app.UI { return summary(u, v, v.LastRound, true) }),
	))
}
