package zoo

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func BenchmarkPlayout(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 5})
}

func BenchmarkPlayoutPartners(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 5, Variant: VariantPartners})
}
