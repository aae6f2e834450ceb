//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// bgStepJS is one step of the Beaver Gang driver, a function of two
// numbers in [0, 1) drawn by the test's seeded generator (r: which card or
// button; q: whether to draw, or not to knock): it makes at most one tap
// of the human seat, through the cards and buttons on screen, and says
// what it tapped. It leaves a look in progress ("looking") to the test.
const bgStepJS = `((r, q) => {
	if (document.querySelector("#end")) return "end";
	const skip = document.querySelector("#skip"); if (skip) skip.click();
	const go = document.querySelector("#handoff-go"); if (go) { go.click(); return "handoff"; }
	if (!document.querySelector("#table[data-turn=mine] .board.beavergang")) return "wait";
	if (document.querySelector("#bg-back")) return "looking";
	const pick = l => l[Math.min(l.length - 1, Math.floor(r * l.length))];
	const swap = document.querySelector("#bg-swap");
	if (swap) {
		if (!swap.disabled) { swap.click(); return "swap"; }
		if (!document.querySelector("#bg-mine [aria-pressed=true]")) {
			pick([...document.querySelectorAll("#bg-mine button.choice")]).click(); return "pick-mine";
		}
		if (!document.querySelector(".kit-seats [aria-pressed=true]")) {
			pick([...document.querySelectorAll(".kit-seats button.choice")]).click(); return "pick-theirs";
		}
		return "wait";
	}
	// Draw more often than not and play every action card, and knock only
	// now and then, to see more.
	const play = document.querySelector("#bg-play"); if (play) { play.click(); return "play"; }
	const draw = document.querySelector("#bg-draw");
	if (draw && q < 0.6) { draw.click(); return "draw"; }
	const pass = document.querySelector("#bg-pass");
	if (pass && q < 0.8) { pass.click(); return "pass"; }
	const taps = [...document.querySelectorAll(".kit-bar button:not([disabled]):not(#bg-cancel), button.choice:not(.why):not([aria-pressed=true])")];
	if (!taps.length) return "wait";
	const b = pick(taps);
	b.click();
	return b.id.replace(/^bg-/, "").replace(/-\d+$/, "") || "card";
})`

// bgSig is what a tap changes on the page: the move number, whose turn, the
// cards chosen, the end or a hand-off.
const bgSig = `(() => { const t = document.querySelector("#table");
	return [t && t.dataset.seq, t && t.dataset.turn, document.querySelectorAll("[aria-pressed=true]").length,
		!!document.querySelector("#end"), !!document.querySelector("#handoff")].join("|") })()`

// bgFaces counts the face-up cards of the player's own row.
const bgFaces = `document.querySelectorAll("#bg-mine .bg-card.face").length`

// bgSeq is the number of moves applied, as the table says.
const bgSeq = `+(document.querySelector("#table") || {dataset: {seq: -1}}).dataset.seq`

// bgRound is the round under way, as the middle of the table says.
const bgRound = `(document.querySelector(".bg-info .bg-chip") || {}).innerText`

// bgLastTurnOfGame is true in the last turn of the last round: a player
// knocked in it ("Round 4/4").
const bgLastTurnOfGame = `(() => { const m = ((document.querySelector(".bg-info .bg-chip") || {}).innerText || "").match(/(\d+)\/(\d+)/);
	return !!document.querySelector("#bg-knock") && !!m && m[1] == m[2] })()`

// bgMyMove says whether the human seat may tap now. At a round's opening
// peek, which every seat plays at once, it waits for the bots to be ready
// first: the bots then always think on the same positions, and a deal
// replays the same game.
const bgMyMove = `(!!document.querySelector("#table[data-turn=mine] .board.beavergang") &&
	!(document.querySelector("#bg-peek, #bg-ready") && [...document.querySelectorAll(".kit-seat:not(.me)")].some(s => !s.querySelector(".bg-tag.ready"))))`

// bgTap makes one step of the driver with rng's numbers and waits until the
// page shows it: a tap changed the table, or the player's turn came.
func bgTap(t *testing.T, b *browser, rng *rand.Rand) string {
	t.Helper()
	// The generator is drawn from only when there is something to tap, so
	// that a game replays whatever the pace of the page.
	if !b.poll(t, bgMyMove+` || document.querySelector("#end") || document.querySelector("#handoff-go")`, 5*time.Second) {
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
		return "wait"
	}
	// The page as it was before the tap is read in the same look as the
	// tap: a page that moved on in between is no tap that changed nothing.
	look := eval[[]string](t, b, fmt.Sprintf("[%s, %s(%v, %v)]", bgSig, bgStepJS, rng.Float64(), rng.Float64()))
	before, did := look[0], look[1]
	switch did {
	case "end", "looking", "wait":
	default:
		if !b.poll(t, bgSig+" != "+strconv.Quote(before), time.Minute) {
			b.screenshot(t, "beavergang-tap")
			t.Fatalf("a tap (%s) changed nothing; page says:\n%s", did, eval[string](t, b, "document.body.innerText"))
		}
	}
	return did
}

// bgStart opens a Beaver Gang game of the deal seed with players seats (the
// first human, the others bots) and waits for the table.
func bgStart(t *testing.T, b *browser, url string, players int, seed uint64) {
	t.Helper()
	t.Logf("deal %d, %d players", seed, players)
	b.navigate(t, fmt.Sprintf("%s/#setup/beavergang?seed=%d", url, seed))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", strconv.Itoa(players))
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#kind-%d") && document.querySelector("#kind-%d").value == "bot"`, players-1, players-1), 20*time.Second)
	if kinds := eval[string](t, b, `[...document.querySelectorAll("[id^=kind-]")].map(s => s.value).join(",")`); !strings.HasPrefix(kinds, "human,bot") {
		t.Fatalf("seat kinds %q, want a human and bots", kinds)
	}
	b.start(t) // an unfinished game of Beaver Gang (an earlier subtest's) is replaced
	b.waitJS(t, `document.querySelector(".board.beavergang")`, 20*time.Second)
}

// bgCheckTurn checks, at a new position of the player's turn, that the
// prompt, every card to choose and every button are on screen and that
// nothing covers them (see visibleJS); the first time each step shows, it
// takes a screenshot.
func bgCheckTurn(t *testing.T, b *browser, where string, shot map[string]bool) {
	t.Helper()
	b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
	step := eval[string](t, b, `(() => { const ids = ["bg-peek", "bg-ready", "bg-back", "bg-swap", "bg-take", "bg-draw", "bg-cancel", "bg-play",
		"bg-discard-btn", "bg-knock-btn"]; const id = ids.find(i => document.getElementById(i));
		return id ? id.slice(3) : document.querySelector("#bg-mine button.choice") ? "look" : "other" })()`)
	if !shot[step] {
		shot[step] = true
		b.screenshot(t, "beavergang-"+where+"-"+step)
	}
	if bad := eval[[]string](t, b, visibleJS); len(bad) > 0 {
		b.screenshot(t, "beavergang-"+where+"-hidden")
		t.Errorf("%s, step %s:\n  %s", where, step, strings.Join(bad, "\n  "))
	}
}

// TestBeaverGangAgainstBot plays Beaver Gang through the table on a phone,
// one human against a bot (two players: four rounds), to the end screen:
// the opening peek shows the two outer cards when asked and hides them once
// the player is ready, a Regarder shows one card until the player puts it
// back, every choice is made with the cards and buttons on screen (an
// Échange by tapping two cards and confirming), at every position of the
// player's turn the cards to choose and the buttons are on screen, the log
// has a line per move, both languages have every string, and the end
// screen explains the totals.
func TestBeaverGangAgainstBot(t *testing.T) {
	t.Parallel() // a long test: it runs beside the other long browser tests
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.phone(t)
	// The bots play a fixed deal the same way and the player's choices
	// come from a seeded generator: the game replays, and this one has the
	// player take the discard, draw, swap and look at a card.
	const seed = 6
	rng := rand.New(rand.NewPCG(seed, 1))
	t.Logf("driver seed %d", seed)

	b.noBotPause(t)
	b.navigate(t, srv.URL+"/#rules/beavergang")
	b.waitJS(t, `document.querySelectorAll(".rules p").length >= 8`, 20*time.Second)
	bgStart(t, b, srv.URL, 2, seed)
	b.waitJS(t, `document.querySelector("#bg-peek")`, 20*time.Second)
	b.watchWhy(t)

	// The opening peek: nothing before the player looks, then the two
	// outer cards, then nothing once ready.
	row := `[...document.querySelectorAll("#bg-mine .bg-card")].map(c => c.classList.contains("face") ? "F" : "-").join("")`
	if faces := eval[string](t, b, row); faces != "----" {
		t.Errorf("before the peek the row shows %q, want ----", faces)
	}
	shot := map[string]bool{}
	bgCheckTurn(t, b, "2p", shot)
	b.click(t, "#bg-peek")
	b.waitJS(t, `document.querySelector("#bg-ready")`, 10*time.Second)
	if faces := eval[string](t, b, row); faces != "F--F" {
		t.Errorf("opening peek shows %q, want the two outer cards (F--F)", faces)
	}
	b.click(t, "#bg-ready")
	b.waitJS(t, `!document.querySelector("#bg-ready")`, 10*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after the peek %d of the player's cards are still face up", n)
	}

	done := map[string]int{}
	sawWhy := false
	checked := ""
	deadline := time.Now().Add(4 * time.Minute)
	for {
		// Each new position of the player's turn fits the phone.
		if pos := eval[string](t, b, `(() => { const t = document.querySelector("#table[data-turn=mine]"); return t ? t.dataset.seq : "" })()`); pos != "" && pos != checked {
			checked = pos
			bgCheckTurn(t, b, "2p", shot)
		}
		// A greyed card says why it cannot be chosen when tapped.
		if !sawWhy && eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine] #bg-mine .why")`) {
			sawWhy = true
			reason, n := eval[string](t, b, `document.querySelector("#bg-mine .why").dataset.why || ""`), b.whyNotes(t)
			b.click(t, "#bg-mine .why")
			if reason == "" || !b.whyTold(t, n, `w => w == `+jsString(reason)) {
				t.Errorf("a greyed card tapped does not say its reason, %q", reason)
			}
		}
		what := bgTap(t, b, rng)
		if what == "end" {
			break
		}
		done[what]++
		// A card seen by Regarder is shown until the player puts it back;
		// then it is face down, with a note saying it was looked at.
		if what == "looking" {
			if n := eval[int](t, b, bgFaces); n != 1 {
				t.Errorf("a Regarder shows %d cards, want 1", n)
			}
			b.click(t, "#bg-back")
			b.waitJS(t, `!document.querySelector("#bg-back") && `+bgFaces+` == 0`, 5*time.Second)
			continue
		}
		if time.Now().After(deadline) {
			b.screenshot(t, "beavergang-stuck")
			t.Fatalf("no end screen; moves so far %v; page says:\n%s", done, eval[string](t, b, "document.body.innerText"))
		}
		// A tap never sends a refused move, not even a double tap.
		if msg := eval[string](t, b, `(document.querySelector(".play .error") || {}).innerText || ""`); msg != "" {
			t.Fatalf("error on screen: %s", msg)
		}
		// A missing text shows its key between « ».
		if txt := eval[string](t, b, `document.body.innerText`); strings.Contains(txt, "«bg.") {
			t.Fatalf("a text is missing: %s", txt)
		}
	}
	t.Logf("the human's taps: %v", done)
	for _, k := range []string{"draw", "top", "take", "mine", "play", "pick-mine", "pick-theirs", "swap", "looking"} {
		if done[k] == 0 {
			t.Errorf("the human never tapped %q in this game", k)
		}
	}

	// The end: the log has every move; the players' places, every round's
	// score, the last rows.
	b.waitJS(t, `document.querySelector("#bg-end")`, 5*time.Second)
	b.screenshot(t, "beavergang-2p-end")
	b.openLog(t)
	if lines, moves := eval[int](t, b, `document.querySelectorAll("#log li").length`), eval[int](t, b, bgSeq); lines != moves {
		t.Errorf("the log has %d lines for %d moves", lines, moves)
	}
	if n := eval[int](t, b, `document.querySelectorAll("#bg-end .bg-scores tbody tr").length`); n != 2 {
		t.Errorf("end table has %d rows, want 2", n)
	}
	if n := eval[int](t, b, `document.querySelectorAll("#bg-end .bg-scores thead th").length`); n != 1+4+1 {
		t.Errorf("end table has %d columns, want the name, four rounds and the total", n)
	}
	winner := eval[string](t, b, `document.querySelector("#winner").innerText`)
	if !strings.Contains(winner, "gagne") && !strings.Contains(winner, "wins") && !strings.Contains(winner, "partagée") && !strings.Contains(winner, "Shared") {
		t.Errorf("end screen says %q", winner)
	}
	// The menu's and the log's controls are checked shown: folded away,
	// they have no text to read.
	eval[bool](t, b, `(document.querySelectorAll("#kit-menu, #log-panel").forEach(d => d.open = true), true)`)
	checkAccess(t, b, "end screen")
	eval[bool](t, b, `(document.querySelectorAll("#kit-menu, #log-panel").forEach(d => d.open = false), true)`)
	if !eval[bool](t, b, `!!document.querySelector("#bg-end #bg-round[open]")`) {
		t.Errorf("the end screen does not show the last round's rows")
	}

	// The other language has every string too, on the table and the rules.
	b.rematch(t, `document.querySelector("#bg-peek")`)
	before := eval[string](t, b, `document.querySelector("#prompt").innerText`)
	b.click(t, "#lang")
	b.waitJS(t, `document.querySelector("#prompt") && document.querySelector("#prompt").innerText != `+strconv.Quote(before), 10*time.Second)
	if txt := eval[string](t, b, `document.body.innerText`); strings.Contains(txt, "«") {
		t.Errorf("a text is missing after switching language: %s", txt)
	}

	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
	if !sawWhy {
		t.Errorf("no greyed card was ever on screen")
	}
}

// TestBeaverGangFullTable plays the human's turns at a table of six, the
// most seats, on a phone held upright, on its side and on a desktop: at
// every position of the player's turn, the prompt, the player's own cards,
// the other five rows when an Échange lets the player choose among them,
// the discard to take and the buttons are on screen without scrolling, and
// nothing covers them.
func TestBeaverGangFullTable(t *testing.T) {
	t.Parallel() // a long test: it runs beside the other long browser tests
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	// On the phones, play until the player has made an Échange; on the
	// desktop, which has room to spare, until five kinds of position.
	for _, size := range []struct {
		w, h int64
		swap bool
	}{{360, 740, true}, {740, 360, true}, {1280, 900, false}} {
		where := fmt.Sprintf("6p-%dx%d", size.w, size.h)
		t.Run(where, func(t *testing.T) {
			if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(size.w, size.h, chromedp.EmulateScale(1))); err != nil {
				t.Fatal(err)
			}
			// A deal and choices that bring the player an Échange early: a
			// fixed deal with seeded choices replays the same game.
			const seed = 20261340
			rng := rand.New(rand.NewPCG(seed, 2))
			t.Logf("driver seed %d", seed)
			bgStart(t, b, srv.URL, 6, seed)
			shot := map[string]bool{}
			checked := ""
			swaps := 0
			taps := map[string]int{}
			deadline := time.Now().Add(3 * time.Minute)
			for size.swap && swaps == 0 || len(shot) < 5 {
				if time.Now().After(deadline) {
					t.Logf("steps seen: %v", shot)
					break
				}
				if pos := eval[string](t, b, `(() => { const t = document.querySelector("#table[data-turn=mine]"); return t ? t.dataset.seq : "" })()`); pos != "" && pos != checked {
					checked = pos
					bgCheckTurn(t, b, where, shot)
				}
				did := bgTap(t, b, rng)
				taps[did]++
				switch did {
				case "end":
					t.Fatalf("the game ended first (steps %v)", shot)
				case "looking":
					b.click(t, "#bg-back")
					b.waitJS(t, `!document.querySelector("#bg-back")`, 5*time.Second)
				case "swap":
					swaps++
				}
			}
			t.Logf("the player's taps: %v", taps)
			if size.swap && !shot["swap"] {
				t.Errorf("the player never chose the cards of an Échange (steps %v)", shot)
			}
		})
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestBeaverGangLookReload: a look is never shown again after a reload.
// Reloaded during the opening peek, the table comes back with the two
// cards face down and the peek over; reloaded while a Regarder's card is
// on show, it comes back with the card face down, put back, and a note
// that it was looked at.
func TestBeaverGangLookReload(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	const seed = 20260612
	rng := rand.New(rand.NewPCG(seed, 3))
	t.Logf("driver seed %d", seed)
	// The bots keep their pause at the reloads, the app's default: the
	// reloaded page is read before they move. In between, the page runs
	// with no pause (read as the app starts), to play to a Regarder.
	bgStart(t, b, srv.URL, 2, seed)
	b.click(t, "#bg-peek")
	b.waitJS(t, `document.querySelector("#bg-ready") && `+bgFaces+` == 2`, 10*time.Second)

	// The driver taps every move itself: no pause at a round's end, no
	// forced move played for the player.
	eval[bool](t, b, `(localStorage.setItem("menagerie.botpause", "0"), localStorage.setItem("menagerie.moments", "off"), localStorage.setItem("menagerie.forced", "off"), true)`)
	b.reload(t)
	b.waitJS(t, `document.querySelector(".board.beavergang")`, 20*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after a reload during the peek the row shows %d cards", n)
	}
	// The peek is over: the player is ready, the game goes on.
	b.waitJS(t, `!document.querySelector("#bg-ready") && !document.querySelector("#bg-peek")`, 10*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after the reloaded peek ended the row shows %d cards", n)
	}

	// Play until the player looks at a card with a Regarder.
	deadline := time.Now().Add(4 * time.Minute)
	games := 1
	for {
		if time.Now().After(deadline) {
			b.screenshot(t, "beavergang-reload")
			t.Fatalf("no Regarder for the player in %d games", games)
		}
		what := bgTap(t, b, rng)
		if what == "looking" && eval[bool](t, b, bgLastTurnOfGame) {
			// Putting this card back may end the game, and the reload
			// would come back to the end screen: the player looks on.
			b.tapIf(t, "#bg-back")
			continue
		}
		if what == "looking" {
			break
		}
		if what == "end" {
			games++
			b.rematch(t, `document.querySelector("#bg-peek")`)
		}
	}
	b.waitJS(t, bgFaces+` == 1`, 5*time.Second)
	slot := eval[int](t, b, `[...document.querySelectorAll("#bg-mine .bg-card")].findIndex(c => c.classList.contains("face"))`)
	seq := eval[int](t, b, bgSeq)
	round := eval[string](t, b, bgRound)

	eval[bool](t, b, `(localStorage.removeItem("menagerie.botpause"), true)`)
	b.reload(t)
	b.waitJS(t, `document.querySelector(".board.beavergang")`, 20*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after a reload during a look the row shows %d cards", n)
	}
	b.waitJS(t, `!document.querySelector("#bg-back")`, 10*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after the reloaded look ended the row shows %d cards", n)
	}
	if prompt := eval[string](t, b, `(document.querySelector("#prompt") || {}).innerText || ""`); strings.Contains(prompt, "Retenez") || strings.Contains(prompt, "Remember") {
		t.Errorf("the prompt still tells the card: %q", prompt)
	}
	// Which card was looked at is still noted, not what it was, while
	// putting it back is the last move (the bot waits before it plays;
	// putting it back may also have ended the round).
	note := eval[string](t, b, fmt.Sprintf(`(() => { if (%s != %d || %s != %s) return "moved on";
		return document.querySelectorAll("#bg-mine .bg-note")[%d].innerText })()`, bgSeq, seq+1, bgRound, strconv.Quote(round), slot))
	switch note {
	case "moved on":
		t.Logf("the game moved on before the note could be read")
	case "":
		t.Errorf("no note on the card looked at (slot %d)", slot)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
