package zoo

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// TestGolden records one seeded four-player partner game, move by move with
// the public view after each: a change to the rules shows up as a diff.
func TestGolden(t *testing.T) {
	got, err := gamestest.Transcript(Game{}, games.Config{Players: 4, Seed: 19, Variant: VariantPartners}, 1)
	if err != nil {
		t.Fatal(err)
	}
	gamestest.Golden(t, "testdata/partners4.golden", got)
}
