package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"menagerie/games"
	am "menagerie/games/animalement"
	bg "menagerie/games/beavergang"
	"menagerie/games/chevaux"
	lil "menagerie/games/lifeislife"
	"menagerie/games/zoo"
)

// reasons is every reason Explain gives, by game.
var reasons = map[string][]string{
	"chevaux": {ReasonChance, ReasonUnbeatenChance, ReasonNearChance, ReasonSwitch, ReasonKeep, ReasonChoose},
	"animalement": {ReasonMinimalBid, ReasonCheapestLoss, ReasonDogTakes, ReasonAvoidNegative, ReasonLead,
		ReasonTakeNegative, ReasonSaveMoney},
	"zoo": {ReasonZooOut, ReasonZooLowest, ReasonZooBeat, ReasonZooPartner, ReasonZooJoker, ReasonZooWhole,
		ReasonZooWait, ReasonZooGroup, ReasonZooLead, ReasonZooAsk, ReasonZooHelp, ReasonZooRefuse, ReasonZooCheap,
		ReasonZooKeepJoker, ReasonZooGive, ReasonZooAside},
	"lifeislife": {ReasonLilSet, ReasonLilBest, ReasonLilGain, ReasonLilLeast, ReasonLilTake, ReasonLilStrong,
		ReasonLilKnock, ReasonLilPass, ReasonLilLast, ReasonLilRow},
	"beavergang": {ReasonBGLower, ReasonBGUnknown, ReasonBGKnow, ReasonBGPlace, ReasonBGDraw, ReasonBGDrawSee,
		ReasonBGSecond, ReasonBGNoUse, ReasonBGDiscard, ReasonBGPeek, ReasonBGSwapGive, ReasonBGPlay,
		ReasonBGSwapHigh, ReasonBGSwap, ReasonBGLook, ReasonBGLookAgain, ReasonBGKnockLow, ReasonBGKnock,
		ReasonBGWait, ReasonBGPass, ReasonBGPeekFirst, ReasonBGReady},
}

// AllReasons lists every reason key, for the app's texts' test.
func TestReasonsListed(t *testing.T) {
	got := AllReasons()
	var want []string
	for _, rs := range reasons {
		want = append(want, rs...)
	}
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("AllReasons %q, the tests know %q", got, want)
	}
}

// TestExplain: at decision points of every game, every legal move of a
// position with a choice has a reason of its game, the same on the state
// and on a determinization for the seat (it reads only what the seat
// knows), and a forced move has none.
func TestExplain(t *testing.T) {
	for _, tb := range tables() {
		states, seats := decisionPoints(t, tb, 6, 21)
		for i, s := range states {
			seat := seats[i]
			other := s.Determinize(seat, rand.New(rand.NewPCG(uint64(i), 8)))
			legal := s.Legal(seat)
			for _, m := range legal {
				r := Explain(s, seat, m)
				if r != Explain(other, seat, m) {
					t.Fatalf("%v state %d: %v explained differently on a determinization", tb, i, m)
				}
				if !Explains(s) {
					// A game the bots know nothing of: no reason, ever.
					if r != "" {
						t.Fatalf("%v state %d: %v explained %q without the game's knowledge", tb, i, m, r)
					}
					continue
				}
				if !slices.Contains(reasons[tb.game.ID()], r) {
					t.Fatalf("%v state %d: %v explained %q", tb, i, m, r)
				}
				checkClaim(t, tb.String(), s, seat, m, r)
			}
		}
	}
	s := newGame(t, tables()[0], 1)
	for _, seat := range s.ToAct() {
		if legal := s.Legal(seat); len(legal) == 1 && Explain(s, seat, legal[0]) != "" {
			t.Errorf("a forced move has a reason")
		}
	}
}

// TestHintReasons plays seeded games of every game at every table: at
// positions spread over each game, the move the Hard bot (the hint's
// level) proposes for a seat with a choice comes with a reason, and the
// reason is true of the move, checked against the real state (checkClaim).
// The seeds are logged; every reason given is counted.
func TestHintReasons(t *testing.T) {
	ctx := context.Background()
	for _, tb := range tables() {
		const seed = 31
		if !Explains(newGame(t, tb, seed)) {
			t.Logf("%v: the bots know nothing of the game, its hints have no reason", tb)
			continue
		}
		t.Logf("%v: games from seed %d", tb, seed)
		counts := map[string]int{}
		hints, most := 0, 16
		if testing.Short() {
			most = 6
		}
		rng := rand.New(rand.NewPCG(seed, 5))
		for g := uint64(0); g < 6 && hints < most; g++ {
			s := newGame(t, tb, seed+g)
			for step := 0; !s.Over() && hints < most; step++ {
				acts := s.ToAct()
				seat := acts[rng.IntN(len(acts))]
				legal := s.Legal(seat)
				if len(legal) > 1 && rng.IntN(6) == 0 {
					m := Choose(ctx, s.Clone(), seat, Hard, rand.New(rand.NewPCG(seed+g, uint64(step))))
					r := Explain(s.Clone(), seat, m)
					if r == "" {
						t.Fatalf("%v game %d step %d: the hint %v has no reason", tb, seed+g, step, m)
					}
					checkClaim(t, tb.String(), s, seat, m, r)
					counts[r]++
					hints++
				}
				if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%v: %d hints, reasons %v", tb, hints, counts)
	}
}

// checkClaim fails t unless reason r is true of move m of seat in s, read
// from the real state (the hidden cards included) by a way of its own.
func checkClaim(t *testing.T, where string, s games.State, seat games.Seat, m games.Move, r string) {
	t.Helper()
	fail := func(why string) { t.Errorf("%s: %v explained %q, but %s", where, m, r, why) }
	if kinds, ok := reasonKinds[r]; ok && !slices.Contains(kinds, moveKind(m)) {
		fail("it is a move of kind " + moveKind(m))
	}
	switch st := s.(type) {
	case *zoo.State:
		v := st.View(seat).(zoo.View)
		hand := zooCards(v.Hand)
		mv := m.(zoo.Move)
		var plays []zoo.Move
		for _, l := range s.Legal(seat) {
			if p := l.(zoo.Move); p.Kind == zoo.KindPlay {
				plays = append(plays, p)
			}
		}
		switch r {
		case ReasonZooOut:
			if mv.Kind != zoo.KindPlay || mv.Cards != hand {
				fail("it does not empty the hand")
			}
		case ReasonZooLowest:
			for _, p := range plays {
				if p.Cards.Total() < mv.Cards.Total() {
					fail("a smaller set beats the table: " + p.String())
				}
			}
			if v.Trick.Top == nil {
				fail("there is no set to beat")
			}
		case ReasonZooJoker:
			for _, p := range plays {
				if p.Cards.Count(zoo.Chameleon) == 0 {
					fail("a set without the chameleon beats the table: " + p.String())
				}
			}
		case ReasonZooWhole:
			for _, p := range plays {
				if hand.Count(p.As) == p.Cards.Count(p.As) {
					fail("a whole group beats the table: " + p.String())
				}
			}
		case ReasonZooPartner:
			if v.Trick.Top == nil || v.Trick.Top.By != v.Seats[seat].Partner {
				fail("the set to beat is not the partner's")
			}
		case ReasonZooGroup:
			if v.Trick.Top != nil || mv.Cards.Count(zoo.Chameleon) > 0 || mv.Cards.Count(mv.As) != hand.Count(mv.As) {
				fail("it does not lead a whole group")
			}
		case ReasonZooCheap:
			for a := zoo.Whale; a <= zoo.Chameleon; a++ {
				if k := mv.Cards.Count(a); k > 0 && (k != hand.Count(a) || a == zoo.Chameleon) {
					fail("it breaks a group or gives the chameleon")
				}
			}
		case ReasonZooKeepJoker:
			if hand.Count(zoo.Chameleon) == 0 || mv.Cards.Count(zoo.Chameleon) > 0 {
				fail("it does not keep a chameleon")
			}
		}
	case *lil.State:
		v := st.View(seat).(*lil.View)
		mv := m.(lil.Move)
		hand := lilCards(v.Hand)
		switch r {
		case ReasonLilSet:
			after := hand - mv.Lay + lilCards(v.Rows[mv.Row-1])
			c := s.Clone()
			if err := c.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
			if c.(*lil.State).Round() == st.Round() && !c.Over() {
				fail("the round goes on")
			}
			_ = after
		case ReasonLilBest, ReasonLilGain:
			seen := lilSee(s, seat)
			if seen.table.gain(hand, mv.Lay, seen.rows[mv.Row-1]) <= 0 {
				fail("the hand's worth does not rise")
			}
		case ReasonLilPass:
			if v.Phase != "last_turn" || mv.Kind == lil.Exchange {
				fail("it is no pass in the last turn")
			}
		case ReasonLilTake:
			if !slices.ContainsFunc(lilSpeciesList(), func(sp lil.Species) bool {
				return hand.Count(sp) > 0 && lilCards(v.Rows[mv.Row-1]).Count(sp) > mv.Lay.Count(sp)
			}) {
				fail("it takes no more of a species held")
			}
		case ReasonLilRow:
			if !slices.ContainsFunc(lilSpeciesList(), func(sp lil.Species) bool {
				return hand.Count(sp) == 0 && lilCards(v.Rows[mv.Row-1]).Count(sp) > 0
			}) {
				fail("it takes no new species")
			}
		case ReasonLilStrong:
			seen := lilSee(s, seat)
			if seen.table.value(hand) < seen.table.knockAt {
				fail("the hand is worth less than a knock")
			}
		}
	case *bg.State:
		real, ok := bgProbe(s.Clone(), seat)
		if !ok {
			return
		}
		v := st.View(seat).(bg.View)
		mv := m.(bg.Move)
		total := 0.0
		for i, c := range real[seat] {
			if st.Knows(seat, seat, i) {
				total += bgValue(c)
			} else {
				total += bgMean
			}
		}
		card := bgCard(v.Top)
		if mv.Kind == bg.KindReplace {
			card = bgCard(v.Drawn)
		}
		switch r {
		case ReasonBGLower:
			if !st.Knows(seat, seat, mv.Slot) || !(float64(card) < bgValue(real[seat][mv.Slot])) {
				fail("the card replaced is not a known higher one")
			}
		case ReasonBGUnknown:
			if st.Knows(seat, seat, mv.Slot) || float64(card) >= bgMean {
				fail("the card replaced is known, or the card is not low")
			}
		case ReasonBGKnow, ReasonBGLook:
			if st.Knows(seat, seat, mv.Slot) {
				fail("the seat knows that card")
			}
		case ReasonBGKnockLow:
			if total > bgKnockAt {
				fail("the row is worth more")
			}
		case ReasonBGWait:
			if total <= bgKnockAt {
				fail("the row is worth little")
			}
		case ReasonBGSwapHigh:
			theirs := bgMean
			if st.Knows(seat, games.Seat(mv.Seat), mv.TheirSlot) {
				theirs = bgValue(real[mv.Seat][mv.TheirSlot])
			}
			if !st.Knows(seat, seat, mv.Slot) || bgValue(real[seat][mv.Slot]) <= theirs {
				fail("the card given is not known higher")
			}
		case ReasonBGSecond:
			if !v.Second {
				fail("no second card to draw")
			}
		}
	case *am.State:
		v := st.View(seat).(am.View)
		switch r {
		case ReasonAvoidNegative, ReasonTakeNegative:
			if !v.Negative {
				fail("the card is not negative")
			}
		case ReasonSaveMoney:
			if v.Negative {
				fail("the card is negative")
			}
		}
	case *chevaux.State:
		mv := m.(chevaux.Move)
		switch r {
		case ReasonUnbeatenChance, ReasonKeep:
			if mv.Kind != chevaux.KindKeep {
				fail("it is no keep")
			}
		case ReasonSwitch:
			if mv.Kind != chevaux.KindSwitch {
				fail("it is no switch")
			}
		}
	}
}

// TestEachReason: every reason of the table comes up, for some move at
// some position of seeded games of its game, and is true of that move
// (checkClaim); the first position found for each is logged. The games
// are played at random and by Easy bots, whose rows and hands get good
// enough for the reasons of a late round (a low row to knock with) to come
// up, at every
// table of the tests and at a partner game of five (its lone player sets
// cards aside).
func TestEachReason(t *testing.T) {
	const seed = 41
	t.Logf("games from seed %d", seed)
	positions := map[string]int{"chevaux": 6, "animalement": 100, "zoo": 150, "lifeislife": 200, "beavergang": 300}
	found := map[string]string{}
	all := append(tables(), table{game: zoo.Game{}, players: 5, variant: zoo.VariantPartners})
	for _, tb := range all {
		id := tb.game.ID()
		states, seats := easyPositions(t, tb, positions[id], seed)
		random, rseats := decisionPoints(t, tb, positions[id], seed)
		states, seats = append(states, random...), append(seats, rseats...)
		for i, s := range states {
			for _, m := range s.Legal(seats[i]) {
				r := Explain(s, seats[i], m)
				checkClaim(t, tb.String(), s, seats[i], m, r)
				if _, ok := found[r]; !ok {
					found[r] = fmt.Sprintf("%v position %d: %v", tb, i, m)
				}
			}
		}
	}
	for game, rs := range reasons {
		for _, r := range rs {
			t.Run(r, func(t *testing.T) {
				where, ok := found[r]
				if !ok {
					t.Errorf("%s: no move explained %q", game, r)
					return
				}
				t.Log(where)
			})
		}
	}
}

// easyPositions plays games of t by Easy bots and returns up to n
// positions at which the seat to act has a choice, with that seat.
func easyPositions(tb testing.TB, t table, n int, seed uint64) (states []games.State, seats []games.Seat) {
	rng := rand.New(rand.NewPCG(seed, 77))
	ctx := context.Background()
	for g := uint64(0); len(states) < n && g < 40; g++ {
		s := newGame(tb, t, seed+g)
		for step := 0; !s.Over() && len(states) < n && step < 4000; step++ {
			acts := s.ToAct()
			seat := acts[rng.IntN(len(acts))]
			if len(s.Legal(seat)) > 1 && rng.IntN(4) == 0 {
				states = append(states, s.Clone())
				seats = append(seats, seat)
			}
			if err := s.Apply(seat, Choose(ctx, s.Clone(), seat, Easy, rng)); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return states, seats
}

// reasonKinds is the kind of move each reason may come with.
var reasonKinds = map[string][]string{
	ReasonChance: {"choose", "switch"}, ReasonNearChance: {"choose", "switch", "keep"},
	ReasonUnbeatenChance: {"keep"}, ReasonKeep: {"keep"}, ReasonSwitch: {"switch"}, ReasonChoose: {"choose"},
	ReasonMinimalBid: {"bid"}, ReasonAvoidNegative: {"bid"}, ReasonLead: {"bid"},
	ReasonTakeNegative: {"pass"}, ReasonSaveMoney: {"pass"}, ReasonCheapestLoss: {"discard"}, ReasonDogTakes: {"discard"},
	ReasonZooOut: {"play"}, ReasonZooLowest: {"play"}, ReasonZooBeat: {"play"}, ReasonZooGroup: {"play"}, ReasonZooLead: {"play"},
	ReasonZooPartner: {"pass"}, ReasonZooJoker: {"pass"}, ReasonZooWhole: {"pass"}, ReasonZooWait: {"pass"},
	ReasonZooAsk: {"ask"}, ReasonZooHelp: {"complete"}, ReasonZooRefuse: {"refuse"},
	ReasonZooCheap: {"give", "aside"}, ReasonZooKeepJoker: {"give", "aside"}, ReasonZooGive: {"give"}, ReasonZooAside: {"aside"},
	ReasonLilSet: {"exchange"}, ReasonLilBest: {"exchange"}, ReasonLilGain: {"exchange"}, ReasonLilLeast: {"exchange"},
	ReasonLilTake: {"exchange"}, ReasonLilRow: {"exchange"},
	ReasonLilStrong: {"knock"}, ReasonLilKnock: {"knock"}, ReasonLilPass: {"knock"}, ReasonLilLast: {"knock"},
	ReasonBGLower: {"take", "replace"}, ReasonBGUnknown: {"take", "replace"}, ReasonBGKnow: {"take", "replace"},
	ReasonBGPlace: {"take", "replace"}, ReasonBGDraw: {"draw"}, ReasonBGDrawSee: {"draw"},
	ReasonBGSecond: {"discard"}, ReasonBGNoUse: {"discard"}, ReasonBGDiscard: {"discard"},
	ReasonBGPeek: {"play"}, ReasonBGSwapGive: {"play"}, ReasonBGPlay: {"play"},
	ReasonBGSwapHigh: {"swap"}, ReasonBGSwap: {"swap"}, ReasonBGLook: {"look"}, ReasonBGLookAgain: {"look"},
	ReasonBGKnockLow: {"knock"}, ReasonBGKnock: {"knock"}, ReasonBGWait: {"pass"}, ReasonBGPass: {"pass"},
	ReasonBGPeekFirst: {"peek"}, ReasonBGReady: {"ready"},
}

// moveKind is the kind of m, in its engine's words.
func moveKind(m games.Move) string {
	switch mv := m.(type) {
	case chevaux.Move:
		return mv.Kind
	case am.Move:
		return mv.Kind
	case zoo.Move:
		return mv.Kind.String()
	case lil.Move:
		if mv.Kind == lil.Exchange {
			return "exchange"
		}
		return "knock"
	case bg.Move:
		return mv.Kind
	}
	return fmt.Sprintf("%T", m)
}

// lilSpeciesList is every species.
func lilSpeciesList() []lil.Species {
	var out []lil.Species
	for sp := range lil.Species(lil.NumSpecies) {
		out = append(out, sp)
	}
	return out
}
