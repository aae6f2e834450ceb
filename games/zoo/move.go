package zoo

import (
	"encoding/json"
	"fmt"

	"menagerie/games"
)

// Kind says what a move does.
type Kind uint8

// The move kinds. Their JSON names are in kindNames.
const (
	// KindPlay lays a set from the hand: to lead a trick or to beat the set
	// on the table.
	KindPlay Kind = iota + 1
	// KindPass plays nothing this turn; the player may still play later in
	// the same trick.
	KindPass
	// KindGive hands two cards face down to one's partner (partner game,
	// junior first, then senior).
	KindGive
	// KindSetAside puts two cards face down in front of the lone player of a
	// partner round; they count as collected cards.
	KindSetAside
	// KindAsk is the junior's help request: lay part of a beating set and
	// ask the senior to complete it.
	KindAsk
	// KindComplete is the senior's answer that adds cards to the laid ones
	// to make a beating set, played as the junior's.
	KindComplete
	// KindRefuse is the senior's answer that declines: the junior takes the
	// cards back and the turn is a pass.
	KindRefuse
)

// kindNames are the JSON names of the kinds.
var kindNames = [...]string{
	KindPlay: "play", KindPass: "pass", KindGive: "give", KindSetAside: "aside",
	KindAsk: "ask", KindComplete: "complete", KindRefuse: "refuse",
}

// String returns the kind's JSON name.
func (k Kind) String() string {
	if k >= KindPlay && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Move is every move of the game, one envelope for all kinds.
//
// JSON: {"k":"play","c":{"elephant":1,"mosquito":1},"as":"elephant"}.
// k is the kind; c the cards (play, give, aside, ask, complete: the cards
// the mover lays or hands over from their own hand; absent for pass and
// refuse); as (play and complete only) the animal the set counts as, which
// the cards always determine. A move names only the mover's own cards.
type Move struct {
	Kind  Kind
	Cards Cards
	As    Animal
}

// hasAs reports whether moves of this kind carry the animal the set counts as.
func (k Kind) hasAs() bool { return k == KindPlay || k == KindComplete }

// hasCards reports whether moves of this kind carry cards.
func (k Kind) hasCards() bool { return k != KindPass && k != KindRefuse }

// Play is the move that lays cards counting as the animal as.
func Play(cards Cards, as Animal) Move { return Move{Kind: KindPlay, Cards: cards, As: as} }

// Pass is the move that plays nothing this turn.
func Pass() Move { return Move{Kind: KindPass} }

// String describes the move, e.g. "play 1 elephant + 1 mosquito as 2 elephant".
func (m Move) String() string {
	switch m.Kind {
	case KindPlay:
		return fmt.Sprintf("play %v as %d %v", m.Cards, m.Cards.Total(), m.As)
	case KindPass:
		return "pass"
	case KindGive:
		return fmt.Sprintf("give %v", m.Cards)
	case KindSetAside:
		return fmt.Sprintf("set aside %v", m.Cards)
	case KindAsk:
		return fmt.Sprintf("ask for help with %v", m.Cards)
	case KindComplete:
		return fmt.Sprintf("complete with %v as %v", m.Cards, m.As)
	case KindRefuse:
		return "refuse"
	}
	return fmt.Sprintf("move of unknown kind %d", m.Kind)
}

// wireMove is the JSON shape of a Move.
type wireMove struct {
	K  string `json:"k"`
	C  *Cards `json:"c,omitempty"`
	As string `json:"as,omitempty"`
}

// MarshalJSON writes the move as {"k":…,"c":…,"as":…}, leaving out the
// fields its kind does not have.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.Kind < KindPlay || int(m.Kind) >= len(kindNames) {
		return nil, fmt.Errorf("zoo: move of unknown kind %d", m.Kind)
	}
	w := wireMove{K: m.Kind.String()}
	if m.Kind.hasCards() {
		c := m.Cards
		w.C = &c
	}
	if m.Kind.hasAs() {
		w.As = m.As.String()
	}
	return json.Marshal(w)
}

// DecodeMove reads a Move written by json.Marshal, strictly: unknown fields,
// unknown kinds or animals, and fields the kind does not have are refused.
func (Game) DecodeMove(data []byte) (games.Move, error) {
	return decodeMove(data)
}

func decodeMove(data []byte) (Move, error) {
	var w wireMove
	if err := games.DecodeJSON(data, &w); err != nil {
		return Move{}, fmt.Errorf("zoo: bad move %s: %w", data, err)
	}
	var m Move
	for k, name := range kindNames {
		if name != "" && name == w.K {
			m.Kind = Kind(k)
		}
	}
	if m.Kind == 0 {
		return Move{}, fmt.Errorf("zoo: unknown move kind %q", w.K)
	}
	switch {
	case m.Kind.hasCards() && (w.C == nil || *w.C == 0):
		return Move{}, fmt.Errorf("zoo: a %s move needs cards", w.K)
	case !m.Kind.hasCards() && w.C != nil:
		return Move{}, fmt.Errorf("zoo: a %s move has no cards", w.K)
	case m.Kind.hasAs() && w.As == "":
		return Move{}, fmt.Errorf("zoo: a %s move needs the animal it counts as", w.K)
	case !m.Kind.hasAs() && w.As != "":
		return Move{}, fmt.Errorf("zoo: a %s move has no animal to count as", w.K)
	}
	if w.C != nil {
		m.Cards = *w.C
	}
	if w.As != "" {
		a, ok := ParseAnimal(w.As)
		if !ok || a == Chameleon {
			return Move{}, fmt.Errorf("zoo: a set cannot count as %q", w.As)
		}
		m.As = a
	}
	return m, nil
}

// Private reports that the cards of a give or a set-aside are face down:
// the table shows such a move to its mover only.
func (m Move) Private() bool { return m.Kind == KindGive || m.Kind == KindSetAside }

var _ games.Private = Move{}
