package ui

import (
	"menagerie/app/ui/beavergangui"
	"menagerie/app/ui/kit"
)

// tables lists the games whose screens are drawn with the table kit, in
// menu order: each game's package under app/ui exports its kit.Game.
var tables = []kit.Game{
	beavergangui.Game,
}

// tableFor is the kit.Game of the game id.
func tableFor(id string) (kit.Game, bool) {
	for _, g := range tables {
		if g.ID() == id {
			return g, true
		}
	}
	return kit.Game{}, false
}
