package lifeislife

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"menagerie/games"
)

// TestFastPathsAgree plays random games at every table size, in both
// variants, and checks at every position, for every seat and a spectator,
// that the search's fast paths say what the validating ones do:
// AppendLegal the moves of Legal in the same order (and Boxed each one's
// very value in Legal), the other accessors the fields of that seat's view.
func TestFastPathsAgree(t *testing.T) {
	for _, tc := range []struct {
		players int
		variant string
	}{{2, Standard}, {3, Standard}, {3, Advanced}, {4, Standard}, {4, Advanced}, {5, Standard}, {5, Advanced}} {
		var knocked, scored, sudden, ended int
		for seed := uint64(1); seed <= 12; seed++ {
			s, err := newState(games.Config{Players: tc.players, Seed: seed, Variant: tc.variant})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 99))
			buf := make([]Move, 0, 256)
			for step := 0; ; step++ {
				for seat := games.Spectator; seat <= games.Seat(tc.players); seat++ {
					fastAgrees(t, s, seat, buf, fmt.Sprintf("%q, seed %d, step %d, seat %d", tc.variant, seed, step, seat))
				}
				if s.knocker != noSeat {
					knocked++
				}
				if s.Over() {
					ended++
					break
				}
				actor := s.ToAct()[0]
				legal := s.Legal(actor)
				m := legal[rng.IntN(len(legal))]
				switch last := legal[len(legal)-1]; {
				case last == knockMove && rng.IntN(40) == 0:
					m = last // knock more often than 1 in 150 moves
				case rng.IntN(5) > 0:
					m = collector(s, legal, rng)
				}
				round := s.round
				if err := s.Apply(actor, m); err != nil {
					t.Fatal(err)
				}
				if s.lastRound.round == round {
					if s.lastRound.suddenDeath {
						sudden++
					} else {
						scored++
					}
				}
			}
		}
		if knocked == 0 || scored == 0 || sudden == 0 || ended == 0 {
			t.Errorf("%d players %q: %d positions after a knock, %d rounds scored, %d sudden deaths, %d games ended: not all compared",
				tc.players, tc.variant, knocked, scored, sudden, ended)
		}
	}
}

// collector gathers cats, rabbits or pigs: its sets end rounds at once.
func collector(s *State, legal []games.Move, rng *rand.Rand) games.Move {
	best, bestScore := legal[0], math.Inf(-1)
	for _, m := range legal {
		mv := m.(Move)
		if mv.Kind != Exchange {
			continue
		}
		// Each seat its own species, so that they do not share it.
		sp := setSpecies[int(s.turn)%s.activeSets()]
		score := rng.Float64() + float64(s.rows[mv.Row-1].Count(sp)-mv.Lay.Count(sp))
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// fastAgrees checks every fast path of s for seat against Legal and
// seat's view.
func fastAgrees(t *testing.T, s *State, seat games.Seat, buf []Move, where string) {
	t.Helper()
	legal := s.Legal(seat)
	// After a move already there, which AppendLegal keeps.
	fast := s.AppendLegal(seat, append(buf[:0], knockMove.(Move)))
	if fast[0] != knockMove || !slices.EqualFunc(fast[1:], legal, func(a Move, b games.Move) bool { return a == b.(Move) }) {
		t.Fatalf("%d players %s: AppendLegal %v, Legal %v", s.players, where, fast, legal)
	}
	fast = fast[1:]
	for i, m := range fast {
		if m.Boxed() != legal[i] {
			t.Fatalf("%d players %s: %v boxed is %v", s.players, where, m, m.Boxed())
		}
	}
	v := s.view(seat)
	if got, want := s.Hand(seat), namedCards(t, v.Hand); got != want {
		t.Fatalf("%d players %s: Hand %v, the view's %v", s.players, where, got, v.Hand)
	}
	rows := s.Rows()
	for r, row := range v.Rows {
		if rows[r] != namedCards(t, row) {
			t.Fatalf("%d players %s: Rows %v, the view's %v", s.players, where, rows, v.Rows)
		}
	}
	if s.Players() != len(v.Players) || s.Advanced() != (v.Variant == Advanced) {
		t.Fatalf("%d players %s: Players %d, Advanced %v; the view's %d players, variant %q", s.players, where, s.Players(), s.Advanced(), len(v.Players), v.Variant)
	}
	for _, p := range v.Players {
		q := games.Seat(p.Seat)
		if s.Lives(q) != p.Lives || (s.Lives(q) == 0) != p.Out || s.Exchanged(q) != p.Exchanged {
			t.Fatalf("%d players %s: seat %d: Lives %d, Exchanged %v; the view's %+v", s.players, where, q, s.Lives(q), s.Exchanged(q), p)
		}
	}
	if int(s.Knocker()) != v.Knocker || (s.Knocker() >= 0) != (v.Phase == "last_turn") || s.LastTurns() != len(v.LastTurns) {
		t.Fatalf("%d players %s: Knocker %d, LastTurns %d; the view's knocker %d, phase %q, last turns %v", s.players, where, s.Knocker(), s.LastTurns(), v.Knocker, v.Phase, v.LastTurns)
	}
	if int(s.Winner()) != v.Winner {
		t.Fatalf("%d players %s: Winner %d, the view's %d", s.players, where, s.Winner(), v.Winner)
	}
	lr := v.LastRound
	if (lr == nil) != (s.LastRound() == 0) || lr != nil && lr.Round != s.LastRound() {
		t.Fatalf("%d players %s: LastRound %d, the view's %+v", s.players, where, s.LastRound(), lr)
	}
	for p := range games.Seat(s.players) {
		change, out := s.RoundLives(p)
		wantChange, wantOut := 0, false
		if lr != nil {
			wantChange, wantOut = lr.Lives[p], slices.Contains(lr.Eliminated, int(p))
		}
		if change != wantChange || out != wantOut {
			t.Fatalf("%d players %s: seat %d: RoundLives %d %v, the view's last round %+v", s.players, where, p, change, out, lr)
		}
	}
}

// namedCards is the multiset of the view's card identifiers.
func namedCards(t *testing.T, names []string) Cards {
	t.Helper()
	c, err := parseCards(strings.Join(names, ","))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestFastPathsAllocateNothing checks that the fast paths and ToAct
// allocate nothing, and the determinization a search draws at every
// iteration nothing but the copy of the state.
func TestFastPathsAllocateNothing(t *testing.T) {
	s, err := newState(games.Config{Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 40 {
		// Some exchanges, so that the checks constrain the deal.
		if err := s.Apply(s.turn, hoarder(s, rng)); err != nil {
			t.Fatal(err)
		}
	}
	buf := make([]Move, 0, 256)
	var sink int
	if n := testing.AllocsPerRun(100, func() {
		for _, m := range s.AppendLegal(s.turn, buf[:0]) {
			if m.Boxed() != nil {
				sink++
			}
		}
		sink += len(s.ToAct()) + s.Hand(s.turn).Len() + s.Rows()[3].Len() + s.Lives(0) + s.LastTurns() + s.LastRound() + int(s.Winner())
	}); n != 0 {
		t.Errorf("the fast paths allocate %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { s.Determinize(s.turn, rng) }); n != 1 {
		t.Errorf("Determinize allocates %v times, want 1 (the copy)", n)
	}
	_ = sink
}
