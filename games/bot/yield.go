package bot

import (
	"context"
	"time"
)

// yieldKey is the context key of the yield function.
type yieldKey struct{}

// WithYield returns a copy of ctx in which Choose calls yield every 4 ms
// of search or so. In the browser, Go's WebAssembly port
// has a single thread and no preemption: a yield that sleeps briefly hands
// control back to the event loop, so the page stays responsive while a bot
// thinks. The yields never change the move chosen.
func WithYield(ctx context.Context, yield func()) context.Context {
	return context.WithValue(ctx, yieldKey{}, yield)
}

// yieldEvery is the longest stretch of search between two yields. The
// browser wants control back every 10 ms at most; one search iteration can
// take up to a millisecond in WebAssembly, and the garbage collector (which
// does not run concurrently there) may pause the search a little longer,
// so the target is well under that.
const yieldEvery = 4 * time.Millisecond

// pacer stops a search when its context is done and calls the context's
// yield function on time. It reads the clock only for yielding and for
// nothing that decides a move.
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
		p.last = time.Now()
	}
}
