package zoo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
)

// TestTeams: pairs by standing, the higher-ranked partner senior.
func TestTeams(t *testing.T) {
	for n, want := range map[int][][2]int{ // {senior rank, junior rank}; rank r is seat r−1
		4: {{1, 3}, {2, 4}},
		5: {{1, 4}, {2, 5}},
		6: {{1, 4}, {2, 5}, {3, 6}},
		7: {{1, 5}, {2, 6}, {3, 7}},
	} {
		s := table(t, n, VariantPartners)
		for i := range n {
			s.rank[i] = int8(i + 1)
		}
		s.role, s.partner = [maxPlayers]role{}, [maxPlayers]int8{-1, -1, -1, -1, -1, -1, -1}
		s.formTeams()
		for _, p := range want {
			sen, jun := p[0]-1, p[1]-1
			if s.role[sen] != roleSenior || s.role[jun] != roleJunior || int(s.partner[sen]) != jun || int(s.partner[jun]) != sen {
				t.Errorf("%d players: ranks %v: roles %v partners %v", n, p, s.role[:n], s.partner[:n])
			}
		}
		alone := map[int]int{5: 3, 7: 4}[n]
		for i := range n {
			if (s.role[i] == roleAlone) != (i+1 == alone) {
				t.Errorf("%d players: seat %d role %v", n, i, roleNames[s.role[i]])
			}
		}
	}
}

// partnerRoundTwo plays a 5-player partner game's first round to the end
// with seat i finishing (i+1)th, so that seat i stands at rank i+1: teams
// 0+3 and 1+4, seat 2 alone; seat 0 deals, seat 4 will lead.
func partnerRoundTwo(t *testing.T) *State {
	t.Helper()
	s := table(t, 5, VariantPartners)
	if v := view(s, -1); v.Scoring != "places" || v.Seats[0].Role != "" || v.Phase != "play" {
		t.Fatalf("round 1 of the partner game is a plain round: %+v", v)
	}
	endRoundWith(s, []int{0, 1, 2, 3, 4}, cs("lion lion"), nil)
	if s.total != [maxPlayers]int{5, 4, 3, 2, 0} {
		t.Fatalf("round 1 scores place points only: %v", s.total[:5])
	}
	return s
}

func seats(xs ...int) []games.Seat {
	out := make([]games.Seat, len(xs))
	for i, x := range xs {
		out[i] = games.Seat(x)
	}
	return out
}

// TestExchange: the junior gives 2 cards face down, then the senior gives 2
// (may give back what it received); the lone player sets 2 aside, which
// count as collected; then the player in last place leads.
func TestExchange(t *testing.T) {
	s := partnerRoundTwo(t)
	if s.phase != phaseExchange || s.dealer != 0 || s.role[0] != roleSenior || s.role[3] != roleJunior || s.role[2] != roleAlone {
		t.Fatalf("phase %d dealer %d roles %v", s.phase, s.dealer, s.role[:5])
	}
	if got := s.ToAct(); !slices.Equal(got, seats(2, 3, 4)) {
		t.Fatalf("to act %v", got)
	}
	if s.Legal(0) != nil {
		t.Fatal("the senior gives before the junior")
	}
	refused(t, s, 3, play(s.hand[3].names()[0]))
	refused(t, s, 3, Move{Kind: KindSetAside, Cards: s.Legal(3)[0].(Move).Cards})

	give := s.Legal(3)[0].(Move) // the junior's first two cards
	must(t, s, 3, give)
	if !slices.Equal(s.ToAct(), seats(0, 2, 4)) {
		t.Fatalf("to act %v", s.ToAct())
	}
	// The senior gives two cards of its own, not those received.
	var back Move
	for _, m := range s.Legal(0) {
		if (s.hand[0] - give.Cards).Contains(m.(Move).Cards) {
			back = m.(Move)
			break
		}
	}
	must(t, s, 0, back)
	aside := s.Legal(2)[0].(Move)
	if aside.Kind != KindSetAside {
		t.Fatalf("the lone player's moves: %v", s.Legal(2))
	}
	must(t, s, 2, aside)
	pub := view(s, -1)
	if pub.Last.Kind != "aside" || pub.Last.Cards != nil || pub.Last.N != 2 || pub.Seats[2].Collected != 2 || pub.Seats[2].Aside != 2 {
		t.Fatalf("public view %+v %+v", pub.Last, pub.Seats[2])
	}
	if v := view(s, 2); !slices.Equal(v.Aside, aside.Cards.names()) {
		t.Fatalf("lone view aside %v", v.Aside)
	}
	jv := view(s, 3)
	if jv.Exchange == nil || !slices.Equal(jv.Exchange.Gave, give.Cards.names()) || !slices.Equal(jv.Exchange.Got, back.Cards.names()) {
		t.Fatalf("junior's exchange %+v", jv.Exchange)
	}
	if pub.Exchange != nil || view(s, 1).Exchange.Gave == nil {
		t.Fatal("exchange views")
	}

	// What each partner knows survives determinization; other hands and
	// the set-aside cards are dealt again.
	changed := false
	for i := range 40 {
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		dj := s.Determinize(3, rng).(*State)
		if !dj.hand[0].Contains(give.Cards.floorMinus(back.Cards)) {
			t.Fatalf("junior's determinization: senior holds %v, without %v", dj.hand[0], give.Cards)
		}
		ds := s.Determinize(0, rng).(*State)
		if !ds.hand[3].Contains(back.Cards) {
			t.Fatalf("senior's determinization: junior holds %v, without %v", ds.hand[3], back.Cards)
		}
		dl := s.Determinize(2, rng).(*State)
		if dl.aside[2] != s.aside[2] || dl.hand[2] != s.hand[2] {
			t.Fatal("the lone player's own cards changed")
		}
		changed = changed || ds.aside[2] != s.aside[2]
	}
	if !changed {
		t.Error("the set-aside cards are never resampled")
	}

	must(t, s, 4, s.Legal(4)[0].(Move))
	must(t, s, 1, s.Legal(1)[0].(Move))
	if s.phase != phasePlay || s.turn != 4 || s.leader != 4 {
		t.Fatalf("phase %d, turn %d: the last-placed seat 4 leads", s.phase, s.turn)
	}
	for i := range 5 {
		want := map[int]int{2: 10}[i]
		if want == 0 {
			want = 12
		}
		if s.hand[i].Total() != want {
			t.Fatalf("seat %d holds %d cards", i, s.hand[i].Total())
		}
	}
}

// helpTable is a 4-player partner round with seats 0 (senior) and 2
// (junior), 1 (senior) and 3 (junior).
func helpTable(t *testing.T, leader int, hands ...Cards) *State {
	t.Helper()
	s := table(t, 4, VariantPartners)
	s.round = 2
	s.pair(0, 2)
	s.pair(1, 3)
	s.setHands(leader, hands...)
	return s
}

func ask(spec string) Move { return Move{Kind: KindAsk, Cards: cs(spec)} }

func complete(spec string, as Animal) Move {
	return Move{Kind: KindComplete, Cards: cs(spec), As: as}
}

// TestHelpTwoMice is the sheet's first example: after two mice, the junior
// lays a hedgehog and asks, hoping for another hedgehog. The completed set
// is the junior's, who collects the trick it wins.
func TestHelpTwoMice(t *testing.T) {
	s := helpTable(t, 1, cs("hedgehog lion"), cs("mouse mouse whale"), cs("hedgehog fish"), cs("fox"))
	must(t, s, 1, play("mouse mouse"))
	must(t, s, 2, ask("hedgehog"))
	if !slices.Equal(s.ToAct(), seats(0)) || s.Legal(2) != nil {
		t.Fatalf("to act %v", s.ToAct())
	}
	v := view(s, -1)
	if v.Ask == nil || v.Ask.Junior != 2 || v.Ask.Senior != 0 || !slices.Equal(v.Ask.Cards, []string{"hedgehog"}) || v.Turn != 2 || v.Seats[2].Cards != 1 {
		t.Fatalf("ask view %+v", v.Ask)
	}
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"complete with 1 hedgehog as hedgehog", "refuse"}) {
		t.Fatalf("senior's moves %v", got)
	}
	refused(t, s, 0, complete("lion", Lion))
	refused(t, s, 0, play("lion"))
	must(t, s, 0, complete("hedgehog", Hedgehog))
	if s.top != cs("hedgehog hedgehog") || s.topAs != Hedgehog || s.topBy != 2 || s.topHelper != 0 || s.turn != 3 {
		t.Fatalf("top %v as %v by %d helper %d, turn %d", s.top, s.topAs, s.topBy, s.topHelper, s.turn)
	}
	if l := view(s, -1).Last; l.Kind != "complete" || l.Seat != 0 || l.For != 2 || !slices.Equal(l.Added, []string{"hedgehog"}) || l.N != 2 {
		t.Fatalf("last %+v", l)
	}
	must(t, s, 3, Pass())
	must(t, s, 0, Pass())
	must(t, s, 1, Pass())
	if s.collected[2] != cs("mouse mouse hedgehog hedgehog") || s.collected[0] != 0 || s.leader != 2 {
		t.Fatalf("collected %v / %v, leader %d", s.collected[2], s.collected[0], s.leader)
	}
}

// TestHelpElephant is the sheet's second example: after an elephant, the
// junior lays a mosquito, and the senior adds an elephant: two elephants.
func TestHelpElephant(t *testing.T) {
	s := helpTable(t, 1, cs("elephant lion"), cs("elephant whale"), cs("mosquito fish"), cs("fox"))
	must(t, s, 1, play("elephant"))
	if !slices.Contains(legalStrings(s, 2), "ask for help with 1 mosquito") {
		t.Fatalf("junior's moves %v", legalStrings(s, 2))
	}
	must(t, s, 2, ask("mosquito"))
	must(t, s, 0, complete("elephant", Elephant))
	if s.top != cs("elephant mosquito") || s.topAs != Elephant || s.topBy != 2 {
		t.Fatalf("top %v as %v", s.top, s.topAs)
	}
}

// TestHelpRefused: the junior takes the cards back, in everyone's sight,
// and the turn is a pass: one request per turn.
func TestHelpRefused(t *testing.T) {
	s := helpTable(t, 1, cs("hedgehog lion"), cs("mouse mouse whale"), cs("hedgehog fish"), cs("fox"))
	must(t, s, 1, play("mouse mouse"))
	must(t, s, 2, ask("hedgehog"))
	must(t, s, 0, Move{Kind: KindRefuse})
	if s.hand[2] != cs("hedgehog fish") || s.turn != 3 || s.passed != 1<<2 || s.asking {
		t.Fatalf("hand %v, turn %d, passed %b", s.hand[2], s.turn, s.passed)
	}
	v := view(s, 1)
	if !slices.Equal(v.Seats[2].Shown, []string{"hedgehog"}) || v.Last.Kind != "refuse" || v.Last.For != 2 || !v.Seats[2].Passed {
		t.Fatalf("view %+v %+v", v.Seats[2], v.Last)
	}
	if s.Legal(2) != nil {
		t.Fatal("the junior may ask again")
	}
	// Everyone's determinization keeps the returned hedgehog in that hand.
	for o := range 4 {
		if o == 2 {
			continue
		}
		for i := range 20 {
			d := s.Determinize(games.Seat(o), rand.New(rand.NewPCG(uint64(i), 1))).(*State)
			if d.hand[2].Count(Hedgehog) < 1 {
				t.Fatalf("seat %d's determinization lost the shown hedgehog: %v", o, d.hand[2])
			}
		}
	}
	// Playing the shown card lowers what is known.
	must(t, s, 3, Pass())
	must(t, s, 0, Pass())
	must(t, s, 1, play("whale"))
	must(t, s, 2, Pass())
	must(t, s, 3, Pass())
	must(t, s, 0, Pass())
	must(t, s, 2, play("hedgehog"))
	if s.shown[2] != 0 {
		t.Fatalf("shown %v after playing it", s.shown[2])
	}
}

// TestHelpLimits: no request to lead, none by a senior or without a senior
// holding cards; the laid cards must be a proper part of a beating set.
func TestHelpLimits(t *testing.T) {
	s := helpTable(t, 2, cs("hedgehog"), cs("mouse mouse whale"), cs("hedgehog hedgehog fish"), cs("fox"))
	refused(t, s, 2, ask("hedgehog")) // to lead

	s = helpTable(t, 1, cs("hedgehog"), cs("mouse mouse whale"), cs("hedgehog hedgehog fish"), cs("fox"))
	must(t, s, 1, play("mouse mouse"))
	refused(t, s, 2, ask("hedgehog hedgehog")) // a whole set: play it
	refused(t, s, 2, ask("fish"))              // fish do not beat mice
	must(t, s, 2, Pass())
	must(t, s, 3, Pass())
	refused(t, s, 0, ask("hedgehog")) // a senior never asks

	// Without cards the senior cannot help.
	s = helpTable(t, 1, cs(""), cs("mouse mouse whale"), cs("hedgehog fish"), cs("fox"))
	must(t, s, 1, play("mouse mouse"))
	refused(t, s, 2, ask("hedgehog"))
}

// TestHelpChameleonAndBothOut: a junior holding only the chameleon may lay
// it in a request; when the completed set empties both hands, the junior
// finishes first.
func TestHelpChameleonAndBothOut(t *testing.T) {
	s := helpTable(t, 1, cs("seal"), cs("fish whale"), cs("chameleon"), cs("fox"))
	must(t, s, 1, play("fish"))
	if got := legalStrings(s, 2); !slices.Contains(got, "ask for help with 1 chameleon") {
		t.Fatalf("junior's moves %v", got)
	}
	must(t, s, 2, ask("chameleon"))
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"refuse"}) {
		// 2 seals would beat 2 fish, not one: one seal + chameleon is 2 seals.
		t.Fatalf("senior's moves %v", got)
	}
	must(t, s, 0, Move{Kind: KindRefuse})

	s = helpTable(t, 1, cs("seal"), cs("fish fish whale"), cs("chameleon"), cs("fox"))
	must(t, s, 1, play("fish fish"))
	must(t, s, 2, ask("chameleon"))
	must(t, s, 0, complete("seal", Seal))
	if s.place[2] != 1 || s.place[0] != 2 {
		t.Fatalf("places %v", s.place[:4])
	}
	if l := view(s, -1).Last; !slices.Equal(l.Out, []int{2, 0}) {
		t.Fatalf("out %v", l.Out)
	}
}

// TestPartnerScoring is the sheet's five-player example: partners in 1st
// and 5th score 5 each, partners in 2nd and 4th 6 each, the lone player in
// 3rd 3 + 4 = 7; then the individual points.
func TestPartnerScoring(t *testing.T) {
	s := table(t, 5, VariantPartners)
	s.round = 2
	s.pair(0, 4) // 1st and 5th
	s.pair(1, 3) // 2nd and 4th
	s.role[2] = roleAlone
	s.aside[2] = cs("fox fox")
	all := map[int]string{0: "hedgehog", 1: "hedgehog", 2: "hedgehog", 3: "hedgehog", 4: "hedgehog"}
	endRoundWith(s, []int{0, 1, 2, 3, 4}, cs("fox"), all)
	if s.total != [maxPlayers]int{5, 6, 7, 6, 5} {
		t.Fatalf("totals %v, want 5 6 7 6 5", s.total[:5])
	}
	r := view(s, -1).LastRound
	if !r.Teams || !r.Animals || r.Seats[2].TeamPoints != 7 || r.Seats[2].PlacePoints != 3 || !slices.Equal(r.Seats[2].Aside, []string{"fox", "fox"}) {
		t.Fatalf("round %+v", r)
	}

	s = table(t, 5, VariantPartners)
	s.round = 2
	s.pair(0, 4)
	s.pair(1, 3)
	s.role[2] = roleAlone
	s.aside[2] = cs("lion lion")
	endRoundWith(s, []int{0, 1, 2, 3, 4}, cs("lion lion fox"), map[int]string{
		0: "lion lion lion hedgehog", // +3
		1: "lion hedgehog",           // a lone lion: 0
		2: "lion",                    // 3 lions with the set-aside cards: +3, no hedgehog −1
		3: "fish",                    // no hedgehog: −1
		4: "hedgehog",                // left with 2 lions: −2
	})
	if want := [maxPlayers]int{8, 6, 9, 5, 3}; s.total != want {
		t.Fatalf("totals %v, want %v", s.total[:5], want[:5])
	}
	seat4 := view(s, -1).LastRound.Seats[4]
	if seat4.LionPenalty != -2 || seat4.Place != 5 || seat4.Points != 3 {
		t.Fatalf("seat 4 %+v", seat4)
	}
}

// TestDeterminizeKeepsPublicKnowledge: the chameleon a leader could not
// lead stays in that hand in every determinization.
func TestDeterminizeKeepsPublicKnowledge(t *testing.T) {
	s := table(t, 4, "")
	real := [4]Cards{}
	copy(real[:], s.hand[:4])
	// Move the chameleon to seat 0 alone, the rest to seat 1.
	var all Cards
	for _, h := range real {
		all += h
	}
	s.setHands(0, cs("chameleon"), all-cs("chameleon"))
	must(t, s, 0, Pass())
	for i := range 20 {
		d := s.Determinize(2, rand.New(rand.NewPCG(uint64(i), 3))).(*State)
		if d.hand[0] != cs("chameleon") {
			t.Fatalf("determinization gave seat 0 %v", d.hand[0])
		}
	}
}
