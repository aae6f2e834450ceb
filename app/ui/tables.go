package ui

import (
	"slices"

	"menagerie/app/ui/animalementui"
	"menagerie/app/ui/beavergangui"
	"menagerie/app/ui/chevauxui"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/lifeislifeui"
	"menagerie/app/ui/zooui"
	"menagerie/games/catalog"
)

// tables lists the games' screens, one line per game's package under
// app/ui (each exports its kit.Game), in menu order. It is the screens'
// one list, as games/catalog is the engines': the menu follows it, the
// saved games and the manifest follow the catalog, and TestOneListPerLayer
// fails when the two disagree.
var tables = []kit.Game{
	lifeislifeui.Game,
	animalementui.Game,
	zooui.Game,
	chevauxui.Game,
	beavergangui.Game,
}

// Screens lists the games' screens in menu order: the tests that drive
// every game alike ask it which games show what (a round's summary…).
func Screens() []kit.Game { return slices.Clone(tables) }

// tableFor is the kit.Game of the game id.
func tableFor(id string) (kit.Game, bool) {
	for _, g := range tables {
		if g.ID() == id {
			return g, true
		}
	}
	return kit.Game{}, false
}

// Title is a game's id and its name, as the app's manifest lists them.
type Title struct{ ID, Name string }

// Titles lists the games in menu order, named in French.
func Titles() []Title {
	var out []Title
	for _, g := range catalog.All() {
		if i, ok := info(g.ID()); ok {
			out = append(out, Title{ID: g.ID(), Name: i.Name[0]})
		}
	}
	return out
}
