//go:build !js

package main

import (
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
