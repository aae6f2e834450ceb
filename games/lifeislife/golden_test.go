package lifeislife

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// TestGolden replays one seeded game and compares every move, and every
// seat's view and legal moves after it, with testdata/transcript.txt (go
// test -run Golden -update rewrites it).
func TestGolden(t *testing.T) {
	got, err := gamestest.Transcript(Game{}, games.Config{Players: 3, Seed: 322}, 322)
	if err != nil {
		t.Fatal(err)
	}
	gamestest.Golden(t, "testdata/transcript.txt", got)
}
