package chevaux

import (
	"encoding/json"
	"testing"

	"menagerie/games"
)

// deal builds a game whose seat p holds piles[p] (top card first), with
// nothing set aside, the given battle limit (0 = "all") and leader, and starts
// its first battle.
func deal(limit, leader int, piles ...[]uint8) *State {
	s := &State{players: len(piles), limit: limit}
	for p, cs := range piles {
		for _, c := range cs {
			s.piles[p].push(c)
			s.inPlay++
		}
	}
	s.startBattle(leader)
	return s
}

// play applies moves in turn, each by the seat to act, failing t on any
// refusal.
func play(t *testing.T, s *State, moves ...Move) {
	t.Helper()
	for _, m := range moves {
		a := s.actor()
		if err := s.Apply(games.Seat(a), m); err != nil {
			t.Fatalf("seat %d %v: %v", a, m, err)
		}
	}
}

// view returns seat's view.
func view(s *State, seat games.Seat) View { return s.View(seat).(View) }

// kinds lists the log's events as "seat:kind" strings.
func kinds(v View) []string {
	var out []string
	for _, e := range v.Log {
		out = append(out, string(rune('0'+e.Seat))+":"+e.Kind)
	}
	return out
}

// toJSON is a compact rendering for failure messages.
func toJSON(x any) string {
	b, _ := json.Marshal(x)
	return string(b)
}
