package table

import (
	"errors"

	"menagerie/games"
)

// Errors returned by Undo.
var (
	// ErrNothingToUndo: the seat has made no move yet.
	ErrNothingToUndo = errors.New("this seat has no move to take back")
	// ErrUndoClock: the table's own step TimeUp was logged after the
	// seat's last move; the clock's verdict is never taken back.
	ErrUndoClock = errors.New("the time ran out since that move")
)

// Undo takes back seat's last move and every move made after it (the bots'
// replies), and returns how many steps it took back. The game is a function
// of its seed and its moves, so the table is rebuilt from its setup and
// the log without those steps: every seat's Update is then exactly the one
// it had before seat's move, its Seq included, and the moves taken back are
// gone from the log as if never made.
//
// Undo is refused, with nothing changed, when seat is no seat of the table
// (ErrNoSuchSeat), when the game is over (ErrGameOver: its result stands,
// and may have been recorded), when seat has made no move
// (ErrNothingToUndo), and when the table's step TimeUp comes at or after
// that move (ErrUndoClock). A timed game's deadline does not move.
//
// The table does not know who may undo: the app offers it against bots
// only. Since Seq goes back, a bot's decision under way (BotJob) on a
// position taken back must be dropped by its caller: the same Seq may come
// round again on another position.
func (t *Table) Undo(seat games.Seat) (int, error) {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return 0, ErrNoSuchSeat
	}
	if t.state.Over() {
		return 0, ErrGameOver
	}
	last := -1
	for i := len(t.log) - 1; i >= 0; i-- {
		if t.log[i].Seat == seat {
			last = i
			break
		}
	}
	if last < 0 {
		return 0, ErrNothingToUndo
	}
	for _, st := range t.log[last:] {
		if st.Seat == games.Spectator {
			return 0, ErrUndoClock
		}
	}
	back, err := Restore(t.game, t.setup, t.log[:last])
	if err != nil {
		return 0, err // a log that replayed once replays again: not expected
	}
	n := len(t.log) - last
	t.state, t.log, t.secret, t.seq, t.timeUp = back.state, back.log, back.secret, back.seq, back.timeUp
	t.memo = nil
	return n, nil
}
