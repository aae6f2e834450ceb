package beavergang

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"menagerie/games"
)

// setup builds a game of len(rows) seats at the first action of round 1,
// every seat ready, with the given rows, draw pile and discard pile (tops
// last) and dealer; the seat left of the dealer is to act. Each seat knows
// its two outer cards, as after the opening peek.
func setup(t *testing.T, dealer int, rows [][4]Card, pile, discard []Card) *State {
	t.Helper()
	n := len(rows)
	s := newState(n, *rand.NewPCG(1, 2))
	s.dealer = dealer
	copy(s.rows, rows)
	s.pile = slices.Clone(pile)
	s.discard = slices.Clone(discard)
	for p := range n {
		s.ready[p], s.peeked[p] = true, true
		s.known[p*n+p] = peekMask
	}
	s.beginTurn((dealer + 1) % n)
	return s
}

// Move shorthands.
var (
	ready   = Move{Kind: KindReady}
	draw    = Move{Kind: KindDraw}
	discard = Move{Kind: KindDiscard}
	play    = Move{Kind: KindPlay}
	knock   = Move{Kind: KindKnock}
	pass    = Move{Kind: KindPass}
)

func take(i int) Move           { return Move{Kind: KindTake, Slot: i} }
func replace(i int) Move        { return Move{Kind: KindReplace, Slot: i} }
func look(i int) Move           { return Move{Kind: KindLook, Slot: i} }
func swap(i, o, j int) Move     { return Move{Kind: KindSwap, Slot: i, Seat: o, TheirSlot: j} }
func view(s *State, p int) View { return s.View(games.Seat(p)).(View) }

// do applies m for seat p and fails the test if it is refused.
func do(t *testing.T, s *State, p int, ms ...Move) {
	t.Helper()
	for _, m := range ms {
		if err := s.Apply(games.Seat(p), m); err != nil {
			t.Fatalf("seat %d %v: %v", p, m, err)
		}
	}
}

// refuse expects m to be refused for seat p with the state unchanged.
func refuse(t *testing.T, s *State, p games.Seat, m games.Move) {
	t.Helper()
	before := s.clone()
	if err := s.Apply(p, m); err == nil {
		t.Fatalf("seat %d %v was accepted", p, m)
	} else {
		t.Logf("refused as expected: %v", err)
	}
	if !reflect.DeepEqual(before, s) {
		t.Fatalf("refused %v changed the state", m)
	}
}

// legalStrings lists the legal moves of p as strings.
func legalStrings(s *State, p int) []string {
	var out []string
	for _, m := range s.Legal(games.Seat(p)) {
		out = append(out, m.String())
	}
	return out
}

// row makes a row from four cards.
func row(a, b, c, d Card) [4]Card { return [4]Card{a, b, c, d} }
