package ui

import (
	"testing"

	"menagerie/games/catalog"
)

// TestOneListPerLayer: the screens (tables) and the engines (the catalog)
// list the same games in the same order, each once, with each screen drawn
// for its own engine; the menu, the saved games and the manifest follow
// them.
func TestOneListPerLayer(t *testing.T) {
	engines := catalog.All()
	if len(tables) != len(engines) {
		t.Fatalf("%d screens for %d engines", len(tables), len(engines))
	}
	for i, g := range engines {
		if tables[i].ID() != g.ID() {
			t.Errorf("screen %d is %s, engine %d is %s", i, tables[i].ID(), i, g.ID())
		}
		if tables[i].Engine == nil {
			t.Errorf("screen %s has no engine", tables[i].ID())
		}
	}
	menu, titles := menu(), Titles()
	if len(menu) != len(engines) || len(titles) != len(engines) {
		t.Fatalf("menu %d, manifest %d, engines %d", len(menu), len(titles), len(engines))
	}
	for i, g := range engines {
		if menu[i].ID != g.ID() || titles[i].ID != g.ID() {
			t.Errorf("menu %s, manifest %s, engine %s", menu[i].ID, titles[i].ID, g.ID())
		}
	}
}
