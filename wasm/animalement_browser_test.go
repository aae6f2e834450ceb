//go:build !js

package main

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestAnimalementAgainstBots plays Animalement Vôtre through the UI, one
// human against two bots, to the end screen: the human builds bids by
// tapping money cards and confirming, passes, and picks the card lost with
// the dog, all with the real buttons. On the way it checks that the confirm
// button only takes a legal bid, and with MENAGERIE_SHOTS set it saves the
// table mid-game at phone and desktop size.
func TestAnimalementAgainstBots(t *testing.T) {
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)

	b.navigate(t, srv.URL+"/#setup/animalement")
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "3")
	b.waitJS(t, `document.querySelector("#kind-2") && !document.querySelector("#kind-3")`, 10*time.Second)
	b.waitJS(t, `[0,1,2].every(i => document.querySelector("#kind-"+i))`, 20*time.Second)
	if kinds := eval[string](t, b, `[0,1,2].map(i => document.querySelector("#kind-"+i).value).join(",")`); kinds != "human,bot,bot" {
		t.Fatalf("seat kinds %q, want human,bot,bot", kinds)
	}
	eval[bool](t, b, `(() => { const i = document.querySelector("#name-0"); i.value = "Alice";
		i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	b.click(t, "#start")
	b.waitJS(t, `document.querySelector(".board.animalement #auction")`, 20*time.Second)

	shots := os.Getenv("MENAGERIE_SHOTS")
	if shots != "" {
		if err := os.MkdirAll(shots, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	shot := false
	bids, passes, discards, checked := 0, 0, 0, 0
	deadline := time.Now().Add(4 * time.Minute)
	for {
		// One action per round, then let the page draw it.
		state := eval[string](t, b, `(() => {
			if (document.querySelector("#end")) return "end";
			const skip = document.querySelector("#skip"); if (skip) skip.click();
			if (document.querySelector("[id^=discard-]")) return "discard";
			if (document.querySelector("#me #bid")) return "bid";
			return "wait" })()`)
		if state == "end" {
			break
		}
		if time.Now().After(deadline) {
			b.screenshot(t, "animalement-no-end")
			t.Fatalf("no end screen; page says:\n%s", eval[string](t, b, "document.body.innerText"))
		}
		switch state {
		case "discard":
			avNoMissingText(t, b, "the dog")
			// A single tap is the whole move.
			eval[bool](t, b, `(() => { const d = document.querySelectorAll(".choices [id^=discard-]");
				d[Math.floor(Math.random()*d.length)].click(); return true })()`)
			discards++
		case "bid":
			// The confirm button is off until the picked cards beat the high bid.
			bad := eval[string](t, b, `(() => {
				const bid = document.querySelector("#bid"), picked = document.querySelectorAll("#me .av-money.picked").length;
				const high = +((document.querySelector("#high .av-high-value").innerText.match(/^\d+/) || ["0"])[0]);
				const total = +(document.querySelector("#bid-total").innerText.match(/\d+/)[0]);
				if (picked == 0 && !bid.disabled) return "bid enabled with nothing picked";
				if (!bid.disabled && total <= high) return "bid " + total + " enabled against " + high;
				if (picked > 0 && bid.disabled && total > high) return "bid " + total + " disabled against " + high;
				return "" })()`)
			if bad != "" {
				t.Fatalf("confirm button: %s", bad)
			}
			checked++
			if checked == 3 {
				avNoMissingText(t, b, "bidding")
			}
			if shots != "" && !shot && eval[bool](t, b, `document.querySelectorAll(".av-others .av-coll .av-mini").length >= 2 && document.querySelectorAll("#me .av-money.picked").length > 0`) {
				// Scrolled to the top: the table as a player first sees it.
				b.shoot(t, "animalement", func(string) { eval[bool](t, b, `(window.scrollTo(0, 0), true)`) })
				shot = true
			}
			// The log counts the human's bids of the picked cards: the
			// confirm button must send that bid, once.
			logged := `[...document.querySelectorAll("#log li")].filter(li =>
				/^Alice (bids|mise) /.test(li.textContent) && [":", " :"].some(c => (li.textContent + ":").includes(" " + window.avBid + c))).length`
			did := eval[string](t, b, `(() => {
				const bid = document.querySelector("#bid"), pass = document.querySelector(".choices #pass");
				const free = [...document.querySelectorAll("#me button.av-money:not(.picked):not([disabled])")];
				if (!bid.disabled && Math.random() < 0.6) {
					window.avBid = [...document.querySelectorAll("#me .av-money.picked")].map(b => b.querySelector(".av-money-v").textContent).join(" + ");
					window.avBefore = `+logged+`;
					bid.click(); return "bid" }
				if (pass && (Math.random() < 0.25 || !free.length)) { pass.click(); return "pass" }
				if (free.length) { free[Math.floor(Math.random()*free.length)].click(); return "pick" }
				if (pass) { pass.click(); return "pass" }
				return "" })()`)
			switch did {
			case "bid":
				b.waitJS(t, `document.querySelectorAll("#log li").length >= 200 || `+logged+` > window.avBefore`, 10*time.Second)
				bids++
			case "pass":
				passes++
			}
		}
		time.Sleep(80 * time.Millisecond)
	}
	t.Logf("the human made %d bids, %d passes, %d discards; %d bid screens checked", bids, passes, discards, checked)
	if shots != "" && !shot {
		t.Errorf("no mid-game screenshot: the human never had cards picked once the others had animals")
	}
	if bids == 0 || passes == 0 {
		t.Errorf("the human never bid or never passed: %d bids, %d passes", bids, passes)
	}
	b.waitJS(t, `document.querySelector("#end #av-end .av-end-seat")`, 10*time.Second)
	if n := eval[int](t, b, `document.querySelectorAll("#end .av-steps li").length`); n < 3 {
		t.Errorf("the end screen explains %d score steps, want one per player at least", n)
	}
	if shots != "" {
		b.screenshot(t, "animalement-end")
	}
	avNoMissingText(t, b, "end screen")
	checkAccess(t, b, "end screen")

	// The rules are there in both languages.
	b.navigate(t, srv.URL+"/#rules/animalement")
	b.waitJS(t, `document.querySelectorAll(".rules p").length >= 10`, 20*time.Second)
	first := eval[string](t, b, `document.querySelector(".rules").innerText`)
	b.click(t, "#lang")
	b.waitJS(t, `document.querySelector(".rules").innerText != `+jsString(first), 10*time.Second)
	if rules := eval[string](t, b, `document.querySelector(".rules").innerText`); !strings.Contains(rules, "nobody wins") && !strings.Contains(rules, "personne ne gagne") {
		t.Errorf("the rules do not say that nobody wins when all tie for the least money:\n%s", rules)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// avNoMissingText fails if a text key shows instead of its text, on the
// page or in an accessible name.
func avNoMissingText(t *testing.T, b *browser, when string) {
	t.Helper()
	body := eval[string](t, b, `document.body.innerText + [...document.querySelectorAll("[aria-label]")].map(e => e.getAttribute("aria-label")).join("|")`)
	if i := strings.Index(body, "«av."); i >= 0 {
		t.Errorf("%s: a missing text shows: %q", when, body[i:min(len(body), i+40)])
	}
}

// jsString quotes s for a JavaScript expression.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`)
	return `"` + r.Replace(s) + `"`
}
