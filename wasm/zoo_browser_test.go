//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// zooStep is one tick of the zoo driver: it makes at most one tap, as a
// player would, and says which. Cards are tapped among the enabled ones
// until a confirm button is enabled; help, completion and exchanges are
// preferred when the selection allows them.
const zooStep = `(() => {
	if (document.querySelector("#end")) return "end";
	const skip = document.querySelector("#skip"); if (skip) skip.click();
	const go = document.querySelector("#handoff-go"); if (go) { go.click(); return "handoff"; }
	const text = document.body.innerText + [...document.querySelectorAll("[aria-label]")].map(e => e.getAttribute("aria-label")).join("|");
	const missing = text.match(/«[a-z]+\.[a-z0-9.]+»/); if (missing) return "missing:" + missing[0];
	const en = s => { const e = document.querySelector(s); return e && !e.disabled ? e : null; };
	const confirms = ["#zoo-give", "#zoo-aside", "#zoo-complete", "#zoo-ask", "#zoo-play"];
	for (const id of confirms) {
		const e = en(id); if (e && Math.random() < 0.75) { e.click(); return id.slice(5); }
	}
	const free = [...document.querySelectorAll("#zoo-hand button.zoo-card:not([disabled])")]
		.filter(c => c.getAttribute("aria-pressed") !== "true");
	const chosen = document.querySelector('#zoo-hand button.zoo-card[aria-pressed="true"]');
	const cards = chosen ? free.filter(c => c.dataset.join === "true") : free;
	const single = [...document.querySelectorAll(".choices button:not([disabled])")];
	if (cards.length && (single.length == 0 || Math.random() < 0.8)) {
		cards[Math.floor(Math.random() * cards.length)].click(); return "card";
	}
	if (single.length) { const s = single[Math.floor(Math.random() * single.length)]; s.click(); return s.id.slice(4); }
	for (const id of confirms) { const e = en(id); if (e) { e.click(); return id.slice(5); } }
	return "wait";
})()`

// zooPlayToEnd plays the human seat through the table's own buttons until
// the end screen, and counts what it did. With shots set, it saves the
// table mid-game at phone and desktop sizes, a card chosen.
func zooPlayToEnd(t *testing.T, b *browser, timeout time.Duration, shots string) map[string]int {
	t.Helper()
	did := map[string]int{}
	deadline := time.Now().Add(timeout)
	shot := shots == ""
	for {
		if !shot && did["play"] >= 3 && eval[bool](t, b, `!!(document.querySelector("#zoo-hand.mine") && document.querySelector(".zoo-top") && document.querySelector("#zoo-play") && !document.querySelector("#skip"))`) {
			zooShots(t, b, shots)
			shot = true
		}
		step := eval[string](t, b, zooStep)
		if step == "end" {
			return did
		}
		if strings.HasPrefix(step, "missing:") {
			t.Fatalf("a text is missing: %s", step)
		}
		did[step]++
		if time.Now().After(deadline) {
			body := eval[string](t, b, "document.body.innerText")
			b.screenshot(t, "zoo-no-end")
			t.Fatalf("no end screen after %v (did %v); page says:\n%s", timeout, did, body)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// zooShots taps one card that can be played, then saves the table at phone
// size and at desktop size (and, for MENAGERIE_ZOO_REVIEW, more).
func zooShots(t *testing.T, b *browser, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, b, `(() => {
		for (const c of document.querySelectorAll("#zoo-hand button.zoo-card:not([disabled])")) {
			c.click(); return true } return false })()`)
	time.Sleep(200 * time.Millisecond)
	b.shoot(t, "zoo", func(size string) {
		if size == "phone" {
			eval[bool](t, b, `(document.querySelector("#status").scrollIntoView({block: "start"}), true)`)
		} else {
			eval[bool](t, b, `(window.scrollTo(0, 0), true)`)
		}
		time.Sleep(200 * time.Millisecond)
	})
	if review := os.Getenv("MENAGERIE_ZOO_REVIEW"); review != "" {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(360, 800, chromedp.EmulateScale(1))); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		zooReviewShot(t, b, review, "zoo-review-360")
		b.click(t, "#zoo-chart-toggle")
		b.waitJS(t, `document.querySelector("#zoo-chart")`, 5*time.Second)
		eval[bool](t, b, `(document.querySelector("#zoo-chart").scrollIntoView(), true)`)
		b.screenshot(t, "zoo-review-chart")
		b.click(t, "#zoo-chart-toggle")
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(shotSizes[0].w, shotSizes[0].h)); err != nil {
			t.Fatal(err)
		}
	}
}

func zooStart(t *testing.T, b *browser, url, players, variant string) {
	t.Helper()
	b.navigate(t, url+"/#setup/zoo")
	// Room to record every resource, for pageErrors.
	eval[bool](t, b, `(performance.setResourceTimingBufferSize(100000), true)`)
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", players)
	b.choose(t, "#variant", variant)
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.zoo")`, 20*time.Second)
}

// TestZooSimpleAgainstBots plays the simple game, one human against two
// bots, through the table's buttons to the end screen, which explains the
// result; MENAGERIE_SHOTS=dir also saves the table mid-game.
func TestZooSimpleAgainstBots(t *testing.T) {
	t.Parallel() // a long game: it runs beside the other long browser tests
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	// The rules, with the chart of who beats whom.
	b.navigate(t, srv.URL+"/#rules/zoo")
	b.waitJS(t, `document.querySelectorAll(".rules p").length >= 12`, 20*time.Second)
	if rules := eval[string](t, b, `document.querySelector(".rules").innerText`); !strings.Contains(rules, "19") || !strings.Contains(rules, "←") {
		t.Errorf("the rules say:\n%s", rules)
	}
	zooStart(t, b, srv.URL, "3", "")
	if kinds := eval[string](t, b, `[0,1,2].map(i => (document.querySelector("#seat-"+i) || {}).className || "").join("|")`); strings.Count(kinds, "zoo-seat") != 3 {
		t.Fatalf("the table does not show three seats: %q", kinds)
	}
	did := zooPlayToEnd(t, b, 4*time.Minute, os.Getenv("MENAGERIE_SHOTS"))
	t.Logf("the human's taps: %v", did)
	if did["play"] == 0 || did["card"] == 0 {
		t.Errorf("the human never played a set: %v", did)
	}
	if !eval[bool](t, b, `!!document.querySelector("#end #zoo-end .zoo-standings li") && !!document.querySelector("#end .zoo-sum-table")`) {
		t.Errorf("the end screen has no standings or round results")
	}
	reason := eval[string](t, b, `document.querySelector("#zoo-end .zoo-reason").innerText`)
	if !strings.Contains(reason, "19") {
		t.Errorf("the end screen says %q", reason)
	}
	// Nobody reaches 19 in one round: the last round, a later one, scored
	// places only, and says why.
	sum := eval[string](t, b, `document.querySelector("#end .zoo-sum").innerText`)
	if !strings.Contains(sum, "première manche") && !strings.Contains(sum, "first round") {
		t.Errorf("the last round's results do not say lions and hedgehogs count in the first round only:\n%s", sum)
	}
	checkAccess(t, b, "end screen")
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestZooPartners plays the partner game at four, in the other language: the
// human gives cards in the exchanges, the bots ask for help, and the game
// reaches its end screen.
func TestZooPartners(t *testing.T) {
	t.Parallel() // a long game: it runs beside the other long browser tests
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/")
	b.click(t, "#lang")
	zooStart(t, b, srv.URL, "4", "partners")
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 900, chromedp.EmulateScale(1))); err != nil {
		t.Fatal(err)
	}
	helpSeen, exchangeSeen := false, false
	did := map[string]int{}
	deadline := time.Now().Add(5 * time.Minute)
	review := os.Getenv("MENAGERIE_ZOO_REVIEW") // a directory for more shots
	shotGive, shotHelp, shotAsk := review == "", review == "", review == ""
	for {
		if !helpSeen && eval[bool](t, b, `!!document.querySelector("#zoo-ask-laid")`) {
			helpSeen = true
		}
		if !exchangeSeen && eval[bool](t, b, `!!document.querySelector("#zoo-give, #zoo-team")`) {
			exchangeSeen = true
		}
		if !shotGive && eval[bool](t, b, `!!document.querySelector("#zoo-give")`) {
			zooReviewShot(t, b, review, "zoo-review-give")
			shotGive = true
		}
		if !shotHelp && eval[bool](t, b, `!!document.querySelector("#zoo-refuse")`) {
			eval[bool](t, b, `(document.querySelector("#zoo-felt").scrollIntoView(), true)`)
			zooReviewShot(t, b, review, "zoo-review-help")
			shotHelp = true
		}
		if !shotAsk && eval[bool](t, b, `!!document.querySelector("#zoo-ask:not([disabled])")`) {
			eval[bool](t, b, `(document.querySelector("#zoo-felt").scrollIntoView(), true)`)
			zooReviewShot(t, b, review, "zoo-review-ask")
			shotAsk = true
		}
		step := eval[string](t, b, zooStep)
		if step == "end" {
			break
		}
		if strings.HasPrefix(step, "missing:") {
			t.Fatalf("a text is missing: %s", step)
		}
		did[step]++
		if time.Now().After(deadline) {
			b.screenshot(t, "zoo-partners-no-end")
			t.Fatalf("no end screen (did %v); page says:\n%s", did, eval[string](t, b, "document.body.innerText"))
		}
		time.Sleep(40 * time.Millisecond)
	}
	t.Logf("the human's taps: %v", did)
	if review != "" {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 1400, chromedp.EmulateScale(1))); err != nil {
			t.Fatal(err)
		}
		eval[bool](t, b, `(document.querySelector("#end").scrollIntoView(), true)`)
		zooReviewShot(t, b, review, "zoo-review-end")
	}
	if did["give"] == 0 {
		t.Errorf("the human never gave cards in an exchange: %v", did)
	}
	if !exchangeSeen {
		t.Errorf("no partner round was shown")
	}
	log := eval[string](t, b, `[...document.querySelectorAll("#log li")].map(l => l.textContent).join("\n")`)
	if lines := strings.Split(log, "\n"); len(lines) > 0 {
		t.Logf("the log ends with:\n%s", strings.Join(lines[:min(12, len(lines))], "\n"))
	}
	if !helpSeen && !strings.Contains(log, "help") && !strings.Contains(log, "aide") {
		t.Errorf("no help request was ever shown")
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// zooReviewShot saves what the screen shows, for a person to look at.
func zooReviewShot(t *testing.T, b *browser, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Logf("screenshot: %v", err)
		return
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Logf("screenshot: %v", err)
	}
	t.Logf("screenshot: %s", path)
}
