package replay

import (
	"bytes"
	"encoding/json"

	"menagerie/app/table"
	"menagerie/games"
)

// choices are the steps a table could take at one position, in the
// codec's order: each seat to act, in the game's order, with each of its
// legal moves in the game's order, then the table's step TimeUp if the
// table may take it. They are counted, not listed: only the step taken is
// ever encoded.
type choices struct {
	seats  []games.Seat
	counts []int // legal moves per seat
	timeUp bool
	total  int
}

// choicesAt counts the choices of t at its position; none once the game is
// over.
func choicesAt(t *table.Table) choices {
	var c choices
	for _, seat := range t.ToAct() {
		n := t.LegalCount(seat)
		c.seats = append(c.seats, seat)
		c.counts = append(c.counts, n)
		c.total += n
	}
	if t.CanTimeUp() {
		c.timeUp = true
		c.total++
	}
	return c
}

// step returns choice number i, 0 ≤ i < c.total.
func (c choices) step(t *table.Table, i int) (table.Step, bool) {
	for k, seat := range c.seats {
		if i < c.counts[k] {
			m, ok := t.LegalMove(seat, i)
			return table.Step{Seat: seat, Move: m}, ok
		}
		i -= c.counts[k]
	}
	if c.timeUp && i == 0 {
		return table.Step{Seat: games.Spectator, Move: table.TimeUp}, true
	}
	return table.Step{}, false
}

// index returns the number of st among the choices, or -1 if it is none of
// them.
func (c choices) index(t *table.Table, st table.Step) int {
	if st.Seat == games.Spectator {
		var m bytes.Buffer
		if !c.timeUp || json.Compact(&m, st.Move) != nil || !bytes.Equal(m.Bytes(), table.TimeUp) {
			return -1
		}
		return c.total - 1
	}
	base := 0
	for k, seat := range c.seats {
		if seat == st.Seat {
			if i := t.LegalIndex(seat, st.Move); i >= 0 {
				return base + i
			}
			return -1
		}
		base += c.counts[k]
	}
	return -1
}
