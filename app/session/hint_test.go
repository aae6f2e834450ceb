package session

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"menagerie/app/table"
	"menagerie/games/catalog"
)

// TestHint: on a game whose table is here, a hint asked for the seat on
// screen comes through Later as one of its legal moves, once (asking again
// while it is on its way or shown does nothing); it stays only while the
// position does, a takeback or a drop puts it away, and a hint worked out
// for a position the game has left is dropped and the stale callback runs.
func TestHint(t *testing.T) {
	for i, g := range catalog.All() {
		t.Run(g.ID(), func(t *testing.T) {
			seed := uint64(70 + i)
			store, _ := MemoryStore()
			d := NewDevice(store)
			later := make(chan func(), 4)
			d.Later = func(f func()) { later <- f }
			h, err := d.Start(setupOf(g, seed, table.Human))
			if err != nil {
				t.Fatal(err)
			}
			h.FixedBots = true // bounded by iterations: the same on any machine
			h.Learn.Undo = true
			rng := rand.New(rand.NewPCG(seed, 2))
			toHuman := func() {
				for _, ok := h.HumanToAct(); !ok; _, ok = h.HumanToAct() {
					play(t, h, 1, rng)
				}
				h.Settle()
			}
			// wait runs the next Later call: the hint's end.
			wait := func() {
				t.Helper()
				select {
				case f := <-later:
					f()
				case <-time.After(2 * time.Minute):
					t.Fatal("no hint came")
				}
			}
			toHuman()
			if !h.HintsAllowed() || h.Hint() != nil || h.HintPending() {
				t.Fatalf("before asking: allowed %v, hint %v, pending %v", h.HintsAllowed(), h.Hint(), h.HintPending())
			}
			stale := 0
			if err := h.AskHint(func() { stale++ }); err != nil {
				t.Fatal(err)
			}
			if !h.HintPending() {
				t.Fatal("no hint on its way after asking")
			}
			_ = h.AskHint(nil) // on its way: nothing more
			wait()
			hint := h.Hint()
			if hint == nil || stale != 0 || h.HintPending() {
				t.Fatalf("after the search: hint %v, stale %d, pending %v", hint, stale, h.HintPending())
			}
			var legal []string
			h.Read(func(tb *table.Table) {
				for _, m := range tb.Legal(h.Shown) {
					legal = append(legal, string(m))
				}
			})
			if !slices.Contains(legal, string(hint.Move)) {
				t.Fatalf("hint %s is not among the legal moves %v", hint.Move, legal)
			}
			if _ = h.AskHint(nil); h.HintPending() {
				t.Fatal("a second hint asked while one is shown")
			}
			select {
			case <-later:
				t.Fatal("a second search ran")
			default:
			}

			// The position changes: the hint is gone; a takeback brings
			// the position back, not the hint.
			if err := h.Act(h.Shown, hint.Move); err != nil {
				t.Fatal(err)
			}
			if h.Hint() != nil {
				t.Fatal("the hint outlived its position")
			}
			if err := h.Undo(); err != nil {
				t.Fatal(err)
			}
			h.Settle()
			if h.Hint() != nil {
				t.Fatal("the hint came back with the takeback")
			}

			// Asked, then the game moves on before it comes: dropped.
			if err := h.AskHint(func() { stale++ }); err != nil {
				t.Fatal(err)
			}
			var moves []string
			h.Read(func(tb *table.Table) {
				for _, m := range tb.Legal(h.Shown) {
					moves = append(moves, string(m))
				}
			})
			if err := h.Act(h.Shown, []byte(moves[0])); err != nil {
				t.Fatal(err)
			}
			wait()
			if stale != 1 || h.Hint() != nil || h.HintPending() {
				t.Fatalf("hint for a position left: stale %d, hint %v, pending %v", stale, h.Hint(), h.HintPending())
			}

			// A hint shown, then dropped.
			if h.Over() {
				return
			}
			toHuman()
			_ = h.AskHint(nil)
			wait()
			if h.Hint() == nil {
				t.Fatal("no hint")
			}
			h.DropHint()
			if h.Hint() != nil {
				t.Fatal("the hint stayed after DropHint")
			}
		})
	}
}
