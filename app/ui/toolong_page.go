package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// MaxFragment bounds the URL fragment of any page, in characters: far more
// than the longest replay link (replay's code limit) or invitation. The
// web shell's page guard (wasm/guard.js) replaces a longer fragment with
// "#toolong/<kind>" before the app reads the address, since every read of
// it copies and parses the whole text; the shell checks again.
const MaxFragment = 1 << 17

// jsLength is the length of the JavaScript string v, read without copying
// it into Go.
func jsLength(v app.Value) int {
	return app.Window().Call("Object", v).Get("length").Int()
}

// toolongPage says that the link opened is far too long to be one, and
// who to ask for a good one: kind is "replay", "join" or "page".
type toolongPage struct {
	app.Compo
	Kind string
	Lang Lang
}

func (p *toolongPage) Render() app.UI {
	key := "toolong.page"
	switch p.Kind {
	case "replay", "join":
		key = "toolong." + p.Kind
	}
	return app.Div().Class("toolong").ID("toolong").DataSet("kind", p.Kind).Body(
		app.H1().Text(tr("toolong.title")),
		app.P().Class("error").ID("toolong-error").Attr("role", "alert").Text(tr(key)),
		app.Div().Class("actions").Body(
			app.Button().Class("primary").ID("toolong-home").Text(tr("home")).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
		),
	)
}
