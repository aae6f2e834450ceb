package chevaux

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func TestContract(t *testing.T) {
	var cfgs []games.Config
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for _, v := range []string{"", "battles=5"} {
			cfgs = append(cfgs, games.Config{Players: n, Variant: v})
		}
	}
	gamestest.Check(t, Game{}, gamestest.Options{Configs: cfgs, HiddenInfo: true})
}

func TestContractAll(t *testing.T) {
	var cfgs []games.Config
	for n := MinPlayers; n <= MaxPlayers; n++ {
		cfgs = append(cfgs, games.Config{Players: n, Variant: "all"})
	}
	gamestest.Check(t, Game{}, gamestest.Options{Configs: cfgs, HiddenInfo: true, Seeds: 10})
}

func BenchmarkPlayout(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 4})
}

func BenchmarkPlayoutAll(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 4, Variant: "all"})
}
