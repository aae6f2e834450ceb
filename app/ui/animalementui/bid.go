package animalementui

import (
	"encoding/json"
	"math/bits"
	"strconv"
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/animalement"
)

// legal is the seat's legal moves by what they do.
type legal struct {
	pass     json.RawMessage
	bids     map[animalement.Money]json.RawMessage
	discards map[string]json.RawMessage
}

// legalMoves sorts an update's legal moves.
func legalMoves(u table.Update) legal {
	l := legal{bids: map[animalement.Money]json.RawMessage{}, discards: map[string]json.RawMessage{}}
	for _, raw := range u.Legal {
		m, ok := decodeMove(raw)
		if !ok {
			continue
		}
		switch m.Kind {
		case animalement.KindPass:
			l.pass = raw
		case animalement.KindBid:
			l.bids[m.Cards] = raw
		case animalement.KindDiscard:
			l.discards[m.Animal.String()] = raw
		}
	}
	return l
}

// decodeMove reads a move. A position can offer 2047 bids, too many for
// the engine's strict decoder on every turn, so the canonical form of a
// bid that the table sends is read directly; anything else goes through
// the engine's decoder.
func decodeMove(raw json.RawMessage) (animalement.Move, bool) {
	const bidStart, bidEnd = `{"k":"bid","c":[`, `]}`
	if r := string(raw); strings.HasPrefix(r, bidStart) && strings.HasSuffix(r, bidEnd) {
		var m animalement.Money
		ok := true
		for _, f := range strings.Split(r[len(bidStart):len(r)-len(bidEnd)], ",") {
			v, err := strconv.Atoi(f)
			bit, valid := animalement.MoneyOf(v)
			if err != nil || !valid || m&bit != 0 {
				ok = false
				break
			}
			m |= bit
		}
		if ok && m != 0 {
			return animalement.Move{Kind: animalement.KindBid, Cards: m}, true
		}
	}
	return kit.Decode[animalement.Move](animalement.Game{}, raw)
}

// proposed is the move raw proposes when it is one of the legal moves,
// else the zero Move (no Kind): nothing is marked.
func (l legal) proposed(raw json.RawMessage) animalement.Move {
	if raw == nil {
		return animalement.Move{}
	}
	m, ok := decodeMove(raw)
	if !ok {
		return animalement.Move{}
	}
	switch m.Kind {
	case animalement.KindPass:
		ok = l.pass != nil
	case animalement.KindBid:
		_, ok = l.bids[m.Cards]
	case animalement.KindDiscard:
		_, ok = l.discards[m.Animal.String()]
	}
	if !ok {
		return animalement.Move{}
	}
	return m
}

// canGrow reports whether some legal bid holds every card of want.
func (l legal) canGrow(want animalement.Money) bool {
	if _, ok := l.bids[want]; ok {
		return true
	}
	for b := range l.bids {
		if b&want == want {
			return true
		}
	}
	return false
}

// smallest is the legal bid of the least total, then of the fewest cards.
func (l legal) smallest() (animalement.Money, bool) {
	var best animalement.Money
	found := false
	count := func(m animalement.Money) int { return bits.OnesCount16(uint16(m)) }
	for b := range l.bids {
		if !found || b.Total() < best.Total() ||
			(b.Total() == best.Total() && count(b) < count(best)) ||
			(b.Total() == best.Total() && count(b) == count(best) && b < best) {
			best, found = b, true
		}
	}
	return best, found
}

// moneyBit is the money card worth v.
func moneyBit(v int) animalement.Money {
	m, _ := animalement.MoneyOf(v)
	return m
}
