package table

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"menagerie/games"
)

// Legal is Update's Legal without the view, and LegalCount, LegalMove
// and LegalIndex agree with it; View is Update's view; a Clone goes its
// own way.
func TestLegalAndClone(t *testing.T) {
	for _, c := range configs() {
		cfg := c.cfg
		cfg.Seed = 3
		tb := gameTable(t, c.g, cfg)
		rng := rand.New(rand.NewPCG(3, 3))
		for range 30 {
			if tb.Over() {
				break
			}
			for seat := games.Spectator; int(seat) <= cfg.Players; seat++ {
				a, _ := json.Marshal(tb.Legal(seat))
				b, _ := json.Marshal(tb.Update(seat).Legal)
				if !bytes.Equal(a, b) {
					t.Fatalf("%s: seat %d: Legal %s, Update's %s", c.g.ID(), seat, a, b)
				}
				if v := tb.View(seat); !bytes.Equal(v, tb.Update(seat).View) {
					t.Fatalf("%s: seat %d: View %s", c.g.ID(), seat, v)
				}
				legal := tb.Legal(seat)
				if tb.LegalCount(seat) != len(legal) {
					t.Fatalf("%s: seat %d: LegalCount %d of %d", c.g.ID(), seat, tb.LegalCount(seat), len(legal))
				}
				for i, m := range legal {
					if got, ok := tb.LegalMove(seat, i); !ok || !bytes.Equal(got, m) {
						t.Fatalf("%s: seat %d: LegalMove(%d) = %s", c.g.ID(), seat, i, got)
					}
					// The first move encoded as m (a game may list one twice).
					if k := tb.LegalIndex(seat, m); k < 0 || k > i || !bytes.Equal(legal[k], m) {
						t.Fatalf("%s: seat %d: LegalIndex(%s) = %d, want %d", c.g.ID(), seat, m, k, i)
					}
				}
				for _, i := range []int{-1, len(legal)} {
					if _, ok := tb.LegalMove(seat, i); ok {
						t.Fatalf("%s: seat %d: LegalMove(%d) found", c.g.ID(), seat, i)
					}
				}
				for _, m := range []string{`{"nope":1}`, `null`, `[`} {
					if k := tb.LegalIndex(seat, json.RawMessage(m)); k != -1 {
						t.Fatalf("%s: seat %d: LegalIndex(%s) = %d", c.g.ID(), seat, m, k)
					}
				}
			}
			if tb.CanTimeUp() != (tb.Timed() && !tb.Over()) {
				t.Fatalf("%s: CanTimeUp %v before any time-up", c.g.ID(), tb.CanTimeUp())
			}
			cl := tb.Clone()
			before := everything(t, tb)
			if !bytes.Equal(before, everything(t, cl)) {
				t.Fatalf("%s: the clone differs", c.g.ID())
			}
			seat := cl.ToAct()[0]
			if err := cl.Act(seat, cl.Legal(seat)[0]); err != nil {
				t.Fatal(err)
			}
			if err := cl.SetSeat(0, SeatInfo{Name: "X", Kind: Bot}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(before, everything(t, tb)) {
				t.Fatalf("%s: playing on the clone changed the table", c.g.ID())
			}
			seat = tb.ToAct()[rng.IntN(len(tb.ToAct()))]
			legal := tb.Legal(seat)
			if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
