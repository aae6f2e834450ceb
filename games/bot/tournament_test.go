package bot

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// The tournaments are a benchmark, not a test: they run only with
// -tournament, e.g.
//
//	go test ./games/bot -run TestTournament -tournament -games 200 -v
var (
	tournament = flag.Bool("tournament", false, "play the bot tournaments (TestTournament)")
	tourGames  = flag.Int("games", 100, "tournament: games per match and table (four times as many for Chevaux)")
	tourOnly   = flag.String("only", "", "tournament: only the tables whose name contains this")
	tourStart  = flag.Uint64("seed", 1, "tournament: seed of the first game")
	tourMatch  = flag.String("match", "", "tournament: only the matches whose name contains this")
	tourAll    = flag.Bool("all", false, "tournament: every table the tests play (gamestest.Tables), not only each game's usual one")
)

// random stands for the random bot in a match: it is not a Level.
const random Level = -1

// outside stands for the game's outside opponent (peers) in a match.
const outside Level = -2

// match is one line of a tournament table: one seat played by strong, the
// others by weak, seats rotated from game to game.
type match struct{ strong, weak Level }

func (m match) String() string { return levelName(m.strong) + " vs " + levelName(m.weak) }

// nameIn is the match's name in the table of game: the outside opponent
// by its name.
func (m match) nameIn(game string) string {
	if m.weak == outside {
		p, _ := peerOf(game)
		return levelName(m.strong) + " vs " + p.name
	}
	return m.String()
}

func levelName(l Level) string {
	switch l {
	case random:
		return "random"
	case outside:
		return "outside"
	}
	return l.String()
}

// matches: each level against the outside opponent, and each against the
// level below. Hard against random players, the old yardstick, runs with
// -match random.
var matches = []match{{Hard, outside}, {Medium, outside}, {Hard, Medium}, {Medium, Easy}, {Hard, random}}

// clock adds up the time bots spend on moves where they had a choice.
type clock struct {
	mu    sync.Mutex
	total [3]time.Duration
	moves [3]int
}

func (c *clock) add(l Level, d time.Duration) {
	c.mu.Lock()
	c.total[l] += d
	c.moves[l]++
	c.mu.Unlock()
}

func (c *clock) mean(l Level) string {
	if c.moves[l] == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f ms", float64(c.total[l].Microseconds())/1000/float64(c.moves[l]))
}

// playMatchGame plays game number g of m on t and returns the strong
// seat's share of the win (1/k of a win shared by k).
func playMatchGame(t table, m match, g int, seed uint64, c *clock) (float64, error) {
	s, err := t.game.New(games.Config{Players: t.players, Seed: seed, Variant: t.variant})
	if err != nil {
		return 0, err
	}
	strong := games.Seat(g % t.players)
	rngs := make([]*rand.Rand, t.players)
	outsiders := make([]outsider, t.players)
	for i := range rngs {
		rngs[i] = rand.New(rand.NewPCG(seed, uint64(i)))
		if m.weak == outside && games.Seat(i) != strong {
			p, ok := peerOf(t.game.ID())
			if !ok {
				return 0, fmt.Errorf("%v: no outside opponent", t)
			}
			outsiders[i] = p.make()
		}
	}
	for moves := 0; !s.Over(); moves++ {
		if moves > 100000 {
			return 0, fmt.Errorf("%v seed %d: no end", t, seed)
		}
		seat := s.ToAct()[0]
		level := m.weak
		if seat == strong {
			level = m.strong
		}
		legal := s.Legal(seat)
		var mv games.Move
		switch {
		case level == random:
			mv = legal[rngs[seat].IntN(len(legal))]
		case len(legal) == 1:
			mv = legal[0]
		case level == outside:
			mv = outsiders[seat].choose(s, seat, legal, rngs[seat])
		default:
			start := time.Now()
			mv = Choose(context.Background(), s, seat, level, rngs[seat])
			c.add(level, time.Since(start))
		}
		if err := s.Apply(seat, mv); err != nil {
			return 0, fmt.Errorf("%v seed %d: %v: %v", t, seed, level, err)
		}
		for i, o := range outsiders {
			if w, ok := o.(watcher); ok {
				w.watch(s, games.Seat(i))
			}
		}
	}
	win := s.Result().Winners
	for _, w := range win {
		if w == strong {
			return 1 / float64(len(win)), nil
		}
	}
	return 0, nil
}

// wilson is the 95% Wilson score interval of wins out of n.
func wilson(wins float64, n int) (lo, hi float64) {
	const z = 1.96
	p, fn := wins/float64(n), float64(n)
	den := 1 + z*z/fn
	center := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	return center - half, center + half
}

// verdict compares a win rate's interval [lo, hi] with the fair share.
func verdict(lo, hi, fair float64) string {
	switch {
	case lo > fair:
		return "above"
	case hi < fair:
		return "below"
	}
	return "not told apart"
}

// tournamentTable reports whether the tournament plays tb without -all:
// the game's usual table, and the tables its outside opponent lists.
func tournamentTable(tb table) bool {
	want := gamestest.Table{Players: tb.players, Variant: tb.variant}
	if want == gamestest.Usual(tb.game) {
		return true
	}
	p, _ := peerOf(tb.game.ID())
	return slices.Contains(p.more, want)
}

// TestTournament plays every match on every table and prints one table
// per game: games, wins of the stronger side, its win rate with a 95%
// confidence interval, the fair share, and the mean time per move of each
// level (on moves with a choice).
func TestTournament(t *testing.T) {
	if !*tournament {
		t.Skip("run with -tournament")
	}
	for _, tb := range tables() {
		if !*tourAll && !tournamentTable(tb) {
			continue // the usual table of each game and its peer's more, unless -all
		}
		if *tourOnly != "" && !strings.Contains(tb.String(), *tourOnly) {
			continue
		}
		n := *tourGames
		if p, ok := peerOf(tb.game.ID()); ok {
			n *= p.scale
		}
		var c clock
		var out strings.Builder
		fmt.Fprintf(&out, "\n%s: %d games per match, seats rotated\n", tb, n)
		fmt.Fprintf(&out, "| match | games | wins | win rate | 95%% CI | fair share | vs fair share |\n|---|---|---|---|---|---|---|\n")
		start := time.Now()
		for mi, m := range matches {
			if *tourMatch != "" && !strings.Contains(m.nameIn(tb.game.ID()), *tourMatch) ||
				*tourMatch == "" && m.weak == random {
				continue
			}
			wins := make([]float64, n)
			errs := make(chan error, n)
			jobs := make(chan int)
			var wg sync.WaitGroup
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() {
					for g := range jobs {
						seed := *tourStart + uint64(g) + uint64(mi)<<32
						w, err := playMatchGame(tb, m, g, seed, &c)
						if err != nil {
							errs <- err
						}
						wins[g] = w
					}
				})
			}
			for g := range n {
				jobs <- g
			}
			close(jobs)
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatal(err)
			}
			total := 0.0
			for _, w := range wins {
				total += w
			}
			lo, hi := wilson(total, n)
			fmt.Fprintf(&out, "| %s | %d | %.1f | %.1f%% | %.1f–%.1f%% | %.1f%% | %s |\n", m.nameIn(tb.game.ID()), n, total,
				100*total/float64(n), 100*lo, 100*hi, 100/float64(tb.players), verdict(lo, hi, 1/float64(tb.players)))
		}
		fmt.Fprintf(&out, "time per move: easy %s, medium %s, hard %s (%v in all)\n",
			c.mean(Easy), c.mean(Medium), c.mean(Hard), time.Since(start).Round(time.Second))
		t.Log(out.String())
	}
}
