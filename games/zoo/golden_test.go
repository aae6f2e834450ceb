package zoo

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// TestGolden records one seeded four-player partner game to 10 points, move
// by move with every seat's view and legal moves after each: a change to
// the rules, or to what a seat is shown, shows up as a diff.
func TestGolden(t *testing.T) {
	got, err := gamestest.Transcript(Game{}, games.Config{Players: 4, Seed: 19, Variant: Options{Partners: true, Goal: 10}.Variant()}, 1)
	if err != nil {
		t.Fatal(err)
	}
	gamestest.Golden(t, "testdata/partners4-goal10.golden", got)
}
