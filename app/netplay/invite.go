// Invitations: the codes a host makes and accepts, and the rendezvous on
// the relays that carries them for a guest who opened a link.

package netplay

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"menagerie/app/crash"
	"menagerie/app/p2p"
	"menagerie/app/rendezvous"
	"menagerie/games"
)

// withRoom is cfg with the host's room secret.
func (h *Host) withRoom(cfg p2p.Config) p2p.Config {
	cfg.Room = slices.Clone(h.room)
	return cfg
}

// listen opens the rendezvous on relays (none: codes only), closing the
// one on other relays; h.netMu is held or h is new.
func (h *Host) listen(relays []string) {
	if slices.Equal(relays, h.relays) && (h.rv != nil) == (len(relays) > 0) {
		return
	}
	if h.rv != nil {
		h.rv.Close()
		h.rv = nil
	}
	h.relays = slices.Clone(relays)
	if len(relays) == 0 {
		return
	}
	rv, err := rendezvous.OpenHost(relays, h.room, h.tokenOf, rendezvous.Options{Logf: h.opts.RelayLogf})
	if err != nil {
		h.logf("netplay: the relays: %v", err)
		return
	}
	h.rv = rv
	crash.Go(func() { h.serveRelays(rv) })
}

// tokenOf is the token of a remote seat, nil for another seat.
func (h *Host) tokenOf(seat int) []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	if r, ok := h.seats[games.Seat(seat)]; ok {
		return slices.Clone(r.token)
	}
	return nil
}

// serveRelays takes the guests' messages from the relays: a reply is
// accepted as if pasted, and a knock gets the seat's invitation.
func (h *Host) serveRelays(rv *rendezvous.Endpoint) {
	for m := range rv.Messages() {
		switch m.Type {
		case rendezvous.TypeAnswer:
			crash.Go(func() { h.relayAnswer(m) })
		case rendezvous.TypeKnock:
			h.knock(games.Seat(m.Seat))
		}
	}
}

// relayAnswer accepts a reply that came through the relays. A reply to an
// older link gets the newest one back; a reply already accepted (sent
// again while the connection opened) is nothing.
func (h *Host) relayAnswer(m rendezvous.Message) {
	a, err := p2p.DecodeAnswer(m.Code)
	if err != nil || a.Seat != m.Seat {
		return // sealed with the seat's key, so the guest's app is broken
	}
	seat, err := h.Accept(m.Code)
	switch {
	case err == nil:
		h.notify()
	case errors.Is(err, p2p.ErrOldInvite):
		h.knock(seat)
	}
}

// LateReply is how long after its link a reply counts as late: if its
// connection then finds no path, the guest's side most likely gave up
// waiting, and the advice is a new link, not a TURN server.
var LateReply = time.Minute

// ErrLateReply is why a late reply's connection failed (see LateReply).
var ErrLateReply = errors.New("the reply came long after the link and no connection opened: send the guest the newest link")

// Pace of the host's answers to knocks.
const (
	// offerEvery bounds how often a seat's invitation is resent.
	offerEvery = time.Second
	// reinviteAfter is how long a knock is ignored after a reply was
	// accepted (the connection is opening) or an invitation made.
	reinviteAfter = 5 * time.Second
)

// knock answers a guest that asks for an invitation: a fresh one, which
// the guest answers at once; while a connection is opening or the last
// invitation is new, the one waiting is sent again.
func (h *Host) knock(seat games.Seat) {
	h.mu.Lock()
	r, ok := h.seats[seat]
	if !ok || time.Since(r.offered) < offerEvery {
		h.mu.Unlock()
		return
	}
	if r.inviting || time.Since(r.acceptedAt) < reinviteAfter || time.Since(r.invited) < reinviteAfter {
		if r.invite == nil {
			h.mu.Unlock()
			return
		}
		code := r.code
		r.offered = time.Now()
		h.mu.Unlock()
		h.sendOffer(seat, code)
		return
	}
	r.inviting = true
	h.mu.Unlock()
	go func() {
		defer crash.Recover() // a panic reaches the crash screen, not the page
		if _, err := h.Invite(seat); err != nil {
			h.logf("netplay: seat %d knocked: %v", seat, err)
		}
		h.mu.Lock()
		r.inviting = false
		h.mu.Unlock()
	}()
}

// sendOffer sends a seat's invitation code through the relays, if any.
func (h *Host) sendOffer(seat games.Seat, code string) {
	h.netMu.Lock()
	rv := h.rv
	h.netMu.Unlock()
	if rv == nil {
		return
	}
	_ = rv.Send(rendezvous.Message{Type: rendezvous.TypeOffer, Seat: int(seat), Code: code}) // a knock asks again
}

// Relays says how many of the host's relays are connected, and whether it
// uses relays at all.
func (h *Host) Relays() (connected int, on bool) {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	if h.rv == nil {
		return 0, len(h.relays) > 0
	}
	return h.rv.Connected(), true
}

// Invite makes a new invitation for a remote seat and returns its code;
// an earlier unanswered invitation for the seat is withdrawn, and a reply
// to it is refused. A guest who is still connected keeps the seat until the
// new one says hello. It waits for candidate gathering: in the browser,
// call it from a goroutine.
func (h *Host) Invite(seat games.Seat) (string, error) {
	h.mu.Lock()
	r, ok := h.seats[seat]
	game := h.t.Setup().Game
	var token []byte
	if ok {
		token = r.token
	}
	h.mu.Unlock()
	if !ok {
		return "", fmt.Errorf("seat %d is not a remote seat", seat)
	}
	h.netMu.Lock()
	net := h.net
	h.netMu.Unlock()
	p, code, err := net.Invite(game, int(seat), token)
	if err != nil {
		return "", err
	}
	h.mu.Lock()
	old := r.invite
	r.invite, r.code = p, code
	r.invited, r.offered = time.Now(), time.Now()
	if r.conn == nil {
		r.status = Waiting
	}
	h.mu.Unlock()
	if old != nil {
		old.Cancel()
	}
	// A guest that lost the game listens on the relays: the new link
	// reaches it at once.
	h.sendOffer(seat, code)
	h.notify()
	return code, nil
}

// Accept applies a guest's reply code to the invitation it answers and
// returns that seat; the seat shows as connected once the guest's hello
// arrives. A reply that does not fit, or that answers an older invitation,
// leaves the invitation waiting. It waits for the browser: in the browser,
// call it from a goroutine.
func (h *Host) Accept(reply string) (games.Seat, error) {
	a, err := p2p.DecodeAnswer(reply)
	if err != nil {
		return -1, err
	}
	seat := games.Seat(a.Seat)
	h.mu.Lock()
	r, ok := h.seats[seat]
	var p *p2p.Pending
	if ok {
		p = r.invite
	}
	h.mu.Unlock()
	if p == nil {
		return seat, p2p.ErrWrongReply
	}
	conn, err := p.Accept(reply)
	if err != nil {
		return seat, err
	}
	h.mu.Lock()
	if r.invite == p {
		r.invite, r.code = nil, ""
	}
	if time.Since(r.invited) > LateReply {
		r.late = append(r.late, conn)
	}
	r.acceptedAt = time.Now()
	r.accepted = append(r.accepted, conn)
	h.mu.Unlock()
	crash.Go(func() { h.serve(r, conn) })
	return seat, nil
}

// SetConfig changes the WebRTC configuration (STUN and TURN servers) of
// the invitations made from now on; connections already made go on. The
// caller renews the waiting invitations (Invite) so that they carry it.
//
// Its relays replace the earlier ones (none: codes only); the room secret
// stays the same.
func (h *Host) SetConfig(cfg p2p.Config) {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	h.old = append(h.old, h.net)
	h.net = p2p.NewHost(h.withRoom(cfg))
	h.listen(cfg.Relays)
}
