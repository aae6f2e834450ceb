package session

import (
	"errors"
	"math/rand/v2"
	"testing"

	"menagerie/app/table"
	"menagerie/games/catalog"
)

// TestSavesNeverGoBackwards: two tabs (two devices over one storage) resume
// the same saved game; the first plays on and saves, and the second, still
// at the old position, cannot save its move over it (ErrStale, said to
// Device.Wrote, nothing recorded); resumed afresh it has the newest moves
// and saves again. A move taken back by the writer itself is saved, and a
// new deal of the same title replaces the old one, as does the same deal
// started again.
//
// It runs with one store for both tabs, read back at every save, and with
// a store per tab over one storage, each witnessing its own writes (see
// Witness), as in a browser.
func TestSavesNeverGoBackwards(t *testing.T) {
	t.Run("one store", func(t *testing.T) {
		store, _ := MemoryStore()
		savesNeverGoBackwards(t, store, store)
	})
	t.Run("a store per tab", func(t *testing.T) {
		m := NewMemory()
		savesNeverGoBackwards(t, NewStore(newTab(m), m), NewStore(newTab(m), m))
	})
}

func savesNeverGoBackwards(t *testing.T, store, other *Store) {
	g := catalog.All()[0]
	seed := uint64(7)
	t.Logf("%s, seed %d", g.ID(), seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	first := NewDevice(store)
	h, err := first.Start(setupOf(g, seed, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	h.Learn.Undo = true
	play(t, h, 6, rng)

	var heard []error
	second := NewDevice(other)
	second.Wrote = func(err error, _ bool) { heard = append(heard, err) }
	b, _, err := second.Resume(func(Saved) bool { return true })
	if err != nil || b == nil {
		t.Fatalf("Resume: %v", err)
	}
	play(t, h, 10, rng) // the first tab plays on
	ahead := h.Seq()
	play(t, b, 1, rng) // the second, behind, plays one move
	if saved, _ := store.LoadSaved(g.ID()); len(saved.Log) != ahead {
		t.Fatalf("the stored game went back from %d to %d moves", ahead, len(saved.Log))
	}
	if len(heard) == 0 || !errors.Is(heard[len(heard)-1], ErrStale) {
		t.Fatalf("the refused save was told as %v", heard)
	}
	if _, err := b.Save(); !errors.Is(err, ErrStale) {
		t.Fatalf("saving behind: %v", err)
	}

	// Taken over: the second tab resumes the newest state and saves on.
	c, _, err := second.Resume(func(Saved) bool { return true })
	if err != nil || c.Seq() != ahead {
		t.Fatalf("taken over at %d moves (want %d): %v", c.Seq(), ahead, err)
	}
	play(t, c, 1, rng)
	if saved, _ := store.LoadSaved(g.ID()); len(saved.Log) != c.Seq() {
		t.Fatalf("after the take-over the stored game has %d moves, the game %d", len(saved.Log), c.Seq())
	}
	// And now the first is behind.
	if _, err := h.Save(); !errors.Is(err, ErrStale) {
		t.Fatalf("the first tab saved behind the second: %v", err)
	}

	// A takeback by the tab that saved last goes back, and is kept.
	if err := c.Undo(); err != nil && !errors.Is(err, table.ErrNothingToUndo) {
		t.Fatal(err)
	}
	if saved, _ := store.LoadSaved(g.ID()); len(saved.Log) != c.Seq() {
		t.Fatalf("after a takeback the stored game has %d moves, the game %d", len(saved.Log), c.Seq())
	}

	// A new deal of the title replaces the old game.
	n, err := first.Start(setupOf(g, seed+1, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Save(); err != nil {
		t.Fatalf("a new deal: %v", err)
	}
	play(t, n, 3, rng)

	// The same deal started again (a fixed deal) replaces the game played
	// on it: it is the game the player chose to replace, not one played
	// elsewhere.
	again, err := first.Start(setupOf(g, seed+1, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := again.Save(); err != nil {
		t.Fatalf("the same deal started again: %v", err)
	}
	if saved, _ := store.LoadSaved(g.ID()); len(saved.Log) != again.Seq() {
		t.Fatalf("the deal started again is stored at %d moves, the game is at %d", len(saved.Log), again.Seq())
	}
}

// tab is one tab's side of a storage shared with other tabs: a Witness of
// its own writes, as the browser's localStorage is. It counts its reads.
type tab struct {
	*Memory
	set   map[string]string
	reads int
}

func newTab(m *Memory) *tab { return &tab{Memory: m, set: map[string]string{}} }

func (w *tab) Get(key string) (string, error) {
	w.reads++
	return w.Memory.Get(key)
}

func (w *tab) Set(key, value string) error {
	if err := w.Memory.Set(key, value); err != nil {
		return err
	}
	w.set[key] = value
	return nil
}

func (w *tab) Remove(key string) error {
	delete(w.set, key)
	return w.Memory.Remove(key)
}

func (w *tab) Unchanged(key string) bool {
	v, _ := w.Memory.Get(key)
	mine, ok := w.set[key]
	return ok && v == mine
}

// TestSaveWithoutReadingBack: a tab whose storage witnesses that nobody
// else wrote its game saves each move without reading the game back; once
// another tab wrote it, it reads it back, and refuses to save behind it.
func TestSaveWithoutReadingBack(t *testing.T) {
	g := catalog.All()[0]
	rng := rand.New(rand.NewPCG(5, 2))
	m := NewMemory()
	mine, theirs := newTab(m), newTab(m)
	dev := NewDevice(NewStore(mine, m))
	h, err := dev.Start(setupOf(g, 5, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	play(t, h, 2, rng)
	before := mine.reads
	play(t, h, 8, rng)
	if mine.reads != before {
		t.Fatalf("%d reads of the storage for 8 moves saved", mine.reads-before)
	}
	// Another tab writes the game further.
	b, _, err := NewDevice(NewStore(theirs, m)).Resume(func(Saved) bool { return true })
	if err != nil || b == nil {
		t.Fatalf("Resume: %v", err)
	}
	play(t, b, 2, rng)
	play(t, h, 1, rng)
	if mine.reads == before {
		t.Fatal("the game written by another tab was not read back")
	}
	if _, err := h.Save(); !errors.Is(err, ErrStale) {
		t.Fatalf("saving behind another tab: %v", err)
	}
}
