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
			// Written from outside, as another tab would: the page keeps a
			// setting it read for a moment (a quarter of a second), so it
			// starts again to read this one.
			b.reload(t)
			const seed = 9
			b.setupGame(t, srv.URL, "chevaux", seed, "#variant", "battles=20")
			rng := rand.New(rand.NewPCG(seed, 11))
			// The page notes itself whether the notice ever shows: it lasts
			// a beat, which a test driver on a loaded machine may miss.
			b.watch(t, "forced", "#forced")
			forced := seenJS("forced")
			deadline := time.Now().Add(3 * time.Minute)
			for {
				if time.Now().After(deadline) {
					b.timedOut(t, "a forced move", nil)
				}
				if eval[bool](t, b, `!!document.querySelector("#end")`) {
					t.Fatal("the game ended with no forced move")
				}
				if eval[bool](t, b, forced+`.length > 0 || !!(`+forcedJS+`)`) {
					break
				}
				if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
					b.tapOnce(t, rng)
				}
				time.Sleep(40 * time.Millisecond)
			}
			if on {
				// The notice, then the move played from the position it
				// showed at.
				b.waitJS(t, forced+`.length > 0`, time.Minute)
				b.waitJS(t, `document.querySelector("#end") || document.querySelector("#table").dataset.seq != `+forced+`[0].seq`, time.Minute)
				return
			}
			seq := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
			moved := fmt.Sprintf(`document.querySelector("#end") || document.querySelector("#table").dataset.seq != %q`, seq)
			if b.poll(t, moved+` || `+forced+`.length > 0`, 2500*time.Millisecond) {
				t.Fatal("the only move was played with the setting off")
			}
			b.click(t, ".kit-bar button.move:not([disabled])")
			b.waitJS(t, moved, time.Minute)
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
	// Each tap moves the speed on by one: the next tap waits until the
	// page has taken this one.
	for range 4 {
		speed := eval[string](t, b, `document.documentElement.dataset.speed`)
		if speed == "fast" {
			break
		}
		b.click(t, "#menu-speed")
		b.waitJS(t, `document.documentElement.dataset.speed != `+jsString(speed), time.Minute)
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
			if (m && tb && !window.markSeen) { window.markSeen = performance.now(); window.markSeq = tb.dataset.seq; window.markText = m.textContent }
			if (window.markSeen && !window.markLeft && tb && tb.dataset.seq != window.markSeq) window.markLeft = performance.now();
		}).observe(document.body, {subtree: true, childList: true, attributes: true});
		return true })()`)
	rng := rand.New(rand.NewPCG(seed, 13))
	b.tapUntil(t, rng, `window.markSeen`, "a battle won")
	t.Logf("at move %s the table says: %s", eval[string](t, b, `window.markSeq`), eval[string](t, b, `window.markText`))
	b.waitJS(t, `document.querySelector("#end") || window.markLeft > 0`, time.Minute)
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
	// The page notes the notice shown beside the knock button, and the
	// position it shows at: the beat lasts seconds, which a test driver on
	// a loaded machine may miss.
	b.watch(t, "knock", "#table[data-turn=mine]:has(#bg-knock-btn) #forced")
	knock := seenJS("knock")
	b.tapUntil(t, rng, knock+`.length > 0`, "a chance to knock")
	seq := eval[string](t, b, knock+`[0].seq`)
	if say := eval[string](t, b, knock+`[0].text`); !strings.Contains(say, "ne tapez pas") && !strings.Contains(say, "not knock") {
		t.Errorf("during the beat the table says %q", say)
	}
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#end") || document.querySelector("#table").dataset.seq != %q`, seq), time.Minute)
	// The move after the knock question, as saved: a pass.
	played := fmt.Sprintf(`(JSON.parse(localStorage.getItem("menagerie.game.beavergang")).log[%s] || {}).move`, seq)
	b.waitJS(t, played, time.Minute)
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
