package zoo

import (
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// FuzzApply offers arbitrary moves to seeded games: a move is either legal
// and applied, or refused with nothing changed.
func FuzzApply(f *testing.F) {
	gamestest.FuzzApply(f, Game{}, games.Config{Players: 4, Variant: "partners"})
}
