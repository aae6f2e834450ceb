package replay

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// config is one table of one game.
type config struct {
	g   games.Game
	cfg games.Config
}

func (c config) String() string {
	return fmt.Sprintf("%s/%dp/%s", c.g.ID(), c.cfg.Players, c.cfg.Variant)
}

// configs lists every game of the catalog at every table
// gamestest.AllTables gives: each of its player counts with its standard
// variant, its smallest and largest with each other variant.
func configs() []config {
	var out []config
	for _, g := range catalog.All() {
		for _, tb := range gamestest.AllTables(g) {
			out = append(out, config{g, tb.Config(0)})
		}
	}
	return out
}

// names gives the seats names of every kind: accents, emoji, empty.
var names = []string{"Léa", "Bot 1", "🦊 Renard", "", "Zoë", "Ours brun", "Émile", "x"}

// played keeps the games randomGame played, by config, seed and limit:
// the tests ask for the same seeded games (TestLinkSizes plays seeds 1 to
// 8 to their end, TestRoundTrip, TestPlayerRounds and TestDecodeChecks
// some of these again), which are played once.
var played struct {
	sync.Mutex
	games map[string]Replay
}

// randomGame plays a seeded random game of c, stopping after limit steps
// if limit > 0; a timed game's clock runs out at a random step. Each
// caller gets a copy of its own.
func randomGame(t testing.TB, c config, seed uint64, limit int) Replay {
	t.Helper()
	key := fmt.Sprintf("%v seed %d limit %d", c, seed, limit)
	played.Lock()
	defer played.Unlock()
	if r, ok := played.games[key]; ok {
		return r.clone()
	}
	r := playRandom(t, c, seed, limit)
	if played.games == nil {
		played.games = map[string]Replay{}
	}
	played.games[key] = r
	return r.clone()
}

// playRandom plays randomGame's game.
func playRandom(t testing.TB, c config, seed uint64, limit int) Replay {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 77))
	cfg := c.cfg
	cfg.Seed = rng.Uint64()
	setup := table.Setup{Game: c.g.ID(), Config: cfg}
	for i := range cfg.Players {
		k := table.Kind([]table.Kind{table.Human, table.Bot, table.Remote}[rng.IntN(3)])
		info := table.SeatInfo{Name: names[(i+int(seed))%len(names)], Kind: k}
		if k == table.Bot {
			info.Level = rng.IntN(3)
		}
		setup.Seats = append(setup.Seats, info)
	}
	tb, err := table.New(c.g, setup)
	if err != nil {
		t.Fatal(err)
	}
	timeUp := -1
	if tb.Timed() {
		timeUp = rng.IntN(400)
	}
	for n := 0; !tb.Over() && (limit <= 0 || n < limit); n++ {
		if n == timeUp && tb.CanTimeUp() {
			if err := tb.Act(games.Spectator, table.TimeUp); err != nil {
				t.Fatal(err)
			}
			continue
		}
		toAct := tb.ToAct()
		seat := toAct[rng.IntN(len(toAct))]
		legal := tb.Legal(seat)
		if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return Of(tb)
}
