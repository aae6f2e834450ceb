package lifeislife

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func BenchmarkPlayout(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 4})
}
