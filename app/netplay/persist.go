// Saving the hosted game: what the Host keeps across a reload of its page,
// and the rule that a change is on disk before any guest hears of it.

package netplay

import (
	"encoding/hex"
	"maps"
	"slices"
	"time"

	"menagerie/app/crash"
	"menagerie/games"
)

// Saved is what the Host keeps across a reload of the host's page.
type Saved struct {
	// Tokens are the remote seats' secret tokens (seats since handed to a
	// bot included).
	Tokens map[games.Seat][]byte `json:"tokens"`
	// Started says the game was started.
	Started bool `json:"started"`
	// Secret and Salt are the host's share of the deal and its salt, in hex;
	// the commitment made from them stays the same for the whole game.
	Secret string `json:"secret,omitempty"`
	Salt   string `json:"salt,omitempty"`
	// Shares are the guests' shares of the deal, by seat.
	Shares map[games.Seat]string `json:"shares,omitempty"`
	// Room is the secret of the host's rendezvous, in hex: a host that
	// reloads keeps it, so that its guests' apps find it again.
	Room string `json:"room,omitempty"`
	// Hinted are the moves played after a hint (see Snapshot.Hinted).
	Hinted []int `json:"hinted,omitempty"`
}

// PersistTimeout bounds the wait for a save to reach the disk before the
// guests get their updates anyway.
var PersistTimeout = 3 * time.Second

// persistLocked saves the game before anyone hears of a change; a save
// that finishes later holds the states back until it is on disk.
func (h *Host) persistLocked() {
	if h.opts.Persist == nil {
		return
	}
	done := h.opts.Persist(h.savedLocked())
	if done == nil {
		return
	}
	h.writing++
	go func() {
		defer crash.Recover() // a panic reaches the crash screen, not the page
		select {
		case <-done:
		case <-time.After(PersistTimeout):
			h.logf("netplay: the game took over %v to save: the guests get their updates anyway", PersistTimeout)
		}
		h.mu.Lock()
		h.writing--
		if h.writing == 0 {
			h.broadcastLocked()
		}
		h.mu.Unlock()
	}()
}

// Saved returns what to keep of the network game across a reload.
func (h *Host) Saved() Saved {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.savedLocked()
}

func (h *Host) savedLocked() Saved {
	s := Saved{Tokens: make(map[games.Seat][]byte, len(h.seats)), Started: h.started, Secret: h.secret, Salt: h.salt, Room: hex.EncodeToString(h.room)}
	for seat, r := range h.seats {
		s.Tokens[seat] = slices.Clone(r.token)
	}
	if len(h.shares) > 0 {
		s.Shares = maps.Clone(h.shares)
	}
	s.Hinted = slices.Clone(h.hinted)
	return s
}
