package beavergang

import (
	"fmt"

	"menagerie/games"
)

// The move kinds, in the order of a turn.
const (
	KindPeek    = "peek"    // the opening peek: look at the two outer cards of one's row
	KindReady   = "ready"   // done with the opening peek: the outer cards go back face down
	KindTake    = "take"    // action A: the top discard goes in place of own card Slot, unseen
	KindDraw    = "draw"    // action B: draw the top card of the draw pile
	KindReplace = "replace" // put the drawn number card in place of own card Slot
	KindDiscard = "discard" // discard the drawn card (under Piocher: and draw a second one)
	KindPlay    = "play"    // play the drawn action card
	KindSwap    = "swap"    // Échange: own card Slot with card TheirSlot of seat Seat
	KindLook    = "look"    // Regarder: look at own card Slot
	KindBack    = "back"    // Regarder: put the card looked at back in its place, face down
	KindKnock   = "knock"   // end the round: everyone else plays one more turn
	KindPass    = "pass"    // do not knock
)

// Move is every move of Beaver Gang, told apart by Kind. Slots are numbered
// 0 … 3 from the left of a row; fields a kind does not use are zero (and
// left out of the JSON). A move never names a hidden card: "replace slot 2
// with the drawn card", not which card that is.
type Move struct {
	Kind      string `json:"k"`
	Slot      int    `json:"i,omitempty"`    // own slot (take, replace, swap, look)
	Seat      int    `json:"seat,omitempty"` // the opponent (swap)
	TheirSlot int    `json:"j,omitempty"`    // the opponent's slot (swap)
}

// String describes the move for logs and transcripts.
func (m Move) String() string {
	switch m.Kind {
	case KindPeek:
		return "look at my two outer cards"
	case KindTake:
		return fmt.Sprintf("take the discard into slot %d", m.Slot)
	case KindReplace:
		return fmt.Sprintf("replace slot %d with the drawn card", m.Slot)
	case KindDiscard:
		return "discard the drawn card"
	case KindPlay:
		return "play the drawn card"
	case KindSwap:
		return fmt.Sprintf("swap my slot %d with seat %d's slot %d", m.Slot, m.Seat, m.TheirSlot)
	case KindLook:
		return fmt.Sprintf("look at slot %d", m.Slot)
	case KindBack:
		return "put the card back"
	case KindPass:
		return "don't knock"
	}
	return m.Kind
}

// maxPlayers bounds Seat in a swap move.
const maxPlayers = 6

// check says whether m is well formed: a known kind, with in-range fields
// for that kind and zero in the others.
func (m Move) check() error {
	slot := func(v int) bool { return v >= 0 && v < 4 }
	switch m.Kind {
	case KindPeek, KindReady, KindDraw, KindDiscard, KindPlay, KindBack, KindKnock, KindPass:
		if m.Slot != 0 || m.Seat != 0 || m.TheirSlot != 0 {
			return fmt.Errorf("move %q takes no slot or seat", m.Kind)
		}
	case KindTake, KindReplace, KindLook:
		if !slot(m.Slot) {
			return fmt.Errorf("move %q: slot %d is not 0 to 3", m.Kind, m.Slot)
		}
		if m.Seat != 0 || m.TheirSlot != 0 {
			return fmt.Errorf("move %q takes no seat", m.Kind)
		}
	case KindSwap:
		if !slot(m.Slot) || !slot(m.TheirSlot) {
			return fmt.Errorf("move %q: slots %d and %d must be 0 to 3", m.Kind, m.Slot, m.TheirSlot)
		}
		if m.Seat < 0 || m.Seat >= maxPlayers {
			return fmt.Errorf("move %q: seat %d is out of range", m.Kind, m.Seat)
		}
	default:
		return fmt.Errorf("unknown move kind %q", m.Kind)
	}
	return nil
}

// decodeMove is the strict inverse of json.Marshal(Move).
func decodeMove(data []byte) (games.Move, error) {
	var m Move
	if err := games.DecodeJSON(data, &m); err != nil {
		return nil, fmt.Errorf("beavergang: bad move %q: %w", data, err)
	}
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("beavergang: %w", err)
	}
	return m, nil
}

// boxed holds every possible move already wrapped in the games.Move
// interface, so that listing legal moves does not allocate one per move.
var boxed = func() (b struct {
	peek, ready, draw, discard, play, back, knock, pass games.Move
	take, replace, look                                 [4]games.Move
	swap                                                [4][maxPlayers][4]games.Move
}) {
	b.peek = Move{Kind: KindPeek}
	b.ready = Move{Kind: KindReady}
	b.draw = Move{Kind: KindDraw}
	b.discard = Move{Kind: KindDiscard}
	b.play = Move{Kind: KindPlay}
	b.back = Move{Kind: KindBack}
	b.knock = Move{Kind: KindKnock}
	b.pass = Move{Kind: KindPass}
	for i := range 4 {
		b.take[i] = Move{Kind: KindTake, Slot: i}
		b.replace[i] = Move{Kind: KindReplace, Slot: i}
		b.look[i] = Move{Kind: KindLook, Slot: i}
		for o := range maxPlayers {
			for j := range 4 {
				b.swap[i][o][j] = Move{Kind: KindSwap, Slot: i, Seat: o, TheirSlot: j}
			}
		}
	}
	return b
}()
