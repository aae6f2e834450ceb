//go:build !js

package main

import (
	"testing"
	"time"
)

// TestPassAndPlayHidesAndResumes seats two humans and a bot at Chevaux on one
// device: each time the device must change hands, the hand-off screen shows
// no card at all; and a reload in the middle of the game brings back the same
// game.
func TestPassAndPlayHidesAndResumes(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/#setup/chevaux")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "3")
	b.choose(t, "#variant", "battles=20")
	b.choose(t, "#kind-1", "human")
	eval[bool](t, b, `(() => { const i = document.querySelector("#name-1"); i.value = "Léa";
		i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	b.click(t, "#start")
	// With two people at the device, the first player takes it first.
	b.waitJS(t, `document.querySelector("#handoff")`, 20*time.Second)
	if n := eval[int](t, b, `document.querySelectorAll(".horse, .mycard, .board").length`); n != 0 {
		t.Fatalf("the first hand-off screen shows %d cards or boards", n)
	}
	b.click(t, "#handoff-go")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)

	handoffs := 0
	reloaded := false
	games := 1
	deadline := time.Now().Add(4 * time.Minute)
	for {
		if time.Now().After(deadline) {
			b.screenshot(t, "passandplay")
			t.Fatal("no end screen")
		}
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			if handoffs >= 2 && reloaded || games >= 5 {
				break
			}
			// A short game may never change hands twice (the bot or one
			// player can win every battle): play a rematch.
			games++
			b.rematch(t, `document.querySelector(".board.chevaux") || document.querySelector("#handoff")`)
			continue
		}
		if eval[bool](t, b, `!!document.querySelector("#handoff")`) {
			handoffs++
			// Nothing private is on screen while the device changes hands.
			if n := eval[int](t, b, `document.querySelectorAll(".horse, .mycard, .board").length`); n != 0 {
				t.Fatalf("the hand-off screen shows %d cards or boards", n)
			}
			b.click(t, "#handoff-go")
			b.waitJS(t, `document.querySelector(".board.chevaux")`, 10*time.Second)
			continue
		}
		if handoffs >= 2 && !reloaded {
			before := eval[string](t, b, `[...document.querySelectorAll(".seats-bar .count")].map(e => e.innerText).join("|") + document.querySelector(".board p").innerText`)
			b.navigate(t, srv.URL+"/#play")
			b.waitJS(t, `document.querySelector(".board.chevaux") || document.querySelector("#handoff")`, 20*time.Second)
			if eval[bool](t, b, `!!document.querySelector("#handoff")`) {
				b.click(t, "#handoff-go")
				b.waitJS(t, `document.querySelector(".board.chevaux")`, 10*time.Second)
			}
			after := eval[string](t, b, `[...document.querySelectorAll(".seats-bar .count")].map(e => e.innerText).join("|") + document.querySelector(".board p").innerText`)
			if after != before {
				t.Errorf("after a reload the game is not the same:\nbefore %q\nafter  %q", before, after)
			}
			reloaded = true
		}
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click();
			const m = document.querySelectorAll(".choices button"); if (m.length) m[Math.floor(Math.random()*m.length)].click();
			return true })()`)
		time.Sleep(60 * time.Millisecond)
	}
	if handoffs < 2 || !reloaded {
		t.Errorf("%d hand-offs, reloaded %v in %d games: the game never changed hands twice", handoffs, reloaded, games)
	}
	if errs := b.consoleErrors(false); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
