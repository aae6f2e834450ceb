package chevaux

import (
	"fmt"

	"menagerie/games"
)

// Move kinds.
const (
	KindChoose  = "choose"  // the leader chooses the battle's characteristic
	KindKeep    = "keep"    // a player who may switch keeps the characteristic and announces
	KindSwitch  = "switch"  // a player who may switch changes the characteristic
	KindCollect = "collect" // the battle's winner takes the cards
)

// Move is every move of the game. Char is set for choose and switch only.
type Move struct {
	Kind string `json:"k"`
	Char string `json:"c,omitempty"`
}

// String describes the move: "choose weight", "keep", "switch to height",
// "collect".
func (m Move) String() string {
	switch m.Kind {
	case KindChoose:
		return "choose " + m.Char
	case KindSwitch:
		return "switch to " + m.Char
	}
	return m.Kind
}

// Choose is the leader's move choosing c.
func Choose(c Characteristic) Move { return Move{Kind: KindChoose, Char: c.String()} }

// Switch is the move switching to c.
func Switch(c Characteristic) Move { return Move{Kind: KindSwitch, Char: c.String()} }

// Keep is the move keeping the current characteristic.
func Keep() Move { return Move{Kind: KindKeep} }

// Collect is the winner's move taking the battle's cards.
func Collect() Move { return Move{Kind: KindCollect} }

// DecodeMove decodes a move encoded by json.Marshal, refusing anything else.
func (Game) DecodeMove(data []byte) (games.Move, error) {
	var m Move
	if err := games.DecodeJSON(data, &m); err != nil {
		return nil, fmt.Errorf("chevaux: bad move %q: %v", data, err)
	}
	if _, err := m.parse(); err != nil {
		return nil, err
	}
	return m, nil
}

// parse checks the move's shape and returns its characteristic.
func (m Move) parse() (Characteristic, error) {
	switch m.Kind {
	case KindChoose, KindSwitch:
		c, ok := ParseCharacteristic(m.Char)
		if !ok {
			return 0, fmt.Errorf("chevaux: move %q: unknown characteristic %q", m.Kind, m.Char)
		}
		return c, nil
	case KindKeep, KindCollect:
		if m.Char != "" {
			return 0, fmt.Errorf("chevaux: move %q takes no characteristic", m.Kind)
		}
		return 0, nil
	}
	return 0, fmt.Errorf("chevaux: unknown move kind %q", m.Kind)
}
