package stats

import (
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// The direction of each game's scores, detected from the results of
// seeded random games of every engine, is the one those results show: the
// lowest wins (Beaver Gang) when every winner scored the least of its game.
func TestLowWinsFromRealResults(t *testing.T) {
	var b Book
	for _, g := range catalog.All() {
		usual := gamestest.Usual(g)
		lowest := true // every winner so far scored the least
		for seed := uint64(1); seed <= 6; seed++ {
			setup := table.Setup{Game: g.ID(), Config: usual.Config(seed)}
			for i := range usual.Players {
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
			res := *tb.Update(games.Spectator).Result
			for _, w := range res.Winners {
				lowest = lowest && res.Scores[w] == slices.Min(res.Scores)
			}
			r, err := NewRecord(setup, res, int64(seed), "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := b.Add(r); err != nil {
				t.Fatal(err)
			}
		}
		s := b.Summary(g.ID())
		if s.LowWins != lowest {
			t.Errorf("%s: low wins %v; the winners scored the least: %v", g.ID(), s.LowWins, lowest)
		}
		if s.All.Played != 6 || s.All.Won == 0 { // six games, each counted once
			t.Errorf("%s: %+v", g.ID(), s.All)
		}
	}
}
