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
func TestSavesNeverGoBackwards(t *testing.T) {
	g := catalog.All()[0]
	seed := uint64(7)
	t.Logf("%s, seed %d", g.ID(), seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	store, _ := MemoryStore()
	first := NewDevice(store)
	h, err := first.Start(setupOf(g, seed, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	h.Learn.Undo = true
	play(t, h, 6, rng)

	var heard []error
	second := NewDevice(store)
	second.Wrote = func(err error) { heard = append(heard, err) }
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
