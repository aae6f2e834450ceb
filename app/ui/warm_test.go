package ui

import (
	"testing"

	"menagerie/games/catalog"
)

// TestWarmUpEveryGame runs each step of the warm-up: the saved game and
// every game of the catalog encode and decode without an error, so that
// none is left for the first game to build.
func TestWarmUpEveryGame(t *testing.T) {
	if err := warmSaved(); err != nil {
		t.Errorf("the saved game: %v", err)
	}
	for _, g := range catalog.All() {
		if err := warmGame(g); err != nil {
			t.Errorf("%s: %v", g.ID(), err)
		}
	}
}
