//go:build !js

package netplay

import (
	"testing"
	"time"

	"menagerie/app/p2p"
	"menagerie/app/rendezvous/relaytest"
)

// freeze stands for the host's page frozen by the phone (its player went
// to the chat app to send the link): no script runs, so it hears nothing
// from the relays; thaw is its return, when its sockets connect again.
func (h *Host) freeze() {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	if h.rv != nil {
		h.rv.Close()
		h.rv = nil
	}
}

func (h *Host) thaw() {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	relays := h.relays
	h.relays = nil
	h.listen(relays)
}

// TestJoinWhileHostAway: the host makes the link, and its page is frozen
// for 30 s while the guest opens it: longer than the guest resends its
// reply (maxAnswers every SignalEvery) and than it waits before knocking
// (KnockAfter), so that it has knocked several times. The guest's replies
// wait on the relay; its knocks go unheard. Back, the host reads the kept
// replies and answers the knocks with fresh invitations, which the guest
// answers: connected seconds after the host's return (logged; the bound a
// minute, for a loaded machine). In the first case the guest's first
// connection still waits to open (the app's ConnectTimeout, 3 minutes); in
// the second it gave up, knocking already, well before the host came back
// (15 s here, standing for a host away longer than the app's 3 minutes),
// and only a fresh invitation connects. The two run side by side: they
// only wait.
func TestJoinWhileHostAway(t *testing.T) {
	t.Parallel() // it waits: the others run meanwhile
	const away = 30 * time.Second
	for _, c := range []struct {
		name string
		wait time.Duration // the guest's connection's ConnectTimeout
	}{{"waiting", p2p.DefaultConnectTimeout}, {"given-up", 15 * time.Second}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // it waits: the others run meanwhile
			cfg := loopback()
			cfg.Relays = []string{relaytest.NewStoring(t)}
			h := NewHost(newChevauxAllRemote(t), Options{Config: cfg})
			t.Cleanup(func() { h.Close() })
			waitFor(t, "the host on the relay", func() bool { n, _ := h.Relays(); return n == 1 })
			link, err := h.Invite(1)
			if err != nil {
				t.Fatal(err)
			}
			h.freeze()
			guestCfg := loopback()
			guestCfg.ConnectTimeout = c.wait
			g, _, err := Join(guestCfg, "https://menagerie.invalid/#join="+link, nil, "Alice")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			time.Sleep(away) // the host's page is away: nothing to wait on
			if s := seatStatus(h, 1); s == Connected {
				t.Fatal("connected while the host was away")
			}
			t.Logf("the guest's connection as the host comes back: %v", g.State().Conn)
			h.thaw()
			back := time.Now()
			deadline := back.Add(time.Minute)
			for seatStatus(h, 1) != Connected || g.State().Conn != p2p.StateOpen {
				if time.Now().After(deadline) {
					t.Fatalf("not connected a minute after the host came back (seat %s, guest %v)", seatStatus(h, 1), g.State().Conn)
				}
				time.Sleep(20 * time.Millisecond)
			}
			t.Logf("connected %v after the host came back", time.Since(back).Round(100*time.Millisecond))
		})
	}
}
