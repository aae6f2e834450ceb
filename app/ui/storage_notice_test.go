package ui

import (
	"fmt"
	"testing"

	"menagerie/app/session"
)

// TestStorageWriteRedraws: a write's outcome redraws the pages only when it
// changes what they show (a refusal, a trouble that comes or goes), not
// after every kept write, which would draw the table again after every
// move.
func TestStorageWriteRedraws(t *testing.T) {
	redraws := 0
	later := device.Later
	device.Later = func(f func()) { redraws++; f() }
	defer func() { device.Later = later }()
	steps := []struct {
		err  error
		want int // redraws so far
	}{
		{nil, 0}, // kept, nothing wrong: no redraw
		{nil, 0}, // again
		{fmt.Errorf("saving: %w", session.ErrFull), 1}, // full: the notice comes
		{fmt.Errorf("saving: %w", session.ErrFull), 2}, // refused again: said again
		{nil, 3}, // kept after full: the notice goes
		{nil, 3}, // kept: nothing changes
		{fmt.Errorf("saving: %w", session.ErrStale), 4}, // a newer tab: the game is given up
	}
	for i, s := range steps {
		device.Written(s.err)
		if redraws != s.want {
			t.Fatalf("write %d (%v): %d redraws, want %d", i+1, s.err, redraws, s.want)
		}
	}
}
