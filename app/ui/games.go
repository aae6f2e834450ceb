package ui

import (
	"menagerie/games"
	"menagerie/games/catalog"
)

// gameInfo is what the menu says of a game.
type gameInfo struct {
	ID       string
	Name     [2]string // French, English
	Blurb    [2]string
	Art      string // the animal that stands for the game (see kit.Art)
	Min, Max int
}

// info returns the menu entry of id, from its kit.Game and its engine.
func info(id string) (gameInfo, bool) {
	kg, ok := tableFor(id)
	if !ok {
		return gameInfo{}, false
	}
	lo, hi := kg.Players()
	return gameInfo{ID: id, Name: kg.Name, Blurb: kg.Blurb, Art: kg.Art, Min: lo, Max: hi}, true
}

// menu lists the games in menu order.
func menu() []gameInfo {
	var out []gameInfo
	for _, g := range tables {
		if i, ok := info(g.ID()); ok {
			out = append(out, i)
		}
	}
	return out
}

// name is the game's name in the current language.
func (g gameInfo) name() string { return label(g.Name) }

// blurb is the game's one-line pitch in the current language.
func (g gameInfo) blurb() string { return label(g.Blurb) }

// playable says whether the game's engine is in the catalog.
func playable(id string) (games.Game, bool) {
	return catalog.ByID(id)
}
