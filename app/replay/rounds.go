package replay

import (
	"fmt"

	"menagerie/app/table"
)

// Round is a part of a game that a replay can jump to: a round of Life is
// Life, Du grabuge au zoo and Beaver Gang, a battle of Chevaux.
type Round struct {
	Number int `json:"number"` // as the game numbers it, 1, 2, …
	Start  int `json:"start"`  // the first position showing it
	End    int `json:"end"`    // the position after its last (the next round's Start, or Len)
}

// Rounds lists the game's rounds in order, as the engine numbers them at
// each position (games.Rounder, through table.Table.Round): a round starts
// at the first position in its number (a number that goes back, as a
// Chevaux battle cut short when the game ends, starts nothing). It is nil
// for a game without rounds; then only positions (Go) can be jumped to.
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
	n, ok := t.Round()
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
