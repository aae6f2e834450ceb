package bot

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"
	"testing"

	"menagerie/games"
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

// TestEveryGameHasKnowledge: each game of the catalog finds knowledge of
// its own, not the generic search's.
func TestEveryGameHasKnowledge(t *testing.T) {
	for _, tb := range tables() {
		if _, generic := gameOf(newGame(t, tb, 1)).(genericGame); generic {
			t.Errorf("%v: the bots have no knowledge of the game", tb)
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
