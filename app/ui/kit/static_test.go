package kit

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// staticPart is a component: Static leaves such a part to go-app.
type staticPart struct{ app.Compo }

func (staticPart) Render() app.UI { return app.Span().Text("part") }

func TestStaticHTML(t *testing.T) {
	resolve := func(p string) string { return "/site" + p }
	tests := []struct {
		name string
		ui   app.UI
		want string // "" when Static must leave the part to go-app
	}{
		{"text escaped", app.P().Class("why").Text(`Léa <3 & "Bob"`),
			`<p class="why">Léa &lt;3 &amp; &#34;Bob&#34;</p>`},
		{"attributes sorted and escaped", app.Span().Title(`"x" & <y>`).Aria("label", "l").Class("c"),
			`<span aria-label="l" class="c" title="&#34;x&#34; &amp; &lt;y&gt;"></span>`},
		{"table", app.Table().Class("maj").Body(
			app.Tr().Body(app.Th().Attr("scope", "col").Text("A"), app.Td().Text("1")),
		), `<table class="maj"><tr><th scope="col">A</th><td>1</td></tr></table>`},
		{"void element, path resolved", app.Div().Body(app.Img().Class("art").Src("/web/art/fox.svg").Alt("fox")),
			`<div><img alt="fox" class="art" src="/site/web/art/fox.svg"></div>`},
		{"boolean attribute false", app.Details().Open(false).Body(app.Summary().Text("s")),
			`<details><summary>s</summary></details>`},
		{"boolean attribute true", app.Details().Open(true).Body(app.Summary().Text("s")),
			`<details open><summary>s</summary></details>`},
		{"raw kept", app.Span().Body(app.Raw(`<svg viewBox="0 0 1 1"></svg>`)),
			`<span><svg viewBox="0 0 1 1"></svg></span>`},
		{"nil and conditions", app.Ul().Body(nil, app.If(false, func() app.UI { return app.Li().Text("no") }), app.Li().Text("yes")),
			`<ul><li>yes</li></ul>`},
		{"a handler", app.Div().Body(app.Button().Text("b").OnClick(func(app.Context, app.Event) {})), ""},
		{"a component", app.Div().Body(&staticPart{}), ""},
		{"a row alone", app.Tr().Body(app.Td().Text("1")), ""},
		{"text alone", app.Text("t"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := staticHTML(tt.ui, resolve)
			if tt.want == "" {
				if ok {
					t.Fatalf("written as %q, want it left to go-app", got)
				}
				return
			}
			if !ok || got != tt.want {
				t.Fatalf("got %q (%v), want %q", got, ok, tt.want)
			}
		})
	}
}

func TestStaticOutsideTheBrowser(t *testing.T) {
	ui := app.P().Text("x")
	if Static(ui) != ui {
		t.Fatal("outside the browser a static part is drawn as it is")
	}
}
