package gamestest_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// TestTables: for every game of the catalog, every table the helpers give
// starts, the usual one comes first, every size and variant the game
// offers is somewhere, and no table is listed twice.
func TestTables(t *testing.T) {
	for _, g := range catalog.All() {
		lo, hi := g.Players()
		tables, all := gamestest.Tables(g), gamestest.AllTables(g)
		t.Logf("%s: %v; all %v", g.ID(), tables, all)
		if tables[0] != gamestest.Usual(g) || tables[0].Variant != "" {
			t.Errorf("%s: first table %v, usual %v", g.ID(), tables[0], gamestest.Usual(g))
		}
		sizes, variants := map[int]bool{}, map[string]bool{}
		for _, list := range [][]gamestest.Table{tables, all, gamestest.Sizes(g)} {
			seen := map[gamestest.Table]bool{}
			for _, tb := range list {
				if seen[tb] {
					t.Errorf("%s: %v listed twice", g.ID(), tb)
				}
				seen[tb] = true
				if _, err := g.New(tb.Config(7)); err != nil {
					t.Errorf("%s: %v does not start: %v", g.ID(), tb, err)
				}
				sizes[tb.Players], variants[tb.Variant] = true, true
			}
		}
		for n := lo; n <= hi; n++ {
			if !sizes[n] {
				t.Errorf("%s: no table of %d", g.ID(), n)
			}
		}
		if o, ok := g.(games.Optioner); ok {
			for _, v := range o.Variants() {
				if !variants[v] {
					t.Logf("%s: variant %q starts as another table", g.ID(), v)
				}
			}
		}
	}
}

// fake is a game of 2 to 6 players whose variant "teams" needs an even
// number of four or more, and whose variant "same" is the standard game
// under another name.
type fake struct{}

func (fake) ID() string                            { return "fake" }
func (fake) Players() (int, int)                   { return 2, 6 }
func (fake) DecodeMove([]byte) (games.Move, error) { return nil, nil }
func (fake) Variants() []string                    { return []string{"same", "", "teams"} }
func (fake) New(cfg games.Config) (games.State, error) {
	ok := cfg.Players >= 2 && cfg.Players <= 6
	switch cfg.Variant {
	case "", "same":
	case "teams":
		ok = ok && cfg.Players >= 4 && cfg.Players%2 == 0
	default:
		ok = false
	}
	if !ok {
		return nil, errors.New("no")
	}
	return fakeState{cfg}, nil
}

type fakeState struct{ cfg games.Config }

func (fakeState) ToAct() []games.Seat                              { return nil }
func (fakeState) Legal(games.Seat) []games.Move                    { return nil }
func (fakeState) Apply(games.Seat, games.Move) error               { return nil }
func (fakeState) Over() bool                                       { return true }
func (fakeState) Result() games.Result                             { return games.Result{} }
func (s fakeState) Clone() games.State                             { return s }
func (s fakeState) Determinize(games.Seat, *rand.Rand) games.State { return s }
func (s fakeState) View(games.Seat) any {
	return map[string]any{"players": s.cfg.Players, "teams": s.cfg.Variant == "teams"}
}

func TestTablesOfAGame(t *testing.T) {
	for _, c := range []struct {
		name string
		got  []gamestest.Table
		want string
	}{
		{"Tables", gamestest.Tables(fake{}), "[4p 2p 4p/teams]"},
		{"Sizes", gamestest.Sizes(fake{}), "[2p 3p 4p 5p 6p]"},
		{"AllTables", gamestest.AllTables(fake{}), "[2p 3p 4p 5p 6p 4p/teams 6p/teams]"},
	} {
		if got := fmt.Sprint(c.got); got != c.want {
			t.Errorf("%s = %s, want %s", c.name, got, c.want)
		}
	}
	if u := gamestest.Usual(fake{}); u != (gamestest.Table{Players: 4}) || u.Config(9) != (games.Config{Players: 4, Seed: 9}) {
		t.Errorf("Usual = %v", u)
	}
}
