package session

import "errors"

// Trouble is what this device's storage fails the player in: NoTrouble
// while all is well, StorageBlocked when the browser keeps nothing for
// the app (site data blocked, some private windows: the app then keeps
// its storage in memory), StorageFull when a write did not fit.
type Trouble string

// The troubles of storage.
const (
	NoTrouble      Trouble = ""
	StorageBlocked Trouble = "blocked"
	StorageFull    Trouble = "full"
)

// Trouble is what is wrong with this device's storage now.
func (d *Device) Trouble() Trouble {
	d.troubleMu.Lock()
	defer d.troubleMu.Unlock()
	return d.trouble
}

// Written records the outcome of a write, err (nil when it was kept): a
// write refused sets the trouble, a write kept after a full storage puts
// that trouble away (a blocked storage stays blocked). Then Wrote, if set,
// hears of it, and of whether the trouble changed. Every write of the
// device reports here, from any goroutine.
func (d *Device) Written(err error) {
	d.troubleMu.Lock()
	was := d.trouble
	switch {
	case err == nil:
		if d.trouble == StorageFull {
			d.trouble = NoTrouble
		}
	case errors.Is(err, ErrFull):
		d.trouble = StorageFull
	case errors.Is(err, ErrBlocked):
		d.trouble = StorageBlocked
	}
	changed := d.trouble != was
	d.troubleMu.Unlock()
	if d.Wrote != nil {
		d.Wrote(err, changed)
	}
}

// Blocked records that the browser keeps nothing for the app, found
// before any write (the web shell's page guard replaced its storage).
func (d *Device) Blocked() {
	d.troubleMu.Lock()
	d.trouble = StorageBlocked
	d.troubleMu.Unlock()
}
