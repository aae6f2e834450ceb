package replay

import (
	"fmt"
	"math/rand/v2"
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

// randomGame plays a seeded random game of c, stopping after limit steps
// if limit > 0; a timed game's clock runs out at a random step.
func randomGame(t testing.TB, c config, seed uint64, limit int) Replay {
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
