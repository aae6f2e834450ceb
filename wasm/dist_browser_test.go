//go:build browser && !js

package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestPrecompressedOffline loads the app from `make run`'s server, which
// sends app.wasm compressed: the page runs it, the service worker caches
// it (decoded, with its type) through the same server, and the app then
// starts with the server gone.
func TestPrecompressedOffline(t *testing.T) {
	t.Parallel()
	needCompressed(t)
	h, err := Serve("web")
	if err != nil {
		t.Fatal(err)
	}
	counter := &countingHandler{next: h}
	srv := httptest.NewServer(counter)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/")
	b.waitJS(t, `document.querySelector("#play-chevaux")`, 30*time.Second)
	b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return !!(r && r.active) })()`, 60*time.Second)
	b.waitJS(t, `(async () => { for (const k of await caches.keys()) {
		if (await (await caches.open(k)).match("/web/app.wasm")) return true } return false })()`, 60*time.Second)
	size, _ := os.Stat("web/app.wasm")
	got := eval[string](t, b, `(async () => { for (const k of await caches.keys()) {
		const r = await (await caches.open(k)).match("/web/app.wasm");
		if (r) return r.headers.get("Content-Type") + " " + (await r.arrayBuffer()).byteLength } return "none" })()`)
	if want := "application/wasm " + strconv.FormatInt(size.Size(), 10); got != want {
		t.Fatalf("the worker's cached app.wasm: %s, want %s", got, want)
	}
	counter.mu.Lock()
	enc := counter.encodings["/web/app.wasm"]
	counter.mu.Unlock()
	if enc != "br" {
		t.Errorf("app.wasm was sent with Content-Encoding %q, want br", enc)
	}
	srv.Close()
	b.setupGame(t, srv.URL, "chevaux", 7)
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	if errs := b.consoleErrors(true); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestDistUnderPrefix serves the static site, built for /menagerie, from a
// plain file server under that prefix (as GitHub Pages serves a project
// site), starts a Chevaux game, then plays offline from the service worker.
func TestDistUnderPrefix(t *testing.T) {
	t.Parallel()
	const prefix = "/menagerie"
	out := t.TempDir()
	if err := Dist("web", out, prefix); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(prefix+"/", http.StripPrefix(prefix, http.FileServer(http.Dir(out))))
	var mu sync.Mutex
	var outside []string // requests outside the prefix
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		outside = append(outside, r.URL.Path)
		mu.Unlock()
		http.NotFound(w, r)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)

	b.navigate(t, srv.URL+prefix+"/")
	b.waitJS(t, `document.querySelector("#play-chevaux")`, 30*time.Second)
	// The stylesheets apply, and every picture comes from under the prefix.
	if bg := eval[string](t, b, `getComputedStyle(document.body).backgroundColor`); bg == "rgba(0, 0, 0, 0)" {
		t.Errorf("menagerie.css does not apply (body background %s)", bg)
	}
	b.click(t, "#play-chevaux")
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	checkImages := func() {
		t.Helper()
		// Bots keep playing and the board keeps drawing new pictures: the
		// states are read in the same evaluation that sees them all settled.
		var imgs []string
		deadline := time.Now().Add(time.Minute)
		for {
			settled := eval[string](t, b, `(() => { const all = [...document.images];
				return all.every(i => i.complete) ? JSON.stringify(all.map(i => (i.naturalWidth ? "ok " : "failed ") + new URL(i.src).pathname)) : "" })()`)
			if settled != "" {
				if err := json.Unmarshal([]byte(settled), &imgs); err != nil {
					t.Fatal(err)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the pictures never finished loading")
			}
			time.Sleep(50 * time.Millisecond)
		}
		for _, img := range imgs {
			state, p, _ := strings.Cut(img, " ")
			rel, ok := strings.CutPrefix(p, prefix+"/web/")
			if !ok {
				t.Errorf("image %s is not under %s/web/", p, prefix)
				continue
			}
			// A picture the build has not drawn yet is not this test's business.
			if _, err := os.Stat(filepath.Join("web", filepath.FromSlash(rel))); state != "ok" && err == nil {
				t.Errorf("image %s did not load", p)
			}
		}
	}
	checkImages()
	scope := eval[string](t, b, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return r && r.active ? r.scope : "" })()`)
	if scope == "" {
		b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return !!(r && r.active) })()`, 60*time.Second)
		scope = eval[string](t, b, `(async () => (await navigator.serviceWorker.getRegistration()).scope)()`)
	}
	if scope != srv.URL+prefix+"/" {
		t.Errorf("service worker scope %q, want %q", scope, srv.URL+prefix+"/")
	}
	b.waitJS(t, `(async () => { for (const k of await caches.keys()) { const c = await caches.open(k);
		if (await c.match("`+prefix+`/web/app.wasm") && await c.match("`+prefix+`/")) return true } return false })()`, 60*time.Second)
	mu.Lock()
	if len(outside) > 0 {
		t.Errorf("requests outside %s: %v", prefix, outside)
	}
	mu.Unlock()

	// Offline: every address under the prefix still starts the app, and a
	// game plays to its end. (The prefix without its slash is outside the
	// worker's scope: online, the host redirects it.)
	srv.Close()
	for _, p := range []string{"/", "/#play", "/?utm=chat", "/index.html", "/some/deep/link"} {
		b.navigate(t, srv.URL+prefix+p)
		b.waitJS(t, `document.querySelector("#page")`, 30*time.Second)
	}
	const seed = 549
	b.setupGame(t, srv.URL+prefix, "chevaux", seed, "#variant", "battles=20")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	checkImages()
	b.playToEnd(t, seed, 90*time.Second)
	errs := b.consoleErrors(true)
	if _, err := os.Stat("web/art/.stamp"); err != nil {
		// Until the card art is built, its pictures fail: online with a 404,
		// offline as requests the worker cannot answer (checkImages checked
		// the pictures that exist).
		errs = slices.DeleteFunc(errs, func(e string) bool {
			return strings.Contains(e, "404 (Not Found)") || strings.Contains(e, "net::ERR_FAILED")
		})
	}
	if len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
