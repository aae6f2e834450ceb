package table

import (
	"encoding/json"

	"menagerie/games"
)

// HintLevel is the bot level a hint is decided at: the strongest, 2
// (SeatInfo.Level's hard).
const HintLevel = 2

// HintJob prepares a hint for seat on the current position: the move the
// strongest bot would play in seat's place. It is a BotJob like any other,
// at HintLevel whoever holds the seat, so it decides from seat's own
// knowledge only (a Chooser reads the snapshot through Legal and
// Determinize), away from the table; Run gives the move, to be shown to
// the player rather than played, and Explain may give a reason for it. A
// hint made on a position the game has left has Seq behind the table's:
// drop it.
func (t *Table) HintJob(seat games.Seat) (*BotJob, error) {
	job, err := t.BotJob(seat)
	if err != nil {
		return nil, err
	}
	job.Level = HintLevel
	return job, nil
}

// Explainer gives the reason why seat would play m in s, a short key for
// the app to word, or "" for none. Like a Chooser, it may read s only as
// seat may (its legal moves and its view).
type Explainer func(s games.State, seat games.Seat, m games.Move) string

// Explain returns explain's reason for the job's seat playing move (as Run
// returned it) on the job's position.
func (j *BotJob) Explain(explain Explainer, move json.RawMessage) (string, error) {
	m, err := j.game.DecodeMove(move)
	if err != nil {
		return "", err
	}
	return explain(j.state, j.Seat, m), nil
}
