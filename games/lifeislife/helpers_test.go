package lifeislife

import (
	"strconv"
	"strings"
	"testing"

	"menagerie/games"
)

// cs parses a test pile such as "giraffe*4 bear mole*2".
func cs(t *testing.T, spec string) Cards {
	t.Helper()
	var c Cards
	for _, f := range strings.Fields(spec) {
		name, n := f, 1
		if i := strings.IndexByte(f, '*'); i >= 0 {
			var err error
			if n, err = strconv.Atoi(f[i+1:]); err != nil {
				t.Fatalf("bad pile %q: %v", spec, err)
			}
			name = f[:i]
		}
		sp, err := ParseSpecies(name)
		if err != nil {
			t.Fatalf("bad pile %q: %v", spec, err)
		}
		c = c.add(sp, n)
	}
	return c
}

// position is an exact game position for a rules test.
type position struct {
	variant   string
	lives     []int    // per seat; 5 each when nil
	hands     []string // per seat, as for cs; "" for a player out
	rows      [numRows]string
	turn      games.Seat
	starter   games.Seat
	exchanged []bool     // per seat; nobody when nil
	knocked   bool       // someone knocked this round: knocker
	knocker   games.Seat // who knocked, if knocked
	round     int        // 1 when 0
}

// build makes the State of p: the set-aside cards are the rest of the deck,
// and nothing is publicly known of any hand.
func build(t *testing.T, p position) *State {
	t.Helper()
	s, err := newState(games.Config{Players: len(p.hands), Seed: 1, Variant: p.variant})
	if err != nil {
		t.Fatal(err)
	}
	rest := fullDeck
	take := func(what string, c Cards) {
		t.Helper()
		if !rest.Contains(c) {
			t.Fatalf("position: %s %s: not enough cards left in the deck (%s)", what, c, rest)
		}
		rest -= c
	}
	for i, h := range p.hands {
		s.lives[i] = startLives
		if p.lives != nil {
			s.lives[i] = p.lives[i]
		}
		s.hands[i] = cs(t, h)
		if n := s.hands[i].Len(); (s.lives[i] > 0) != (n == handSize) || (s.lives[i] == 0 && n != 0) {
			t.Fatalf("position: seat %d has %d lives and %d cards", i, s.lives[i], n)
		}
		take("hand "+strconv.Itoa(i), s.hands[i])
		s.known[i], s.forbid[i] = 0, [len(setSpecies)]uint16{}
		s.exchanged[i] = p.exchanged != nil && p.exchanged[i]
	}
	for r, row := range p.rows {
		s.rows[r] = cs(t, row)
		if s.rows[r].Len() != r+1 {
			t.Fatalf("position: row %d has %d cards", r+1, s.rows[r].Len())
		}
		take("row "+strconv.Itoa(r+1), s.rows[r])
	}
	s.aside = rest
	s.turn, s.starter, s.knocker = p.turn, p.starter, noSeat
	if p.knocked {
		s.knocker = p.knocker
	}
	s.round = max(1, p.round)
	return s
}

// mustApply plays m for seat or fails the test.
func mustApply(t *testing.T, s *State, seat games.Seat, m Move) {
	t.Helper()
	if err := s.Apply(seat, m); err != nil {
		t.Fatalf("seat %d: %v: %v", seat, m, err)
	}
}

// exchange is the move laying lay (a cs pile) for row.
func exchange(t *testing.T, row int, lay string) Move {
	t.Helper()
	return Move{Kind: Exchange, Row: row, Lay: cs(t, lay)}
}

// knock is the knock move.
var knock = Move{Kind: Knock}

// checkInvariants fails t if s breaks a rule that holds in every position:
// all 60 cards are somewhere, hands hold 10 cards while in, rows hold 1 to
// 4, public knowledge of a hand is in it, and no hand holds a count that
// would have ended the round.
func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	total := s.aside
	for _, row := range s.rows {
		total += row
	}
	for p := range s.players {
		total += s.hands[p]
	}
	if total != fullDeck {
		t.Fatalf("cards lost or made: %s", total)
	}
	if s.Over() {
		return
	}
	for r, row := range s.rows {
		if row.Len() != r+1 {
			t.Fatalf("row %d holds %d cards", r+1, row.Len())
		}
	}
	for p := range s.players {
		h := s.hands[p]
		if want := map[bool]int{true: handSize, false: 0}[s.lives[p] > 0]; h.Len() != want {
			t.Fatalf("seat %d holds %d cards", p, h.Len())
		}
		if !h.Contains(s.known[p]) {
			t.Fatalf("seat %d: known %s not in hand %s", p, s.known[p], h)
		}
		for i, sp := range setSpecies[:s.activeSets()] {
			if s.forbid[p][i]>>h.Count(sp)&1 != 0 {
				t.Fatalf("seat %d holds %d %s, a count ruled out by its exchanges", p, h.Count(sp), sp)
			}
		}
	}
}
