//go:build browser && !js

package main

import (
	"strings"
	"testing"
	"time"
)

// TestShareWait (the host in Chromium, in a private network namespace): a
// guest (a pion peer in the test) says hello and never sends its share of
// the deal, and the host hands its seat to a bot. When the host taps start, the lobby names the guest whose share
// it waits for, then deals when the wait runs out, and the guest, whose
// share is not in the deal, is dropped.
func TestShareWait(t *testing.T) {
	t.Parallel() // it waits on the page, beside the other long browser tests
	if inNetns(t, "TestShareWait") {
		return
	}
	srv := newServer(t)
	host := newBrowser(t)
	conn := pionGuest(t, srv, host, "Slow")
	// Start needs every remote seat's share in, or the seat handed to a
	// bot: a guest that said hello to a seat then handed to a bot is one
	// whose share the start still waits for.
	host.waitJS(t, `document.querySelector("#lobby") && document.querySelector("#lobby").textContent.includes("Slow")`, 30*time.Second)
	host.click(t, "#tobot-1")
	host.waitJS(t, `!document.querySelector("#lobby-start").disabled`, 30*time.Second)
	// The wait lasts netplay.ShareWait (2 s): an observer notes what the
	// lobby said meanwhile, however slowly the test polls.
	eval[bool](t, host, `(() => { window.shareWait = ""; new MutationObserver(() => {
		const p = document.querySelector("#lobby-sharewait"); if (p && p.textContent) window.shareWait = p.textContent;
	}).observe(document.body, {subtree: true, childList: true, characterData: true}); return true })()`)
	host.click(t, "#lobby-start")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 30*time.Second)
	said := eval[string](t, host, `window.shareWait`)
	t.Logf("the lobby said %q while it waited", said)
	if !strings.Contains(said, "Slow") {
		t.Errorf("the lobby did not name the guest whose share it waited for: %q", said)
	}
	select {
	case <-conn.Done():
	case <-time.After(30 * time.Second):
		t.Fatal("the guest whose share never came was not dropped")
	}
}
