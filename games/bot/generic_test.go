package bot

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"
	"testing"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// race is a game the bots know nothing about: two players in turn add 1,
// 2 or 3 to a count, and whoever brings it to raceTarget wins.
type race struct {
	count, turn int
}

const raceTarget = 21

// raceMove adds its value to the count.
type raceMove int

func (m raceMove) String() string { return "+" + strconv.Itoa(int(m)) }

func (r *race) ToAct() []games.Seat {
	if r.Over() {
		return nil
	}
	return []games.Seat{games.Seat(r.turn)}
}

func (r *race) Legal(s games.Seat) []games.Move {
	if r.Over() || int(s) != r.turn {
		return nil
	}
	var out []games.Move
	for k := 1; k <= 3 && r.count+k <= raceTarget; k++ {
		out = append(out, raceMove(k))
	}
	return out
}

func (r *race) Apply(s games.Seat, m games.Move) error {
	k, ok := m.(raceMove)
	if !ok || int(s) != r.turn || r.Over() || k < 1 || k > 3 || r.count+int(k) > raceTarget {
		return errors.New("race: illegal move")
	}
	r.count += int(k)
	if !r.Over() {
		r.turn = 1 - r.turn
	}
	return nil
}

func (r *race) View(games.Seat) any { return *r }
func (r *race) Over() bool          { return r.count == raceTarget }
func (r *race) Result() games.Result {
	return games.Result{Scores: []float64{0, 0}, Winners: []games.Seat{games.Seat(r.turn)}}
}
func (r *race) Clone() games.State                             { c := *r; return &c }
func (r *race) Determinize(games.Seat, *rand.Rand) games.State { return r.Clone() }

// TestKnowledgeFitsOneGame: the knowledge each game's file registers
// claims the states of exactly one game of the catalog, and no game is
// claimed by two: a game found with no knowledge of its own is one the
// bots play with the generic search (TestUnknownGameSearches), never one
// whose knowledge stopped fitting.
func TestKnowledgeFitsOneGame(t *testing.T) {
	claims := make([][]string, len(known))
	for _, g := range catalog.All() {
		s := newGame(t, table{game: g, players: gamestest.Usual(g).Players}, 1)
		var by []int
		for i, k := range known {
			if k.fits(s) {
				by = append(by, i)
				claims[i] = append(claims[i], g.ID())
			}
		}
		if len(by) > 1 {
			t.Errorf("%s: claimed by %d games' knowledge", g.ID(), len(by))
		}
	}
	for i, c := range claims {
		if len(c) != 1 {
			t.Errorf("knowledge %d (%T) claims %v", i, known[i], c)
		}
	}
}

// TestUnknownGameSearches: a game the bots know nothing about gets the
// generic search at every level, never a random move: with the count at
// 18, adding 3 wins at once, and every level finds it from every seed (a
// random player would miss it two times out of three).
func TestUnknownGameSearches(t *testing.T) {
	if _, generic := gameOf(&race{}).(genericGame); !generic {
		t.Fatal("the race game found knowledge of some other game")
	}
	for _, level := range []Level{Easy, Medium, Hard} {
		for seed := range uint64(20) {
			s := &race{count: raceTarget - 3, turn: int(seed % 2)}
			m := Choose(context.Background(), s, games.Seat(s.turn), level, rand.New(rand.NewPCG(seed, 1)))
			if m != raceMove(3) {
				t.Errorf("%v seed %d: %v, want the winning +3", level, seed, m)
			}
		}
	}
	// And whole games end with legal moves.
	for seed := range uint64(4) {
		s := &race{}
		rng := rand.New(rand.NewPCG(seed, 2))
		for !s.Over() {
			seat := s.ToAct()[0]
			if err := s.Apply(seat, Choose(context.Background(), s, seat, Level(seed%3), rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
