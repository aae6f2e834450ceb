//go:build browser && !js

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"menagerie/games/beavergang"
	"strings"
	"testing"
	"time"
)

// forcedJS says whether the person on screen has exactly one move to play:
// one enabled button of the action bar and no card to choose.
const forcedJS = `document.querySelector("#table[data-turn=mine]") && document.querySelectorAll(".kit-bar button.move:not([disabled])").length == 1 &&
	document.querySelectorAll(".choice:not(.why)").length == 0`

// TestForcedMoveAutoplay plays Chevaux against bots, tapping at random
// (seed logged), until the person's only move is to collect the cards of a
// battle they won. With the setting on (the default) the move is played
// for them after a beat that says so; with it off, it waits for their tap.
func TestForcedMoveAutoplay(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	for _, on := range []bool{true, false} {
		t.Run(fmt.Sprintf("on=%v", on), func(t *testing.T) {
			b.openApp(t, srv.URL)
			setting := "on"
			if !on {
				setting = "off"
			}
			eval[bool](t, b, fmt.Sprintf(`(localStorage.setItem("menagerie.forced", %q), true)`, setting))
			const seed = 9
			b.setupGame(t, srv.URL, "chevaux", seed, "#variant", "battles=20")
			rng := rand.New(rand.NewPCG(seed, 11))
			// The page notes itself whether the notice ever shows: it lasts
			// a beat, which a test driver on a loaded machine may miss.
			eval[bool](t, b, `(window.forcedSeen = false, new MutationObserver(() => {
				if (!window.forcedSeen && document.querySelector("#forced")) {
					window.forcedSeen = true
					window.forcedSeq = document.querySelector("#table").dataset.seq
				}
			}).observe(document.body, {childList: true, subtree: true}), true)`)
			deadline := time.Now().Add(2 * time.Minute)
			for {
				if time.Now().After(deadline) {
					b.timedOut(t, "a forced move", nil)
				}
				if eval[bool](t, b, `!!document.querySelector("#end")`) {
					t.Fatal("the game ended with no forced move")
				}
				if eval[bool](t, b, `window.forcedSeen || !!document.querySelector("#forced")`) || eval[bool](t, b, "!!("+forcedJS+")") {
					break
				}
				if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
					b.tapOnce(t, rng)
				}
				time.Sleep(40 * time.Millisecond)
			}
			seq := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
			moved := fmt.Sprintf(`document.querySelector("#end") || document.querySelector("#table").dataset.seq != %q`, seq)
			if on {
				b.waitJS(t, `window.forcedSeen`, 5*time.Second)
				b.waitJS(t, `document.querySelector("#end") || document.querySelector("#table").dataset.seq != window.forcedSeq`, 10*time.Second)
				return
			}
			if b.poll(t, moved+` || window.forcedSeen`, 2500*time.Millisecond) {
				t.Fatal("the only move was played with the setting off")
			}
			b.click(t, ".kit-bar button.move:not([disabled])")
			b.waitJS(t, moved, 10*time.Second)
		})
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestAnimationSpeed sets the speed in the table's menu to fast: the page
// says so (data-speed, the menu's entry), and a reload keeps it.
func TestAnimationSpeed(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.startAgainstBots(t, srv.URL, "zoo", 3)
	if got := eval[string](t, b, `document.documentElement.dataset.speed`); got != "normal" {
		t.Fatalf("the speed starts at %q, not normal", got)
	}
	for range 4 {
		if eval[string](t, b, `document.documentElement.dataset.speed`) == "fast" {
			break
		}
		b.click(t, "#menu-speed")
		time.Sleep(100 * time.Millisecond)
	}
	b.waitJS(t, `document.documentElement.dataset.speed == "fast" && /fast|rapide/.test(document.querySelector("#menu-speed").textContent)`, 5*time.Second)
	b.reload(t)
	b.waitJS(t, `document.querySelector("#menu-speed")`, 20*time.Second)
	if got := eval[string](t, b, `document.documentElement.dataset.speed + " " + document.querySelector("#menu-speed").textContent`); got != "fast Speed: fast" && got != "fast Vitesse : rapide" && got != "fast Vitesse\u00a0: rapide" && got != "fast Vitesse\u202f: rapide" {
		t.Errorf("after a reload the speed is %q", got)
	}
}

// TestMarkedMoment plays Chevaux against bots with short bot pauses,
// tapping at random (seed logged), until a battle is won while a bot is to
// play next: the table says who won it (#mark) and holds on it (no move
// for a second, though the bots' pause is a tenth of that), then play
// goes on.
func TestMarkedMoment(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.beforeApp(t, `try { localStorage.setItem("menagerie.botpause", "100"); localStorage.setItem("menagerie.moments", "off");
		localStorage.setItem("menagerie.forced", "on") } catch (e) {}`)
	const seed = 12
	b.setupGame(t, srv.URL, "chevaux", seed, "#variant", "battles=20")
	// The page itself notes when the mark first shows and when the next
	// move comes, so that a slow test driver on a loaded machine does not
	// shorten the hold it sees.
	eval[bool](t, b, `(() => {
		window.markSeen = 0; window.markLeft = 0;
		new MutationObserver(() => {
			const m = document.querySelector("#mark"), tb = document.querySelector("#table");
			if (m && tb && !window.markSeen) { window.markSeen = performance.now(); window.markSeq = tb.dataset.seq }
			if (window.markSeen && !window.markLeft && tb && tb.dataset.seq != window.markSeq) window.markLeft = performance.now();
		}).observe(document.body, {subtree: true, childList: true, attributes: true});
		return true })()`)
	rng := rand.New(rand.NewPCG(seed, 13))
	b.tapUntil(t, rng, `document.querySelector("#mark")`, "a battle won")
	t.Logf("at move %s the table says: %s", eval[string](t, b, `window.markSeq`), eval[string](t, b, `document.querySelector("#mark").innerText`))
	b.waitJS(t, `document.querySelector("#end") || window.markLeft > 0`, 30*time.Second)
	if held := eval[float64](t, b, `window.markLeft ? window.markLeft - window.markSeen : -1`); held >= 0 && held < 1000 {
		t.Errorf("the bots moved on %.0f ms after the battle won (their pause is 100 ms, the hold on a mark 1.8 s)", held)
	} else {
		t.Logf("held %.0f ms", held)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestRoutineMove plays Beaver Gang against bots, tapping at random (seed
// logged), until the person may knock: with the forced moves' setting on,
// the table says that doing nothing is not knocking, and after the beat
// plays "don't knock" for them, without a tap.
func TestRoutineMove(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.openApp(t, srv.URL)
	eval[bool](t, b, `(localStorage.setItem("menagerie.forced", "on"), true)`)
	const seed = 6
	b.setupGame(t, srv.URL, "beavergang", seed, "#players", "2")
	rng := rand.New(rand.NewPCG(seed, 17))
	b.tapUntil(t, rng, `document.querySelector("#table[data-turn=mine] #bg-knock-btn")`, "a chance to knock")
	seq := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
	b.waitJS(t, `document.querySelector("#forced")`, 10*time.Second)
	if say := eval[string](t, b, `document.querySelector("#forced").innerText`); !strings.Contains(say, "ne tapez pas") && !strings.Contains(say, "not knock") {
		t.Errorf("during the beat the table says %q", say)
	}
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#end") || document.querySelector("#table").dataset.seq != %q`, seq), 20*time.Second)
	// The move after the knock question, as saved: a pass.
	played := fmt.Sprintf(`(JSON.parse(localStorage.getItem("menagerie.game.beavergang")).log[%s] || {}).move`, seq)
	b.waitJS(t, played, 20*time.Second)
	var m beavergang.Move
	if raw := eval[string](t, b, `JSON.stringify(`+played+`)`); json.Unmarshal([]byte(raw), &m) != nil || m.Kind != beavergang.KindPass {
		t.Errorf("the move played for the player is %s, want a pass", raw)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// tapUntil taps the person's moves at random (rng) until the JavaScript
// condition holds, leaving the moves about to be played for them alone; it
// fails if the game ends first, or after three minutes.
func (b *browser) tapUntil(t *testing.T, rng *rand.Rand, cond, what string) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for !eval[bool](t, b, "!!("+cond+")") {
		if time.Now().After(deadline) {
			b.timedOut(t, what, nil)
		}
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			t.Fatalf("the game ended before %s", what)
		}
		if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]") && !document.querySelector("#forced")`) {
			b.tapOnce(t, rng)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
