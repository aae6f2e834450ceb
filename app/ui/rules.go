package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesText holds each game's rules for players: {French, English}, one
// paragraph per entry.
var rulesText = map[string][][2]string{}

// rulesPage shows one game's rules.
type rulesPage struct {
	app.Compo
	Game string
	Lang Lang
}

func (r *rulesPage) Render() app.UI {
	g, _ := info(r.Game)
	paras := rulesText[r.Game]
	return app.Article().Class("rules").Body(
		app.H1().Text(tr("home.rules")+" — "+g.name()),
		app.Range(paras).Slice(func(i int) app.UI {
			return app.P().Text(label(paras[i]))
		}),
		app.Div().Class("actions").Body(
			app.Button().Class("ghost").Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) {
				app.Window().Get("history").Call("back")
			}),
		),
	)
}
