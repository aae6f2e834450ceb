//go:build !js

package p2p

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"testing"
	"time"

	"github.com/pion/webrtc/v4"
)

// testTimeout bounds the waits for a connection or a message: seconds on
// a quiet machine, it allows for a loaded one.
const testTimeout = time.Minute

func loopbackConfig() Config {
	return Config{Loopback: true, GatherTimeout: 5 * time.Second, ConnectTimeout: 10 * time.Second}
}

// waitOpen waits until c is open, failing the test otherwise.
func waitOpen(t *testing.T, name string, c *Conn) {
	t.Helper()
	select {
	case <-c.Opened():
	case <-c.Done():
		t.Fatalf("%s ended before opening: %v %v", name, c.State(), c.Err())
	case <-time.After(testTimeout):
		t.Fatalf("%s did not open within %v (state %v)", name, testTimeout, c.State())
	}
}

// recv returns the next message of c.
func recv(t *testing.T, name string, c *Conn) []byte {
	t.Helper()
	select {
	case m, ok := <-c.Recv():
		if !ok {
			t.Fatalf("%s: Recv closed (state %v, err %v)", name, c.State(), c.Err())
		}
		return m
	case <-time.After(testTimeout):
		t.Fatalf("%s: no message within %v", name, testTimeout)
	}
	return nil
}

// connect invites a guest for seat and returns both ends, open.
func connect(t *testing.T, h *Host, seat int) (host, guest *Conn) {
	t.Helper()
	token := NewToken()
	p, code, err := h.Invite("zoo", seat, token)
	if err != nil {
		t.Fatalf("Invite: %v", err)
	}
	o, err := DecodeOffer(code)
	if err != nil {
		t.Fatalf("DecodeOffer(invite): %v", err)
	}
	if o.Game != "zoo" || o.Seat != seat || !bytes.Equal(o.Token, token) {
		t.Fatalf("invite carries %q seat %d token %x", o.Game, o.Seat, o.Token)
	}
	if len(o.Candidates) == 0 {
		t.Fatal("invite without candidates")
	}
	for _, c := range o.Candidates {
		if !c.Addr.IsLoopback() {
			t.Fatalf("non-loopback candidate %v", c)
		}
	}
	reply, guest, err := Join(loopbackConfig(), "https://example.invalid/#"+code)
	if err != nil {
		t.Fatalf("Join: %v", err)
	}
	t.Cleanup(func() { guest.Close() })
	t.Logf("seat %d: invite %d chars, reply %d chars", seat, len(code), len(reply))
	host, err = p.Accept(reply)
	if err != nil {
		t.Fatalf("Accept: %v", err)
	}
	waitOpen(t, "host", host)
	waitOpen(t, "guest", guest)
	return host, guest
}

// exchange sends n messages each way and checks them in order.
func exchange(t *testing.T, host, guest *Conn, n int, tag string) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := host.Send([]byte(fmt.Sprintf("%s h%d", tag, i))); err != nil {
			t.Fatalf("host Send: %v", err)
		}
		if err := guest.Send([]byte(fmt.Sprintf("%s g%d", tag, i))); err != nil {
			t.Fatalf("guest Send: %v", err)
		}
	}
	for i := 0; i < n; i++ {
		if got, want := string(recv(t, "guest", guest)), fmt.Sprintf("%s h%d", tag, i); got != want {
			t.Fatalf("guest got %q, want %q", got, want)
		}
		if got, want := string(recv(t, "host", host)), fmt.Sprintf("%s g%d", tag, i); got != want {
			t.Fatalf("host got %q, want %q", got, want)
		}
	}
}

func waitDone(t *testing.T, name string, c *Conn) {
	t.Helper()
	select {
	case <-c.Done():
	case <-time.After(testTimeout):
		t.Fatalf("%s still %v after %v", name, c.State(), testTimeout)
	}
}

func TestHostTwoGuestsReconnect(t *testing.T) {
	h := NewHost(loopbackConfig())
	defer h.Close()

	h1, g1 := connect(t, h, 1)
	h2, g2 := connect(t, h, 2)
	exchange(t, h1, g1, 20, "one")
	exchange(t, h2, g2, 20, "two")

	// A large message goes through whole.
	big := bytes.Repeat([]byte("0123456789abcdef"), 4000)
	if err := h2.Send(big); err != nil {
		t.Fatal(err)
	}
	if got := recv(t, "guest 2", g2); !bytes.Equal(got, big) {
		t.Fatalf("large message: got %d bytes", len(got))
	}

	// Guest 1 leaves: the host sees it, guest 2 is unaffected.
	g1.Close()
	waitDone(t, "host end of seat 1", h1)
	t.Logf("host end of seat 1 after the guest left: %v %v", h1.State(), h1.Err())
	if s := h1.State(); s != StateClosed || h1.Err() != nil {
		t.Fatalf("host end of seat 1: %v %v", s, h1.Err())
	}
	if err := g1.Send([]byte("x")); !errors.Is(err, ErrClosed) {
		t.Fatalf("Send after Close: %v", err)
	}
	for range g1.Recv() {
		// drained; the loop ends because Close ends Recv
	}
	exchange(t, h2, g2, 5, "still")

	// A new invitation for the same seat reconnects.
	h1b, g1b := connect(t, h, 1)
	exchange(t, h1b, g1b, 10, "again")
	exchange(t, h2, g2, 5, "still")

	// Closing the host ends every connection.
	h.Close()
	waitDone(t, "guest 2", g2)
	waitDone(t, "guest 1b", g1b)
	if _, _, err := h.Invite("zoo", 1, NewToken()); !errors.Is(err, ErrClosed) {
		t.Fatalf("Invite after Close: %v", err)
	}
}

func TestAcceptChecks(t *testing.T) {
	cfg := loopbackConfig()
	h := NewHost(cfg)
	defer h.Close()
	p1, code1, err := h.Invite("zoo", 1, NewToken())
	if err != nil {
		t.Fatal(err)
	}
	p2, code2, err := h.Invite("zoo", 2, NewToken())
	if err != nil {
		t.Fatal(err)
	}
	defer p2.Cancel()

	if _, err := p1.Accept(code1); !errors.Is(err, ErrNotReply) {
		t.Fatalf("Accept(invite code): %v", err)
	}
	if _, _, err := Join(cfg, "AAAA"+code1[4:len(code1)/2]); err == nil {
		t.Fatal("Join accepted a damaged code")
	}
	reply2, g2, err := Join(cfg, code2)
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	if _, err := p1.Accept(reply2); !errors.Is(err, ErrWrongReply) {
		t.Fatalf("Accept(reply for seat 2) on seat 1: %v", err)
	}
	// The same seat with another token: another table's reply.
	a2, err := DecodeAnswer(reply2)
	if err != nil {
		t.Fatal(err)
	}
	a2.Token = NewToken()
	other, _ := EncodeAnswer(a2)
	if _, err := p2.Accept(other); !errors.Is(err, ErrWrongReply) {
		t.Fatalf("Accept(reply with another token): %v", err)
	}
	if g2.State() != StateConnecting {
		t.Fatalf("guest state before Accept: %v", g2.State())
	}
	if err := g2.Send([]byte("early")); !errors.Is(err, ErrNotOpen) {
		t.Fatalf("Send before open: %v", err)
	}
	// The wrong reply left p1 usable; the right one for p2 works.
	c2, err := p2.Accept(reply2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p2.Accept(reply2); !errors.Is(err, ErrAccepted) {
		t.Fatalf("second Accept: %v", err)
	}
	waitOpen(t, "host", c2)
	waitOpen(t, "guest", g2)

	// A cancelled invitation cannot be accepted.
	p1.Cancel()
	reply1, g1, err := Join(cfg, code1)
	if err != nil {
		t.Fatal(err)
	}
	defer g1.Close()
	if _, err := p1.Accept(reply1); !errors.Is(err, ErrClosed) {
		t.Fatalf("Accept after Cancel: %v", err)
	}
}

func TestConnectTimeout(t *testing.T) {
	cfg := loopbackConfig()
	cfg.ConnectTimeout = 300 * time.Millisecond
	h := NewHost(cfg)
	defer h.Close()
	_, code, err := h.Invite("zoo", 0, NewToken())
	if err != nil {
		t.Fatal(err)
	}
	// The guest answers but the host never accepts.
	_, g, err := Join(cfg, code)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	waitDone(t, "guest", g)
	if g.State() != StateFailed || !errors.Is(g.Err(), ErrNoRoute) {
		t.Fatalf("guest: %v %v", g.State(), g.Err())
	}
	if _, ok := <-g.Recv(); ok {
		t.Fatal("Recv delivered a message on a failed Conn")
	}
}

// TestOverflow checks that a peer who floods an unread Conn fails it
// instead of growing the queue without bound.
func TestOverflow(t *testing.T) {
	h := NewHost(loopbackConfig())
	defer h.Close()
	hc, gc := connect(t, h, 0)
	// The pump may hold one message outside the queue, so one more than
	// the queue's bound plus one is sure to overflow.
	for i := 0; i < maxQueuedMessages+2; i++ {
		hc.push([]byte{1}) // as if the guest had sent it
	}
	waitDone(t, "host", hc)
	if hc.State() != StateFailed || !errors.Is(hc.Err(), ErrOverflow) {
		t.Fatalf("host: %v %v", hc.State(), hc.Err())
	}
	// The queued messages are still delivered, then Recv ends.
	n := 0
	for range hc.Recv() {
		n++
	}
	if n != maxQueuedMessages && n != maxQueuedMessages+1 {
		t.Fatalf("delivered %d queued messages, want %d or %d", n, maxQueuedMessages, maxQueuedMessages+1)
	}
	waitDone(t, "guest", gc)
	if err := hc.Send(make([]byte, MaxMessageSize+1)); !errors.Is(err, ErrMessageSize) {
		t.Fatalf("Send of a too large message: %v", err)
	}
}

// TestOldInvite checks that a reply to an older link for the same seat
// (same seat, same token) is refused with ErrOldInvite and leaves the
// newest invitation waiting.
func TestOldInvite(t *testing.T) {
	cfg := loopbackConfig()
	h := NewHost(cfg)
	defer h.Close()
	token := NewToken()
	old, oldCode, err := h.Invite("zoo", 1, token)
	if err != nil {
		t.Fatal(err)
	}
	p, code, err := h.Invite("zoo", 1, token)
	if err != nil {
		t.Fatal(err)
	}
	if old.Invite() == p.Invite() {
		t.Fatalf("two invitations share the id %v", p.Invite())
	}
	o, _ := DecodeOffer(code)
	if o.Invite != p.Invite() {
		t.Fatalf("the invitation carries id %v, not %v", o.Invite, p.Invite())
	}
	old.Cancel() // the app replaces the old invitation
	oldReply, g0, err := Join(cfg, oldCode)
	if err != nil {
		t.Fatal(err)
	}
	defer g0.Close()
	if a, _ := DecodeAnswer(oldReply); a.Invite != old.Invite() {
		t.Fatalf("the reply echoes id %v, not %v", a.Invite, old.Invite())
	}
	if _, err := p.Accept(oldReply); !errors.Is(err, ErrOldInvite) {
		t.Fatalf("Accept(reply to the older link): %v", err)
	}
	t.Logf("reply to the older link: %v", ErrOldInvite)
	// Still waiting: the reply to the newest link connects.
	reply, g, err := Join(cfg, code)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	c, err := p.Accept(reply)
	if err != nil {
		t.Fatalf("Accept(reply to the newest link) after the old one: %v", err)
	}
	waitOpen(t, "host", c)
	waitOpen(t, "guest", g)
	exchange(t, c, g, 3, "newest")
}

// TestFailureBeforeOpen checks the Conn's rule on peer-connection
// failures: before the channel opens, a failure is only noted and the
// connect timeout decides (ErrNoRoute without a path, ErrTimeout with
// one); after it opened, a failure is a lost connection.
func TestFailureBeforeOpen(t *testing.T) {
	newTestConn := func() *Conn {
		pc, err := newPeerConnection(loopbackConfig())
		if err != nil {
			t.Fatal(err)
		}
		dc, err := newChannel(pc)
		if err != nil {
			t.Fatal(err)
		}
		c := newConn(pc, dc)
		t.Cleanup(func() { c.Close() })
		return c
	}

	c := newTestConn()
	c.peerState(webrtc.PeerConnectionStateFailed)
	if c.State() != StateConnecting || !c.failedOnce() {
		t.Fatalf("after a failure before opening: %v, noted %v", c.State(), c.failedOnce())
	}
	c.arm(50 * time.Millisecond)
	waitDone(t, "conn without a path", c)
	if !errors.Is(c.Err(), ErrNoRoute) {
		t.Fatalf("conn without a path: %v", c.Err())
	}

	c = newTestConn()
	c.iceState(webrtc.ICEConnectionStateConnected)
	c.peerState(webrtc.PeerConnectionStateFailed)
	c.arm(50 * time.Millisecond)
	waitDone(t, "conn with a path", c)
	if !errors.Is(c.Err(), ErrTimeout) {
		t.Fatalf("conn with a path that did not open: %v", c.Err())
	}

	h := NewHost(loopbackConfig())
	defer h.Close()
	hc, gc := connect(t, h, 0)
	hc.peerState(webrtc.PeerConnectionStateFailed)
	waitDone(t, "open conn", hc)
	if !errors.Is(hc.Err(), ErrConnectionFailed) {
		t.Fatalf("open conn after a failure: %v", hc.Err())
	}
	gc.Close()
}

// failedOnce reports whether c noted a failure before opening.
func (c *Conn) failedOnce() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.iceFail
}

// deadCandidates returns the code with every candidate moved to a port
// where nothing listens (a port of a closed socket), so that ICE finds no
// path.
func deadCandidates(t *testing.T, s Session) Session {
	t.Helper()
	l, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	port := uint16(l.LocalAddr().(*net.UDPAddr).Port)
	l.Close()
	s.Candidates = []Candidate{{Addr: netip.MustParseAddr("127.0.0.1"), Port: port}}
	return s
}

// TestNoRoute connects two peers that cannot reach each other: each code
// carries a candidate where nothing listens. pion's ICE fails on both sides
// before the connect timeouts, the Conns wait on, and both end with
// ErrNoRoute when their timeouts expire.
func TestNoRoute(t *testing.T) {
	t.Parallel() // it waits on timeouts: the others run meanwhile
	hostCfg := loopbackConfig()
	hostCfg.AcceptTimeout = 8 * time.Second // past pion's 6 s of checks in loopback mode
	guestCfg := loopbackConfig()
	guestCfg.ConnectTimeout = 8 * time.Second
	h := NewHost(hostCfg)
	defer h.Close()
	p, code, err := h.Invite("zoo", 2, NewToken())
	if err != nil {
		t.Fatal(err)
	}
	o, _ := DecodeOffer(code)
	o.Session = deadCandidates(t, o.Session)
	code, _ = EncodeOffer(o)
	start := time.Now()
	reply, g, err := Join(guestCfg, code)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	a, _ := DecodeAnswer(reply)
	a.Session = deadCandidates(t, a.Session)
	reply, _ = EncodeAnswer(a)
	c, err := p.Accept(reply)
	if err != nil {
		t.Fatal(err)
	}
	for _, end := range []struct {
		name string
		c    *Conn
	}{{"host", c}, {"guest", g}} {
		waitFor(t, end.name+" ICE failure", func() bool { return end.c.failedOnce() || end.c.State() != StateConnecting })
		if s := end.c.State(); s != StateConnecting {
			t.Fatalf("%s after ICE failed, before the timeout: %v %v", end.name, s, end.c.Err())
		}
		t.Logf("%s: ICE failed after %v, still connecting", end.name, time.Since(start).Round(time.Millisecond))
	}
	for _, end := range []struct {
		name string
		c    *Conn
	}{{"host", c}, {"guest", g}} {
		waitDone(t, end.name, end.c)
		if !errors.Is(end.c.Err(), ErrNoRoute) {
			t.Fatalf("%s: %v %v", end.name, end.c.State(), end.c.Err())
		}
	}
	t.Logf("both ended with ErrNoRoute after %v", time.Since(start).Round(time.Millisecond))
}

// waitFor polls cond until it holds, failing the test after testTimeout.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(testTimeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %v", what, testTimeout)
		}
		<-tick.C
	}
}
