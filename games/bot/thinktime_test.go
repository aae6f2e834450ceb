package bot

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

// TestInTimeStopsTheSearch: in a context made by InTime, a Hard search with
// a budget far beyond its think time stops on the device's clock and plays
// a legal move; without InTime, the same seat, position and rng give the
// same move every time (the search is bounded by its iterations only).
func TestInTimeStopsTheSearch(t *testing.T) {
	s, seat := hardState(t)
	legal := s.Legal(seat)
	start := time.Now()
	m := choose(InTime(context.Background()), s, seat, Hard, rand.New(rand.NewPCG(1, 1)), 1<<30)
	took := time.Since(start)
	if legalOr(m, legal) != m {
		t.Fatalf("%v is not legal", m)
	}
	// 1<<30 iterations would take hours: the search stopped on its time
	// (the bound is generous for a loaded machine; the speed itself is
	// make bench's).
	if took > ThinkTime(Hard)+10*time.Second {
		t.Errorf("a Hard search in time took %v, its think time is %v", took, ThinkTime(Hard))
	}
	t.Logf("a Hard search in time took %v (think time %v)", took, ThinkTime(Hard))

	first := choose(context.Background(), s, seat, Hard, rand.New(rand.NewPCG(7, 7)), 200)
	for range 2 {
		if again := choose(context.Background(), s, seat, Hard, rand.New(rand.NewPCG(7, 7)), 200); again != first {
			t.Fatalf("without InTime the same search chose %v, then %v", first, again)
		}
	}
	for _, l := range []Level{Easy, Medium, Hard} {
		if ThinkTime(l) <= 0 || l > Easy && ThinkTime(l) <= ThinkTime(l-1) {
			t.Errorf("ThinkTime(%v) = %v", l, ThinkTime(l))
		}
	}
	if ThinkTime(Hard+3) != ThinkTime(Hard) || ThinkTime(-1) != ThinkTime(Easy) {
		t.Error("a level out of range does not think as the nearest level")
	}
}
