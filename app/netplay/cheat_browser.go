//go:build browser && !js

package netplay

import "menagerie/games"

// StartWithoutShares is a cheating host's start, for the browser tests of
// a guest's deal check: it deals as if no guest had sent its share. The
// build tag keeps it to the native test binary of the browser tests; the
// app never has it.
func (h *Host) StartWithoutShares() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	seed, err := DealSeed(h.secret, nil, h.t.Setup().Config.Players)
	if err != nil {
		return err
	}
	if err := h.t.Reseed(seed); err != nil {
		return err
	}
	h.shares, h.started = map[games.Seat]string{}, true
	h.persistLocked()
	h.broadcastLocked()
	return nil
}
