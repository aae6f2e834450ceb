package animalement

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// TestContract plays seeded random games of every player count.
//
// HiddenInfo is false: nothing here is known to one seat and not to another
// (the money in every hand follows from the cards laid face-up), so no view
// can change under Determinize. The deck order, hidden from everyone, is
// resampled all the same: TestDeterminizeReshufflesDeck checks it.
func TestContract(t *testing.T) {
	gamestest.Check(t, Game{}, gamestest.Options{
		Configs: []games.Config{
			{Players: 3},
			{Players: 4},
			{Players: 5},
		},
		Seeds:           20,
		NoWinnerAllowed: true,
	})
}

func TestGolden(t *testing.T) {
	got, err := gamestest.Transcript(Game{}, games.Config{Players: 4, Seed: 42}, 1)
	if err != nil {
		t.Fatal(err)
	}
	gamestest.Golden(t, "testdata/transcript-4p-seed42.txt", got)
}

func BenchmarkPlayout(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 4})
}
