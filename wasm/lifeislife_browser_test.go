//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// lilStart opens Life is Life's setup for the deal seed, seats one human
// and players-1 bots with the given variant, and starts; the bots play
// without their pause.
func lilStart(t *testing.T, b *browser, url string, seed uint64, players int, variant string) {
	t.Helper()
	b.noBotPause(t)
	b.openApp(t, url)
	choices := []string{"#players", fmt.Sprint(players), "#variant", variant, "#kind-0", "human"}
	for i := 1; i < players; i++ {
		choices = append(choices, fmt.Sprintf("#kind-%d", i), "bot")
	}
	b.setupGame(t, url, "lifeislife", seed, choices...)
	b.waitJS(t, `document.querySelector(".board.lifeislife")`, 20*time.Second)
}

// lilOptionsJS says what the player may tap now: "end", "wait", or the
// enabled choices as "exchange", "knock", "row:<id>" and "card:<id>".
const lilOptionsJS = `(() => {
	if (document.querySelector("#end")) return ["end"];
	const skip = document.querySelector("#skip"); if (skip) skip.click();
	if (!document.querySelector("#table[data-turn=mine] .lil-display")) return ["wait"];
	const out = [];
	const ex = document.querySelector("#exchange:not([disabled])"); if (ex) out.push("exchange");
	const k = document.querySelector("#knock:not([disabled])"); if (k) out.push("knock");
	const row = document.querySelector("button.lil-row[aria-pressed=true]");
	if (row) out.push("chosen:" + row.id);
	for (const e of document.querySelectorAll("button.lil-row.choice:not(.why)")) out.push("row:" + e.id);
	for (const e of document.querySelectorAll("button.lil-hc.choice:not(.why)[aria-pressed=false]")) out.push("card:" + e.id);
	return out;
})()`

// lilStep makes one tap of the human's turn through the real buttons,
// picking with rng: the exchange once ready; else, with no row chosen, a
// knock (with probability knock, when allowed) or a row; else a card that
// may be laid. It says what it did: "end", "wait", "knock", "row", "card",
// "exchange".
func lilStep(t *testing.T, b *browser, rng *rand.Rand, knock float64) string {
	t.Helper()
	opts := eval[[]string](t, b, lilOptionsJS)
	var rows, cards []string
	chosen, canKnock := false, false
	for _, o := range opts {
		switch {
		case o == "end", o == "wait":
			return o
		case o == "exchange":
			if !b.tapIf(t, "#exchange") {
				return "wait"
			}
			return o
		case o == "knock":
			canKnock = true
		case strings.HasPrefix(o, "chosen:"):
			chosen = true
		case strings.HasPrefix(o, "row:"):
			rows = append(rows, o[4:])
		case strings.HasPrefix(o, "card:"):
			cards = append(cards, o[5:])
		}
	}
	pick := func(ids []string) string { return ids[rng.IntN(len(ids))] }
	// A tap on what the page no longer offers (the table moved on between
	// the look and the tap) is no tap: the driver waits and looks again.
	tap := func(sel, did string) string {
		if !b.tapIf(t, sel) {
			return "wait"
		}
		return did
	}
	switch {
	case !chosen && canKnock && rng.Float64() < knock:
		return tap("#knock", "knock")
	case !chosen && len(rows) > 0:
		return tap("#"+pick(rows), "row")
	case chosen && len(cards) > 0:
		return tap("#"+pick(cards), "card")
	}
	return "wait"
}

// lilSettle waits until the tap of step shows on the screen, or the game
// moved on meanwhile (a bot's move clears a choice: the driver then simply
// chooses again). A row or a card tapped as the page redrew may show
// nothing: the driver then looks again and taps again.
func lilSettle(t *testing.T, b *browser, step string, pressed int, seq string) {
	t.Helper()
	moved := fmt.Sprintf(`document.querySelector("#end") || !document.querySelector("#table") || document.querySelector("#table").dataset.seq != %q`, seq)
	switch step {
	case "row":
		if !b.poll(t, `document.querySelector("button.lil-row[aria-pressed=true]") || `+moved, 10*time.Second) {
			t.Logf("a row tapped at move %s showed nothing: tapping again", seq)
		}
	case "card":
		if !b.poll(t, fmt.Sprintf(`document.querySelectorAll("button.lil-hc[aria-pressed=true]").length > %d || `, pressed)+moved, 10*time.Second) {
			t.Logf("a card tapped at move %s showed nothing: tapping again", seq)
		}
	case "exchange", "knock":
		b.waitJS(t, moved, 10*time.Second)
	case "wait":
		b.waitJS(t, `document.querySelector("#end") || document.querySelector("#table[data-turn=mine]")`, 30*time.Second)
	}
}

// lilSeq is the move number the table shows.
func lilSeq(t *testing.T, b *browser) string {
	return eval[string](t, b, `(() => { const e = document.querySelector("#table"); return e ? String(e.dataset.seq) : "" })()`)
}

// lilPlay plays the human seat until stop says so or the end screen shows.
func lilPlay(t *testing.T, b *browser, rng *rand.Rand, knock float64, timeout time.Duration, stop func() bool) (moves map[string]int) {
	t.Helper()
	moves = map[string]int{}
	deadline := time.Now().Add(timeout)
	for {
		if stop != nil && stop() {
			return moves
		}
		pressed := eval[int](t, b, `document.querySelectorAll("button.lil-hc[aria-pressed=true]").length`)
		seq := lilSeq(t, b)
		step := lilStep(t, b, rng, knock)
		if step == "end" {
			return moves
		}
		moves[step]++
		lilSettle(t, b, step, pressed, seq)
		if time.Now().After(deadline) {
			b.screenshot(t, "lifeislife-no-end")
			t.Fatalf("no end screen after %v (%v); page says:\n%s", timeout, moves, eval[string](t, b, "document.body.innerText"))
		}
	}
}

// lilNoMissingText fails if a text key shows instead of its text.
func lilNoMissingText(t *testing.T, b *browser, when string) {
	t.Helper()
	body := eval[string](t, b, `document.body.innerText + [...document.querySelectorAll("[aria-label], [data-why]")].map(e => e.getAttribute("aria-label") + (e.dataset.why || "")).join("|")`)
	for _, bad := range []string{"«lil.", "«kit.", "<undefined>", "%!"} {
		if i := strings.Index(body, bad); i >= 0 {
			t.Errorf("%s: a missing text shows: %q", when, body[i:min(len(body), i+40)])
		}
	}
}

// lilLayoutJS lists what is wrong with the table on screen: every row of
// the display, every hand card and every enabled button of the bar must be
// inside the viewport with nothing over its centre, the page unscrolled.
const lilLayoutJS = `(() => {
	const vw = innerWidth, vh = innerHeight, bad = [];
	const els = [...document.querySelectorAll(".lil-display .lil-row, .lil-hand .lil-card, .kit-bar button:not([disabled]), #prompt")];
	for (const el of els) {
		const r = el.getBoundingClientRect();
		const name = el.id || el.className;
		if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) { bad.push(name + " is off screen: " + [r.left, r.top, r.right, r.bottom].map(Math.round)); continue; }
		const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (!hit || !(hit === el || el.contains(hit))) bad.push(name + " is covered by " + (hit ? hit.tagName + "." + hit.className : "nothing"));
	}
	if (document.querySelectorAll(".lil-display .lil-row").length != 4) bad.push("not 4 rows");
	if (scrollY != 0 || document.querySelector("#kit-main").scrollTop != 0) bad.push("scrolled");
	return bad;
})()`

// lilRectsJS are where the hand's cards and the bar's buttons stand in the
// page's layout (a chosen card's small lift is no move).
const lilRectsJS = `[...document.querySelectorAll(".lil-hand .lil-card, .kit-bar button")].map(e => {
	let x = 0, y = 0; for (let p = e; p; p = p.offsetParent) { x += p.offsetLeft; y += p.offsetTop }
	return e.id + "@" + [x, y, e.offsetWidth, e.offsetHeight].join(",") })`

// TestLifeIsLifePhoneTurn seats five players on a 360×740 phone: when the
// human's turn starts, the display's four rows, the whole hand and the
// action bar are on screen, uncovered. While the player chooses a row and
// cards, nothing moves: no card's place is ever taken by a button (a tap
// meant for a card used to land on "Clear"). A card that may not be tapped
// says why in the prompt.
func TestLifeIsLifePhoneTurn(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.phone(t)
	const seed = 77
	t.Logf("deal %d", seed)
	lilStart(t, b, srv.URL, seed, 5, "")
	eval[bool](t, b, `(document.documentElement.lang != "fr" && document.querySelector("#lang").click(), true)`)
	b.waitJS(t, `document.documentElement.lang == "fr"`, 10*time.Second)
	b.watchWhy(t)
	b.waitJS(t, `document.querySelector("#table[data-turn=mine]")`, 30*time.Second)
	b.waitJS(t, `[...document.images].every(i => i.complete) && document.getAnimations().every(a => a.playState !== "running")`, 10*time.Second)
	b.screenshot(t, "lifeislife-turn-360x740")
	if bad := eval[[]string](t, b, lilLayoutJS); len(bad) > 0 {
		t.Errorf("when the turn starts:\n  %s", strings.Join(bad, "\n  "))
	}
	if n := eval[int](t, b, `document.querySelectorAll(".lil-hand .lil-card").length`); n != 10 {
		t.Errorf("the hand shows %d cards, want 10", n)
	}
	before := eval[[]string](t, b, lilRectsJS)

	// A card tapped before a row says what to do first, in the prompt.
	n := b.whyNotes(t)
	b.click(t, "#hand-0")
	if !b.whyTold(t, n, `w => w.includes("rangée")`) {
		t.Errorf("a card tapped before a row does not say to choose a row first")
	}
	if eval[int](t, b, `document.querySelectorAll("[aria-pressed=true]").length`) != 0 {
		t.Errorf("a card tapped before a row got chosen")
	}

	// Row 4, then cards until the row is full: nothing moves meanwhile.
	rng := rand.New(rand.NewPCG(seed, 1))
	b.click(t, "#row-4")
	b.waitJS(t, `document.querySelector("#row-4[aria-pressed=true]") && !document.querySelector("#clear[disabled]")`, 5*time.Second)
	for i := 0; i < 4; i++ {
		if after := eval[[]string](t, b, lilRectsJS); strings.Join(after, " ") != strings.Join(before, " ") {
			t.Fatalf("with a row and %d cards chosen, the hand or the bar moved:\n%v\n%v", i, before, after)
		}
		ids := eval[[]string](t, b, `[...document.querySelectorAll("button.lil-hc.choice:not(.why)[aria-pressed=false]")].map(e => e.id)`)
		if len(ids) == 0 {
			t.Fatalf("with %d cards of 4 chosen, none may be tapped", i)
		}
		b.click(t, "#"+ids[rng.IntN(len(ids))])
		b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("button.lil-hc[aria-pressed=true]").length == %d`, i+1), 5*time.Second)
	}
	if bad := eval[[]string](t, b, lilLayoutJS); len(bad) > 0 {
		t.Errorf("with the exchange built:\n  %s", strings.Join(bad, "\n  "))
	}
	// The row is full: another card says so.
	free := eval[string](t, b, `document.querySelector(".lil-hand button.lil-hc:not([aria-pressed=true])").id`)
	n = b.whyNotes(t)
	b.click(t, "#"+free)
	if !b.whyTold(t, n, `w => w.includes("reprendre")`) {
		t.Errorf("a fifth card for row 4 does not say the row is full")
	}
	// "Clear" clears only when tapped, and stays where it was.
	b.click(t, "#clear")
	b.waitJS(t, `!document.querySelector("[aria-pressed=true]") && document.querySelector("#clear[disabled]")`, 5*time.Second)
	if after := eval[[]string](t, b, lilRectsJS); strings.Join(after, " ") != strings.Join(before, " ") {
		t.Errorf("after clearing, the hand or the bar moved:\n%v\n%v", before, after)
	}
	lilNoMissingText(t, b, "a turn at 360×740")
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestLifeIsLifeAgainstABot plays Life is Life, advanced variant, one human
// against one bot, through the table's own buttons to the end screen.
func TestLifeIsLifeAgainstABot(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	seed := rand.Uint64() % 1_000_000
	t.Logf("deal and driver seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	lilStart(t, b, srv.URL, seed, 2, "advanced")

	// The first turn of the human: the table as dealt.
	b.waitJS(t, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return !!document.querySelector("#table[data-turn=mine]") })()`, 30*time.Second)
	if rows := eval[string](t, b, `[...document.querySelectorAll(".lil-display .lil-row")].map(r => r.querySelectorAll(".lil-card").length).join(",")`); rows != "1,2,3,4" {
		t.Errorf("display rows hold %s cards, want 1,2,3,4", rows)
	}
	if n := eval[int](t, b, `document.querySelectorAll(".lil-hand .lil-card").length`); n != 10 {
		t.Errorf("the hand shows %d cards, want 10", n)
	}
	if !eval[bool](t, b, `document.querySelector("#exchange").disabled && document.querySelector("#knock").disabled && document.querySelector("#clear").disabled`) {
		t.Errorf("before any choice, the exchange, clear and the knock (nobody has exchanged yet) must be disabled")
	}
	if eval[bool](t, b, `!!document.querySelector(".lil-hand .choice")`) {
		t.Errorf("hand cards are choices before a row is chosen")
	}
	if eval[bool](t, b, `[...document.querySelectorAll(".lil-hand .lil-card")].some(e => !e.getAttribute("aria-label"))`) {
		t.Errorf("a hand card has no accessible name")
	}
	// Choose row 2, then change one's mind for row 3: three cards to lay.
	b.click(t, "#row-2")
	b.waitJS(t, `document.querySelector("#row-2[aria-pressed=true]") && document.querySelectorAll(".lil-hand .choice").length > 0`, 10*time.Second)
	b.click(t, "#row-3")
	b.waitJS(t, `document.querySelector("#row-3[aria-pressed=true]") && document.querySelector("#row-2[aria-pressed=false]")`, 10*time.Second)
	for i := 0; i < 3; i++ {
		if !eval[bool](t, b, `document.querySelector("#exchange").disabled`) {
			t.Fatalf("the exchange is enabled with %d of 3 cards chosen", i)
		}
		seq := lilSeq(t, b)
		if step := lilStep(t, b, rng, 0); step != "card" {
			t.Fatalf("with %d of 3 cards chosen, the driver did %q", i, step)
		}
		lilSettle(t, b, "card", i, seq)
	}
	if n := eval[int](t, b, `document.querySelectorAll("button.lil-hc.choice[aria-pressed=false]").length`); n != 0 {
		t.Errorf("with the row's 3 cards chosen, %d more cards may still be tapped", n)
	}
	lilNoMissingText(t, b, "mid-game")
	// From 360 px wide up, nothing of the table sticks out sideways.
	for _, w := range []int64{360, 1280, 412} {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(w, 800)); err != nil {
			t.Fatal(err)
		}
		b.waitJS(t, fmt.Sprintf(`innerWidth == %d`, w), 5*time.Second)
		if wide := eval[string](t, b, `[...document.querySelectorAll(".board *")].filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5).slice(0, 6).map(e => e.tagName + "." + e.className + "#" + e.id).join(" ")`); wide != "" {
			t.Errorf("at %d px wide the table sticks out sideways: %s", w, wide)
		}
	}
	lang := eval[string](t, b, `document.querySelector("#exchange").innerText`)
	eval[bool](t, b, `(document.querySelector("#lang").click(), true)`)
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#exchange").innerText != %q`, lang), 10*time.Second)
	lilNoMissingText(t, b, "mid-game, other language")
	eval[bool](t, b, `(document.querySelector("#lang").click(), true)`)
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#exchange").innerText == %q`, lang), 10*time.Second)
	// Unless the three cards chosen are the row's very animals (which the
	// cards refuse), it is a legal exchange.
	if eval[bool](t, b, `document.querySelector("#exchange").disabled`) {
		t.Fatalf("three legal cards chosen, yet the exchange is disabled: %s", eval[string](t, b, `document.querySelector("#prompt").innerText`))
	}
	b.click(t, "#exchange")
	b.openLog(t)
	b.waitJS(t, `[...document.querySelectorAll("#log li")].some(li => /(rangée|row) 3/.test(li.textContent))`, 10*time.Second)
	b.closeLog(t)

	moves := lilPlay(t, b, rng, 0.6, 4*time.Minute, nil)
	moves["exchange"]++ // the one made above
	// A short game may give the human few turns; a rematch gives more
	// chances to knock.
	for games := 1; moves["knock"] == 0 && games < 3; games++ {
		b.rematch(t, `document.querySelector(".board.lifeislife")`)
		for step, n := range lilPlay(t, b, rng, 0.6, 4*time.Minute, nil) {
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
	if n := eval[int](t, b, `document.querySelectorAll("#scores tbody tr").length`); n != 2 {
		t.Errorf("the standings list %d players, want 2", n)
	}
	if !eval[bool](t, b, `document.querySelector("#scores tbody tr").classList.contains("winner") && !!document.querySelector("#scores tbody tr:last-child .kit-note")`) {
		t.Errorf("the standings do not put the winner first and mark the player out: %s", eval[string](t, b, `document.querySelector("#scores").innerText`))
	}
	// The game's own account comes once the standings are painted.
	if !b.poll(t, `!!document.querySelector("#end #lil-end-why") && !!document.querySelector("#end #lil-summary")`, 10*time.Second) {
		t.Errorf("the end screen does not explain the result")
	}
	// Every move is logged while it is the latest, bot moves too: each
	// exchange shows what was taken, and the rounds' ends are there.
	b.openLog(t)
	log := eval[[]string](t, b, `[...document.querySelectorAll("#log li")].map(li => li.textContent.replace(/\s+/g, " "))`)
	if len(log) < 4 {
		t.Errorf("the log holds %d lines", len(log))
	}
	untold := regexp.MustCompile(`(prend la rangée|takes row) \d+ (et pose|and lays)`)
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
	// The menu and the log open, so that their controls are measured too.
	eval[bool](t, b, `(document.querySelectorAll("#table details").forEach(d => d.open = true), true)`)
	checkAccess(t, b, "end screen, menu and log open")
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
