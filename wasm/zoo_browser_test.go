//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// zooSeed deals the zoo browser games and seeds their drivers' choices, so
// that a failure replays.
const zooSeed = 20261126

// zooLook is what the zoo driver sees of the page: the end screen, a
// missing text, the enabled buttons that confirm the chosen cards, the
// cards that may be tapped, and the one-tap moves (pass, refuse). It taps
// through a hand-off screen and skips the bots' pauses on the way.
type zooLook struct {
	End      bool
	Handoff  bool
	Missing  string
	Seq      string
	Confirms []string
	Cards    []struct {
		ID      string
		Pressed bool
		Join    bool
	}
	Single []string
}

const zooLookJS = `(() => {
	if (document.querySelector("#end")) return {end: true};
	const skip = document.querySelector("#skip"); if (skip) skip.click();
	const go = document.querySelector("#handoff-go"); if (go) { go.click(); return {handoff: true}; }
	const text = document.body.innerText + [...document.querySelectorAll("[aria-label]")].map(e => e.getAttribute("aria-label")).join("|");
	const missing = text.match(/«[a-z]+\.[a-z0-9.]+»/);
	const table = document.querySelector("#table");
	const on = s => [...document.querySelectorAll(s)].filter(e => !e.disabled).map(e => "#" + e.id);
	return {
		missing: missing ? missing[0] : "",
		seq: table ? table.dataset.seq : "",
		confirms: ["#zoo-give", "#zoo-aside", "#zoo-complete", "#zoo-ask", "#zoo-play"].filter(s => on(s).length),
		cards: [...document.querySelectorAll(".zoo-hand button.choice")].map(c => ({
			id: c.id, pressed: c.getAttribute("aria-pressed") === "true", join: c.dataset.join === "true"})),
		single: on(".kit-bar .zoo-pass"),
	};
})()`

// zooState is what changes with a tap: the moves applied and the cards
// chosen.
const zooStateJS = `(() => { const t = document.querySelector("#table");
	return (t ? t.dataset.seq : "end") + "|" + [...document.querySelectorAll('.zoo-hand [aria-pressed=true]')].map(c => c.id).join(",") })()`

// zooActionable is true when the driver has something to do: the end, a
// hand-off, or a tap that zooStep would make (an enabled confirm or pass,
// or a card that may be chosen).
const zooActionable = `(() => {
	if (document.querySelector("#end, #handoff-go")) return true;
	if ([...document.querySelectorAll("#zoo-give, #zoo-aside, #zoo-complete, #zoo-ask, #zoo-play, .kit-bar .zoo-pass")].some(e => !e.disabled)) return true;
	const cards = [...document.querySelectorAll(".zoo-hand button.choice")];
	const chosen = cards.some(c => c.getAttribute("aria-pressed") === "true");
	return cards.some(c => c.getAttribute("aria-pressed") !== "true" && (!chosen || c.dataset.join === "true"));
})()`

// zooStep makes at most one tap of the human's turn, as a player would,
// and says which ("end" once the end screen shows): cards are tapped among
// the ones that may be chosen until a confirm button is enabled; help,
// completion and exchanges are preferred when the choice allows them. It
// waits for the tap to show, or for something to do.
func zooStep(t *testing.T, b *browser, rng *rand.Rand) string {
	t.Helper()
	l := eval[zooLook](t, b, zooLookJS)
	switch {
	case l.End:
		return "end"
	case l.Handoff:
		return "handoff"
	case l.Missing != "":
		return "missing:" + l.Missing
	}
	before := eval[string](t, b, zooStateJS)
	tap := func(sel, did string) string {
		// The page may have moved on since the look (a guest's page
		// follows the host's): a button or card gone, or disabled, is not
		// tapped, and the next step looks again.
		if !b.tapIf(t, sel) {
			return "wait"
		}
		b.poll(t, zooStateJS+" != "+jsString(before), 5*time.Second)
		return did
	}
	for _, c := range l.Confirms {
		if rng.Float64() < 0.75 {
			return tap(c, strings.TrimPrefix(c, "#zoo-"))
		}
	}
	var free []string
	chosen := false
	for _, c := range l.Cards {
		chosen = chosen || c.Pressed
	}
	for _, c := range l.Cards {
		if !c.Pressed && (!chosen || c.Join) {
			free = append(free, "#"+c.ID)
		}
	}
	if len(free) > 0 && (len(l.Single) == 0 || rng.Float64() < 0.8) {
		return tap(free[rng.IntN(len(free))], "card")
	}
	if len(l.Single) > 0 {
		s := l.Single[rng.IntN(len(l.Single))]
		return tap(s, strings.TrimPrefix(s, "#zoo-"))
	}
	if len(l.Confirms) > 0 {
		return tap(l.Confirms[0], strings.TrimPrefix(l.Confirms[0], "#zoo-"))
	}
	// Nothing to tap in what the look saw: wait until there is (the look
	// may also have come as the page redrew).
	b.poll(t, zooActionable, 5*time.Second)
	return "wait"
}

// zooPlayToEnd plays the human seat through the table's own buttons until
// the end screen, and counts what it did. With shots set, it saves the
// table mid-game at phone and desktop sizes, a card chosen.
func zooPlayToEnd(t *testing.T, b *browser, rng *rand.Rand, timeout time.Duration, shots string) map[string]int {
	t.Helper()
	did := map[string]int{}
	deadline := time.Now().Add(timeout)
	shot := shots == ""
	for {
		if !shot && did["play"] >= 3 && eval[bool](t, b, `!!(document.querySelector("#table[data-turn=mine] .zoo-top") && document.querySelector(".zoo-hand button.choice"))`) {
			zooShots(t, b, shots)
			shot = true
		}
		step := zooStep(t, b, rng)
		if step == "end" {
			return did
		}
		if strings.HasPrefix(step, "missing:") {
			t.Fatalf("a text is missing: %s", step)
		}
		did[step]++
		if time.Now().After(deadline) {
			b.screenshot(t, "zoo-no-end")
			t.Fatalf("no end screen after %v (did %v); page says:\n%s", timeout, did, eval[string](t, b, "document.body.innerText"))
		}
	}
}

// zooShots taps one card that can be played, then saves the table at phone
// size and at desktop size.
func zooShots(t *testing.T, b *browser, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	before := eval[string](t, b, zooStateJS)
	b.click(t, ".zoo-hand button.choice")
	b.poll(t, zooStateJS+" != "+jsString(before), 5*time.Second)
	b.shoot(t, "zoo", func(string) {
		b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
	})
}

// zooStart starts a zoo game against bots with the deal zooSeed and no
// pause between the bots' moves, in place of a zoo game left unfinished by
// an earlier test.
func zooStart(t *testing.T, b *browser, url, players, variant string) {
	t.Helper()
	b.noBotPause(t)
	b.openApp(t, url)
	b.setupGame(t, url, "zoo", zooSeed, "#players", players, "#variant", variant)
	b.waitJS(t, `document.querySelector(".board.zoo")`, 20*time.Second)
}

// zooRand is a driver's generator, its seed logged.
func zooRand(t *testing.T, stream uint64) *rand.Rand {
	t.Logf("driver seed %d/%d", zooSeed, stream)
	return rand.New(rand.NewPCG(zooSeed, stream))
}

// TestZooSimpleAgainstBots plays the simple game, one human against two
// bots, through the table's buttons to the end screen, which explains the
// result; MENAGERIE_SHOTS=dir also saves the table mid-game.
func TestZooSimpleAgainstBots(t *testing.T) {
	t.Parallel() // a long game: it runs beside the other long browser tests
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	// The rules, with the chart of who beats whom.
	b.navigate(t, srv.URL+"/#rules/zoo")
	b.waitJS(t, `document.querySelectorAll(".rules p").length >= 12`, 20*time.Second)
	if rules := eval[string](t, b, `document.querySelector(".rules").innerText`); !strings.Contains(rules, "19") || !strings.Contains(rules, "←") {
		t.Errorf("the rules say:\n%s", rules)
	}
	zooStart(t, b, srv.URL, "3", "")
	if n := eval[int](t, b, `document.querySelectorAll(".zoo .kit-seat").length`); n != 3 {
		t.Fatalf("the table shows %d seats, not 3", n)
	}
	did := zooPlayToEnd(t, b, zooRand(t, 1), 4*time.Minute, os.Getenv("MENAGERIE_SHOTS"))
	t.Logf("the human's taps: %v", did)
	if did["play"] == 0 || did["card"] == 0 {
		t.Errorf("the human never played a set: %v", did)
	}
	// The game's own account comes once the standings are painted.
	if !b.poll(t, `!!document.querySelector("#end #scores tbody tr") && !!document.querySelector("#end #zoo-end .zoo-sum-table")`, 10*time.Second) {
		t.Errorf("the end screen has no standings or round results")
	}
	if reason := eval[string](t, b, `document.querySelector("#zoo-end .zoo-reason").innerText`); !strings.Contains(reason, "19") {
		t.Errorf("the end screen says %q", reason)
	}
	// Nobody reaches 19 in one round: the last round, a later one, scored
	// places only, and says why.
	sum := eval[string](t, b, `document.querySelector("#end .zoo-sum").innerText`)
	if !strings.Contains(sum, "première manche") && !strings.Contains(sum, "first round") {
		t.Errorf("the last round's results do not say lions and hedgehogs count in the first round only:\n%s", sum)
	}
	// The log is the whole game's, round results and winner included.
	b.openLog(t)
	log := eval[string](t, b, `[...document.querySelectorAll("#log li")].map(l => l.textContent).join("\n")`)
	for _, want := range [][2]string{{"Fin de la manche 1 :", "Round 1 is over:"}, {"gagne la partie", "wins the game"}} {
		if !strings.Contains(log, want[0]) && !strings.Contains(log, want[1]) {
			t.Errorf("the log never says %q:\n%s", want[1], log)
		}
	}
	// The menu and the log open, so that their controls are measured too.
	eval[bool](t, b, `(document.querySelectorAll("#table details").forEach(d => d.open = true), true)`)
	// The page collected its garbage in its idle time: once after the
	// home page was drawn, and again as the game went on (ui.CollectWhenIdle).
	if n := eval[int](t, b, `performance.getEntriesByName("menagerie-gc").length`); n < 2 {
		t.Errorf("%d collections in idle time over a whole game", n)
	}
	checkAccess(t, b, "end screen, menu and log open")
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
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.click(t, "#lang")
	zooStart(t, b, srv.URL, "4", "partners")
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 900, chromedp.EmulateScale(1))); err != nil {
		t.Fatal(err)
	}
	rng := zooRand(t, 2)
	helpSeen, exchangeSeen := false, false
	did := map[string]int{}
	deadline := time.Now().Add(5 * time.Minute)
	for {
		helpSeen = helpSeen || eval[bool](t, b, `!!document.querySelector("#zoo-ask-laid")`)
		exchangeSeen = exchangeSeen || eval[bool](t, b, `!!document.querySelector("#zoo-give, #zoo-team")`)
		step := zooStep(t, b, rng)
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
	}
	t.Logf("the human's taps: %v", did)
	if did["give"] == 0 {
		t.Errorf("the human never gave cards in an exchange: %v", did)
	}
	if !exchangeSeen {
		t.Errorf("no partner round was shown")
	}
	b.openLog(t)
	log := eval[string](t, b, `[...document.querySelectorAll("#log li")].map(l => l.textContent).join("\n")`)
	if !helpSeen && !strings.Contains(log, "help") {
		t.Errorf("no help request was ever shown")
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// zooSeatsJS lists what is wrong with the seat strip on screen: a seat
// chip not wholly on screen, a strip that scrolls sideways, or a page
// that does.
const zooSeatsJS = `(() => {
	const bad = [], strip = document.querySelector(".zoo .kit-seats");
	if (!strip) return ["no seat strip"];
	if (strip.scrollWidth > strip.clientWidth + 1) bad.push("the strip scrolls sideways: " + strip.scrollWidth + " > " + strip.clientWidth);
	if (document.documentElement.scrollWidth > innerWidth + 1) bad.push("the page scrolls sideways");
	for (const s of strip.querySelectorAll(".kit-seat")) {
		const r = s.getBoundingClientRect();
		if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5) bad.push(s.id + " is off screen: " + [r.left, r.top, r.right, r.bottom].map(Math.round));
		const name = s.querySelector(".name");
		if (!name || name.getBoundingClientRect().width < 20) bad.push(s.id + " shows no name");
	}
	return bad;
})()`

// TestZooPhoneSeats starts zoo games of three and of seven players on a
// 360×740 phone: when the human's turn starts, every seat chip is on
// screen in a strip that does not scroll, and the prompt, the cards to
// choose from and the buttons are there with nothing over them. Then it
// plays until a card is greyed out on the human's turn, taps it, and
// checks the prompt says why.
func TestZooPhoneSeats(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.phone(t)
	for _, players := range []string{"3", "7"} {
		t.Run(players, func(t *testing.T) {
			zooStart(t, b, srv.URL, players, "")
			b.watchWhy(t)
			rng := zooRand(t, 3)
			if !b.poll(t, `document.querySelector("#table[data-turn=mine]")`, 30*time.Second) {
				t.Fatal("the human's turn never came")
			}
			b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
			b.screenshot(t, "zoo-phone-"+players)
			if n := eval[int](t, b, `document.querySelectorAll(".zoo .kit-seat").length`); fmt.Sprint(n) != players {
				t.Fatalf("%d seats shown", n)
			}
			if bad := eval[[]string](t, b, zooSeatsJS); len(bad) > 0 {
				t.Errorf("the seats:\n  %s", strings.Join(bad, "\n  "))
			}
			if bad := eval[[]string](t, b, visibleJS); len(bad) > 0 {
				t.Errorf("when the turn starts:\n  %s", strings.Join(bad, "\n  "))
			}
			// A greyed card says why when tapped.
			for range 400 {
				if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine] .zoo-hand button.why") || !!document.querySelector("#end")`) {
					break
				}
				zooStep(t, b, rng)
			}
			why := eval[string](t, b, `(document.querySelector(".zoo-hand button.why") || {dataset: {}}).dataset.why || ""`)
			if why == "" {
				t.Fatal("no card was ever greyed out on the human's turn")
			}
			n := b.whyNotes(t)
			b.click(t, ".zoo-hand button.why")
			// The prompt may still tell an earlier card's reason (it shows
			// for a few seconds): it must come to tell this one's.
			if !b.whyTold(t, n, `w => w == `+jsString(why)) {
				t.Errorf("the prompt never told the greyed card's reason %q", why)
			}
			t.Logf("a greyed card says: %s", why)
		})
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

var (
	zooNetOnce sync.Once
	zooNetRng  *rand.Rand
)

// zooNetStep is TestNetworkGameWithBots's zoo guest turn, with one
// generator for the game, its seed logged.
func zooNetStep(t *testing.T, b *browser) string {
	zooNetOnce.Do(func() { zooNetRng = zooRand(t, 4) })
	return zooStep(t, b, zooNetRng)
}
