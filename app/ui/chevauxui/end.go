package chevauxui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// The view's endings (chevaux.View.End).
const (
	endAllCards = "all-cards"
	endTime     = "time"
)

// endWhy says why the game ended as it did: one player took every card,
// the time ran out, or the battles did and the most cards won, perhaps
// shared.
func endWhy(u table.Update, v chevaux.View) app.UI {
	var why string
	switch {
	case v.End == endAllCards && len(v.Winners) == 1:
		why = tr("ch.end.all", kit.SeatName(u, games.Seat(v.Winners[0])))
	case v.End == endTime:
		why = tr("ch.end.time")
	default:
		why = tr("ch.end.limit", v.Battles)
	}
	if len(v.Winners) > 1 {
		why += " " + tr("ch.end.shared")
	}
	return app.P().Class("ch-end-why").ID(kit.ID("ch-end-why")).Text(why)
}

// standings are the end screen's rows: the most cards first, the players
// who lost every card marked out.
func standings(u table.Update) []kit.Standing {
	rows := kit.DefaultStandings(u)
	var v chevaux.View
	if kit.DecodeView(u, &v) != nil {
		return rows
	}
	for i, r := range rows {
		if s := int(r.Seat); s < len(v.Seats) && v.Seats[s].Out {
			rows[i].Note = tr("ch.out")
		}
	}
	return rows
}
