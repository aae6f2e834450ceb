package chevaux

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"menagerie/games"
)

func TestCardData(t *testing.T) {
	cs := Cards()
	if len(cs) != NumCards {
		t.Fatalf("%d cards", len(cs))
	}
	count := map[string]int{}
	names := map[string]bool{}
	for i, h := range cs {
		if h.ID != i+1 || h.Name == "" || names[h.Name] {
			t.Errorf("card %d: %+v", i+1, h)
		}
		names[h.Name] = true
		count[h.Rarity]++
	}
	if want := map[string]int{"green": 12, "yellow": 10, "orange": 8, "red": 6}; !reflect.DeepEqual(count, want) {
		t.Errorf("rarities %v, want %v", count, want)
	}
	for _, tc := range []struct {
		id   int
		want Horse
	}{
		{1, Horse{1, "Pur-sang anglais", 163, 500, 27, 1700, "green"}},
		{16, Horse{16, "Camarguais", 140, 400, 30, -10000, "yellow"}},
		{25, Horse{25, "Falabella", 76, 70, 40, 1868, "orange"}},
		{31, Horse{31, "Cheval de Przewalski", 130, 300, 25, -45000, "red"}},
		{36, Horse{36, "Castillonnais", 145, 450, 30, 800, "red"}},
	} {
		if h, ok := Card(tc.id); !ok || h != tc.want {
			t.Errorf("Card(%d) = %+v, %v; want %+v", tc.id, h, ok, tc.want)
		}
	}
	for _, id := range []int{0, 37, -1} {
		if _, ok := Card(id); ok {
			t.Errorf("Card(%d) exists", id)
		}
	}
	for i, c := range Characteristics {
		if back, ok := ParseCharacteristic(c.String()); !ok || back != c || c.String() != []string{"height", "weight", "longevity", "appearance"}[i] {
			t.Errorf("characteristic %d: %q", i, c)
		}
	}
	if Green.String() != "green" || Yellow.String() != "yellow" || Orange.String() != "orange" || Red.String() != "red" {
		t.Error("rarity ids")
	}
}

// Ruling: all 36 cards are dealt as evenly as possible; the leftovers are
// set aside, out of play; seat 0 leads the first battle.
func TestDeal(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		st, err := Game{}.New(games.Config{Players: n, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		seen := map[uint8]bool{}
		for p := 0; p < n; p++ {
			// Each battle card is already on the table, face down.
			if int(s.piles[p].n)+1 != NumCards/n {
				t.Errorf("%dp: seat %d holds %d", n, p, s.piles[p].n+1)
			}
			seen[s.cur.card[p]] = true
			for i := 0; i < int(s.piles[p].n); i++ {
				seen[s.piles[p].at(i)] = true
			}
		}
		for _, c := range s.aside {
			seen[c] = true
		}
		if len(seen) != NumCards || len(s.aside) != NumCards%n || s.inPlay != NumCards-NumCards%n {
			t.Errorf("%dp: %d distinct cards, %d aside, %d in play", n, len(seen), len(s.aside), s.inPlay)
		}
		v := view(s, games.Spectator)
		if v.SetAside != NumCards%n || v.InPlay != s.inPlay || v.Leader != 0 || !slices.Equal(v.ToAct, []int{0}) || v.Phase != "choosing" || v.Limit != DefaultBattles {
			t.Errorf("%dp: view %s", n, toJSON(v))
		}
	}
}

func TestVariants(t *testing.T) {
	for _, tc := range []struct {
		v       string
		battles int
		minutes int
		ok      bool
	}{
		{"", 40, 0, true},
		{"all", 0, 0, true},
		{"battles=5", 5, 0, true},
		{"battles=123", 123, 0, true},
		{"battles=500", 500, 0, true},
		{"battles=4", 0, 0, false},
		{"battles=501", 0, 0, false},
		{"battles=040", 0, 0, false},
		{"battles=+40", 0, 0, false},
		{"battles=", 0, 0, false},
		{"battles=x", 0, 0, false},
		{"All", 0, 0, false},
		{"15min", 0, 0, false},
		{"time=15", 0, 15, true},
		{"time=1", 0, 1, true},
		{"time=120", 0, 120, true},
		{"time=0", 0, 0, false},
		{"time=121", 0, 0, false},
		{"time=015", 0, 0, false},
		{"time=", 0, 0, false},
		{"time=15m", 0, 0, false},
	} {
		e, err := ParseVariant(tc.v)
		if (err == nil) != tc.ok || tc.ok && e != (Ending{Battles: tc.battles, Minutes: tc.minutes}) {
			t.Errorf("ParseVariant(%q) = %+v, %v", tc.v, e, err)
		}
		st, err := Game{}.New(games.Config{Players: 3, Variant: tc.v})
		if (err == nil) != tc.ok || (st == nil) == tc.ok {
			t.Errorf("New(%q) = %v, %v", tc.v, st, err)
			continue
		}
		if tc.ok {
			v := view(st.(*State), games.Spectator)
			if v.Limit != tc.battles || v.Minutes != tc.minutes || st.(games.Timed).TimeLimit() != time.Duration(tc.minutes)*time.Minute {
				t.Errorf("New(%q): limit %d, minutes %d", tc.v, v.Limit, v.Minutes)
			}
		}
	}
	for _, n := range []int{-1, 0, 1, 7} {
		if st, err := (Game{}).New(games.Config{Players: n}); err == nil || st != nil {
			t.Errorf("New with %d players = %v, %v", n, st, err)
		}
	}
}

// Ruling: higher wins on height, weight and longevity; the earliest date
// wins on appearance. Ties go to the rarest, then to tie-break cards.
func TestBattleDecision(t *testing.T) {
	for _, tc := range []struct {
		name     string
		leader   int
		piles    [][]uint8
		char     Characteristic
		winner   int
		by       string
		tieBreak []int
		won      []int
	}{
		{"height higher", 0, [][]uint8{{1, 9}, {4}}, Height, 1, "value", nil, []int{4, 1}},
		{"weight higher", 0, [][]uint8{{1, 9}, {4}}, Weight, 1, "value", nil, []int{4, 1}},
		{"longevity higher", 0, [][]uint8{{5, 9}, {1}}, Longevity, 0, "value", nil, []int{5, 1}},
		{"appearance earliest", 0, [][]uint8{{1, 9}, {2}}, Appearance, 1, "value", nil, []int{2, 1}},
		{"appearance earliest BCE", 0, [][]uint8{{12, 9}, {2}}, Appearance, 1, "value", nil, []int{2, 12}},
		// Barbe (orange) and Appaloosa (green) both 150 cm.
		{"tie: rarer wins", 0, [][]uint8{{28, 9}, {7}}, Height, 0, "rarity", nil, []int{28, 7}},
		// Pur-sang arabe and Appaloosa, both green 150 cm: next cards.
		{"same rarity: tie-break", 0, [][]uint8{{2, 13}, {7, 1}}, Height, 0, "tiebreak", []int{13, 1}, []int{2, 7, 13, 1}},
		{"tie-break again", 0, [][]uint8{{2, 1, 9}, {7, 3, 14}}, Height, 1, "tiebreak", []int{1, 3, 9, 14}, []int{7, 2, 3, 1, 14, 9}},
		{"no card left loses the tie", 0, [][]uint8{{2}, {7, 3}}, Height, 1, "tiebreak", nil, []int{7, 2}},
		{"every tied player out: setter wins", 0, [][]uint8{{2}, {7}}, Height, 0, "exhausted", nil, []int{2, 7}},
		{"every tied player out: setter wins (seat 1)", 1, [][]uint8{{2}, {7}}, Height, 1, "exhausted", nil, []int{7, 2}},
		{"out of cards during the tie-break", 0, [][]uint8{{2, 1}, {7, 3}}, Height, 0, "exhausted", []int{1, 3}, []int{2, 7, 1, 3}},
		// Three players: seats 0 and 2 tie at 150 cm, seat 1 has 102 cm.
		{"won order, winner first then clockwise", 0, [][]uint8{{2, 13}, {5, 9}, {7, 1}}, Height, 0, "tiebreak", []int{13, 1}, []int{2, 5, 7, 13, 1}},
		{"won order from seat 2", 0, [][]uint8{{2, 1}, {5, 9}, {7, 13}}, Height, 2, "tiebreak", []int{1, 13}, []int{7, 2, 5, 13, 1}},
		// A three-way tie on 500 kg: orange Lipizzan, green Paint Horse,
		// yellow Andalou.
		{"three tied, rarest of them wins", 0, [][]uint8{{23, 9}, {8}, {18, 3}}, Weight, 0, "rarity", nil, []int{23, 8, 18}},
		{"three tied on height", 0, [][]uint8{{2, 9}, {7}, {28, 3}}, Height, 2, "rarity", nil, []int{28, 2, 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := deal(0, tc.leader, tc.piles...)
			play(t, s, Choose(tc.char))
			for s.phase == phaseAnnouncing {
				play(t, s, Keep())
			}
			v := view(s, games.Spectator)
			lb := v.LastBattle
			if v.Phase != "result" || lb == nil {
				t.Fatalf("not decided: %s", toJSON(v))
			}
			var tb []int
			for _, p := range lb.TieBreak {
				tb = append(tb, p.Card)
			}
			if lb.Winner != tc.winner || lb.By != tc.by || !slices.Equal(tb, tc.tieBreak) || !slices.Equal(lb.Won, tc.won) {
				t.Errorf("got winner %d by %s, tie-break %v, won %v; want %d by %s, %v, %v", lb.Winner, lb.By, tb, lb.Won, tc.winner, tc.by, tc.tieBreak, tc.won)
			}
			if !slices.Equal(v.ToAct, []int{tc.winner}) {
				t.Errorf("to act %v, want the winner", v.ToAct)
			}
			// The won cards go under the winner's pile, in order (the next
			// battle then takes the top card again).
			var want []int
			for i := 0; i < int(s.piles[tc.winner].n); i++ {
				want = append(want, int(s.piles[tc.winner].at(i)))
			}
			want = append(want, tc.won...)
			play(t, s, Collect())
			var under []int
			if c := s.cur.card[tc.winner]; c != 0 {
				under = append(under, int(c))
			}
			for i := 0; i < int(s.piles[tc.winner].n); i++ {
				under = append(under, int(s.piles[tc.winner].at(i)))
			}
			if !slices.Equal(under, want) {
				t.Errorf("the winner's pile: %v, want %v", under, want)
			}
		})
	}
}

// The sheet's example: the leader has a green card and chooses weight; the
// next player has an orange card and switches to height; everyone announces
// again; only a red card may switch again.
func TestSwitchSheetExample(t *testing.T) {
	// Seat 0 Pur-sang anglais (green), seat 1 Boulonnais (orange), seat 2
	// Percheron (yellow), seat 3 Auxois (red).
	s := deal(0, 0, []uint8{1, 9}, []uint8{27, 9 + 1}, []uint8{13, 3}, []uint8{35, 4})
	play(t, s, Choose(Weight))
	v := view(s, 1)
	if v.Phase != "announcing" || v.Awaiting != 1 || v.Setter != 0 || v.Char != "weight" || !slices.Equal(v.CanSwitch, []string{"height", "longevity", "appearance"}) {
		t.Fatalf("seat 1 should decide: %s", toJSON(v))
	}
	if got := s.Legal(1); len(got) != 4 || got[0] != Keep() {
		t.Errorf("legal %v", got)
	}
	play(t, s, Switch(Height))
	// The yellow Percheron is not rarer than orange: automatic; the red
	// Auxois may switch again.
	v = view(s, games.Spectator)
	if v.Awaiting != 3 || v.Setter != 1 || v.Char != "height" || v.Switches != 1 || !v.Seats[2].Said || v.Seats[2].Value != 168 || v.Seats[0].Said {
		t.Fatalf("after the switch: %s", toJSON(v))
	}
	play(t, s, Switch(Longevity))
	v = view(s, games.Spectator)
	want := []string{"0:choose", "1:switch", "2:announce", "3:switch", "0:announce", "1:announce", "2:announce", "0:win"}
	if !slices.Equal(kinds(v), want) {
		t.Errorf("log %v, want %v", kinds(v), want)
	}
	// Longevity: 27, 25, 25, 25: the green Pur-sang anglais wins.
	if v.LastBattle.Winner != 0 || v.LastBattle.Char != "longevity" || v.LastBattle.Setter != 3 || v.LastBattle.Switches != 2 {
		t.Errorf("battle %s", toJSON(v.LastBattle))
	}
}

// Ruling: only a strictly rarer card than the setter's may switch; after a
// switch everyone else announces again clockwise from the switcher, and may
// again switch if strictly rarer than the new setter.
func TestSwitchRulings(t *testing.T) {
	t.Run("same rarity may not switch", func(t *testing.T) {
		s := deal(0, 0, []uint8{23, 1}, []uint8{24, 2}, []uint8{1, 3})
		play(t, s, Choose(Height))
		if s.phase != phaseResult {
			t.Fatalf("orange after orange should not decide: %s", toJSON(view(s, 1)))
		}
	})
	t.Run("keep announces and goes on", func(t *testing.T) {
		s := deal(0, 0, []uint8{1, 5}, []uint8{23, 6}, []uint8{2, 7})
		play(t, s, Choose(Height), Keep())
		v := view(s, games.Spectator)
		if !slices.Equal(kinds(v), []string{"0:choose", "1:keep", "2:announce", "0:win"}) {
			t.Errorf("log %v", kinds(v))
		}
	})
	t.Run("an earlier player may switch after a switch", func(t *testing.T) {
		// Seat 0 green leads; seat 1 orange keeps; seat 2 yellow switches;
		// the new round goes 3, 0, then seat 1 (orange > yellow) decides again.
		s := deal(0, 0, []uint8{1, 5}, []uint8{23, 6}, []uint8{13, 7}, []uint8{2, 8})
		play(t, s, Choose(Height), Keep(), Switch(Weight))
		v := view(s, games.Spectator)
		if v.Awaiting != 1 || v.Setter != 2 || !slices.Equal(kinds(v), []string{"0:choose", "1:keep", "2:switch", "3:announce", "0:announce"}) {
			t.Fatalf("view %s", toJSON(v))
		}
		play(t, s, Keep())
		v = view(s, games.Spectator)
		if v.Phase != "result" || v.LastBattle.Winner != 2 || v.LastBattle.Char != "weight" {
			t.Errorf("battle %s", toJSON(v.LastBattle))
		}
	})
	t.Run("at most three switches", func(t *testing.T) {
		s := deal(0, 0, []uint8{1, 5}, []uint8{13, 6}, []uint8{23, 7}, []uint8{31, 8})
		play(t, s, Choose(Height), Switch(Weight), Switch(Longevity), Switch(Appearance))
		v := view(s, games.Spectator)
		if v.Phase != "result" || v.LastBattle.Switches != 3 || v.LastBattle.Winner != 3 || v.LastBattle.Char != "appearance" {
			t.Errorf("battle %s", toJSON(v))
		}
	})
	t.Run("may not switch to the same characteristic", func(t *testing.T) {
		s := deal(0, 0, []uint8{1, 5}, []uint8{13, 6})
		play(t, s, Choose(Height))
		before := s.Clone()
		if err := s.Apply(1, Switch(Height)); err == nil || !reflect.DeepEqual(before, s) {
			t.Errorf("switch to the same: %v", err)
		}
		if err := s.Apply(1, Collect()); err == nil || !reflect.DeepEqual(before, s) {
			t.Errorf("collect while announcing: %v", err)
		}
		if err := s.Apply(0, Keep()); err == nil || !reflect.DeepEqual(before, s) {
			t.Errorf("keep out of turn: %v", err)
		}
	})
}

// Ruling: each battle's winner leads the next; a player without cards is
// out and skipped; one player holding every card in play wins.
func TestLeadOutAndEnd(t *testing.T) {
	// Seat 1 has one card; Shire (178 cm, yellow like the leader's
	// Percheron) wins the first battle.
	s := deal(0, 0, []uint8{13, 2}, []uint8{5}, []uint8{14, 3})
	play(t, s, Choose(Height))
	if s.cur.winner != 2 {
		t.Fatalf("winner %d", s.cur.winner)
	}
	play(t, s, Collect())
	v := view(s, games.Spectator)
	if v.Leader != 2 || !slices.Equal(v.ToAct, []int{2}) || !v.Seats[1].Out || v.Seats[1].InBattle || v.Seats[1].Held != 0 || v.Battles != 1 || v.Battle != 2 {
		t.Fatalf("after battle 1: %s", toJSON(v))
	}
	if e := v.Last; e == nil || e.Kind != "collect" || e.Seat != 2 || e.Cards != 3 {
		t.Errorf("last %s", toJSON(v.Last))
	}
	// Seat 2's pile is now 3, 14, 13, 5: Quarter Horse 1660 against
	// Pur-sang arabe −2500 on appearance.
	play(t, s, Choose(Appearance))
	if s.cur.winner != 0 {
		t.Fatalf("winner %d", s.cur.winner)
	}
	play(t, s, Collect())
	// Seat 0 (Pur-sang arabe, 3) against seat 2 (14, 1, 5): keep playing
	// height until someone holds all 5 cards.
	for !s.Over() {
		switch s.phase {
		case phaseChoosing:
			play(t, s, Choose(Height))
		case phaseAnnouncing:
			play(t, s, Keep())
		case phaseResult:
			play(t, s, Collect())
		}
	}
	v = view(s, games.Spectator)
	r := s.Result()
	if v.End != "all-cards" || len(r.Winners) != 1 || r.Scores[r.Winners[0]] != 5 || v.Scores[r.Winners[0]] != 5 {
		t.Errorf("end %s, result %+v", toJSON(v), r)
	}
	if s.ToAct() != nil || s.Legal(r.Winners[0]) != nil {
		t.Error("over but someone acts")
	}
	if err := s.Apply(r.Winners[0], Choose(Height)); err == nil {
		t.Error("a move after the end was accepted")
	}
}

// Ruling: at the battle limit the most cards wins, ties shared.
func TestBattleLimit(t *testing.T) {
	s := deal(1, 0, []uint8{14}, []uint8{5, 1, 2})
	play(t, s, Choose(Height), Collect())
	v := view(s, games.Spectator)
	r := s.Result()
	if !s.Over() || v.End != "limit" || !slices.Equal(r.Winners, []games.Seat{0, 1}) || !slices.Equal(r.Scores, []float64{2, 2}) {
		t.Errorf("view %s result %+v", toJSON(v), r)
	}
	for _, variant := range []string{"", "battles=7"} {
		st, _ := Game{}.New(games.Config{Players: 4, Seed: 3, Variant: variant})
		rng := rand.New(rand.NewPCG(1, 2))
		for !st.Over() {
			a := st.ToAct()[0]
			l := st.Legal(a)
			if err := st.Apply(a, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		s := st.(*State)
		e, _ := ParseVariant(variant)
		want := e.Battles
		if s.battles > want || (s.battles < want && s.end != endAllCards) {
			t.Errorf("%q: %d battles, end %v", variant, s.battles, s.end)
		}
		r := s.Result()
		total, best := 0.0, 0.0
		for _, x := range r.Scores {
			total += x
			best = max(best, x)
		}
		for _, w := range r.Winners {
			if r.Scores[w] != best {
				t.Errorf("winner %d has %v, best %v", w, r.Scores[w], best)
			}
		}
		if total != NumCards {
			t.Errorf("%q: %v cards in the scores", variant, total)
		}
	}
}

// What each seat sees: its own battle card; of the others' cards, while
// the battle is announced, only the values and rarities told; every battle
// card once the battle is decided; the public cards under the piles.
func TestViewInformation(t *testing.T) {
	s := deal(0, 0, []uint8{1, 5}, []uint8{23, 6}, []uint8{2, 7})
	v0, v1, sp := view(s, 0), view(s, 1), view(s, games.Spectator)
	if v0.MyCard != 1 || v1.MyCard != 23 || sp.MyCard != 0 || v0.Seats[1].Card != 0 || v0.Seats[1].Known != nil {
		t.Fatalf("choosing: %s / %s / %s", toJSON(v0), toJSON(v1), toJSON(sp))
	}
	play(t, s, Choose(Height))
	v0, v1, v2 := view(s, 0), view(s, 1), view(s, 2)
	if v0.Seats[0].Card != 0 || v0.Seats[0].Value != 163 || v0.MyCard != 1 || v1.MyCard != 23 || v0.Seats[1].Card != 0 || v2.Seats[1].Card != 0 {
		t.Errorf("announcing: %s / %s", toJSON(v0), toJSON(v1))
	}
	if v2.Seats[0].Rarity != "green" || v2.Seats[0].Value != 163 || v2.Seats[1].Rarity != "" || v2.Log[0].Card != 0 || v2.Log[0].Value != 163 {
		t.Errorf("seat 2 hears 163 cm, green: %s", toJSON(v2))
	}
	if v1.CanSwitch == nil || v0.CanSwitch != nil || v2.CanSwitch != nil {
		t.Error("only the awaited seat may switch")
	}
	play(t, s, Keep(), Collect())
	// Pur-sang anglais 163 cm wins: 1, 23, 2 go under seat 0's pile, in
	// public, which the views tell as a set; seat 0's next card (5), dealt
	// face down, is its battle card now, unknown to the others.
	v := view(s, 2)
	if !slices.Equal(v.Seats[0].Known, []int{1, 2, 23}) || v.Seats[0].Pile != 3 || v.Seats[0].Unseen != 0 || v.Seats[0].Held != 4 || v.Seats[1].Known != nil {
		t.Errorf("after collect: %s", toJSON(v))
	}
	lb := v.LastBattle
	if lb == nil || lb.Number != 1 || lb.Winner != 0 || lb.By != "value" || lb.Best != 163 || len(lb.Cards) != 3 || lb.Cards[1] != (Play{Seat: 1, Card: 23, Value: 155}) {
		t.Errorf("last battle %s", toJSON(lb))
	}
}

// Determinize keeps every public card in its pile (in any order: a face-down
// battle card that came from the pile's seen cards stays among them), the
// observer's own battle card and the cards shown, resamples the rest, and
// keeps an awaited player's card rarer than the setter's.
func TestDeterminize(t *testing.T) {
	st, _ := Game{}.New(games.Config{Players: 5, Seed: 4})
	s := st.(*State)
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for n := 0; !s.Over() && n < 400; n++ {
		for o := 0; o < s.players; o++ {
			d := s.Determinize(games.Seat(o), rng).(*State)
			// Public cards in their piles.
			for p := 0; p < s.players; p++ {
				if a, b := seenWith(s, p, o), seenWith(d, p, o); !slices.Equal(a, b) {
					t.Fatalf("seat %d's seen cards %v became %v", p, a, b)
				}
				for i := 0; i < int(s.piles[p].n); i++ {
					if c, x := s.piles[p].at(i), d.piles[p].at(i); (s.known&(1<<c) != 0) != (s.known&(1<<x) != 0) {
						t.Fatalf("seat %d: an unseen card and a seen one changed places", p)
					}
				}
				if c := s.cur.card[p]; c != 0 && (!s.faceDown() || p == o) && d.cur.card[p] != c {
					t.Fatalf("known battle card %d of seat %d moved", c, p)
				}
			}
			if s.phase == phaseAnnouncing {
				if a := s.cur.turn; rarity(d.cur.card[a]) <= rarity(d.cur.card[d.cur.setter]) {
					t.Fatalf("awaited seat %d got %d, not rarer than the setter's", a, d.cur.card[a])
				}
				checked++
			}
			// The same cards, all 36.
			all := map[uint8]bool{}
			for p := 0; p < d.players; p++ {
				for i := 0; i < int(d.piles[p].n); i++ {
					all[d.piles[p].at(i)] = true
				}
				if d.cur.card[p] != 0 {
					all[d.cur.card[p]] = true
				}
			}
			for _, t := range d.cur.tb[:d.cur.ntb] {
				all[t.card] = true
			}
			for _, c := range d.aside {
				all[c] = true
			}
			if len(all) != NumCards || all[0] {
				t.Fatalf("determinized cards: %v", all)
			}
		}
		a := s.actor()
		l := s.Legal(games.Seat(a))
		if err := s.Apply(games.Seat(a), l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Error("never saw an awaited decision")
	}
	// The set-aside card is unknown: it can turn up anywhere hidden.
	st, _ = Game{}.New(games.Config{Players: 5, Seed: 4})
	s = st.(*State)
	moved := false
	for i := 0; i < 50 && !moved; i++ {
		d := s.Determinize(0, rng).(*State)
		moved = d.aside[0] != s.aside[0]
	}
	if !moved {
		t.Error("the set-aside card is never resampled")
	}
}

// seenWith lists, in card order, the seen cards under seat p's pile and
// its battle card if it came from them and lies face down out of
// observer's sight.
func seenWith(s *State, p, observer int) []uint8 {
	out := s.seenUnder(p)
	if c := s.cur.card[p]; c != 0 && s.faceDown() && p != observer && s.known&(1<<c) != 0 {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

func TestDecodeMove(t *testing.T) {
	for _, m := range []Move{Choose(Height), Choose(Appearance), Keep(), Switch(Weight), Switch(Longevity), Collect()} {
		data := []byte(toJSON(m))
		back, err := Game{}.DecodeMove(data)
		if err != nil || back != m {
			t.Errorf("DecodeMove(%s) = %v, %v", data, back, err)
		}
	}
	for _, bad := range []string{
		``, `null`, `{}`, `{"k":"jump"}`, `{"k":"choose"}`, `{"k":"choose","c":"speed"}`,
		`{"k":"keep","c":"height"}`, `{"k":"keep","x":1}`, `{"k":"keep"} {}`, `[1]`,
	} {
		if m, err := (Game{}).DecodeMove([]byte(bad)); err == nil {
			t.Errorf("DecodeMove(%s) = %v", bad, m)
		}
	}
	if s := Switch(Weight).String(); s != "switch to weight" {
		t.Errorf("String %q", s)
	}
}

func TestApplyRefusals(t *testing.T) {
	s := deal(0, 0, []uint8{1, 5}, []uint8{23, 6})
	before := s.Clone()
	for _, tc := range []struct {
		seat games.Seat
		m    games.Move
	}{
		{0, nil},
		{0, Keep()},
		{0, Collect()},
		{0, Switch(Height)},
		{1, Choose(Height)},
		{-1, Choose(Height)},
		{2, Choose(Height)},
		{0, Move{Kind: "choose", Char: "speed"}},
		{0, &Move{Kind: "choose", Char: "height"}},
	} {
		if err := s.Apply(tc.seat, tc.m); err == nil || !reflect.DeepEqual(before, s) {
			t.Errorf("seat %d %v: %v", tc.seat, tc.m, err)
		}
	}
}

// Ruling: with 5 players one card is set aside, so holding the 35 cards in
// play wins.
func TestAllCardsInPlay(t *testing.T) {
	ended := 0
	for seed := uint64(1); seed <= 20; seed++ {
		st, _ := Game{}.New(games.Config{Players: 5, Seed: seed, Variant: "all"})
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 9))
		var buf []games.Move
		for !s.Over() {
			a := s.actor()
			buf = s.appendLegal(buf[:0])
			if err := s.Apply(games.Seat(a), buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		r := s.Result()
		if s.end == endAllCards {
			ended++
			if len(r.Winners) != 1 || r.Scores[r.Winners[0]] != 35 || view(s, games.Spectator).End != "all-cards" {
				t.Errorf("seed %d: %+v", seed, r)
			}
		}
	}
	if ended == 0 {
		t.Error("no game ended by holding every card")
	}
}
