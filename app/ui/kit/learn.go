package kit

import (
	"encoding/json"
	"slices"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/bot"
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

// Setup is the guided game of the game id: the deal, the player at seat 0
// named you, Easy bots at the other seats named by botName(i).
func (g *Guide) Setup(id, you string, botName func(i int) string) table.Setup {
	seats := []table.SeatInfo{{Name: you, Kind: table.Human}}
	for i := 1; i < g.Players; i++ {
		seats = append(seats, table.SeatInfo{Name: botName(i), Kind: table.Bot, Level: int(bot.Easy)})
	}
	return table.Setup{Game: id, Config: games.Config{Players: g.Players, Seed: g.Seed, Variant: g.Variant}, Seats: seats}
}

// Due is the tip to show on the player's update u, the tips seen already
// aside: the first, in the guide's order, whose When holds.
func (g *Guide) Due(u table.Update, seen []string) (Tip, bool) {
	for _, tip := range g.Tips {
		if !slices.Contains(seen, tip.Key) && tip.When(u) {
			return tip, true
		}
	}
	return Tip{}, false
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
