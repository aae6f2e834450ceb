package gamestest

import (
	"testing"

	"menagerie/games"
)

// checkRound checks the promise of games.Rounder, for a state that makes
// it, at move n: a round is numbered from 1 and never goes down while the
// game goes on. last is the round seen at the move before (0 at the
// start); it returns the round now.
func checkRound(t *testing.T, s games.State, name string, n, last int) (int, bool) {
	t.Helper()
	r, ok := s.(games.Rounder)
	if !ok {
		return 0, true
	}
	round := r.Round()
	switch {
	case round < 1:
		t.Errorf("%s: move %d: round %d", name, n, round)
		return round, false
	case round < last && !s.Over():
		t.Errorf("%s: move %d: round %d after round %d", name, n, round, last)
		return round, false
	case s.Clone().(games.Rounder).Round() != round:
		t.Errorf("%s: move %d: a clone is in round %d, the state in %d", name, n, s.Clone().(games.Rounder).Round(), round)
		return round, false
	}
	return round, true
}
