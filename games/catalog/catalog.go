// Package catalog is the registry of every Ménagerie game, in menu order.
package catalog

import (
	"menagerie/games"
	"menagerie/games/animalement"
	"menagerie/games/beavergang"
	"menagerie/games/chevaux"
	"menagerie/games/lifeislife"
	"menagerie/games/zoo"
)

// all lists the games in the order the menu shows them.
var all = []games.Game{
	lifeislife.Game{},
	animalement.Game{},
	zoo.Game{},
	chevaux.Game{},
	beavergang.Game{},
}

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
