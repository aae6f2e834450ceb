package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// idScope is the prefix of the ids given while a board is drawn in a scope
// (see Scoped); "" otherwise.
var idScope string

// ID is the id of an element of a board: name, prefixed with the scope of
// the board being drawn. Every id the kit and the games' boards give goes
// through it, so that a page showing several boards at once (a replay with
// every hand) gives each element its own.
func ID(name string) string { return idScope + name }

// Scoped draws a board with draw, every id in it prefixed with prefix. A
// board's elements are made as draw runs (the UI runs on one goroutine);
// no component of the kit draws a board's element later.
func Scoped(prefix string, draw func() app.UI) app.UI {
	was := idScope
	idScope = was + prefix
	defer func() { idScope = was }()
	return draw()
}
