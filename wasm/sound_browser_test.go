//go:build browser && !js

package main

import (
	"context"
	"math/rand/v2"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"menagerie/games/catalog"
)

// soundSpyJS counts the oscillators the page starts and records its
// vibrations, before the app's own scripts run.
const soundSpyJS = `(() => {
	window.__osc = 0; window.__vib = [];
	const A = window.AudioContext;
	if (A) { const make = A.prototype.createOscillator; A.prototype.createOscillator = function () { window.__osc++; return make.apply(this, arguments) } }
	navigator.vibrate = p => { window.__vib.push(p); return true };
})()`

// TestSoundAndTouch plays a game against bots, tapping at random (seed
// logged): before the page has had a real tap it makes no sound and does
// not vibrate (the browser would refuse and complain); after one, the
// player's turn sounds (Web Audio oscillators) and vibrates; the menu's
// switch turns both off, and a device that asks for reduced motion starts
// with them off.
func TestSoundAndTouch(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.beforeApp(t, soundSpyJS)
	b.noBotPause(t)
	const seed = 3
	t.Logf("taps seeded %d", seed)
	rng := rand.New(rand.NewPCG(seed, 5))
	b.startAgainstBots(t, srv.URL, catalog.All()[0].ID(), seed)

	// turn plays one move of the player's, waits until it is their turn
	// again, and says the last cue.
	turn := func() string {
		t.Helper()
		eval[bool](t, b, `(window.__osc = 0, window.__vib = [], delete document.documentElement.dataset.cue, true)`)
		seq := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
		deadline := time.Now().Add(2 * time.Minute)
		for {
			if time.Now().After(deadline) {
				b.timedOut(t, "the player's turn again", nil)
			}
			if eval[bool](t, b, `!!document.querySelector("#end")`) {
				t.Fatal("the game ended first")
			}
			mine := eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`)
			moved := eval[string](t, b, `document.querySelector("#table").dataset.seq`) != seq
			switch {
			case mine && moved:
				return eval[string](t, b, `document.documentElement.dataset.cue || ""`)
			case mine:
				b.tapOnce(t, rng)
			default:
				b.tapIf(t, "#skip")
			}
			time.Sleep(40 * time.Millisecond)
		}
	}
	if cue := turn(); cue == "" {
		t.Errorf("a move and the player's turn again gave no cue")
	}
	if n := eval[int](t, b, `window.__osc + window.__vib.length`); n != 0 {
		t.Errorf("sounds or vibrations (%d) before the page had a tap", n)
	}
	at := eval[[]float64](t, b, `(r => [r.left + r.width / 2, r.top + r.height / 2])(document.querySelector(".kit-menu-button").getBoundingClientRect())`)
	// A real tap (trusted input, unlike a script's click) on the menu.
	if err := chromedp.Do(b.ctx, chromedp.MouseClickXY(at[0], at[1])); err != nil {
		t.Fatal(err)
	}
	for turn() != "turn" {
	}
	if osc := eval[int](t, b, `window.__osc`); osc == 0 {
		t.Errorf("the player's turn made no sound")
	}
	if vib := eval[[]int](t, b, `window.__vib`); len(vib) == 0 {
		t.Errorf("the player's turn did not vibrate")
	}

	b.click(t, "#menu-sound")
	b.waitJS(t, `localStorage.getItem("menagerie.sound") == "off" && /: (non|off)/.test(document.querySelector("#menu-sound").textContent.replace(/\s/g, " "))`, 10*time.Second)
	turn()
	if n := eval[int](t, b, `window.__osc + window.__vib.length`); n != 0 {
		t.Errorf("sounds or vibrations (%d) with the switch off", n)
	}

	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, b, `(localStorage.removeItem("menagerie.sound"), true)`)
	b.reload(t)
	b.waitJS(t, `document.querySelector("#menu-sound")`, 20*time.Second)
	if got := eval[string](t, b, `document.querySelector("#menu-sound").textContent.replace(/\s/g, " ")`); !regexpOff.MatchString(got) {
		t.Errorf("with reduced motion asked for, the sound starts %q", got)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// regexpOff matches the menu's switch when it is off, in either language.
var regexpOff = regexp.MustCompile(`: (non|off)$`)
