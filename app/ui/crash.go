package ui

import (
	"fmt"
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// No Go panic reaches the page. go-app runs every UI event, every
// dispatch and every render on one loop (app.RunWhenOnBrowser) and has no
// hook of its own for a panic there: the program's main recovers it around
// that loop and calls Crashed, which puts a message and a reload button
// over the page (the web shell's window.menagerieCrashed). Every applied
// move was saved as it was applied, before any render: the reload resumes
// the game at its last move.

// Crashed tells the player that the app stopped on an unexpected error, r
// (a recovered panic), in the page's language, with a button that reloads
// the page; the details go to the console.
func Crashed(r any) {
	app.Log(fmt.Sprintf("the app stopped on an unexpected error: %v\n%s", r, debug.Stack()))
	f := app.Window().Get("menagerieCrashed")
	if f.Type() != app.TypeFunction {
		return
	}
	// A panic in the first render comes before the shell has set the
	// language.
	l := chosenLang()
	f.Invoke(trIn(l, "crash.title"), trIn(l, "crash.text"), trIn(l, "crash.reload"))
}

// storageDebugPanic names where the app panics once on purpose, for the
// browser test of Crashed: "render" (the shell's next render) or "move"
// (right after the next move is applied and saved). Nothing in the app
// writes it; it is read and forgotten at once.
const storageDebugPanic = "menagerie.debug.panic"

// debugPanic panics if storageDebugPanic names where, once.
func debugPanic(where string) {
	if !app.IsClient {
		return
	}
	ls := app.Window().Get("localStorage")
	if !ls.Truthy() {
		return
	}
	if v := ls.Call("getItem", storageDebugPanic); v.Type() == app.TypeString && v.String() == where {
		ls.Call("removeItem", storageDebugPanic)
		panic("a panic asked for by " + storageDebugPanic + " at " + where)
	}
}

// crashTexts are the texts of the crash screen.
var crashTexts = map[string][2]string{
	"crash.title": {"Ménagerie s’est arrêtée", "Ménagerie stopped"},
	"crash.text": {"Une erreur inattendue a arrêté l’appli. Votre partie est gardée jusqu’à son dernier coup joué : rechargez la page pour la reprendre.",
		"An unexpected error stopped the app. Your game is kept up to its last move played: reload the page to resume it."},
	"crash.reload": {"Recharger la page", "Reload the page"},
}
