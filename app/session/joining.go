package session

import (
	"time"

	"menagerie/app/crash"
	"menagerie/app/netplay"
	"menagerie/app/p2p"
)

// A guest's seat is joined in the background: the invitation is answered
// (or the host found again through the relays) while the page shows the
// reply code, then the link's every change is kept in storage. The results
// come back to the page's goroutine through Device.Later, so the pages
// read a Joined without locks.

// How long a guest waits for the relays before the reply code must show.
const (
	// NoRelayAfter is the wait for a relay to answer.
	NoRelayAfter = 3 * time.Second
	// NoConnectionAfter is the wait for the connection to open.
	NoConnectionAfter = 10 * time.Second
)

// Join answers the invitation code, as the player name, with cfg, and
// makes the seat the device's game at once (the page shows the joining).
// A record of the same game kept in storage lets the host take the guest
// back where it was. changed runs after every change on the link, once
// it is made, with what keeping the record in storage gave.
func (d *Device) Join(cfg p2p.Config, code, name string, changed func(kept error)) *Joined {
	j := d.newJoined(code)
	var rec *netplay.Record
	if kept := d.Store.LoadJoined(); kept != nil {
		rec = &kept.Record
	}
	crash.Go(func() {
		g, reply, err := netplay.Join(cfg, code, rec, name)
		d.Later(func() { j.linked(g, reply, err, changed) })
	})
	return j
}

// Rejoin finds again, as the player name, the host of the game this
// device joined, through the relays its invitation carried; false if
// there is no such game (none kept, over, or without relays).
func (d *Device) Rejoin(cfg p2p.Config, name string, changed func(kept error)) (*Joined, bool) {
	kept := d.Store.LoadJoined()
	if kept == nil || kept.Over || kept.Record.Room == "" || len(kept.Record.Relays) == 0 {
		return nil, false
	}
	rec := kept.Record
	j := d.newJoined("")
	crash.Go(func() {
		g, err := netplay.Rejoin(cfg, rec, name)
		d.Later(func() { j.linked(g, "", err, changed) })
	})
	return j, true
}

// Leave ends the game this device joined, if it is the device's game.
func (d *Device) Leave() {
	if d.Joined() != nil {
		d.Play(nil)
	}
}

// newJoined is a seat being joined with code, made the device's game.
func (d *Device) newJoined(code string) *Joined {
	j := NewJoined(d.Store, d.Stats)
	j.code = code
	d.Play(j)
	return j
}

// linked takes the outcome of a join: the guest end and its reply code, or
// why it failed. A seat left meanwhile closes the link at once.
func (j *Joined) linked(g *netplay.Guest, reply string, err error, changed func(kept error)) {
	if err != nil {
		j.mu.Lock()
		j.err = err
		j.mu.Unlock()
		return
	}
	if j.Left() {
		g.Close() // the player left the page meanwhile
		return
	}
	j.Attach(g)
	j.mu.Lock()
	j.reply = reply
	j.mu.Unlock()
	crash.Go(func() { j.watch(g, changed) })
}

// watch keeps the guest's record and tells the page after every change on
// the link, until the seat is left.
func (j *Joined) watch(g *netplay.Guest, changed func(kept error)) {
	for {
		select {
		case <-g.Changed():
			err := j.Keep() // a refused write is told; the next change tries again
			if changed != nil {
				changed(err)
			}
		case <-j.stop:
			return
		}
	}
}

// Code is the invitation the seat answers ("" for a seat found again
// through the relays).
func (j *Joined) Code() string { return j.code }

// Err is why joining failed, nil while it has not.
func (j *Joined) Err() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.err
}

// ReplyCode is the reply code to pass on by hand ("" while there is none).
func (j *Joined) ReplyCode() string {
	if g := j.Guest(); g != nil {
		if r := g.Reply(); r != "" {
			return r
		}
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.reply
}

// Waited is how long ago joining began.
func (j *Joined) Waited() time.Duration { return time.Since(j.started) }

// Fallback says whether the reply code must show on a link in state st:
// the relays are off, or none answered within NoRelayAfter, or the
// connection has not opened within NoConnectionAfter.
func (j *Joined) Fallback(st netplay.GuestState) bool {
	if !st.Rejoining {
		return true
	}
	waited := j.Waited()
	return st.Relays == 0 && waited > NoRelayAfter || waited > NoConnectionAfter
}

// Left says whether the seat was left (Close).
func (j *Joined) Left() bool {
	select {
	case <-j.stop:
		return true
	default:
		return false
	}
}
