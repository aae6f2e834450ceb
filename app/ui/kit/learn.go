package kit

import (
	"encoding/json"

	"menagerie/app/table"
	"menagerie/games"
)

// Guide is a game's guided first game: a fixed deal against bots, in which
// the coach suggests each of the player's moves (see HintTable) and short
// notes explain each rule at the moment it first matters.
type Guide struct {
	// Seed, Players and Variant make the deal: chosen so that every tip
	// comes up in the game.
	Seed    uint64
	Players int
	Variant string
	// Tips are the coach's notes, each shown once, the first time its When
	// holds for the player's update.
	Tips []Tip
}

// Tip is one of the coach's notes.
type Tip struct {
	// Key names the tip (the tips seen are saved with the game).
	Key string
	// Text is the note: {French, English}.
	Text [2]string
	// When says whether the note is due for the update on screen (the
	// player's own, whoever is to move).
	When func(u table.Update) bool
}

// HintTable is a Table that may propose a move to the player on screen: a
// hint asked for, or the guided game's coach. A board marks the cards and
// the button that make the proposed move with the class "hinted".
type HintTable interface {
	// Hint is the proposed move for the position on screen, or nil.
	Hint() json.RawMessage
}

// HintOf is the move t proposes now, decoded into the game's move type.
func HintOf[M games.Move](t Table, g games.Game) (M, bool) {
	var zero M
	h, ok := t.(HintTable)
	if !ok {
		return zero, false
	}
	raw := h.Hint()
	if raw == nil {
		return zero, false
	}
	return Decode[M](g, raw)
}

// Hinted is class with " hinted" added when on holds: the mark of a card or
// button that belongs to the proposed move.
func Hinted(class string, on bool) string {
	if on {
		return class + " hinted"
	}
	return class
}
