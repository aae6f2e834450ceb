package ui

import (
	"fmt"
	"runtime/debug"
	"sync/atomic"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
)

// No Go panic reaches the page. go-app runs every UI event, every
// dispatch and every render on one loop (app.RunWhenOnBrowser) and has no
// hook of its own for a panic there: the program's main recovers it around
// that loop and calls Crashed, which puts a message and a reload button
// over the page (the web shell's window.menagerieCrashed). What runs on a
// goroutine of its own (a ctx.Async, a bot's thinking, a goroutine of the
// app) or in a JavaScript callback (app.FuncOf, js.FuncOf) defers
// crash.Recover, whose handler is Recovered: the same screen, and the
// loop stops. Every applied move was saved as it was applied, before any
// render: the reload resumes the game at its last move.
//
// The browser tests make the app panic on purpose through crash.Debug,
// which exists only in their build (tag menagerie_debug).

// crashed is set by the first crash: the page says it once.
var crashed atomic.Bool

// Crashed tells the player that the app stopped on an unexpected error, r
// (a recovered panic), in the page's language, with a button that reloads
// the page; the details go to the console.
func Crashed(r any) { showCrash(r, debug.Stack()) }

// Recovered is the handler of package crash (see crash.Handle): a panic recovered on a
// goroutine of its own or in a JavaScript callback, r, is said as Crashed
// says the main loop's, and the main loop stops, as after its own panics,
// so that nothing goes on behind the message.
func Recovered(r any) {
	showCrash(r, debug.Stack())
	// Not from here: a JavaScript callback must return, and the loop may
	// be the one that panicked.
	go device.Later(func() { select {} })
}

// showCrash shows the crash screen for r, whose stack is stack, once.
func showCrash(r any, stack []byte) {
	app.Log(fmt.Sprintf("the app stopped on an unexpected error: %v\n%s", r, stack))
	if crashed.Swap(true) {
		return
	}
	f := app.Window().Get("menagerieCrashed")
	if f.Type() != app.TypeFunction {
		return
	}
	// A panic in the first render comes before the shell has set the
	// language.
	l := chosenLang()
	f.Invoke(trIn(l, "crash.title"), trIn(l, "crash.text"), trIn(l, "crash.reload"))
}

// debugPanic panics where a browser test asked for it (see crash.Debug);
// it does nothing in the build players get.
func debugPanic(where string) { crash.Debug(where) }

// crashTexts are the texts of the crash screen.
var crashTexts = map[string][2]string{
	"crash.title": {"Ménagerie s’est arrêtée", "Ménagerie stopped"},
	"crash.text": {"Une erreur inattendue a arrêté l’appli. Votre partie est gardée jusqu’à son dernier coup joué : rechargez la page pour la reprendre.",
		"An unexpected error stopped the app. Your game is kept up to its last move played: reload the page to resume it."},
	"crash.reload": {"Recharger la page", "Reload the page"},
}
