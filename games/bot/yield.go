package bot

import (
	"context"
	"time"
)

// yieldKey is the context key of the yield function.
type yieldKey struct{}

// WithYield returns a copy of ctx in which Choose calls yield at least
// every few milliseconds of search. In the browser, Go's WebAssembly port
// has a single thread and no preemption: a yield that sleeps briefly hands
// control back to the event loop, so the page stays responsive while a bot
// thinks. The yields never change the move chosen.
func WithYield(ctx context.Context, yield func()) context.Context {
	return context.WithValue(ctx, yieldKey{}, yield)
}

// yieldEvery is the longest stretch of search between two yields. The
// browser wants control back every 10 ms at most; one search iteration can
// take a fraction of a millisecond in WebAssembly, and the clock is read
// only every few iterations, so the target is half of that.
const yieldEvery = 5 * time.Millisecond

// checkEvery is how many calls of pacer.stop read the clock once.
const checkEvery = 4

// pacer stops a search when its context is done and calls the context's
// yield function on time. It reads the clock only for yielding and for
// nothing that decides a move.
type pacer struct {
	ctx   context.Context
	yield func()
	last  time.Time
	calls int
}

// newPacer starts the clock for ctx's yield function, if any.
func newPacer(ctx context.Context) *pacer {
	p := &pacer{ctx: ctx}
	p.yield, _ = ctx.Value(yieldKey{}).(func())
	if p.yield != nil {
		p.last = time.Now()
	}
	return p
}

// stop is called between two search iterations: it yields when the time
// has come and reports whether the search must stop now (ctx is done).
func (p *pacer) stop() bool {
	p.calls++
	if p.calls%checkEvery != 0 {
		return false
	}
	if p.ctx.Err() != nil {
		return true
	}
	if p.yield != nil && time.Since(p.last) >= yieldEvery {
		p.yield()
		p.last = time.Now()
	}
	return false
}
