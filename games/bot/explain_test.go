package bot

import (
	"math/rand/v2"
	"testing"
)

// TestExplain: at decision points of every game, the reasons Explain gives
// are the same on the state and on a determinization for the seat (it
// reads only what the seat knows); in a game whose knowledge explains
// (Chevaux, Animalement Vôtre) the rule of thumb's move has a reason in
// most positions, at most one move of a position does, and the other games
// give none.
func TestExplain(t *testing.T) {
	known := map[string]bool{ReasonMinimalBid: true, ReasonCheapestLoss: true, ReasonChance: true, ReasonUnbeatenChance: true}
	for _, tb := range tables() {
		states, seats := decisionPoints(t, tb, 12, 21)
		explained := 0
		for i, s := range states {
			seat := seats[i]
			other := s.Determinize(seat, rand.New(rand.NewPCG(uint64(i), 8)))
			reasons := 0
			for _, m := range s.Legal(seat) {
				r := Explain(s, seat, m)
				if r != Explain(other, seat, m) {
					t.Fatalf("%v state %d: %v explained differently on a determinization", tb, i, m)
				}
				if r == "" {
					continue
				}
				if !known[r] {
					t.Fatalf("%v: unknown reason %q", tb, r)
				}
				reasons++
			}
			if reasons > 1 {
				t.Errorf("%v state %d: %d moves with a reason", tb, i, reasons)
			}
			if reasons > 0 {
				explained++
			}
		}
		if _, explains := gameOf(newGame(t, tb, 1)).(explainer); explains {
			if explained < len(states)/2 {
				t.Errorf("%v: %d of %d positions explained", tb, explained, len(states))
			}
		} else if explained != 0 {
			t.Errorf("%v: %d positions explained", tb, explained)
		}
		t.Logf("%v: %d of %d positions explained", tb, explained, len(states))
	}
}
