//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"
)

// TestPassAndPlayHidesAndResumes seats two humans and a bot at Chevaux on one
// device: each time the device must change hands, the hand-off screen shows
// no card at all; and a reload in the middle of the game brings back the same
// game.
func TestPassAndPlayHidesAndResumes(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, fmt.Sprintf("%s/#setup/chevaux?seed=%d", srv.URL, chevauxSeed))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	rng := rand.New(rand.NewPCG(chevauxSeed, 4))
	t.Logf("deal and picks seeded %d", chevauxSeed)
	b.choose(t, "#players", "3")
	b.choose(t, "#variant", "battles=20")
	b.choose(t, "#kind-1", "human")
	eval[bool](t, b, `(() => { const i = document.querySelector("#name-1"); i.value = "Léa";
		i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	b.startChevaux(t)
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
	// same reads the table as both players may check it after a reload:
	// the cards each holds, and the battle.
	const same = `[...document.querySelectorAll(".seats-bar .count")].map(e => e.innerText).join("|") + document.querySelector("#ch-battle").innerText`
	for {
		if time.Now().After(deadline) {
			b.screenshot(t, "passandplay")
			t.Fatal("no end screen")
		}
		// Wait for something to do: the end, a hand-off, or a turn.
		b.waitJS(t, `document.querySelector("#end") || document.querySelector("#handoff") || document.querySelector("#table[data-turn=mine]")`, time.Until(deadline))
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
			before := eval[string](t, b, same)
			b.navigate(t, srv.URL+"/#play")
			b.waitJS(t, `document.querySelector(".board.chevaux") || document.querySelector("#handoff")`, 20*time.Second)
			if eval[bool](t, b, `!!document.querySelector("#handoff")`) {
				b.click(t, "#handoff-go")
				b.waitJS(t, `document.querySelector(".board.chevaux")`, 10*time.Second)
			}
			after := eval[string](t, b, same)
			if after != before {
				t.Errorf("after a reload the game is not the same:\nbefore %q\nafter  %q", before, after)
			}
			reloaded = true
			continue
		}
		seq := eval[string](t, b, chevauxSeq)
		if b.tapChevaux(t, rng) {
			b.poll(t, chevauxSeq+` != `+strconv.Quote(seq), 5*time.Second)
		}
	}
	if handoffs < 2 || !reloaded {
		t.Errorf("%d hand-offs, reloaded %v in %d games: the game never changed hands twice", handoffs, reloaded, games)
	}
	if errs := b.consoleErrors(false); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
