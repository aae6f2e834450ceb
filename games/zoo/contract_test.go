package zoo

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func TestContract(t *testing.T) {
	var configs []games.Config
	for n := 3; n <= 7; n++ {
		configs = append(configs, games.Config{Players: n})
		if n >= 4 {
			configs = append(configs, games.Config{Players: n, Variant: VariantPartners})
		}
	}
	seeds := 12
	if testing.Short() {
		seeds = 3
	}
	gamestest.Check(t, Game{}, gamestest.Options{Configs: configs, Seeds: seeds, HiddenInfo: true})
}

func TestNewRefusesPartnersForThree(t *testing.T) {
	if s, err := (Game{}).New(games.Config{Players: 3, Variant: VariantPartners}); err == nil || s != nil {
		t.Fatalf("New(3 players, partners) = %v, %v; want an error", s, err)
	}
}
