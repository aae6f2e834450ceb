package zoo

import (
	"strings"
	"testing"

	"menagerie/games"
)

// cs reads cards written as animal identifiers, one per card:
// cs("elephant elephant mosquito").
func cs(spec string) Cards {
	var c Cards
	for _, name := range strings.Fields(spec) {
		a, ok := ParseAnimal(name)
		if !ok {
			panic("no animal " + name)
		}
		c += CardsOf(a, 1)
	}
	return c
}

// table starts a real game, to be rearranged by setHands.
func table(t *testing.T, players int, variant string) *State {
	t.Helper()
	s, err := newState(games.Config{Players: players, Seed: 1, Variant: variant})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// setHands replaces a round in play by the given hands (by seat; missing
// seats have none), nothing collected, and leader to lead a fresh trick.
// Seats without cards count as finished in seat order.
func (s *State) setHands(leader int, hands ...Cards) {
	s.hand, s.collected, s.aside = [maxPlayers]Cards{}, [maxPlayers]Cards{}, [maxPlayers]Cards{}
	copy(s.hand[:], hands)
	s.phase = phasePlay
	s.leader, s.turn = int8(leader), int8(leader)
	s.pile, s.top, s.topAs, s.topBy, s.topHelper, s.passed = 0, 0, 0, -1, -1, 0
	s.asking, s.laid = false, 0
	s.place, s.finished = [maxPlayers]int8{}, 0
	s.knows, s.shown = [maxPlayers]Cards{}, [maxPlayers]Cards{}
	for i := range s.players {
		if !s.holds(i) {
			s.finished++
			s.place[i] = s.finished
		}
	}
}

// pair makes senior and junior partners in a partner round.
func (s *State) pair(senior, junior int) {
	s.partners = true
	s.round = max(s.round, 2)
	s.role[senior], s.role[junior] = roleSenior, roleJunior
	s.partner[senior], s.partner[junior] = int8(junior), int8(senior)
}

// must applies a move that has to be legal, and checks Legal agrees.
func must(t *testing.T, s *State, seat int, m Move) {
	t.Helper()
	found := false
	for _, l := range s.Legal(games.Seat(seat)) {
		if l == m {
			found = true
		}
	}
	if !found {
		t.Fatalf("%v is not among seat %d's legal moves %v", m, seat, s.Legal(games.Seat(seat)))
	}
	if err := s.Apply(games.Seat(seat), m); err != nil {
		t.Fatalf("seat %d %v: %v", seat, m, err)
	}
}

// refused checks that a move is refused and not listed as legal.
func refused(t *testing.T, s *State, seat int, m Move) {
	t.Helper()
	for _, l := range s.Legal(games.Seat(seat)) {
		if l == m {
			t.Fatalf("%v is listed legal for seat %d", m, seat)
		}
	}
	before := *s
	if err := s.Apply(games.Seat(seat), m); err == nil {
		t.Fatalf("seat %d %v was accepted", seat, m)
	}
	if *s != before {
		t.Fatalf("refused %v changed the state", m)
	}
}

// play is a play move whose counted animal the cards determine.
func play(spec string) Move {
	c := cs(spec)
	a, ok := setAnimal(c)
	if !ok {
		panic(spec + " is not a set")
	}
	return Play(c, a)
}

// view is the typed view of seat.
func view(s *State, seat int) View { return s.View(games.Seat(seat)).(View) }

// gamesConfig is a seeded config.
func gamesConfig(players int, variant string) games.Config {
	return games.Config{Players: players, Seed: 1, Variant: variant}
}
