package zoo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
)

func legalStrings(s *State, seat int) []string {
	var out []string
	for _, m := range s.Legal(games.Seat(seat)) {
		out = append(out, m.String())
	}
	return out
}

// TestLegalListsEveryDistinctSet checks the exact lists against a set on the
// table and to lead.
func TestLegalListsEveryDistinctSet(t *testing.T) {
	s := table(t, 4, "")
	s.setHands(0, cs("seal"), cs("seal seal polarbear polarbear whale chameleon"), cs("fox"), cs("fox"))
	must(t, s, 0, play("seal"))
	want := []string{
		"pass",
		"play 2 seal as 2 seal",
		"play 1 seal + 1 chameleon as 2 seal",
		"play 1 whale as 1 whale",
		"play 1 polarbear as 1 polarbear",
	}
	if got := legalStrings(s, 1); !slices.Equal(got, want) {
		t.Errorf("after a seal:\n got %q\nwant %q", got, want)
	}

	s.setHands(1, cs("elephant"), cs("elephant elephant mosquito chameleon"), cs("fox"), cs("fox"))
	want = []string{
		"play 1 elephant as 1 elephant",
		"play 2 elephant as 2 elephant",
		"play 1 elephant + 1 mosquito as 2 elephant",
		"play 1 elephant + 1 chameleon as 2 elephant",
		"play 2 elephant + 1 mosquito as 3 elephant",
		"play 2 elephant + 1 chameleon as 3 elephant",
		"play 1 elephant + 1 mosquito + 1 chameleon as 3 elephant",
		"play 2 elephant + 1 mosquito + 1 chameleon as 4 elephant",
		"play 1 mosquito as 1 mosquito",
		"play 1 mosquito + 1 chameleon as 2 mosquito",
	}
	if got := legalStrings(s, 1); !slices.Equal(got, want) {
		t.Errorf("to lead:\n got %q\nwant %q", got, want)
	}
	// Never the chameleon alone, never two mosquitoes with elephants, never
	// the chameleon and a mosquito as elephants.
	refused(t, s, 1, Play(cs("chameleon"), Whale))
	refused(t, s, 1, Play(cs("chameleon mosquito"), Elephant))
	refused(t, s, 1, Play(cs("elephant mosquito"), Mosquito))
	refused(t, s, 1, Pass())
}

// TestPassThenPlayAgain: passing does not stop a player from playing later
// in the same trick.
func TestPassThenPlayAgain(t *testing.T) {
	s := table(t, 4, "")
	s.setHands(0, cs("fish lion"), cs("seal lion"), cs("perch lion"), cs("mouse lion"))
	must(t, s, 0, play("fish"))
	must(t, s, 1, Pass())
	must(t, s, 2, play("perch"))
	must(t, s, 3, Pass())
	must(t, s, 0, Pass())
	if v := view(s, -1); !slices.Equal(v.Trick.Passed, []int{0, 3}) || v.Trick.Top.By != 2 {
		t.Fatalf("trick %+v", v.Trick)
	}
	must(t, s, 1, play("seal")) // seat 1 passed before, and plays now
	if s.topBy != 1 || s.passed != 0 {
		t.Fatalf("top by %d, passed %b", s.topBy, s.passed)
	}
}

// TestTrickEnd: when play comes back to the owner of the unbeaten set, that
// player collects the trick face down and leads.
func TestTrickEnd(t *testing.T) {
	s := table(t, 4, "")
	s.setHands(0, cs("fish lion"), cs("seal lion"), cs("perch lion"), cs("mouse lion"))
	must(t, s, 0, play("fish"))
	must(t, s, 1, play("seal"))
	must(t, s, 2, Pass())
	must(t, s, 3, Pass())
	must(t, s, 0, Pass())
	if s.collected[1] != cs("fish seal") || s.turn != 1 || s.leader != 1 || s.top != 0 {
		t.Fatalf("collected %v, turn %d, leader %d, top %v", s.collected[1], s.turn, s.leader, s.top)
	}
	v := view(s, -1)
	if v.Last.Took != 1 || v.Last.TookN != 2 || v.Last.Lead != 1 || v.Seats[1].Collected != 2 {
		t.Fatalf("last %+v, seat %+v", v.Last, v.Seats[1])
	}
	refused(t, s, 1, Pass()) // the leader must play
}

// TestTrickEndOwnerOut: if the owner of the unbeaten set is out of cards,
// the owner still collects it and the next player to the left with cards
// leads; players without cards are skipped.
func TestTrickEndOwnerOut(t *testing.T) {
	s := table(t, 5, "")
	s.setHands(0, cs("fish lion"), cs("seal"), cs(""), cs("mouse"), cs("fox"))
	must(t, s, 0, play("fish"))
	must(t, s, 1, play("seal")) // seat 1 is out: second place
	if s.place[1] != 2 || s.turn != 3 {
		t.Fatalf("place %d, turn %d (seat 2 has no cards)", s.place[1], s.turn)
	}
	must(t, s, 3, Pass())
	must(t, s, 4, Pass())
	must(t, s, 0, Pass())
	if s.collected[1] != cs("fish seal") || s.leader != 3 || s.turn != 3 {
		t.Fatalf("collected %v, leader %d", s.collected[1], s.leader)
	}
	if v := view(s, -1); !slices.Equal(v.Finished, []int{2, 1}) || v.Seats[1].Place != 2 {
		t.Fatalf("finished %v", v.Finished)
	}
}

// TestOnlyChameleon: a player holding only the chameleon can never lead it
// and passes; the lead goes on, and everyone knows that hand.
func TestOnlyChameleon(t *testing.T) {
	s := table(t, 4, "")
	s.setHands(0, cs("chameleon"), cs("seal seal"), cs("fox"), cs("lion"))
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("legal %v", got)
	}
	refused(t, s, 0, Play(cs("chameleon"), Seal))
	must(t, s, 0, Pass())
	if s.leader != 1 || s.turn != 1 || s.top != 0 {
		t.Fatalf("leader %d turn %d", s.leader, s.turn)
	}
	if v := view(s, 2); !slices.Equal(v.Seats[0].Shown, []string{"chameleon"}) || v.Last.Lead != 1 {
		t.Fatalf("seat 0 %+v, last %+v", v.Seats[0], v.Last)
	}
	must(t, s, 1, play("seal"))
	must(t, s, 2, Pass())
	must(t, s, 3, Pass())
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("not leading, legal %v", got)
	}
}

// TestRoundEndPlaces: the round ends as soon as one player holds cards; five
// players score 5, 4, 3, 2, 0. First place deals the next round, the lowest
// total leads it.
func TestRoundEndPlaces(t *testing.T) {
	s := table(t, 5, "")
	s.setHands(3, cs("fish fish"), cs("seal"), cs("lion"), cs("mouse"), cs("fox"))
	must(t, s, 3, play("mouse"))  // seat 3: first
	must(t, s, 4, play("fox"))    // fox beats mouse; seat 4: second
	must(t, s, 0, Pass())         //
	must(t, s, 1, Pass())         //
	must(t, s, 2, Pass())         // seat 4 is out: seat 0 leads
	must(t, s, 0, play("fish"))   //
	must(t, s, 1, play("seal"))   // seat 1: third
	must(t, s, 2, Pass())         //
	must(t, s, 0, Pass())         // seat 1 out: seat 2 leads
	must(t, s, 2, play("lion"))   // seat 2: fourth; seat 0 is left
	want := [5]int{0, 3, 2, 5, 4} // totals
	for i, w := range want {
		if s.total[i] != w {
			t.Fatalf("totals %v, want %v", s.total[:5], want)
		}
	}
	r := view(s, -1).LastRound
	if r == nil || r.Round != 1 || r.Animals || r.Seats[0].Place != 5 || r.Seats[0].PlacePoints != 0 ||
		!slices.Equal(r.Seats[0].Left, []string{"fish"}) || r.Seats[3].Points != 5 {
		t.Fatalf("last round %+v", r)
	}
	if s.round != 2 || s.dealer != 3 || s.leader != 0 || s.turn != 0 || s.phase != phasePlay {
		t.Fatalf("round %d dealer %d leader %d", s.round, s.dealer, s.leader)
	}
	if v := view(s, -1); !v.Last.Round || v.Seats[3].Rank != 1 || v.Seats[0].Rank != 5 {
		t.Fatalf("view %+v", v)
	}
}

// TestPlacePoints covers every table size.
func TestPlacePoints(t *testing.T) {
	for n, want := range map[int][]int{
		3: {3, 2, 0}, 4: {4, 3, 2, 0}, 5: {5, 4, 3, 2, 0}, 6: {6, 5, 4, 3, 2, 0}, 7: {7, 6, 5, 4, 3, 2, 0},
	} {
		for p := 1; p <= n; p++ {
			if got := placePoints(p, n); got != want[p-1] {
				t.Errorf("%d players, place %d: %d points, want %d", n, p, got, want[p-1])
			}
		}
	}
}

// TestSevenPlayerDeal: the first four clockwise from the dealer's left get 9
// cards, the others 8; 3 to 6 players get equal hands.
func TestSevenPlayerDeal(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		for n := 3; n <= 7; n++ {
			st, _ := Game{}.New(games.Config{Players: n, Seed: seed})
			s := st.(*State)
			for k := 1; k <= n; k++ {
				seat := (int(s.dealer) + k) % n
				want := map[int]int{3: 13, 4: 15, 5: 12, 6: 10}[n]
				if n == 7 {
					want = 8
					if k <= 4 {
						want = 9
					}
				}
				if got := s.hand[seat].Total(); got != want {
					t.Fatalf("%d players, seed %d: seat %d (%d from the dealer) has %d cards, want %d", n, seed, seat, k, got, want)
				}
			}
			if s.leader != int8((int(s.dealer)+1)%n) {
				t.Fatalf("the player left of the dealer does not lead")
			}
		}
	}
}

// endRound finishes the round in the given finishing order (the last seat is
// left with the given cards), with the given collected cards.
func endRoundWith(s *State, order []int, left Cards, collected map[int]string) {
	s.place, s.finished = [maxPlayers]int8{}, 0
	s.hand = [maxPlayers]Cards{}
	for _, seat := range order[:len(order)-1] {
		s.finished++
		s.place[seat] = s.finished
	}
	s.hand[order[len(order)-1]] = left
	s.collected = [maxPlayers]Cards{}
	for seat, c := range collected {
		s.collected[seat] = cs(c)
	}
	s.phase = phasePlay
	s.endRound()
}

// TestSimpleGameEnd: the simple game ends when at least two players have
// 19 points or more; first place wins. It never scores lions or hedgehogs.
func TestSimpleGameEnd(t *testing.T) {
	s := table(t, 4, "")
	s.total = [maxPlayers]int{15, 10, 12, 3}
	s.rank = standings(4, s.total, [maxPlayers]int8{}, [maxPlayers]int8{1, 2, 3, 4})
	endRoundWith(s, []int{0, 1, 2, 3}, cs("lion lion"), map[int]string{0: "lion lion lion"}) // 4, 3, 2, 0
	if s.Over() || s.total != [maxPlayers]int{19, 13, 14, 3} {
		t.Fatalf("one player at 19: over %v, totals %v", s.Over(), s.total)
	}
	endRoundWith(s, []int{2, 1, 3, 0}, cs("fox"), nil) // 4, 3, 2, 0
	if s.Over() || s.total != [maxPlayers]int{19, 16, 18, 5} {
		t.Fatalf("over %v, totals %v", s.Over(), s.total)
	}
	endRoundWith(s, []int{2, 0, 1, 3}, cs("fox"), nil) // 22, 22: seat 2 stood lower before
	if !s.Over() || s.total != [maxPlayers]int{22, 18, 22, 5} || !slices.Equal(s.Result().Winners, []games.Seat{2}) {
		t.Fatalf("over %v, totals %v, winners %v", s.Over(), s.total, s.Result().Winners)
	}
	s2 := table(t, 4, "")
	s2.total = [maxPlayers]int{17, 17, 10, 3}
	s2.rank = [maxPlayers]int8{1, 2, 3, 4}
	endRoundWith(s2, []int{1, 0, 2, 3}, cs("fox"), nil) // 4, 3, 2, 0: 20, 21
	if !s2.Over() {
		t.Fatal("two players at 19 and the game goes on")
	}
	r := s2.Result()
	if !slices.Equal(r.Winners, []games.Seat{1}) || !slices.Equal(r.Scores, []float64{20, 21, 12, 3}) {
		t.Fatalf("result %+v", r)
	}
	v := view(s2, -1)
	if v.Phase != "over" || v.Final == nil || !slices.Equal(v.Final.Winners, []int{1}) || v.Final.Standings[0].Seat != 1 ||
		len(v.ToAct) != 0 || s2.Legal(0) != nil {
		t.Fatalf("final view %+v", v.Final)
	}
}

// TestTieBreak is the sheet's example: Éric had 1 point after the first
// round and Simon 2; both now have 7: Éric, who stood lower before the last
// round, now stands just ahead of Simon.
func TestTieBreak(t *testing.T) {
	const eric, simon, third = 0, 1, 2
	before := standings(3, [maxPlayers]int{eric: 1, simon: 2, third: 5}, [maxPlayers]int8{}, [maxPlayers]int8{2, 1, 3})
	if before[eric] != 3 || before[simon] != 2 {
		t.Fatalf("after round 1: %v", before[:3])
	}
	now := standings(3, [maxPlayers]int{eric: 7, simon: 7, third: 9}, before, [maxPlayers]int8{3, 1, 2})
	if now[third] != 1 || now[eric] != 2 || now[simon] != 3 {
		t.Fatalf("Éric %d, Simon %d, third %d", now[eric], now[simon], now[third])
	}
	// In a game: the tie decides who deals (first place) and who leads (last).
	s := table(t, 4, "")
	s.total = [maxPlayers]int{10, 6, 9, 8}
	s.rank = [maxPlayers]int8{1, 4, 2, 3}
	endRoundWith(s, []int{1, 2, 3, 0}, cs("fox"), nil) // +4, +3, +2, 0 → 10, 10, 12, 10
	if s.rank != [maxPlayers]int8{4, 2, 1, 3} {
		t.Fatalf("ranks %v", s.rank[:4])
	}
	if s.dealer != 2 || s.leader != 0 {
		t.Fatalf("dealer %d, leader %d", s.dealer, s.leader)
	}
}

// TestFirstRoundTie: after the first round nobody stood anywhere, so on a
// tie the better finishing place of that round stands higher.
func TestFirstRoundTie(t *testing.T) {
	r := standings(3, [maxPlayers]int{2, 2, -1}, [maxPlayers]int8{}, [maxPlayers]int8{2, 1, 3})
	if r[1] != 1 || r[0] != 2 || r[2] != 3 {
		t.Fatalf("ranks %v", r[:3])
	}
}

// TestThreePlayers: 3, 2 and 0 points; lions and hedgehogs at the end of
// the first round only, places only afterwards; the lowest total leads;
// the end as soon as one player has 19, the highest total wins.
func TestThreePlayers(t *testing.T) {
	s := table(t, 3, "")
	if !s.scoresAnimals() || view(s, -1).Scoring != "places+animals" {
		t.Fatal("three players score lions and hedgehogs in the first round")
	}
	endRoundWith(s, []int{2, 0, 1}, cs("lion fox"), map[int]string{0: "lion lion hedgehog", 2: "fish"})
	// seat 2: 3 − 1 (no hedgehog); seat 0: 2 + 2 lions; seat 1: 0 − 1 lion − 1 hedgehog.
	if s.total != [maxPlayers]int{4, -2, 2} {
		t.Fatalf("totals %v", s.total[:3])
	}
	r := view(s, -1).LastRound
	if !r.Animals || r.Seats[0].LionBonus != 2 || r.Seats[1].LionPenalty != -1 || r.Seats[1].NoHedgehog != -1 || r.Seats[2].NoHedgehog != -1 {
		t.Fatalf("round %+v", r.Seats)
	}
	if s.leader != 1 {
		t.Fatalf("the lowest total leads: leader %d", s.leader)
	}
	// Rounds 2 and 3: the same lions and hedgehogs score nothing now.
	for round, tc := range []struct {
		order []int
		want  [maxPlayers]int
	}{
		{[]int{0, 1, 2}, [maxPlayers]int{7, 0, 2}}, // seat 0 +3, seat 1 +2, seat 2 left with a lion: 0
		{[]int{1, 2, 0}, [maxPlayers]int{7, 3, 4}}, // seat 1 +3, seat 2 +2, seat 0 left with a lion: 0
	} {
		if s.scoresAnimals() || view(s, -1).Scoring != "places" {
			t.Fatalf("round %d scores lions and hedgehogs", s.round)
		}
		endRoundWith(s, tc.order, cs("lion fox"), map[int]string{0: "lion lion lion hedgehog", 2: "fish"})
		if s.total != tc.want {
			t.Fatalf("after round %d: totals %v, want %v", round+2, s.total[:3], tc.want[:3])
		}
		r := view(s, -1).LastRound
		if r.Animals {
			t.Fatalf("round %d: lions and hedgehogs scored", r.Round)
		}
		for _, rs := range r.Seats {
			if rs.LionBonus != 0 || rs.LionPenalty != 0 || rs.NoHedgehog != 0 || rs.Points != rs.PlacePoints {
				t.Fatalf("round %d: %+v", r.Round, rs)
			}
		}
	}
	s.total = [maxPlayers]int{16, 10, 14}
	endRoundWith(s, []int{0, 2, 1}, cs("fox"), map[int]string{0: "lion lion", 1: "hedgehog"})
	if !s.Over() || s.total != [maxPlayers]int{19, 10, 16} || !slices.Equal(s.Result().Winners, []games.Seat{0}) {
		t.Fatalf("over %v, totals %v, result %+v", s.Over(), s.total[:3], s.Result())
	}
}

// TestThreePlayerGames plays whole three-player games at random: every
// round's points add up to the totals, the first round scores lions and
// hedgehogs, and every later round place points only (3, 2, 0).
func TestThreePlayerGames(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		st, err := Game{}.New(games.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 5))
		var totals [3]int
		rounds := 0
		for moves := 0; !s.Over(); moves++ {
			if moves > 100000 {
				t.Fatalf("seed %d: no end", seed)
			}
			before := view(s, -1)
			if want := map[bool]string{true: "places+animals", false: "places"}[before.Round == 1]; before.Scoring != want {
				t.Fatalf("seed %d round %d: scoring %q, want %q", seed, before.Round, before.Scoring, want)
			}
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			r := view(s, -1).LastRound
			if r == nil || r.Round == rounds {
				continue
			}
			rounds = r.Round
			if r.Animals != (r.Round == 1) {
				t.Fatalf("seed %d round %d: lions and hedgehogs scored %v", seed, r.Round, r.Animals)
			}
			places := map[int]bool{}
			for _, rs := range r.Seats {
				if want := map[int]int{1: 3, 2: 2, 3: 0}[rs.Place]; rs.PlacePoints != want {
					t.Fatalf("seed %d round %d: place %d scores %d", seed, r.Round, rs.Place, rs.PlacePoints)
				}
				places[rs.Place] = true
				extra := rs.LionBonus + rs.LionPenalty + rs.NoHedgehog
				if r.Round > 1 && (extra != 0 || rs.Points != rs.PlacePoints) {
					t.Fatalf("seed %d round %d: %+v", seed, r.Round, rs)
				}
				if rs.Points != rs.PlacePoints+extra {
					t.Fatalf("seed %d round %d: points %+v", seed, r.Round, rs)
				}
				totals[rs.Seat] += rs.Points
				if rs.Total != totals[rs.Seat] {
					t.Fatalf("seed %d round %d: seat %d total %d, want %d", seed, r.Round, rs.Seat, rs.Total, totals[rs.Seat])
				}
			}
			if len(places) != 3 {
				t.Fatalf("seed %d round %d: places %v", seed, r.Round, places)
			}
		}
		if rounds < 2 {
			t.Errorf("seed %d: a game of %d rounds", seed, rounds)
		}
		if best := slices.Max(totals[:]); best < DefaultGoal || float64(best) != s.Result().Scores[s.Result().Winners[0]] {
			t.Errorf("seed %d: totals %v, result %+v", seed, totals, s.Result())
		}
	}
}

func TestMoveJSON(t *testing.T) {
	g := Game{}
	for _, m := range []Move{
		play("elephant mosquito"), Pass(), {Kind: KindGive, Cards: cs("lion mouse")},
		{Kind: KindSetAside, Cards: cs("whale whale")}, {Kind: KindAsk, Cards: cs("hedgehog")},
		{Kind: KindComplete, Cards: cs("hedgehog"), As: Hedgehog}, {Kind: KindRefuse}, play("whale"),
	} {
		data, err := m.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeMove(data)
		if err != nil || back != m {
			t.Errorf("%s decodes to %v, %v", data, back, err)
		}
	}
	if data, _ := play("elephant mosquito").MarshalJSON(); string(data) != `{"k":"play","c":{"elephant":1,"mosquito":1},"as":"elephant"}` {
		t.Errorf("json %s", data)
	}
	for _, bad := range []string{
		``, `{}`, `{"k":"jump"}`, `{"k":"pass","x":1}`, `{"k":"pass","c":{"lion":1}}`, `{"k":"pass","as":"lion"}`,
		`{"k":"play","c":{"lion":1}}`, `{"k":"play","c":{"tiger":1},"as":"lion"}`, `{"k":"play","c":{"lion":0},"as":"lion"}`,
		`{"k":"play","c":{"lion":9},"as":"lion"}`, `{"k":"play","c":{},"as":"lion"}`, `{"k":"give"}`,
		`{"k":"play","c":{"lion":1},"as":"chameleon"}`, `{"k":"pass"} {}`, `{"k":"play","c":[1],"as":"lion"}`,
	} {
		if m, err := g.DecodeMove([]byte(bad)); err == nil {
			t.Errorf("%s decoded to %v", bad, m)
		}
	}
	if fmt.Sprint(play("elephant chameleon mosquito")) != "play 1 elephant + 1 mosquito + 1 chameleon as 3 elephant" {
		t.Errorf("String %v", play("elephant chameleon mosquito"))
	}
}

// TestApplyRefusals: bad seats and moves are refused without a change.
func TestApplyRefusals(t *testing.T) {
	s := table(t, 4, "")
	s.setHands(0, cs("fish lion"), cs("seal lion"), cs("perch"), cs("mouse"))
	refused(t, s, 1, play("seal"))                // not seat 1's turn
	refused(t, s, 0, play("seal"))                // not in hand
	refused(t, s, 0, Play(cs("fish lion"), Fish)) // not a set
	refused(t, s, 0, Play(cs("fish"), Lion))      // counts as fish
	refused(t, s, 0, Move{Kind: KindAsk, Cards: cs("fish")})
	refused(t, s, 0, Move{Kind: KindGive, Cards: cs("fish lion")})
	refused(t, s, 0, Move{Kind: KindPass, Cards: cs("fish")})
	if err := s.Apply(0, nil); err == nil {
		t.Error("nil move accepted")
	}
	if err := s.Apply(7, play("fish")); err == nil {
		t.Error("seat 7 accepted")
	}
}

// TestSimpleGameNoAnimals: the simple game scores place points only, in
// every round (this package's reading of the sheet; see doc.go).
func TestSimpleGameNoAnimals(t *testing.T) {
	for n := 4; n <= 7; n++ {
		s := table(t, n, "")
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		endRoundWith(s, order, cs("lion lion lion"), map[int]string{0: "lion lion"})
		endRoundWith(s, order, cs("lion lion lion"), map[int]string{0: "lion lion"})
		if s.scoresAnimals() || view(s, -1).Scoring != "places" || view(s, -1).LastRound.Animals {
			t.Fatalf("%d players: lions and hedgehogs scored", n)
		}
		for i := range n {
			if want := 2 * placePoints(i+1, n); s.total[i] != want {
				t.Fatalf("%d players: totals %v", n, s.total[:n])
			}
		}
	}
}

func FuzzDecodeMove(f *testing.F) {
	for _, seed := range []string{
		`{"k":"play","c":{"elephant":1,"mosquito":1},"as":"elephant"}`, `{"k":"pass"}`,
		`{"k":"give","c":{"lion":2}}`, `{"k":"complete","c":{"seal":1},"as":"seal"}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Game{}.DecodeMove(data)
		if err != nil {
			return
		}
		again, err := m.(Move).MarshalJSON()
		if err != nil {
			t.Fatalf("%s decodes to %v, which does not encode: %v", data, m, err)
		}
		back, err := Game{}.DecodeMove(again)
		if err != nil || back != m {
			t.Fatalf("%s → %v → %s → %v, %v", data, m, again, back, err)
		}
	})
}
