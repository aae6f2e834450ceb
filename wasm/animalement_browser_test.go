//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// avDeal deals TestAnimalementAgainstBots's game, and seeds the human's
// choices, so that a failure replays. With this deal the dog comes to the
// human, who then taps the card that goes with it.
const avDeal = 3

// avPoorJS checks the "least money" badges against the money each seat
// holds (in hand and laid, data-held): exactly the seats holding the least
// carry one, and none when every seat holds the same. It says what is
// wrong, or "".
const avPoorJS = `(() => {
	const seats = [...document.querySelectorAll(".animalement .kit-seat")];
	const held = seats.map(s => +s.querySelector("[data-held]").dataset.held);
	const least = Math.min(...held), all = held.every(h => h == least);
	for (const [i, s] of seats.entries()) {
		const badge = !!s.querySelector(".av-tag-poor"), want = !all && held[i] == least;
		if (badge != want) return "seat " + i + " holding " + held[i] + " of " + held + ": badge " + badge;
	}
	return "" })()`

// avBidJS checks the bid button against the cards picked: off with none
// picked, on only when the total it shows beats the bid to beat, and on
// whenever it does. It says what is wrong, or "".
const avBidJS = `(() => {
	const bid = document.querySelector(".kit-bar #bid"), picked = document.querySelectorAll("#kit-hand [aria-pressed=true]").length;
	const high = +((document.querySelector("#high .av-high-value").innerText.match(/^\d+/) || ["0"])[0]);
	const total = +((bid.innerText.match(/\d+/) || ["0"])[0]);
	if (picked == 0 && !bid.disabled) return "bid enabled with nothing picked";
	if (!bid.disabled && total <= high) return "bid " + total + " enabled against " + high;
	if (picked > 0 && bid.disabled && total > high) return "bid " + total + " disabled against " + high;
	return "" })()`

// TestAnimalementAgainstBots plays Animalement Vôtre through the UI, one
// human against two bots with no pause, to the end screen: the human
// builds bids by tapping money cards and confirming, passes, and taps the
// card lost with the dog, all with the real buttons, its choices drawn
// from a seeded generator. At each of its turns the "least money" badges
// mark exactly the poorest seats and the bid button only takes a bid that
// beats the high bid; each bid it makes shows in the log. The end table
// puts the winners first and marks the players out.
func TestAnimalementAgainstBots(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	t.Logf("deal and choices %d", avDeal)
	rng := rand.New(rand.NewPCG(avDeal, 1))

	b.noBotPause(t)
	b.navigate(t, fmt.Sprintf("%s/#setup/animalement?seed=%d", srv.URL, avDeal))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "3")
	b.waitJS(t, `[0,1,2].every(i => document.querySelector("#kind-"+i)) && !document.querySelector("#kind-3")`, 20*time.Second)
	if kinds := eval[string](t, b, `[0,1,2].map(i => document.querySelector("#kind-"+i).value).join(",")`); kinds != "human,bot,bot" {
		t.Fatalf("seat kinds %q, want human,bot,bot", kinds)
	}
	eval[bool](t, b, `(() => { const i = document.querySelector("#name-0"); i.value = "Alice";
		i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	b.start(t)
	b.waitJS(t, `document.querySelector(".board.animalement #auction")`, 20*time.Second)

	bids, passes, discards, picks, badges := 0, 0, 0, 0, 0
	deadline := time.Now().Add(4 * time.Minute)
	for {
		b.waitJS(t, `document.querySelector("#end") || document.querySelector("#table[data-turn=mine]")`, 30*time.Second)
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			break
		}
		if time.Now().After(deadline) {
			b.screenshot(t, "animalement-no-end")
			t.Fatalf("no end screen; page says:\n%s", eval[string](t, b, "document.body.innerText"))
		}
		seq := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
		moved := `!document.querySelector("#table") || document.querySelector("#table").dataset.seq != ` + jsString(seq)
		if bad := eval[string](t, b, avPoorJS); bad != "" {
			t.Fatalf("least-money badge: %s", bad)
		}
		badges += eval[int](t, b, `document.querySelectorAll(".av-tag-poor").length`)
		if n := eval[int](t, b, `document.querySelectorAll(".av-discards .choice").length`); n > 0 {
			// A single tap is the whole move.
			avNoMissingText(t, b, "the dog")
			eval[bool](t, b, fmt.Sprintf(`(document.querySelectorAll(".av-discards .choice")[%d].click(), true)`, rng.IntN(n)))
			b.waitJS(t, moved, 10*time.Second)
			discards++
			continue
		}
		b.waitJS(t, `document.querySelector(".kit-bar #bid")`, 10*time.Second)
		if bad := eval[string](t, b, avBidJS); bad != "" {
			t.Fatalf("bid button: %s", bad)
		}
		if picks == 3 {
			avNoMissingText(t, b, "bidding")
		}
		canBid := eval[bool](t, b, `!document.querySelector(".kit-bar #bid").disabled`)
		// The dog is passed on at once: taking it is how the human gets to
		// choose a card to lose with it.
		pass := 0.25
		if eval[string](t, b, `document.querySelector("#auction").dataset.card`) == "dog" {
			pass = 1
		}
		free := eval[int](t, b, `document.querySelectorAll("#kit-hand .choice:not([aria-pressed=true])").length`)
		switch {
		case canBid && rng.Float64() < 0.6:
			cards := eval[string](t, b, `[...document.querySelectorAll("#kit-hand [aria-pressed=true]")].map(c => c.innerText.replace(/\D/g, "")).join(" + ")`)
			b.click(t, ".kit-bar #bid")
			b.waitJS(t, moved, 10*time.Second)
			// The log tells the bid: these cards, by Alice.
			b.openLog(t)
			b.waitJS(t, `[...document.querySelectorAll("#log li")].some(li => /^Alice (bids|mise) /.test(li.textContent) && li.textContent.includes(" `+cards+`"))`, 10*time.Second)
			b.closeLog(t)
			bids++
		case free == 0 || rng.Float64() < pass:
			b.click(t, ".kit-bar #pass")
			b.waitJS(t, moved, 10*time.Second)
			passes++
		default:
			i := rng.IntN(free)
			id := eval[string](t, b, fmt.Sprintf(`document.querySelectorAll("#kit-hand .choice:not([aria-pressed=true])")[%d].id`, i))
			b.click(t, "#"+id)
			b.waitJS(t, fmt.Sprintf(`document.querySelector("#%s[aria-pressed=true]")`, id), 10*time.Second)
			picks++
		}
	}
	t.Logf("the human made %d bids, %d passes, %d discards, %d picks; %d least-money badges seen", bids, passes, discards, picks, badges)
	if bids == 0 || passes == 0 || discards == 0 {
		t.Errorf("the human never bid, passed or lost a card with the dog: %d bids, %d passes, %d discards", bids, passes, discards)
	}
	b.waitJS(t, `document.querySelector("#end #av-end .av-end-seat")`, 10*time.Second)
	if n := eval[int](t, b, `document.querySelectorAll("#end .av-steps li").length`); n < 3 {
		t.Errorf("the end screen explains %d score steps, want one per player at least", n)
	}
	// The end table: the winners first, the players out last and marked.
	order := eval[string](t, b, `[...document.querySelectorAll("#scores tbody tr")].map(tr =>
		tr.classList.contains("winner") ? "w" : tr.classList.contains("noted") ? "o" : "-").join("")`)
	if strings.Contains(order, "-w") || strings.Contains(order, "ow") || strings.Contains(order, "o-") {
		t.Errorf("the end table's order is %q (w winner, o out, - other)", order)
	}
	if out := eval[int](t, b, `document.querySelectorAll("#end .av-end-seat.out").length`); out != strings.Count(order, "o") {
		t.Errorf("%d players out in the count, %d marked in the table (%q)", out, strings.Count(order, "o"), order)
	}
	// The log tells the whole game, a line per move, every sale in it.
	b.openLog(t)
	if got := eval[string](t, b, `document.querySelectorAll("#log li").length + " lines, " + document.querySelector("#table").dataset.seq + " moves"`); !avSameCount(got) {
		t.Errorf("the log has %s", got)
	}
	if n := eval[int](t, b, `[...document.querySelectorAll("#log li")].filter(li => /(wins|gets|takes|remporte|prend) (the|le|la|l')/.test(li.textContent)).length`); n < 5 {
		t.Errorf("the log tells %d sales", n)
	}
	avNoMissingText(t, b, "end screen")
	// The menu and the log open, so that their controls are measured too.
	eval[bool](t, b, `(document.querySelectorAll("#table details").forEach(d => d.open = true), true)`)
	checkAccess(t, b, "end screen, menu and log open")

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

// avSameCount reads "N lines, M moves" and says whether N is M.
func avSameCount(s string) bool {
	var lines, moves int
	_, err := fmt.Sscanf(s, "%d lines, %d moves", &lines, &moves)
	return err == nil && lines == moves && lines > 0
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
