package kit

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
)

// CardState is how a card in the player's hand, or on the table, answers a
// tap.
type CardState struct {
	// ID and Class are the element's own.
	ID, Class string
	// Label names the card for screen readers.
	Label string
	// Choice marks a card the player may choose now.
	Choice bool
	// Pressed marks a chosen card.
	Pressed bool
	// Why says why the card cannot be chosen now; the card is then greyed
	// out, and a tap or focus shows the reason in the dock's prompt line.
	Why string
	// Data are the element's data-* attributes, read by the tap handler
	// (go-app keeps an element's first handler: it must read the card it
	// stands for from the element, not from a captured value).
	Data map[string]string
}

// Card is a card drawn as a button. A card with a reason not to choose it
// stays focusable and says why when tapped; otherwise a tap calls onTap.
func Card(s CardState, onTap app.EventHandler, face ...app.UI) app.HTMLButton {
	cls := "kit-card " + s.Class
	if s.Choice {
		cls += " choice"
	}
	if s.Why != "" {
		cls += " why"
	}
	b := app.Button().Class(cls).Aria("label", s.Label).DataSet("why", s.Why).Body(face...)
	if s.ID != "" {
		b = b.ID(ID(s.ID))
	}
	if s.Pressed {
		b = b.Aria("pressed", "true")
	} else if s.Choice {
		b = b.Aria("pressed", "false")
	}
	if s.Why != "" {
		b = b.Aria("disabled", "true").Title(s.Why)
	}
	for k, v := range s.Data {
		b = b.DataSet(k, v)
	}
	// The scope makes go-app take this handler, not the first one the
	// element had, when one kind of card takes another's place.
	return b.OnClick(func(ctx app.Context, e app.Event) {
		if w := Data(ctx, "why"); w != "" {
			ShowWhy(ctx, w)
			return
		}
		if onTap != nil {
			onTap(ctx, e)
		}
	}, app.EventScope(s.Class)).On("focus", func(ctx app.Context, e app.Event) {
		if w := Data(ctx, "why"); w != "" {
			ShowWhy(ctx, w)
		}
	})
}

// whyShown is how long the reason for a greyed card stays on screen.
const whyShown = 4 * time.Second

// The reason on show belongs to the position it was asked about: the next
// update (a move, a new game) takes it away, even within its seconds.
var (
	why      string
	whyUntil time.Time
	whyAt    string // the position the reason was asked about
	showing  string // the position on screen (see Showing)
)

// Showing tells the kit which position the screen is about to draw, before
// the board: a reason shown for another position is not drawn again.
func Showing(u table.Update) {
	showing = u.Game + "/" + u.Commit + "/" + strconv.Itoa(u.Seq) + "/" + strconv.Itoa(int(u.Seat))
}

// ShowWhy puts a reason in the dock's prompt line for a few seconds.
func ShowWhy(ctx app.Context, reason string) {
	setWhy(reason, time.Now())
	ctx.After(whyShown+50*time.Millisecond, func(ctx app.Context) {})
}

func setWhy(reason string, now time.Time) {
	why, whyUntil, whyAt = reason, now.Add(whyShown), showing
}

// currentWhy is the reason on show, if any.
func currentWhy() string { return whyOnShow(time.Now()) }

func whyOnShow(now time.Time) string {
	if why != "" && whyAt == showing && now.Before(whyUntil) {
		return why
	}
	why = ""
	return ""
}

// Face is a small picture of a card, inline in a line of text: an animal's
// picture, a short text (a value), or both.
type Face struct {
	Art   string // an animal id (see Art), or ""
	Text  string // a value or short name, or ""
	Class string // the game's own class for the chip's colours
	Label string // what a screen reader says of it
}

// Faces draws faces inline.
func Faces(faces []Face) app.UI {
	return app.Span().Class("kit-faces").Body(
		app.Range(faces).Slice(func(i int) app.UI {
			f := faces[i]
			return app.Span().Class("kit-face "+f.Class).Title(f.Label).Aria("label", f.Label).Attr("role", "img").Body(
				app.If(f.Art != "", func() app.UI { return Art(f.Art, "") }),
				app.If(f.Text != "", func() app.UI { return app.Span().Text(f.Text) }),
			)
		}),
	)
}
