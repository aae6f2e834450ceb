package catalog

import (
	"testing"

	"menagerie/games"
)

func TestCatalog(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All() {
		if seen[g.ID()] {
			t.Errorf("%s listed twice", g.ID())
		}
		seen[g.ID()] = true
		back, ok := ByID(g.ID())
		if !ok || back.ID() != g.ID() {
			t.Errorf("ByID(%q) = %v, %v", g.ID(), back, ok)
		}
		lo, hi := g.Players()
		if lo < 2 || hi < lo {
			t.Errorf("%s: players %d–%d", g.ID(), lo, hi)
		}
		if _, err := g.New(games.Config{Players: lo, Seed: 1}); err != nil {
			t.Errorf("%s: New: %v", g.ID(), err)
		}
	}
	if _, ok := ByID("nope"); ok {
		t.Errorf("ByID found a game that does not exist")
	}
	// All returns a copy: changing it changes nothing.
	if all := All(); len(all) > 0 {
		all[0] = nil
		if All()[0] == nil {
			t.Errorf("All exposes the registry")
		}
	}
}
