//go:build browser && !js

package main

import (
	"context"
	"fmt"
	"menagerie/app/rendezvous/relaytest"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// lifecycle freezes the browser's page, as a phone does to a page its
// player leaves for another app, or makes it active again.
func (b *browser) lifecycle(t *testing.T, state page.SetWebLifecycleStateState) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: state})
		return err
	})); err != nil {
		t.Fatalf("page lifecycle %s: %v", state, err)
	}
}

// TestJoinWhileHostAway (two browsers, in a private network namespace,
// with a storing relay on loopback): the host makes the link, and its
// page is frozen for 30 s while the guest opens it (the host's player went
// to the chat app to send it): long enough for the guest to resend its
// reply and then knock, several times. Back, the host connects the guest by itself,
// with no code typed: 2 to 10 s on a quiet machine (logged; the guest
// knocks again every few seconds), the bound a minute for a loaded one.
// In the first case the guest's first connection is still waiting when the
// host comes back; in the second the host stays away longer than that
// connection waits (the app's 3 minutes, p2p.DefaultConnectTimeout, here
// 15 s through the tests' hook menagerie.connectwait), so only a fresh
// invitation answering a knock can connect. The two cases run side by
// side: they only wait.
func TestJoinWhileHostAway(t *testing.T) {
	t.Parallel() // it waits on the pages, beside the other long browser tests
	if inNetns(t, "TestJoinWhileHostAway") {
		return
	}
	relay := relaytest.NewStoring(t)
	srv := newServer(t)
	const away = 30 * time.Second
	for _, c := range []struct {
		name string
		wait int // the guest's connection's wait, in s (0: the app's)
	}{{"waiting", 0}, {"given-up", 15}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			host, guest := newBrowser(t), newBrowser(t)
			if c.wait > 0 {
				guest.navigate(t, srv.URL+"/")
				eval[bool](t, guest, fmt.Sprintf(`(localStorage.setItem("menagerie.connectwait", "%d"), true)`, c.wait))
				if err := chromedp.Do(guest.ctx, chromedp.Navigate("about:blank")); err != nil {
					t.Fatal(err) // the link then loads the app afresh
				}
			}
			host.navigate(t, srv.URL+"/")
			eval[bool](t, host, fmt.Sprintf(`(localStorage.setItem("menagerie.ice", ""), localStorage.setItem("menagerie.relays", %q), true)`, relay))
			links := oneTapGame(t, srv, host, 1)
			host.lifecycle(t, page.SetWebLifecycleStateStateFrozen)
			frozen := true
			t.Cleanup(func() {
				if frozen {
					host.lifecycle(t, page.SetWebLifecycleStateStateActive)
				}
			})
			guest.navigate(t, links[0])
			guest.waitJS(t, `document.querySelector(".shell")`, 30*time.Second)
			time.Sleep(away) // the host's page is away: nothing to wait on
			if eval[bool](t, guest, `!!document.querySelector("#guest-lobby")`) {
				t.Fatal("the guest got in while the host's page was frozen: the freeze did not hold")
			}
			host.lifecycle(t, page.SetWebLifecycleStateStateActive)
			frozen = false
			back := time.Now()
			if !host.poll(t, `document.querySelector("#status-1") && document.querySelector("#status-1").dataset.status == "connected"`, time.Minute) {
				t.Fatalf("not connected a minute after the host came back; the guest's page says:\n%s", eval[string](t, guest, "document.body.innerText"))
			}
			t.Logf("connected %v after the host's page came back", time.Since(back).Round(100*time.Millisecond))
			guest.waitJS(t, `document.querySelector("#guest-lobby")`, 20*time.Second)
			host.click(t, "#lobby-start")
			guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux")`, 20*time.Second)
		})
	}
}
