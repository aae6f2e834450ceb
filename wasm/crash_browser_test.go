//go:build browser && !js

package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestCrashScreen makes the app panic on purpose (the storage key
// menagerie.debug.panic, which only the debug build reads, and nothing in
// the app writes): right after a move is applied, then in the first
// render of a page, both on go-app's loop. Each time the page
// says, in its language, that the app stopped, with a reload button; the
// move is kept, and the reload resumes the game at it.
func TestCrashScreen(t *testing.T) {
	t.Parallel()
	srv := newDebugServer(t)
	defer srv.Close()
	b, seed := newChevauxAgainstBot(t, srv)
	rng := rand.New(rand.NewPCG(seed, 2))

	kept := eval[int](t, b, storedMoves)
	eval[bool](t, b, `(localStorage.setItem("menagerie.debug.panic", "move"), true)`)
	deadline := time.Now().Add(2 * time.Minute)
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

// TestCrashRecovered makes the app panic on purpose off go-app's loop: in
// a bot's ctx.Async goroutine, then in an IndexedDB answer (a JavaScript
// callback). Each time the page says the app stopped, no panic reaches the
// page (the program would have exited), every move the page showed is
// kept, and the reload resumes the game there.
func TestCrashRecovered(t *testing.T) {
	t.Parallel()
	srv := newDebugServer(t)
	defer srv.Close()
	b, seed := newChevauxAgainstBot(t, srv)
	rng := rand.New(rand.NewPCG(seed, 5))
	for _, where := range []string{"async", "callback"} {
		eval[bool](t, b, `(localStorage.setItem("menagerie.debug.panic", "`+where+`"), true)`)
		shown := 0
		deadline := time.Now().Add(2 * time.Minute)
		for !eval[bool](t, b, `!!document.querySelector("#crashed")`) {
			if time.Now().After(deadline) {
				b.timedOut(t, "the crash screen after a panic at "+where, nil)
			}
			shown = max(shown, eval[int](t, b, seqJS))
			if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
				b.tapOnce(t, rng)
			}
			time.Sleep(40 * time.Millisecond)
		}
		if msg := eval[string](t, b, `document.querySelector("#crashed").innerText`); !strings.Contains(msg, "arrêtée") || !strings.Contains(msg, "Recharger") {
			t.Errorf("%s: the crash screen says %q", where, msg)
		}
		if died := goDied(b); died != "" {
			t.Fatalf("%s: the panic reached the page: %s", where, died)
		}
		kept := eval[int](t, b, storedMoves)
		if kept < shown {
			t.Fatalf("%s: %d moves kept, the page showed %d", where, kept, shown)
		}
		t.Logf("%s: the app stopped at %d moves shown, %d kept", where, shown, kept)

		eval[bool](t, b, `(window.bgOldPage = true, document.querySelector("#crashed-reload").click(), true)`)
		b.waitJS(t, `!window.bgOldPage && document.querySelector(".shell") && !document.getElementById("app-wasm-loader")`, 90*time.Second)
		b.navigate(t, srv.URL+"/#play/chevaux")
		b.waitJS(t, `document.querySelector("#table")`, 20*time.Second)
		if got := eval[int](t, b, seqJS); got < kept {
			t.Fatalf("%s: resumed at %d moves, %d were kept", where, got, kept)
		}
	}
}

// TestDebugOnlyInDebugBuild: the panics on purpose and the heap figures
// are in the debug build the tests serve, and not in web/app.wasm, the
// build players get.
func TestDebugOnlyInDebugBuild(t *testing.T) {
	players, err := os.ReadFile("web/app.wasm")
	if err != nil {
		t.Fatal(err)
	}
	debug, err := os.ReadFile(filepath.Join(debugWeb(t), "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"menagerie.debug.panic", "menagerieDebugHeap"} {
		if !bytes.Contains(debug, []byte(s)) {
			t.Errorf("the debug build lacks %q", s)
		}
		if bytes.Contains(players, []byte(s)) {
			t.Errorf("the players' build holds %q", s)
		}
	}
}
