package table

import (
	"encoding/json"
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
	return &c
}
