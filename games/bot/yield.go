package bot

import (
	"context"
	"time"
)

// yieldKey is the context key of the yield function.
type yieldKey struct{}

// WithYield returns a copy of ctx in which Choose yields every 4 ms of
// search or so: it calls yield (when not nil) and then, in the browser
// (GOOS=js), waits for the event loop to run a task of its own. Go's
// WebAssembly port has a single thread and no preemption, so the page
// stays responsive only if the search hands control back. A sleep alone
// does not always: when other goroutines or the garbage collector's idle
// marking run for longer than the sleep, the search goes on at once and
// the browser's task never ends. Outside the browser, only yield is
// called. The yields never change the move chosen.
func WithYield(ctx context.Context, yield func()) context.Context {
	if yield == nil {
		yield = func() {}
	}
	return context.WithValue(ctx, yieldKey{}, yield)
}

// yieldEvery is the longest stretch of search between two yields. The
// browser wants control back every 10 ms at most, and what runs in the same
// task besides the search (the garbage collector, which does not run
// concurrently in WebAssembly, a page's rendering) adds to it, so the target
// is well under that; one search iteration takes well under a millisecond.
const yieldEvery = 4 * time.Millisecond

// pacer stops a search when its context is done and yields on time. It
// reads the clock only for yielding and for nothing that decides a move.
type pacer struct {
	ctx      context.Context
	yield    func()
	last     time.Time
	deadline time.Time // ctx's deadline, or zero
}

// newPacer starts the clock for ctx's yield function, if any.
func newPacer(ctx context.Context) *pacer {
	p := &pacer{ctx: ctx}
	p.deadline, _ = ctx.Deadline()
	p.yield, _ = ctx.Value(yieldKey{}).(func())
	if p.yield != nil {
		p.last = time.Now()
	}
	return p
}

// stop is called between two search iterations: it yields when the time
// has come and reports whether the search must stop now (ctx is done).
func (p *pacer) stop() bool {
	if p.ctx.Err() != nil {
		return true
	}
	// In WebAssembly the timer that ends ctx cannot fire while the search
	// runs (one thread, no preemption): the deadline is read here too.
	if !p.deadline.IsZero() && !time.Now().Before(p.deadline) {
		return true
	}
	p.tick()
	return false
}

// tick yields if the time has come.
func (p *pacer) tick() {
	if p.yield != nil && time.Since(p.last) >= yieldEvery {
		p.yield()
		turn()
		p.last = time.Now()
	}
}

// Turn hands control back to the browser's event loop and returns once the
// browser has run a task of its own (in the browser; elsewhere at once).
// The page uses it to end a long task where it chooses: Go's WebAssembly
// port returns to JavaScript only when no goroutine is runnable.
func Turn() { turn() }
