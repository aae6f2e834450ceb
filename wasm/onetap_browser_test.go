//go:build browser && !js

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fiatjaf/khatru"
	"github.com/nbd-wtf/go-nostr"
)

// testRelay is a Nostr relay (khatru) on loopback, which the test can
// stop: it then refuses connections and passes nothing on.
type testRelay struct {
	url     string
	stopped atomic.Bool
}

func newTestRelay(t *testing.T) *testRelay {
	t.Helper()
	tr := &testRelay{}
	r := khatru.NewRelay()
	r.Log.SetOutput(relayLog{t})
	r.RejectEvent = append(r.RejectEvent, func(context.Context, *nostr.Event) (bool, string) {
		return tr.stopped.Load(), "stopped"
	})
	r.PreventBroadcast = append(r.PreventBroadcast, func(*khatru.WebSocket, *nostr.Event) bool { return tr.stopped.Load() })
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if tr.stopped.Load() {
			http.Error(w, "stopped", http.StatusServiceUnavailable)
			return
		}
		r.ServeHTTP(w, req)
	}))
	t.Cleanup(srv.Close)
	tr.url = "ws" + strings.TrimPrefix(srv.URL, "http")
	return tr
}

type relayLog struct{ t *testing.T }

func (w relayLog) Write(b []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}

// oneTapGame sets up Chevaux on the host with seats 1..guests remote,
// and returns the invitation links.
func oneTapGame(t *testing.T, srv *httptest.Server, host *browser, guests int) []string {
	t.Helper()
	host.navigate(t, srv.URL+"/#setup/chevaux")
	host.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
	host.choose(t, "#players", fmt.Sprint(guests+1))
	host.waitJS(t, fmt.Sprintf(`document.querySelector("#kind-%d")`, guests), 10*time.Second)
	host.choose(t, "#variant", "battles=20")
	host.choose(t, "#kind-0", "human")
	for i := 1; i <= guests; i++ {
		host.choose(t, fmt.Sprintf("#kind-%d", i), "remote")
	}
	host.start(t)
	var links []string
	for i := 1; i <= guests; i++ {
		host.waitJS(t, `document.querySelector("#lobby")`, 30*time.Second)
		links = append(links, host.value(t, fmt.Sprintf("#lobby #invite-%d-text", i), "", 30*time.Second))
	}
	return links
}

// connected waits until the host's lobby shows seat connected.
func connected(t *testing.T, host *browser, seat int) {
	t.Helper()
	host.waitJS(t, fmt.Sprintf(`document.querySelector("#status-%d") && document.querySelector("#status-%[1]d").dataset.status == "connected"`, seat), 30*time.Second)
}

// TestOneTapJoin plays through a real Nostr relay on loopback, in a
// private network namespace: the host shares the link, the guests open it,
// and everyone is at the table with no code typed, first two browsers,
// then four. A guest's reload and the host's reload reconnect by
// themselves with no move lost. With the relay stopped, the guest shows
// the reply code after a few seconds, the host pastes it, and the game
// starts.
func TestOneTapJoin(t *testing.T) {
	t.Parallel() // it waits on the pages, beside the other long browser tests
	if inNetns(t, "TestOneTapJoin") {
		return
	}
	start := time.Now()
	relay := newTestRelay(t)
	srv := newServer(t)
	defer srv.Close()
	hostProfile := t.TempDir()
	host := newBrowserAt(t, hostProfile)
	guest := newBrowser(t)
	host.navigate(t, srv.URL+"/")
	// One network here: no STUN server to gather from; the test's relay.
	eval[bool](t, host, fmt.Sprintf(`(localStorage.setItem("menagerie.ice", ""), localStorage.setItem("menagerie.relays", %q), true)`, relay.url))

	// Two browsers: the guest opens the link, nobody types a code.
	links := oneTapGame(t, srv, host, 1)
	guest.navigate(t, links[0])
	connected(t, host, 1)
	guest.waitJS(t, `document.querySelector("#guest-lobby")`, 20*time.Second)
	if eval[bool](t, guest, `!!document.querySelector("#reply-text")`) {
		t.Errorf("the guest was shown a reply code although the relay carried it")
	}
	t.Logf("two browsers at the table after %v", time.Since(start).Round(time.Millisecond))
	host.click(t, "#lobby-start")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux")`, 20*time.Second)
	const seed = 1125
	t.Logf("moves chosen with seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 4))
	clickMove := func(b *browser) bool {
		return eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) && b.tapOnce(t, rng)
	}
	const saved = `(JSON.parse(localStorage.getItem("menagerie.game.chevaux")).log || []).length`
	// playSome makes n moves between the two, whoever may play.
	playSome := func(n int) {
		t.Helper()
		deadline := time.Now().Add(2 * time.Minute)
		for moves := 0; moves < n; {
			before := eval[int](t, host, saved)
			if clickMove(host) || clickMove(guest) {
				if host.poll(t, fmt.Sprintf("%s > %d", saved, before), 5*time.Second) {
					moves++
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d of %d moves in 2 minutes; the guest's page says:\n%s", moves, n, eval[string](t, guest, "document.body.innerText"))
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	playSome(2)

	// The guest's page reloads: it finds the host again by itself.
	seen := guestMovesSeen(t, guest)
	guest.reload(t)
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux") && !document.querySelector("#net-reconnecting")`, 40*time.Second)
	connected2 := fmt.Sprintf(`(() => { const j = JSON.parse(localStorage.getItem("menagerie.joined") || "{}");
		return j.record && Math.floor(j.record.last / 65536) >= %d })()`, seen)
	guest.waitJS(t, connected2, 20*time.Second)
	t.Logf("the guest reloaded and reconnected by itself after %v", time.Since(start).Round(time.Millisecond))
	playSome(1)

	// The host's page reloads: its lobby re-offers the seat through the
	// relay, the guest answers by itself, and no move is lost.
	moves := eval[int](t, host, saved)
	guest.waitJS(t, fmt.Sprintf(`(() => { const j = JSON.parse(localStorage.getItem("menagerie.joined") || "{}");
		return j.record && Math.floor(j.record.last / 65536) >= %d })()`, moves), 20*time.Second)
	// The reloaded play page (#play) sends the host to its lobby first.
	host.reload(t)
	host.waitJS(t, `document.querySelector("#lobby")`, 30*time.Second)
	if got := eval[int](t, host, saved); got < moves {
		t.Fatalf("the reloaded host has %d moves, it had %d", got, moves)
	}
	connected(t, host, 1)
	host.click(t, "#lobby-resume")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux") && !document.querySelector("#net-reconnecting, #net-lost")`, 30*time.Second)
	sameBattle(t, host, guest)
	if eval[bool](t, guest, `!!document.querySelector("#warn-rewound, #warn-commit")`) {
		t.Fatalf("the guest was warned: %s", eval[string](t, guest, `document.querySelector("#warn-rewound, #warn-commit").innerText`))
	}
	playSome(1)
	t.Logf("the host reloaded and everyone was back after %v", time.Since(start).Round(time.Millisecond))

	// Four browsers: three guests open their links.
	guests := []*browser{guest, newBrowser(t), newBrowser(t)}
	links = oneTapGame(t, srv, host, 3)
	for i, g := range guests {
		g.navigate(t, links[i])
	}
	for i, g := range guests {
		connected(t, host, i+1)
		g.waitJS(t, `document.querySelector("#guest-lobby")`, 20*time.Second)
	}
	host.click(t, "#lobby-start")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	for _, g := range guests {
		g.waitJS(t, `document.querySelector(".play.guest .board.chevaux")`, 20*time.Second)
	}
	t.Logf("four browsers at the table after %v", time.Since(start).Round(time.Millisecond))

	// The relay stops: the guest falls back to the reply code, which the
	// host pastes, and the game starts.
	relay.stopped.Store(true)
	links = oneTapGame(t, srv, host, 1)
	guest.navigate(t, links[0])
	reply := guest.value(t, "#reply-text", "", 30*time.Second)
	eval[bool](t, host, fmt.Sprintf(`(() => { const a = document.querySelector("#reply-1"); a.value = %q;
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, reply))
	host.click(t, "#accept-1")
	connected(t, host, 1)
	host.click(t, "#lobby-start")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux")`, 20*time.Second)
	t.Logf("with the relay stopped, the reply code did it after %v", time.Since(start).Round(time.Millisecond))

	for name, b := range map[string]*browser{"host": host, "guest": guest} {
		for _, e := range b.consoleErrors(false) {
			// The stopped relay refuses the WebSocket; the namespace's
			// interfaces settling, and missing art, are not the app's.
			if strings.Contains(e, "WebSocket") || strings.Contains(e, "ERR_NETWORK_CHANGED") || strings.Contains(e, "status of 404") || strings.Contains(e, "503") {
				continue
			}
			t.Errorf("%s console error: %s", name, e)
		}
	}
}
