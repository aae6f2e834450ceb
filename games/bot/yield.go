package bot

import (
	"context"
	"sync/atomic"
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
// reads the clock only for yielding and for the deadline, never for
// anything that decides a move when the search has no deadline.
type pacer struct {
	ctx      context.Context
	yield    func()
	last     time.Time
	start    time.Time // when the pacer was made
	deadline time.Time // ctx's deadline, or zero
	// wait is the longest the page is expected to keep the search waiting
	// at a yield (its own tasks run meanwhile: a drawing, the collector):
	// the longest seen in this search, or half the longest of the
	// searches before (see recentWait). A search with a deadline stops
	// once less time than that is left: it would otherwise yield, and the
	// page's next task could carry its answer well past the deadline.
	wait time.Duration
	now  func() time.Time // the clock: time.Now but in tests
}

// newPacer starts the clock for ctx's yield function, if any.
func newPacer(ctx context.Context) *pacer {
	p := &pacer{ctx: ctx, now: time.Now}
	p.start = p.now()
	p.deadline, _ = ctx.Deadline()
	p.yield, _ = ctx.Value(yieldKey{}).(func())
	if p.yield != nil {
		p.last = p.now()
		if !p.deadline.IsZero() {
			// The page's long tasks come back from search to search (a
			// table's drawing after every move): a search expects half
			// the longest wait of those before, which fades if the page
			// calms down, and never so much that it would lose more than
			// half its time to it (a tab that was in the background).
			w := recentWait.Load() / 2
			recentWait.Store(w)
			p.wait = min(time.Duration(w), p.deadline.Sub(p.start)/2)
		}
	}
	return p
}

// recentWait is the longest wait at a yield of the searches so far (ns),
// halved at each search's start.
var recentWait atomic.Int64

// stop is called between two search iterations: it yields when the time
// has come and reports whether the search must stop now (ctx is done, or
// its deadline is nearer than the page's longest wait).
func (p *pacer) stop() bool {
	if p.ctx.Err() != nil {
		return true
	}
	// In WebAssembly the timer that ends ctx cannot fire while the search
	// runs (one thread, no preemption): the deadline is read here too.
	if !p.deadline.IsZero() && p.deadline.Sub(p.now()) <= p.wait {
		return true
	}
	p.tick()
	return false
}

// spent reports whether a search with a deadline has spent more than share
// of its time, from the pacer's making to the deadline; without a deadline,
// never.
func (p *pacer) spent(share float64) bool {
	if p.deadline.IsZero() {
		return false
	}
	return p.now().Sub(p.start) >= time.Duration(share*float64(p.deadline.Sub(p.start)))
}

// tick yields if the time has come, and learns how long the page kept the
// search waiting.
func (p *pacer) tick() {
	if p.yield != nil && p.now().Sub(p.last) >= yieldEvery {
		before := p.now()
		p.yield()
		turn()
		p.last = p.now()
		if w := p.last.Sub(before); w > p.wait {
			p.wait = w
			if !p.deadline.IsZero() {
				recentWait.Store(max(recentWait.Load(), int64(w)))
			}
		}
	}
}

// Turn hands control back to the browser's event loop and returns once the
// browser has run a task of its own (in the browser; elsewhere at once).
// The page uses it to end a long task where it chooses: Go's WebAssembly
// port returns to JavaScript only when no goroutine is runnable.
func Turn() { turn() }
