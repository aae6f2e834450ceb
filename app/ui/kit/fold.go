package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Fold is a part of the table folded under its title, a tap away (an HTML
// details element): a round's summary kept below the table, say. Its body
// is built only while it is open. Folded, it costs a drawing its title
// alone, where a body kept hidden would be mounted whole when it comes and
// compared at every move after.
//
// open is what the board asks for: the fold opens when it turns true and
// closes when it turns false; in between it stays as the player leaves it.
func Fold(id, class, title string, open bool, body func() []app.UI) app.UI {
	return &fold{ElemID: ID(id), Class: class, Title: title, Asked: open, Content: body, Scope: idScope}
}

// fold is the component behind Fold.
type fold struct {
	app.Compo
	ElemID, Class, Title string
	Asked                bool
	Content              func() []app.UI
	// Scope is the ids' scope Fold was called in: the body is built later,
	// when the component draws, and its ids must have the same.
	Scope string

	open  bool // as shown
	asked bool // Asked as last seen
	seen  bool
}

// Render draws the title, and the body when open.
func (f *fold) Render() app.UI {
	if !f.seen || f.Asked != f.asked {
		f.open, f.asked, f.seen = f.Asked, f.Asked, true
	}
	parts := []app.UI{app.Summary().Text(f.Title)}
	if f.open && f.Content != nil {
		was := idScope
		idScope = f.Scope
		parts = append(parts, f.Content()...)
		idScope = was
	}
	return app.Details().Class(f.Class).ID(f.ElemID).Open(f.open).OnToggle(f.toggle).Body(parts...)
}

// toggle follows the player opening or closing the fold.
func (f *fold) toggle(ctx app.Context, e app.Event) {
	f.open = ctx.JSSrc().Get("open").Bool()
}
