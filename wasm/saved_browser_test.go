//go:build browser && !js

package main

import (
	"strconv"
	"testing"
	"time"
)

// TestSavedGamesPerTitle starts games of two titles: both stay saved and
// resume from the home page; starting a new game of a title whose game is
// unfinished asks first, and either resumes it or replaces it.
func TestSavedGamesPerTitle(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	const seed = 4242
	t.Logf("deals %d", seed)
	b.setupGame(t, srv.URL, "zoo", seed)
	b.setupGame(t, srv.URL, "lifeislife", seed)
	b.navigate(t, srv.URL+"/")
	b.waitJS(t, `document.querySelector("#resume-zoo") && document.querySelector("#resume-lifeislife")`, 20*time.Second)
	// The latest game comes first.
	if first := eval[string](t, b, `document.querySelector("#resume-list button").id`); first != "resume-lifeislife" {
		t.Errorf("the first game to resume is %s, want the latest (resume-lifeislife)", first)
	}
	b.click(t, "#resume-zoo")
	b.waitJS(t, `document.querySelector(".play-zoo")`, 20*time.Second)
	b.navigate(t, srv.URL+"/")
	b.click(t, "#resume-lifeislife")
	b.waitJS(t, `document.querySelector(".play-lifeislife")`, 20*time.Second)

	// A new zoo game asks first; "resume" keeps the saved one.
	// The deal, and how many moves: a bot may still move on resuming.
	const zooSeed = `JSON.parse(localStorage.getItem("menagerie.game.zoo")).setup.config.Seed`
	const zooMoves = `(JSON.parse(localStorage.getItem("menagerie.game.zoo")).log || []).length`
	deal, moves := eval[float64](t, b, zooSeed), eval[int](t, b, zooMoves)
	b.navigate(t, srv.URL+"/#setup/zoo")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector("#replace")`, 10*time.Second)
	b.click(t, "#replace-resume")
	b.waitJS(t, `document.querySelector(".play-zoo")`, 20*time.Second)
	if s, m := eval[float64](t, b, zooSeed), eval[int](t, b, zooMoves); s != deal || m < moves {
		t.Errorf("resuming from the question changed the saved zoo game: deal %v with %d moves, was %v with %d", s, m, deal, moves)
	}
	// "Start anyway" replaces it with a new deal; the other title stays.
	b.navigate(t, srv.URL+"/#setup/zoo")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector("#replace")`, 10*time.Second)
	b.click(t, "#replace-start")
	b.waitJS(t, `document.querySelector(".play-zoo")`, 20*time.Second)
	b.waitJS(t, zooSeed+` != `+strconv.Itoa(seed), 10*time.Second)
	if eval[string](t, b, `localStorage.getItem("menagerie.game.lifeislife")`) == "" {
		t.Error("the Life is Life game was thrown away")
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestFirstHandoff seats a bot first and two people after it: the device
// goes to the first person through the hand-off screen, which shows no
// card, even though the bot plays first.
func TestFirstHandoff(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.setupGame(t, srv.URL, "chevaux", 7, "#players", "3", "#kind-0", "bot", "#kind-1", "human", "#kind-2", "human")
	if !eval[bool](t, b, `!!document.querySelector("#handoff")`) {
		t.Fatal("the game opened on a player's cards, not on the hand-off screen")
	}
	if n := eval[int](t, b, `document.querySelectorAll(".horse, .kit-card, .board").length`); n != 0 {
		t.Fatalf("the first hand-off screen shows %d cards or boards", n)
	}
	// The first person may have nothing to do once the bot has played (a
	// Chevaux player who may not switch announces by itself): the device
	// then goes on to the next person, through the hand-off screen again.
	// The hand-off screen stays up until the page draws again: wait for
	// the board, or for a hand-off to someone else.
	const to = `(document.querySelector("#handoff-go") || {}).textContent`
	for i := 0; ; i++ {
		before := eval[string](t, b, to)
		b.click(t, "#handoff-go")
		b.waitJS(t, `document.querySelector(".board") || (document.querySelector("#handoff-go") && `+to+` != `+jsString(before)+`)`, 30*time.Second)
		if eval[bool](t, b, `!!document.querySelector(".board")`) {
			break
		}
		if i == 2 {
			t.Fatalf("no board after three hand-offs; the page says:\n%s", eval[string](t, b, "document.body.innerText"))
		}
	}
}
