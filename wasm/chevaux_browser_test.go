//go:build browser && !js

package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"menagerie/games/catalog"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chevauxSeed deals the Chevaux games of the browser tests and seeds their
// players' picks, so that a failure replays.
const chevauxSeed uint64 = 20261126

// chevauxMoves are the taps that send a move on the player's turn: the
// characteristics of the player's horse and the action bar's buttons.
const chevauxMoves = `[...document.querySelectorAll(".kit-bar button.move:not([disabled]), .ch-chars .choice:not(.why)")]`

// tapChevaux taps one of the moves on screen, picked by rng, and reports
// whether it did: a move gone between counting and tapping (the page
// redrew) is no tap.
func (b *browser) tapChevaux(t *testing.T, rng *rand.Rand) bool {
	t.Helper()
	n := eval[int](t, b, chevauxMoves+".length")
	if n == 0 {
		return false
	}
	return eval[bool](t, b, fmt.Sprintf(`(() => { const e = %s[%d]; if (!e) return false; e.click(); return true })()`, chevauxMoves, rng.IntN(n)))
}

// startChevaux starts the game set up on screen, in place of an unfinished
// one if there is one, and waits for the table (or the hand-off).
func (b *browser) startChevaux(t *testing.T) {
	t.Helper()
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.chevaux") || document.querySelector("#handoff") || document.querySelector("#replace")`, 20*time.Second)
	if eval[bool](t, b, `!!document.querySelector("#replace")`) {
		b.click(t, "#replace-start")
		b.waitJS(t, `document.querySelector(".board.chevaux") || document.querySelector("#handoff")`, 20*time.Second)
	}
}

// chevauxSeq is the number of moves the table on screen has applied.
const chevauxSeq = `(document.querySelector("#table") || {dataset: {}}).dataset.seq`

// playChevaux plays the human seats of the Chevaux table on screen, by
// tapping a move picked by rng on each of their turns, and passes the
// device on at each hand-off, until the end screen shows. On each turn,
// turn (if set) first looks at the table; it returns true to stop there.
func (b *browser) playChevaux(t *testing.T, rng *rand.Rand, timeout time.Duration, turn func() bool) {
	t.Helper()
	b.playChevauxUntil(t, rng, timeout, turn, false)
}

// playChevauxUntil is playChevaux, which also stops, if untilOut, once the
// player on screen is out: in a timed game the others play on to the
// clock's end, minutes with no turn of the player's.
func (b *browser) playChevauxUntil(t *testing.T, rng *rand.Rand, timeout time.Duration, turn func() bool, untilOut bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	const out = `document.querySelector(".kit-seat.me.out")`
	wait := `document.querySelector("#end") || document.querySelector("#handoff") || document.querySelector("#table[data-turn=mine]")`
	if untilOut {
		wait += ` || ` + out
	}
	for {
		if !b.poll(t, wait, time.Until(deadline)) {
			b.screenshot(t, "chevaux-no-turn")
			t.Fatalf("no turn and no end after %v; the page says:\n%s", timeout, eval[string](t, b, "document.body.innerText"))
		}
		switch {
		case eval[bool](t, b, `!!document.querySelector("#end")`):
			return
		case eval[bool](t, b, `!!document.querySelector("#handoff")`):
			b.click(t, "#handoff-go")
			b.waitJS(t, `!document.querySelector("#handoff")`, 10*time.Second)
			continue
		}
		if untilOut && eval[bool](t, b, "!!"+out) {
			return
		}
		seq := eval[string](t, b, chevauxSeq)
		if turn != nil && turn() {
			return
		}
		if b.tapChevaux(t, rng) {
			// A tap on a page being redrawn may be lost: then another one.
			b.poll(t, chevauxSeq+` != `+strconv.Quote(seq), 5*time.Second)
		}
	}
}

// TestChevauxAgainstBotsThenOffline plays Chevaux through the UI, one human
// against two bots, to the end screen; then the server goes away and the
// app still starts from the service worker's cache, on every address a
// player can land on, and a new game starts.
func TestChevauxAgainstBotsThenOffline(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	rng := rand.New(rand.NewPCG(chevauxSeed, 1))
	t.Logf("picks seeded %d", chevauxSeed)

	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.waitJS(t, `document.querySelector("#play-chevaux")`, 60*time.Second)
	for _, g := range catalog.All() {
		if !eval[bool](t, b, `!!document.querySelector("#game-`+g.ID()+`")`) {
			t.Errorf("home page does not list %s", g.ID())
		}
	}

	b.click(t, "#play-chevaux")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "3")
	b.choose(t, "#variant", "battles=20")
	b.waitJS(t, `[0,1,2].every(i => document.querySelector("#kind-"+i))`, 20*time.Second)
	if kinds := eval[string](t, b, `[0,1,2].map(i => document.querySelector("#kind-"+i).value).join(",")`); kinds != "human,bot,bot" {
		t.Fatalf("seat kinds %q, want human,bot,bot", kinds)
	}
	b.startChevaux(t)
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	b.playChevaux(t, rng, 90*time.Second, nil)
	winner := eval[string](t, b, `document.querySelector("#winner").innerText`)
	if !strings.Contains(winner, "gagne") && !strings.Contains(winner, "wins") && !strings.Contains(winner, "partagée") && !strings.Contains(winner, "Shared win") {
		t.Errorf("end screen says %q", winner)
	}
	if errs := b.consoleErrors(false); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}

	// Switch language: the page follows at once.
	// One tap on the home page after a finished game starts the next one
	// at once, set up as the last (three players, 20 battles).
	b.navigate(t, srv.URL+"/")
	b.click(t, "#play-chevaux")
	b.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	if got := eval[string](t, b, `(s => s.config.Players + " " + s.config.Variant)(JSON.parse(localStorage.getItem("menagerie.game.chevaux")).setup)`); got != "3 battles=20" {
		t.Errorf("one tap started a game of %q, want the last one's options (3 battles=20)", got)
	}
	lang := eval[string](t, b, "document.documentElement.lang")
	b.click(t, "#lang")
	other := "en"
	if lang == "en" {
		other = "fr"
	}
	b.waitJS(t, `document.documentElement.lang == "`+other+`"`, 10*time.Second)

	// Offline: wait until the worker holds the whole app, then stop the server.
	b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return !!(r && r.active) })()`, 60*time.Second)
	if eval[bool](t, b, `!!document.querySelector("#update")`) {
		t.Errorf("a first visit announces a new version")
	}
	b.waitJS(t, `(async () => { for (const k of await caches.keys()) { const c = await caches.open(k);
		if (await c.match("/web/app.wasm") && await c.match("/")) return true } return false })()`, 60*time.Second)
	srv.Close()
	for _, path := range []string{"/", "/#play", "/?utm=chat", "/index.html", "/some/deep/link"} {
		b.navigate(t, srv.URL+path)
		b.waitJS(t, `document.querySelector(".shell")`, 60*time.Second)
	}
	// One tap on the home page, offline: the game before is unfinished,
	// so it asks first.
	b.navigate(t, srv.URL+"/")
	b.click(t, "#play-chevaux")
	b.waitJS(t, `document.querySelector("#replace")`, 20*time.Second)
	b.click(t, "#replace-start")
	b.waitJS(t, `document.querySelector(".board.chevaux") || document.querySelector("#handoff")`, 20*time.Second)
	b.playChevaux(t, rng, 90*time.Second, nil)
	if errs := b.consoleErrors(true); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// chevauxTurnJS says what the player's turn on screen asks: "choose",
// "switch" (keep or switch), "collect", or "" for none.
const chevauxTurnJS = `document.querySelector("#collect") ? "collect" : document.querySelector("#keep") ? "switch" :
	document.querySelector(".ch-chars .choice") ? "choose" : ""`

// TestChevauxPhoneTurns plays whole games on a phone held upright and on
// its side, a human against four bots: on every turn of the human, the
// prompt, the characteristics to tap and the action bar are on screen
// with nothing over them; once others have moved, the since-your-turn list
// tells what they did; the full log, one tap away, holds a line per move
// of the whole game with the values announced and every battle's winner.
func TestChevauxPhoneTurns(t *testing.T) {
	t.Parallel() // a long game: it runs beside the other long browser tests
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.speakFrench(t)
	t.Logf("deals and picks seeded %d", chevauxSeed)
	for i, size := range phoneSizes[:3] {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(size.w, size.h, chromedp.EmulateScale(1))); err != nil {
				t.Fatal(err)
			}
			kinds := map[string]int{}
			since := 0
			// A game the human loses early may have no battle won, or no
			// horse rare enough to switch: then another deal.
			for game := 0; game < 4 && (kinds["choose"] == 0 || kinds["switch"] == 0 || kinds["collect"] == 0); game++ {
				seed := chevauxSeed + uint64(10*i+game)
				b.setupGame(t, srv.URL, "chevaux", seed, "#players", "5", "#variant", "battles=20")
				b.playChevaux(t, rand.New(rand.NewPCG(seed, uint64(size.w))), 3*time.Minute, func() bool {
					b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
					kind := eval[string](t, b, chevauxTurnJS)
					if kinds[kind]++; kinds[kind] == 1 {
						b.screenshot(t, fmt.Sprintf("chevaux-%s-%dx%d", kind, size.w, size.h))
					}
					if bad := eval[[]string](t, b, visibleJS); len(bad) > 0 {
						b.screenshot(t, fmt.Sprintf("chevaux-hidden-%dx%d", size.w, size.h))
						t.Fatalf("deal %d, on a %q turn:\n  %s", seed, kind, strings.Join(bad, "\n  "))
					}
					if eval[bool](t, b, `document.querySelectorAll("#since li").length > 0`) {
						since++
					}
					return false
				})
				checkChevauxLog(t, b, seed)
			}
			for _, k := range []string{"choose", "switch", "collect"} {
				if kinds[k] == 0 {
					t.Errorf("no %q turn in four games (turns: %v)", k, kinds)
				}
			}
			if since == 0 {
				t.Error("the since-your-turn list never told what the others did")
			}
			b.openLog(t)
			b.screenshot(t, fmt.Sprintf("chevaux-log-%dx%d", size.w, size.h))
			b.closeLog(t)
		})
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// checkChevauxLog checks the full log of the French game over on screen:
// a line per move, each telling a value or a number of cards, and a winner
// told for every battle collected.
func checkChevauxLog(t *testing.T, b *browser, seed uint64) {
	t.Helper()
	moves := eval[int](t, b, `+document.querySelector("#table").dataset.seq`)
	b.openLog(t)
	defer b.closeLog(t)
	lines := eval[[]string](t, b, `[...document.querySelectorAll("#log li")].map(l => l.textContent)`)
	if len(lines) != moves {
		t.Fatalf("deal %d: the log has %d lines for %d moves", seed, len(lines), moves)
	}
	wins, collects := 0, 0
	for _, l := range lines {
		if strings.Contains(l, " gagne ") {
			wins++
		}
		if strings.Contains(l, " ramasse ") {
			collects++
		}
		if !strings.ContainsAny(l, "0123456789") {
			t.Errorf("deal %d: the log line %q tells no value", seed, l)
		}
	}
	if wins != collects || wins == 0 {
		t.Errorf("deal %d: %d battles collected, %d winners told in the log:\n%s", seed, collects, wins, strings.Join(lines, "\n"))
	}
}

// moveSavedDeadline sets the deadline saved with the game to now + ms (in
// the page's clock) and returns it. It is called on the human's turn, when
// nothing else saves the game before the reload.
func (b *browser) moveSavedDeadline(t *testing.T, ms int) float64 {
	t.Helper()
	return eval[float64](t, b, `(() => { const g = JSON.parse(localStorage.getItem("menagerie.game.chevaux"));
		g.deadline = Date.now() + (`+strconv.Itoa(ms)+`); localStorage.setItem("menagerie.game.chevaux", JSON.stringify(g)); return g.deadline })()`)
}

// clockSeconds reads the seconds left on the clock ("14:59" is 899).
const clockSeconds = `(() => { const m = document.querySelector("#clock").innerText.match(/(\d+):(\d\d)/);
	return m ? +m[1] * 60 + +m[2] : -1 })()`

// TestChevauxClockSurvivesReload starts the sheet's 15-minute game, the
// setup's default: the table shows the time left, and a reload brings the
// game back with the same clock, counting down from the deadline saved with
// it. Then the time runs out while the page is away (the saved deadline is
// moved into the past) during a battle: after the reload the host's page
// tells the game, the battle is finished, and the game ends by the clock,
// with the time-up in the saved log.
func TestChevauxClockSurvivesReload(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, fmt.Sprintf("%s/#setup/chevaux?seed=%d", srv.URL, chevauxSeed))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	if v := eval[string](t, b, `document.querySelector("#variant").value`); v != "time=15" {
		t.Fatalf("the setup offers %q first, want the 15-minute game", v)
	}
	b.choose(t, "#players", "3")
	b.startChevaux(t)
	b.waitJS(t, `document.querySelector(".board.chevaux #clock")`, 20*time.Second)
	if left := eval[int](t, b, clockSeconds); left < 14*60 || left > 15*60 {
		t.Fatalf("a new game shows %d s left", left)
	}
	b.waitJS(t, `(JSON.parse(localStorage.getItem("menagerie.game.chevaux")) || {}).deadline > Date.now()`, 10*time.Second)
	saved := eval[float64](t, b, `JSON.parse(localStorage.getItem("menagerie.game.chevaux")).deadline`)
	if shown := eval[float64](t, b, `+document.querySelector("#clock").dataset.deadline`); shown != saved {
		t.Fatalf("the clock shows deadline %v, the save holds %v", shown, saved)
	}

	// The human leads the first battle: on this turn, the time left
	// becomes ten minutes, and the page reloads.
	b.waitJS(t, `document.querySelector(".choices button")`, 20*time.Second)
	deadline := b.moveSavedDeadline(t, 10*60*1000)
	b.reload(t)
	b.waitJS(t, `document.querySelector(".board.chevaux #clock")`, 20*time.Second)
	if shown := eval[float64](t, b, `+document.querySelector("#clock").dataset.deadline`); shown != deadline {
		t.Fatalf("after the reload the clock ends at %v, want the saved %v", shown, deadline)
	}
	// The clock and the page's time read in one look: on a loaded machine
	// two looks may be seconds apart.
	now := eval[[]float64](t, b, `[`+clockSeconds+`, (`+strconv.FormatFloat(deadline, 'f', 0, 64)+` - Date.now()) / 1000]`)
	left, want := int(now[0]), now[1]
	if math.Abs(float64(left)-want) > 2 {
		t.Fatalf("after the reload the clock shows %d s left, want about %.1f", left, want)
	}
	b.waitJS(t, clockSeconds+` < `+strconv.Itoa(left)+` && `+clockSeconds+` > 0`, time.Minute)

	// Play until the human has won a battle and is to collect: the battle
	// is in progress. The time runs out meanwhile, and the page reloads.
	// Bots that may announce at once make the order of their moves, and
	// so the game, depend on timing: a game the human never wins a battle
	// in is followed by a new one, started as the first. So is one the
	// human is out of: the bots would play on to the clock's end, minutes
	// with no turn of the human's.
	rng := rand.New(rand.NewPCG(chevauxSeed, 3))
	for game := 1; ; game++ {
		b.playChevauxUntil(t, rng, 3*time.Minute, func() bool {
			return eval[bool](t, b, `!!document.querySelector("#collect")`)
		}, true)
		if eval[bool](t, b, `!!document.querySelector("#collect")`) {
			break
		}
		if game == 4 {
			t.Fatal("in four games the human never won a battle")
		}
		b.setupGame(t, srv.URL, "chevaux", chevauxSeed+uint64(game), "#players", "3")
		b.waitJS(t, `document.querySelector(".board.chevaux #clock")`, 20*time.Second)
	}
	// Nothing has moved the table since the human's turn came: the save
	// is current and the page saves nothing more until the human acts.
	b.moveSavedDeadline(t, -1000)
	b.reload(t)
	b.waitJS(t, `document.querySelector("#ch-ending") && document.querySelector("#clock.up") && document.querySelector("#collect")`, 20*time.Second)
	b.waitJS(t, `JSON.parse(localStorage.getItem("menagerie.game.chevaux")).log.some(s => s.seat == -1 && s.move.end == "time")`, 10*time.Second)
	b.click(t, "#collect")
	b.waitJS(t, `document.querySelector("#end") && document.querySelector("#ch-end-why")`, 20*time.Second)
	why := eval[string](t, b, `document.querySelector("#ch-end-why").innerText`)
	if !strings.Contains(why, "Time is up") && !strings.Contains(why, "Le temps est écoulé") {
		t.Errorf("the end says %q", why)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
