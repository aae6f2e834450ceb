package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
)

// reveal scrolls the element id into view once the page has drawn it: a
// question or a message that opens below the fold would look like a tap
// that did nothing. The browser runs it after the page's next update.
func reveal(ctx app.Context, id string) {
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		defer f.Release()
		if el := app.Window().GetElementByID(id); el != nil && el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "center"})
		}
		return nil
	})
	app.Window().Call("setTimeout", f, 60)
}
