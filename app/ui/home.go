package ui

import (
	"slices"

	"menagerie/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
)

// homePage lists the five games and offers to resume a game in progress.
// Its exported fields are what makes go-app draw it again.
type homePage struct {
	app.Compo
	Lang Lang
	// Recovered is set once storage holds the newest saved games. The home
	// page is drawn before (see afterRecovery): its list of games to resume
	// is read again then.
	Recovered bool
	resume    []session.Entry // the unfinished games, the latest first, then the damaged
	games     []gameInfo
}

func (h *homePage) OnMount(ctx app.Context) {
	h.resume = device.Saves()
	h.games = menu()
	warmLikely(h.oneTap())
}

// oneTap lists the games whose table a tap on the home page may draw at
// once: the games to resume, then those set up before (their "Jouer"
// starts a game as it was set up). It runs in the home page's first
// drawing, so it only looks for a stored setup: decoding one would build
// its JSON decoder there, and a stored setup that does not read only
// costs the warm-up a table rehearsed for nothing.
func (h *homePage) oneTap() []string {
	var ids []string
	for _, e := range h.resume {
		if e.Damaged == nil {
			ids = append(ids, e.ID)
		}
	}
	for _, g := range h.games {
		if !slices.Contains(ids, g.ID) && store().Get(storageSetup+g.ID) != "" {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// OnUpdate reads the games to resume again: the recovery may have brought
// a newer copy of one.
func (h *homePage) OnUpdate(ctx app.Context) {
	h.resume = device.Saves()
}

func (h *homePage) Render() app.UI {
	return app.Div().Class("home").Body(
		app.P().Class("tagline").Text(tr("app.tagline")),
		renderJoinedNotice(),
		app.If(len(h.resume) > 0, func() app.UI {
			return app.Section().Class("resume").ID("resume-list").Body(
				app.Range(h.resume).Slice(func(i int) app.UI {
					s := h.resume[i].Saved
					g, _ := info(h.resume[i].ID)
					if h.resume[i].Damaged != nil {
						return h.renderDamaged(g)
					}
					return app.Button().ID("resume-" + g.ID).Class("primary wide resume").
						Text(tr("home.resume", g.name()) + " · " + tr("home.moves", len(s.Log))).
						OnClick(func(ctx app.Context, e app.Event) {
							navigate(ctx, "play/"+ctx.JSSrc().Get("id").String()[len("resume-"):])
						})
				}),
			)
		}),
		app.H1().Text(tr("home.games")),
		app.Ul().Class("game-list").Body(
			app.Range(h.games).Slice(func(i int) app.UI {
				g := h.games[i]
				_, ok := playable(g.ID)
				return app.Li().Class("game-card").ID("game-"+g.ID).Body(
					app.Span().Class("game-art").Body(kit.Art(g.Art, "")),
					app.Div().Class("game-text").Body(
						app.H2().Text(g.name()),
						app.P().Text(g.blurb()),
						app.P().Class("muted").Text(tr("home.players", g.Min, g.Max)),
					),
					app.Div().Class("game-actions").Body(
						app.If(ok, func() app.UI {
							return app.Button().Class("primary").ID("play-"+g.ID).Text(tr("home.play")).
								Aria("label", tr("home.play")+" — "+g.name()).
								OnClick(func(ctx app.Context, e app.Event) {
									afterRecovery(ctx, func(ctx app.Context) { playNow(ctx, g.ID) })
								})
						}).Else(func() app.UI {
							return app.Span().Class("badge").Text(tr("home.soon"))
						}),
						app.If(ok, func() app.UI {
							return app.Button().Class("ghost").ID("options-"+g.ID).Text(tr("home.options")).
								Aria("label", tr("home.options")+" — "+g.name()).
								OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "setup/"+g.ID) })
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
			app.Button().Class("link").ID("home-stats").Text(tr("stats.title")).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "stats") }),
			app.Button().Class("link").Text(tr("about")).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "about") }),
		),
	)
}

// renderDamaged lists the saved game of g that cannot be resumed, with why
// in the player's words and a button to discard it.
func (h *homePage) renderDamaged(g gameInfo) app.UI {
	return app.Div().Class("damaged notice").ID("damaged-"+g.ID).Attr("role", "alert").Body(
		app.P().Text(tr("home.damaged", g.name())),
		app.Button().ID("discard-"+g.ID).Class("ghost").Text(tr("home.discard")).
			OnClick(func(ctx app.Context, e app.Event) {
				// go-app may keep the handler of the element this one
				// replaced in the list: the element says which game.
				id := ctx.JSSrc().Get("id").String()[len("discard-"):]
				afterRecovery(ctx, func(ctx app.Context) {
					if err := device.Discard(id); err != nil {
						storageError(err)
					}
					h.resume = device.Saves()
				})
			}),
	)
}

// playNow starts a game of the title id in one tap, with the options last
// used for it. The setup page opens instead the first time (it offers the
// guided game and shows the options), and when a game of the title is
// unfinished (it asks first).
func playNow(ctx app.Context, id string) {
	if g, ok := store().LoadSaved(id); ok && !g.Over {
		navigate(ctx, "setup/"+id+"?ask=1")
		return
	}
	var last setupForm
	p := &setupPage{Game: id}
	p.open(ctx)
	if !store().GetJSON(storageSetup+id, &last) {
		navigate(ctx, "setup/"+id)
		return
	}
	if p.start(ctx, app.Event{}); p.err != "" {
		navigate(ctx, "setup/"+id)
	}
}
