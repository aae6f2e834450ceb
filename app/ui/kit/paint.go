package kit

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
)

// paintWait bounds AfterPaint's wait: a page out of sight paints nothing
// (the browser runs no animation frame), and its bots play on for the
// players at other devices.
const paintWait = 100 * time.Millisecond

// AfterPaint returns once the browser has painted the page and run a task
// of its own after it (the next animation frame, then a timer), or after
// paintWait at most. Outside the browser it returns at once. A frame
// dispatched from go-app's own frame runs in the same task of the browser:
// work that must come in a task of its own waits for this first.
func AfterPaint() {
	if !app.IsClient {
		return
	}
	done := make(chan struct{})
	finished := false
	finish := func() {
		if !finished {
			finished = true
			close(done)
		}
	}
	w := app.Window()
	var afterID app.Value
	after := app.FuncOf(func(app.Value, []app.Value) any { finish(); return nil })
	frame := app.FuncOf(func(app.Value, []app.Value) any {
		afterID = w.Call("setTimeout", after, 0)
		return nil
	})
	limit := app.FuncOf(func(app.Value, []app.Value) any { finish(); return nil })
	frameID := w.Call("requestAnimationFrame", frame)
	limitID := w.Call("setTimeout", limit, paintWait.Milliseconds())
	<-done
	// Whichever came first, the others are called off before their
	// functions are released: none of them can run after.
	w.Call("cancelAnimationFrame", frameID)
	if afterID != nil {
		w.Call("clearTimeout", afterID)
	}
	w.Call("clearTimeout", limitID)
	frame.Release()
	after.Release()
	limit.Release()
}

// DispatchAfterPaint runs f on the page's goroutine, in a task of its
// own, once what is on screen now is painted (see AfterPaint).
func DispatchAfterPaint(ctx app.Context, f func(app.Context)) {
	ctx.Async(func() {
		defer crash.Recover()
		AfterPaint()
		ctx.Dispatch(f)
	})
}

// Painted draws content once what came on screen with it is painted (see
// AfterPaint), an empty box until then: a large part of a screen in a task
// of its own, on a phone where mounting a hundred elements is a long task.
// Outside the browser (the server's pages, the tests' HTML) it is content.
func Painted(content app.UI) app.UI {
	if !app.IsClient {
		return content
	}
	return &painted{Content: content}
}

// painted is the component behind Painted.
type painted struct {
	app.Compo
	Content app.UI

	ready bool
}

// OnMount waits for the paint.
func (c *painted) OnMount(ctx app.Context) {
	DispatchAfterPaint(ctx, func(app.Context) { c.ready = true })
}

// Render draws the content once ready.
func (c *painted) Render() app.UI {
	if !c.ready {
		return app.Div().Class("kit-painted")
	}
	return c.Content
}
