package beavergang

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func TestContract(t *testing.T) {
	var cfgs []games.Config
	for n := 2; n <= 6; n++ {
		cfgs = append(cfgs, games.Config{Players: n})
	}
	gamestest.Check(t, Game{}, gamestest.Options{Configs: cfgs, HiddenInfo: true, Seeds: 30})
}

func TestGolden(t *testing.T) {
	got, err := gamestest.Transcript(Game{}, games.Config{Players: 3, Seed: 42}, 1)
	if err != nil {
		t.Fatal(err)
	}
	gamestest.Golden(t, "testdata/transcript-3p.txt", got)
}

func BenchmarkPlayout(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 4})
}
