package replay

import (
	"errors"
	"fmt"
)

// The errors of Decode (and some of Encode and NewPlayer). Each error
// returned wraps one of them: test with errors.Is.
var (
	// ErrFormat: not a replay code (a character outside base64url, the
	// wrong prefix, far too long).
	ErrFormat = errors.New("replay: not a replay link")
	// ErrVersion: a version of the format this app does not read.
	ErrVersion = errors.New("replay: unknown link version")
	// ErrTruncated: the code ends before the replay does.
	ErrTruncated = errors.New("replay: the link is cut short")
	// ErrTrailing: the code goes on after the replay.
	ErrTrailing = errors.New("replay: data after the end of the replay")
	// ErrGame: a game this app does not know.
	ErrGame = errors.New("replay: unknown game")
	// ErrSetup: a setup the game refuses (players, variant, seats).
	ErrSetup = errors.New("replay: bad game setup")
	// ErrBadMove: a step the game could not take (see MoveError).
	ErrBadMove = errors.New("replay: bad move")
	// ErrChecksum: the replayed game is not the one the link was made of:
	// a damaged link, or one made by a version of the app whose rules
	// differ.
	ErrChecksum = errors.New("replay: the link does not check out")
)

// MoveError is a step of a replay that its game could not take. It wraps
// ErrBadMove and, when there is one, the table's error.
type MoveError struct {
	Step int   // the step's number, 1-based
	Err  error // why, or nil
}

// Error says which step and why.
func (e *MoveError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("%v: step %d", ErrBadMove, e.Step)
	}
	return fmt.Sprintf("%v: step %d: %v", ErrBadMove, e.Step, e.Err)
}

// Unwrap gives ErrBadMove and the cause.
func (e *MoveError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrBadMove}
	}
	return []error{ErrBadMove, e.Err}
}
