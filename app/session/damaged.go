package session

import (
	"errors"
	"slices"

	"menagerie/app/table"
	"menagerie/games/catalog"
)

// A saved game can be damaged: its copies (local and on disk) no longer
// read, or it reads but its moves no longer replay (an engine that
// changed its rules, a copy edited by hand). It is then listed as damaged
// for the player to discard, never resumed, never thrown away unasked.

// ErrDamaged is why a saved game cannot be resumed: its copies do not
// read, or its moves no longer replay.
var ErrDamaged = errors.New("the saved game is damaged")

// Entry is one title's saved game, as the home page lists it.
type Entry struct {
	// ID is the title's id.
	ID string
	// Saved is the game; only Setup.Game is known of one that does not
	// read.
	Saved Saved
	// Damaged, when not nil, says why the game cannot be resumed; it
	// wraps ErrDamaged.
	Damaged error
}

// Saves lists the saved games not yet over, the latest first, then the
// damaged ones: each is rebuilt to know that it still replays.
func (d *Device) Saves() []Entry {
	var out, damaged []Entry
	for _, g := range catalog.All() {
		id := g.ID()
		if d.Store.Get(GameKey(id)) == "" {
			continue
		}
		sv, ok := d.Store.LoadSaved(id)
		if !ok {
			damaged = append(damaged, Entry{ID: id, Saved: Saved{Setup: table.Setup{Game: id}}, Damaged: errors.Join(ErrDamaged, errors.New("its copies do not read"))})
			continue
		}
		if sv.Over {
			continue
		}
		if _, err := d.Restore(sv); err != nil {
			damaged = append(damaged, Entry{ID: id, Saved: sv, Damaged: errors.Join(ErrDamaged, err)})
			continue
		}
		out = append(out, Entry{ID: id, Saved: sv})
	}
	slices.SortStableFunc(out, func(a, b Entry) int { return int(b.Saved.At - a.Saved.At) })
	return append(out, damaged...)
}

// Discard throws away the saved game of the title id (a damaged one the
// player chose to discard).
func (d *Device) Discard(id string) error { return d.Store.Delete(GameKey(id)) }
