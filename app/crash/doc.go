// Package crash keeps a Go panic from reaching the page.
//
// go-app runs every UI event, dispatch and render on one loop, whose
// panics the program's main recovers. Everything else runs on goroutines
// of its own: a ctx.Async, a goroutine started by the app, a JavaScript
// callback (app.FuncOf, js.FuncOf: an IndexedDB answer, a timer, a
// message from another tab). A panic there would end the whole program,
// beyond any recover of the main loop. Each of them defers Recover (or
// starts through Go), which hands the panic to the handler the app set
// with Handle: the crash screen, with the last applied move kept.
//
// In a build with the tag menagerie_debug (the browser tests' build, never
// the one players get), Debug panics on purpose where a test asks for it
// (see debug_on.go).
package crash
