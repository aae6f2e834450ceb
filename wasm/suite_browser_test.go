//go:build browser && !js

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// browser is one headless Chromium page with storage of its own (a fresh
// profile, or a browser context of its own in a shared Chromium), and the
// console errors its pages wrote.
type browser struct {
	ctx context.Context
	// kill ends the Chromium process at once, as a phone that drops a tab
	// would: nothing is closed cleanly. Only a browser with a profile of
	// its own (newBrowserAt) has a process to kill.
	kill   func()
	mu     sync.Mutex
	errors []string
	all    []string // every console message, to explain a failure
	// page is the shared Chromium's page this browser was lent (nil for a
	// Chromium of its own), with what the test left in it to undo.
	page    *sharedPage
	scripts []page.ScriptIdentifier // added by beforeApp
	origins map[string]bool         // the sites its pages opened, to clear
}

// chromiumPath finds Debian's Chromium.
func chromiumPath(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("Chromium is not installed: apt-get install -y chromium (the browser tests need it)")
	return ""
}

// needChromium fails unless the browser tests can run: Chromium is
// installed (it returns its path) and the app is built.
func needChromium(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat("web/app.wasm"); err != nil {
		t.Fatal("web/app.wasm is missing: run `make build` (make test does it)")
	}
	return chromiumPath(t)
}

// chromiumOptions are the flags of every Chromium of the tests, the one at
// path on the profile in dir.
func chromiumOptions(path, dir string) []chromedp.ExecAllocatorOption {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(dir),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-features", "Translate,WebRtcHideLocalIpsWithMdns"),
		chromedp.WindowSize(412, 900),
	}
	if !measuring() {
		// The tests check what the app does, not how fast: V8's baseline
		// compiler alone runs the app as the tests need, without the
		// optimizing compiler's work in the background on every page load
		// (about a seventh of the browser tests' CPU time on two cores).
		// The benchmarks and profiles run the app as a phone does.
		opts = append(opts, chromedp.Flag("js-flags", "--liftoff-only"))
	}
	return opts
}

// measuring reports whether this run measures the app's speed (make bench,
// make profile), for which Chromium runs as it does for a player.
func measuring() bool {
	return *benchTable || *profileGame != ""
}

// shared is the Chromium process that the browsers of newBrowser share,
// started by the first of them and ended by TestMain.
var shared struct {
	mu   sync.Mutex
	ctx  context.Context // the process's first context, which owns it
	stop func()
	dir  string
	idle []*sharedPage // pages whose tests are done, ready for the next
}

// sharedPage is a page of the shared Chromium, in a browser context of its
// own.
type sharedPage struct {
	ctx   context.Context
	close func()
}

// newBrowser opens a page in a browser context of its own, in the Chromium
// the tests share: its storage, cache and service workers start empty and
// are nobody else's, as with a fresh profile, without the cost of starting
// a Chromium. The page of a test that passed is lent to the next one, blank
// and with its sites' data cleared (see release): the app's first load in a
// new page (its browser context, renderer process and compositor) took
// about 3 CPU-seconds more than in a page lent again. Each test's server
// has a port, and so an origin, of its own, whose storage starts empty.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	path := needChromium(t)
	shared.mu.Lock()
	if shared.ctx == nil {
		dir, err := os.MkdirTemp("", "menagerie-chromium-")
		if err != nil {
			shared.mu.Unlock()
			t.Fatal(err)
		}
		opts := chromiumOptions(path, dir)
		if yieldToNetworkTests != nil && os.Getenv(netnsEnv) != "1" {
			opts = append(opts, chromedp.ModifyCmdFunc(yieldToNetworkTests))
		}
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel := chromedp.NewContext(actx)
		if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
			cancel()
			cancelA()
			os.RemoveAll(dir)
			shared.mu.Unlock()
			t.Fatalf("starting Chromium: %v", err)
		}
		shared.ctx, shared.dir = ctx, dir
		shared.stop = func() { cancel(); cancelA() }
	}
	parent := shared.ctx
	var p *sharedPage
	if n := len(shared.idle); n > 0 {
		p, shared.idle = shared.idle[n-1], shared.idle[:n-1]
	}
	shared.mu.Unlock()
	if p == nil {
		ctx, cancel := chromedp.NewContext(parent, chromedp.WithNewBrowserContext())
		p = &sharedPage{ctx: ctx, close: cancel}
		if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
			cancel()
			t.Fatalf("opening a browser context: %v", err)
		}
	}
	// The test's own context: ending it ends the test's listeners and the
	// pages it opened from this one, not the page itself.
	ctx, cancel := context.WithCancel(p.ctx)
	b := &browser{ctx: ctx, page: p, origins: map[string]bool{},
		kill: func() { panic("kill: this browser shares its Chromium (use newBrowserAt)") }}
	t.Cleanup(func() {
		cancel()
		b.release(t)
	})
	b.listen()
	return b
}

// release gives the page back for the next test once its test has passed
// and the page is as a new one would be: blank, no viewport, media or
// scripts of the test's, its sites' storage, service workers and cache
// gone. Otherwise (a failed test keeps the page as it failed; a step that
// does not work) the page and its browser context are closed. The
// measures run Chromium as a player does, a new page each.
func (b *browser) release(t *testing.T) {
	p := b.page
	if t.Failed() || measuring() {
		p.close()
		return
	}
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	b.mu.Lock()
	var origins []string
	for o := range b.origins {
		origins = append(origins, o)
	}
	b.mu.Unlock()
	err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, page.ResetNavigationHistory, cdp.Empty{}); err != nil {
			return err
		}
		for _, id := range b.scripts {
			if _, err := cdp.Call(ctx, tg, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: id}); err != nil {
				return err
			}
		}
		if _, err := cdp.Call(ctx, tg, emulation.ClearDeviceMetricsOverride, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, network.ClearBrowserCache, cdp.Empty{}); err != nil {
			return err
		}
		for _, o := range origins {
			if _, err := cdp.Call(ctx, tg, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: o, StorageTypes: "all"}); err != nil {
				return fmt.Errorf("clearing %s: %w", o, err)
			}
		}
		return nil
	}))
	if err != nil {
		t.Logf("the page is not lent again: %v", err)
		p.close()
		return
	}
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.ctx == nil {
		p.close()
		return
	}
	shared.idle = append(shared.idle, p)
}

// stopSharedBrowser ends the Chromium of newBrowser, if it was started.
func stopSharedBrowser() {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.ctx != nil {
		shared.stop()
		os.RemoveAll(shared.dir)
		shared.ctx = nil
	}
}

// newBrowserAt starts a Chromium of its own on the profile in dir: a
// browser started again on the same dir finds its storage as it was left.
func newBrowserAt(t *testing.T, dir string) *browser {
	t.Helper()
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), chromiumOptions(needChromium(t), dir)...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelA() })
	b := &browser{ctx: ctx, kill: cancelA}
	// The first Run starts the browser on the long-lived context.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	b.listen()
	return b
}

// listen records the console messages of the browser's page.
func (b *browser) listen() {
	if b.page != nil {
		// A lent page's sites, for release to clear.
		chromedp.Listen(b.ctx, func(ev any) {
			if e, ok := ev.(*page.EventFrameNavigated); ok && strings.HasPrefix(e.Frame.SecurityOrigin, "http") {
				b.mu.Lock()
				b.origins[e.Frame.SecurityOrigin] = true
				b.mu.Unlock()
			}
		})
	}
	go func() {
		for m, err := range chromedp.Console(b.ctx) {
			if err != nil {
				return
			}
			b.mu.Lock()
			b.all = append(b.all, string(m.Type)+": "+m.Text)
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
				b.errors = append(b.errors, m.Text)
			}
			b.mu.Unlock()
		}
	}()
}

// consoleErrors returns the errors written so far, minus those expected
// while the server is deliberately gone.
func (b *browser) consoleErrors(allowOffline bool) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for _, e := range b.errors {
		if allowOffline && (strings.Contains(e, "ERR_CONNECTION_REFUSED") || strings.Contains(e, "Failed to fetch") || strings.Contains(e, "ERR_INTERNET_DISCONNECTED")) {
			continue
		}
		out = append(out, e)
	}
	return out
}

func (b *browser) navigate(t *testing.T, url string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate %s: %v", url, err)
	}
	// The server pre-renders the page; it is live once the wasm loader is gone.
	b.waitJS(t, `document.querySelector(".shell") && !document.getElementById("app-wasm-loader")`, 90*time.Second)
}

func eval[T any](t *testing.T, b *browser, js string) T {
	t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("eval %q: %v", js, err)
	}
	return v
}

// leastWait is the shortest deadline of waitJS and value: a deadline
// bounds a hang, it is no speed goal, and a step the page takes in a blink
// may take many seconds on a loaded 2-core machine (load 10 and more, as
// make test runs the long browser tests side by side).
const leastWait = 30 * time.Second

// waitJS waits until the expression is true, for timeout at most (and
// leastWait at least).
func (b *browser) waitJS(t *testing.T, js string, timeout time.Duration) {
	t.Helper()
	if ok, err := b.until(js, time.Now().Add(max(timeout, leastWait))); !ok {
		b.timedOut(t, js, err)
	}
}

// until reports whether the expression turns true before the deadline,
// and the last error in asking the page. The page watches for it itself,
// looking again at each change of its document (a few milliseconds after
// it) and every 50 ms, and answers once: a test that asked over the
// DevTools protocol 20 times a second cost the browser more than the page
// did, with four tests side by side. A page that navigates away ends the
// look, and a new one starts in the next page. An expression that throws
// is false; one whose value is a promise counts by what it gives.
func (b *browser) until(js string, deadline time.Time) (bool, error) {
	var last error
	for {
		left := time.Until(deadline)
		ok, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](untilJS(js, min(max(left, 0), 5*time.Second)), chromedp.EvalAwaitPromise))
		switch {
		case err == nil && ok:
			return true, nil
		case err != nil:
			last = err
			if b.ctx.Err() != nil {
				return false, err
			}
			time.Sleep(50 * time.Millisecond) // a page on its way: nothing to watch yet
		}
		if time.Now().After(deadline) {
			return false, last
		}
	}
}

// untilJS is the page's side of until: a promise of whether js turns true
// within d. A js whose value is a promise (an async function's call, to
// read the caches or the service worker) counts by what the promise
// gives; one look at a time, and a change during a look brings another.
func untilJS(js string, d time.Duration) string {
	return fmt.Sprintf(`new Promise((done) => {
  let soon = 0, over = false, busy = false, again = false;
  const test = async () => { try { return !!(await (%s)) } catch (e) { return false } };
  const stop = (v) => { if (over) return; over = true; seen.disconnect(); clearInterval(tick); clearTimeout(end); clearTimeout(soon); done(v) };
  const look = async () => {
    soon = 0;
    if (over) return;
    if (busy) { again = true; return }
    busy = true;
    const ok = await test();
    busy = false;
    if (ok) stop(true); else if (again) { again = false; look() }
  };
  const seen = new MutationObserver(() => { if (!soon) soon = setTimeout(look, 5) });
  seen.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  const tick = setInterval(look, 50);
  const end = setTimeout(() => stop(false), %d);
  look();
})`, js, d.Milliseconds())
}

// timedOut fails the test, which waited in vain for what, with what the
// page says and the console.
func (b *browser) timedOut(t *testing.T, what string, err error) {
	t.Helper()
	body, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string]("document.body ? document.body.innerText : ''"))
	b.mu.Lock()
	console := strings.Join(b.all, "\n")
	b.mu.Unlock()
	t.Fatalf("timed out waiting for %s (err %v); page says:\n%s\nconsole:\n%s", what, err, body, console)
}

// poll reports whether js turns true within timeout. A test that needs
// something to happen waits with waitJS; poll is for what may not happen
// (a tap lost as the page redrew, a move that must not come).
func (b *browser) poll(t *testing.T, js string, timeout time.Duration) bool {
	t.Helper()
	ok, _ := b.until(js, time.Now().Add(timeout))
	return ok
}

// value waits until the field matching the CSS selector holds a text
// other than not, and returns it, read in the same look as the wait (the
// page may redraw the field in between two looks).
func (b *browser) value(t *testing.T, sel, not string, timeout time.Duration) string {
	t.Helper()
	js := fmt.Sprintf(`(document.querySelector(%q) || {}).value || ""`, sel)
	deadline := time.Now().Add(max(timeout, leastWait))
	for {
		ok, err := b.until(fmt.Sprintf(`((v) => v !== "" && v !== %s)(%s)`, jsString(not), js), deadline)
		if ok {
			v, err2 := chromedp.Run(b.ctx, chromedp.Evaluate[string](js))
			if err2 == nil && v != "" && v != not {
				return v
			}
			err = err2
		}
		if time.Now().After(deadline) {
			b.timedOut(t, "a value in "+sel, err)
		}
	}
}

// watch has the page itself note each showing of what the CSS selector
// matches, from now until the page is left: a state that lasts a moment (a
// notice, a mark, the reason a greyed card gives in the prompt), which a
// test driver on a loaded machine, looking at the page a few times a
// second at best, may miss. Each note, in window.seen[name], holds the
// element's text, the table's move number (its data-seq, "" with no
// table) and the page's clock (performance.now()) when that text showed.
func (b *browser) watch(t *testing.T, name, sel string) {
	t.Helper()
	eval[bool](t, b, fmt.Sprintf(`(() => {
		const sel = %q, notes = [];
		(window.seen = window.seen || {})[%q] = notes;
		let last = null;
		const look = () => {
			const e = document.querySelector(sel), text = e ? e.textContent : null;
			if (text !== null && text !== last) {
				const tb = document.querySelector("#table");
				notes.push({text, seq: tb ? tb.dataset.seq : "", at: performance.now()});
			}
			last = text;
		};
		new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
		look();
		return true })()`, sel, name))
}

// seenJS is the JavaScript list of the notes of watch's name.
func seenJS(name string) string {
	return fmt.Sprintf(`((window.seen || {})[%q] || [])`, name)
}

// whyNotes is how many reasons the prompt has told on the page since
// watchWhy.
func (b *browser) whyNotes(t *testing.T) int {
	t.Helper()
	return eval[int](t, b, seenJS("why")+`.length`)
}

// watchWhy has the page note each reason the prompt tells (a greyed card
// tapped says why it may not be chosen, for a few seconds): see watch.
func (b *browser) watchWhy(t *testing.T) { b.watch(t, "why", "#prompt.kit-why") }

// whyTold waits until the prompt tells a reason that test (a JavaScript
// function of the text) accepts, or has told one since watchWhy had n
// notes, and reports whether it did within a minute; if not, the test's
// log gets what the prompt told.
func (b *browser) whyTold(t *testing.T, n int, test string) bool {
	t.Helper()
	if b.poll(t, fmt.Sprintf(`(f => f((document.querySelector("#prompt.kit-why") || {}).textContent || "") || %s.slice(%d).some(w => f(w.text)))(%s)`,
		seenJS("why"), n, test), time.Minute) {
		return true
	}
	t.Logf("the prompt told: %s; it says %q", eval[string](t, b, `JSON.stringify(`+seenJS("why")+`)`), eval[string](t, b, `(document.querySelector("#prompt") || {}).textContent || ""`))
	return false
}

// click clicks the element matching the CSS selector.
func (b *browser) click(t *testing.T, sel string) {
	t.Helper()
	b.waitJS(t, fmt.Sprintf("document.querySelector(%q)", sel), 20*time.Second)
	eval[bool](t, b, fmt.Sprintf("(document.querySelector(%q).click(), true)", sel))
}

// logDrawnJS opens the table's log if it is closed and is true once every
// line of it is drawn: the log draws its lines only while it is open, the
// older ones a few chunks at a frame.
const logDrawnJS = `(() => { const d = document.querySelector("#log-panel"); if (!d) return false; if (!d.open) d.open = true;
	const l = document.querySelector("#log"); return !!l && (l.tagName == "P" || l.dataset.drawn == l.dataset.lines) })()`

// openLog opens the table's log (over the table) and waits until it
// shows every line.
func (b *browser) openLog(t *testing.T) {
	t.Helper()
	b.waitJS(t, logDrawnJS, 20*time.Second)
}

// closeLog closes the table's log.
func (b *browser) closeLog(t *testing.T) {
	t.Helper()
	eval[bool](t, b, `(() => { const d = document.querySelector("#log-panel"); if (d) d.open = false; return true })()`)
}

// tapIf clicks the element matching the CSS selector if it is there and
// enabled, and reports whether it did: a driver that looked at the page
// before may find it changed (a bot moved, a guest's page followed the
// host's), and then looks again.
func (b *browser) tapIf(t *testing.T, sel string) bool {
	t.Helper()
	return eval[bool](t, b, fmt.Sprintf(`(() => { const e = document.querySelector(%q);
		if (!e || e.disabled) return false; e.click(); return true })()`, sel))
}

// followHintJS taps the next card or button of the move the page proposes
// (a hint, the coach: class "hinted"), a card not yet chosen first; it
// says what it tapped: "card", "move", or "wait" when there is none.
const followHintJS = `(() => {
	const card = [...document.querySelectorAll(".hinted:not(button.move)")].find(e => e.getAttribute("aria-pressed") !== "true");
	if (card) { card.click(); return "card" }
	const move = document.querySelector("button.move.hinted:not([disabled])");
	if (move) { move.click(); return "move" }
	return "wait" })()`

// choose sets a select element's value as a person would, or ticks a
// checkbox ("true") or clears it ("false"). An option with no value
// attribute (a game's standard option) is chosen by "".
func (b *browser) choose(t *testing.T, sel, value string) {
	t.Helper()
	b.waitJS(t, fmt.Sprintf("document.querySelector(%q)", sel), 20*time.Second)
	eval[bool](t, b, fmt.Sprintf(`(() => { const s = document.querySelector(%q), v = %q;
		if (s.type == "checkbox") s.checked = v == "true";
		else if (s.options) s.selectedIndex = [...s.options].findIndex(o => (o.getAttribute("value") ?? "") == v);
		else s.value = v;
		s.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, sel, value))
}

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	h, err := NewHandler("web", "")
	if err != nil {
		t.Fatal(err)
	}
	return httptest.NewServer(h)
}

// tapOnce taps, chosen by rng, one of the buttons that send a move or else
// one of the cards the player may choose; it reports whether it did (one
// gone between counting and tapping, as the page redrew, is no tap).
func (b *browser) tapOnce(t *testing.T, rng *rand.Rand) bool {
	t.Helper()
	const buttons = `document.querySelectorAll(".kit-bar button.move:not([disabled])")`
	const cards = `document.querySelectorAll(".choice:not(.why):not([aria-pressed=true])")`
	for _, sel := range []string{buttons, cards} {
		if n := eval[int](t, b, sel+`.length`); n > 0 {
			return eval[bool](t, b, fmt.Sprintf(`(() => { const e = %s[%d]; if (!e) return false; e.click(); return true })()`, sel, rng.IntN(n)))
		}
	}
	return false
}

// playToEnd plays the human seat by tapping, with a generator seeded from
// seed (logged), until the end screen shows.
func (b *browser) playToEnd(t *testing.T, seed uint64, timeout time.Duration) {
	t.Helper()
	t.Logf("playing to the end with seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 3))
	deadline := time.Now().Add(timeout)
	for {
		done := eval[bool](t, b, `(() => {
			if (document.querySelector("#end")) return true;
			const skip = document.querySelector("#skip"); if (skip) skip.click();
			const go = document.querySelector("#handoff-go"); if (go) go.click();
			const on = document.querySelector("#moment-go"); if (on) on.click();
			return false })()`)
		if done {
			return
		}
		if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
			b.tapOnce(t, rng)
		}
		if time.Now().After(deadline) {
			body := eval[string](t, b, "document.body.innerText")
			b.screenshot(t, "no-end")
			t.Fatalf("no end screen after %v; page says:\n%s", timeout, body)
		}
		time.Sleep(60 * time.Millisecond)
	}
}

// The shared Chromium stops once the tests are done (see TestMain).
func init() { afterTests = append(afterTests, stopSharedBrowser) }

// shotsDir is $MENAGERIE_SHOTS, where the screenshot tests write (make
// shots); without it they are skipped.
func shotsDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("MENAGERIE_SHOTS")
	if dir == "" {
		t.Skip("MENAGERIE_SHOTS is not set")
	}
	return dir
}

// speakFrench switches the page to French, if it speaks English.
func (b *browser) speakFrench(t *testing.T) {
	t.Helper()
	if eval[string](t, b, "document.documentElement.lang") != "fr" {
		b.click(t, "#lang")
		// The document's language is set at the tap, the page drawn in
		// French a frame later: its switch, which offers English then,
		// says when.
		b.waitJS(t, `document.documentElement.lang == "fr" && document.querySelector("#lang") && document.querySelector("#lang").textContent.trim() == "English"`, 10*time.Second)
	}
}

// screenshot saves the page as a PNG in the test's log directory
// (MENAGERIE_SHOTS, or the system's temporary directory).
func (b *browser) screenshot(t *testing.T, name string) string {
	t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Logf("screenshot: %v", err)
		return ""
	}
	dir := os.Getenv("MENAGERIE_SHOTS")
	if dir == "" {
		dir = os.TempDir()
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Logf("screenshot: %v", err)
		return ""
	}
	t.Logf("screenshot: %s", path)
	return path
}

// shotSizes are the sizes of the screenshots make shots takes: the
// smallest phone held upright, a tablet, and a desktop.
var shotSizes = []struct {
	name string
	w, h int64
}{{"phone", 360, 740}, {"tablet", 820, 1180}, {"desktop", 1280, 900}}

// shoot saves the page as name-phone, name-tablet and name-desktop (see
// screenshot).
// At each size, once the page has had time to lay itself out, arrange (if
// any) readies it: a scroll, say. The viewport is left at phone size.
func (b *browser) shoot(t *testing.T, name string, arrange func(size string)) {
	t.Helper()
	for _, size := range shotSizes {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(size.w, size.h, chromedp.EmulateScale(1))); err != nil {
			t.Fatal(err)
		}
		time.Sleep(400 * time.Millisecond)
		if arrange != nil {
			arrange(size.name)
		}
		b.screenshot(t, name+"-"+size.name)
	}
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(shotSizes[0].w, shotSizes[0].h)); err != nil {
		t.Fatal(err)
	}
}

// noBotPause takes the bots' pause away: the play page's test hook, a value
// in the app's storage that the app reads as it starts. From now on every
// page the browser loads has it before its own scripts run; the app on
// screen, if it started without it, is reloaded. Called before the first
// page, it costs no load.
func (b *browser) noBotPause(t *testing.T) {
	t.Helper()
	// The pauses at rounds' ends and the forced moves played for the
	// player go too, unless the test has set them (see TestRoundEndSummary,
	// TestForcedMoveAutoplay): the drivers tap every move themselves.
	const js = `try { localStorage.setItem("menagerie.botpause", "0"); window.noBotPause = true;
		if (!localStorage.getItem("menagerie.moments")) localStorage.setItem("menagerie.moments", "off");
		if (!localStorage.getItem("menagerie.forced")) localStorage.setItem("menagerie.forced", "off") } catch (e) {}`
	b.beforeApp(t, js)
	if eval[bool](t, b, `!!document.querySelector(".shell") && !window.noBotPause`) {
		eval[bool](t, b, `(localStorage.setItem("menagerie.botpause", "0"), localStorage.getItem("menagerie.moments") || localStorage.setItem("menagerie.moments", "off"),
			localStorage.getItem("menagerie.forced") || localStorage.setItem("menagerie.forced", "off"), true)`)
		b.reload(t)
	}
}

// beforeApp runs js in every page the browser loads from now on, before
// the page's own scripts.
func (b *browser) beforeApp(t *testing.T, js string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		if err == nil {
			b.scripts = append(b.scripts, r.Identifier)
		}
		return err
	})); err != nil {
		t.Fatalf("script before the app: %v", err)
	}
}

// openApp makes the page on screen the app served at base, loading it
// only if it is not that already, and gives the page room to record every
// resource it loads (for pageErrors).
func (b *browser) openApp(t *testing.T, base string) {
	t.Helper()
	if !eval[bool](t, b, fmt.Sprintf(`location.href.startsWith(%q) && !!document.querySelector(".shell")`, base+"/")) {
		b.navigate(t, base+"/")
	}
	eval[bool](t, b, `(performance.setResourceTimingBufferSize(100000), true)`)
}

// inViewJS says whether the element matching sel lies wholly inside the
// viewport (a question the page asks is where the player looks).
func inViewJS(sel string) string {
	return fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false;
		const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5 })()`, sel)
}

// start taps "start" on the setup page, and "start anyway" if the title
// has an unfinished game.
func (b *browser) start(t *testing.T) {
	t.Helper()
	b.click(t, "#start")
	b.waitJS(t, `location.hash.startsWith("#play") || location.hash.startsWith("#lobby") || document.querySelector("#replace")`, 20*time.Second)
	if eval[bool](t, b, `!!document.querySelector("#replace")`) {
		b.click(t, "#replace-start")
	}
}

// setupGame opens the setup page of game with the deal seed, picks the
// choices, given as pairs of a select and its value ("#players", "3",
// "#variant", "battles=20", "#kind-1", "human"…) in order, starts the game
// (see start) and waits for its table, or for the hand-off screen.
func (b *browser) setupGame(t *testing.T, base, game string, seed uint64, choices ...string) {
	t.Helper()
	if len(choices)%2 != 0 {
		t.Fatalf("setup choices %q: not pairs of a select and a value", choices)
	}
	t.Logf("%s: deal %d", game, seed)
	b.navigate(t, fmt.Sprintf("%s/#setup/%s?seed=%d", base, game, seed))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	for i := 0; i < len(choices); i += 2 {
		b.choose(t, choices[i], choices[i+1])
	}
	b.start(t)
	b.waitJS(t, `document.querySelector("#table, #handoff")`, 20*time.Second)
}

// startAgainstBots starts game as setupGame does, a person at the first
// seat and bots at the others, and waits until the person's turn comes
// (the bots' pauses skipped on the way); it fails if the game ends first.
func (b *browser) startAgainstBots(t *testing.T, base, game string, seed uint64, choices ...string) {
	t.Helper()
	b.setupGame(t, base, game, seed, choices...)
	b.waitJS(t, `(() => { const s = document.querySelector("#skip"); if (s) s.click();
		return document.querySelector("#table[data-turn=mine] .kit-body.board, #end") })()`, 30*time.Second)
	if eval[bool](t, b, `!!document.querySelector("#end")`) {
		t.Fatalf("%s, deal %d: the game ended before the human's turn", game, seed)
	}
}

// rematch taps "rejouer" on the end screen and waits until the end screen
// is gone and ready (a JavaScript condition) holds.
func (b *browser) rematch(t *testing.T, ready string) {
	t.Helper()
	b.click(t, "#again")
	b.waitJS(t, `!document.querySelector("#end") && (`+ready+`)`, 20*time.Second)
}

// pageErrors returns the page's console errors. Until the card art is built
// (web/art, by make build), its pictures answer 404: those errors alone are
// let go, and only when every resource that failed is a picture of web/art.
func pageErrors(t *testing.T, b *browser) []string {
	t.Helper()
	errs := b.consoleErrors(false)
	if _, err := os.Stat("web/art/.stamp"); err == nil {
		return errs
	}
	missing := eval[[]string](t, b, `performance.getEntriesByType("resource").filter(r => r.responseStatus == 404).map(r => new URL(r.name).pathname)`)
	for _, path := range missing {
		if !strings.HasPrefix(path, "/web/art/") {
			return errs
		}
	}
	var out []string
	for _, e := range errs {
		if !strings.Contains(e, "404 (Not Found)") {
			out = append(out, e)
		}
	}
	if len(out) < len(errs) {
		t.Logf("%d pictures of web/art are missing: build the art (make build)", len(errs)-len(out))
	}
	return out
}

// reload reloads the page and waits until the app is live again; a mark
// left on the old page must be gone, or the page was not reloaded.
func (b *browser) reload(t *testing.T) {
	t.Helper()
	eval[bool](t, b, `(window.bgOldPage = true)`)
	if err := chromedp.Do(b.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	b.waitJS(t, `!window.bgOldPage && document.querySelector(".shell") && !document.getElementById("app-wasm-loader")`, 90*time.Second)
}

// phone gives the page the baseline phone's screen, 360×740 upright.
func (b *browser) phone(t *testing.T) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(1))); err != nil {
		t.Fatal(err)
	}
}
