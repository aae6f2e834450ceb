package stats

import (
	"math/rand/v2"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// The direction of each game's scores, detected from the results of
// seeded random games of every engine: the lowest wins in Beaver Gang
// only.
func TestLowWinsFromRealResults(t *testing.T) {
	var b Book
	for _, g := range catalog.All() {
		lo, _ := g.Players()
		for seed := uint64(1); seed <= 6; seed++ {
			setup := table.Setup{Game: g.ID(), Config: games.Config{Players: lo + 1, Seed: seed}}
			for i := range lo + 1 {
				setup.Seats = append(setup.Seats, table.SeatInfo{Name: "P", Kind: table.Human, Level: i % 3})
			}
			tb, err := table.New(g, setup)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 3))
			for !tb.Over() {
				seat := tb.ToAct()[0]
				legal := tb.Legal(seat)
				if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			r, err := NewRecord(setup, *tb.Update(games.Spectator).Result, int64(seed), "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := b.Add(r); err != nil {
				t.Fatal(err)
			}
		}
		s := b.Summary(g.ID())
		if s.LowWins != (g.ID() == "beavergang") {
			t.Errorf("%s: low wins %v", g.ID(), s.LowWins)
		}
		if s.All.Played != 6*(lo+1) || s.All.Won == 0 {
			t.Errorf("%s: %+v", g.ID(), s.All)
		}
	}
}
