package ui

import (
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
)

// rulesPage shows one game's rules: a short table of contents, then a
// headed section for each part of the game (see kit.RulesSection), with
// small pictures of the cards a section speaks of.
type rulesPage struct {
	app.Compo
	Game string
	Lang Lang
}

func (r *rulesPage) Render() app.UI {
	g, _ := info(r.Game)
	var sections []kit.RulesSection
	if kg, ok := tableFor(r.Game); ok {
		sections = kg.Rules
	}
	return app.Article().Class("rules").Body(
		app.H1().Text(tr("home.rules")+" — "+g.name()),
		app.Nav().ID("rules-toc").Class("rules-toc").Aria("label", tr("rules.toc")).Body(
			app.Ol().Body(app.Range(sections).Slice(func(i int) app.UI {
				id := rulesSectionID(sections[i].Kind)
				return app.Li().Body(
					app.Button().Class("rules-toc-link").DataSet("section", id).Text(sections[i].Title()).OnClick(func(ctx app.Context, e app.Event) {
						if el := app.Window().GetElementByID(ctx.JSSrc().Get("dataset").Get("section").String()); el.Truthy() {
							el.Call("scrollIntoView", map[string]any{"block": "start"})
						}
					}),
				)
			})),
		),
		app.Range(sections).Slice(func(i int) app.UI { return rulesSection(sections[i]) }),
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

// rulesSectionID is the element id of a kind of section on the rules page.
func rulesSectionID(k kit.RulesKind) string { return "rules-" + string(k) }

// rulesSection draws one section: its heading, its card pictures, its
// paragraphs and what the game draws below them.
func rulesSection(s kit.RulesSection) app.UI {
	return app.Section().ID(rulesSectionID(s.Kind)).Class("rules-section").Body(
		app.H2().Text(s.Title()),
		app.If(s.Cards != nil, func() app.UI {
			return app.Div().Class("rules-cards").Body(kit.Faces(s.Cards()))
		}),
		app.Range(s.Paragraphs).Slice(func(i int) app.UI {
			return rulesParagraph(label(s.Paragraphs[i]))
		}),
		app.If(s.Extra != nil, func() app.UI { return s.Extra() }),
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
