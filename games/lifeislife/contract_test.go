package lifeislife

import (
	"fmt"
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// TestContract plays every player count of both variants. Random games are
// long (a random player seldom knocks) and every turn offers some 150
// exchanges, so the configs run in parallel.
func TestContract(t *testing.T) {
	for _, variant := range []string{Standard, Advanced} {
		for n := minPlayers; n <= maxPlayers; n++ {
			cfg := games.Config{Players: n, Variant: variant}
			t.Run(fmt.Sprintf("%dp%s", n, variant), func(t *testing.T) {
				t.Parallel()
				gamestest.Check(t, Game{}, gamestest.Options{Configs: []games.Config{cfg}, Seeds: 10, HiddenInfo: true})
			})
		}
	}
}
