package animalement

import (
	"fmt"

	"menagerie/games"
)

// The move kinds (Move.Kind).
const (
	// KindBid lays one or more money cards from hand onto the table.
	KindBid = "bid"
	// KindPass gives up the auction for the card on offer.
	KindPass = "pass"
	// KindDiscard chooses the 1–10 card that goes out of play with
	// "malade comme un chien".
	KindDiscard = "discard"
)

// Move is every move of the game. JSON examples:
//
//	{"k":"bid","c":[2,25]}   add the 2 and the 25 to my face-up cards
//	{"k":"pass"}
//	{"k":"discard","a":"mule"}
//
// A bid names the cards it adds, not the new total: what is laid stays
// laid ("ce qui est joué est joué").
type Move struct {
	Kind   string `json:"k"`
	Cards  Money  `json:"c,omitempty"` // bid: the money cards added
	Animal Animal `json:"a,omitempty"` // discard: the 1–10 animal discarded with the dog
}

// Bid returns the move that lays the cards worth values.
func Bid(values ...int) Move {
	m, _ := MoneyOf(values...)
	return Move{Kind: KindBid, Cards: m}
}

// Pass returns the pass move.
func Pass() Move { return Move{Kind: KindPass} }

// Discard returns the move that discards a with the dog.
func Discard(a Animal) Move { return Move{Kind: KindDiscard, Animal: a} }

// String writes the move for logs and transcripts, e.g. "bid 2+25".
func (m Move) String() string {
	switch m.Kind {
	case KindBid:
		return "bid " + m.Cards.String()
	case KindDiscard:
		return "discard " + m.Animal.String()
	}
	return m.Kind
}

// wellFormed checks that the fields present are those of the kind.
func (m Move) wellFormed() error {
	switch m.Kind {
	case KindBid:
		if m.Cards == 0 || m.Cards&^fullHand != 0 || m.Animal != 0 {
			return fmt.Errorf("a bid names one or more money cards and nothing else")
		}
	case KindPass:
		if m.Cards != 0 || m.Animal != 0 {
			return fmt.Errorf("a pass names no cards")
		}
	case KindDiscard:
		if m.Cards != 0 || !m.Animal.Numbered() {
			return fmt.Errorf("a discard names one animal card worth 1 to 10 and nothing else")
		}
	default:
		return fmt.Errorf("unknown move kind %q", m.Kind)
	}
	return nil
}

// The legal moves are built once: Legal hands out these interface values
// instead of boxing a new Move for each of up to 2047 bids.
var (
	bidMoves     [1 << NumMoney]games.Move
	passMove     games.Move = Pass()
	discardMoves [NumAnimals + 1]games.Move
)

func init() {
	for m := Money(1); m <= fullHand; m++ {
		bidMoves[m] = Move{Kind: KindBid, Cards: m}
	}
	for a := Chicken; a <= Whale; a++ {
		discardMoves[a] = Discard(a)
	}
}

// DecodeMove is the strict inverse of json.Marshal(move).
func (Game) DecodeMove(data []byte) (games.Move, error) {
	var m Move
	if err := games.DecodeJSON(data, &m); err != nil {
		return nil, fmt.Errorf("animalement: bad move %s: %w", data, err)
	}
	if err := m.wellFormed(); err != nil {
		return nil, fmt.Errorf("animalement: bad move %s: %w", data, err)
	}
	return m, nil
}
