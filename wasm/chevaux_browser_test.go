//go:build !js

package main

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestChevauxAgainstBotsThenOffline plays Chevaux through the UI, one human
// against two bots, to the end screen; then the server goes away and the
// app still starts from the service worker's cache, on every address a
// player can land on, and a new game starts.
func TestChevauxAgainstBotsThenOffline(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)

	b.navigate(t, srv.URL+"/")
	b.waitJS(t, `document.querySelector("#play-chevaux")`, 60*time.Second)
	// The four other games are announced, not playable yet.
	for _, id := range []string{"chevaux", "lifeislife", "beavergang", "animalement", "zoo"} {
		if !eval[bool](t, b, `!!document.querySelector("#game-`+id+`")`) {
			t.Errorf("home page does not list %s", id)
		}
	}

	b.click(t, "#play-chevaux")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "3")
	b.choose(t, "#variant", "battles=20")
	b.waitJS(t, `[0,1,2].every(i => document.querySelector("#kind-"+i))`, 20*time.Second)
	if kinds := eval[string](t, b, `[0,1,2].map(i => document.querySelector("#kind-"+i).value).join(",")`); kinds != "human,bot,bot" {
		t.Fatalf("seat kinds %q, want human,bot,bot", kinds)
	}
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	b.playToEnd(t, 90*time.Second)
	winner := eval[string](t, b, `document.querySelector("#winner").innerText`)
	if !strings.Contains(winner, "gagne") && !strings.Contains(winner, "wins") && !strings.Contains(winner, "partagée") && !strings.Contains(winner, "Shared win") {
		t.Errorf("end screen says %q", winner)
	}
	if errs := b.consoleErrors(false); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}

	// Switch language: the page follows at once.
	b.click(t, "#again")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	lang := eval[string](t, b, "document.documentElement.lang")
	b.click(t, "#lang")
	other := "en"
	if lang == "en" {
		other = "fr"
	}
	b.waitJS(t, `document.documentElement.lang == "`+other+`"`, 10*time.Second)

	// Offline: wait until the worker holds the whole app, then stop the server.
	b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return !!(r && r.active) })()`, 60*time.Second)
	if eval[bool](t, b, `!!document.querySelector("#update")`) {
		t.Errorf("a first visit announces a new version")
	}
	b.waitJS(t, `(async () => { for (const k of await caches.keys()) { const c = await caches.open(k);
		if (await c.match("/web/app.wasm") && await c.match("/")) return true } return false })()`, 60*time.Second)
	srv.Close()
	for _, path := range []string{"/", "/#play", "/?utm=chat", "/index.html", "/some/deep/link"} {
		b.navigate(t, srv.URL+path)
		b.waitJS(t, `document.querySelector(".shell")`, 60*time.Second)
	}
	b.navigate(t, srv.URL+"/")
	b.click(t, "#play-chevaux")
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	b.playToEnd(t, 90*time.Second)
	if errs := b.consoleErrors(true); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestChevauxShots writes the home page and a Chevaux table a few battles
// in, at phone and desktop sizes, to $MENAGERIE_SHOTS (make shots).
func TestChevauxShots(t *testing.T) {
	shotsDir(t)
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/")
	b.waitJS(t, `document.querySelector("#play-chevaux")`, 60*time.Second)
	b.speakFrench(t)
	b.shoot(t, "home", nil)

	b.click(t, "#play-chevaux")
	b.choose(t, "#players", "3")
	b.waitJS(t, `[0,1,2].every(i => document.querySelector("#kind-"+i))`, 20*time.Second)
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	// A few battles in, at the human's turn, with the log filling up.
	deadline := time.Now().Add(3 * time.Minute)
	for played := 0; ; {
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			// Random play lost every card early: a rematch.
			b.rematch(t, `document.querySelector(".board.chevaux")`)
			played = 0
		}
		eval[bool](t, b, `(() => { const skip = document.querySelector("#skip"); if (skip) skip.click(); return true })()`)
		if eval[bool](t, b, `document.querySelectorAll(".choices button:not([disabled])").length > 0`) {
			if played == 6 {
				break
			}
			eval[bool](t, b, `(() => { const m = document.querySelectorAll(".choices button:not([disabled])");
				m[Math.floor(Math.random() * m.length)].click(); return true })()`)
			played++
		}
		if time.Now().After(deadline) {
			t.Fatal("no sixth turn after three minutes")
		}
		time.Sleep(300 * time.Millisecond)
	}
	b.shoot(t, "chevaux", nil)
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// moveSavedDeadline sets the deadline saved with the game to now + ms (in
// the page's clock) and returns it. It is called on the human's turn, when
// nothing else saves the game before the reload.
func (b *browser) moveSavedDeadline(t *testing.T, ms int) float64 {
	t.Helper()
	return eval[float64](t, b, `(() => { const g = JSON.parse(localStorage.getItem("menagerie.game"));
		g.deadline = Date.now() + (`+strconv.Itoa(ms)+`); localStorage.setItem("menagerie.game", JSON.stringify(g)); return g.deadline })()`)
}

// clockSeconds reads the seconds left on the clock ("14:59" is 899).
const clockSeconds = `(() => { const m = document.querySelector("#clock").innerText.match(/(\d+):(\d\d)/);
	return m ? +m[1] * 60 + +m[2] : -1 })()`

// TestChevauxClockSurvivesReload starts the sheet's 15-minute game, the
// setup's default: the table shows the time left, and a reload brings the
// game back with the same clock, counting down from the deadline saved with
// it. Then the time runs out while the page is away (the saved deadline is
// moved into the past) during a battle: after the reload the host's page
// tells the game, the battle is finished, and the game ends by the clock,
// with the time-up in the saved log.
func TestChevauxClockSurvivesReload(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/#setup/chevaux")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	if v := eval[string](t, b, `document.querySelector("#variant").value`); v != "time=15" {
		t.Fatalf("the setup offers %q first, want the 15-minute game", v)
	}
	b.choose(t, "#players", "3")
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.chevaux #clock")`, 20*time.Second)
	if left := eval[int](t, b, clockSeconds); left < 14*60 || left > 15*60 {
		t.Fatalf("a new game shows %d s left", left)
	}
	b.waitJS(t, `(JSON.parse(localStorage.getItem("menagerie.game")) || {}).deadline > Date.now()`, 10*time.Second)
	saved := eval[float64](t, b, `JSON.parse(localStorage.getItem("menagerie.game")).deadline`)
	if shown := eval[float64](t, b, `+document.querySelector("#clock").dataset.deadline`); shown != saved {
		t.Fatalf("the clock shows deadline %v, the save holds %v", shown, saved)
	}

	// The human leads the first battle: on this turn, the time left
	// becomes ten minutes, and the page reloads.
	b.waitJS(t, `document.querySelector(".choices button")`, 20*time.Second)
	deadline := b.moveSavedDeadline(t, 10*60*1000)
	b.reload(t)
	b.waitJS(t, `document.querySelector(".board.chevaux #clock")`, 20*time.Second)
	if shown := eval[float64](t, b, `+document.querySelector("#clock").dataset.deadline`); shown != deadline {
		t.Fatalf("after the reload the clock ends at %v, want the saved %v", shown, deadline)
	}
	left := eval[int](t, b, clockSeconds)
	want := eval[float64](t, b, `(`+strconv.FormatFloat(deadline, 'f', 0, 64)+` - Date.now()) / 1000`)
	if math.Abs(float64(left)-want) > 2 {
		t.Fatalf("after the reload the clock shows %d s left, want about %.1f", left, want)
	}
	b.waitJS(t, clockSeconds+` < `+strconv.Itoa(left)+` && `+clockSeconds+` > 0`, 5*time.Second)

	// Play until the human has won a battle and is to collect: the battle
	// is in progress. The time runs out meanwhile, and the page reloads.
	until := time.Now().Add(3 * time.Minute)
	for !eval[bool](t, b, `!!document.querySelector("#collect")`) {
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			t.Fatal("the game ended before the human won a battle")
		}
		if time.Now().After(until) {
			t.Fatal("the human never won a battle")
		}
		eval[bool](t, b, `(() => { const skip = document.querySelector("#skip"); if (skip) skip.click();
			const m = document.querySelectorAll(".choices button:not([disabled])");
			if (m.length && !document.querySelector("#collect")) m[Math.floor(Math.random() * m.length)].click(); return true })()`)
		time.Sleep(100 * time.Millisecond)
	}
	// Nothing has moved the table since the human's turn came: the save
	// is current and the page saves nothing more until the human acts.
	b.moveSavedDeadline(t, -1000)
	b.reload(t)
	b.waitJS(t, `document.querySelector("#ch-ending") && document.querySelector("#clock.up") && document.querySelector("#collect")`, 20*time.Second)
	b.waitJS(t, `JSON.parse(localStorage.getItem("menagerie.game")).log.some(s => s.seat == -1 && s.move.end == "time")`, 10*time.Second)
	b.click(t, "#collect")
	b.waitJS(t, `document.querySelector("#end") && document.querySelector("#ch-end-why")`, 20*time.Second)
	why := eval[string](t, b, `document.querySelector("#ch-end-why").innerText`)
	if !strings.Contains(why, "Time is up") && !strings.Contains(why, "Le temps est écoulé") {
		t.Errorf("the end says %q", why)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
