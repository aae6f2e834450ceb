package zoo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
)

// TestFastPathsAgree plays random games at every table size and checks, at
// every position, that the search's fast paths say what the validating
// ones do: AppendLegal the moves of Legal in the same order, RoundPoints
// the points of the view's last round, Winner the view's winner.
func TestFastPathsAgree(t *testing.T) {
	for _, tc := range []struct {
		players int
		variant string
	}{{3, ""}, {4, ""}, {4, "partners"}, {5, ""}, {7, ""}} {
		scored, ended := 0, 0
		for seed := uint64(1); seed <= 6; seed++ {
			s, err := newState(games.Config{Players: tc.players, Seed: seed, Variant: tc.variant})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 99))
			for step := 0; ; step++ {
				v := s.View(0).(View)
				pts := s.RoundPoints(nil)
				if (v.LastRound == nil) != (len(pts) == 0) {
					t.Fatalf("%d players %q, seed %d, step %d: RoundPoints %v, view's last round %v", tc.players, tc.variant, seed, step, pts, v.LastRound)
				}
				if v.LastRound != nil {
					for i, rs := range v.LastRound.Seats {
						if pts[i] != float64(rs.Points) {
							t.Fatalf("%d players %q, seed %d, step %d: seat %d's points %v, the view says %d", tc.players, tc.variant, seed, step, i, pts[i], rs.Points)
						}
					}
				}
				w, over := s.Winner()
				if over != (v.Final != nil) || over && w != v.Final.Winners[0] {
					t.Fatalf("%d players %q, seed %d, step %d: Winner %d %v, the view's final %+v", tc.players, tc.variant, seed, step, w, over, v.Final)
				}
				if len(pts) > 0 {
					scored++
				}
				if s.Over() {
					ended++
					break
				}
				for seat := range games.Seat(tc.players) {
					legal := s.Legal(seat)
					fast := s.AppendLegal(seat, nil)
					if len(fast) != len(legal) || !slices.EqualFunc(fast, legal, func(a Move, b games.Move) bool { return a == b.(Move) }) {
						t.Fatalf("%d players %q, seed %d, step %d, seat %d: AppendLegal %v, Legal %v", tc.players, tc.variant, seed, step, seat, fast, legal)
					}
				}
				actor := s.ToAct()[rng.IntN(len(s.ToAct()))]
				legal := s.Legal(actor)
				if err := s.Apply(actor, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if scored == 0 || ended == 0 {
			t.Errorf("%d players %q: %d positions after a round scored, %d games ended: nothing compared", tc.players, tc.variant, scored, ended)
		}
	}
}
