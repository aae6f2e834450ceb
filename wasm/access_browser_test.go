//go:build browser && !js

package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"menagerie/games/catalog"
)

// contrastJS lists the texts on the page whose contrast with what is
// behind them falls short of WCAG AA: 4.5:1, or 3:1 for large text (24 px,
// or 18.66 px bold). Disabled controls are exempt, as WCAG allows; text on
// a picture or a gradient is left out (it has no one background colour).
const contrastJS = `(() => {
	const parse = c => { const m = /rgba?\(([^)]+)\)/.exec(c); if (!m) return null;
		const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; };
	const over = (top, bot) => ({r: top.r * top.a + bot.r * (1 - top.a), g: top.g * top.a + bot.g * (1 - top.a), b: top.b * top.a + bot.b * (1 - top.a), a: 1});
	const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
		return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
	const background = el => {
		const layers = []; let opacity = 1;
		for (let e = el; e; e = e.parentElement) {
			const s = getComputedStyle(e);
			opacity *= Number(s.opacity);
			if (s.backgroundImage !== "none") return null;
			const c = parse(s.backgroundColor);
			if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
		}
		let bg = {r: 255, g: 255, b: 255, a: 1};
		for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
		return {bg, opacity};
	};
	const bad = [];
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	const seen = new Set();
	for (let n = walker.nextNode(); n; n = walker.nextNode()) {
		const el = n.parentElement;
		if (!el || seen.has(el) || !n.textContent.trim() || !el.getClientRects().length) continue;
		seen.add(el);
		if (el.closest("[disabled], [aria-disabled=true], [aria-hidden=true], script, style")) continue;
		const s = getComputedStyle(el);
		if (s.visibility === "hidden") continue;
		const under = background(el);
		if (!under) continue;
		const fg = parse(s.color); fg.a *= under.opacity;
		const text = over(fg, under.bg);
		const l1 = lum(text), l2 = lum(under.bg);
		const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
		const size = parseFloat(s.fontSize), bold = Number(s.fontWeight) >= 700;
		const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
		if (ratio < need) bad.push(el.tagName.toLowerCase() + "." + [...el.classList].join(".") + " «" + n.textContent.trim().slice(0, 40) + "» " + ratio.toFixed(2) + " < " + need);
	}
	return bad;
})()`

// namelessJS lists the controls and pictures on the page that a screen
// reader could not name: a control needs a text, an aria-label or a label;
// a picture needs alt text, or to be hidden as decoration.
const namelessJS = `(() => {
	const named = e => (e.getAttribute("aria-label") || "").trim() || e.getAttribute("aria-labelledby") ||
		(e.innerText || "").trim() || (e.title || "").trim() || (e.labels && e.labels.length) ||
		[...e.querySelectorAll("img[alt]")].some(i => i.alt.trim());
	const bad = [];
	// The content of a closed <details> (a menu, the log) is not on show.
	const shown = e => e.getClientRects().length && !(e.closest("details:not([open])") && !e.closest("summary"));
	for (const e of document.querySelectorAll("button, a[href], input, select, textarea, [role=button]")) {
		if (shown(e) && !named(e)) bad.push(e.outerHTML.slice(0, 120));
	}
	for (const i of document.images) {
		if (!i.hasAttribute("alt") && !i.closest("[aria-hidden=true]")) bad.push(i.outerHTML.slice(0, 120));
	}
	return bad;
})()`

// checkAccess fails for every text of the page below WCAG AA contrast,
// and for every control or picture without an accessible name.
func checkAccess(t *testing.T, b *browser, where string) {
	t.Helper()
	// Texts fading in are measured once they are there.
	b.waitJS(t, `document.getAnimations().every(a => a.playState !== "running" || a.effect.getComputedTiming().endTime === Infinity)`, 10*time.Second)
	if bad := eval[[]string](t, b, contrastJS); len(bad) > 0 {
		t.Errorf("%s: %d texts below WCAG AA contrast:\n%s", where, len(bad), strings.Join(bad, "\n"))
	}
	if bad := eval[[]string](t, b, namelessJS); len(bad) > 0 {
		t.Errorf("%s: %d controls or pictures without an accessible name:\n%s", where, len(bad), strings.Join(bad, "\n"))
	}
	// An id names one element: a label, a description or a test that
	// names it must find the right one.
	if dup := eval[[]string](t, b, `(() => { const seen = new Set(), dup = new Set();
		for (const e of document.querySelectorAll("[id]")) { if (seen.has(e.id)) dup.add(e.id); seen.add(e.id) }
		return [...dup] })()`); len(dup) > 0 {
		t.Errorf("%s: ids on more than one element: %v", where, dup)
	}
}

// TestAccessibility checks the contrast of every text, and the names of
// the controls and pictures, on the home page, a setup page, a rules page,
// each game's table against bots at the human's first turn, and an end
// screen. The games' own browser tests check their end screens too. At each
// table, Tab reaches every control.
func TestAccessibility(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.waitJS(t, `document.querySelector("#play-chevaux")`, 60*time.Second)
	checkAccess(t, b, "home")
	b.navigate(t, srv.URL+"/#setup/zoo")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	checkAccess(t, b, "setup")
	b.navigate(t, srv.URL+"/#rules/lifeislife")
	b.waitJS(t, `document.querySelector(".rules")`, 20*time.Second)
	checkAccess(t, b, "rules")
	const seed = 41
	t.Logf("deals %d", seed)
	for _, g := range catalog.All() {
		game := g.ID()
		b.startAgainstBots(t, srv.URL, game, seed)
		checkAccess(t, b, game)
		checkKeyboard(t, b, game)
	}
	// An end screen, with a player out.
	b.setupGame(t, srv.URL, "chevaux", chevauxSeed, "#players", "3", "#variant", "battles=20")
	b.playChevaux(t, rand.New(rand.NewPCG(chevauxSeed, 5)), 90*time.Second, nil)
	checkAccess(t, b, "chevaux end")
}

// checkKeyboard presses Tab through the page until the focus comes round
// again: every enabled control of the table must get the focus on the way.
func checkKeyboard(t *testing.T, b *browser, where string) {
	t.Helper()
	// Every element gets a number; the table's controls are listed by theirs.
	controls := eval[[]string](t, b, `(() => { let k = 0;
		for (const e of document.querySelectorAll("body *")) e.dataset.kbd = k++;
		document.activeElement && document.activeElement.blur();
		return [...document.querySelectorAll(".board button:not([disabled]), .board select, .board input")]
			.filter(e => e.getClientRects().length).map(e => e.dataset.kbd) })()`)
	if len(controls) == 0 {
		t.Fatalf("%s: no control on the table", where)
	}
	reached := map[string]bool{}
	first := ""
	for i := 0; i < 400; i++ {
		if err := chromedp.Do(b.ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			t.Fatal(err)
		}
		id := eval[string](t, b, `(() => { const e = document.activeElement; return !e || e === document.body ? "body" : e.dataset.kbd })()`)
		if id == first {
			break
		}
		if first == "" {
			first = id
		}
		reached[id] = true
	}
	var missed []string
	for _, c := range controls {
		if !reached[c] {
			missed = append(missed, eval[string](t, b, `document.querySelector("[data-kbd='`+c+`']").outerHTML.slice(0, 120)`))
		}
	}
	if len(missed) > 0 {
		t.Errorf("%s: Tab never reaches %d of the table's %d controls:\n%s", where, len(missed), len(controls), strings.Join(missed, "\n"))
	}
}
