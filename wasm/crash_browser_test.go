//go:build browser && !js

package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestCrashScreen makes the app panic on purpose (the storage key
// menagerie.debug.panic, which nothing in the app writes): right after a
// move is applied, then in the first render of a page. Each time the page
// says, in its language, that the app stopped, with a reload button; the
// move is kept, and the reload resumes the game at it.
func TestCrashScreen(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b, seed := newChevauxAgainstBot(t, srv)
	rng := rand.New(rand.NewPCG(seed, 2))

	kept := eval[int](t, b, storedMoves)
	eval[bool](t, b, `(localStorage.setItem("menagerie.debug.panic", "move"), true)`)
	deadline := time.Now().Add(60 * time.Second)
	for !eval[bool](t, b, `!!document.querySelector("#crashed")`) {
		if time.Now().After(deadline) {
			b.timedOut(t, "the crash screen after a move", nil)
		}
		if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
			b.tapOnce(t, rng)
		}
		time.Sleep(40 * time.Millisecond)
	}
	if msg := eval[string](t, b, `document.querySelector("#crashed").innerText`); !strings.Contains(msg, "arrêtée") || !strings.Contains(msg, "Recharger") {
		t.Errorf("the crash screen says %q", msg)
	}
	moved := eval[int](t, b, storedMoves)
	if moved <= kept {
		t.Fatalf("the move played as the app stopped was not kept: %d moves saved, %d before", moved, kept)
	}
	if died := goDied(b); died != "" {
		t.Fatalf("the panic reached the page: %s", died)
	}

	// Reload: the game is back at the move kept.
	eval[bool](t, b, `(window.bgOldPage = true, document.querySelector("#crashed-reload").click(), true)`)
	b.waitJS(t, `!window.bgOldPage && document.querySelector(".shell") && !document.getElementById("app-wasm-loader")`, 90*time.Second)
	b.navigate(t, srv.URL+"/#play/chevaux")
	b.waitJS(t, `document.querySelector("#table")`, 20*time.Second)
	if got := eval[int](t, b, seqJS); got < moved {
		t.Fatalf("resumed at %d moves, %d were kept", got, moved)
	}

	// A panic in a render, in English this time.
	eval[bool](t, b, `(localStorage.setItem("menagerie.lang", '"en"'), localStorage.setItem("menagerie.debug.panic", "render"), true)`)
	if err := chromedp.Do(b.ctx, chromedp.Navigate(srv.URL+"/#about")); err != nil {
		t.Fatal(err)
	}
	b.waitJS(t, `document.querySelector("#crashed #crashed-reload")`, 90*time.Second)
	if msg := eval[string](t, b, `document.querySelector("#crashed").innerText`); !strings.Contains(msg, "stopped") || !strings.Contains(msg, "Reload") {
		t.Errorf("the crash screen says %q", msg)
	}
	if died := goDied(b); died != "" {
		t.Fatalf("the panic reached the page: %s", died)
	}
}
