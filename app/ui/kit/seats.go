package kit

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// Seats is the strip of every seat at the table. It wraps onto a second
// line rather than hide a seat off screen.
func Seats(label string, seats ...app.UI) app.UI {
	return app.Ul().Class("kit-seats seats-bar").Aria("label", label).Body(seats...)
}

// Seat is one seat of the strip: its name, marked when it is the player's
// own or when it may move now, then whatever the game says of it.
func Seat(u table.Update, seat int, out bool, body ...app.UI) app.UI {
	cls := "kit-seat seat"
	acting := false
	for _, a := range u.ToAct {
		if int(a) == seat {
			acting = true
		}
	}
	if acting && !u.Over {
		cls += " acting"
	}
	if int(u.Seat) == seat {
		cls += " me"
	}
	if out {
		cls += " out"
	}
	name := SeatName(u, games.Seat(seat))
	return app.Li().Class(cls).ID(ID("seat-"+strconv.Itoa(seat))).Body(
		app.Div().Class("kit-seat-name").Body(
			app.Span().Class("name").Text(name),
			app.If(int(u.Seat) == seat, func() app.UI { return app.Span().Class("kit-tag").Text(tr("kit.you")) }),
			app.If(acting && !u.Over, func() app.UI { return app.Span().Class("kit-tag kit-acting").Text(tr("kit.turn")) }),
		),
		app.Div().Class("kit-seat-body").Body(body...),
	)
}
