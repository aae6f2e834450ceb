package replay

import (
	"encoding/json"
	"fmt"

	"menagerie/app/table"
	"menagerie/games"
)

// Round is a part of a game that a replay can jump to: a round of Life is
// Life, Du grabuge au zoo and Beaver Gang, a battle of Chevaux.
type Round struct {
	Number int `json:"number"` // as the game numbers it, 1, 2, …
	Start  int `json:"start"`  // the first position showing it
	End    int `json:"end"`    // the position after its last (the next round's Start, or Len)
}

// roundOf reads the round number from a view's JSON: its top-level field
// "round", else "battle". A game whose spectator view has neither
// (Animalement Vôtre, one auction after another) has no rounds to jump
// to, only moves.
func roundOf(view json.RawMessage) (int, bool) {
	var v struct {
		Round  *int `json:"round"`
		Battle *int `json:"battle"`
	}
	if json.Unmarshal(view, &v) != nil {
		return 0, false
	}
	switch {
	case v.Round != nil:
		return *v.Round, true
	case v.Battle != nil:
		return *v.Battle, true
	}
	return 0, false
}

// Rounds lists the game's rounds in order, read from the engine's
// spectator view at each position (its "round" field, or "battle" in
// Chevaux): a round starts at the first position whose view shows its
// number (a number that goes back, as Chevaux's battle does once the
// game is over, starts nothing). It is nil for a game whose views number
// no rounds; then only positions (Go) can be jumped to.
func (p *Player) Rounds() []Round { return append([]Round(nil), p.rounds...) }

// roundFinder finds the rounds of a game as it is replayed.
type roundFinder struct {
	rounds []Round
	none   bool // a view without a round number: no rounds
}

// see reads the round of t, at position k.
func (f *roundFinder) see(t *table.Table, k int) {
	if f.none {
		return
	}
	n, ok := roundOf(t.View(games.Spectator))
	switch {
	case !ok:
		f.none, f.rounds = true, nil
	case len(f.rounds) == 0 || n > f.rounds[len(f.rounds)-1].Number:
		if len(f.rounds) > 0 {
			f.rounds[len(f.rounds)-1].End = k
		}
		f.rounds = append(f.rounds, Round{Number: n, Start: k})
	}
}

// done returns the rounds of a game of end positions.
func (f *roundFinder) done(end int) []Round {
	if len(f.rounds) == 0 {
		return nil
	}
	f.rounds[len(f.rounds)-1].End = end
	return f.rounds
}

// Round is the index in Rounds of the round at the current position, -1
// for a game without rounds.
func (p *Player) Round() int {
	rounds := p.Rounds()
	for i := len(rounds) - 1; i >= 0; i-- {
		if rounds[i].Start <= p.pos {
			return i
		}
	}
	return -1
}

// GoRound goes to the start of the round of index i in Rounds.
func (p *Player) GoRound(i int) error {
	rounds := p.Rounds()
	if i < 0 || i >= len(rounds) {
		return fmt.Errorf("%w: round %d of %d", ErrPosition, i, len(rounds))
	}
	return p.Go(rounds[i].Start)
}
