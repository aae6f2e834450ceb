package crash

import "sync/atomic"

// handler is the app's handler of a recovered panic (see Handle).
var handler atomic.Pointer[func(r any)]

// Handle sets f as the handler of every panic Recover recovers: the app
// sets it once, as it starts. With no handler (native builds, the tests),
// Recover panics again.
func Handle(f func(r any)) { handler.Store(&f) }

// Recover, deferred at the top of a goroutine or of a JavaScript
// callback, hands a panic to the handler (see Handle) instead of letting
// it end the program. It must be deferred itself: `defer crash.Recover()`.
func Recover() {
	r := recover()
	if r == nil {
		return
	}
	f := handler.Load()
	if f == nil {
		panic(r)
	}
	(*f)(r)
}

// Go runs f on a goroutine of its own, its panic recovered (see Recover).
func Go(f func()) {
	go func() {
		defer Recover()
		f()
	}()
}
