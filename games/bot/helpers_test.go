package bot

import (
	"math/rand/v2"
	"testing"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

func init() { strict = true }

// table is a game configuration the tests play.
type table struct {
	game    games.Game
	players int
	variant string
}

func (t table) String() string {
	return t.game.ID() + "/" + gamestest.Table{Players: t.players, Variant: t.variant}.String()
}

// tables is every game of the catalog at the tables gamestest.Tables
// gives: a usual size, the smallest, and each variant it offers.
func tables() []table {
	var out []table
	for _, g := range catalog.All() {
		for _, tb := range gamestest.Tables(g) {
			out = append(out, table{game: g, players: tb.Players, variant: tb.Variant})
		}
	}
	return out
}

// newGame starts t with seed.
func newGame(tb testing.TB, t table, seed uint64) games.State {
	tb.Helper()
	s, err := t.game.New(games.Config{Players: t.players, Seed: seed, Variant: t.variant})
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// randomMoves plays n uniformly random moves (fewer if the game ends).
func randomMoves(s games.State, n int, rng *rand.Rand) {
	for range n {
		if s.Over() {
			return
		}
		acts := s.ToAct()
		seat := acts[rng.IntN(len(acts))]
		legal := s.Legal(seat)
		if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
}

// decisionPoints plays random games of t and returns states at which the
// seat to act has a real choice, with that seat: up to n of them, spread
// over the game.
func decisionPoints(tb testing.TB, t table, n int, seed uint64) (states []games.State, seats []games.Seat) {
	rng := rand.New(rand.NewPCG(seed, 99))
	for g := uint64(0); len(states) < n && g < 20; g++ {
		s := newGame(tb, t, seed+g)
		for step := 0; !s.Over() && len(states) < n; step++ {
			acts := s.ToAct()
			seat := acts[rng.IntN(len(acts))]
			legal := s.Legal(seat)
			if len(legal) > 1 && rng.IntN(12) == 0 {
				states = append(states, s.Clone())
				seats = append(seats, seat)
			}
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return states, seats
}
