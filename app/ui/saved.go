package ui

import (
	"encoding/json"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/games/catalog"
)

// Each title keeps its own saved game, so that starting a game of one never
// throws away another's; starting a new game of a title whose game is
// unfinished asks first (see setupPage).

// storageGamePrefix is followed by the game's id: menagerie.game.zoo.
const storageGamePrefix = "menagerie.game."

// gameKey is where the saved game of the title id is kept.
func gameKey(id string) string { return storageGamePrefix + id }

// gameKeys lists every title's key.
func gameKeys() []string {
	var keys []string
	for _, g := range catalog.All() {
		keys = append(keys, gameKey(g.ID()))
	}
	return keys
}

// loadSaved reads the saved game of the title id.
func loadSaved(id string) (savedGame, bool) {
	var g savedGame
	v := localString(gameKey(id))
	if v == "" || json.Unmarshal([]byte(v), &g) != nil || g.Setup.Game != id {
		return savedGame{}, false
	}
	return g, true
}

// unfinished lists the saved games not yet over, the latest first.
func unfinished() []savedGame {
	var out []savedGame
	for _, g := range catalog.All() {
		if s, ok := loadSaved(g.ID()); ok && !s.Over {
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b savedGame) int { return int(b.At - a.At) })
	return out
}

// latestSaved is the saved game played last, among those keep accepts.
func latestSaved(keep func(savedGame) bool) (savedGame, bool) {
	var best savedGame
	found := false
	for _, g := range catalog.All() {
		if s, ok := loadSaved(g.ID()); ok && keep(s) && (!found || s.At > best.At) {
			best, found = s, true
		}
	}
	return best, found
}

// resumeSaved makes the saved game played last, among those keep accepts,
// the game on this device (current), and returns it; nil if there is none.
// A saved game that cannot be rebuilt is thrown away, and why is returned.
func resumeSaved(keep func(savedGame) bool) (*session, error) {
	g, ok := latestSaved(keep)
	if !ok {
		return nil, nil
	}
	s, err := restoreSession(g)
	if err != nil {
		delDurable(gameKey(g.Setup.Game))
		return nil, err
	}
	current = s
	return s, nil
}

// migrateSaved moves the one saved game of earlier versions
// (menagerie.game) to its title's key, unless that title has a newer one.
func migrateSaved() {
	const old = "menagerie.game"
	v := localString(old)
	if v == "" {
		return
	}
	var g savedGame
	if json.Unmarshal([]byte(v), &g) == nil && g.Setup.Game != "" {
		if cur, ok := loadSaved(g.Setup.Game); !ok || cur.At < g.At {
			putDurable(gameKey(g.Setup.Game), v)
		}
	}
	app.Window().Get("localStorage").Call("removeItem", old)
	delDurable(old)
}
