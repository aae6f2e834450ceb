package kit

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Moment is a pause in the game that waits for the player: the end of a
// round (who scored what and why, lives lost, who is out) drawn in the
// table's place, with one button that lets play go on.
func Moment(body app.UI, onGo app.EventHandler) app.UI {
	return app.Div().Class("kit-moment").ID(ID("moment")).Attr("role", "dialog").Aria("modal", "true").
		Aria("label", tr("kit.moment")).Body(
		app.Div().Class("kit-moment-card").Body(
			body,
			app.Button().ID(ID("moment-go")).Class("primary wide").Text(tr("kit.continue")).OnClick(onGo),
		),
	)
}
