//go:build !js

package main

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// bgStep is one step of the Beaver Gang driver: it makes at most one choice
// of the human seat through the buttons on screen and says what it did.
const bgStep = `(() => {
	if (document.querySelector("#end")) return "end";
	const skip = document.querySelector("#skip"); if (skip) skip.click();
	const go = document.querySelector("#handoff-go"); if (go) { go.click(); return "handoff"; }
	if (!document.querySelector(".board.beavergang")) return "wait";
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

// TestBeaverGangAgainstBot plays Beaver Gang through the table, one human
// against a bot (two players: four rounds), to the end screen: the opening
// peek shows the two outer cards and hides them once the player is ready,
// every choice is made with the buttons on screen (an Échange by tapping
// two cards and confirming), the rules and both languages have every
// string, and the end screen explains the totals.
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
	b.waitJS(t, `document.querySelector(".board.beavergang #bg-ready")`, 20*time.Second)

	// The opening peek: the two outer cards, then nothing once ready.
	faces := eval[string](t, b, `[...document.querySelectorAll("#bg-mine .bg-myrow .bg-card")].map(c => c.classList.contains("face") ? "F" : "-").join("")`)
	if faces != "F--F" {
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
		// A card seen by Regarder is shown, then turned back on request.
		// (Looked at and tapped in one go: the next move ends the peek.)
		if !sawPeek {
			faces := eval[int](t, b, `(() => { const hide = document.querySelector("#bg-hide"); if (!hide) return -1;
				const n = document.querySelectorAll("#bg-mine .bg-card.face").length; hide.click(); return n })()`)
			if faces >= 0 {
				sawPeek = true
				if faces != 1 {
					t.Errorf("a Regarder shows %d cards, want 1", faces)
				}
				// The card is turned back (or, had that been the round's
				// last move, the next round shows its own two to remember).
				b.waitJS(t, `!document.querySelector("#bg-hide") && document.querySelectorAll("#bg-mine .bg-card.face").length != 1`, 5*time.Second)
			}
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
	b.rematch(t, `document.querySelector(".board.beavergang #bg-ready")`)
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
}
