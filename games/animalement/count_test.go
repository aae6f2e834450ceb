package animalement

import (
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
)

// The view does the table's counting: each seat's collection score so far
// and the seats holding the least money, counting what is laid.
func TestViewScoreAndPoorest(t *testing.T) {
	m := func(values ...int) Money { return money(t, values...) }
	tests := []struct {
		name    string
		hands   []Money
		laid    []Money
		animals []Animals
		scores  []float64
		poorest []int
	}{
		{"the start: everyone equal, nobody poorest",
			[]Money{fullHand, fullHand, fullHand}, []Money{0, 0, 0},
			[]Animals{0, 0, 0}, []float64{0, 0, 0}, []int{}},
		{"money laid is still its bidder's",
			[]Money{fullHand &^ m(25), fullHand, fullHand}, []Money{m(25), 0, 0},
			[]Animals{0, 0, 0}, []float64{0, 0, 0}, []int{}},
		{"one poorest, the richest not",
			[]Money{m(1, 2), m(1, 2, 25), m(1, 3)}, []Money{0, 0, 0},
			[]Animals{set(Whale, Fish), set(Cat), set(Mole, Crocodile)}, []float64{20, -5, 1}, []int{0}},
		{"a bid counts: the bidder is not the poorest",
			[]Money{m(1), m(2), m(4)}, []Money{m(25), 0, 0},
			[]Animals{0, set(Dog), set(Dog, Chicken)}, []float64{0, 0, 1}, []int{1}},
		{"two tied for the least",
			[]Money{m(4), m(1, 3), m(20), m(4)}, []Money{0, 0, 0, 0},
			[]Animals{set(Cat, Crocodile), set(Ox, Peacock, Rooster), 0, set(Chicken, Mole, Mule, Crocodile)},
			[]float64{-2.5, 32, 0, 3.5}, []int{0, 1, 3}},
		{"everyone tied: nobody poorest",
			[]Money{m(4), m(1, 3), m(4)}, []Money{0, 0, 0},
			[]Animals{set(Whale), set(Ox), set(Mole)}, []float64{10, 8, 2}, []int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, len(tt.hands), 0, Whale)
			for i := range tt.hands {
				s.seats[i].hand, s.seats[i].laid, s.seats[i].animals = tt.hands[i], tt.laid[i], tt.animals[i]
			}
			for _, seat := range []games.Seat{games.Spectator, 0, 1} {
				v := s.View(seat).(View)
				if !slices.Equal(v.Poorest, tt.poorest) {
					t.Errorf("seat %d sees poorest %v, want %v", seat, v.Poorest, tt.poorest)
				}
				for i, sv := range v.Seats {
					if sv.Score != tt.scores[i] {
						t.Errorf("seat %d sees seat %d score %v, want %v", seat, i, sv.Score, tt.scores[i])
					}
				}
			}
		})
	}
}

// Over seeded random games, every position's view counts as the end does:
// a seat's Score is the score of the animals it shows, and is its final
// score at the end; Poorest is never every seat, and once over it names
// the seats that are out (unless all are).
func TestViewCountsAsTheEnd(t *testing.T) {
	for seed := range uint64(30) {
		players := 3 + int(seed%3)
		st, err := Game{}.New(games.Config{Players: players, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 9))
		for {
			v := view(s)
			if len(v.Poorest) == players {
				t.Fatalf("seed %d: every seat is the poorest", seed)
			}
			least := -1
			for i, sv := range v.Seats {
				var a Animals
				for _, id := range sv.Animals {
					x, err := ParseAnimal(id)
					if err != nil {
						t.Fatal(err)
					}
					a = a.with(x)
				}
				if sv.Score != a.Score() {
					t.Fatalf("seed %d seat %d: score %v, its animals %v score %v", seed, i, sv.Score, sv.Animals, a.Score())
				}
				if w := sv.Money + sv.Bid; least < 0 || w < least {
					least = w
				}
			}
			for _, i := range v.Poorest {
				if w := v.Seats[i].Money + v.Seats[i].Bid; w != least {
					t.Fatalf("seed %d: seat %d holds %d, not the least %d", seed, i, w, least)
				}
			}
			if s.Over() {
				var out []int
				for i, fs := range v.Final.Seats {
					if fs.Score != v.Seats[i].Score {
						t.Fatalf("seed %d seat %d: score %v in play, %v at the end", seed, i, v.Seats[i].Score, fs.Score)
					}
					if fs.Out {
						out = append(out, i)
					}
				}
				if !v.Final.AllOut && !slices.Equal(out, v.Poorest) {
					t.Fatalf("seed %d: out %v, poorest %v", seed, out, v.Poorest)
				}
				break
			}
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
