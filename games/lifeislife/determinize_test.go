package lifeislife

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"menagerie/games"
)

// agrees fails t unless d, a determinization of s for observer, keeps all
// that observer knows: its view, every card in its place or among the
// unknown ones, the cards seen going into each hand, and no hand holding a
// count of a set species that its exchanges ruled out.
func agrees(t *testing.T, s, d *State, observer games.Seat) {
	t.Helper()
	real, _ := json.Marshal(s.View(observer))
	det, _ := json.Marshal(d.View(observer))
	if string(real) != string(det) {
		t.Fatalf("observer %d: the view changed\nreal %s\ndet  %s", observer, real, det)
	}
	checkInvariants(t, d)
	for p := range s.players {
		if !d.hands[p].Contains(s.known[p]) {
			t.Fatalf("observer %d: seat %d lost cards everybody saw it take: %s, known %s", observer, p, d.hands[p], s.known[p])
		}
	}
}

// plainDeal deals the cards observer does not know at random, ignoring
// the sudden-death checks, and reports whether the deal agrees with them
// anyway: how often it does is how hard the position is to determinize by
// trial and error.
func plainDeal(s *State, observer games.Seat, rng *rand.Rand) bool {
	unknown := fullDeck
	for _, row := range s.rows {
		unknown -= row
	}
	var hidden []int
	for p := range s.players {
		switch {
		case games.Seat(p) == observer:
			unknown -= s.hands[p]
		case s.lives[p] > 0:
			unknown -= s.known[p]
			hidden = append(hidden, p)
		}
	}
	cards := unknown.List()
	rng.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
	for _, p := range hidden {
		h := s.known[p]
		for _, sp := range cards[:handSize-h.Len()] {
			h = h.add(sp, 1)
		}
		cards = cards[handSize-s.known[p].Len():]
		for i, sp := range setSpecies[:s.activeSets()] {
			if s.forbid[p][i]>>h.Count(sp)&1 != 0 {
				return false
			}
		}
	}
	return true
}

// hoarder gathers cats, rabbits and pigs, then lays them again, most of
// the time: the checks after its exchanges rule out count after count of
// them, the hard positions to determinize.
func hoarder(s *State, rng *rand.Rand) Move {
	legal := s.Legal(s.turn)
	if rng.IntN(10) < 2 {
		return legal[rng.IntN(len(legal))].(Move)
	}
	hand := s.hands[s.turn]
	best, bestScore := legal[0].(Move), math.Inf(-1)
	for _, m := range legal {
		mv := m.(Move)
		if mv.Kind != Exchange {
			continue
		}
		took := s.rows[mv.Row-1]
		score := rng.Float64()
		for _, sp := range setSpecies {
			// Take a species while short of a set, lay it once close.
			d := float64(took.Count(sp) - mv.Lay.Count(sp))
			if hand.Count(sp) >= sp.Value()-2 {
				d = -d
			}
			score += d
		}
		if score > bestScore {
			best, bestScore = mv, score
		}
	}
	return best
}

// TestDeterminizeNeverContradicts plays many games, most of them by a
// hoarder of set species, and determinizes every position for every
// observer: each deal agrees with everything the observer saw, also where
// most deals at random would not (the test makes sure it meets such
// positions; TestDeterminizeTight has one where almost none would).
func TestDeterminizeNeverContradicts(t *testing.T) {
	seeds := 24
	if testing.Short() {
		seeds = 6
	}
	hardest, checked := 1.0, 0
	for _, variant := range []string{Standard, Advanced} {
		for n := minPlayers; n <= maxPlayers; n++ {
			for seed := uint64(1); seed <= uint64(seeds); seed++ {
				st, err := Game{}.New(games.Config{Players: n, Seed: seed, Variant: variant})
				if err != nil {
					t.Fatal(err)
				}
				s := st.(*State)
				rng := rand.New(rand.NewPCG(seed, uint64(n)))
				for moves := 0; !s.Over() && moves < 400; moves++ {
					for o := games.Spectator; int(o) < n; o++ {
						d := s.Determinize(o, rand.New(rand.NewPCG(seed, uint64(moves)))).(*State)
						agrees(t, s, d, o)
						checked++
					}
					if moves%5 == 0 {
						o := games.Seat(rng.IntN(n+1) - 1)
						ok := 0
						for range 200 {
							if plainDeal(s, o, rng) {
								ok++
							}
						}
						hardest = min(hardest, float64(ok)/200)
					}
					var m Move
					if seed%4 == 0 {
						legal := s.Legal(s.turn)
						m = legal[rng.IntN(len(legal))].(Move)
					} else {
						m = hoarder(s, rng)
					}
					mustApply(t, s, s.turn, m)
				}
			}
		}
	}
	t.Logf("%d determinizations agree; in the hardest position sampled, %.1f%% of random deals would", checked, 100*hardest)
	if hardest > 0.5 {
		t.Errorf("no hard position was exercised: the hardest let %.1f%% of random deals agree", 100*hardest)
	}
}

// tight is a position where the checks leave every hidden hand exactly one
// count of rabbits, pigs and cats: the one it really holds. One random deal
// in many thousands agrees with that.
func tight(t *testing.T) *State {
	t.Helper()
	s := build(t, position{
		hands: []string{
			"giraffe*9 mouse",
			"rabbit*2 pig*3 cat bear*4",
			"rabbit pig cat*2 mole*6",
			"rabbit*2 pig cat goat*6",
		},
		rows: [numRows]string{"dog", "dog dog", "sheep*3", "sheep*3 mouse"},
		turn: 0,
	})
	for p := 1; p <= 3; p++ {
		for i, sp := range setSpecies {
			s.forbid[p][i] = 0xffff &^ (1 << s.hands[p].Count(sp))
		}
	}
	return s
}

// In the tight position every determinization gives each hidden hand its
// real counts of rabbits, pigs and cats, which trial and error would all
// but never find; the other cards are still dealt again.
func TestDeterminizeTight(t *testing.T) {
	s := tight(t)
	rng := rand.New(rand.NewPCG(3, 3))
	ok := 0
	for range 20000 {
		if plainDeal(s, 0, rng) {
			ok++
		}
	}
	if ok > 5 {
		t.Fatalf("%d random deals in 20000 agree: the position is not tight", ok)
	}
	moved := false
	for i := range 500 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(i), 4))).(*State)
		agrees(t, s, d, 0)
		for p := 1; p <= 3; p++ {
			for _, sp := range setSpecies {
				if d.hands[p].Count(sp) != s.hands[p].Count(sp) {
					t.Fatalf("seat %d holds %d %s, the checks allow only %d", p, d.hands[p].Count(sp), sp, s.hands[p].Count(sp))
				}
			}
			moved = moved || d.hands[p] != s.hands[p]
		}
	}
	if !moved {
		t.Error("the other cards are never dealt again")
	}
}

// The counts of a constrained species follow their exact distribution: the
// hypergeometric one of a random deal, given the checks. Four cats are
// unknown to seat 0; seat 1 cannot hold 0 or 1 of them, seat 2 cannot hold
// 2; 10 cards go to each hand and 20 aside.
func TestDeterminizeDistribution(t *testing.T) {
	s := build(t, position{
		hands: []string{"giraffe*9 mouse", "cat*2 bear*8", "cat goat*7 mole*2"},
		rows:  [numRows]string{"dog", "dog dog", "sheep*3", "sheep*3 pig"},
	})
	s.forbid[1][2] = 1<<0 | 1<<1
	s.forbid[2][2] = 1 << 2
	binom := func(n, k int) float64 {
		if k < 0 || k > n {
			return 0
		}
		return math.Round(math.Exp(lgamma(n+1) - lgamma(k+1) - lgamma(n-k+1)))
	}
	want := map[[2]int]float64{}
	sum := 0.0
	for x1 := 2; x1 <= 4; x1++ {
		for x2 := 0; x1+x2 <= 4; x2++ {
			if x2 == 2 {
				continue
			}
			w := binom(10, x1) * binom(10, x2) * binom(20, 4-x1-x2)
			want[[2]int{x1, x2}] = w
			sum += w
		}
	}
	const draws = 40000
	got := map[[2]int]float64{}
	for i := range draws {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(i), 9))).(*State)
		got[[2]int{d.hands[1].Count(Cat), d.hands[2].Count(Cat)}]++
	}
	for k, w := range want {
		p, f := w/sum, got[k]/draws
		// Five standard errors of a proportion, and a little more.
		if tol := 5*math.Sqrt(p*(1-p)/draws) + 0.002; math.Abs(p-f) > tol {
			t.Errorf("cats %v: frequency %.4f, want %.4f ± %.4f", k, f, p, tol)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("cats %v: a deal the checks rule out, %v times", k, got[k])
		}
	}
}

func lgamma(n int) float64 {
	v, _ := math.Lgamma(float64(n))
	return v
}

// Determinize depends only on what the observer knows: positions that
// differ only in cards it never saw determinize alike.
func TestDeterminizeOnlyKnowledge(t *testing.T) {
	a := tight(t)
	b := tight(t)
	// Swap a bear of seat 1 with a goat of seat 3: seat 0 sees neither.
	b.hands[1] = b.hands[1].add(Bear, -1).add(Goat, 1)
	b.hands[3] = b.hands[3].add(Goat, -1).add(Bear, 1)
	for i := range 20 {
		da := a.Determinize(0, rand.New(rand.NewPCG(uint64(i), 1))).(*State)
		db := b.Determinize(0, rand.New(rand.NewPCG(uint64(i), 1))).(*State)
		if da.hands != db.hands || da.aside != db.aside {
			t.Fatalf("the deals differ:\n%v\n%v", da.hands, db.hands)
		}
	}
}

// The contract's check of determinizations (determinized) catches a deal
// that contradicts a check: seat 1 given a rabbit more and a bear less.
func TestDeterminizedCheck(t *testing.T) {
	s := tight(t)
	if err := determinized(s, s.Determinize(0, rand.New(rand.NewPCG(1, 1))), 0); err != nil {
		t.Fatalf("a good determinization refused: %v", err)
	}
	d := s.clone()
	d.hands[1] = d.hands[1].add(Rabbit, 1).add(Bear, -1)
	d.hands[2] = d.hands[2].add(Rabbit, -1).add(Bear, 1)
	if err := determinized(s, d, 0); err == nil {
		t.Error("a deal with a count of rabbits the checks rule out passes")
	} else {
		t.Logf("refused as expected: %v", err)
	}
}
