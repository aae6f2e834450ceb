//go:build browser && !js

package main

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestUndoAndHint plays Life is Life against bots with takebacks allowed:
// a move and the bots' replies taken back bring the table back exactly as
// it was; a hint proposes a move, highlighted, and the log says the move
// played after it was played with a hint. The menu's entries do what they
// say once the undo entry has come in first.
func TestUndoAndHint(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	const seed = 515
	t.Logf("deal %d", seed)
	b.startAgainstBots(t, srv.URL, "lifeislife", seed, "#undo", "true")
	const mine = `document.querySelector("#table[data-turn=mine]")`
	const screen = `document.querySelector("#kit-main").innerText + "|" + document.querySelector("#kit-hand").innerText + "|" + document.querySelector("#table").dataset.seq`
	before := eval[string](t, b, screen)
	rng := rand.New(rand.NewPCG(seed, 2))
	b.tapTurn(t, rng)
	b.waitJS(t, mine+` || document.querySelector("#end")`, 30*time.Second)
	b.waitJS(t, `document.querySelector("button#undo")`, 10*time.Second)
	b.click(t, "button#undo")
	b.waitJS(t, `document.querySelector("#table").dataset.seq == `+jsString(seqOf(before)), 10*time.Second)
	b.waitJS(t, mine, 10*time.Second)
	if after := eval[string](t, b, screen); after != before {
		t.Errorf("after taking the move back the table shows\n%s\nnot, as before the move,\n%s", after, before)
	}

	// A hint: the proposed move is highlighted; played, the log says so.
	b.click(t, "#hint")
	b.waitJS(t, `document.querySelector(".hinted") && document.querySelector("#hint-note")`, 30*time.Second)
	// Tap what is highlighted, letting the page draw each tap, until the
	// move is applied.
	moved := `document.querySelector("#table").dataset.seq != ` + jsString(seqOf(before))
	for i := 0; !eval[bool](t, b, moved); i++ {
		if i == 200 {
			t.Fatal("following the hint applied no move")
		}
		eval[string](t, b, followHintJS)
		time.Sleep(60 * time.Millisecond) // a poll interval: the loop waits on "moved"
	}
	b.openLog(t)
	b.waitJS(t, `[...document.querySelectorAll("#log li")].some(li => li.querySelector(".kit-hint"))`, 10*time.Second)
	b.closeLog(t)

	// The menu, now that it holds the undo entry first: each entry does
	// what it says (go-app kept the handler of the entry first drawn in
	// each place).
	b.waitJS(t, `document.querySelector("#menu-undo")`, 30*time.Second)
	lang := eval[string](t, b, `document.documentElement.lang`)
	eval[bool](t, b, `(document.querySelector("#lang").click(), true)`)
	b.waitJS(t, `document.documentElement.lang != `+jsString(lang), 10*time.Second)
	eval[bool](t, b, `(document.querySelector("#menu-undo").click(), true)`)
	b.waitJS(t, `document.querySelector("#table").dataset.seq == `+jsString(seqOf(before)), 10*time.Second)
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// seqOf is the move number at the end of a screen record "…|seq".
func seqOf(screen string) string {
	for i := len(screen) - 1; i >= 0; i-- {
		if screen[i] == '|' {
			return screen[i+1:]
		}
	}
	return screen
}
