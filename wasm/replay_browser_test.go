//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"menagerie/app/replay"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// scoresJS reads the standings under sel as "name=score" rows, sorted, in
// one line: the same for the end screen of either kind of table and for a
// replay's last position.
func scoresJS(sel string) string {
	return fmt.Sprintf(`[...document.querySelectorAll(%q)].map(tr => {
		const n = tr.querySelector(".name"), c = tr.cells;
		return (n ? n.textContent : c[0].textContent).trim() + "=" + c[c.length - 1].textContent.trim() }).sort().join(";")`, sel)
}

// setupChevaux opens Chevaux's setup for the deal seed with the bots'
// pause off, seats the given names (a name starting with "Bot" is a bot of
// that level) and plays twenty battles.
func setupChevaux(t *testing.T, b *browser, base string, seed uint64, seats []string, levels []int) {
	t.Helper()
	b.noBotPause(t)
	b.navigate(t, fmt.Sprintf("%s/#setup/chevaux?seed=%d", base, seed))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", strconv.Itoa(len(seats)))
	b.choose(t, "#variant", "battles=20")
	b.waitJS(t, `document.querySelector("#variant").value == "battles=20"`, 5*time.Second)
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#kind-%d")`, len(seats)-1), 10*time.Second)
	for i, name := range seats {
		kind := "human"
		if strings.HasPrefix(name, "Bot") {
			kind = "bot"
		}
		b.choose(t, fmt.Sprintf("#kind-%d", i), kind)
		if kind == "bot" {
			b.choose(t, fmt.Sprintf("#level-%d", i), strconv.Itoa(levels[i]))
		}
		eval[bool](t, b, fmt.Sprintf(`(() => { const e = document.querySelector("#name-%d"); e.value = %q;
			e.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, i, name))
	}
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#name-%d").value == %q`, len(seats)-1, seats[len(seats)-1]), 5*time.Second)
	b.start(t)
	b.waitJS(t, `document.querySelector(".board.chevaux, #handoff")`, 20*time.Second)
}

// waitOffline waits until the service worker holds the whole app, so that
// it starts with the server gone.
func (b *browser) waitOffline(t *testing.T) {
	t.Helper()
	b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return !!(r && r.active) })()`, 60*time.Second)
	b.waitJS(t, `(async () => { for (const k of await caches.keys()) { const c = await caches.open(k);
		if (await c.match("/web/app.wasm") && await c.match("/")) return true } return false })()`, 60*time.Second)
	// A page loaded while the worker is still activating may not be its
	// yet: the page is loaded again until one is, as a player's next visit
	// would be.
	b.waitJS(t, `navigator.serviceWorker.ready.then(() => true)`, 60*time.Second)
	for i := 0; !eval[bool](t, b, `!!navigator.serviceWorker.controller`); i++ {
		if i == 5 {
			t.Fatal("five loads of the page after the service worker's install, none its")
		}
		b.reload(t)
	}
}

// randomReplay plays a game of id natively with random legal moves from
// seed, for players seats (the first a person, the others bots), and
// returns its replay and final result.
func randomReplay(t *testing.T, id string, players int, seed uint64) (replay.Replay, games.Result) {
	t.Helper()
	g, ok := catalog.ByID(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	setup := table.Setup{Game: id, Config: games.Config{Players: players, Seed: seed}}
	for i := range players {
		s := table.SeatInfo{Name: fmt.Sprintf("Ana %d", i+1), Kind: table.Human}
		if i > 0 {
			s = table.SeatInfo{Name: fmt.Sprintf("Bot %d", i), Kind: table.Bot, Level: i % 3}
		}
		setup.Seats = append(setup.Seats, s)
	}
	tb, err := table.New(g, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for step := 0; !tb.Over(); step++ {
		if step > 5000 {
			t.Fatalf("%s: no end after %d random moves", id, step)
		}
		toAct := tb.ToAct()
		seat := toAct[rng.IntN(len(toAct))]
		legal := tb.Legal(seat)
		if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return replay.Of(tb), *tb.Update(games.Spectator).Result
}

// TestReplayLink plays Chevaux against two bots to the end, takes the
// replay's link from the end screen, and opens it in a fresh browser
// profile with the server gone: the replay steps through the game, shows
// every hand, jumps to a battle, and ends on the same scores. Replays of
// the other games, made here, end on their own scores too, and damaged
// links are refused with a message.
func TestReplayLink(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	seed := rand.Uint64() % 1_000_000
	t.Logf("deal and driver seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 3))

	// The game, played on one device.
	b := newBrowser(t)
	setupChevaux(t, b, srv.URL, seed, []string{"Ana", "Bot 1", "Bot 2"}, []int{0, 0, 0})
	b.playChevaux(t, rng, 3*time.Minute, nil)
	want := eval[string](t, b, scoresJS("#end > .scores tbody tr"))
	winner := eval[string](t, b, `document.querySelector("#winner").innerText`)
	if strings.Count(want, "=") != 3 {
		t.Fatalf("end screen scores %q", want)
	}
	b.waitJS(t, `document.querySelector("#replay-share #replay-link")`, 10*time.Second)
	link := eval[string](t, b, `document.querySelector("#replay-link").value`)
	u, err := url.Parse(link)
	if err != nil || !strings.HasPrefix(u.Fragment, "replay/") || u.Host != strings.TrimPrefix(srv.URL, "http://") {
		t.Fatalf("replay link %q", link)
	}
	t.Logf("replay link: %d characters", len(link))
	b.phone(t)
	eval[bool](t, b, `(document.querySelector("#replay-share").scrollIntoView({block: "end"}), true)`)
	b.screenshot(t, "replay-share-phone")
	checkAccess(t, b, "end screen's replay")
	// Sharing says what it did: the share sheet, or the clipboard, or the
	// link selected to copy by hand.
	if !eval[bool](t, b, `!!navigator.share`) {
		b.click(t, "#replay-send")
		b.waitJS(t, `document.querySelector("#replay-said") && document.querySelector("#replay-said").innerText.length > 0`, 10*time.Second)
	}
	// "Watch the replay" opens it here, as the player saw it.
	b.click(t, "#replay-watch")
	b.waitJS(t, `document.querySelector("#replay[data-pos='0']")`, 20*time.Second)
	if got := eval[string](t, b, `document.querySelector("#replay-seat").value`); got != "0" {
		t.Errorf("the replay opens as seat %s, want the player's, 0", got)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}

	// A fresh profile loads the app once, then goes offline.
	b2 := newBrowser(t)
	b2.navigate(t, srv.URL+"/")
	b2.waitOffline(t)
	srv.Close()
	b2.phone(t)
	// The link opens as a new page, which the service worker serves.
	if err := chromedp.Do(b2.ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	b2.navigate(t, link)
	b2.waitJS(t, `document.querySelector("#replay[data-len]")`, 30*time.Second)
	if !eval[bool](t, b2, `!!navigator.serviceWorker.controller`) {
		t.Fatal("the replay's page is not served by the service worker")
	}
	n, _ := strconv.Atoi(eval[string](t, b2, `document.querySelector("#replay").dataset.len`))
	if n < 5 {
		t.Fatalf("the replay has %d moves", n)
	}
	if line := eval[string](t, b2, `document.querySelector("#replay-line").innerText`); line == "" {
		t.Errorf("no line at the deal")
	}
	// The dock's controls are on screen at phone size.
	if off := eval[string](t, b2, `[...document.querySelectorAll("#replay-dock button, #replay-slider")].filter(e => {
		const r = e.getBoundingClientRect(); return r.bottom > innerHeight + 0.5 || r.top < 0 || r.right > innerWidth + 0.5 }).map(e => e.id).join(" ")`); off != "" {
		t.Errorf("replay controls off screen at 360×740: %s", off)
	}
	b2.screenshot(t, "replay-deal-phone")
	checkAccess(t, b2, "replay")
	b2.click(t, "#replay-forward")
	b2.waitJS(t, `document.querySelector("#replay[data-pos='1']")`, 10*time.Second)
	first := eval[string](t, b2, `document.querySelector("#replay-line").innerText`)
	if !strings.HasPrefix(first, "1.") {
		t.Errorf("the first move's line reads %q", first)
	}
	b2.click(t, "#replay-forward")
	b2.waitJS(t, `document.querySelector("#replay[data-pos='2']")`, 10*time.Second)
	b2.click(t, "#replay-back")
	b2.waitJS(t, `document.querySelector("#replay[data-pos='1']")`, 10*time.Second)
	if again := eval[string](t, b2, `document.querySelector("#replay-line").innerText`); again != first {
		t.Errorf("back to move 1 reads %q, then %q", first, again)
	}
	// Every hand: one board per seat, each titled with its name.
	b2.click(t, "#replay-all")
	b2.waitJS(t, `document.querySelectorAll(".replay-board").length == 3`, 10*time.Second)
	titles := eval[string](t, b2, `[...document.querySelectorAll(".replay-board-title")].map(e => e.innerText).join("|")`)
	for _, name := range []string{"Ana", "Bot 1", "Bot 2"} {
		if !strings.Contains(titles, name) {
			t.Errorf("every hand: the boards are titled %q, none for %s", titles, name)
		}
	}
	b2.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
	if broken := eval[string](t, b2, `[...document.images].filter(i => !i.naturalWidth).map(i => i.getAttribute("src")).join(" ")`); broken != "" {
		t.Errorf("pictures missing offline: %s", broken)
	}
	b2.screenshot(t, "replay-all-phone")
	checkAccess(t, b2, "replay, every hand")
	b2.click(t, "#replay-all")
	b2.waitJS(t, `document.querySelectorAll(".replay-board").length == 1`, 10*time.Second)
	// A battle to jump to.
	if eval[bool](t, b2, `!!document.querySelector("#replay-round")`) {
		b2.choose(t, "#replay-round", "1")
		b2.waitJS(t, `/(Battle|Bataille) 2/.test(document.querySelector("#replay-pos").innerText)`, 10*time.Second)
	} else {
		t.Errorf("twenty battles, and no battle to jump to")
	}
	// The slider goes anywhere.
	eval[bool](t, b2, fmt.Sprintf(`(() => { const s = document.querySelector("#replay-slider"); s.value = "%d";
		s.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, n-1))
	b2.waitJS(t, fmt.Sprintf(`document.querySelector("#replay[data-pos='%d']")`, n-1), 10*time.Second)
	b2.click(t, "#replay-last")
	b2.waitJS(t, `document.querySelector("#replay-end")`, 10*time.Second)
	if got := eval[string](t, b2, scoresJS("#replay-end > .scores tbody tr")); got != want {
		t.Errorf("the replay ends on %q, the game on %q", got, want)
	}
	if got := eval[string](t, b2, `document.querySelector("#replay-winner").innerText`); got != winner {
		t.Errorf("the replay's winner %q, the game's %q", got, winner)
	}
	b2.screenshot(t, "replay-end-phone")
	checkAccess(t, b2, "replay's end")

	// The other games, replayed from links made here.
	for i, g := range catalog.All() {
		id := g.ID()
		if id == "chevaux" {
			continue // played above
		}
		lo, hi := g.Players()
		r, res := randomReplay(t, id, min(max(3, lo), hi), seed+uint64(i))
		frag, err := replay.Fragment(r)
		if err != nil {
			t.Fatal(err)
		}
		var rows []string
		for s, info := range r.Setup.Seats {
			rows = append(rows, info.Name+"="+strconv.FormatFloat(res.Scores[s], 'f', -1, 64))
		}
		sort.Strings(rows)
		b2.navigate(t, srv.URL+"/"+frag)
		b2.waitJS(t, fmt.Sprintf(`document.querySelector("#replay.replay-%s[data-pos='0'] .replay-board")`, id), 20*time.Second)
		b2.click(t, "#replay-forward")
		b2.waitJS(t, `document.querySelector("#replay[data-pos='1']")`, 10*time.Second)
		// The game's own styles hold in the replay: a phone shows a
		// position in less than two screens (Beaver Gang's rows once drew
		// a card a line, a 2,400-px page).
		if h := eval[[]int](t, b2, `[document.querySelector(".replay-board").getBoundingClientRect().height, innerWidth, innerHeight].map(Math.round)`); h[0] > 2*h[2] {
			t.Errorf("%s: a position of the replay is %d px high at %d×%d", id, h[0], h[1], h[2])
		}
		b2.click(t, "#replay-all")
		b2.waitJS(t, fmt.Sprintf(`document.querySelectorAll(".replay-board").length == %d`, len(r.Setup.Seats)), 10*time.Second)
		if i == 0 {
			b2.screenshot(t, "replay-"+id+"-all-phone")
		}
		b2.click(t, "#replay-all")
		b2.click(t, "#replay-last")
		b2.waitJS(t, `document.querySelector("#replay-end")`, 10*time.Second)
		if got := eval[string](t, b2, scoresJS("#replay-end > .scores tbody tr")); got != strings.Join(rows, ";") {
			t.Errorf("%s: the replay ends on %q, the game on %q", id, got, strings.Join(rows, ";"))
		}
	}

	// Damaged links: a changed character, a link cut short.
	code := strings.TrimPrefix(u.Fragment, "replay/")
	mid := len(code) / 2
	swap := byte('A')
	if code[mid] == 'A' {
		swap = 'B'
	}
	for _, bad := range []struct{ name, code, says string }{
		{"changed", code[:mid] + string(swap) + code[mid+1:], ""},
		{"cut short", code[:len(code)-len(code)%4-8], "(cut short|coupé)"},
		{"cut anywhere", code[:len(code)-5], "(cut short|coupé|incomplete|incomplet)"},
		{"not base64", code[:mid] + "*" + code[mid+1:], ""},
	} {
		b2.navigate(t, srv.URL+"/#about")
		b2.waitJS(t, `!document.querySelector("#replay")`, 10*time.Second)
		b2.navigate(t, srv.URL+"/#replay/"+bad.code)
		b2.waitJS(t, `document.querySelector("#replay-error")`, 20*time.Second)
		says := eval[string](t, b2, `document.querySelector("#replay-error").innerText`)
		if says == "" || (bad.says != "" && !regexp.MustCompile(bad.says).MatchString(says)) {
			t.Errorf("%s link: the page says %q", bad.name, says)
		}
		if eval[bool](t, b2, `!!document.querySelector(".replay-board")`) {
			t.Errorf("%s link: a board is drawn", bad.name)
		}
	}
	b2.screenshot(t, "replay-bad-phone")
	checkAccess(t, b2, "replay refused")
	if errs := b2.consoleErrors(true); len(errs) > 0 {
		t.Errorf("console errors offline: %v", errs)
	}
}
