package beavergang

import (
	"testing"

	"menagerie/games"
)

// TestKnows: who knows which card follows the public moves: a seat's
// opening look tells it (and only it) its two outer cards; a swap carries
// that knowledge with the cards.
func TestKnows(t *testing.T) {
	s, err := Game{}.New(games.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*State)
	if st.Knows(0, 0, 0) {
		t.Fatal("seat 0 knows a card before its look")
	}
	if err := st.Apply(0, Move{Kind: KindPeek}); err != nil {
		t.Fatal(err)
	}
	for slot, want := range []bool{true, false, false, true} {
		if got := st.Knows(0, 0, slot); got != want {
			t.Errorf("after its look, seat 0 knows its slot %d: %v, want %v", slot, got, want)
		}
		if st.Knows(1, 0, slot) {
			t.Errorf("seat 1 knows seat 0's slot %d", slot)
		}
	}
	for _, bad := range [][3]int{{-1, 0, 0}, {0, 3, 0}, {0, 0, 4}} {
		if st.Knows(games.Seat(bad[0]), games.Seat(bad[1]), bad[2]) {
			t.Errorf("Knows%v is true", bad)
		}
	}
	// A swap carries what seat 0 knows to the other row.
	st.apply(0, Move{Kind: KindSwap, Slot: 0, Seat: 1, TheirSlot: 2})
	if !st.Knows(0, 1, 2) || st.Knows(0, 0, 0) {
		t.Errorf("after a swap, seat 0 knows seat 1's slot 2: %v, its own slot 0: %v", st.Knows(0, 1, 2), st.Knows(0, 0, 0))
	}
}
