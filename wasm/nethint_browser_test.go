//go:build browser && !js

package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestNetworkHint: a host allows hints for everyone when it sets up a
// network game; the guest, in another browser, asks for one on its turn,
// sees the move highlighted and why, plays it by following the highlight,
// and both logs mark that move as played after a hint. Without the option,
// the guest has no hint button.
func TestNetworkHint(t *testing.T) {
	t.Parallel()
	if inNetns(t, "TestNetworkHint") {
		return
	}
	srv, host, guest := newSameNetwork(t)
	defer srv.Close()

	for _, allowed := range []bool{true, false} {
		host.navigate(t, srv.URL+"/#setup/chevaux")
		host.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
		host.choose(t, "#players", "3")
		host.waitJS(t, `document.querySelector("#kind-2")`, 10*time.Second)
		for i, kind := range []string{"bot", "remote", "bot"} {
			host.choose(t, fmt.Sprintf("#kind-%d", i), kind)
		}
		host.waitJS(t, `document.querySelector("#nethints")`, 10*time.Second)
		if eval[bool](t, host, `document.querySelector("#nethints").checked`) != allowed {
			host.click(t, "#nethints")
		}
		host.screenshot(t, fmt.Sprintf("nethint-setup-%v", allowed))
		host.click(t, "#start")
		// The first game is not over: the second replaces it.
		host.waitJS(t, `document.querySelector("#replace, #invite-1-text, #invite-1")`, 20*time.Second)
		if eval[bool](t, host, `!!document.querySelector("#replace")`) {
			host.click(t, "#replace-start")
		}
		passLink(t, host, guest)
		host.waitJS(t, `document.querySelector("#lobby-start:not([disabled])")`, 10*time.Second)
		// Both lobbies say whether hints are allowed, before the start.
		guest.waitJS(t, `document.querySelector("#guest-commitment")`, 10*time.Second)
		if got := eval[bool](t, host, `!!document.querySelector("#lobby-hints")`); got != allowed {
			t.Errorf("hints allowed %v: the host's lobby says so: %v", allowed, got)
		}
		if got := eval[bool](t, guest, `!!document.querySelector("#guest-hints")`); got != allowed {
			t.Errorf("hints allowed %v: the guest's lobby says so: %v", allowed, got)
		}
		guest.screenshot(t, fmt.Sprintf("nethint-guest-lobby-%v", allowed))
		host.click(t, "#lobby-start")
		guest.waitJS(t, `document.querySelector("#table[data-turn=mine]")`, 60*time.Second)

		if !allowed {
			if eval[bool](t, guest, `!!document.querySelector("#hint")`) {
				t.Error("a game without hints shows the guest a hint button")
			}
			break
		}
		guest.click(t, "#hint")
		guest.waitJS(t, `document.querySelector("#hint-note") && document.querySelector(".hinted")`, 30*time.Second)
		note := eval[string](t, guest, `document.querySelector("#hint-note").innerText`)
		if strings.TrimSpace(note) == "" || strings.Contains(note, "«") {
			t.Errorf("the hint's note says %q", note)
		}
		t.Logf("the guest's hint: %s", note)
		guest.screenshot(t, "nethint-guest-hint")

		// Follow the highlight until the move is sent (the table's move
		// count changes).
		seq := eval[string](t, guest, `document.querySelector("#table").dataset.seq`)
		moved := `document.querySelector("#table").dataset.seq != ` + jsString(seq)
		deadline := time.Now().Add(2 * time.Minute)
		for !eval[bool](t, guest, moved) {
			if time.Now().After(deadline) {
				guest.screenshot(t, "nethint-guest")
				t.Fatalf("the hinted move was never played; the guest's page:\n%s", eval[string](t, guest, "document.body.innerText"))
			}
			eval[string](t, guest, followHintJS)
			time.Sleep(40 * time.Millisecond)
		}
		// Both logs mark the move: the guest's from the host's update.
		for name, b := range map[string]*browser{"guest": guest, "host": host} {
			if !b.poll(t, logDrawnJS+` && document.querySelectorAll("#log .kit-hint").length == 1`, time.Minute) {
				t.Errorf("the %s's log marks %d moves as hinted:\n%s", name,
					eval[int](t, b, `document.querySelectorAll("#log .kit-hint").length`), eval[string](t, b, `document.querySelector("#log").textContent`))
			}
			b.closeLog(t)
		}

		// The guest goes on by hints, past the moves an update carries, then
		// its page reloads: its log still tells the whole game.
		deadline = time.Now().Add(3 * time.Minute)
		for eval[int](t, guest, `+document.querySelector("#table").dataset.seq`) < 16 {
			if time.Now().After(deadline) || eval[bool](t, guest, `!!document.querySelector("#end")`) {
				t.Fatalf("the game did not reach 16 moves; the guest's page:\n%s", eval[string](t, guest, "document.body.innerText"))
			}
			eval[string](t, guest, `(() => {
				const ask = document.querySelector("#hint:not([disabled])");
				if (ask && !document.querySelector("#hint-note")) { ask.click(); return "ask" }
				return `+followHintJS+` })()`)
			time.Sleep(40 * time.Millisecond)
		}
		lines := `[...document.querySelectorAll("#log li")].map(li => li.textContent)`
		guest.openLog(t)
		before := eval[[]string](t, guest, lines)
		seen := guestMovesSeen(t, guest)
		if err := chromedp.Do(guest.ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		guest.waitJS(t, `document.querySelector("#joined-notice")`, 30*time.Second)
		reinvite(t, host, guest, seen)
		guest.openLog(t)
		after := eval[[]string](t, guest, lines)
		if len(after) < len(before) || len(before) == 0 || !slices.Equal(after[:len(before)], before) {
			t.Errorf("after the reload the guest's log has %d lines:\n%s\nbefore it had %d:\n%s",
				len(after), strings.Join(after, "\n"), len(before), strings.Join(before, "\n"))
		}
		t.Logf("the guest's log kept its %d lines across the reload", len(before))
	}
	for name, b := range map[string]*browser{"host": host, "guest": guest} {
		for _, e := range b.consoleErrors(false) {
			if strings.Contains(e, "ERR_NETWORK_CHANGED") || strings.Contains(e, "status of 404") {
				continue
			}
			t.Errorf("%s console error: %s", name, e)
		}
	}
}
