//go:build !js

package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// bgStep is one step of the Beaver Gang driver: it makes at most one choice
// of the human seat through the buttons on screen and says what it did. It
// leaves a look in progress ("looking") to the test.
const bgStep = `(() => {
	if (document.querySelector("#end")) return "end";
	const skip = document.querySelector("#skip"); if (skip) skip.click();
	const go = document.querySelector("#handoff-go"); if (go) { go.click(); return "handoff"; }
	if (!document.querySelector(".board.beavergang")) return "wait";
	if (document.querySelector("#bg-back")) return "looking";
	const pick = l => l[Math.floor(Math.random() * l.length)];
	const swap = document.querySelector("#bg-swap");
	if (swap) {
		if (!swap.disabled) { swap.click(); return "swap"; }
		if (!document.querySelector('#bg-mine button.bg-card[aria-pressed="true"]')) {
			pick([...document.querySelectorAll("#bg-mine button.bg-card")]).click(); return "pick";
		}
		if (!document.querySelector('.bg-opps button.bg-card[aria-pressed="true"]')) {
			pick([...document.querySelectorAll(".bg-opps button.bg-card")]).click(); return "pick";
		}
		return "wait";
	}
	// Play every action card, and knock only now and then, to see more.
	const play = document.querySelector("#bg-play"); if (play) { play.click(); return "bg-play"; }
	const pass = document.querySelector("#bg-pass");
	if (pass && Math.random() < 0.8) { pass.click(); return "bg-pass"; }
	const moves = [...document.querySelectorAll(".choices button:not([disabled]):not(#bg-cancel)")];
	if (!moves.length) return "wait";
	const b = pick(moves);
	const what = b.id || (b.closest("#bg-mine") ? "mine" : "other");
	b.click();
	return what;
})()`

// bgFaces counts the face-up cards of the player's own row.
const bgFaces = `document.querySelectorAll("#bg-mine .bg-myrow .bg-card.face").length`

// TestBeaverGangAgainstBot plays Beaver Gang through the table, one human
// against a bot (two players: four rounds), to the end screen: the opening
// peek shows the two outer cards when asked and hides them once the player
// is ready, a Regarder shows one card until the player puts it back, every
// choice is made with the buttons on screen (an Échange by tapping two
// cards and confirming), the rules and both languages have every string,
// and the end screen explains the totals.
func TestBeaverGangAgainstBot(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	// A phone's width: the browser window itself is never that narrow.
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 900)); err != nil {
		t.Fatal(err)
	}
	shots := os.Getenv("MENAGERIE_SHOTS")

	b.navigate(t, srv.URL+"/#rules/beavergang")
	b.waitJS(t, `document.querySelectorAll(".rules p").length >= 8`, 20*time.Second)
	b.navigate(t, srv.URL+"/")
	b.click(t, "#play-beavergang")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "2")
	b.waitJS(t, `[0,1].every(i => document.querySelector("#kind-"+i))`, 20*time.Second)
	if kinds := eval[string](t, b, `[0,1].map(i => document.querySelector("#kind-"+i).value).join(",")`); kinds != "human,bot" {
		t.Fatalf("seat kinds %q, want human,bot", kinds)
	}
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.beavergang #bg-peek")`, 20*time.Second)

	// The opening peek: nothing before the player looks, then the two
	// outer cards, then nothing once ready.
	row := `[...document.querySelectorAll("#bg-mine .bg-myrow .bg-card")].map(c => c.classList.contains("face") ? "F" : "-").join("")`
	if faces := eval[string](t, b, row); faces != "----" {
		t.Errorf("before the peek the row shows %q, want ----", faces)
	}
	b.click(t, "#bg-peek")
	b.waitJS(t, `document.querySelector("#bg-ready")`, 10*time.Second)
	if faces := eval[string](t, b, row); faces != "F--F" {
		t.Errorf("opening peek shows %q, want the two outer cards (F--F)", faces)
	}
	b.click(t, "#bg-ready")
	b.waitJS(t, `!document.querySelector("#bg-ready")`, 10*time.Second)
	if n := eval[int](t, b, `document.querySelectorAll("#bg-mine .bg-card.face").length`); n != 0 {
		t.Errorf("after the peek %d of the player's cards are still face up", n)
	}

	done := map[string]int{}
	shot := false
	sawPeek := false
	deadline := time.Now().Add(4 * time.Minute)
	for {
		what := eval[string](t, b, bgStep)
		if what == "end" {
			break
		}
		done[what]++
		// A card seen by Regarder is shown until the player puts it back;
		// then it is face down, with a note saying it was looked at.
		if what == "looking" {
			if n := eval[int](t, b, bgFaces); !sawPeek && n != 1 {
				t.Errorf("a Regarder shows %d cards, want 1", n)
			}
			sawPeek = true
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
		// Mid-game, in the second round, holding a drawn card: screenshots.
		if shots != "" && !shot && eval[bool](t, b, `!!document.querySelector("#bg-drawn") && !!document.querySelector("#bg-round")`) {
			b.shoot(t, "beavergang", func(size string) {
				if size == "phone" {
					eval[bool](t, b, `(window.scrollTo(0, document.querySelector(".status").getBoundingClientRect().top + window.scrollY - 8), true)`)
					time.Sleep(1200 * time.Millisecond) // the last move's highlight ends
				} else {
					eval[bool](t, b, `(window.scrollTo(0, 0), true)`)
				}
			})
			shot = true
		}
		time.Sleep(40 * time.Millisecond)
	}
	t.Logf("the human's choices: %v", done)

	// The end: the players' places, every round's score, the last rows.
	b.waitJS(t, `document.querySelector("#bg-end")`, 5*time.Second)
	if n := eval[int](t, b, `document.querySelectorAll("#bg-end .bg-scores tbody tr").length`); n != 2 {
		t.Errorf("end table has %d rows, want 2", n)
	}
	if n := eval[int](t, b, `document.querySelectorAll("#bg-end .bg-scores thead th").length`); n != 2+4+1 {
		t.Errorf("end table has %d columns, want place, name, four rounds and the total", n)
	}
	winner := eval[string](t, b, `document.querySelector("#winner").innerText`)
	if !strings.Contains(winner, "gagne") && !strings.Contains(winner, "wins") && !strings.Contains(winner, "partagée") && !strings.Contains(winner, "Shared") {
		t.Errorf("end screen says %q", winner)
	}
	checkAccess(t, b, "end screen")
	if !eval[bool](t, b, `!!document.querySelector("#bg-end #bg-round[open]")`) {
		t.Errorf("the end screen does not show the last round's rows")
	}

	// The other language has every string too, on the table and the rules.
	b.rematch(t, `document.querySelector(".board.beavergang #bg-peek")`)
	before := eval[string](t, b, `document.querySelector("#bg-prompt").innerText`)
	b.click(t, "#lang")
	b.waitJS(t, `document.querySelector("#bg-prompt") && document.querySelector("#bg-prompt").innerText != `+jsString(before), 10*time.Second)
	if txt := eval[string](t, b, `document.body.innerText`); strings.Contains(txt, "«") {
		t.Errorf("a text is missing after switching language: %s", txt)
	}

	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
	if shots != "" && !shot {
		t.Errorf("no mid-game screenshot was taken")
	}
	if !sawPeek {
		t.Logf("no Regarder was played by the human in this game")
	}
}

// TestBeaverGangLookReload: a look is never shown again after a reload.
// Reloaded during the opening peek, the table comes back with the two
// cards face down and the peek over; reloaded while a Regarder's card is
// on show, it comes back with the card face down, put back, and a note
// that it was looked at.
func TestBeaverGangLookReload(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.navigate(t, srv.URL+"/#setup/beavergang")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "2")
	b.waitJS(t, `document.querySelector("#kind-1") && document.querySelector("#kind-1").value == "bot"`, 20*time.Second)
	b.click(t, "#start")
	b.click(t, ".board.beavergang #bg-peek")
	b.waitJS(t, `document.querySelector("#bg-ready") && `+bgFaces+` == 2`, 10*time.Second)

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
		what := eval[string](t, b, bgStep)
		if what == "looking" {
			break
		}
		if what == "end" {
			games++
			b.rematch(t, `document.querySelector(".board.beavergang #bg-peek")`)
			continue
		}
		time.Sleep(40 * time.Millisecond)
	}
	b.waitJS(t, bgFaces+` == 1`, 5*time.Second)
	slot := eval[int](t, b, `[...document.querySelectorAll("#bg-mine .bg-myrow .bg-card")].findIndex(c => c.classList.contains("face"))`)

	b.reload(t)
	b.waitJS(t, `document.querySelector(".board.beavergang")`, 20*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after a reload during a look the row shows %d cards", n)
	}
	b.waitJS(t, `!document.querySelector("#bg-back")`, 10*time.Second)
	if n := eval[int](t, b, bgFaces); n != 0 {
		t.Errorf("after the reloaded look ended the row shows %d cards", n)
	}
	if prompt := eval[string](t, b, `(document.querySelector("#bg-prompt") || {}).innerText || ""`); strings.Contains(prompt, "Retenez") || strings.Contains(prompt, "Remember") {
		t.Errorf("the prompt still tells the card: %q", prompt)
	}
	// Which card was looked at is still noted, not what it was: seen
	// while putting the card back is the last move (the bot waits before
	// it plays; putting it back may also have ended the round).
	note := eval[string](t, b, `(() => { const last = document.querySelector("#bg-last");
		if (!last || !/remet sa carte|puts their card/.test(last.innerText) || /manche|Round/.test(last.innerText)) return "moved on";
		return document.querySelectorAll("#bg-mine .bg-slotbox .bg-note")[`+strconv.Itoa(slot)+`].innerText })()`)
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
