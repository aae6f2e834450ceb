//go:build browser && !js

package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// refusedWithin runs act in the page, then waits for the refusal (a
// JavaScript condition that the page watches), and returns how long the
// app took: from the moment act returned (the browser holds the text) to
// the refusal on screen. Chromium itself takes seconds to set a 10 MB
// address: that part is the browser's, and is logged apart.
func refusedWithin(t *testing.T, b *browser, what, act, refused string) time.Duration {
	t.Helper()
	start := time.Now()
	eval[bool](t, b, `(() => { window.hugeSeen = 0;
		const seen = () => { if (!window.hugeSeen && (`+refused+`)) window.hugeSeen = performance.now() };
		new MutationObserver(seen).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
		const t0 = performance.now(); `+act+`; window.hugeSet = performance.now(); window.hugeBrowser = window.hugeSet - t0; seen(); return true })()`)
	b.waitJS(t, `window.hugeSeen`, 60*time.Second)
	took := time.Duration(eval[float64](t, b, `window.hugeSeen - window.hugeSet`) * float64(time.Millisecond))
	browser := time.Duration(eval[float64](t, b, `window.hugeBrowser`) * float64(time.Millisecond))
	t.Logf("%s refused in %v by the app (the browser took %v to take the text; %v in all, seen from the test)",
		what, took.Round(time.Millisecond), browser.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	return took
}

// testPaste is the size of TestHugePaste's pastes: 16 times the longest
// address the app reads (ui.MaxFragment), and as much as Chromium opens as
// a new page. make bench gives the app 10 MB (benchPaste).
const testPaste = 2 << 20

// TestHugePaste gives the app megabytes where it takes a code: a replay
// link and an invitation link opened in the page, an invitation link opened
// as a new page, and a reply code pasted in the host's lobby. Each is
// refused, saying who should do what, and the app goes on.
func TestHugePaste(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	hugePaste(t, newBrowser(t), srv.URL, testPaste)
}

// hugePaste gives the app size characters where it takes a code (see
// TestHugePaste), checks what the app says, and returns how long the app
// took to refuse each paste made in a page (see refusedWithin).
func hugePaste(t *testing.T, b *browser, base string, size int) []time.Duration {
	t.Helper()
	mb := fmt.Sprintf("%g MB", float64(size)/(1<<20))
	huge := fmt.Sprintf(`(window.huge = "A".repeat(%d), true)`, size) // again in each page
	b.navigate(t, base+"/")
	b.speakFrench(t)
	eval[bool](t, b, huge)
	var took []time.Duration

	took = append(took, refusedWithin(t, b, "a "+mb+" replay link", `location.hash = "#replay/" + window.huge`,
		`document.querySelector("#toolong[data-kind=replay]")`))
	if msg := eval[string](t, b, `document.querySelector("#toolong-error").innerText`); !strings.Contains(msg, "renvoyer") {
		t.Errorf("a huge replay link says %q", msg)
	}
	took = append(took, refusedWithin(t, b, "a "+mb+" invitation link", `location.hash = "#join=" + window.huge`,
		`document.querySelector("#toolong[data-kind=join]")`))
	if msg := eval[string](t, b, `document.querySelector("#toolong-error").innerText`); !strings.Contains(msg, "hôte") {
		t.Errorf("a huge invitation link says %q", msg)
	}
	// Opened as a new page (Chromium opens no address over 2 MB): the
	// guard runs before the app reads the address.
	eval[bool](t, b, `(window.bgOldPage = true, location.replace(location.pathname + "?fresh=1#join=" + "A".repeat(1 << 20)), true)`)
	b.waitJS(t, `!window.bgOldPage && document.querySelector("#toolong[data-kind=join]")`, 180*time.Second)

	// The host’s lobby: a reply field given the paste.
	eval[bool](t, b, `(localStorage.setItem("menagerie.relays", ""), true)`)
	b.navigate(t, base+"/#setup/chevaux")
	b.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
	b.choose(t, "#players", "2")
	b.waitJS(t, `document.querySelector("#kind-1")`, 10*time.Second)
	b.choose(t, "#kind-0", "human")
	b.choose(t, "#kind-1", "remote")
	b.start(t)
	b.waitJS(t, `document.querySelector("#lobby") && document.querySelector("#reply-1")`, 30*time.Second)
	eval[bool](t, b, huge)
	took = append(took, refusedWithin(t, b, "a "+mb+" reply code", `(() => { const a = document.querySelector("#reply-1"); a.value = window.huge;
		a.dispatchEvent(new Event("input", {bubbles: true})) })()`,
		`document.querySelector("#note-1") && /trop long/.test(document.querySelector("#note-1").innerText)`))
	if n := eval[int](t, b, `document.querySelector("#reply-1").value.length`); n != 0 {
		t.Errorf("the reply field kept %d characters of the huge paste", n)
	}
	// A damaged reply code tells the host to ask the guest for it again.
	eval[bool](t, b, `(() => { const a = document.querySelector("#reply-1"); a.value = "AAAA$$$$";
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	b.click(t, "#accept-1")
	b.waitJS(t, `document.querySelector("#note-1") && /abîmé/.test(document.querySelector("#note-1").innerText)`, 20*time.Second)
	msg := eval[string](t, b, `document.querySelector("#note-1").innerText`)
	if strings.Contains(msg, "l'hôte") || strings.Contains(msg, "l’hôte") {
		t.Errorf("the host is told %q about a guest's damaged reply code", msg)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
	return took
}

// benchPaste: how long the app takes to refuse a 10 MB paste where it
// takes a code (hugePaste): the longest of the three pastes made in a page.
// It once read the whole text before its length (24 to 54 s).
func benchPaste(t *testing.T, r *benchTableRows) {
	const measure = "a 10 MB paste refused (replay link, invitation link, reply code; the slowest), headless Chromium"
	progress("10 MB pastes")
	srv := newServer(t)
	defer srv.Close()
	var took []time.Duration
	t.Run("paste", func(t *testing.T) {
		took = hugePaste(t, newBrowser(t), srv.URL, 10<<20)
	})
	if len(took) == 0 {
		r.fail(measure, fmt.Errorf("not measured (go test ./wasm -run TestBenchTable -benchtable -benchonly paste -v tells why)"))
		return
	}
	slowest := slices.Max(took)
	r.add(measure, millis(float64(slowest)/float64(time.Millisecond)), "≤ 1 s", ptr(slowest <= time.Second))
}
