package chevaux

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// timed starts a timed game ("time=15") of players with seed.
func timed(t *testing.T, players int, seed uint64) *State {
	t.Helper()
	st, err := Game{}.New(games.Config{Players: players, Seed: seed, Variant: "time=15"})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// cardsHeld is every seat's count of cards held.
func cardsHeld(s *State) []int {
	var out []int
	for p := 0; p < s.players; p++ {
		out = append(out, s.held(p))
	}
	return out
}

// The sheet: "on peut aussi décider d'arrêter le jeu au bout de 15 mn (le
// joueur ayant le plus de cartes remporte la partie)". When the time is up
// during a battle, the battle is played to its end: the game ends when its
// winner collects, and the most cards wins.
func TestEndAfterTheBattleInProgress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves []Move // played before the time is up
	}{
		{"announcing", []Move{Choose(Weight)}},
		{"decided", []Move{Choose(Height)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Seat 0 Pur-sang anglais (green), seat 1 Lipizzan (orange),
			// seat 2 Percheron (yellow): seats 1 and 2 may switch, and
			// keep in "decided".
			s := deal(0, 0, []uint8{1, 5}, []uint8{23, 6}, []uint8{13, 7})
			s.minutes = 15
			play(t, s, tc.moves...)
			for tc.name == "decided" && s.phase == phaseAnnouncing {
				play(t, s, Keep())
			}
			phase := s.phase
			if err := s.End(); err != nil {
				t.Fatal(err)
			}
			v := view(s, 2)
			if s.Over() || !v.Ending || v.Phase != phaseIDs[phase] {
				t.Fatalf("time up %s: %s", tc.name, toJSON(v))
			}
			before := s.Clone()
			if err := s.End(); err == nil || !reflect.DeepEqual(before, s) {
				t.Errorf("a second End: %v", err)
			}
			for s.phase == phaseAnnouncing {
				play(t, s, Keep())
			}
			if s.Over() || s.phase != phaseResult {
				t.Fatalf("the battle must be decided first: %s", toJSON(view(s, 0)))
			}
			w := s.cur.winner
			play(t, s, Collect())
			v = view(s, games.Spectator)
			r := s.Result()
			if !s.Over() || v.End != "time" || v.Ending || v.Battles != 1 || r.Scores[w] != 4 || !slices.Equal(r.Winners, []games.Seat{games.Seat(w)}) {
				t.Errorf("after the collect: %s, result %+v", toJSON(v), r)
			}
		})
	}
}

// No battle is in progress while the leader has not chosen: the cards laid
// go back on top of their piles and the game ends at once.
func TestEndWhileChoosing(t *testing.T) {
	s := timed(t, 3, 7)
	rng := rand.New(rand.NewPCG(7, 7))
	for s.battles < 3 || s.phase != phaseChoosing {
		a := games.Seat(s.actor())
		l := s.Legal(a)
		if err := s.Apply(a, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	held := cardsHeld(s)
	var tops []uint8
	for p := 0; p < 3; p++ {
		tops = append(tops, s.cur.card[p])
	}
	if err := s.End(); err != nil {
		t.Fatal(err)
	}
	v := view(s, 0)
	if !s.Over() || v.End != "time" || v.Battles != 3 || !slices.Equal(cardsHeld(s), held) || s.ToAct() != nil {
		t.Fatalf("ended while choosing: %s", toJSON(v))
	}
	for p := 0; p < 3; p++ {
		if s.piles[p].n > 0 && s.piles[p].at(0) != tops[p] {
			t.Errorf("seat %d's card %d is not back on top", p, tops[p])
		}
	}
	if err := s.End(); err == nil {
		t.Error("End after the end")
	}
}

// End is for timed games only; a timed game still ends when one player
// holds every card; a battle limit and the safety backstop do not apply to
// a timed game but the latter does.
func TestEndRefusedAndOtherEndings(t *testing.T) {
	for _, v := range []string{"", "all", "battles=9"} {
		st, _ := Game{}.New(games.Config{Players: 3, Seed: 1, Variant: v})
		before := st.Clone()
		if err := st.(games.Ender).End(); err == nil || !reflect.DeepEqual(before, st) {
			t.Errorf("%q: End = %v", v, err)
		}
		if st.(games.Timed).TimeLimit() != 0 {
			t.Errorf("%q is timed", v)
		}
	}
	if got := timed(t, 2, 1).TimeLimit(); got != 15*time.Minute {
		t.Errorf("time=15 lasts %v", got)
	}
	// Two players, the whole game: one holds every card, or the backstop.
	ends := map[string]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		for _, variant := range []string{"time=15", "all"} {
			st, _ := Game{}.New(games.Config{Players: 2, Seed: seed, Variant: variant})
			if _, err := gamestest.Playout(st, rand.New(rand.NewPCG(seed, 1)), 1000000); err != nil {
				t.Fatal(err)
			}
			v := view(st.(*State), games.Spectator)
			ends[v.End]++
			r := st.Result()
			switch v.End {
			case "all-cards":
				if len(r.Winners) != 1 || r.Scores[r.Winners[0]] != float64(v.InPlay) {
					t.Errorf("%s seed %d: all cards but %+v", variant, seed, r)
				}
			case "safety":
				if v.Battles != SafetyBattles {
					t.Errorf("%s seed %d: safety after %d battles", variant, seed, v.Battles)
				}
			default:
				t.Errorf("%s seed %d ends by %q", variant, seed, v.End)
			}
		}
	}
	if ends["all-cards"] == 0 {
		t.Errorf("no game won by holding every card: %v", ends)
	}
}

// timedGame is Game whose timed games (variant "time=N") are stopped, as a
// table stops them when the time is up, after a number of moves that
// depends on the seed: the contract checks then cover games that end by
// the clock, in every phase.
type timedGame struct{ Game }

// timedState is a timed game that calls End once `after` moves are played.
type timedState struct {
	*State
	moves, after int
}

func (timedGame) New(cfg games.Config) (games.State, error) {
	st, err := Game{}.New(cfg)
	if err != nil {
		return nil, err
	}
	return &timedState{State: st.(*State), after: int(cfg.Seed*37) % 300}, nil
}

func (t *timedState) Apply(seat games.Seat, m games.Move) error {
	if err := t.State.Apply(seat, m); err != nil {
		return err
	}
	if t.moves++; t.moves == t.after && !t.Over() {
		if err := t.End(); err != nil {
			panic(err)
		}
	}
	return nil
}

func (t *timedState) Clone() games.State {
	return &timedState{State: t.State.Clone().(*State), moves: t.moves, after: t.after}
}

func (t *timedState) Determinize(o games.Seat, rng *rand.Rand) games.State {
	return &timedState{State: t.State.Determinize(o, rng).(*State), moves: t.moves, after: t.after}
}

func TestContractTimed(t *testing.T) {
	var cfgs []games.Config
	for n := MinPlayers; n <= MaxPlayers; n++ {
		cfgs = append(cfgs, games.Config{Players: n, Variant: "time=15"})
	}
	gamestest.Check(t, timedGame{}, gamestest.Options{Configs: cfgs, HiddenInfo: true, Seeds: 12})
}
