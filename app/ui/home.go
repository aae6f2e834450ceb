package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// homePage lists the five games and offers to resume a game in progress.
// Its exported fields are what makes go-app draw it again.
type homePage struct {
	app.Compo
	Lang   Lang
	resume string // the game id of a saved game, if any
}

func (h *homePage) OnMount(ctx app.Context) {
	if current != nil && !current.table.Over() {
		h.resume = current.table.Setup().Game
		return
	}
	var g savedGame
	if err := ctx.LocalStorage().Get(storageGame, &g); err == nil && g.Setup.Game != "" {
		h.resume = g.Setup.Game
	}
}

func (h *homePage) Render() app.UI {
	return app.Div().Class("home").Body(
		app.P().Class("tagline").Text(tr("app.tagline")),
		renderJoinedNotice(),
		app.If(h.resume != "", func() app.UI {
			g, _ := info(h.resume)
			return app.Button().ID("resume").Class("primary wide").Text(tr("home.resume", g.name())).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "play") })
		}),
		app.H1().Text(tr("home.games")),
		app.Ul().Class("game-list").Body(
			app.Range(menu).Slice(func(i int) app.UI {
				g := menu[i]
				_, ok := playable(g.ID)
				return app.Li().Class("game-card").ID("game-"+g.ID).Body(
					app.Span().Class("game-art").Body(animalArt(g.Art, "")),
					app.Div().Class("game-text").Body(
						app.H2().Text(g.name()),
						app.P().Text(g.blurb()),
						app.P().Class("muted").Text(tr("home.players", g.Min, g.Max)),
					),
					app.Div().Class("game-actions").Body(
						app.If(ok, func() app.UI {
							return app.Button().Class("primary").ID("play-"+g.ID).Text(tr("home.play")).
								Aria("label", tr("home.play")+" — "+g.name()).
								OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "setup/"+g.ID) })
						}).Else(func() app.UI {
							return app.Span().Class("badge").Text(tr("home.soon"))
						}),
						app.If(ok, func() app.UI {
							return app.Button().Class("ghost").Text(tr("home.rules")).
								Aria("label", tr("home.rules")+" — "+g.name()).
								OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "rules/"+g.ID) })
						}),
					),
				)
			}),
		),
		app.Footer().Body(
			app.Button().Class("link").Text(tr("about")).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "about") }),
		),
	)
}
