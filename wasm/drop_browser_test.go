//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"os/exec"
	"testing"
	"time"
)

// cutRules drop every packet to or from the namespace's one address
// (10.200.0.1, which WebRTC uses), and nothing on loopback (the app's
// server and the relay).
var cutRules = [][]string{
	{"INPUT", "-d", "10.200.0.1", "-j", "DROP"},
	{"OUTPUT", "-d", "10.200.0.1", "-j", "DROP"},
}

// cut starts (on) or ends a cut of the WebRTC path between the browsers.
func cut(t *testing.T, on bool) {
	t.Helper()
	op := "-D"
	if on {
		op = "-I"
	}
	for _, r := range cutRules {
		if out, err := exec.Command("iptables", append([]string{op}, r...)...).CombinedOutput(); err != nil && on {
			t.Fatalf("iptables %s %v: %v: %s", op, r, err, out)
		}
	}
}

// TestMoveDuringDrop (two browsers, in a private network namespace, with
// a relay on loopback): the guest taps a move just as the path between the
// browsers is cut for 10 s. Once it is back, the guest's app reconnects by
// itself and the move it tapped is applied, with no further tap and no
// reload.
func TestMoveDuringDrop(t *testing.T) {
	t.Parallel() // it waits on the pages, beside the other long browser tests
	if inNetns(t, "TestMoveDuringDrop") {
		return
	}
	if _, err := exec.LookPath("iptables"); err != nil {
		t.Skip("iptables is missing: this test cuts the path with it")
	}
	relay := newTestRelay(t)
	srv := newServer(t)
	host, guest := newBrowser(t), newBrowser(t)
	host.navigate(t, srv.URL+"/")
	eval[bool](t, host, fmt.Sprintf(`(localStorage.setItem("menagerie.ice", ""), localStorage.setItem("menagerie.relays", %q), true)`, relay.url))
	links := oneTapGame(t, srv, host, 1)
	guest.navigate(t, links[0])
	connected(t, host, 1)
	guest.waitJS(t, `document.querySelector("#guest-lobby")`, 20*time.Second)
	host.click(t, "#lobby-start")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux")`, 20*time.Second)
	seed := uint64(time.Now().UnixNano())
	t.Logf("moves chosen with seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 5))
	const saved = `(JSON.parse(localStorage.getItem("menagerie.game.chevaux")).log || []).length`
	const guestTurn = `!!document.querySelector("#table[data-turn=mine]") && !document.querySelector("#net-reconnecting, #net-lost")`

	// The host plays until the guest has a move to make.
	deadline := time.Now().Add(2 * time.Minute)
	for !eval[bool](t, guest, guestTurn) {
		if eval[bool](t, host, `!!document.querySelector("#table[data-turn=mine]")`) {
			before := eval[int](t, host, saved)
			if host.tapOnce(t, rng) {
				host.poll(t, fmt.Sprintf("%s > %d", saved, before), 5*time.Second)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no turn for the guest in 2 minutes; its page says:\n%s", eval[string](t, guest, "document.body.innerText"))
		}
		time.Sleep(50 * time.Millisecond)
	}
	before := eval[int](t, host, saved)

	// The cut, and the guest's tap right after it: its page still shows
	// the connection open.
	cut(t, true)
	t.Cleanup(func() { cut(t, false) })
	start := time.Now()
	if !guest.tapOnce(t, rng) {
		t.Fatal("the guest had nothing to tap")
	}
	guest.waitJS(t, `document.querySelector("#net-reconnecting, #net-lost")`, time.Minute)
	if eval[int](t, host, saved) != before {
		t.Fatal("the host got the move through the cut")
	}
	time.Sleep(time.Until(start.Add(10 * time.Second))) // the cut lasts 10 s: nothing to wait on
	cut(t, false)
	back := time.Now()
	if !host.poll(t, fmt.Sprintf("%s > %d", saved, before), 60*time.Second) {
		t.Fatalf("the move tapped during the cut was not applied; the guest's page says:\n%s", eval[string](t, guest, "document.body.innerText"))
	}
	t.Logf("the move tapped during the cut was applied %v after it ended", time.Since(back).Round(100*time.Millisecond))
	last := eval[int](t, host, `JSON.parse(localStorage.getItem("menagerie.game.chevaux")).log.slice(-1)[0].seat`)
	if last != 1 {
		t.Fatalf("the last move is seat %d's, not the guest's", last)
	}
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux") && !document.querySelector("#net-reconnecting, #net-lost")`, 30*time.Second)
}
