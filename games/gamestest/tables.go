package gamestest

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"

	"menagerie/games"
)

// Table is one way to seat a game: how many play, and the variant
// (Config.Variant). Tests that loop over the catalog take their tables from
// Tables, Sizes or AllTables, so that a new game is exercised at the sizes
// and variants it offers, never at a size it refuses.
type Table struct {
	Players int
	Variant string
}

// Config is the table's config with seed.
func (t Table) Config(seed uint64) games.Config {
	return games.Config{Players: t.Players, Seed: seed, Variant: t.Variant}
}

// String names the table as test names do: "4p", "4p/partners".
func (t Table) String() string {
	s := strconv.Itoa(t.Players) + "p"
	if t.Variant != "" {
		s += "/" + t.Variant
	}
	return s
}

// usualPlayers is the size of table a test plays when any will do: four, or
// the nearest the game allows.
const usualPlayers = 4

// Usual is the table a test plays when any will do: the standard variant
// ("") with four players, or the nearest number the game allows.
func Usual(g games.Game) Table {
	lo, hi := g.Players()
	return Table{Players: min(max(usualPlayers, lo), hi)}
}

// Tables returns the few tables that show every shape of g, the usual one
// first (see Usual): then the smallest table, if smaller; then every
// variant the game offers (games.Optioner) at the usual size, or at the
// nearest size that variant accepts. A variant that starts exactly as a
// table already listed (the same spectator view for the same seed: the
// default under another name) is left out.
func Tables(g games.Game) []Table {
	lo, _ := g.Players()
	out := []Table{Usual(g)}
	if lo < out[0].Players {
		out = append(out, Table{Players: lo})
	}
	usual := out[0].Players
	for _, v := range variants(g) {
		if n, ok := nearest(g, v, usual); ok {
			out = add(g, out, Table{Players: n, Variant: v})
		}
	}
	return out
}

// Sizes returns g's standard variant at every number of players it
// allows, the smallest first.
func Sizes(g games.Game) []Table {
	lo, hi := g.Players()
	var out []Table
	for n := lo; n <= hi; n++ {
		out = append(out, Table{Players: n})
	}
	return out
}

// AllTables returns Sizes, then every other variant the game offers at the
// smallest and the largest size that variant accepts (as Tables, a
// variant that starts as a listed table is left out).
func AllTables(g games.Game) []Table {
	lo, hi := g.Players()
	out := Sizes(g)
	for _, v := range variants(g) {
		small, ok := nearest(g, v, lo)
		if !ok {
			continue
		}
		large, _ := nearest(g, v, hi)
		out = add(g, out, Table{Players: small, Variant: v})
		out = add(g, out, Table{Players: large, Variant: v})
	}
	return out
}

// variants lists the variants g offers besides the standard one.
func variants(g games.Game) []string {
	o, ok := g.(games.Optioner)
	if !ok {
		return nil
	}
	return slices.DeleteFunc(o.Variants(), func(v string) bool { return v == "" })
}

// nearest is the number of players nearest to n (the smaller on a tie)
// with which g accepts variant v.
func nearest(g games.Game, v string, n int) (int, bool) {
	lo, hi := g.Players()
	for d := 0; n-d >= lo || n+d <= hi; d++ {
		for _, k := range []int{n - d, n + d} {
			if k >= lo && k <= hi {
				if _, err := g.New(games.Config{Players: k, Seed: 1, Variant: v}); err == nil {
					return k, true
				}
			}
		}
	}
	return 0, false
}

// add appends t to tables unless it is listed or starts as a listed table
// of the same size.
func add(g games.Game, tables []Table, t Table) []Table {
	start := startView(g, t)
	for _, u := range tables {
		if u == t || u.Players == t.Players && bytes.Equal(startView(g, u), start) {
			return tables
		}
	}
	return append(tables, t)
}

// startView is the spectator's view of t at the start, for one seed.
func startView(g games.Game, t Table) []byte {
	s, err := g.New(t.Config(1))
	if err != nil {
		return nil
	}
	data, _ := json.Marshal(s.View(games.Spectator))
	return data
}
