//go:build browser && !js

package main

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestPlayNavigation moves between the tables of two games in progress
// without reloading: an address typed while a table is on screen
// (#play → #play/zoo → #play/lifeislife), the browser's back and forward
// buttons, and the home page's resume buttons each show the game the
// address names, as it was saved. A setup page opened over another title's
// keeps nothing of it. A saved game that no longer replays is refused in
// words and deleted.
func TestPlayNavigation(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/")
	b.noBotPause(t)
	b.reload(t) // the pause is read as the app starts
	// Every move from here on is a move within the page: the mark stays.
	eval[bool](t, b, `(window.navMark = true)`)
	go2 := func(fragment string) {
		t.Helper()
		eval[bool](t, b, fmt.Sprintf(`(location.hash = %q, true)`, fragment))
	}
	// showing waits until the table of game is on screen at its player's
	// turn, and checks that it is the saved game of that title, alone on
	// the page, with no reload on the way.
	showing := func(game, how string) {
		t.Helper()
		b.waitJS(t, fmt.Sprintf(`document.querySelector("#table.play-%s[data-turn=mine]")`, game), 20*time.Second)
		if n := eval[int](t, b, `document.querySelectorAll(".kit-screen").length`); n != 1 {
			t.Errorf("%s: %d tables on screen, want 1", how, n)
		}
		shown := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
		saved := eval[int](t, b, fmt.Sprintf(`(JSON.parse(localStorage.getItem("menagerie.game.%s")).log || []).length`, game))
		if shown != fmt.Sprint(saved) {
			t.Errorf("%s: the %s table shows move %s, its saved game has %d", how, game, shown, saved)
		}
		if !eval[bool](t, b, `!!window.navMark`) {
			t.Fatalf("%s: the page was reloaded", how)
		}
	}

	const seed = 515
	t.Logf("deals seed=%d", seed)
	for _, game := range []string{"zoo", "lifeislife"} {
		go2(fmt.Sprintf("#setup/%s?seed=%d", game, seed))
		b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
		b.start(t)
		showing(game, "started "+game)
	}
	// #play shows Life is Life, the game just started.
	go2("#play/zoo")
	showing("zoo", "#play → #play/zoo")
	go2("#play/lifeislife")
	showing("lifeislife", "#play/zoo → #play/lifeislife")
	eval[bool](t, b, `(history.back(), true)`)
	b.waitJS(t, `location.hash == "#play/zoo"`, 10*time.Second)
	showing("zoo", "back to #play/zoo")
	eval[bool](t, b, `(history.forward(), true)`)
	b.waitJS(t, `location.hash == "#play/lifeislife"`, 10*time.Second)
	showing("lifeislife", "forward to #play/lifeislife")
	go2("#play")
	showing("lifeislife", "#play/lifeislife → #play (the game on this device)")

	// From the home page's resume buttons, and back.
	go2("")
	b.click(t, "#resume-zoo")
	showing("zoo", "resume zoo from the home page")
	eval[bool](t, b, `(history.back(), true)`)
	b.waitJS(t, `document.querySelector("#resume-lifeislife")`, 10*time.Second)
	b.click(t, "#resume-lifeislife")
	showing("lifeislife", "resume Life is Life from the home page")
	eval[bool](t, b, `(history.go(-2), true)`)
	b.waitJS(t, `location.hash == "#play"`, 10*time.Second)
	showing("lifeislife", "back to #play")

	// A setup page asking about the unfinished zoo game, then another
	// title's: the question goes.
	go2("#setup/zoo")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector("#replace")`, 10*time.Second)
	go2("#setup/chevaux")
	b.waitJS(t, `/Chevaux|Horses/.test(document.querySelector(".setup h1").textContent)`, 10*time.Second)
	if eval[bool](t, b, `!!document.querySelector("#replace")`) {
		t.Errorf("the setup page of Chevaux asks about replacing the unfinished zoo game: %q",
			eval[string](t, b, `document.querySelector("#replace").innerText`))
	}
	// Only the query changes (a fixed deal): what the player chose stays.
	b.choose(t, "#players", "5")
	b.waitJS(t, `document.querySelector("#kind-4")`, 10*time.Second)
	go2("#setup/chevaux?seed=7")
	b.waitJS(t, `document.querySelector(".setup[data-address='chevaux?seed=7']")`, 10*time.Second)
	if n := eval[string](t, b, `document.querySelector("#players").value`); n != "5" {
		t.Errorf("a new query on the same setup page set the players back to %s", n)
	}
	if !eval[bool](t, b, `!!window.navMark`) {
		t.Fatal("the page was reloaded")
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}

	// A saved game that no longer replays (a move the rules refuse) is not
	// resumed: the page says so in the player's words, and the save is kept
	// for the home page to list as damaged (TestDamagedSavedGame).
	eval[bool](t, b, `(() => {
		const k = "menagerie.game.zoo", g = JSON.parse(localStorage.getItem(k));
		g.log.push({seat: 0, move: {bogus: 1}});
		g.at = Date.now() + 60000; // newer than the IndexedDB copy
		localStorage.setItem(k, JSON.stringify(g));
		return true })()`)
	b.navigate(t, srv.URL+"/#play/zoo")
	b.waitJS(t, `document.querySelector(".play .error")`, 20*time.Second)
	if msg := eval[string](t, b, `document.querySelector(".play .error").textContent`); !strings.Contains(msg, "ne peut pas être reprise") && !strings.Contains(msg, "cannot be resumed") {
		t.Errorf("a broken saved game says %q", msg)
	} else {
		t.Logf("a broken saved game: %q", msg)
	}
	if eval[bool](t, b, `localStorage.getItem("menagerie.game.zoo") === null`) {
		t.Errorf("the broken saved game was thrown away before the player chose to")
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
