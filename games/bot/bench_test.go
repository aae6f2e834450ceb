package bot

import (
	"context"
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// BenchmarkChoose times one move of each level in each game, over a few
// positions reached by random play.
func BenchmarkChoose(b *testing.B) {
	for _, tb := range tables() {
		states, seats := decisionPoints(b, tb, 8, 42)
		for _, level := range []Level{Easy, Medium, Hard} {
			b.Run(tb.String()+"/"+level.String(), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, 1))
				i := 0
				for b.Loop() {
					Choose(context.Background(), states[i%len(states)], seats[i%len(states)], level, rng)
					i++
				}
			})
		}
	}
}

var moveTime = flag.Bool("movetime", false, "report the time of hard moves (TestHardMoveTime)")

// TestHardMoveTime reports the mean, 90th percentile and longest time of a
// hard move in each game over 40 positions reached by random play. Run it
// in WebAssembly to check the budget of the browser:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
//		-run TestHardMoveTime -movetime -v ./games/bot/
func TestHardMoveTime(t *testing.T) {
	if !*moveTime {
		t.Skip("run with -movetime")
	}
	all := tables()
	for _, g := range catalog.All() {
		sizes := gamestest.Sizes(g)
		all = append(all, table{game: g, players: sizes[len(sizes)-1].Players})
	}
	for _, tb := range all {
		states, seats := decisionPoints(t, tb, 40, 7)
		var took []time.Duration
		var total time.Duration
		for i, s := range states {
			start := time.Now()
			Choose(context.Background(), s, seats[i], Hard, rand.New(rand.NewPCG(uint64(i), 1)))
			d := time.Since(start)
			took = append(took, d)
			total += d
		}
		slices.Sort(took)
		t.Logf("%-18v hard move: mean %4d ms, 90%% %4d ms, max %4d ms", tb, (total / time.Duration(len(took))).Milliseconds(),
			took[len(took)*9/10].Milliseconds(), took[len(took)-1].Milliseconds())
	}
}
