//go:build browser && !js

package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
)

// TestShareFlood (the host in Chromium, in a private network namespace):
// a guest (a pion peer in the test, holding the seat's link) says hello
// and sends 10,000 shares of the deal. The host's page goes on answering,
// the flooder is dropped, and its seat is free again for the host.
func TestShareFlood(t *testing.T) {
	t.Parallel() // it waits on the page, beside the other long browser tests
	if inNetns(t, "TestShareFlood") {
		return
	}
	srv := newServer(t)
	host := newBrowser(t)
	conn := pionGuest(t, srv, host, "Flood")
	// The page's longest pause between two timer ticks, and its storage
	// writes, from now on.
	eval[bool](t, host, `(() => { window.gap = 0; let last = performance.now();
		window.gapTimer = setInterval(() => { const n = performance.now(); window.gap = Math.max(window.gap, n - last); last = n }, 20);
		window.writes = 0; const set = Storage.prototype.setItem;
		Storage.prototype.setItem = function(k, v) { window.writes++; return set.call(this, k, v) }; return true })()`)
	sent := 0
	for i := range 10000 {
		share := fmt.Sprintf("%064x", i+1)
		b, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeContrib, Hash: share})
		if conn.Send(b) != nil {
			break
		}
		sent++
	}
	select {
	case <-conn.Done():
	case <-time.After(30 * time.Second):
		t.Fatal("the flooder was not dropped")
	}
	host.waitJS(t, `document.querySelector("#status-1") && document.querySelector("#status-1").dataset.status != "connected"`, 20*time.Second)
	gap := eval[float64](t, host, `(clearInterval(window.gapTimer), window.gap)`)
	writes := eval[int](t, host, `window.writes`)
	t.Logf("%d shares sent before the host dropped the connection; the host's page paused %.0f ms at most (a timing, only logged) and wrote its storage %d times", sent, gap, writes)
	// The flood once made 10,000 storage writes and froze the page for
	// 19.7 s: now one share counts, the rest are refused unread.
	if writes > 10 {
		t.Errorf("the flood made %d storage writes", writes)
	}
	// The page still answers: it goes to another page.
	eval[bool](t, host, `(location.hash = "#stats", true)`)
	host.waitJS(t, `document.querySelector("#stats")`, 30*time.Second)
}

// pionGuest is a guest played by the test (a pion peer, in the test's
// network namespace) at seat 1 of a one-tap Chevaux game the host's page
// sets up, codes passed by hand: its reply pasted in the host's lobby, its
// connection open, its hello said under name. The connection closes when
// the test ends.
func pionGuest(t *testing.T, srv *httptest.Server, host *browser, name string) *p2p.Conn {
	t.Helper()
	host.navigate(t, srv.URL+"/")
	eval[bool](t, host, `(localStorage.setItem("menagerie.ice", ""), localStorage.setItem("menagerie.relays", ""), true)`)
	links := oneTapGame(t, srv, host, 1)
	code := netplay.CodeFromLink(links[0])
	o, err := p2p.DecodeOffer(code)
	if err != nil {
		t.Fatal(err)
	}
	reply, conn, err := p2p.Join(p2p.Config{Namespace: true, GatherTimeout: 5 * time.Second, ConnectTimeout: time.Minute}, code)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	eval[bool](t, host, fmt.Sprintf(`(() => { const a = document.querySelector("#reply-1"); a.value = %q;
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, reply))
	host.click(t, "#accept-1")
	select {
	case <-conn.Opened():
	case <-time.After(30 * time.Second):
		t.Fatalf("%s's connection did not open", name)
	}
	hello, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeHello, Token: p2p.TokenText(o.Token), Data: json.RawMessage(`{"name":` + strconv.Quote(name) + `}`)})
	if err := conn.Send(hello); err != nil {
		t.Fatal(err)
	}
	return conn
}
