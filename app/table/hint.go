package table

import "menagerie/games"

// HintLevel is the bot level a hint is decided at: the strongest, 2
// (SeatInfo.Level's hard).
const HintLevel = 2

// HintJob prepares a hint for seat on the current position: the move the
// strongest bot would play in seat's place. It is a BotJob like any other,
// at HintLevel whoever holds the seat, so it decides from seat's own
// knowledge only (a Chooser reads the snapshot through Legal and
// Determinize), away from the table; Run gives the move, to be shown to
// the player rather than played. A hint made on a position the game has
// left has Seq behind the table's: drop it.
func (t *Table) HintJob(seat games.Seat) (*BotJob, error) {
	job, err := t.BotJob(seat)
	if err != nil {
		return nil, err
	}
	job.Level = HintLevel
	return job, nil
}
