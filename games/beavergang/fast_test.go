package beavergang

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"menagerie/games"
)

// TestFastPathsAgree plays random games at every table size and checks at
// every position, for every seat, a spectator and a seat not at the table,
// that the search's fast paths say what the validating ones do: AppendLegal
// the moves of Legal in the same order (and Boxed each one's value in
// Legal), ToAct the view's ToAct, the accessors the fields of that seat's
// view (so no more than it shows), and that CloneInto, into a copy reused
// from game to game, makes a state every seat sees as the original and
// that plays on without touching it.
func TestFastPathsAgree(t *testing.T) {
	var scratch State
	steps := map[string]int{}
	for n := 2; n <= maxPlayers; n++ {
		for seed := uint64(1); seed <= 6; seed++ {
			s := newState(n, *rand.NewPCG(seed, 7))
			rng := rand.New(rand.NewPCG(seed, uint64(n)))
			buf := make([]Move, 0, 128)
			for step := 0; ; step++ {
				where := fmt.Sprintf("%d players, seed %d, step %d (%s)", n, seed, step, stepNames[s.step])
				steps[stepNames[s.step]]++
				for seat := games.Seat(-1); seat <= games.Seat(n); seat++ {
					fastAgrees(t, s, seat, buf, where)
				}
				cloneAgrees(t, s, &scratch, rng, where)
				if s.Over() {
					break
				}
				acts := s.ToAct()
				actor := acts[rng.IntN(len(acts))]
				legal := s.Legal(actor)
				m := legal[rng.IntN(len(legal))]
				if m == boxed.knock && rng.IntN(4) > 0 {
					m = boxed.pass // rounds of a few turns each
				}
				if err := s.Apply(actor, m); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
			}
		}
	}
	for _, name := range stepNames {
		if steps[name] == 0 {
			t.Errorf("no position at step %q", name)
		}
	}
}

// fastAgrees checks the fast paths for seat against Legal and its view.
func fastAgrees(t *testing.T, s *State, seat games.Seat, buf []Move, where string) {
	t.Helper()
	legal := s.Legal(seat)
	// After a move already there, which AppendLegal keeps.
	fast := s.AppendLegal(seat, append(buf[:0], Move{Kind: KindKnock}))
	if fast[0] != (Move{Kind: KindKnock}) || !slices.EqualFunc(fast[1:], legal, func(a Move, b games.Move) bool { return a == b.(Move) }) {
		t.Fatalf("%s, seat %d: AppendLegal %v, Legal %v", where, seat, fast[1:], legal)
	}
	for i, m := range fast[1:] {
		if m.Boxed() != legal[i] {
			t.Fatalf("%s, seat %d: %v boxed is %v", where, seat, m, m.Boxed())
		}
	}
	v := s.View(seat).(View)
	var toAct []int
	for _, p := range s.ToAct() {
		toAct = append(toAct, int(p))
	}
	if !slices.Equal(toAct, v.ToAct) {
		t.Fatalf("%s: ToAct %v, the view's %v", where, toAct, v.ToAct)
	}
	if s.Players() != v.Players || s.Top().Name() != v.Top || s.Drawn(seat).Name() != v.Drawn {
		t.Fatalf("%s, seat %d: Players %d, Top %q, Drawn %q; the view's %d, %q, %q",
			where, seat, s.Players(), s.Top().Name(), s.Drawn(seat).Name(), v.Players, v.Top, v.Drawn)
	}
	if s.LastRound() != v.LastRound {
		t.Fatalf("%s: LastRound %p, the view's %p", where, s.LastRound(), v.LastRound)
	}
	for p, sv := range v.Seats {
		row := s.Row(seat, games.Seat(p))
		for i, c := range row {
			if c.Name() != sv.Row[i] {
				t.Fatalf("%s, seat %d sees seat %d: Row %v, the view's %q", where, seat, p, row, sv.Row)
			}
		}
		if s.Total(games.Seat(p)) != sv.Total {
			t.Fatalf("%s: seat %d: Total %d, the view's %d", where, p, s.Total(games.Seat(p)), sv.Total)
		}
	}
	for _, p := range []games.Seat{-1, games.Seat(s.n)} {
		if s.Row(seat, p) != [4]Card{noCard, noCard, noCard, noCard} || s.Total(p) != 0 {
			t.Fatalf("%s: seat %d not at the table: Row %v, Total %d", where, p, s.Row(seat, p), s.Total(p))
		}
	}
}

// cloneAgrees checks CloneInto on s, into scratch: every seat's view and
// legal moves are the same, and a move played on the copy leaves s as it
// was.
func cloneAgrees(t *testing.T, s, scratch *State, rng *rand.Rand, where string) {
	t.Helper()
	c := s.CloneInto(scratch)
	for seat := games.Seat(-1); seat < games.Seat(s.n); seat++ {
		if !reflect.DeepEqual(c.View(seat), s.View(seat)) || !slices.Equal(c.Legal(seat), s.Legal(seat)) {
			t.Fatalf("%s: seat %d: the copy's view %+v, the original's %+v", where, seat, c.View(seat), s.View(seat))
		}
	}
	if c.Over() {
		return
	}
	before := s.View(0)
	acts := c.ToAct()
	actor := acts[rng.IntN(len(acts))]
	legal := c.Legal(actor)
	if err := c.Apply(actor, legal[rng.IntN(len(legal))]); err != nil {
		t.Fatalf("%s: the copy: %v", where, err)
	}
	if !reflect.DeepEqual(s.View(0), before) {
		t.Fatalf("%s: a move on the copy changed the original", where)
	}
}

// TestFastPathsAllocateNothing checks that the fast paths, a legal move's
// validation and a copy into a state already used do not allocate.
func TestFastPathsAllocateNothing(t *testing.T) {
	s := newState(4, *rand.NewPCG(3, 4))
	var sink int
	if n := testing.AllocsPerRun(100, func() { sink += len(s.ToAct()) }); n != 0 {
		t.Errorf("ToAct at the opening peek allocates %v times", n)
	}
	for p := range games.Seat(4) {
		do(t, s, int(p), ready)
	}
	buf := make([]Move, 0, 128)
	var scratch State
	s.CloneInto(&scratch)
	if n := testing.AllocsPerRun(100, func() {
		for _, m := range s.AppendLegal(s.ToAct()[0], buf[:0]) {
			if m.Boxed() != nil {
				sink++
			}
		}
		sink += s.Players() + int(s.Top()) + int(s.Drawn(1)) + int(s.Row(1, 1)[0]) + s.Total(2)
		if s.LastRound() != nil {
			sink++
		}
		c := s.CloneInto(&scratch)
		if c.Apply(c.ToAct()[0], boxed.draw) != nil {
			sink++
		}
	}); n != 0 {
		t.Errorf("the fast paths allocate %v times", n)
	}
	// Every swap's boxed value, without an allocation.
	bad := 0
	if n := testing.AllocsPerRun(10, func() {
		for i := range 4 {
			for o := range maxPlayers {
				for j := range 4 {
					if (Move{Kind: KindSwap, Slot: i, Seat: o, TheirSlot: j}).Boxed() != boxed.swap[i][o][j] {
						bad++
					}
				}
			}
		}
	}); n != 0 || bad != 0 {
		t.Errorf("Boxed allocates %v times, %d swaps boxed wrong", n, bad)
	}
	_ = sink
}
