//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"menagerie/games/catalog"
)

// phoneSizes are the screens every table must fit when the player's turn
// starts: phones held upright, a phone on its side, a tablet, a desktop.
// The first is the baseline the tablet's cards are measured against.
var phoneSizes = []struct{ w, h int64 }{{360, 740}, {412, 900}, {740, 360}, {820, 1180}, {1280, 900}}

// phoneSeed deals every game of TestPhoneLayout, so that a failure replays.
const phoneSeed = 20261125

// visibleJS lists, for the table on screen, every card the player may
// choose and every enabled button of the action bar that is not wholly
// inside the viewport or that something else covers at its centre, and
// checks that the prompt is on screen.
const visibleJS = `(() => {
	const vw = innerWidth, vh = innerHeight, bad = [];
	const inside = r => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
	const els = [...document.querySelectorAll(".choice:not(.why), .kit-bar button:not([disabled])")];
	let seen = 0;
	for (const el of els) {
		const r = el.getBoundingClientRect();
		if (r.width == 0 && r.height == 0) continue;
		seen++;
		const name = (el.id ? "#" + el.id : el.tagName + "." + el.className) + " " + JSON.stringify(el.innerText.slice(0, 24));
		if (!inside(r)) { bad.push(name + " is outside the screen: " + [r.left, r.top, r.right, r.bottom].map(Math.round)); continue; }
		const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (!hit || !(hit === el || el.contains(hit))) bad.push(name + " is covered by " + (hit ? hit.tagName + "." + hit.className : "nothing"));
	}
	const prompt = document.querySelector("#prompt");
	if (!prompt || !prompt.innerText.trim()) bad.push("no prompt");
	else if (!inside(prompt.getBoundingClientRect())) bad.push("the prompt is outside the screen");
	if (seen == 0) bad.push("nothing to choose and no button");
	if (scrollY != 0) bad.push("the page is scrolled");
	return bad;
})()`

// headerJS lists every control of the table's header that is shown but not
// wholly inside the viewport, and says whether the status is cut.
const headerJS = `(() => {
	const vw = innerWidth, vh = innerHeight, bad = [];
	const inside = r => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
	const els = [...document.querySelectorAll(".kit-head button, .kit-head summary")].filter(e => e.offsetParent !== null && !e.closest(".kit-menu-items, .kit-log-panel"));
	if (els.length < 2) bad.push("the header shows " + els.length + " controls");
	for (const el of els) {
		const r = el.getBoundingClientRect();
		if (!inside(r)) bad.push((el.id || el.className) + " is outside the screen: " + [r.left, r.top, r.right, r.bottom].map(Math.round));
	}
	const s = document.querySelector("#status");
	if (!s || !s.innerText.trim()) bad.push("no status");
	else {
		if (!inside(s.getBoundingClientRect())) bad.push("the status is outside the screen");
		if (s.scrollWidth > s.clientWidth + 1 || s.scrollHeight > s.clientHeight + 1) bad.push("the status is cut: " + JSON.stringify(s.innerText));
	}
	return bad;
})()`

// fillJS measures the table: the width of the hand's first card to choose
// (a card of the dock's hand), and the share of the viewport the table's
// parts cover (the boxes of the table's top-level parts and of the dock).
const fillJS = `(() => {
	const card = document.querySelector(".kit-hand [class*=card]");
	const parts = [...document.querySelectorAll(".kit-main > *"), document.querySelector(".kit-dock")].filter(Boolean);
	let area = 0;
	for (const p of parts) { const r = p.getBoundingClientRect(); area += Math.max(0, r.width) * Math.max(0, r.height); }
	return [card ? card.getBoundingClientRect().width : 0, area / (innerWidth * innerHeight)];
})()`

// TestPhoneLayout starts each game against bots with a fixed deal at each
// size, waits for the human's turn, checks that the prompt, every card to
// choose from and every action button are on screen with nothing over
// them, and that the header's controls and status are, then plays the
// turn by tapping and checks the move was applied. On a tablet the cards
// grow (the hand's at least 1.5 times as wide as at 360 px) and the table
// covers most of the screen.
func TestPhoneLayout(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	t.Logf("deal %d", phoneSeed)
	for _, g := range catalog.All() {
		var baseWidth float64
		for _, size := range phoneSizes {
			name := fmt.Sprintf("%s/%dx%d", g.ID(), size.w, size.h)
			t.Run(name, func(t *testing.T) {
				if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(size.w, size.h, chromedp.EmulateScale(1))); err != nil {
					t.Fatal(err)
				}
				b.startAgainstBots(t, srv.URL, g.ID(), phoneSeed)
				// Let the layout settle (pictures load) before measuring.
				b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
				b.screenshot(t, fmt.Sprintf("phone-%s-%dx%d", g.ID(), size.w, size.h))
				if bad := eval[[]string](t, b, visibleJS); len(bad) > 0 {
					t.Errorf("at %dx%d, when the turn starts:\n  %s", size.w, size.h, strings.Join(bad, "\n  "))
				}
				if bad := eval[[]string](t, b, headerJS); len(bad) > 0 {
					t.Errorf("at %dx%d, the header:\n  %s", size.w, size.h, strings.Join(bad, "\n  "))
				}
				fill := eval[[]float64](t, b, fillJS)
				t.Logf("at %dx%d: a hand card %.0f px wide, the table covers %.0f%% of the screen", size.w, size.h, fill[0], 100*fill[1])
				switch {
				case size.w == 360:
					baseWidth = fill[0]
				case size.w == 820:
					if fill[0] < 1.5*baseWidth {
						t.Errorf("at %dx%d a hand card is %.0f px wide, not 1.5 times its %.0f px at 360 px", size.w, size.h, fill[0], baseWidth)
					}
					if fill[1] < 0.75 {
						t.Errorf("at %dx%d the table covers %.0f%% of the screen, not three quarters", size.w, size.h, 100*fill[1])
					}
				}
				b.tapTurn(t, rand.New(rand.NewPCG(phoneSeed, uint64(size.w))))
			})
		}
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// tapSig is what a tap on the player's turn changes: the move number and
// whose turn it is, the cards and rows chosen, and the move buttons enabled.
const tapSig = `(() => { const t = document.querySelector("#table");
	return [t ? t.dataset.seq + " " + t.dataset.turn : "none",
		[...document.querySelectorAll("[aria-pressed=true]")].map(e => e.id).join(","),
		document.querySelectorAll(".kit-bar button.move:not([disabled])").length].join("|") })()`

// tapTurn plays the human's turn by tapping: a button that sends a move if
// there is one, else a card to choose, until the table has applied a move.
// After each tap it waits for the page to show it.
func (b *browser) tapTurn(t *testing.T, rng *rand.Rand) {
	t.Helper()
	before := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
	moved := `!document.querySelector("#table") || document.querySelector("#table").dataset.seq != ` + jsString(before)
	for range 12 {
		sig := eval[string](t, b, tapSig)
		n := eval[int](t, b, `document.querySelectorAll(".kit-bar button.move:not([disabled])").length`)
		if n > 0 {
			eval[bool](t, b, fmt.Sprintf(`(document.querySelectorAll(".kit-bar button.move:not([disabled])")[%d]?.click(), true)`, rng.IntN(n)))
		} else {
			n = eval[int](t, b, `document.querySelectorAll(".choice:not(.why):not([aria-pressed=true])").length`)
			if n == 0 {
				break
			}
			eval[bool](t, b, fmt.Sprintf(`(document.querySelectorAll(".choice:not(.why):not([aria-pressed=true])")[%d]?.click(), true)`, rng.IntN(n)))
		}
		b.poll(t, moved+` || `+tapSig+` != `+jsString(sig), 20*time.Second)
		if eval[bool](t, b, moved) {
			return
		}
	}
	b.screenshot(t, "phone-notapped")
	t.Fatalf("no move was applied by tapping (still at move %s)", before)
}

// TestSinceYourTurn plays each game against bots from a fixed deal: when
// the human's second turn starts, the list above the hand tells what the
// others did since the human's move — the same lines, last first in the
// log, which holds a line for every move applied since the start — and
// its newest line is whole on screen.
// sinceLines are the lines of the "since" list in their order: they keep
// their places in the page, and the style orders them (see kit.SinceList).
const sinceLines = `[...document.querySelectorAll("#since li")].sort((x, y) => getComputedStyle(x).order - getComputedStyle(y).order)`

func TestSinceYourTurn(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	const seed = 77
	t.Logf("deal %d", seed)
	for _, g := range catalog.All() {
		t.Run(g.ID(), func(t *testing.T) {
			b.startAgainstBots(t, srv.URL, g.ID(), seed)
			rng := rand.New(rand.NewPCG(seed, 1))
			// Play until the others have moved since one of the human's
			// moves (a game may give the human two moves in a row).
			for i := 0; ; i++ {
				if i == 20 {
					t.Fatal("in 20 turns the others never moved between two of the human's")
				}
				before := eval[int](t, b, `+document.querySelector("#table").dataset.seq`)
				b.tapTurn(t, rng)
				// The human's turn, and nobody else's: in a phase everyone
				// plays at once (Beaver Gang's first look) the bots still
				// move while the human may.
				b.waitJS(t, `document.querySelector("#table[data-turn=mine] .kit-body.board") && !document.querySelector(".kit-seat.acting:not(.me)") || document.querySelector("#end")`, 30*time.Second)
				if eval[bool](t, b, `!!document.querySelector("#end")`) {
					t.Skip("the game ended first")
				}
				mine := eval[int](t, b, `+document.querySelector("#table").dataset.seq`)
				if mine > before+1 && eval[int](t, b, `document.querySelectorAll("#since li").length`) > 0 {
					break
				}
			}
			since := eval[[]string](t, b, sinceLines+`.map(e => e.innerText.trim())`)
			seq := eval[int](t, b, `+document.querySelector("#table").dataset.seq`)
			b.openLog(t)
			log := eval[[]string](t, b, `[...document.querySelectorAll("#log li")].map(e => e.textContent.trim())`)
			if len(log) != seq {
				t.Errorf("the log has %d lines after %d moves", len(log), seq)
			}
			if len(since) == 0 || len(since) > 4 {
				t.Fatalf("%d lines since the human's move: %q", len(since), since)
			}
			// The newest line is whole on screen, right above the prompt.
			if !eval[bool](t, b, `(() => { const li = `+sinceLines+`.pop(), box = document.querySelector("#since");
				const r = li.getBoundingClientRect(), s = box.getBoundingClientRect();
				return r.height > 0 && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5 && r.top >= 0 && r.bottom <= innerHeight })()`) {
				b.screenshot(t, "since-"+g.ID())
				t.Errorf("the newest line since the human's move is not whole on screen")
			}
			if !eval[bool](t, b, sinceLines+`.every((li, i, a) => i == 0 || li.getBoundingClientRect().top >= a[i-1].getBoundingClientRect().bottom - 0.5)`) {
				t.Errorf("the lines since the human's move are not shown oldest first")
			}
			// The log's lines come oldest first (the page shows the latest
			// on top).
			for i, line := range since {
				got := log[len(log)-len(since)+i]
				if strings.Join(strings.Fields(got), "") != strings.Join(strings.Fields(line), "") {
					t.Errorf("since-your-turn line %d %q is not the log's %q", i, line, got)
				}
			}
			// Open, the log shows the latest move on top.
			if !eval[bool](t, b, `(() => { const li = document.querySelectorAll("#log li"); return li.length < 2 || li[li.length-1].getBoundingClientRect().top < li[0].getBoundingClientRect().top })()`) {
				t.Errorf("the open log does not show the latest move on top")
			}
			eval[bool](t, b, `(document.querySelector("#log-panel").open = false, true)`)
		})
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}

	// Watched, a table of bots moves on by more lines than the list shows:
	// each line keeps its place in the page and the style shows them in
	// their order, the oldest shown right after those left out.
	t.Run("moving-on", func(t *testing.T) {
		b.setupGame(t, srv.URL, "chevaux", seed, "#kind-0", "bot")
		b.waitJS(t, `document.querySelector(".kit-since-more") || document.querySelector("#end")`, 60*time.Second)
		got := eval[string](t, b, `(() => {
			const more = document.querySelector(".kit-since-more");
			if (!more) return "the game ended before the list moved on";
			const li = `+sinceLines+`, left = +more.textContent.match(/\d+/)[0];
			for (let i = 0; i < li.length; i++) {
				if (+getComputedStyle(li[i]).order != left + i) return "line " + i + " shown is line " + getComputedStyle(li[i]).order + " of the list, " + left + " left out";
				if (li[i].id != "since-" + ((left + i) % li.length)) return "line " + (left + i) + " is in place " + li[i].id;
				if (i > 0 && li[i].getBoundingClientRect().top < li[i-1].getBoundingClientRect().bottom - 0.5) return "line " + i + " is shown above the one before it";
			}
			return li.length == 4 ? "" : li.length + " lines shown";
		})()`)
		if got != "" {
			b.screenshot(t, "since-moving-on")
			t.Error(got)
		}
	})
}
