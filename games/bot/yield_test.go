package bot

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

// TestPacerStopsBeforeThePageWait: a search with a deadline stops once less
// time is left than the longest the page has kept it waiting at a yield, so
// that its answer does not come a whole page task after the deadline; with
// no deadline it never stops on the clock. The clock is the test's: every
// iteration takes a millisecond and every yield the page's task.
func TestPacerStopsBeforeThePageWait(t *testing.T) {
	const budget = 220 * time.Millisecond
	defer recentWait.Store(0) // the searches of other tests expect no wait
	tests := []struct {
		name     string
		deadline bool
		yields   bool
		pageTask time.Duration // how long a yield waits on the page
		// stopBy: the search must have stopped within this of its start.
		stopBy time.Duration
	}{
		{"no yield: the deadline itself", true, false, 0, budget},
		{"short page tasks", true, true, 2 * time.Millisecond, budget},
		{"long page tasks: stops one wait early", true, true, 60 * time.Millisecond, budget},
		{"no deadline: the iterations bound it", false, true, 60 * time.Millisecond, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
			clock := start
			ctx := context.Background()
			if tt.yields {
				ctx = WithYield(ctx, func() { clock = clock.Add(tt.pageTask) })
			}
			if tt.deadline {
				var cancel context.CancelFunc
				// The real context's own timer is far away: the pacer
				// reads the deadline on the test's clock.
				ctx, cancel = context.WithDeadline(ctx, time.Now().Add(time.Hour))
				defer cancel()
			}
			recentWait.Store(0) // no search before this one
			p := newPacer(ctx)
			p.now = func() time.Time { return clock }
			p.last = clock
			if tt.deadline {
				p.deadline = start.Add(budget)
			}
			const iterations = 10000
			it := 0
			for ; it < iterations && !p.stop(); it++ {
				clock = clock.Add(time.Millisecond)
			}
			took := clock.Sub(start)
			if !tt.deadline {
				if it != iterations {
					t.Fatalf("stopped after %d iterations with no deadline", it)
				}
				return
			}
			if took > tt.stopBy {
				t.Errorf("stopped %v after the start, past the deadline %v", took, tt.stopBy)
			}
			// It stops no earlier than a page task and an iteration
			// before the deadline: the search keeps its think time.
			if least := budget - tt.pageTask - 2*time.Millisecond - yieldEvery; took < least {
				t.Errorf("stopped %v after the start, before %v", took, least)
			}
			if tt.yields && p.wait != tt.pageTask {
				t.Errorf("the longest wait seen is %v, want %v", p.wait, tt.pageTask)
			}
			// The next search in time expects half that wait from its
			// start, the one after a quarter.
			for _, want := range []time.Duration{tt.pageTask / 2, tt.pageTask / 4} {
				if next := newPacer(ctx); next.wait != want {
					t.Errorf("a next search expects a wait of %v, want %v", next.wait, want)
				}
			}
			// Never more than half its own time: after a tab's time in
			// the background (a wait of seconds), a search still thinks.
			recentWait.Store(int64(10 * time.Second))
			short, cancel := context.WithTimeout(ctx, budget)
			defer cancel()
			if next := newPacer(short); tt.yields && next.wait > budget/2 {
				t.Errorf("after a wait of 10 s a search of %v expects a wait of %v", budget, next.wait)
			}
		})
	}
}

// TestSetupDrawInTime: the determinizations a simulator draws before the
// search (Beaver Gang's belief) stop coming once setupLeast are drawn and
// the search in time has spent setupShare of its think time; without a
// deadline they always come, so a fixed seed plays the same move.
func TestSetupDrawInTime(t *testing.T) {
	s, seat := hardState(t)
	const think = 100 * time.Millisecond
	for _, inTime := range []bool{false, true} {
		start := time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
		clock := start
		sr := &searcher{ctx: context.Background(), s: s, seat: seat, level: Hard, g: gameOf(s), rng: rand.New(rand.NewPCG(3, 3))}
		sr.pace = newPacer(sr.ctx)
		sr.pace.now = func() time.Time { return clock }
		sr.pace.start = clock
		if inTime {
			sr.pace.deadline = start.Add(think)
		}
		det := sr.setupDraw()
		drawn := 0
		for ; drawn < 1000; drawn++ {
			if det() == nil {
				break
			}
			clock = clock.Add(time.Millisecond) // each draw takes a millisecond
		}
		switch {
		case !inTime && drawn != 1000:
			t.Errorf("without a deadline the draws stopped after %d", drawn)
		case inTime && (drawn < setupLeast || clock.Sub(start) < time.Duration(setupShare*float64(think))):
			t.Errorf("in time the draws stopped after %d, at %v", drawn, clock.Sub(start))
		case inTime && clock.Sub(start) > time.Duration(setupShare*float64(think))+time.Millisecond:
			t.Errorf("in time the draws went on until %v, past %v of the think time %v", clock.Sub(start), setupShare, think)
		}
	}
}
