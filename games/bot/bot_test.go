package bot

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"menagerie/games"
	am "menagerie/games/animalement"
	bg "menagerie/games/beavergang"
	"menagerie/games/zoo"
)

// testIterations is the short search of the tests that play many moves.
const testIterations = 40

func TestLevelString(t *testing.T) {
	for l, want := range map[Level]string{Easy: "easy", Medium: "medium", Hard: "hard", 7: "level(7)"} {
		if got := l.String(); got != want {
			t.Errorf("Level(%d).String() = %q, want %q", int(l), got, want)
		}
	}
	if Easy != 0 || Medium != 1 || Hard != 2 {
		t.Error("the app stores levels as 0, 1, 2")
	}
}

// spy is a state that lets a bot call Legal and Determinize only.
type spy struct {
	games.State
	t *testing.T
}

func (s spy) peek(what string) { s.t.Fatalf("the bot called %s on the real state", what) }

func (s spy) ToAct() []games.Seat                { s.peek("ToAct"); return nil }
func (s spy) Apply(games.Seat, games.Move) error { s.peek("Apply"); return nil }
func (s spy) View(games.Seat) any                { s.peek("View"); return nil }
func (s spy) Over() bool                         { s.peek("Over"); return false }
func (s spy) Result() games.Result               { s.peek("Result"); return games.Result{} }
func (s spy) Clone() games.State                 { s.peek("Clone"); return nil }

// TestBotsNeverPeek checks, for every game and level, that a bot chooses
// the same move on a state and on a determinization of it for its seat,
// with the same rng: the move depends only on what the seat knows. The
// state is wrapped so that anything but Legal and Determinize fails.
func TestBotsNeverPeek(t *testing.T) {
	for _, tb := range tables() {
		states, seats := decisionPoints(t, tb, 8, 11)
		for _, level := range []Level{Easy, Medium, Hard} {
			for i, s := range states {
				seat := seats[i]
				// A short search, but the level's own budget on the first
				// state.
				iterations := 100
				if i == 0 {
					iterations = 0
				}
				other := s.Determinize(seat, rand.New(rand.NewPCG(uint64(i), 1234)))
				a := choose(context.Background(), spy{s, t}, seat, level, rand.New(rand.NewPCG(uint64(i), 5)), iterations)
				b := choose(context.Background(), spy{other, t}, seat, level, rand.New(rand.NewPCG(uint64(i), 5)), iterations)
				if a != b {
					t.Errorf("%v %v state %d seat %d: %v on the real state, %v on a determinization", tb, level, i, seat, a, b)
				}
			}
		}
	}
}

// TestBotsPlayWholeGames plays whole games with bots of every level and
// random players at every seat: every move is legal and every game ends.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, tb := range tables() {
		for seed := uint64(1); seed <= 2; seed++ {
			s := newGame(t, tb, seed)
			rng := rand.New(rand.NewPCG(seed, 3))
			moves := 0
			for ; !s.Over(); moves++ {
				acts := s.ToAct()
				seat := acts[rng.IntN(len(acts))]
				var m games.Move
				if level := Level(int(seat)+int(seed)) % 4; level == 3 {
					legal := s.Legal(seat)
					m = legal[rng.IntN(len(legal))]
				} else {
					m = choose(context.Background(), s, seat, level, rng, testIterations)
				}
				if err := s.Apply(seat, m); err != nil {
					t.Fatalf("%v seed %d move %d: %v", tb, seed, moves, err)
				}
			}
			// Whether a game may end with no winner is the engine's
			// ruling, which its contract test checks: the bots' games end
			// with a score for every seat and winners among the seats.
			r := s.Result()
			if len(r.Scores) != tb.players || slices.ContainsFunc(r.Winners, func(w games.Seat) bool { return w < 0 || int(w) >= tb.players }) {
				t.Errorf("%v seed %d: result %+v", tb, seed, r)
			}
		}
	}
}

func TestNoMoveForASeatNotToAct(t *testing.T) {
	for _, tb := range tables() {
		s := newGame(t, tb, 1)
		for seat := range games.Seat(tb.players) {
			if len(s.Legal(seat)) == 0 {
				if m := Choose(context.Background(), s, seat, Hard, rand.New(rand.NewPCG(1, 1))); m != nil {
					t.Errorf("%v: seat %d may not act, yet the bot plays %v", tb, seat, m)
				}
			}
		}
	}
}

// hardState is a state in which a hard search takes a while.
func hardState(t *testing.T) (games.State, games.Seat) {
	states, seats := decisionPoints(t, table{game: am.Game{}, players: 4}, 1, 3)
	return states[0], seats[0]
}

func TestYieldDuringSearch(t *testing.T) {
	s, seat := hardState(t)
	var yields []time.Time
	ctx := WithYield(context.Background(), func() { yields = append(yields, time.Now()) })
	start := time.Now()
	with := Choose(ctx, s, seat, Hard, rand.New(rand.NewPCG(8, 8)))
	took := time.Since(start)
	without := Choose(context.Background(), s, seat, Hard, rand.New(rand.NewPCG(8, 8)))
	if with != without {
		t.Errorf("yields changed the move: %v with, %v without", with, without)
	}
	if took > 20*time.Millisecond && len(yields) == 0 {
		t.Fatalf("a search of %v never yielded", took)
	}
	gap, last, at := time.Duration(0), start, 0
	for i, y := range append(yields, start.Add(took)) {
		if y.Sub(last) > gap {
			gap, at = y.Sub(last), i
		}
		last = y
	}
	// How long the search ran between yields depends on the machine's
	// load: a speed, measured by make bench (longtasks), not asserted here.
	t.Logf("%v of search, %d yields, longest stretch %v before yield %d", took, len(yields), gap, at)
}

func TestDeadlineCutsTheSearchShort(t *testing.T) {
	s, seat := hardState(t)
	legal := s.Legal(seat)
	// A budget of 1<<30 iterations would take hours: each search stops on
	// its context (the bound is generous for a loaded machine).
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	start := time.Now()
	m := choose(ctx, s, seat, Hard, rand.New(rand.NewPCG(1, 1)), 1<<30)
	if legalOr(m, legal) != m {
		t.Fatalf("%v is not legal", m)
	}
	done, cancel2 := context.WithCancel(context.Background())
	cancel2()
	if m := choose(done, s, seat, Hard, rand.New(rand.NewPCG(1, 1)), 1<<30); legalOr(m, legal) != m {
		t.Fatalf("%v is not legal", m)
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("two searches cut short took %v", took)
	}
}

// TestAnimalementMinimalBids: the searching levels bid only minimal
// winning bids, and never more than the smallest bid of that total needs.
func TestAnimalementMinimalBids(t *testing.T) {
	states, seats := decisionPoints(t, table{game: am.Game{}, players: 4}, 30, 21)
	for i, s := range states {
		for _, level := range []Level{Medium, Hard} {
			m := choose(context.Background(), s, seats[i], level, rand.New(rand.NewPCG(1, 1)), 60).(am.Move)
			if m.Kind != am.KindBid {
				continue
			}
			v := s.View(seats[i]).(am.View)
			need := v.High - v.Seats[seats[i]].Bid
			if m.Cards.Total()-amSmallest(m.Cards) > need {
				t.Errorf("state %d %v: bid %v over a need of %d is not minimal", i, level, m, need)
			}
		}
	}
}

// TestAnimalementTableFollowsTheEngine: the search's own table of the
// game stays equal to the engine's public state move after move, and
// rewards the engine's winners.
func TestAnimalementTableFollowsTheEngine(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		s, _ := am.Game{}.New(games.Config{Players: 3 + int(seed%3), Seed: seed})
		rng := rand.New(rand.NewPCG(seed, 1))
		var tb amTable
		tb.sync(s, 0)
		for !s.Over() {
			seat := s.ToAct()[0]
			if seat != tb.turn {
				t.Fatalf("seed %d: turn %d, table says %d", seed, seat, tb.turn)
			}
			var m games.Move
			if rng.IntN(2) == 0 {
				m = tb.policy(0.5 + rng.Float64())
			} else {
				l := s.Legal(seat)
				m = l[rng.IntN(len(l))]
			}
			if err := s.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
			tb.apply(seat, m, false)
			var fresh amTable
			fresh.sync(s, 0)
			if tb.stale {
				tb = fresh
			}
			tb.deck, fresh.deck = [am.NumAnimals]am.Animal{}, [am.NumAnimals]am.Animal{}
			if tb != fresh {
				t.Fatalf("seed %d after %v:\n%+v\n%+v", seed, m, tb, fresh)
			}
		}
		var reward [maxSeats]float64
		tb.reward(reward[:])
		for _, w := range s.Result().Winners {
			if reward[w] < 0.7 {
				t.Fatalf("seed %d: winner %d has reward %v", seed, w, reward)
			}
		}
	}
}

// TestZooPartnerSetNotBeaten: in a partner round, a hard bot does not beat
// its partner's set unless the play empties its hand.
func TestZooPartnerSetNotBeaten(t *testing.T) {
	tb := table{game: zoo.Game{}, players: 4, variant: "partners"}
	found := 0
	for seed := uint64(1); seed < 40 && found < 6; seed++ {
		s := newGame(t, tb, seed)
		rng := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() && found < 6 {
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			v := s.View(seat).(zoo.View)
			if v.Phase == "play" && v.Trick.Top != nil && v.Trick.Top.By == v.Seats[seat].Partner && len(legal) > 1 && v.Ask == nil {
				found++
				m := choose(context.Background(), s, seat, Hard, rand.New(rand.NewPCG(seed, 2)), 60).(zoo.Move)
				if m.Kind == zoo.KindPlay && m.Cards.Total() != len(v.Hand) {
					t.Errorf("seed %d: seat %d beats its partner's %v with %v", seed, seat, v.Trick.Top.Cards, m)
				}
			}
			randomMoves(s, 1, rng)
		}
	}
	if found == 0 {
		t.Fatal("no partner's set to beat in the games played")
	}
}

// TestBeaverGangForgets: a forgetful determinization shows the bot what
// it sees now, but redeals the cards it saw before (its two outer cards,
// seen at the deal and no longer shown), which a full determinization
// keeps.
func TestBeaverGangForgets(t *testing.T) {
	s := newGame(t, table{game: bg.Game{}, players: 3}, 4)
	for seat := range games.Seat(3) {
		for _, m := range []bg.Move{{Kind: bg.KindPeek}, {Kind: bg.KindReady}} {
			if err := s.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	seat := s.ToAct()[0]
	rng := rand.New(rand.NewPCG(1, 2))
	kept, redealt := 0, 0
	for range 20 {
		d := s.Determinize(seat, rng)
		f := d.(*bg.State).Forget(seat, rng)
		if got, want := f.View(seat), d.View(seat); got.(bg.View).Seats[seat].Row != want.(bg.View).Seats[seat].Row {
			t.Fatalf("the forgetful determinization shows %v, the view %v", got, want)
		}
		full, _ := bgProbe(d, seat)
		forgot, _ := bgProbe(f, seat)
		real, _ := bgProbe(s, seat)
		if full[seat][0] == real[seat][0] && full[seat][3] == real[seat][3] {
			kept++
		}
		if forgot[seat][0] != real[seat][0] || forgot[seat][3] != real[seat][3] {
			redealt++
		}
	}
	if kept != 20 {
		t.Errorf("the full determinization kept the outer cards %d times in 20", kept)
	}
	if redealt < 10 {
		t.Errorf("the forgetful determinization redealt the outer cards only %d times in 20", redealt)
	}
}
