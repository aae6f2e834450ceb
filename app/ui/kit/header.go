package kit

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// MenuItem is one entry of the table's menu.
type MenuItem struct {
	ID, Label string
	// AriaLabel, if set, names the entry for screen readers.
	AriaLabel string
	On        app.EventHandler
	// Narrow marks the entry of a tool that has a button of its own in
	// the header (class "kit-wide"): the entry shows only on a narrow
	// screen, where the header hides that button to keep the status
	// readable (kit.css).
	Narrow bool
}

// Header is the table's compact header: the game's name, whose turn it is,
// any tools (skip the bots' pauses…), the log and one menu for the rest
// (rules, language, install, leave), in one line.
func Header(title, status string, tools []app.UI, log app.UI, items []MenuItem) app.UI {
	return app.Header().Class("kit-head").Body(
		app.Div().Class("kit-title").Body(
			app.H1().Text(title),
			app.P().Class("status").ID(ID("status")).Aria("live", "polite").Text(status),
		),
		app.Div().Class("kit-tools").Body(tools...),
		log,
		app.Details().Class("kit-menu").ID(ID("kit-menu")).Body(
			app.Summary().Class("kit-menu-button").Aria("label", tr("kit.menu")).Title(tr("kit.menu")).Body(Icon("menu")),
			app.Div().Class("kit-menu-items").Body(
				app.Range(items).Slice(func(i int) app.UI {
					it := items[i]
					cls := "ghost"
					if it.Narrow {
						cls += " kit-narrow"
					}
					id := ID(it.ID)
					menuActions[id] = it.On
					b := app.Button().ID(id).Class(cls).Text(it.Label).OnClick(onMenuItem)
					if it.AriaLabel != "" {
						b = b.Aria("label", it.AriaLabel)
					}
					return b
				}),
			),
		),
	)
}

// menuActions is what each entry of the menu drawn last does, by its
// element's id. go-app keeps an element's first click handler for as long as
// a new one has the same code, and every entry's handler is onMenuItem: a
// closure per entry would keep the action of the entry first drawn in its
// place (when the undo entry comes in first, "language" would run the
// entry that was there before it).
var menuActions = map[string]app.EventHandler{}

// onMenuItem runs the action of the menu entry tapped, as last drawn.
func onMenuItem(ctx app.Context, e app.Event) {
	closeDetails(ctx)
	if on := menuActions[ctx.JSSrc().Get("id").String()]; on != nil {
		on(ctx, e)
	}
}

// closeDetails closes the <details> element the event came from.
func closeDetails(ctx app.Context) {
	if d := ctx.JSSrc().Call("closest", "details"); d.Truthy() {
		d.Set("open", false)
	}
}
