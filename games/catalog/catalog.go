// Package catalog is the registry of every Ménagerie game, in menu order.
package catalog

import (
	"menagerie/games"
)

// all lists the games in the order the menu shows them.
var all = []games.Game{}

// All returns every game, in menu order.
func All() []games.Game { return append([]games.Game(nil), all...) }

// ByID returns the game whose ID is id.
func ByID(id string) (games.Game, bool) {
	for _, g := range all {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}
