package session

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"menagerie/app/table"
	"menagerie/games/catalog"
)

// TestDamagedSaves: of three saved games, one whose copies do not read and
// one whose moves no longer replay are listed as damaged (after the good
// one), are not resumed nor thrown away, and go when discarded.
func TestDamagedSaves(t *testing.T) {
	all := catalog.All()
	store, mem := MemoryStore()
	d := NewDevice(store)
	rng := rand.New(rand.NewPCG(3, 3))
	for i, g := range all[:3] {
		h, err := d.Start(setupOf(g, uint64(10+i), table.Human))
		if err != nil {
			t.Fatal(err)
		}
		play(t, h, 4, rng)
	}
	// The first: both copies unreadable. The second: a move that is not
	// one.
	_ = mem.Set(GameKey(all[0].ID()), `{"setup":{"game":`)
	g, _ := store.LoadSaved(all[1].ID())
	g.Log = append(g.Log, table.Step{Seat: 7, Move: json.RawMessage(`"not a move"`)})
	data, _ := json.Marshal(g)
	_ = mem.Set(GameKey(all[1].ID()), string(data))

	list := NewDevice(store).Saves()
	if len(list) != 3 || list[0].ID != all[2].ID() || list[0].Damaged != nil {
		t.Fatalf("listed %+v", list)
	}
	for _, e := range list[1:] {
		if !errors.Is(e.Damaged, ErrDamaged) || e.Saved.Setup.Game != e.ID {
			t.Errorf("%s listed as %v", e.ID, e.Damaged)
		}
	}
	// Resuming the one that does not replay refuses and keeps it.
	if h, _, err := NewDevice(store).Resume(func(s Saved) bool { return s.Setup.Game == all[1].ID() }); h != nil || !errors.Is(err, ErrDamaged) {
		t.Fatalf("resumed a damaged game: %v, %v", h, err)
	}
	if store.Get(GameKey(all[1].ID())) == "" {
		t.Fatal("a damaged game was thrown away unasked")
	}
	for _, e := range list[1:] {
		if err := d.Discard(e.ID); err != nil {
			t.Fatal(err)
		}
	}
	if list := NewDevice(store).Saves(); len(list) != 1 {
		t.Fatalf("after discarding, listed %+v", list)
	}
}
