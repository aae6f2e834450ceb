//go:build !js

package main

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// beforeApp runs js in every page the browser loads from now on, before
// the page's own scripts.
func (b *browser) beforeApp(t *testing.T, js string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		return err
	})); err != nil {
		t.Fatalf("script before the app: %v", err)
	}
}

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
