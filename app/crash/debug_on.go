//go:build menagerie_debug && js

package crash

import "syscall/js"

// DebugKey is the browser storage key that asks for a panic on purpose,
// once, for the browser tests of the crash screen. It exists only in a
// build with the tag menagerie_debug. Its value names where:
//
//   - "render": the shell's next render (the UI loop);
//   - "move": right after the next move is applied and saved (the UI loop);
//   - "async": in the next bot's ctx.Async goroutine;
//   - "callback": in the next IndexedDB answer (a JavaScript callback).
const DebugKey = "menagerie.debug.panic"

// Debug panics if DebugKey names where, once (the key is forgotten first).
func Debug(where string) {
	if asked(where) {
		panic("a panic asked for by " + DebugKey + " at " + where)
	}
}

// asked reports whether DebugKey names where, and forgets it if so. A
// storage the browser blocks asks for nothing.
func asked(where string) (yes bool) {
	defer func() {
		if recover() != nil {
			yes = false
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return false
	}
	if v := ls.Call("getItem", DebugKey); v.Type() == js.TypeString && v.String() == where {
		ls.Call("removeItem", DebugKey)
		return true
	}
	return false
}
