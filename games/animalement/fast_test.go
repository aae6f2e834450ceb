package animalement

import (
	"math/rand/v2"
	"testing"

	"menagerie/games"
)

// tableOfView parses v back into a Table, as the search did before it had
// Table: the reference that Table must equal.
func tableOfView(t *testing.T, v View) Table {
	t.Helper()
	animal := func(id string) Animal {
		a, err := ParseAnimal(id)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	set := func(ids []string) Animals {
		var s Animals
		for _, id := range ids {
			s = s.with(animal(id))
		}
		return s
	}
	cash := func(values []int) Money {
		m, ok := MoneyOf(values...)
		if !ok {
			t.Fatalf("bad money values %v", values)
		}
		return m
	}
	tb := Table{
		Players:  v.Players,
		Turn:     games.Seat(v.Turn),
		Card:     animal(v.Card),
		Negative: v.Negative,
		High:     v.High,
		Blue:     set(v.Blue),
		Unseen:   set(v.Unseen),
	}
	for p := PhaseBid; p <= PhaseOver; p++ {
		if p.String() == v.Phase {
			tb.Phase = p
		}
	}
	if tb.Phase.String() != v.Phase {
		t.Fatalf("no phase %q", v.Phase)
	}
	for i, sv := range v.Seats {
		tb.Seats[i] = TableSeat{Hand: cash(sv.Hand), Laid: cash(sv.Laid), Passed: sv.Passed, Animals: set(sv.Animals), Sick: sv.Sick}
	}
	return tb
}

// TestFastPathsAgree plays random games at every table size and checks, at
// every position and for every seat and a spectator, that Table gives what
// the view does; that BidMove and PassMove are the moves Legal lists; and
// that none of them allocates.
func TestFastPathsAgree(t *testing.T) {
	var discards, sick, over int
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := Game{}.New(games.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := g.(*State)
			rng := rand.New(rand.NewPCG(seed, 99))
			for step := 0; ; step++ {
				seats := []games.Seat{games.Spectator}
				for i := range games.Seat(players) {
					seats = append(seats, i)
				}
				for _, seat := range seats {
					want := tableOfView(t, s.View(seat).(View))
					if got := s.Table(seat); got != want {
						t.Fatalf("%d players, seed %d, step %d, seat %d: Table\n%+v\nthe view's\n%+v", players, seed, step, seat, got, want)
					}
				}
				tb := s.Table(0)
				for _, p := range tb.Seats {
					if p.Sick {
						sick++
					}
				}
				if tb.Phase == PhaseDiscard {
					discards++
				}
				if s.Over() {
					over++
					break
				}
				seat := s.ToAct()[0]
				legal := s.Legal(seat)
				for _, m := range legal {
					switch mv := m.(Move); mv.Kind {
					case KindBid:
						if BidMove(mv.Cards) != m {
							t.Fatalf("BidMove(%v) = %v, Legal has %v", mv.Cards, BidMove(mv.Cards), m)
						}
					case KindPass:
						if PassMove() != m {
							t.Fatalf("PassMove() = %v, Legal has %v", PassMove(), m)
						}
					}
				}
				// Pass half the time, so that auctions end and the deck runs.
				m := legal[rng.IntN(len(legal))]
				if tb.Phase == PhaseBid && rng.IntN(2) == 0 {
					m = Pass()
				}
				if err := s.Apply(seat, m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if discards == 0 || sick == 0 || over == 0 {
		t.Errorf("%d positions after the dog, %d with a waiting dog, %d games over: not every case compared", discards, sick, over)
	}
	g, _ := Game{}.New(games.Config{Players: 4, Seed: 1})
	s := g.(*State)
	if n := testing.AllocsPerRun(100, func() {
		if s.Table(1).Players != 4 || BidMove(fullHand) == nil || PassMove() == nil {
			t.Fatal("no table or no move")
		}
	}); n != 0 {
		t.Errorf("the fast paths allocate %v times", n)
	}
}
