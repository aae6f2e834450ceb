package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
)

// revealWait bounds how long reveal waits for its element to be drawn.
const revealWait = 3 * time.Second

// reveal scrolls the element id into view once the page has drawn it: a
// question or a message that opens below the fold would look like a tap
// that did nothing. The page draws it at one of its next frames, later on
// a slow or busy phone: reveal looks for it at each frame, for revealWait
// at most.
func reveal(ctx app.Context, id string) {
	until := time.Now().Add(revealWait)
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		if el := app.Window().GetElementByID(id); el != nil && el.Truthy() {
			f.Release()
			el.Call("scrollIntoView", map[string]any{"block": "center"})
			return nil
		}
		if time.Now().After(until) {
			f.Release()
			return nil
		}
		app.Window().Call("requestAnimationFrame", f)
		return nil
	})
	app.Window().Call("requestAnimationFrame", f)
}
