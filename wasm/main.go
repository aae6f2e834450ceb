// Command wasm is Ménagerie's program. Compiled to WebAssembly it is the app
// that runs in the browser; run natively it serves the app for `make run`
// and writes the static site for `make dist` (see server.go).
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/ui"
)

func main() {
	// make bench splits the start-up at this mark: before it, the Go
	// runtime and every package's initialization; after it, the first draw.
	if app.IsClient {
		app.Window().Get("performance").Call("mark", "menagerie-main")
	}
	routes()
	if app.IsClient {
		runClient()
		return
	}
	serverMain()
}

// runClient runs the app in the browser. A panic in a UI event, a
// dispatch or a render ends go-app's loop: it is recovered here and the
// page says so, with a reload button (ui.Crashed), instead of a dead page.
// The program then stays alive, idle: a callback from the page (a timer,
// a window's event) finds it there, not exited. A panic on another
// goroutine or in a JavaScript callback is recovered there (crash.Recover)
// and said the same way (ui.Recovered).
func runClient() {
	// The page's live Go heap is small (a few MB) and every drawing of the
	// table makes garbage, so at the default pace the collector ran many
	// times a second, on the page's one thread. It runs when the heap has
	// grown four times the live heap instead, within a bound that keeps a
	// phone's memory in hand.
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
	go ui.CollectWhenIdle()
	crash.Handle(ui.Recovered)
	defer func() {
		if r := recover(); r != nil {
			ui.Crashed(r)
			select {}
		}
	}()
	app.RunWhenOnBrowser()
}

// gcPercent and memoryLimit pace the garbage collector in the browser
// (see runClient).
const (
	gcPercent   = 400
	memoryLimit = 192 << 20
)

// routes registers the app's one route: pages live in the URL fragment, so
// every address a player can land on is the same cached document and loads
// offline.
func routes() {
	app.RouteWithRegexp("^/.*", func() app.Composer { return ui.NewShell() })
}
