package bot

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"menagerie/games"
	"menagerie/games/chevaux"
)

// doneAfter is a context that is done from its n-th check on: a search's
// time running out at a chosen point of it.
type doneAfter struct {
	context.Context
	n int
}

func (c *doneAfter) Err() error {
	if c.n--; c.n <= 0 {
		return context.DeadlineExceeded
	}
	return nil
}

// TestChevauxScoresInTime checks that a Hard search out of time counts only
// whole samples and stops within one, at every decision of seeded games (near the end too, where
// a sample plays every move to the game's end and time is checked between
// moves): with its deadline already past, it scores each move on the first
// sample alone, as a search of one sample does; stopped at a check inside
// a sample, it leaves that sample uncounted.
func TestChevauxScoresInTime(t *testing.T) {
	past, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	tb := table{chevaux.Game{}, 4, ""}
	for seed := uint64(1); seed <= 3; seed++ {
		t.Logf("seed %d", seed)
		s := newGame(t, tb, seed)
		rng := rand.New(rand.NewPCG(seed, 1))
		decisions := 0
		for steps := 0; !s.Over() && steps < 2000; steps++ {
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			if len(legal) > 1 {
				decisions++
				det := func() games.State { return chevauxGame{}.determinize(s, seat, Hard, rand.New(rand.NewPCG(seed, 9))) }
				d := s.Clone()
				got := chScores(past, d, seat, legal, chSamples, det, rand.New(rand.NewPCG(seed, 2)))
				want := chScores(context.Background(), d, seat, legal, 1, det, rand.New(rand.NewPCG(seed, 2)))
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d, decision %d: out of time the scores are %v, one sample's are %v", seed, decisions, got, want)
				}
				// Time is checked before each sample after the first and
				// before each of its moves after the first: stopped at the
				// n-th check, the search has finished 1+(n-1)/len(legal)
				// samples and left the one under way uncounted.
				for _, n := range []int{2, len(legal) + 1, 2*len(legal) - 1} {
					got := chScores(&doneAfter{context.Background(), n}, d, seat, legal, chSamples, det, rand.New(rand.NewPCG(seed, 2)))
					whole := 1 + (n-1)/len(legal)
					if want := chScores(context.Background(), d, seat, legal, whole, det, rand.New(rand.NewPCG(seed, 2))); !slices.Equal(got, want) {
						t.Fatalf("seed %d, decision %d: stopped at check %d, the scores are %v, not those of its %d whole samples, %v", seed, decisions, n, got, whole, want)
					}
				}
			}
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if decisions == 0 {
			t.Fatalf("seed %d: no decision", seed)
		}
	}
}
