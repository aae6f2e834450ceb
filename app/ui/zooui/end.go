package zooui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// end is the game's own last word under the end screen's standings: why
// the game stopped, how ties were broken, and how the last round scored.
func end(u table.Update, v zoo.View) app.UI {
	var reached []string
	for i, sv := range v.Seats {
		if sv.Total >= v.Goal {
			reached = append(reached, kit.SeatName(u, games.Seat(i)))
		}
	}
	reason := tr("zoo.end.two", join(reached, "zoo.and"), v.Goal)
	if v.Players == 3 || len(reached) == 1 {
		reason = tr("zoo.end.one", join(reached, "zoo.and"), v.Goal)
	}
	tie := false
	if v.Final != nil {
		st := v.Final.Standings
		for i := 1; i < len(st); i++ {
			tie = tie || st[i].Total == st[i-1].Total
		}
	}
	return kit.Static(app.Section().Class("zoo zoo-end").ID(kit.ID("zoo-end")).Body(
		app.P().Class("zoo-reason").Text(reason),
		app.If(tie, func() app.UI { return app.P().Class("small").Text(tr("zoo.end.tie")) }),
		app.If(v.LastRound != nil, func() app.UI { return summary(u, v.LastRound) }),
	))
}
