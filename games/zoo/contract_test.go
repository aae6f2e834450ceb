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

// TestContractGoals: the games with a chosen total keep the contract too.
func TestContractGoals(t *testing.T) {
	configs := []games.Config{{Players: 3, Variant: "goal=10"}, {Players: 4, Variant: "goal=30"}, {Players: 5, Variant: "partners,goal=10"}}
	gamestest.Check(t, Game{}, gamestest.Options{Configs: configs, Seeds: 3, HiddenInfo: true})
}
