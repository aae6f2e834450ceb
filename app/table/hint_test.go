package table

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
	"menagerie/games/bot"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// chooseBot is the app's Chooser: the bots of package bot.
var chooseBot Chooser = bot.ChooseLevel

// TestHint: at positions of seeded games of every engine where the human
// at seat 0 has a choice, a hint is one of its legal moves and is the move
// the Hard bot chooses for that seat on the same position with the same
// rng seed, and its reason is bot.Explain's, never empty; asking for it
// changes nothing at the table.
func TestHint(t *testing.T) {
	if HintLevel != int(bot.Hard) {
		t.Fatalf("HintLevel %d is not the hard level %d", HintLevel, bot.Hard)
	}
	ctx := context.Background()
	for _, g := range catalog.All() {
		// The usual table and the smallest (or the first variant).
		tables := gamestest.Tables(g)
		for seed := uint64(1); seed <= uint64(min(2, len(tables))); seed++ {
			cfg := tables[seed-1].Config(seed)
			t.Run(fmt.Sprintf("%s/%v/seed%d", g.ID(), tables[seed-1], seed), func(t *testing.T) {
				tb := gameTable(t, g, cfg)
				rng := rand.New(rand.NewPCG(seed, 13))
				hints, reasons := 0, 0
				for moves := 0; hints < 6 && !tb.Over(); moves++ {
					if !slices.Contains(tb.ToAct(), 0) {
						randomStep(t, tb, rng)
						continue
					}
					legal := tb.Legal(0)
					if len(legal) > 1 && moves >= 10*hints {
						before := everything(t, tb)
						job, err := tb.HintJob(0)
						if err != nil {
							t.Fatal(err)
						}
						if job.Level != HintLevel || job.Seat != 0 || job.Seq != tb.Seq() {
							t.Fatalf("job %+v", job)
						}
						hintSeed := seed*100 + uint64(moves)
						hint, err := job.Run(ctx, chooseBot, rand.New(rand.NewPCG(hintSeed, 1)))
						if err != nil {
							t.Fatal(err)
						}
						if !slices.ContainsFunc(legal, func(m json.RawMessage) bool { return bytes.Equal(m, hint) }) {
							t.Fatalf("hint %s is not among the legal moves", hint)
						}
						want := bot.Choose(ctx, tb.state.Clone(), 0, bot.Hard, rand.New(rand.NewPCG(hintSeed, 1)))
						if w, _ := json.Marshal(want); !bytes.Equal(w, hint) {
							t.Fatalf("hint %s, the Hard bot plays %s", hint, w)
						}
						reason, err := job.Explain(bot.Explain, hint)
						if err != nil || reason != bot.Explain(tb.state.Clone(), 0, want) {
							t.Fatalf("reason %q (%v)", reason, err)
						}
						if reason == "" && bot.Explains(tb.state) {
							t.Errorf("hint %s, a choice among %d moves, has no reason", hint, len(legal))
						}
						reasons++
						if !bytes.Equal(before, everything(t, tb)) {
							t.Fatal("asking for a hint changed the table")
						}
						hints++
					}
					if err := tb.Act(0, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
				if hints == 0 {
					t.Error("no position with a choice for seat 0")
				}
				t.Logf("%d hints, %d with a reason", hints, reasons)
			})
		}
	}
}

func TestHintJobRefusals(t *testing.T) {
	tb := newRace(t)
	for _, c := range []struct {
		seat games.Seat
		want error
	}{{games.Spectator, ErrNoSuchSeat}, {2, ErrNoSuchSeat}, {1, ErrNotYourTurn}} {
		if _, err := tb.HintJob(c.seat); !errors.Is(err, c.want) {
			t.Errorf("HintJob(%d) = %v, want %v", c.seat, err, c.want)
		}
	}
	// A bot seat's own job keeps its level; a hint is always at HintLevel.
	if err := tb.Act(0, json.RawMessage(`{"add":1}`)); err != nil {
		t.Fatal(err)
	}
	job, err := tb.HintJob(1)
	if err != nil || job.Level != HintLevel {
		t.Fatalf("HintJob(1) = %+v, %v", job, err)
	}
	if bj, _ := tb.BotJob(1); bj.Level != 0 {
		t.Errorf("the bot's own level changed: %d", bj.Level)
	}
}
