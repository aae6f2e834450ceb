package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"menagerie/app/netplay"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// Each title keeps its own saved game, so that starting a game of one never
// throws away another's.

// Saved is what storage keeps of a game hosted on this device.
type Saved struct {
	Setup table.Setup    `json:"setup"`
	Log   []table.Step   `json:"log"`
	Net   *netplay.Saved `json:"net,omitempty"`
	// Deadline is a timed game's deadline, Unix ms.
	Deadline int64 `json:"deadline,omitempty"`
	// At is when it was saved, Unix ms: of two copies, the later wins.
	At int64 `json:"at,omitempty"`
	// Over says the game has ended (the home page offers to resume only
	// the others).
	Over bool `json:"over,omitempty"`
	// Learn is the guided game's and the hints' state.
	Learn *Learning `json:"learn,omitempty"`
}

// Learning is what a game on this device offers to learn with: a guided
// first game, takebacks against bots, and the moves played after a hint.
type Learning struct {
	// Guided is a guided first game: the coach proposes each move and
	// explains each rule the first time it matters.
	Guided bool `json:"guided,omitempty"`
	// Seen are the coach's tips already shown (their keys).
	Seen []string `json:"seen,omitempty"`
	// Undo allows taking back a move (only against bots).
	Undo bool `json:"undo,omitempty"`
	// Hints are the numbers of the moves played after a hint (in a game
	// of this device alone: a network game's host keeps them, see
	// netplay.Host.Hinted).
	Hints []int `json:"hints,omitempty"`
	// NetHints allows hints for everyone in a network game (the host's
	// choice at setup): the guests ask the host for theirs.
	NetHints bool `json:"netHints,omitempty"`
}

// Zero says that nothing is chosen to learn with.
func (l Learning) Zero() bool {
	return !l.Guided && !l.Undo && !l.NetHints && len(l.Seen) == 0 && len(l.Hints) == 0
}

const (
	// gamePrefix is followed by the game's id: menagerie.game.zoo.
	gamePrefix = "menagerie.game."
	// oldGameKey is the one saved game of earlier versions.
	oldGameKey = "menagerie.game"
)

// GameKey is where the saved game of the title id is kept.
func GameKey(id string) string { return gamePrefix + id }

// gameKeys lists every title's key, in the catalog's order.
func gameKeys() []string {
	var keys []string
	for _, g := range catalog.All() {
		keys = append(keys, GameKey(g.ID()))
	}
	return keys
}

// ErrStale is a save refused because storage holds the same deal further
// on: another tab played it meanwhile. Saves never go backwards.
var ErrStale = errors.New("the saved game is further on: it was played elsewhere")

// SaveGame writes g under its title's key, stamped with the time, on disk
// too: see Store.Put for disk and err. A game that does not fit makes
// room by compacting old finished data (see Store.MakeRoom), never another
// game, and is tried again once. It never goes backwards: see SaveOver.
func (s *Store) SaveGame(g Saved) (disk <-chan error, err error) { return s.SaveOver(g, 0) }

// SaveOver is SaveGame by a writer that knew the stored game of the same
// deal at known moves (its own last save, or what it resumed): a stored
// copy of the same deal with more moves than both g and known was played
// elsewhere meanwhile, and g is refused with ErrStale (a move taken back
// by the writer itself, below known, is saved).
func (s *Store) SaveOver(g Saved, known int) (disk <-chan error, err error) {
	key := GameKey(g.Setup.Game)
	if cur, ok := s.stored(key, g.Setup.Game); ok && SameDeal(cur.setup, g.Setup) && cur.moves > max(len(g.Log), known) {
		return refused(ErrStale), fmt.Errorf("saving %s at %d moves over %d: %w", g.Setup.Game, len(g.Log), cur.moves, ErrStale)
	}
	g.At = time.Now().UnixMilli()
	data, err := json.Marshal(g)
	if err != nil {
		return refused(err), err
	}
	disk, err = s.Put(key, string(data), true)
	if errors.Is(err, ErrFull) && s.MakeRoom != nil && s.MakeRoom() {
		disk, err = s.Put(key, string(data), true)
	}
	if err == nil {
		s.mu.Lock()
		s.marks[key] = savedMark{setup: g.Setup, moves: len(g.Log)}
		s.mu.Unlock()
	}
	return disk, err
}

// stored is the deal and the number of moves of the game saved under key
// (of the title id): what this store wrote there last, when the local
// storage witnesses that nobody wrote it since (see Witness), else read
// back. A game's save comes after every move, and reading the whole game
// back each time made a move's save grow with the game.
func (s *Store) stored(key, id string) (savedMark, bool) {
	if w, ok := s.local.(Witness); ok {
		s.mu.Lock()
		mark, marked := s.marks[key]
		s.mu.Unlock()
		unchanged := false
		if marked && guard(func() error { unchanged = w.Unchanged(key); return nil }) == nil && unchanged {
			return mark, true
		}
	}
	cur, ok := s.LoadSaved(id)
	return savedMark{setup: cur.Setup, moves: len(cur.Log)}, ok
}

// refused is the disk answer of a write not made: err, at once.
func refused(err error) <-chan error {
	ch := make(chan error, 1)
	ch <- err
	close(ch)
	return ch
}

// SameDeal says whether a and b are the same game: the same title, table
// size, seed and variant (the seats' kinds may change as guests leave).
func SameDeal(a, b table.Setup) bool { return a.Game == b.Game && a.Config == b.Config }

// LoadSaved reads the saved game of the title id.
func (s *Store) LoadSaved(id string) (Saved, bool) {
	var g Saved
	if !s.GetJSON(GameKey(id), &g) || g.Setup.Game != id {
		return Saved{}, false
	}
	return g, true
}

// Unfinished lists the saved games not yet over, the latest first.
func (s *Store) Unfinished() []Saved {
	var out []Saved
	for _, g := range catalog.All() {
		if sv, ok := s.LoadSaved(g.ID()); ok && !sv.Over {
			out = append(out, sv)
		}
	}
	slices.SortStableFunc(out, func(a, b Saved) int { return int(b.At - a.At) })
	return out
}

// LatestSaved is the saved game played last, among those keep accepts.
func (s *Store) LatestSaved(keep func(Saved) bool) (Saved, bool) {
	var best Saved
	found := false
	for _, g := range catalog.All() {
		if sv, ok := s.LoadSaved(g.ID()); ok && keep(sv) && (!found || sv.At > best.At) {
			best, found = sv, true
		}
	}
	return best, found
}

// Migrate moves the one saved game of earlier versions (menagerie.game) to
// its title's key, unless that title has a newer one.
func (s *Store) Migrate() {
	v := s.Get(oldGameKey)
	if v == "" {
		return
	}
	var g Saved
	if json.Unmarshal([]byte(v), &g) == nil && g.Setup.Game != "" {
		if cur, ok := s.LoadSaved(g.Setup.Game); !ok || cur.At < g.At {
			_, _ = s.Put(GameKey(g.Setup.Game), v, true)
		}
	}
	_ = s.Delete(oldGameKey)
}

// RecoverAll copies back into the local storage what the disk holds newer
// of the saved games, the guest's record and the statistics (see
// Store.Recover), moves an old saved game to its title (Migrate), then
// calls done.
func (s *Store) RecoverAll(done func()) {
	valid := map[string]func([]byte) error{
		JoinedKey: func(b []byte) error { var j JoinedRecord; return games.DecodeJSON(b, &j) },
		StatsKey:  checkStoredStats,
	}
	for _, key := range append(gameKeys(), oldGameKey) {
		valid[key] = func(b []byte) error { var g Saved; return games.DecodeJSON(b, &g) }
	}
	s.Recover(valid, func() {
		s.Migrate()
		done()
	})
}
