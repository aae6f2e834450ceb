// Connections: serving a guest's data channel, keeping it alive, and
// dropping one that is gone or misbehaves.

package netplay

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"menagerie/app/crash"
	"menagerie/app/p2p"
)

// link is what the Host tracks of one connection: its guard counters and
// when it was last heard.
type link struct {
	conn    *p2p.Conn
	asm     p2p.Assembler
	heard   time.Time
	hellos  int
	shares  int // shares sent on this connection (one per hello)
	refused []time.Time
	// closing marks a connection dropped for flooding: what it still has
	// on its way is not read.
	closing bool
}

// serve reads conn until it ends, and pings it; a connection not heard
// from for DeadAfter is closed.
func (h *Host) serve(r *remote, conn *p2p.Conn) {
	l := &link{conn: conn, heard: time.Now()}
	select {
	case <-conn.Opened():
	case <-conn.Done():
		h.dropped(r, conn)
		return
	}
	stop := make(chan struct{})
	defer close(stop)
	crash.Go(func() { h.keepAlive(l, stop) })
	for data := range conn.Recv() {
		h.mu.Lock()
		if h.deaf || l.closing {
			h.mu.Unlock()
			continue
		}
		l.heard = time.Now()
		changed, err := h.receiveLocked(r, l, data)
		if err != nil {
			h.refuseLocked(r, l, err)
		}
		h.mu.Unlock()
		if changed {
			h.notify()
		}
	}
	h.dropped(r, conn)
}

// keepAlive pings l every HeartbeatEvery and closes it once it has been
// silent for DeadAfter; a guest that has not said hello yet gets
// FirstWordGrace more (a loaded phone may take a while to start).
func (h *Host) keepAlive(l *link, stop <-chan struct{}) {
	keepAlive(l.conn, stop, func() (time.Duration, uint64, bool) {
		h.mu.Lock()
		defer h.mu.Unlock()
		silent := time.Since(l.heard)
		if l.hellos == 0 {
			silent -= FirstWordGrace
		}
		return silent, h.seqLocked(), h.mute
	}, func(silent time.Duration) {
		h.logf("netplay: no word from a guest for %v: connection closed", silent.Round(time.Second))
	})
}

// refuseLocked answers a refused message, and drops a connection that
// keeps sending them.
func (h *Host) refuseLocked(r *remote, l *link, err error) {
	now := time.Now()
	l.refused = append(l.refused, now)
	for len(l.refused) > 0 && now.Sub(l.refused[0]) > refusedWindow {
		l.refused = l.refused[1:]
	}
	if len(l.refused) > maxRefused {
		if len(l.refused) == maxRefused+1 {
			h.logf("netplay: seat %d: %v", r.seat, ErrTooManyBad)
		}
		h.sendError(l.conn, ErrTooManyBad)
		l.closing = true
		go l.conn.Close()
		return
	}
	h.sendError(l.conn, err)
}

// dropped marks the seat gone if conn was the one holding or joining it.
func (h *Host) dropped(r *remote, conn *p2p.Conn) {
	h.mu.Lock()
	changed := false
	err := conn.Err()
	if i := slices.Index(r.late, conn); i >= 0 {
		r.late = slices.Delete(r.late, i, i+1)
		if r.conn != conn && errors.Is(err, p2p.ErrNoRoute) {
			err = fmt.Errorf("%w (%w)", ErrLateReply, err)
		}
	}
	if r.conn == conn || (r.conn == nil && err != nil) {
		r.connErr = err // why the seat's guest is gone, or why joining failed
	}
	switch {
	case r.conn == conn:
		r.conn, r.lobby = nil, nil
		changed = true
		if err != nil {
			h.logf("netplay: seat %d: %v", r.seat, err)
		}
	default:
		if i := slices.Index(r.accepted, conn); i >= 0 {
			r.accepted = slices.Delete(r.accepted, i, i+1)
			changed = r.conn == nil && len(r.accepted) == 0
		}
	}
	if changed {
		r.status = Gone
		if r.invite != nil {
			r.status = Waiting
		}
		if !h.started {
			h.broadcastLocked() // the other guests' lobbies show the seat gone
		}
	}
	h.mu.Unlock()
	if changed {
		h.notify()
	}
}
