package table

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"

	"menagerie/games"
)

// Legal returns seat's legal moves now, in the game's order and encoded as
// Act expects them (the same list as Update's Legal, without building a
// view). It is nil when seat may not act. A replay numbers a move by its
// place in this list (see package replay).
func (t *Table) Legal(seat games.Seat) []json.RawMessage {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return nil
	}
	var out []json.RawMessage
	for _, m := range t.state.Legal(seat) {
		data, err := json.Marshal(m)
		if err != nil {
			continue
		}
		out = append(out, data)
	}
	return out
}

// LegalCount is the number of seat's legal moves now: len(Legal(seat))
// without encoding them.
func (t *Table) LegalCount(seat games.Seat) int {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return 0
	}
	return len(t.state.Legal(seat))
}

// LegalMove returns Legal(seat)[i], encoding only that move; false when
// there is none.
func (t *Table) LegalMove(seat games.Seat, i int) (json.RawMessage, bool) {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return nil, false
	}
	legal := t.state.Legal(seat)
	if i < 0 || i >= len(legal) {
		return nil, false
	}
	data, err := json.Marshal(legal[i])
	return data, err == nil
}

// LegalIndex returns the index of move in Legal(seat), or -1 when move is
// not one of seat's legal moves now. Moves are compared as the game
// decodes them, so move may be written in any JSON the game reads.
func (t *Table) LegalIndex(seat games.Seat, move json.RawMessage) int {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return -1
	}
	m, err := t.game.DecodeMove(move)
	if err != nil || m == nil {
		return -1
	}
	legal := t.state.Legal(seat)
	if reflect.TypeOf(m).Comparable() {
		for i, l := range legal {
			if l == m {
				return i
			}
		}
	}
	// Not found as a value (or not comparable): compare the encodings.
	canon, err := json.Marshal(m)
	if err != nil {
		return -1
	}
	for i, l := range legal {
		if data, err := json.Marshal(l); err == nil && bytes.Equal(data, canon) {
			return i
		}
	}
	return -1
}

// View is seat's view now, as its Update carries it, without the rest of
// the Update (the events cost more to make than the view).
func (t *Table) View(seat games.Seat) json.RawMessage {
	data, _ := json.Marshal(t.state.View(seat))
	return data
}

// Round is the number of the round (or battle) being played, 1, 2, …, and
// true, for a game played in rounds (games.Rounder); 0 and false for a
// game without rounds.
func (t *Table) Round() (int, bool) {
	r, ok := t.state.(games.Rounder)
	if !ok {
		return 0, false
	}
	return r.Round(), true
}

// CanTimeUp reports whether the table's step TimeUp may be acted now: the
// game is timed, not over, and has not been told yet that its time is up.
// It says nothing of the wall clock (see Due): a replay uses it to know
// whether the clock's step was possible at a position.
func (t *Table) CanTimeUp() bool {
	_, ender := t.state.(games.Ender)
	return ender && t.Timed() && !t.timeUp && !t.state.Over()
}

// Clone returns an independent copy of the table at its current position,
// clock included: a replay keeps a few of them to step back quickly.
func (t *Table) Clone() *Table {
	c := *t
	c.setup.Seats = slices.Clone(t.setup.Seats)
	c.state = t.state.Clone()
	c.log = slices.Clone(t.log)
	c.secret = slices.Clone(t.secret)
	c.memo = nil
	return &c
}
