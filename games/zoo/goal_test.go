package zoo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
)

// The sheet: « Les joueurs peuvent choisir un pointage différent sur lequel
// la partie se terminera ». A chosen total is read from the variant, in one
// written form only.
func TestParseVariant(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want Options
	}{
		{"", Options{Goal: 19}},
		{"partners", Options{Partners: true, Goal: 19}},
		{"goal=10", Options{Goal: 10}},
		{"goal=40", Options{Goal: 40}},
		{"partners,goal=25", Options{Partners: true, Goal: 25}},
	} {
		got, err := ParseVariant(tc.v)
		if err != nil || got != tc.want || got.Variant() != tc.v {
			t.Errorf("ParseVariant(%q) = %+v, %v; want %+v", tc.v, got, err, tc.want)
		}
	}
	for _, bad := range []string{"goal=9", "goal=41", "goal=19", "partners,goal=19", "goal=010", "goal=", "goal=x",
		"goal=25,partners", "partners,", ",partners", "partners,partners", "partnersgoal=25", "teams", " goal=25"} {
		if o, err := ParseVariant(bad); err == nil {
			t.Errorf("ParseVariant(%q) = %+v, want an error", bad, o)
		}
		if _, err := (Game{}).New(games.Config{Players: 4, Variant: bad}); err == nil {
			t.Errorf("New accepts variant %q", bad)
		}
	}
	if _, err := (Game{}).New(games.Config{Players: 3, Variant: "partners,goal=25"}); err == nil {
		t.Error("a three-player partner game")
	}
	for _, v := range (Game{}).Variants() {
		if _, err := ParseVariant(v); err != nil {
			t.Errorf("offered variant %q: %v", v, err)
		}
	}
}

// A game with a chosen total ends after the round in which two players
// (one, with three players) reach it, and not before: set up from the
// sheet's scoring, in the simple game with four players and three.
func TestChosenGoalEnds(t *testing.T) {
	s := table(t, 4, "goal=12")
	if v := view(s, 2); v.Goal != 12 || v.Variant != "" {
		t.Fatalf("view goal %d, variant %q", v.Goal, v.Variant)
	}
	s.total = [maxPlayers]int{8, 6, 9, 2}
	s.rank = standings(4, s.total, [maxPlayers]int8{}, [maxPlayers]int8{2, 3, 1, 4})
	endRoundWith(s, []int{0, 3, 1, 2}, cs("fox"), nil) // 4, 3, 2, 0: 12, 8, 9, 5
	if s.Over() {
		t.Fatalf("one player at 12 of 12 and the game is over: totals %v", s.total[:4])
	}
	endRoundWith(s, []int{3, 1, 0, 2}, cs("fox"), nil) // 4, 3, 2, 0: 14, 11, 9, 9
	if s.Over() {
		t.Fatalf("one player at 12 and the game is over: totals %v", s.total[:4])
	}
	endRoundWith(s, []int{1, 3, 2, 0}, cs("fox"), nil) // 4, 3, 2, 0: 14, 15, 11, 12
	if !s.Over() || s.total != [maxPlayers]int{14, 15, 11, 12} || !slices.Equal(s.Result().Winners, []games.Seat{1}) {
		t.Fatalf("three players at 12: over %v, totals %v, winners %v", s.Over(), s.total[:4], s.Result().Winners)
	}
	if v := view(s, -1); v.Goal != 12 || v.Final == nil {
		t.Fatalf("final view: goal %d, final %+v", v.Goal, v.Final)
	}

	// With the sheet's 19, the same totals go on.
	s = table(t, 4, "")
	s.total = [maxPlayers]int{10, 11, 9, 8}
	s.rank = standings(4, s.total, [maxPlayers]int8{}, [maxPlayers]int8{2, 1, 3, 4})
	endRoundWith(s, []int{1, 3, 2, 0}, cs("fox"), nil)
	if s.Over() {
		t.Fatalf("totals %v ended a game to 19", s.total[:4])
	}

	// Three players: one player reaching 25 ends it.
	s = table(t, 3, "goal=25")
	s.total = [maxPlayers]int{20, 22, 19}
	s.rank = [maxPlayers]int8{2, 1, 3}
	s.round = 2
	endRoundWith(s, []int{0, 2, 1}, cs("fox"), nil) // 3, 2, 0: 23, 22, 21
	if s.Over() {
		t.Fatalf("nobody at 25 and the game is over: totals %v", s.total[:3])
	}
	endRoundWith(s, []int{1, 0, 2}, cs("fox"), nil) // 3, 2, 0: 25, 25, 21
	if !s.Over() || !slices.Equal(s.Result().Winners, []games.Seat{1}) {
		t.Fatalf("two at 25: over %v, totals %v, winners %v", s.Over(), s.total[:3], s.Result().Winners)
	}
}

// Whole games at random with a chosen total, in the simple, partner and
// three-player games: after every round, the game is over exactly when
// enough players have reached the total.
func TestChosenGoalWholeGames(t *testing.T) {
	for _, tc := range []struct {
		players int
		variant string
		goal    int
	}{
		{4, "goal=10", 10}, {5, "goal=30", 30}, {4, "partners,goal=10", 10}, {6, "partners,goal=25", 25},
		{3, "goal=10", 10}, {3, "goal=40", 40}, {4, "", 19},
	} {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%dp/%s/seed%d", tc.players, tc.variant, seed), func(t *testing.T) {
				st, err := Game{}.New(games.Config{Players: tc.players, Seed: seed, Variant: tc.variant})
				if err != nil {
					t.Fatal(err)
				}
				s := st.(*State)
				rng := rand.New(rand.NewPCG(seed, 26))
				need := 2
				if tc.players == 3 {
					need = 1
				}
				rounds := 0
				for moves := 0; !s.Over(); moves++ {
					if moves > 200000 {
						t.Fatal("no end")
					}
					seat := s.ToAct()[rng.IntN(len(s.ToAct()))]
					legal := s.Legal(seat)
					if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
					v := view(s, -1)
					if v.Goal != tc.goal {
						t.Fatalf("view goal %d", v.Goal)
					}
					if v.LastRound == nil || v.LastRound.Round == rounds {
						continue
					}
					rounds = v.LastRound.Round
					reached := 0
					for _, rs := range v.LastRound.Seats {
						if rs.Total >= tc.goal {
							reached++
						}
					}
					if s.Over() != (reached >= need) {
						t.Fatalf("round %d: %d players at %d or more, over %v", rounds, reached, tc.goal, s.Over())
					}
				}
				if rounds < 2 {
					t.Errorf("a game of %d rounds", rounds)
				}
			})
		}
	}
}
