package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/chevaux"
	"menagerie/games/gamestest"
)

// gameTable starts a table of g with a human at seat 0 and bots elsewhere.
func gameTable(t *testing.T, g games.Game, cfg games.Config) *Table {
	t.Helper()
	seats := []SeatInfo{{Name: "Léa", Kind: Human}}
	for i := 1; i < cfg.Players; i++ {
		seats = append(seats, SeatInfo{Name: fmt.Sprintf("Bot %d", i), Kind: Bot, Level: i % 3})
	}
	tb, err := New(g, Setup{Game: g.ID(), Config: cfg, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// everything is the JSON of every seat's update (the spectator's too) and
// of the log: all that an undo must give back exactly.
func everything(t *testing.T, tb *Table) []byte {
	t.Helper()
	var all []any
	for seat := games.Spectator; int(seat) < tb.Setup().Config.Players; seat++ {
		all = append(all, tb.Update(seat))
	}
	all = append(all, tb.Log(), tb.Seq())
	data, err := json.Marshal(all)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// randomStep plays a random legal move of a random seat among those to act
// but seat 0.
func randomStep(t *testing.T, tb *Table, rng *rand.Rand) {
	t.Helper()
	var others []games.Seat
	for _, s := range tb.ToAct() {
		if s != 0 {
			others = append(others, s)
		}
	}
	seat := others[rng.IntN(len(others))]
	legal := tb.Legal(seat)
	if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
		t.Fatal(err)
	}
}

// configs lists, for each game of the catalog, the tables of
// gamestest.AllTables but the standard variant's middle sizes: its
// smallest and largest tables with each of its variants.
func configs() (out []struct {
	g   games.Game
	cfg games.Config
}) {
	for _, g := range catalog.All() {
		sizes := gamestest.Sizes(g)
		for _, tb := range gamestest.AllTables(g) {
			if tb.Variant == "" && tb != sizes[0] && tb != sizes[len(sizes)-1] {
				continue
			}
			out = append(out, struct {
				g   games.Game
				cfg games.Config
			}{g, tb.Config(0)})
		}
	}
	return out
}

// TestUndo plays seeded games of every engine with a human at seat 0 and
// random bots, and takes back the human's first ten moves, then one in ten,
// once the bots have replied: every seat's update, the log and Seq come back exactly as they
// were before the human's move. The same moves made again then lead to the
// same position as before the undo.
func TestUndo(t *testing.T) {
	for _, c := range configs() {
		for _, seed := range []uint64{1, 2} {
			cfg := c.cfg
			cfg.Seed = seed
			t.Run(fmt.Sprintf("%s/%dp/%s/seed%d", c.g.ID(), cfg.Players, cfg.Variant, seed), func(t *testing.T) {
				tb := gameTable(t, c.g, cfg)
				if _, err := tb.Undo(0); !errors.Is(err, ErrNothingToUndo) {
					t.Fatalf("undo before any move: %v", err)
				}
				rng := rand.New(rand.NewPCG(seed, 11))
				undos, turns := 0, 0
				for !tb.Over() {
					if !slices.Contains(tb.ToAct(), 0) {
						randomStep(t, tb, rng)
						continue
					}
					turns++
					check := turns <= 10 || turns%10 == 0
					var before []byte
					if check {
						before = everything(t, tb)
					}
					from := tb.Seq()
					legal := tb.Legal(0)
					if err := tb.Act(0, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
					for !tb.Over() && !slices.Contains(tb.ToAct(), 0) {
						randomStep(t, tb, rng)
					}
					if tb.Over() {
						end := everything(t, tb)
						if _, err := tb.Undo(0); !errors.Is(err, ErrGameOver) || !bytes.Equal(end, everything(t, tb)) {
							t.Fatalf("undo after the end: %v", err)
						}
						break
					}
					if !check {
						continue
					}
					after, steps := everything(t, tb), tb.Log()[from:]
					n, err := tb.Undo(0)
					if err != nil || n != len(steps) {
						t.Fatalf("undo at %d: %d steps, %v; want %d", from, n, err, len(steps))
					}
					if got := everything(t, tb); !bytes.Equal(got, before) {
						t.Fatalf("undo at %d: the table differs from before the move:\n%s\n%s", from, got, before)
					}
					undos++
					for _, st := range steps {
						if err := tb.Act(st.Seat, st.Move); err != nil {
							t.Fatal(err)
						}
					}
					if !bytes.Equal(everything(t, tb), after) {
						t.Fatalf("the same moves after the undo at %d lead elsewhere", from)
					}
				}
				if undos == 0 {
					t.Errorf("no move taken back")
				}
				t.Logf("%d undos, %d moves", undos, tb.Seq())
			})
		}
	}
}

func TestUndoRefusals(t *testing.T) {
	tb := newRace(t)
	for _, seat := range []games.Seat{games.Spectator, 2, 9} {
		if _, err := tb.Undo(seat); !errors.Is(err, ErrNoSuchSeat) {
			t.Errorf("Undo(%d) = %v", seat, err)
		}
	}
	if _, err := tb.Undo(0); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo before any move: %v", err)
	}
	// Seat 1 has not moved yet when seat 0 has.
	if err := tb.Act(0, json.RawMessage(`{"add":2}`)); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Undo(1); !errors.Is(err, ErrNothingToUndo) || tb.Seq() != 1 {
		t.Errorf("undo of a seat that has not moved: %v", err)
	}
}

// The clock's verdict is never taken back: a move before the table's
// TimeUp cannot be undone, one after it can (seeded three-seat Chevaux
// games, the time running out when seat 0 is to announce in a battle,
// which the time-up does not stop).
func TestUndoNeverCrossesTheClock(t *testing.T) {
	start := time.UnixMilli(1_000)
	// table plays the seeded game until seat 0 is to act.
	table := func(seed uint64) *Table {
		tb, err := New(chevaux.Game{}, Setup{Game: "chevaux", Config: games.Config{Players: 3, Seed: seed, Variant: "time=15"},
			Seats: []SeatInfo{{Name: "A", Kind: Human}, {Name: "B", Kind: Bot}, {Name: "C", Kind: Bot}}})
		if err != nil {
			t.Fatal(err)
		}
		tb.StartClock(start)
		rng := rand.New(rand.NewPCG(seed, 5))
		for !slices.Contains(tb.ToAct(), 0) || phaseOf(t, tb) != "announcing" {
			if slices.Contains(tb.ToAct(), 0) {
				if err := tb.Act(0, tb.Legal(0)[0]); err != nil {
					t.Fatal(err)
				}
				continue
			}
			randomStep(t, tb, rng)
		}
		return tb
	}
	after := 0
	for seed := uint64(1); seed <= 10; seed++ {
		// Seat 0's move, then the time-up: the move stays.
		tb := table(seed)
		if err := tb.Act(0, tb.Legal(0)[0]); err != nil {
			t.Fatal(err)
		}
		if !tb.CanTimeUp() {
			t.Fatal("a timed game before its time-up cannot take it")
		}
		if err := tb.Act(games.Spectator, TimeUp); err != nil {
			t.Fatal(err)
		}
		if tb.CanTimeUp() {
			t.Error("the time-up can be taken twice")
		}
		before := everything(t, tb)
		if _, err := tb.Undo(0); !errors.Is(err, ErrUndoClock) || !bytes.Equal(before, everything(t, tb)) {
			t.Fatalf("seed %d: undo across the clock: %v", seed, err)
		}
		// The time-up, then seat 0's move: it may be taken back.
		tb = table(seed)
		if err := tb.Act(games.Spectator, TimeUp); err != nil {
			t.Fatal(err)
		}
		before = everything(t, tb)
		if err := tb.Act(0, tb.Legal(0)[0]); err != nil {
			t.Fatal(err)
		}
		if tb.Over() {
			continue
		}
		if n, err := tb.Undo(0); err != nil || n != 1 || !bytes.Equal(before, everything(t, tb)) {
			t.Fatalf("seed %d: undo after the clock: %d, %v", seed, n, err)
		}
		if tb.Deadline() != start.Add(15*time.Minute).UnixMilli() {
			t.Errorf("the deadline moved: %d", tb.Deadline())
		}
		after++
	}
	if after == 0 {
		t.Fatal("no game went on after seat 0's move past the time-up")
	}
}
