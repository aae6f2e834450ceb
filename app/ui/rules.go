package ui

import (
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesPage shows one game's rules.
type rulesPage struct {
	app.Compo
	Game string
	Lang Lang
}

func (r *rulesPage) Render() app.UI {
	g, _ := info(r.Game)
	var paras [][2]string
	if kg, ok := tableFor(r.Game); ok {
		paras = kg.Rules
	}
	return app.Article().Class("rules").Body(
		app.H1().Text(tr("home.rules")+" — "+g.name()),
		app.Range(paras).Slice(func(i int) app.UI {
			return rulesParagraph(label(paras[i]))
		}),
		app.Div().Class("actions").Body(
			app.If(hasGuide(r.Game), func() app.UI {
				return app.Button().ID("rules-guide").Class("primary").Text(tr("learn.offer.go")).OnClick(func(ctx app.Context, e app.Event) {
					navigate(ctx, "setup/"+r.Game+"?guide=1")
				})
			}),
			app.Button().Class("ghost").Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) {
				app.Window().Get("history").Call("back")
			}),
		),
	)
}

// rulesParagraph draws one paragraph, its topic in bold when it opens with
// one ("Le pli : …", "Scoring: …"), so that the page reads at a glance.
func rulesParagraph(text string) app.UI {
	for _, sep := range []string{"\u00a0: ", ": "} {
		i := strings.Index(text, sep)
		if i > 0 && utf8.RuneCountInString(text[:i]) <= 40 && !strings.ContainsAny(text[:i], ".;!?") {
			return app.P().Body(app.Strong().Text(text[:i]), app.Text(text[i:]))
		}
	}
	return app.P().Text(text)
}

// hasGuide says whether the game id has a guided first game.
func hasGuide(id string) bool {
	kg, ok := tableFor(id)
	return ok && kg.Guide != nil
}
