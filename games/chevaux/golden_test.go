package chevaux

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func TestGolden(t *testing.T) {
	got, err := gamestest.Transcript(Game{}, games.Config{Players: 3, Seed: 2026, Variant: "battles=12"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	gamestest.Golden(t, "testdata/transcript-3p.txt", got)
}
