package lifeislife

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"menagerie/games"
)

// threeHands is the sheet's majority example: Mia (seat 0) has four
// giraffes, Tim (seat 1) three and Sarah (seat 2) one.
var threeHands = position{
	hands: []string{
		"giraffe*4 bear*3 mole*3",
		"giraffe*3 goat*3 sheep*4",
		"giraffe dog*4 rabbit*2 pig*3",
	},
	rows: [numRows]string{"cat", "cat mouse", "mouse mouse cat", "bear bear mole mole"},
}

// scored returns p about to be scored: seat 0 knocked, and seat last is
// to play the last of the last turns.
func scored(p position, last games.Seat) position {
	p.knocked, p.knocker, p.turn = true, 0, last
	p.exchanged = []bool{true, true, true, true, true}
	return p
}

func TestDeal(t *testing.T) {
	for n := minPlayers; n <= maxPlayers; n++ {
		for seed := uint64(1); seed <= 20; seed++ {
			s, err := newState(games.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			checkInvariants(t, s)
			if got, want := s.aside.Len(), DeckSize-handSize*n-10; got != want {
				t.Errorf("%d players: %d cards set aside, want %d", n, got, want)
			}
			if s.round != 1 || s.turn != s.starter || s.starter < 0 || int(s.starter) >= n {
				t.Errorf("%d players: round %d, starter %d, turn %d", n, s.round, s.starter, s.turn)
			}
			v := s.view(games.Spectator)
			for r, row := range v.Rows {
				if len(row) != r+1 {
					t.Errorf("row %d shows %d cards", r+1, len(row))
				}
			}
		}
	}
	// The start player is drawn: over a few seeds every seat starts once.
	starters := map[games.Seat]bool{}
	for seed := uint64(1); seed <= 50; seed++ {
		s, _ := newState(games.Config{Players: 4, Seed: seed})
		starters[s.starter] = true
	}
	if len(starters) != 4 {
		t.Errorf("start players over 50 seeds: %v", starters)
	}
}

func TestBadConfig(t *testing.T) {
	for _, cfg := range []games.Config{{Players: 1}, {Players: 6}, {Players: 3, Variant: "Advanced"}, {Players: 3, Variant: "expert"}} {
		if s, err := (Game{}).New(cfg); err == nil || s != nil {
			t.Errorf("New(%+v) = %v, %v; want an error", cfg, s, err)
		}
	}
}

// The sheet: Tim takes row 3; the three cards he lays become the new row 3.
func TestExchangeTim(t *testing.T) {
	s := build(t, threeHands)
	mustApply(t, s, 0, exchange(t, 3, "giraffe bear mole"))
	if got, want := s.rows[2], cs(t, "giraffe bear mole"); got != want {
		t.Errorf("row 3 = %s, want %s", got, want)
	}
	if got, want := s.hands[0], cs(t, "giraffe*3 bear*2 mole*2 mouse*2 cat"); got != want {
		t.Errorf("hand = %s, want %s", got, want)
	}
	if s.turn != 1 {
		t.Errorf("turn = %d, want 1", s.turn)
	}
	last := s.view(games.Spectator).Last
	if last.Kind != "exchange" || last.Seat != 0 || last.Row != 3 ||
		!slices.Equal(last.Laid, []string{"giraffe", "bear", "mole"}) ||
		!slices.Equal(last.Took, []string{"cat", "mouse", "mouse"}) {
		t.Errorf("last = %+v", last)
	}
	checkInvariants(t, s)
}

// The sheet: Sarah may not exchange a mole and a bear for the mole and the
// bear of row 2; any other two animals will do.
func TestSameAnimals(t *testing.T) {
	p := threeHands
	p.rows[1] = "mole bear"
	p.rows[0] = "mouse"
	s := build(t, p)
	same := exchange(t, 2, "bear mole")
	if slices.ContainsFunc(s.Legal(0), func(m games.Move) bool { return m == same }) {
		t.Error("Legal offers a mole and a bear for a mole and a bear")
	}
	before := s.clone()
	err := s.Apply(0, same)
	if err == nil || !strings.Contains(err.Error(), "same animals") {
		t.Errorf("Apply(%v) = %v, want a same-animals error", same, err)
	}
	if *s != *before {
		t.Error("a refused exchange changed the state")
	}
	for _, lay := range []string{"bear bear", "mole mole", "giraffe mole", "giraffe bear"} {
		s := build(t, p)
		m := exchange(t, 2, lay)
		if !slices.Contains(s.Legal(0), games.Move(m)) {
			t.Errorf("Legal lacks %v", m)
		}
		mustApply(t, s, 0, m)
	}
	// Laying row 1's own animal is the same refusal.
	if err := build(t, threeHands).Apply(0, exchange(t, 1, "cat")); err == nil {
		t.Error("a cat for a cat was accepted")
	}
}

func TestKnock(t *testing.T) {
	s := build(t, position{
		hands: []string{"giraffe*5 bear*5", "mole*5 goat*5"},
		rows:  [numRows]string{"sheep", "sheep dog", "dog dog rabbit", "pig pig cat mouse"},
	})
	if slices.Contains(s.Legal(0), games.Move(knock)) {
		t.Error("knock offered before any exchange")
	}
	if err := s.Apply(0, knock); err == nil || !strings.Contains(err.Error(), "only after exchanging") {
		t.Errorf("knock before exchanging: %v", err)
	}
	mustApply(t, s, 0, exchange(t, 1, "giraffe"))
	if slices.Contains(s.Legal(1), games.Move(knock)) {
		t.Error("seat 1 may knock before its first exchange")
	}
	mustApply(t, s, 1, exchange(t, 1, "mole"))
	if !slices.Contains(s.Legal(0), games.Move(knock)) {
		t.Error("seat 0 may not knock after exchanging")
	}
	mustApply(t, s, 0, knock)
	v := s.view(0)
	if v.Phase != "last_turn" || v.Knocker != 0 || v.Turn != 1 || !slices.Equal(v.LastTurns, []int{1}) || v.Last.Kind != "knock" {
		t.Errorf("after the knock: phase %s, knocker %d, turn %d, last turns %v, last %+v", v.Phase, v.Knocker, v.Turn, v.LastTurns, v.Last)
	}
	// The last turn: exchange or pass; then the round is scored and the
	// left neighbour of the start player starts the next one.
	mustApply(t, s, 1, exchange(t, 2, "goat goat"))
	v = s.view(0)
	if v.Round != 2 || v.Starter != 1 || v.Turn != 1 || v.Knocker != -1 || v.Phase != "exchange" {
		t.Errorf("next round: round %d, starter %d, turn %d, knocker %d, phase %s", v.Round, v.Starter, v.Turn, v.Knocker, v.Phase)
	}
	if v.Last.Outcome != "scored" || v.Last.Round != 1 || v.LastRound == nil || v.LastRound.End != "scoring" {
		t.Errorf("last %+v, last round %+v", v.Last, v.LastRound)
	}
	for p := range 2 {
		if v.Players[p].Exchanged {
			t.Errorf("seat %d counts as having exchanged in the new round", p)
		}
	}
	checkInvariants(t, s)
}

// After a knock every other player plays once, in order; the knocker does
// not play again; a knock in the last turn is a pass.
func TestLastTurn(t *testing.T) {
	p := threeHands
	p.exchanged = []bool{true, false, false}
	s := build(t, p)
	mustApply(t, s, 0, knock)
	if v := s.view(games.Spectator); !slices.Equal(v.LastTurns, []int{1, 2}) {
		t.Errorf("last turns %v, want [1 2]", v.LastTurns)
	}
	if !slices.Contains(s.Legal(1), games.Move(knock)) {
		t.Error("no pass offered in the last turn")
	}
	mustApply(t, s, 1, knock)
	if v := s.view(games.Spectator); v.Last.Kind != "pass" || !slices.Equal(v.LastTurns, []int{2}) || v.Turn != 2 {
		t.Errorf("after a pass: last %+v, last turns %v, turn %d", v.Last, v.LastTurns, v.Turn)
	}
	mustApply(t, s, 2, exchange(t, 1, "dog"))
	if s.round != 2 || s.lastRound.round != 1 || s.lastRound.suddenDeath {
		t.Errorf("round %d, last round %+v: want round 1 scored", s.round, s.lastRound)
	}
}

// The sheet: four giraffes against three and one: only the four score 9.
func TestMajorityMiaTimSarah(t *testing.T) {
	s := build(t, scored(threeHands, 2))
	mustApply(t, s, 2, knock)
	r := s.view(games.Spectator).LastRound
	g := r.Majorities[Giraffe]
	if g.Species != "giraffe" || !slices.Equal(g.Counts, []int{4, 3, 1}) || g.Winner != 0 || g.Result != "won" || g.Value != 9 {
		t.Errorf("giraffes: %+v", g)
	}
	// Mia: giraffes 9, bears 8, moles 7; Tim: goats 7, sheep 6; Sarah: dogs
	// 6, rabbits 5, pigs 5.
	if !slices.Equal(r.Totals, []int{24, 13, 16}) {
		t.Errorf("totals %v, want [24 13 16]", r.Totals)
	}
	if !slices.Equal(r.Lives, []int{0, -2, -1}) {
		t.Errorf("lives %v, want [0 -2 -1]", r.Lives)
	}
	if got := []int{s.lives[0], s.lives[1], s.lives[2]}; !slices.Equal(got, []int{5, 3, 4}) {
		t.Errorf("lives left %v", got)
	}
	for p, h := range r.Hands {
		if want := cs(t, threeHands.hands[p]).Names(); !slices.Equal(h, want) {
			t.Errorf("seat %d shown %v, want %v", p, h, want)
		}
	}
}

func TestMajorityRules(t *testing.T) {
	twoHands := []string{"giraffe*5 bear*4 mouse", "giraffe*4 bear*4 mole*2"}
	rows := [numRows]string{"cat", "cat mouse", "mouse dog dog", "dog dog goat goat"}
	tests := []struct {
		name   string
		p      position
		last   games.Seat
		totals []int
		lives  []int
		mouse  string // the mouse majority's result
	}{
		{
			// Giraffes 5 to 4; bears tied; the single mouse is not enough
			// with two players; two moles are.
			name:   "two players",
			p:      position{hands: twoHands, rows: rows},
			last:   1,
			totals: []int{9, 7},
			lives:  []int{0, -2},
			mouse:  "one_card",
		},
		{
			name:   "three players: one card is a majority",
			p:      position{hands: append(slices.Clone(twoHands), "sheep*6 goat*4"), rows: rows},
			last:   2,
			totals: []int{12, 7, 13},
			lives:  []int{-1, -2, 0},
			mouse:  "won",
		},
		{
			name: "two players left of five",
			p: position{
				hands: []string{twoHands[0], "", "", twoHands[1], ""},
				lives: []int{3, 0, 0, 2, 0},
				rows:  rows,
			},
			last:   3,
			totals: []int{9, 0, 0, 7, 0},
			lives:  []int{0, 0, 0, -2, 0},
			mouse:  "one_card",
		},
		{
			name: "ties score nobody",
			p: position{
				hands: []string{"giraffe*3 bear*3 mole*4", "giraffe*3 bear*2 goat*5", "giraffe*2 bear*3 sheep*5"},
				rows:  [numRows]string{"cat", "cat mouse", "mouse mouse cat", "dog dog dog dog"},
			},
			last:   2,
			totals: []int{7, 7, 6},
			lives:  []int{0, 0, -2},
			mouse:  "none",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, scored(tt.p, tt.last))
			mustApply(t, s, tt.last, knock)
			r := s.view(games.Spectator).LastRound
			if !slices.Equal(r.Totals, tt.totals) || !slices.Equal(r.Lives, tt.lives) {
				t.Errorf("totals %v lives %v, want %v %v", r.Totals, r.Lives, tt.totals, tt.lives)
			}
			if got := r.Majorities[Mouse].Result; got != tt.mouse {
				t.Errorf("mouse majority %q, want %q", got, tt.mouse)
			}
		})
	}
}

func TestLivesLost(t *testing.T) {
	all := [maxPlayers]bool{true, true, true, true, true}
	tests := []struct {
		name   string
		totals [maxPlayers]int
		played [maxPlayers]bool
		want   [maxPlayers]int
	}{
		// The sheet: Tim 15, Mia 13, Linus 10, Léon and Hanna 7.
		{"sheet", [maxPlayers]int{15, 13, 10, 7, 7}, all, [maxPlayers]int{0, -1, -1, -2, -2}},
		{"all equal", [maxPlayers]int{8, 8, 8, 8, 8}, all, [maxPlayers]int{}},
		{"two highest", [maxPlayers]int{10, 10, 3}, [maxPlayers]bool{true, true, true}, [maxPlayers]int{0, 0, -2}},
		{"two players", [maxPlayers]int{3, 10}, [maxPlayers]bool{true, true}, [maxPlayers]int{-2, 0}},
		{"players out do not count", [maxPlayers]int{4, 0, 9}, [maxPlayers]bool{true, false, true}, [maxPlayers]int{-2, 0, 0}},
	}
	for _, tt := range tests {
		if got := livesLost(&tt.totals, &tt.played); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// Lives never go below 0; a player at 0 is out at once, gets no cards and
// no turn, and the start player skips them.
func TestElimination(t *testing.T) {
	p := scored(threeHands, 2)
	p.lives = []int{5, 1, 5} // Tim loses 2
	s := build(t, p)
	mustApply(t, s, 2, knock)
	v := s.view(games.Spectator)
	if v.Players[1].Lives != 0 || !v.Players[1].Out || v.Players[1].OutRound != 1 || v.Players[1].Cards != 0 {
		t.Errorf("seat 1 after losing 2 of 1 life: %+v", v.Players[1])
	}
	if !slices.Equal(v.LastRound.Eliminated, []int{1}) {
		t.Errorf("eliminated %v", v.LastRound.Eliminated)
	}
	// The start player was seat 0; its left neighbour, seat 1, is out.
	if v.Starter != 2 || v.Turn != 2 {
		t.Errorf("starter %d, turn %d; want 2", v.Starter, v.Turn)
	}
	if v.Phase == "over" {
		t.Fatal("over with two players left")
	}
	checkInvariants(t, s)
	mustApply(t, s, 2, s.Legal(2)[0].(Move))
	if s.turn != 0 {
		t.Errorf("turn %d after seat 2, want 0 (seat 1 is out)", s.turn)
	}
	if s.Legal(1) != nil || s.Apply(1, knock) == nil {
		t.Error("a player out may act")
	}
}

func TestStartRotation(t *testing.T) {
	for _, tt := range []struct {
		starter, want games.Seat
	}{{0, 1}, {1, 2}, {2, 0}} {
		p := scored(threeHands, 2)
		p.starter = tt.starter
		s := build(t, p)
		mustApply(t, s, 2, knock)
		if s.starter != tt.want || s.turn != tt.want {
			t.Errorf("after starter %d: starter %d, turn %d; want %d", tt.starter, s.starter, s.turn, tt.want)
		}
	}
}

// The last player with lives wins.
func TestWinner(t *testing.T) {
	p := scored(position{
		hands: []string{"giraffe*5 bear*4 mouse", "giraffe*4 bear*4 mole*2"},
		rows:  [numRows]string{"cat", "cat mouse", "mouse dog dog", "dog dog goat goat"},
		lives: []int{1, 2},
	}, 1)
	s := build(t, p)
	mustApply(t, s, 1, knock)
	if !s.Over() || s.ToAct() != nil || s.Legal(0) != nil || s.Legal(1) != nil {
		t.Fatalf("not over: to act %v", s.ToAct())
	}
	r := s.Result()
	if !slices.Equal(r.Scores, []float64{1, 0}) || !slices.Equal(r.Winners, []games.Seat{0}) {
		t.Errorf("result %+v", r)
	}
	v := s.view(0)
	want := []Standing{{Place: 1, Seat: 0, Lives: 1}, {Place: 2, Seat: 1, Lives: 0, OutRound: 1}}
	if v.Phase != "over" || v.Winner != 0 || v.Turn != -1 || !slices.Equal(v.Standings, want) {
		t.Errorf("final view: phase %s winner %d turn %d standings %+v", v.Phase, v.Winner, v.Turn, v.Standings)
	}
	if err := s.Apply(0, knock); err == nil {
		t.Error("a move after the end was accepted")
	}
	checkInvariants(t, s)
}

func TestStandingsShared(t *testing.T) {
	s := build(t, position{hands: []string{"giraffe*5 bear*4 mouse", "", "", ""}, lives: []int{2, 0, 0, 0}, rows: [numRows]string{"cat", "cat dog", "dog dog cat", "pig pig pig pig"}})
	s.outRound = [maxPlayers]int{0, 3, 5, 5}
	s.turn = noSeat
	want := []Standing{{1, 0, 2, 0}, {2, 2, 0, 5}, {2, 3, 0, 5}, {4, 1, 0, 3}}
	if got := s.standings(); !slices.Equal(got, want) {
		t.Errorf("standings %+v, want %+v", got, want)
	}
}

func TestSuddenDeath(t *testing.T) {
	others := []string{"bear*8 mole*2", "mole*5 goat*5"}
	rows := func(row1 string) [numRows]string {
		return [numRows]string{row1, "sheep dog", "sheep dog mouse", "sheep dog mouse mouse"}
	}
	tests := []struct {
		name, variant, hand, row1 string
		lives                     []int
		trigger                   bool
		want                      []int // lives after
	}{
		{"4 cats", Standard, "cat*3 giraffe*7", "cat", nil, true, []int{5, 4, 4}},
		{"5 rabbits", Standard, "rabbit*4 giraffe*6", "rabbit", nil, true, []int{5, 4, 4}},
		{"5 pigs", Standard, "pig*4 giraffe*6", "pig", nil, true, []int{5, 4, 4}},
		{"advanced: cats do not count", Advanced, "cat*3 giraffe*7", "cat", nil, false, []int{5, 5, 5}},
		{"advanced: 5 rabbits gain a life, no cap", Advanced, "rabbit*4 giraffe*6", "rabbit", nil, true, []int{6, 4, 4}},
		{"advanced: 5 pigs", Advanced, "pig*4 giraffe*6", "pig", []int{2, 3, 1}, true, []int{3, 2, 0}},
		{"everybody else out", Standard, "pig*4 giraffe*6", "pig", []int{1, 1, 1}, true, []int{1, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, position{variant: tt.variant, hands: append([]string{tt.hand}, others...), rows: rows(tt.row1), lives: tt.lives})
			mustApply(t, s, 0, exchange(t, 1, "giraffe"))
			if got := []int{s.lives[0], s.lives[1], s.lives[2]}; !slices.Equal(got, tt.want) {
				t.Errorf("lives %v, want %v", got, tt.want)
			}
			v := s.view(games.Spectator)
			if !tt.trigger {
				if v.LastRound != nil || v.Round != 1 || v.Turn != 1 {
					t.Errorf("no set, yet the round ended: %+v", v.LastRound)
				}
				return
			}
			r := v.LastRound
			if r == nil || r.End != "sudden_death" || r.Trigger != 0 || len(r.Sets) != 1 || r.Totals != nil || r.Majorities != nil {
				t.Fatalf("last round %+v", r)
			}
			if r.Hands[0] == nil || r.Hands[1] != nil || r.Hands[2] != nil {
				t.Errorf("shown hands %v: only the set's holder shows", r.Hands)
			}
			if v.Last.Outcome != "sudden_death" {
				t.Errorf("last %+v", v.Last)
			}
			if s.countIn() > 1 && (v.Round != 2 || v.Starter != 1) {
				t.Errorf("round %d starter %d after a sudden death", v.Round, v.Starter)
			}
			if s.countIn() == 1 && (!s.Over() || s.Result().Winners[0] != 0) {
				t.Errorf("the set's holder alone is left but the game is not won: %+v", s.Result())
			}
		})
	}
}

// A dealt set counts only after its holder's first exchange, and only if
// still held; another player's set never ends the round on your move.
func TestDealtSet(t *testing.T) {
	p := position{
		hands: []string{"cat*4 giraffe*6", "rabbit*5 giraffe*3 bear*2", "bear*6 mole*4"},
		rows:  [numRows]string{"mole", "mole goat", "goat goat sheep", "sheep dog dog mouse"},
	}
	t.Run("kept", func(t *testing.T) {
		s := build(t, p)
		if s.lastRound.round != 0 {
			t.Fatal("a dealt set ended the round at once")
		}
		mustApply(t, s, 0, exchange(t, 1, "giraffe"))
		if !s.lastRound.suddenDeath || s.lastRound.trigger != 0 {
			t.Errorf("four cats kept after the first exchange: %+v", s.lastRound)
		}
	})
	t.Run("broken", func(t *testing.T) {
		s := build(t, p)
		mustApply(t, s, 0, exchange(t, 1, "cat"))
		if s.lastRound.round != 0 || s.turn != 1 {
			t.Fatalf("three cats ended the round")
		}
		// Seat 1 still holds its dealt rabbits: its own first exchange
		// shows them, unless it lays one.
		b := s.clone()
		mustApply(t, b, 1, exchange(t, 1, "rabbit"))
		if b.lastRound.round != 0 {
			t.Error("four rabbits ended the round")
		}
		mustApply(t, s, 1, exchange(t, 1, "giraffe"))
		if !s.lastRound.suddenDeath || s.lastRound.trigger != 1 {
			t.Errorf("dealt rabbits kept after the first exchange: %+v", s.lastRound)
		}
	})
}

// A set completed during the last turn ends the round at once: no scoring,
// and the players after it do not play.
func TestSuddenDeathInLastTurn(t *testing.T) {
	s := build(t, position{
		hands:     []string{"giraffe*5 bear*5", "rabbit*4 giraffe*4 bear*2", "mole*5 goat*5"},
		rows:      [numRows]string{"rabbit", "sheep dog", "sheep dog mouse", "sheep dog mouse mouse"},
		knocked:   true,
		knocker:   0,
		turn:      1,
		exchanged: []bool{true, true, true},
	})
	mustApply(t, s, 1, exchange(t, 1, "giraffe"))
	if !s.lastRound.suddenDeath || s.lastRound.trigger != 1 || s.round != 2 {
		t.Fatalf("last round %+v, round %d", s.lastRound, s.round)
	}
	if got := []int{s.lives[0], s.lives[1], s.lives[2]}; !slices.Equal(got, []int{4, 5, 4}) {
		t.Errorf("lives %v", got)
	}
}

// Sudden death is also checked after a knock (a hand changes only by its
// holder's exchange, so this cannot arise in play; it is the rule anyway).
func TestSuddenDeathAfterKnock(t *testing.T) {
	s := build(t, position{
		hands:     []string{"pig*5 giraffe*5", "giraffe*4 bear*6", "mole*5 goat*5"},
		rows:      [numRows]string{"rabbit", "sheep dog", "sheep dog mouse", "sheep dog mouse mouse"},
		exchanged: []bool{true, false, false},
	})
	mustApply(t, s, 0, knock)
	if !s.lastRound.suddenDeath || s.lastRound.trigger != 0 {
		t.Errorf("last round %+v", s.lastRound)
	}
}

func TestApplyRefusals(t *testing.T) {
	type other struct{ games.Move }
	s := build(t, threeHands)
	before := s.clone()
	for _, tt := range []struct {
		seat games.Seat
		m    games.Move
		want string
	}{
		{0, nil, "no move"},
		{0, other{knock}, "not a Life is Life move"},
		{1, exchange(t, 1, "giraffe"), "turn"},
		{games.Spectator, exchange(t, 1, "giraffe"), "no seat"},
		{3, exchange(t, 1, "giraffe"), "no seat"},
		{0, Move{Kind: Exchange, Row: 5, Lay: cs(t, "giraffe*5")}, "no row 5"},
		{0, Move{Kind: Exchange, Row: 0}, "no row 0"},
		{0, exchange(t, 2, "giraffe"), "exactly 2"},
		{0, exchange(t, 1, "sheep"), "does not hold"},
		{0, Move{Kind: 9}, "unknown move kind"},
		{0, knock, "only after exchanging"},
	} {
		err := s.Apply(tt.seat, tt.m)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Apply(%d, %v) = %v, want an error about %q", tt.seat, tt.m, err, tt.want)
		}
		if *s != *before {
			t.Fatalf("refused %v changed the state", tt.m)
		}
	}
}

func TestMoveJSON(t *testing.T) {
	good := map[string]Move{
		`{"k":"knock"}`: knock,
		`{"k":"exchange","row":2,"lay":"bear,mole"}`:                 exchange(t, 2, "mole bear"),
		`{"k":"exchange","row":4,"lay":"giraffe,giraffe,cat,mouse"}`: exchange(t, 4, "mouse cat giraffe giraffe"),
	}
	for data, m := range good {
		enc, err := json.Marshal(m)
		if err != nil || string(enc) != data {
			t.Errorf("Marshal(%v) = %s, %v; want %s", m, enc, err, data)
		}
		back, err := Game{}.DecodeMove([]byte(data))
		if err != nil || back != games.Move(m) {
			t.Errorf("DecodeMove(%s) = %v, %v; want %v", data, back, err, m)
		}
	}
	for _, data := range []string{
		``, `null`, `[]`, `{}`, `{"k":"fly"}`,
		`{"k":"knock","row":0}`, `{"k":"knock","lay":""}`, `{"k":"knock"} {}`, `{"k":"knock","x":1}`,
		`{"k":"exchange"}`, `{"k":"exchange","row":2}`, `{"k":"exchange","lay":"bear"}`,
		`{"k":"exchange","row":2,"lay":"mole,bear"}`, `{"k":"exchange","row":2,"lay":"bear"}`,
		`{"k":"exchange","row":5,"lay":"bear,bear,bear,bear,bear"}`, `{"k":"exchange","row":0,"lay":""}`,
		`{"k":"exchange","row":1,"lay":"unicorn"}`, `{"k":"exchange","row":1,"lay":"Bear"}`,
		`{"k":"exchange","row":2,"lay":"bear,,mole"}`, `{"k":"exchange","row":4,"lay":"mouse,mouse,mouse,mouse"}`,
		`{"k":"exchange","row":"1","lay":"bear"}`,
	} {
		if m, err := (Game{}).DecodeMove([]byte(data)); err == nil {
			t.Errorf("DecodeMove(%s) = %v, want an error", data, m)
		}
	}
	if got := exchange(t, 2, "mole bear").String(); got != "exchange row 2: lay bear, mole" {
		t.Errorf("String = %q", got)
	}
}

// bruteLegal lists the exchanges of s's player to act from card
// identities: every set of r of its ten cards, kept once per multiset.
func bruteLegal(s *State) map[Move]bool {
	hand := s.hands[s.turn].List()
	out := map[Move]bool{}
	for mask := range 1 << len(hand) {
		var lay Cards
		n := 0
		for i, sp := range hand {
			if mask>>i&1 != 0 {
				lay, n = lay.add(sp, 1), n+1
			}
		}
		if n >= 1 && n <= numRows && lay != s.rows[n-1] {
			out[Move{Kind: Exchange, Row: n, Lay: lay}] = true
		}
	}
	return out
}

// randomGames plays seeded random games of every size and variant and calls
// f before every move.
func randomGames(t *testing.T, seeds int, f func(s *State, rng *rand.Rand)) {
	t.Helper()
	for _, variant := range []string{Standard, Advanced} {
		for n := minPlayers; n <= maxPlayers; n++ {
			for seed := uint64(1); seed <= uint64(seeds); seed++ {
				s, err := newState(games.Config{Players: n, Seed: seed, Variant: variant})
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 99))
				for !s.Over() {
					f(s, rng)
					legal := s.Legal(s.turn)
					mustApply(t, s, s.turn, legal[rng.IntN(len(legal))].(Move))
				}
				f(s, rng)
			}
		}
	}
}

// Legal lists every distinct exchange once, and the knock when allowed.
func TestLegalComplete(t *testing.T) {
	n := 0
	randomGames(t, 2, func(s *State, rng *rand.Rand) {
		if s.Over() || rng.IntN(20) != 0 {
			return
		}
		n++
		want := bruteLegal(s)
		got := map[Move]bool{}
		knocks := 0
		for _, m := range s.Legal(s.turn) {
			mv := m.(Move)
			if mv.Kind == Knock {
				knocks++
				continue
			}
			if got[mv] {
				t.Fatalf("%v listed twice", mv)
			}
			got[mv] = true
		}
		if len(got) != len(want) {
			t.Fatalf("%d exchanges listed, want %d", len(got), len(want))
		}
		for m := range want {
			if !got[m] {
				t.Fatalf("%v missing", m)
			}
		}
		if wantKnock := s.knocker != noSeat || s.exchanged[s.turn]; (knocks == 1) != wantKnock || knocks > 1 {
			t.Fatalf("%d knocks listed, want %v", knocks, wantKnock)
		}
	})
	if n < 50 {
		t.Errorf("only %d positions checked", n)
	}
	// The table of boxed moves is indexed by rank.
	for r := 1; r <= numRows; r++ {
		for i, m := range exchangeMoves[r-1] {
			mv := m.(Move)
			if mv.Row != r || mv.Lay.Len() != r || layRank(mv.Lay) != i {
				t.Errorf("exchangeMoves[%d][%d] = %v", r-1, i, mv)
			}
		}
	}
}

func TestInvariantsInPlay(t *testing.T) {
	randomGames(t, 3, func(s *State, rng *rand.Rand) {
		checkInvariants(t, s)
		if rng.IntN(10) == 0 {
			for o := games.Spectator; int(o) < s.players; o++ {
				checkInvariants(t, s.Determinize(o, rng).(*State))
			}
		}
	})
}

// Determinize keeps what the observer saw go into a hand and what a hand
// cannot hold, and deals the rest again.
func TestDeterminize(t *testing.T) {
	s := build(t, position{
		hands: []string{"dog*5 pig*4 mouse", "giraffe*4 bear*3 mole*3", "cat goat*5 sheep*4"},
		rows:  [numRows]string{"giraffe", "bear mole", "cat cat cat", "sheep sheep dog mouse"},
		turn:  1,
	})
	mustApply(t, s, 1, exchange(t, 3, "giraffe bear mole"))
	if s.known[1] != cs(t, "cat*3") {
		t.Fatalf("known of seat 1: %s", s.known[1])
	}
	fourthCat := map[string]int{}
	for i := range 300 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(i), 5))).(*State)
		checkInvariants(t, d)
		if d.hands[0] != s.hands[0] || d.rows != s.rows {
			t.Fatal("the observer's hand or the rows changed")
		}
		if !d.hands[1].Contains(s.known[1]) {
			t.Fatalf("seat 1 lost the cats it took: %s", d.hands[1])
		}
		// Had seat 1 held the fourth cat after its exchange, the round
		// would have ended.
		switch {
		case d.hands[1].Count(Cat) == 4:
			t.Fatalf("seat 1 holds four cats: %s", d.hands[1])
		case d.hands[2].Count(Cat) == 1:
			fourthCat["seat 2"]++
		default:
			fourthCat["aside"]++
		}
	}
	if fourthCat["seat 2"] == 0 || fourthCat["aside"] == 0 {
		t.Errorf("the fourth cat is never resampled: %v", fourthCat)
	}
	// Seat 2 knows its own cat; nothing of seat 1 but the three cats.
	for i := range 50 {
		d := s.Determinize(2, rand.New(rand.NewPCG(uint64(i), 6))).(*State)
		if d.hands[2] != s.hands[2] || d.hands[1].Count(Cat) != 3 {
			t.Fatalf("seat 2's determinization: %s / %s", d.hands[2], d.hands[1])
		}
	}

	// Laying a cat: two are known, and three are ruled out (it held three,
	// not four, when it laid one).
	mustApply(t, s, 2, exchange(t, 1, "goat"))
	mustApply(t, s, 0, exchange(t, 1, "dog"))
	mustApply(t, s, 1, exchange(t, 1, "cat"))
	if s.known[1] != cs(t, "cat*2 dog") {
		t.Fatalf("known of seat 1: %s", s.known[1])
	}
	for i := range 200 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(i), 7))).(*State)
		if n := d.hands[1].Count(Cat); n != 2 {
			t.Fatalf("seat 1 holds %d cats", n)
		}
	}

	// A spectator knows no hand but what was taken.
	d := s.Determinize(games.Spectator, rand.New(rand.NewPCG(1, 8))).(*State)
	checkInvariants(t, d)
	if !d.hands[1].Contains(s.known[1]) || d.rows != s.rows {
		t.Error("a spectator's determinization loses public knowledge")
	}
}

func TestViews(t *testing.T) {
	s := build(t, scored(threeHands, 2))
	sv := s.view(games.Spectator)
	if sv.Seat != -1 || sv.Hand != nil {
		t.Errorf("spectator sees seat %d hand %v", sv.Seat, sv.Hand)
	}
	if v := s.view(99); v.Seat != -1 || v.Hand != nil {
		t.Errorf("seat 99 sees %v", v.Hand)
	}
	v := s.view(1)
	if !slices.Equal(v.Hand, []string{"giraffe", "giraffe", "giraffe", "goat", "goat", "goat", "sheep", "sheep", "sheep", "sheep"}) {
		t.Errorf("seat 1's hand %v", v.Hand)
	}
	for p, pv := range v.Players {
		if pv.Cards != 10 || pv.Lives != 5 || pv.Out {
			t.Errorf("seat %d: %+v", p, pv)
		}
	}
	data, _ := json.Marshal(sv)
	for _, other := range threeHands.hands {
		if strings.Contains(string(data), `"`+strings.Join(cs(t, other).Names(), `","`)+`"`) {
			t.Errorf("the public view shows a hand: %s", data)
		}
	}
	// The summary of round 1 stays in view for all of round 2.
	mustApply(t, s, 2, knock)
	mustApply(t, s, s.turn, s.Legal(s.turn)[0].(Move))
	v = s.view(0)
	if v.LastRound == nil || v.LastRound.Round != 1 || v.Last.Round != 2 {
		t.Errorf("round 2: last round %+v, last %+v", v.LastRound, v.Last)
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back View
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if again, _ := json.Marshal(back); string(again) != string(data) {
		t.Errorf("the view does not survive a JSON round trip:\n%s\n%s", data, again)
	}
}
