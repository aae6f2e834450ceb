package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"menagerie/games"
)

// Clock is a timed game's clock (see games.Timed), as every seat's Update
// carries it: the engines keep no clock, the table does. The deadline is
// wall-clock time, not part of the game: the game only learns that the
// time is up through the step TimeUp, recorded in the log.
type Clock struct {
	Limit    int64 `json:"limit"`              // the game's agreed length, in milliseconds
	Deadline int64 `json:"deadline,omitempty"` // when the time is up, Unix milliseconds; 0 until the clock starts
	Up       bool  `json:"up,omitempty"`       // the table has told the game that the time is up
}

// TimeUp is the table's own step, logged with the seat games.Spectator,
// that tells a timed game its time is up: Act and Restore hand it to the
// game's End (see games.Ender), so a game ended by the clock replays
// exactly from its setup and log.
var TimeUp = json.RawMessage(`{"end":"time"}`)

// ErrNotTimed is returned when the clock of a game without one is used.
var ErrNotTimed = errors.New("this game has no clock")

// ErrTimeUp is the clock's TimeUp played a second time.
var ErrTimeUp = errors.New("the time is already up")

// timeLimit is the agreed length of the game, zero when it is not timed.
func (t *Table) timeLimit() time.Duration {
	if g, ok := t.state.(games.Timed); ok {
		return g.TimeLimit()
	}
	return 0
}

// Timed reports whether the game is played against a clock.
func (t *Table) Timed() bool { return t.timeLimit() > 0 }

// Deadline is when a timed game's time is up, in Unix milliseconds; 0
// until the clock starts, and for a game without a clock.
func (t *Table) Deadline() int64 { return t.deadline }

// StartClock starts a timed game's clock at now, unless it runs already;
// it reports whether it started it.
func (t *Table) StartClock(now time.Time) bool {
	if !t.Timed() || t.deadline != 0 || t.state.Over() {
		return false
	}
	t.deadline = now.Add(t.timeLimit()).UnixMilli()
	return true
}

// SetDeadline sets a timed game's deadline (Unix milliseconds), as saved
// with the game: a page that reloads goes on with the same clock.
func (t *Table) SetDeadline(ms int64) error {
	if !t.Timed() {
		return ErrNotTimed
	}
	t.deadline = ms
	return nil
}

// Due reports whether the time of a timed game is up at now and the game,
// not over, has not been told yet: the host then acts TimeUp.
func (t *Table) Due(now time.Time) bool {
	return t.deadline != 0 && !t.timeUp && !t.state.Over() && now.UnixMilli() >= t.deadline
}

// clock is the Update's clock, nil for a game without one.
func (t *Table) clock() *Clock {
	limit := t.timeLimit()
	if limit <= 0 {
		return nil
	}
	return &Clock{Limit: limit.Milliseconds(), Deadline: t.deadline, Up: t.timeUp}
}

// actTable applies one of the table's own steps (seat games.Spectator):
// TimeUp is the only one.
func (t *Table) actTable(move json.RawMessage) error {
	var canon bytes.Buffer
	if json.Compact(&canon, move) != nil || !bytes.Equal(canon.Bytes(), TimeUp) {
		return fmt.Errorf("%w: a spectator makes no move but the clock's %s", ErrNoSuchSeat, TimeUp)
	}
	if t.state.Over() {
		return ErrGameOver
	}
	e, ok := t.state.(games.Ender)
	if !ok || !t.Timed() {
		return ErrNotTimed
	}
	if t.timeUp {
		return ErrTimeUp
	}
	if err := e.End(); err != nil {
		return err
	}
	t.timeUp = true
	t.log = append(t.log, Step{Seat: games.Spectator, Move: TimeUp})
	t.secret = append(t.secret, false)
	t.seq++
	t.memo = nil
	return nil
}
