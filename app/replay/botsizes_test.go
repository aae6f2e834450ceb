package replay

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"menagerie/app/table"
	"menagerie/games/bot"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

var botSizes = flag.Int("botsizes", 0, "TestBotLinkSizes: games per table played by bots (a few minutes for 5)")

// TestBotLinkSizes measures the codes of games played by bots (a Hard bot
// at seat 0, Medium ones elsewhere, four seats, the default variant): the
// games people play, shorter than random ones. It runs with -botsizes N.
func TestBotLinkSizes(t *testing.T) {
	if *botSizes == 0 {
		t.Skip("run with -botsizes N")
	}
	var report strings.Builder
	fmt.Fprintf(&report, "| game (4 players) | games | steps median | steps max | code median | code max |\n|---|---|---|---|---|---|\n")
	for _, g := range catalog.All() {
		var steps, sizes []int
		usual := gamestest.Usual(g)
		for seed := uint64(1); seed <= uint64(*botSizes); seed++ {
			setup := table.Setup{Game: g.ID(), Config: usual.Config(seed * 1_000_003)}
			for i := range usual.Players {
				level := int(bot.Medium)
				if i == 0 {
					level = int(bot.Hard)
				}
				setup.Seats = append(setup.Seats, table.SeatInfo{Name: fmt.Sprintf("Bot %d", i+1), Kind: table.Bot, Level: level})
			}
			tb, err := table.New(g, setup)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 1))
			for !tb.Over() {
				seat := tb.ToAct()[0]
				job, err := tb.BotJob(seat)
				if err != nil {
					t.Fatal(err)
				}
				m, err := job.Run(context.Background(), bot.ChooseLevel, rng)
				if err != nil {
					t.Fatal(err)
				}
				if err := tb.ActAt(seat, job.Seq, m); err != nil {
					t.Fatal(err)
				}
			}
			code, err := Encode(Of(tb))
			if err != nil {
				t.Fatal(err)
			}
			steps = append(steps, tb.Seq())
			sizes = append(sizes, len(code))
		}
		slices.Sort(steps)
		slices.Sort(sizes)
		fmt.Fprintf(&report, "| %s | %d | %d | %d | %d | %d |\n", g.ID(), len(steps), steps[len(steps)/2], steps[len(steps)-1], sizes[len(sizes)/2], sizes[len(sizes)-1])
	}
	t.Log("\n" + report.String())
}
