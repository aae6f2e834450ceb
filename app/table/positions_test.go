package table

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"menagerie/games"
)

// Legal is Update's Legal without the view; a Clone goes its own way.
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
