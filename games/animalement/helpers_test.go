package animalement

import (
	"reflect"
	"slices"
	"testing"

	"menagerie/games"
)

// table builds a game of n players whose deck is top (first card first),
// then the other cards in card order, and lets opener reveal the first.
func table(t *testing.T, n int, opener games.Seat, top ...Animal) *State {
	t.Helper()
	s := &State{players: n}
	seen := Animals(0)
	for i, a := range top {
		if seen.has(a) {
			t.Fatalf("table: %v twice in the deck", a)
		}
		seen = seen.with(a)
		s.deck[i] = a
	}
	copy(s.deck[len(top):], (allAnimals &^ seen).list())
	for i := range n {
		s.seats[i].hand = fullHand
	}
	s.open(opener)
	return s
}

// money returns the set of the given values, failing the test on a bad one.
func money(t *testing.T, values ...int) Money {
	t.Helper()
	m, ok := MoneyOf(values...)
	if !ok {
		t.Fatalf("bad money values %v", values)
	}
	return m
}

// set returns the set of the given animals.
func set(animals ...Animal) Animals {
	var s Animals
	for _, a := range animals {
		s = s.with(a)
	}
	return s
}

// play applies the moves, in order, for the seats given before each one:
// play(t, s, 0, Bid(20), 1, Pass()).
func play(t *testing.T, s *State, seatsAndMoves ...any) {
	t.Helper()
	for i := 0; i < len(seatsAndMoves); i += 2 {
		seat := games.Seat(seatsAndMoves[i].(int))
		m := seatsAndMoves[i+1].(Move)
		if err := s.Apply(seat, m); err != nil {
			t.Fatalf("seat %d %v: %v", seat, m, err)
		}
	}
}

// refuse checks that seat may not play m and that trying changes nothing.
func refuse(t *testing.T, s *State, seat games.Seat, m games.Move) {
	t.Helper()
	before := *s
	if err := s.Apply(seat, m); err == nil {
		t.Fatalf("seat %d %v accepted", seat, m)
	} else if !reflect.DeepEqual(before, *s) {
		t.Fatalf("refused seat %d %v changed the state", seat, m)
	} else {
		t.Logf("refused as expected: %v", err)
	}
}

// view returns the spectator's view.
func view(s *State) View { return s.View(games.Spectator).(View) }

// legalStrings returns the legal moves of seat as strings.
func legalStrings(s *State, seat games.Seat) []string {
	var out []string
	for _, m := range s.Legal(seat) {
		out = append(out, m.String())
	}
	return out
}

func wantSeat(t *testing.T, s *State, want games.Seat) {
	t.Helper()
	if got := s.ToAct(); !slices.Equal(got, []games.Seat{want}) {
		t.Fatalf("ToAct = %v, want [%d]", got, want)
	}
}
