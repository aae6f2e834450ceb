//go:build !js

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// lilStart opens Life is Life's setup, seats one human and players-1 bots
// with the given variant, and starts.
func lilStart(t *testing.T, b *browser, url string, players int, variant string) {
	t.Helper()
	b.navigate(t, url+"/#setup/lifeislife")
	// Room to record every resource, for pageErrors.
	eval[bool](t, b, `(performance.setResourceTimingBufferSize(100000), true)`)
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", fmt.Sprint(players))
	b.choose(t, "#variant", variant)
	b.waitJS(t, `document.querySelector("#kind-0")`, 10*time.Second)
	b.choose(t, "#kind-0", "human")
	for i := 1; i < players; i++ {
		b.choose(t, fmt.Sprintf("#kind-%d", i), "bot")
	}
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.lifeislife")`, 20*time.Second)
}

// lilStep makes one tap of the human's turn through the real buttons:
// knock (with probability knock, when allowed), or choose a row, or tap a
// card that may be laid, or confirm the exchange. It says what it did:
// "end", "wait", "knock", "row", "card", "exchange".
func lilStep(t *testing.T, b *browser, knock float64) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(() => {
		if (document.querySelector("#end")) return "end";
		const skip = document.querySelector("#skip"); if (skip) skip.click();
		if (!document.querySelector("#lil-actions")) return "wait";
		const pick = a => a[Math.floor(Math.random() * a.length)];
		const ex = document.querySelector("#exchange");
		if (ex && !ex.disabled) { ex.click(); return "exchange"; }
		if (!document.querySelector("button.lil-row[aria-pressed=true]")) {
			const k = document.querySelector(".choices #knock:not([disabled])");
			if (k && Math.random() < %f) { k.click(); return "knock"; }
			pick([...document.querySelectorAll("button.lil-row:not([disabled])")]).click();
			return "row";
		}
		const cards = [...document.querySelectorAll("button.lil-card[aria-pressed=false]:not([disabled])")];
		if (!cards.length) throw new Error("a row is chosen, the exchange is not ready and no card may be tapped");
		pick(cards).click();
		return "card";
	})()`, knock))
}

// lilSettle waits until the tap of step shows on the screen.
func lilSettle(t *testing.T, b *browser, step string, pressed int, seq string) {
	t.Helper()
	switch step {
	case "row":
		// A bot's move may land meanwhile and clear the choice: then the
		// driver simply chooses again.
		b.waitJS(t, fmt.Sprintf(`document.querySelector("button.lil-row[aria-pressed=true]") || document.querySelector("#end") ||
			!document.querySelector(".board.lifeislife") || document.querySelector(".board.lifeislife").dataset.seq != %q`, seq), 10*time.Second)
	case "card":
		b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("button.lil-card[aria-pressed=true]").length > %d`, pressed), 10*time.Second)
	case "exchange", "knock":
		b.waitJS(t, fmt.Sprintf(`document.querySelector("#end") || document.querySelector(".board.lifeislife").dataset.seq != %q`, seq), 10*time.Second)
	}
}

// lilSeq is the move number the table shows.
func lilSeq(t *testing.T, b *browser) string {
	return eval[string](t, b, `(() => { const e = document.querySelector(".board.lifeislife"); return e ? String(e.dataset.seq) : "" })()`)
}

// lilPlay plays the human seat until stop says so or the end screen shows.
func lilPlay(t *testing.T, b *browser, knock float64, timeout time.Duration, stop func() bool) (moves map[string]int) {
	t.Helper()
	moves = map[string]int{}
	deadline := time.Now().Add(timeout)
	for {
		if stop != nil && stop() {
			return moves
		}
		pressed := eval[int](t, b, `document.querySelectorAll("button.lil-card[aria-pressed=true]").length`)
		seq := lilSeq(t, b)
		step := lilStep(t, b, knock)
		if step == "end" {
			return moves
		}
		moves[step]++
		lilSettle(t, b, step, pressed, seq)
		if time.Now().After(deadline) {
			b.screenshot(t, "lifeislife-no-end")
			t.Fatalf("no end screen after %v (%v); page says:\n%s", timeout, moves, eval[string](t, b, "document.body.innerText"))
		}
		if step == "wait" {
			time.Sleep(40 * time.Millisecond)
		}
	}
}

// lilNoMissingText fails if a text key shows instead of its text.
func lilNoMissingText(t *testing.T, b *browser, when string) {
	t.Helper()
	body := eval[string](t, b, `document.body.innerText + [...document.querySelectorAll("[aria-label]")].map(e => e.getAttribute("aria-label")).join("|")`)
	if i := strings.Index(body, "«"); i >= 0 {
		t.Errorf("%s: a missing text shows: %q", when, body[i:min(len(body), i+40)])
	}
}

// TestLifeIsLifeAgainstABot plays Life is Life, advanced variant, one human
// against one bot, through the table's own buttons to the end screen.
func TestLifeIsLifeAgainstABot(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	lilStart(t, b, srv.URL, 2, "advanced")

	// The first turn of the human: the table as dealt.
	b.waitJS(t, `document.querySelector("#lil-actions") || document.querySelector("#skip")`, 20*time.Second)
	for !eval[bool](t, b, `!!document.querySelector("#lil-actions")`) {
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
		time.Sleep(50 * time.Millisecond)
	}
	if rows := eval[string](t, b, `[...document.querySelectorAll(".lil-display .lil-row")].map(r => r.querySelectorAll(".lil-card").length).join(",")`); rows != "1,2,3,4" {
		t.Errorf("display rows hold %s cards, want 1,2,3,4", rows)
	}
	if n := eval[int](t, b, `document.querySelectorAll(".lil-hand .lil-card").length`); n != 10 {
		t.Errorf("the hand shows %d cards, want 10", n)
	}
	if !eval[bool](t, b, `document.querySelector("#exchange").disabled && document.querySelector("#knock").disabled`) {
		t.Errorf("before any choice, the exchange and the knock (nobody has exchanged yet) must be disabled")
	}
	if eval[bool](t, b, `!!document.querySelector("button.lil-card")`) {
		t.Errorf("hand cards are buttons before a row is chosen")
	}
	if eval[bool](t, b, `[...document.querySelectorAll(".lil-hand [aria-label]")].some(e => !e.getAttribute("aria-label"))`) {
		t.Errorf("a hand card has no accessible name")
	}
	// Choose row 2, then change one's mind for row 3: three cards to lay.
	b.click(t, "#row-2")
	b.waitJS(t, `document.querySelector("#row-2[aria-pressed=true]") && document.querySelectorAll("button.lil-card").length == 10`, 10*time.Second)
	b.click(t, "#row-3")
	b.waitJS(t, `document.querySelector("#row-3[aria-pressed=true]") && document.querySelector("#row-2[aria-pressed=false]")`, 10*time.Second)
	for i := 0; i < 3; i++ {
		if !eval[bool](t, b, `document.querySelector("#exchange").disabled`) {
			t.Fatalf("the exchange is enabled with %d of 3 cards chosen", i)
		}
		pressed := eval[int](t, b, `document.querySelectorAll("button.lil-card[aria-pressed=true]").length`)
		eval[bool](t, b, `(document.querySelector("button.lil-card[aria-pressed=false]:not([disabled])").click(), true)`)
		lilSettle(t, b, "card", pressed, "")
	}
	if n := eval[int](t, b, `document.querySelectorAll("button.lil-card[aria-pressed=false]:not([disabled])").length`); n != 0 {
		t.Errorf("with the row's 3 cards chosen, %d more cards may still be tapped", n)
	}
	lilNoMissingText(t, b, "mid-game")
	// From 360 px wide up, nothing of the table sticks out sideways.
	for _, w := range []int64{360, 1280, 412} {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(w, 800)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond)
		if wide := eval[string](t, b, `[...document.querySelectorAll(".board *")].filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5).slice(0, 6).map(e => e.tagName + "." + e.className + "#" + e.id).join(" ")`); wide != "" {
			t.Errorf("at %d px wide the table sticks out sideways: %s", w, wide)
		}
	}
	b.click(t, "#lang")
	b.waitJS(t, `document.querySelector("#lil-hint")`, 10*time.Second)
	time.Sleep(300 * time.Millisecond)
	lilNoMissingText(t, b, "mid-game, other language")
	b.click(t, "#lang")
	time.Sleep(300 * time.Millisecond)
	// Unless the three cards chosen are the row's very animals, it is a
	// legal exchange.
	if eval[bool](t, b, `document.querySelector("#exchange").disabled`) {
		t.Errorf("three legal cards chosen, yet the exchange is disabled: %s", eval[string](t, b, `document.querySelector("#lil-hint").innerText`))
	}
	b.click(t, "#exchange")
	b.waitJS(t, `[...document.querySelectorAll("#log li")].some(li => /(rangée|row) 3/.test(li.textContent))`, 10*time.Second)

	moves := lilPlay(t, b, 0.6, 4*time.Minute, nil)
	moves["exchange"]++ // the one made above
	// A short game may give the human few turns; a rematch gives more
	// chances to knock.
	for games := 1; moves["knock"] == 0 && games < 3; games++ {
		b.rematch(t, `document.querySelector(".board.lifeislife")`)
		for step, n := range lilPlay(t, b, 0.6, 4*time.Minute, nil) {
			moves[step] += n
		}
	}
	t.Logf("human moves: %v", moves)
	if moves["exchange"] == 0 || moves["knock"] == 0 {
		t.Errorf("the human never exchanged or never knocked: %v", moves)
	}
	winner := eval[string](t, b, `document.querySelector("#winner").innerText`)
	if !strings.Contains(winner, "gagne") && !strings.Contains(winner, "wins") {
		t.Errorf("end screen says %q", winner)
	}
	if n := eval[int](t, b, `document.querySelectorAll(".lil-standings tbody tr").length`); n != 2 {
		t.Errorf("the standings list %d players, want 2", n)
	}
	if !eval[bool](t, b, `!!document.querySelector("#end .lil-end-why") && !!document.querySelector("#end #lil-summary")`) {
		t.Errorf("the end screen does not explain the result")
	}
	if n := eval[int](t, b, `document.querySelectorAll("#log li").length`); n < 4 {
		t.Errorf("the log holds %d lines", n)
	}
	// Every move is logged while it is the latest, skipped bot moves too:
	// each exchange says what was taken, and the rounds' ends are there.
	log := eval[[]string](t, b, `[...document.querySelectorAll("#log li")].map(li => li.textContent)`)
	untold := regexp.MustCompile(`(prend la rangée|takes row) \d+ [^(]`)
	roundEnd := regexp.MustCompile(`fin de la manche|end of round|mort subite|sudden death`)
	rounds := 0
	for _, line := range log {
		if untold.MatchString(line) {
			t.Errorf("the log does not say what was taken: %q", line)
		}
		if roundEnd.MatchString(line) {
			rounds++
		}
	}
	if rounds == 0 {
		t.Errorf("the log tells no round's end:\n%s", strings.Join(log, "\n"))
	}
	lilNoMissingText(t, b, "end screen")
	checkAccess(t, b, "end screen")
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// lilFullShot saves the whole page, beyond the first screen, in the
// system's temporary directory: for a look, not for the record.
func lilFullShot(t *testing.T, b *browser, name string) {
	t.Helper()
	if png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100)); err == nil {
		path := filepath.Join(os.TempDir(), name+".png")
		if os.WriteFile(path, png, 0o644) == nil {
			t.Logf("whole page: %s", path)
		}
	}
}

// TestLifeIsLifeShots writes the table mid-game, a row chosen and two cards
// tapped, at phone and desktop sizes to $MENAGERIE_SHOTS.
func TestLifeIsLifeShots(t *testing.T) {
	shotsDir(t)
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	lilStart(t, b, srv.URL, 4, "")
	b.speakFrench(t)
	// Play into the second round, to the human's turn.
	lilPlay(t, b, 0.8, 3*time.Minute, func() bool {
		return eval[bool](t, b, `!!document.querySelector("#lil-actions") && !!document.querySelector("#lil-summary")`)
	})
	if eval[bool](t, b, `!!document.querySelector("#end")`) {
		t.Fatal("the game ended before the screenshots")
	}
	// Row 3 and two cards, tapped again should anything clear the choice.
	deadline := time.Now().Add(30 * time.Second)
	for {
		step := eval[string](t, b, `(() => {
			const row = document.querySelector("#row-3");
			if (!row) return "wait";
			if (row.getAttribute("aria-pressed") != "true") { row.click(); return "row"; }
			if (document.querySelectorAll("button.lil-card[aria-pressed=true]").length >= 2) return "done";
			const card = document.querySelector("button.lil-card[aria-pressed=false]:not([disabled])");
			if (!card) return "stuck";
			card.click(); return "card" })()`)
		if step == "done" {
			break
		}
		if step == "stuck" || time.Now().After(deadline) {
			t.Fatalf("row 3 and two cards could not be chosen (%s); page says:\n%s", step, eval[string](t, b, "document.body.innerText"))
		}
		// Let the tap show before the next look, so it is not undone.
		const pressedJS = `[...document.querySelectorAll("button.lil-row[aria-pressed=true], button.lil-card[aria-pressed=true]")].map(e => e.id).join()`
		pressed := eval[string](t, b, pressedJS)
		for end := time.Now().Add(3 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if eval[string](t, b, pressedJS) != pressed {
				break
			}
		}
	}
	for _, size := range []struct {
		name string
		w, h int64
	}{{"narrow", 360, 780}, {"phone", 412, 900}, {"desktop", 1280, 900}} {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(400 * time.Millisecond)
		eval[bool](t, b, `(window.scrollTo(0, document.querySelector(".board").getBoundingClientRect().top + window.scrollY - 8), true)`)
		time.Sleep(200 * time.Millisecond)
		if size.name != "narrow" {
			b.screenshot(t, "lifeislife-"+size.name)
		}
		lilFullShot(t, b, "lifeislife-"+size.name+"-full")
	}
	// And the end screen, at phone size.
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 900)); err != nil {
		t.Fatal(err)
	}
	lilPlay(t, b, 0.8, 4*time.Minute, nil)
	lilFullShot(t, b, "lifeislife-end-full")
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
