//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"menagerie/app/ui"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// netGames are the games TestNetworkGameWithBots plays (Chevaux is
// TestLinkGameTwoBrowsers's, with a guest and a bot too): the players, the
// option chosen, and one tap of the guest's turn through the real buttons
// (it says what it did; "end" once the end screen shows).
var netGames = []struct {
	game    string
	players int
	variant string
	step    func(t *testing.T, b *browser) string
}{
	{"lifeislife", 3, "", lilNetStep()},
	{"animalement", 3, "", avNetStep()},
	{"zoo", 3, "goal=10", zooNetStep},
	{"beavergang", 3, "", bgGuestStep()},
}

// newSameNetwork starts the app's server and two browsers, a host (bots
// with no pause) and a guest, on one network: the host's setting "same
// network only" spares the gathering a STUN server it cannot reach here,
// and "codes only" the relays (passLink passes the codes by hand).
func newSameNetwork(t *testing.T) (srv *httptest.Server, host, guest *browser) {
	t.Helper()
	srv = newServer(t)
	host, guest = newBrowser(t), newBrowser(t)
	host.noBotPause(t)
	host.navigate(t, srv.URL+"/")
	eval[bool](t, host, `(localStorage.setItem("menagerie.ice", ""), localStorage.setItem("menagerie.relays", ""), true)`)
	return srv, host, guest
}

// bgGuestStep is a Beaver Gang guest's tap, from a generator of its own
// whose seed it logs.
func bgGuestStep() func(t *testing.T, b *browser) string {
	const seed = 20260613
	var rng *rand.Rand
	return func(t *testing.T, b *browser) string {
		if rng == nil {
			t.Logf("beavergang: driver seed %d", seed)
			rng = rand.New(rand.NewPCG(seed, 4))
		}
		did := bgTap(t, b, rng)
		if did == "looking" {
			// The card looked at is on show: the guest puts it back,
			// unless the host's bots moved on meanwhile and the look is over.
			b.tapIf(t, "#bg-back")
		}
		return did
	}
}

// lilNetSeed seeds the guest's choices in Life is Life.
const lilNetSeed = 16

// lilNetStep makes one tap of the guest's Life is Life turn, choosing with
// a generator seeded by lilNetSeed (logged at the first tap).
func lilNetStep() func(t *testing.T, b *browser) string {
	var rng *rand.Rand
	return func(t *testing.T, b *browser) string {
		if rng == nil {
			t.Logf("lifeislife: guest's choices from seed %d", lilNetSeed)
			rng = rand.New(rand.NewPCG(lilNetSeed, 0))
		}
		return lilStep(t, b, rng, 0.3)
	}
}

// avNetSeed seeds the guest's choices in Animalement.
const avNetSeed = 20260118

// avStateJS says what the Animalement table offers the player now: "end",
// "discard N" (N cards to tap), "bid B F" (B 1 when the bid built may be
// sent, F money cards left to pick) or "wait".
const avStateJS = `(() => {
	if (document.querySelector("#end")) return "end";
	const d = document.querySelectorAll(".av-discards .choice").length;
	if (d) return "discard " + d;
	const bid = document.querySelector(".kit-bar #bid");
	if (!bid || !document.querySelector(".kit-bar #pass")) return "wait";
	return "bid " + (bid.disabled ? 0 : 1) + " " + document.querySelectorAll("#kit-hand .choice:not([aria-pressed=true])").length })()`

// avNetStep makes one tap of the guest's Animalement turn: a discard, a
// bid of the picked money, a pass, or picking one more money card, choosing
// with a generator seeded by avNetSeed (logged at the first tap). A button
// gone between the look and the tap (the page redrew) is not an error: the
// next step looks again.
func avNetStep() func(t *testing.T, b *browser) string {
	var rng *rand.Rand
	return func(t *testing.T, b *browser) string {
		if rng == nil {
			t.Logf("animalement: guest's choices from seed %d", avNetSeed)
			rng = rand.New(rand.NewPCG(avNetSeed, 0))
		}
		// "discard N" or "bid B F" (see avStateJS).
		var what string
		var x, y int
		fmt.Sscan(eval[string](t, b, avStateJS), &what, &x, &y)
		switch {
		case what == "discard":
			eval[bool](t, b, fmt.Sprintf(`(document.querySelectorAll(".av-discards .choice")[%d]?.click(), true)`, rng.IntN(x)))
			return "discard"
		case what != "bid":
			return what
		case x == 1 && rng.Float64() < 0.5:
			eval[bool](t, b, `(document.querySelector(".kit-bar #bid")?.click(), true)`)
			return "bid"
		case y == 0 || rng.Float64() < 0.3:
			eval[bool](t, b, `(document.querySelector(".kit-bar #pass")?.click(), true)`)
			return "pass"
		}
		eval[bool](t, b, fmt.Sprintf(`(document.querySelectorAll("#kit-hand .choice:not([aria-pressed=true])")[%d]?.click(), true)`, rng.IntN(y)))
		return "pick"
	}
}

// TestNetworkGameWithBots plays each of the five games between two
// Chromium browsers over WebRTC, with the guest at one seat and bots at the
// others, all played by the host's page: every bot move reaches the guest,
// whatever the size of its updates, the guest sees each round's summary
// (over its table, while the bots play on), and both pages reach the end
// screen,
// where the guest's deal check passes and the guest gets the host's replay
// link and the game in its statistics.
func TestNetworkGameWithBots(t *testing.T) {
	t.Parallel() // long games: they run beside the other long browser tests
	if inNetns(t, "TestNetworkGameWithBots") {
		return
	}
	srv, host, guest := newSameNetwork(t)
	defer srv.Close()
	for i, g := range netGames {
		start := time.Now()
		// The host: bots at every seat but the guest's.
		host.navigate(t, srv.URL+"/#setup/"+g.game)
		host.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
		host.choose(t, "#players", fmt.Sprint(g.players))
		host.waitJS(t, fmt.Sprintf(`document.querySelector("#kind-%d")`, g.players-1), 10*time.Second)
		if g.variant != "" {
			host.choose(t, "#variant", g.variant)
		}
		for i := 0; i < g.players; i++ {
			kind := "bot"
			if i == 1 {
				kind = "remote"
			}
			host.choose(t, fmt.Sprintf("#kind-%d", i), kind)
		}
		host.click(t, "#start")
		passLink(t, host, guest)
		host.waitJS(t, `document.querySelector("#lobby-start:not([disabled])")`, 10*time.Second)
		host.click(t, "#lobby-start")
		guest.waitJS(t, `document.querySelector(".play.guest .board") || document.querySelector("#table .board")`, 30*time.Second)

		// The guest plays its seat; the host's page plays the bots, with
		// no pause (any left is skipped).
		taps := map[string]int{}
		deadline := time.Now().Add(4 * time.Minute)
		for {
			eval[bool](t, host, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
			hostEnd := eval[bool](t, host, `!!document.querySelector("#end")`)
			if time.Now().Before(deadline) && guest.tapIf(t, "#moment-go") {
				// A round's summary, over the guest's table while the
				// host's bots play on.
				taps["summary"]++
				time.Sleep(30 * time.Millisecond)
				continue
			}
			did := g.step(t, guest)
			if did == "end" && hostEnd {
				break
			}
			taps[did]++
			if time.Now().After(deadline) {
				host.screenshot(t, "netgame-"+g.game+"-host")
				guest.screenshot(t, "netgame-"+g.game+"-guest")
				t.Fatalf("%s: no end after 4 minutes (%v); the guest's page says:\n%s\nthe host's:\n%s", g.game, taps,
					eval[string](t, guest, "document.body.innerText"), eval[string](t, host, "document.body.innerText"))
			}
			time.Sleep(30 * time.Millisecond)
		}
		if withSummary(g.game) && taps["summary"] == 0 {
			t.Errorf("%s: the guest saw no round's summary", g.game)
		}
		guest.waitJS(t, `document.querySelector("#verdict[data-ok]")`, 20*time.Second)
		if v := eval[string](t, guest, `document.querySelector("#verdict").dataset.ok + ": " + document.querySelector("#verdict").innerText`); !strings.HasPrefix(v, "yes") {
			t.Errorf("%s: the deal check says %q", g.game, v)
		}
		hostWinner := eval[string](t, host, `document.querySelector("#winner").innerText`)
		guestWinner := eval[string](t, guest, `document.querySelector("#winner").innerText`)
		if hostWinner != guestWinner {
			t.Errorf("%s: the host sees %q, the guest %q", g.game, hostWinner, guestWinner)
		}
		// Once the deal checks out, the guest has the host's replay, and
		// the game in its statistics, its own seat its person's.
		guest.waitJS(t, `document.querySelector("#replay-link")`, 10*time.Second)
		host.waitJS(t, `document.querySelector("#replay-link")`, 10*time.Second)
		if hostLink, guestLink := eval[string](t, host, `document.querySelector("#replay-link").value`),
			eval[string](t, guest, `document.querySelector("#replay-link").value`); hostLink != guestLink {
			t.Errorf("%s: the host's replay link %q, the guest's %q", g.game, hostLink, guestLink)
		}
		kinds := eval[string](t, guest, `(() => { const s = JSON.parse(localStorage.getItem("menagerie.stats") || "null");
			const recs = s ? s.book.records : [];
			return recs.length + ":" + (recs.length ? recs[recs.length - 1].seats.map(x => x.kind).join(",") : "") })()`)
		want := fmt.Sprintf("%d:bot,human", i+1) + strings.Repeat(",bot", g.players-2)
		if kinds != want {
			t.Errorf("%s: the guest's statistics hold %q, want %q", g.game, kinds, want)
		}
		t.Logf("%s: played to the end in %v; guest taps %v", g.game, time.Since(start).Round(time.Millisecond), taps)
	}
	for name, b := range map[string]*browser{"host": host, "guest": guest} {
		for _, e := range b.consoleErrors(false) {
			if strings.Contains(e, "ERR_NETWORK_CHANGED") || strings.Contains(e, "status of 404") {
				continue
			}
			t.Errorf("%s console error: %s", name, e)
		}
	}
}

// withSummary says whether the game's screen shows a round's summary.
func withSummary(game string) bool {
	for _, screen := range ui.Screens() {
		if screen.ID() == game {
			return screen.RoundEnd != nil
		}
	}
	return false
}
