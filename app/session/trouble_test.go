package session

import (
	"fmt"
	"testing"
)

// TestTrouble: a write refused for lack of room makes the storage full
// until a write is kept again; a blocked storage stays blocked; Wrote
// hears of every write once, and of whether it changed the trouble.
func TestTrouble(t *testing.T) {
	store, _ := MemoryStore()
	d := NewDevice(store)
	heard, changed := 0, false
	d.Wrote = func(_ error, c bool) { heard++; changed = c }
	for i, step := range []struct {
		write   error
		blocked bool
		want    Trouble
		changed bool // what Wrote hears of the write
	}{
		{write: nil, want: NoTrouble},
		{write: fmt.Errorf("saving: %w", ErrFull), want: StorageFull, changed: true},
		{write: ErrStale, want: StorageFull},
		{write: nil, want: NoTrouble, changed: true},
		{blocked: true, want: StorageBlocked},
		{write: nil, want: StorageBlocked},
		{write: ErrFull, want: StorageFull, changed: true},
		{write: ErrBlocked, want: StorageBlocked, changed: true},
	} {
		if step.blocked {
			d.Blocked()
		} else {
			d.Written(step.write)
			if changed != step.changed {
				t.Errorf("step %d: Wrote heard the trouble changed %v, want %v", i, changed, step.changed)
			}
		}
		if got := d.Trouble(); got != step.want {
			t.Errorf("step %d: trouble %q, want %q", i, got, step.want)
		}
	}
	if heard != 7 {
		t.Errorf("Wrote heard %d writes, want 7", heard)
	}
}

// TestRedraw: any number of Redraws before the pages redraw make one.
func TestRedraw(t *testing.T) {
	store, _ := MemoryStore()
	d := NewDevice(store)
	var later []func()
	d.Later = func(f func()) { later = append(later, f) }
	for range 3 {
		d.Redraw()
	}
	if len(later) != 1 {
		t.Fatalf("%d redraws asked, want 1", len(later))
	}
	later[0]()
	d.Redraw()
	if len(later) != 2 {
		t.Fatalf("no redraw asked after the first one ran")
	}
}
