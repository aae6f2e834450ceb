package lifeislife

import (
	"errors"
	"fmt"
	"strconv"

	"menagerie/games"
)

// Kind says what a move does.
type Kind uint8

// The two things a player may do on their turn.
const (
	// Exchange lays Row hand cards in the display and takes row Row.
	Exchange Kind = iota + 1
	// Knock announces the last turn; during the last turn it is a pass.
	Knock
)

// String returns the kind's identifier: "exchange" or "knock".
func (k Kind) String() string {
	switch k {
	case Exchange:
		return "exchange"
	case Knock:
		return "knock"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// MarshalText encodes the kind as its identifier, for JSON.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Move is one turn of a player. An exchange names the row taken and the
// species of the hand cards laid in its place (cards of one species are
// identical, so this is all there is to choose); a knock has neither.
//
// JSON: {"k":"exchange","row":2,"lay":"bear,mole"} or {"k":"knock"}: the
// laid cards are one string, sorted by species, so that encoding a move
// costs little (moves are encoded by the hundred on every turn).
type Move struct {
	Kind Kind  `json:"k"`
	Row  int   `json:"row,omitempty"` // 1 … 4, the row taken (its size); 0 for a knock
	Lay  Cards `json:"lay,omitempty"` // the hand cards laid, exactly Row of them; none for a knock
}

// String describes the move, e.g. "exchange row 2: lay bear, mole".
func (m Move) String() string {
	if m.Kind == Exchange {
		b := make([]byte, 0, 64)
		b = append(b, "exchange row "...)
		b = strconv.AppendInt(b, int64(m.Row), 10)
		b = append(b, ": lay "...)
		return string(m.Lay.appendNames(b, ", "))
	}
	return m.Kind.String()
}

// wireMove is the JSON form of a Move, for decoding; pointers tell a field
// that is absent from one that is zero.
type wireMove struct {
	K   string  `json:"k"`
	Row *int    `json:"row"`
	Lay *string `json:"lay"`
}

// decodeMove is the strict inverse of json.Marshal(Move): unknown fields,
// trailing data, unknown species, unsorted or wrongly sized lists and
// fields that do not belong to the kind are errors.
func decodeMove(data []byte) (Move, error) {
	var w wireMove
	if err := games.DecodeJSON(data, &w); err != nil {
		return Move{}, fmt.Errorf("lifeislife: bad move %s: %w", data, err)
	}
	switch w.K {
	case "knock":
		if w.Row != nil || w.Lay != nil {
			return Move{}, fmt.Errorf("lifeislife: bad move %s: a knock has no row and lays nothing", data)
		}
		return Move{Kind: Knock}, nil
	case "exchange":
		if w.Row == nil || *w.Row < 1 || *w.Row > numRows {
			return Move{}, fmt.Errorf("lifeislife: bad move %s: row must be 1 to 4", data)
		}
		if w.Lay == nil {
			return Move{}, fmt.Errorf("lifeislife: bad move %s: no laid cards", data)
		}
		lay, err := parseCards(*w.Lay)
		if err != nil {
			return Move{}, fmt.Errorf("lifeislife: bad move %s: %w", data, err)
		}
		if lay.Len() != *w.Row {
			return Move{}, fmt.Errorf("lifeislife: bad move %s: row %d takes exactly %d laid cards", data, *w.Row, *w.Row)
		}
		return Move{Kind: Exchange, Row: *w.Row, Lay: lay}, nil
	}
	return Move{}, fmt.Errorf("lifeislife: bad move %s: unknown kind %q", data, w.K)
}

// asMove returns m as a Move, or an error saying why it is not one.
func asMove(m games.Move) (Move, error) {
	switch mv := m.(type) {
	case nil:
		return Move{}, errors.New("lifeislife: no move")
	case Move:
		return mv, nil
	}
	return Move{}, fmt.Errorf("lifeislife: %T is not a Life is Life move", m)
}

// multisets[n][m] is the number of multisets of m cards over n species.
var multisets = func() (t [NumSpecies + 1][numRows + 1]int) {
	for n := range NumSpecies + 1 {
		for m := range numRows + 1 {
			switch {
			case m == 0:
				t[n][m] = 1
			case n > 0:
				t[n][m] = t[n-1][m] + t[n][m-1]
			}
		}
	}
	return t
}()

// laysBefore[sp][left][k] is how many multisets of left cards of species
// sp or later hold more than k cards of sp: the rank, among them, of the
// first one holding exactly k. Lays are ranked by their count of giraffes
// (more first), then of bears, and so on.
var laysBefore = func() (t [NumSpecies][numRows + 1][numRows + 1]int) {
	for sp := range NumSpecies {
		for left := range numRows + 1 {
			for k := range left + 1 {
				for more := k + 1; more <= left; more++ {
					t[sp][left][k] += multisets[NumSpecies-1-sp][left-more]
				}
			}
		}
	}
	return t
}()

// layRank is the rank of lay among the multisets of its size.
func layRank(lay Cards) int {
	rank, left := 0, lay.Len()
	for sp := range Species(NumSpecies) {
		k := lay.Count(sp)
		rank += laysBefore[sp][left][k]
		left -= k
	}
	return rank
}

// knockMove and exchangeMoves are every possible move, boxed once so that
// Legal does not allocate one by one: exchangeMoves[r-1][layRank(lay)] is
// the exchange of row r laying lay.
var (
	knockMove     games.Move = Move{Kind: Knock}
	exchangeMoves            = func() (t [numRows][]games.Move) {
		for r := 1; r <= numRows; r++ {
			t[r-1] = make([]games.Move, multisets[NumSpecies][r])
			var walk func(lay Cards, sp Species, left int)
			walk = func(lay Cards, sp Species, left int) {
				if left == 0 {
					t[r-1][layRank(lay)] = Move{Kind: Exchange, Row: r, Lay: lay}
					return
				}
				if sp == NumSpecies {
					return
				}
				for k := range left + 1 {
					walk(lay.add(sp, k), sp+1, left-k)
				}
			}
			walk(0, 0, r)
		}
		return t
	}()
)
