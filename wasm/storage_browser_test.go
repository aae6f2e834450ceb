//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// blockStorageJS makes the page's storage refuse as a browser that blocks
// site data does: the first touch of localStorage, sessionStorage or
// indexedDB throws a SecurityError, and the service worker is refused.
const blockStorageJS = `(() => {
	const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError") };
	for (const k of ["localStorage", "sessionStorage", "indexedDB"]) {
		Object.defineProperty(window, k, { get: refuse, configurable: true });
	}
	if (navigator.serviceWorker) {
		navigator.serviceWorker.register = () => Promise.reject(new DOMException("The operation is insecure.", "SecurityError"));
	}
})()`

// goDied says whether the page's Go program died: a panic that reached the
// page, or a call after its exit.
func goDied(b *browser) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.all {
		if strings.Contains(m, "panic:") || strings.Contains(m, "Go program has already exited") {
			return m
		}
	}
	return ""
}

// TestStorageBlocked plays a whole game against a bot in a page whose
// browser refuses site data: the app says once that nothing will be kept,
// plays on in memory, and counts the game in its statistics while the page
// lasts.
func TestStorageBlocked(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.beforeApp(t, blockStorageJS)
	b.navigate(t, srv.URL+"/")
	b.speakFrench(t)
	b.waitJS(t, `document.querySelector("#storage-notice[data-kind=blocked]") && document.querySelector("#play-chevaux")`, 20*time.Second)
	if msg := eval[string](t, b, `document.querySelector("#storage-notice").innerText`); !strings.Contains(msg, "autorisez") {
		t.Errorf("the notice of blocked storage says %q", msg)
	}
	b.click(t, "#storage-ok")
	b.waitJS(t, `!document.querySelector("#storage-notice")`, 10*time.Second)

	seed := rand.Uint64() % 1_000_000
	b.setupGame(t, srv.URL, "chevaux", seed, "#players", "2", "#variant", "battles=20")
	if eval[bool](t, b, `!!document.querySelector("#storage-notice")`) {
		t.Errorf("the notice came back after it was closed")
	}
	b.playToEnd(t, seed, 3*time.Minute)
	openStats(t, b, srv.URL, 1)
	if died := goDied(b); died != "" {
		t.Fatalf("the Go program died: %s", died)
	}
}

// fillStorageJS fills the page's localStorage until it takes nothing more,
// in chunks from 1 MB down to 16 characters, and returns how many
// characters it wrote.
const fillStorageJS = `(() => { let n = 0, i = 0;
	for (let size = 1 << 20; size >= 16; size >>= 1) {
		for (;;) { try { localStorage.setItem("fill." + i, "x".repeat(size)); i++; n += size } catch (e) { break } }
	}
	window.fillKeys = i; return n })()`

// newChevauxAgainstBot opens the app in French in a browser of its own,
// with no bot pause, and starts a two-player Chevaux game of 20 battles
// against a bot on a random deal (setupGame logs it), which it returns.
func newChevauxAgainstBot(t *testing.T, srv *httptest.Server) (*browser, uint64) {
	t.Helper()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.speakFrench(t)
	seed := rand.Uint64() % 1_000_000
	b.startAgainstBots(t, srv.URL, "chevaux", seed, "#players", "2", "#variant", "battles=20")
	return b, seed
}

// storedMoves is how many moves the saved Chevaux game holds.
const storedMoves = `(JSON.parse(localStorage.getItem("menagerie.game.chevaux") || "{}").log || []).length`

// TestStorageFull fills the browser's storage, then plays and imports
// statistics: the app stays alive, says once that storage is full, and the
// game goes on; once space is freed, the next move is saved.
func TestStorageFull(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b, seed := newChevauxAgainstBot(t, srv)
	rng := rand.New(rand.NewPCG(seed, 11))
	kept := eval[int](t, b, storedMoves)
	filled := eval[int](t, b, fillStorageJS)
	t.Logf("storage filled with %d characters; the saved game has %d moves", filled, kept)

	// Play on: the game goes on in memory (its move count grows past what
	// storage kept), and the page says storage is full.
	const seq = `+((document.querySelector("#table") || {dataset: {}}).dataset.seq || 0)`
	start := eval[int](t, b, seq)
	deadline := time.Now().Add(2 * time.Minute)
	for !eval[bool](t, b, fmt.Sprintf(`!!document.querySelector("#end") || %s >= %d && !!document.querySelector("#storage-notice")`, seq, start+3)) {
		if time.Now().After(deadline) {
			b.timedOut(t, "moves and the notice of full storage", nil)
		}
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
		if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
			b.tapOnce(t, rng)
		}
		time.Sleep(60 * time.Millisecond)
	}
	t.Logf("in memory the game has %d moves, storage kept %d", eval[int](t, b, seq), eval[int](t, b, storedMoves))
	b.waitJS(t, `document.querySelector("#storage-notice[data-kind=full]")`, 20*time.Second)
	if msg := eval[string](t, b, `document.querySelector("#storage-notice").innerText`); !strings.Contains(msg, "plein") || !strings.Contains(msg, "Libérez") {
		t.Errorf("the notice of full storage says %q", msg)
	}
	if n := eval[int](t, b, storedMoves); n > kept+1 {
		t.Logf("the saved game has %d moves while storage is full (compaction made room?)", n)
	}

	// An import while full: refused, said, the app alive.
	b.navigate(t, srv.URL+"/#stats")
	b.waitJS(t, `document.querySelector("#stats")`, 20*time.Second)
	eval[bool](t, b, statsFileJS)
	importStats(t, b, `statsFile(50, 3)`)
	if msg := eval[string](t, b, `(document.querySelector("#stats-error") || {}).innerText || ""`); !strings.Contains(msg, "plein") {
		t.Errorf("an import into full storage says %q", msg)
	}

	// Space freed: the next move is saved.
	eval[bool](t, b, `(() => { for (let i = 0; i < window.fillKeys; i++) localStorage.removeItem("fill." + i); return true })()`)
	b.navigate(t, srv.URL+"/#play/chevaux")
	before := eval[int](t, b, storedMoves)
	deadline = time.Now().Add(2 * time.Minute)
	for eval[int](t, b, storedMoves) <= max(before, kept) {
		if time.Now().After(deadline) {
			b.timedOut(t, "a move saved once space was freed", nil)
		}
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
		if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
			b.tapOnce(t, rng)
		}
		time.Sleep(60 * time.Millisecond)
	}
	t.Logf("after freeing space the saved game has %d moves (it had %d)", eval[int](t, b, storedMoves), kept)
	b.waitJS(t, `!document.querySelector("#storage-notice")`, 20*time.Second)
	if died := goDied(b); died != "" {
		t.Fatalf("the Go program died: %s", died)
	}
}

// holdIndexedDBJS, in a tab whose sessionStorage has "holdIDB", holds the
// answer of IndexedDB's open until the page calls window.__releaseIDB(),
// and records whether the app's home page was drawn while it waited,
// before the app gave it up (window.__homeWhileHeld).
const holdIndexedDBJS = `(() => {
	if (!sessionStorage.getItem("holdIDB")) return;
	const open = IDBFactory.prototype.open;
	const held = [];
	window.__idbHeldSince = 0;
	window.__releaseIDB = () => {
		window.__idbReleased = true;
		for (const f of held.splice(0)) f();
	};
	IDBFactory.prototype.open = function (...args) {
		if (window.__idbReleased) return open.apply(this, args);
		const factory = this, fake = {};
		let real = null;
		Object.defineProperty(fake, "result", { get: () => real && real.result });
		window.__idbHeldSince = window.__idbHeldSince || performance.now();
		held.push(() => {
			real = open.apply(factory, args);
			for (const ev of ["upgradeneeded", "success", "error", "blocked"]) {
				real["on" + ev] = (e) => fake["on" + ev] && fake["on" + ev](e);
			}
		});
		return fake;
	};
	new MutationObserver(() => {
		if (window.__homeWhileHeld === undefined && document.querySelector("#play-chevaux") && !document.getElementById("app-wasm-loader")) {
			// The app gives IndexedDB up after 4 s and goes on: drawn
			// after that is drawn after the recovery.
			window.__homeWhileHeld = !window.__idbReleased && performance.now() - window.__idbHeldSince < 3500;
		}
	}).observe(document, { childList: true, subtree: true });
})()`

// durableCopyJS is whether IndexedDB holds a copy of the saved Chevaux game.
const durableCopyJS = `new Promise((resolve) => {
	const req = indexedDB.open("menagerie");
	req.onerror = () => resolve(false);
	req.onsuccess = () => {
		try {
			const get = req.result.transaction("kv").objectStore("kv").get("menagerie.game.chevaux");
			get.onsuccess = () => { resolve(!!get.result); req.result.close() };
			get.onerror = () => { resolve(false); req.result.close() };
		} catch (e) { resolve(false) }
	};
})`

// TestHomeBeforeRecovery: the home page does not wait for IndexedDB's
// copies of the saved games (a phone may take a while to open it); its
// list of games to resume follows once they are read, and a tap on
// « Jouer » waits for them, so that it never replaces a game it has not
// seen. Here localStorage lost an unfinished Chevaux game that IndexedDB
// kept.
func TestHomeBeforeRecovery(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b, _ := newChevauxAgainstBot(t, srv)
	b.beforeApp(t, holdIndexedDBJS)
	b.waitJS(t, durableCopyJS, 30*time.Second)
	lose := func() {
		eval[bool](t, b, `(localStorage.removeItem("menagerie.game.chevaux"), sessionStorage.setItem("holdIDB", "1"), true)`)
		b.navigate(t, srv.URL+"/")
		b.waitJS(t, `window.__homeWhileHeld !== undefined`, 30*time.Second)
		if !eval[bool](t, b, `window.__homeWhileHeld`) {
			t.Fatalf("the home page was drawn only once IndexedDB answered")
		}
	}

	// The home page, drawn without the game, lists it once IndexedDB's
	// copy is read.
	lose()
	if eval[bool](t, b, `!!document.querySelector("#resume-chevaux")`) {
		t.Fatalf("the home page offers a game that only IndexedDB holds before reading it")
	}
	eval[bool](t, b, `(window.__releaseIDB(), true)`)
	b.waitJS(t, `document.querySelector("#resume-chevaux")`, 30*time.Second)

	// A tap on « Jouer » while IndexedDB has not answered. (The app gives
	// IndexedDB up after 4 s: a tap later than that tells nothing.)
	lose()
	late := eval[bool](t, b, `(() => {
		const late = performance.now() - window.__idbHeldSince > 3000;
		document.querySelector("#play-chevaux").click();
		setTimeout(window.__releaseIDB, 300);
		return late;
	})()`)
	if late {
		t.Skip("the tap came after the app had given IndexedDB up: the machine is too slow for this check")
	}
	// Once IndexedDB's copy is read, the tap asks before replacing it.
	b.waitJS(t, `document.querySelector("#replace, #table")`, 30*time.Second)
	if !eval[bool](t, b, `!!document.querySelector("#replace")`) {
		t.Fatalf("a tap on « Jouer » started a new game over the unfinished one that IndexedDB kept")
	}
	if died := goDied(b); died != "" {
		t.Fatalf("the Go program died: %s", died)
	}
}
