package gamestest_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// TestTranscriptRecordsEverySeat: for every game of the catalog, a
// transcript holds, at the start and after every move, the spectator's
// view and every seat's view and legal moves, exactly as the game gives
// them when the same moves are replayed, so that a card leaking into any
// seat's view shows in a golden diff.
func TestTranscriptRecordsEverySeat(t *testing.T) {
	for _, g := range catalog.All() {
		tb := gamestest.Usual(g)
		cfg := tb.Config(3)
		got, err := gamestest.Transcript(g, cfg, 5)
		if err != nil {
			t.Fatalf("%s: %v", g.ID(), err)
		}
		// Replay: the same rng picks the same moves (see Transcript).
		s, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(5, 3))
		var want bytes.Buffer
		block := func() {
			for seat := games.Spectator; int(seat) < cfg.Players; seat++ {
				view, _ := json.Marshal(s.View(seat))
				if seat == games.Spectator {
					fmt.Fprintf(&want, "  spectator view %s\n", view)
					continue
				}
				fmt.Fprintf(&want, "  seat %d view %s\n", seat, view)
				if legal := s.Legal(seat); len(legal) > 0 {
					moves, _ := json.Marshal(legal)
					fmt.Fprintf(&want, "  seat %d legal %s\n", seat, moves)
				}
			}
		}
		want.WriteString("start\n")
		block()
		steps := 0
		for n := 1; !s.Over(); n++ {
			toAct := s.ToAct()
			seat := toAct[rng.IntN(len(toAct))]
			legal := s.Legal(seat)
			m := legal[rng.IntN(len(legal))]
			if err := s.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
			data, _ := json.Marshal(m)
			fmt.Fprintf(&want, "move %d: seat %d %s %s\n", n, seat, m, data)
			block()
			steps++
		}
		r, _ := json.Marshal(s.Result())
		fmt.Fprintf(&want, "result %s\n", r)
		if !bytes.Equal(got, want.Bytes()) {
			t.Errorf("%s: the transcript is not every seat's view and legal moves at every step", g.ID())
		}
		// Every step has one view line per seat and the spectator.
		views := 0
		sc := bufio.NewScanner(bytes.NewReader(got))
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			if strings.Contains(sc.Text(), " view ") {
				views++
			}
		}
		if views != (steps+1)*(cfg.Players+1) {
			t.Errorf("%s: %d view lines for %d steps of %d seats and a spectator", g.ID(), views, steps+1, cfg.Players)
		}
	}
}
