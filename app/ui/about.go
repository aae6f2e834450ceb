package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// aboutPage says what the app is and credits what it uses.
type aboutPage struct {
	app.Compo
	Lang Lang
}

func (a *aboutPage) Render() app.UI {
	return app.Div().Class("about").Body(
		app.H1().Text(tr("about.title")),
		app.P().Text(tr("about.text")),
		app.P().Text(tr("about.credits")),
		app.Button().Class("ghost").Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
	)
}
