package session

import (
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"

	"menagerie/app/netplay"

	"menagerie/app/table"
)

// Mode is how the game on this device is played.
type Mode int

const (
	// Local is a game whose every seat is at this device: alone, against
	// bots, or passed from hand to hand.
	Local Mode = iota
	// Hosting is a game whose table is on this device, with seats played
	// from other devices.
	Hosting
	// Guest is this device's seat in a game hosted on another device.
	Guest
)

// String names the mode.
func (m Mode) String() string {
	switch m {
	case Local:
		return "local"
	case Hosting:
		return "hosting"
	case Guest:
		return "guest"
	}
	return "?"
}

// Session is the game on this device, whichever way it is played: a Hosted
// game (Local or Hosting) or a Joined one (Guest). The page draws Screen
// and plays through Send the same way in every mode.
type Session interface {
	// Mode is how the game is played.
	Mode() Mode
	// Screen returns the update to draw, false while there is none.
	Screen() (table.Update, bool)
	// Send plays the move of the seat on screen.
	Send(move json.RawMessage) error
	// Hinted are the numbers of the moves played after a hint.
	Hinted() []int
	// HintsAllowed says whether the seat on screen may ask for a hint.
	HintsAllowed() bool
	// AskHint asks for a hint for the position on screen (see hint.go).
	AskHint(stale func()) error
	// Hint is the hint for the position on screen, nil if none came.
	Hint() *netplay.Hint
	// HintPending says a hint was asked for the position on screen and
	// has not come yet.
	HintPending() bool
	// Close ends the game's links (a saved game stays saved).
	Close()
}

var (
	_ Session = (*Hosted)(nil)
	_ Session = (*Joined)(nil)
)

// Device is this device's games: its storage, its statistics, and the game
// on it, at most one at a time. The app makes one, with BrowserStore.
type Device struct {
	Store *Store
	Stats *Recorder
	// Later runs f on the page's goroutine, after what is under way (the
	// app sets it; by default f runs at once). The end of a game is
	// recorded through it.
	Later func(f func())
	// Wrote, if set, hears how every write went (see Written): nil when
	// it was kept, or why storage refused it, and whether the write
	// changed the device's Trouble. A refused save does not undo the
	// move: the game goes on in memory, and the next save tries again.
	Wrote func(err error, changed bool)
	// Elsewhere is the title whose saved game this device's page found,
	// or lost, open in another of its tabs ("" for none): one tab at a
	// time plays a title (the app holds a lock per title).
	Elsewhere string
	// Choose decides the bots' moves (and the hints) at the seat's level;
	// nil for the bots of package bot.
	Choose table.Chooser

	game Session
	// redrawing is set while a Redraw's Later is on its way.
	redrawing atomic.Bool
	// trouble is what is wrong with storage (see Trouble).
	troubleMu sync.Mutex
	trouble   Trouble
}

// NewDevice is a device whose storage is store, with no game.
func NewDevice(store *Store) *Device {
	d := &Device{Store: store, Stats: NewRecorder(store), Later: func(f func()) { f() }}
	if store.MakeRoom == nil {
		store.MakeRoom = func() bool { return d.Stats.Compact(compactDetails) }
	}
	return d
}

// Redraw asks the pages to redraw after an event of the network or of
// storage (through Later, whose end redraws them), once for any number of
// calls before Later runs; any goroutine may call it.
func (d *Device) Redraw() {
	if d.redrawing.Swap(true) {
		return
	}
	d.Later(func() { d.redrawing.Store(false) })
}

// compactDetails is how many of the statistics' oldest replay links a
// compaction drops to make room for a game.
const compactDetails = 200

// Game is the game on this device, nil if none.
func (d *Device) Game() Session { return d.game }

// Hosted is the game on this device when its table is here (Local or
// Hosting), nil otherwise.
func (d *Device) Hosted() *Hosted {
	h, _ := d.game.(*Hosted)
	return h
}

// Joined is the game on this device when it is a guest's seat, nil
// otherwise.
func (d *Device) Joined() *Joined {
	j, _ := d.game.(*Joined)
	return j
}

// Play makes s the game on this device, closing the links of the one it
// replaces (which stays saved); nil leaves none.
func (d *Device) Play(s Session) {
	if d.game != nil && d.game != s {
		d.game.Close()
	}
	d.game = s
}

// Start makes a new game of setup the game on this device (see Play).
func (d *Device) Start(setup table.Setup) (*Hosted, error) {
	h, err := d.NewHosted(setup)
	if err != nil {
		return nil, err
	}
	d.Play(h)
	return h, nil
}

// Resume makes the saved game played last, among those keep accepts, the
// game on this device, and returns it, with the network part of a game
// that was hosted for guests (to host again with Hosted.Host; nil for a
// Local game); nil if there is none. A saved game that no longer replays
// is left as it is, listed as damaged (see Device.Saves), and the error
// wraps ErrDamaged.
func (d *Device) Resume(keep func(Saved) bool) (*Hosted, *netplay.Saved, error) {
	g, ok := d.Store.LatestSaved(keep)
	if !ok {
		return nil, nil, nil
	}
	h, err := d.Restore(g)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	d.Play(h)
	return h, g.Net, nil
}
