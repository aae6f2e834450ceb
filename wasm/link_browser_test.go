//go:build browser && !js

package main

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// netnsEnv marks the test binary re-run inside its private network
// namespace.
const netnsEnv = "MENAGERIE_NETNS"

// netnsScript gives the namespace a veth pair, so that WebRTC has a
// non-loopback address (10.200.0.1) while no packet can leave the machine.
// IPv6 is off in it first: a link's IPv6 address comes out of duplicate
// address detection a second or two after the link is up, and Chromium
// takes that change of address as a network change, failing the fetches
// under way (ERR_NETWORK_CHANGED), the app's download among them.
const netnsScript = `for f in all default; do echo 1 > /proc/sys/net/ipv6/conf/$f/disable_ipv6 2>/dev/null; done
ip link set lo up
ip link add veth0 type veth peer name veth1
ip addr add 10.200.0.1/24 dev veth0
ip link set veth0 up
ip link set veth1 up
ip route add default dev veth0
exec "$0" "$@"`

// inNetns runs the test named name again inside a private network
// namespace and reports its outcome; it returns false when the caller is
// already inside and should run the test itself.
func inNetns(t *testing.T, name string) bool {
	t.Helper()
	if os.Getenv(netnsEnv) == "1" {
		return false
	}
	if os.Geteuid() != 0 {
		t.Skip("a private network namespace needs root (CI runs as root)")
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Skip("unshare is missing: this test needs a private network namespace")
	}
	wd, _ := os.Getwd() // the project's top (see TestMain)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "unshare", "-n", "sh", "-c", netnsScript,
		os.Args[0], "-test.run=^"+name+"$", "-test.v", "-test.count=1")
	cmd.Dir = filepath.Join(wd, "wasm")
	cmd.Env = append(os.Environ(), netnsEnv+"=1")
	if shots := os.Getenv("MENAGERIE_SHOTS"); shots == "" {
		cmd.Env = append(cmd.Env, "MENAGERIE_SHOTS="+t.TempDir())
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	// The child's own report, indented so that it does not read as this
	// run's verdict lines.
	t.Log("inside the network namespace:\n    " + strings.ReplaceAll(strings.TrimSpace(out.String()), "\n", "\n    "))
	if err != nil {
		t.Fatalf("the test failed inside its network namespace: %v", err)
	}
	return true
}

// TestLinkGameTwoBrowsers plays Chevaux between two Chromium browsers
// (separate profiles) over WebRTC, through the real link flow: the host
// sets seat 2 as remote, gets an invitation link, the guest opens it and
// sends back its reply code, the host pastes it and starts; both play to
// the end and the guest sees the deal verified. All along, the guest's page
// and storage never hold the host's face-down card.
func TestLinkGameTwoBrowsers(t *testing.T) {
	t.Parallel() // a long game: it runs beside the other long browser tests
	if inNetns(t, "TestLinkGameTwoBrowsers") {
		return
	}
	start := time.Now()
	srv := newServer(t) // on 127.0.0.1: a secure context for the service worker
	defer srv.Close()
	hostProfile, guestProfile := t.TempDir(), t.TempDir()
	host := newBrowserAt(t, hostProfile)
	guest := newBrowserAt(t, guestProfile)
	// The host's page plays the bot with no pause (its profile keeps the
	// setting when the browser is started again).
	host.noBotPause(t)

	// A damaged link says what to do.
	guest.navigate(t, srv.URL+"/#join=AAAAbroken")
	guest.waitJS(t, `document.querySelector("#join-error")`, 30*time.Second)
	if msg := eval[string](t, guest, `document.querySelector("#join-error").innerText`); !strings.Contains(msg, "lien") && !strings.Contains(msg, "link") {
		t.Errorf("a damaged link says %q", msg)
	}

	// The host sets up a game with a remote seat and lands in the lobby;
	// codes only: this test passes the codes by hand (TestOneTapJoin
	// passes them through a relay).
	host.codesOnly(t)
	host.navigate(t, srv.URL+"/#setup/chevaux")
	host.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
	host.choose(t, "#players", "3")
	host.choose(t, "#variant", "battles=20")
	host.waitJS(t, `document.querySelector("#kind-2")`, 10*time.Second)
	host.choose(t, "#kind-0", "human")
	host.choose(t, "#kind-1", "remote")
	host.choose(t, "#kind-2", "bot")
	host.click(t, "#start")
	host.waitJS(t, `document.querySelector("#lobby")`, 30*time.Second)
	link := host.value(t, "#invite-1-text", "", 30*time.Second)
	if !strings.Contains(link, "#join=") || strings.Contains(link, "?") {
		t.Fatalf("invitation link %q", link)
	}
	if code := link[strings.Index(link, "#join=")+6:]; len(code) > 300 {
		t.Errorf("invitation code of %d characters", len(code))
	}
	if !eval[bool](t, host, `!!document.querySelector("#invite-1-qr")`) {
		t.Errorf("the invitation has no QR code")
	}
	if eval[bool](t, host, `!!document.querySelector("#lobby-start:not([disabled])")`) {
		t.Errorf("the game can start before the guest is there")
	}

	// The guest opens this link and answers it, but the host changes its
	// network settings meanwhile: a TURN server without its password is
	// refused with its line; "same network only" applies at once and
	// renews the waiting link, and the reply to the old one is refused
	// with a message that says to open the newest link.
	guest.navigate(t, link)
	oldReply := guest.value(t, "#reply-text", "", 30*time.Second)
	eval[bool](t, host, `(() => { document.querySelector("#ice").open = true; const a = document.querySelector("#ice-servers");
		a.value = "stun:stun.example.org:3478\nturn:turn.example.org:3478 alice";
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	host.click(t, "#ice-save")
	host.waitJS(t, `document.querySelector("#ice-note.error")`, 10*time.Second)
	if note := eval[string](t, host, `document.querySelector("#ice-note").innerText`); !strings.Contains(note, "2") || !strings.Contains(note, "TURN") {
		t.Errorf("a TURN server without a password says %q", note)
	}
	host.click(t, "#ice-local")
	link = host.value(t, "#invite-1-text", link, 30*time.Second)
	eval[bool](t, host, fmt.Sprintf(`(() => { const a = document.querySelector("#reply-1"); a.value = %q;
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, oldReply))
	host.click(t, "#accept-1")
	host.waitJS(t, `document.querySelector("#note-1") && /(plus ancien|older)/.test(document.querySelector("#note-1").innerText)`, 20*time.Second)

	// The guest opens the newest link and gets a new reply code.
	guest.navigate(t, link)
	reply := guest.value(t, "#reply-text", oldReply, 30*time.Second)
	host.screenshot(t, "link-1-host-lobby")
	guest.screenshot(t, "link-2-guest-reply")
	if len(reply) > 200 {
		t.Errorf("reply code of %d characters", len(reply))
	}

	// The host pastes it; the guest connects and sees the table.
	eval[bool](t, host, fmt.Sprintf(`(() => { const a = document.querySelector("#reply-1"); a.value = %q;
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, reply))
	host.click(t, "#accept-1")
	host.waitJS(t, `document.querySelector("#status-1") && document.querySelector("#status-1").dataset.status == "connected"`, 30*time.Second)
	guest.waitJS(t, `document.querySelector("#guest-lobby")`, 20*time.Second)
	guest.screenshot(t, "link-3-guest-lobby")
	host.click(t, "#lobby-start")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	guest.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	t.Logf("connected and started after %v", time.Since(start).Round(time.Millisecond))
	// A card shown face up in a battle is known to all (its winner takes
	// it into their hand): the guest's log may name it. The host's page
	// notes each one it shows, from the first look on: a battle decided
	// and collected between two of the test's looks (the bot plays at
	// once, the guest's page plays its only move itself) counts too.
	public := map[string]bool{}
	shown := func() {
		for _, name := range eval[[]string](t, host, `(() => { if (!window.__shown) { window.__shown = new Set();
			const note = () => document.querySelectorAll(".battle .breed").forEach(e => window.__shown.add(e.innerText));
			note(); new MutationObserver(note).observe(document.body, {subtree: true, childList: true, characterData: true}) }
			return [...window.__shown] })()`) {
			public[name] = true
		}
	}
	shown()

	// Both play to the end, each tapping its own moves, picked by a
	// generator of its own.
	hostRng, guestRng := rand.New(rand.NewPCG(chevauxSeed, 21)), rand.New(rand.NewPCG(chevauxSeed, 22))
	t.Logf("picks seeded %d", chevauxSeed)
	// hidden is the host's face-down card, or "" when it is face up.
	const hidden = `(() => { const m = document.querySelector(".mycard .breed"); if (!m) return "";
		const name = m.innerText;
		return [...document.querySelectorAll(".battle .breed")].some(e => e.innerText == name) ? "" : name })()`
	// announcing is the battle's number while its cards are face down, or "".
	const announcing = `(() => { const p = document.querySelector("#ch-battle");
		return document.querySelector(".facedown") && p ? p.innerText : "" })()`
	const holds = `(name => { const h = document.documentElement.innerHTML;
		return h.includes(">" + name + "<") || h.includes('"' + name + ", ") ||
			JSON.stringify(Object.assign({}, localStorage)).includes(name) ||
			JSON.stringify(Object.assign({}, sessionStorage)).includes(name) })`
	// The drops come one after the other from the first moves on: a game
	// in which the bot soon holds every card still sees them all.
	hostMoves, guestMoves, checks := 0, 0, 0
	guestReloaded, guestKilled, hostKilled := false, false, false
	deadline := time.Now().Add(3 * time.Minute)
	for {
		switch {
		case !guestReloaded && hostMoves+guestMoves >= 1:
			// The guest's page reloads: it says which game it was in and
			// what to do; the host notices within seconds and re-invites
			// with one tap; the guest resumes where it was.
			guestReloaded = true
			seen := guestMovesSeen(t, guest)
			if err := chromedp.Do(guest.ctx, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			guest.waitJS(t, `document.querySelector("#joined-notice")`, 30*time.Second)
			reinvite(t, host, guest, seen)
			t.Logf("the guest reloaded and rejoined after %v", time.Since(start).Round(time.Millisecond))
		case guestReloaded && !guestKilled && hostMoves+guestMoves >= 2:
			// The guest's browser dies without a word, right after its
			// own tap: the move went once the guest's record holding it was
			// on disk, or not at all. Started again on its profile, the
			// guest resumes with everything it had kept, and its deal
			// check at the end knows the move as its own.
			seen := guestMovesSeen(t, guest)
			if !guest.tapChevaux(t, guestRng) {
				break // not the guest's turn: the game goes on, and the kill waits for one
			}
			guestKilled = true
			guestMoves++
			guest.kill()
			guest = newBrowserAt(t, guestProfile)
			reinvite(t, host, guest, seen)
			t.Logf("the guest's browser was killed and came back after %v", time.Since(start).Round(time.Millisecond))
		case guestKilled && !hostKilled && eval[int](t, host, chevauxMoves+".length") > 0:
			// The host's browser dies right after a move: once the guest
			// has seen it, it was saved, so the restarted host has it.
			const saved = `JSON.parse(localStorage.getItem("menagerie.game.chevaux")).log.length`
			before := eval[int](t, host, saved)
			if !host.tapChevaux(t, hostRng) || !host.poll(t, fmt.Sprintf("%s > %d", saved, before), 5*time.Second) {
				continue // the tap fell on a page being redrawn: another one
			}
			hostKilled = true
			hostMoves++
			guest.waitJS(t, fmt.Sprintf(`(() => { const j = JSON.parse(localStorage.getItem("menagerie.joined") || "{}");
				return j.record && Math.floor(j.record.last / 65536) > %d })()`, before), 20*time.Second)
			seen := guestMovesSeen(t, guest)
			shown()
			host.kill()
			host = newBrowserAt(t, hostProfile)
			host.codesOnly(t)
			host.navigate(t, srv.URL+"/#play")
			host.waitJS(t, `document.querySelector("#lobby")`, 30*time.Second)
			if saved := eval[int](t, host, `JSON.parse(localStorage.getItem("menagerie.game.chevaux")).log.length`); saved < seen {
				t.Fatalf("the restarted host has %d moves; the guest had seen %d", saved, seen)
			}
			guest.waitJS(t, `document.querySelector("#net-lost")`, 20*time.Second)
			rejoin(t, host, guest)
			host.click(t, "#lobby-resume")
			host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
			sameBattle(t, host, guest)
			if eval[bool](t, guest, `!!document.querySelector("#warn-rewound, #warn-commit")`) {
				t.Fatalf("the guest was warned: %s", eval[string](t, guest, `document.querySelector("#warn-rewound, #warn-commit").innerText`))
			}
			t.Logf("the host's browser was killed after a move and came back with it after %v", time.Since(start).Round(time.Millisecond))
		}
		// Checked while both pages show the same battle being announced:
		// once it is decided, every battle card is shown to all.
		shown()
		h1 := eval[string](t, host, hidden)
		b1 := eval[string](t, host, announcing)
		if h1 != "" && b1 != "" && !public[h1] {
			leaked := eval[bool](t, guest, holds+"("+fmt.Sprintf("%q", h1)+")")
			same := eval[string](t, guest, announcing) == b1
			if h2 := eval[string](t, host, hidden); leaked && same && h2 == h1 && eval[string](t, host, announcing) == b1 {
				guest.screenshot(t, "guest-leak")
				t.Fatalf("the guest's page holds the host's face-down card %q", h1)
			}
			checks++
		}
		hostEnd := eval[bool](t, host, `!!document.querySelector("#end")`)
		guestEnd := eval[bool](t, guest, `!!document.querySelector("#end")`)
		if hostEnd && guestEnd {
			break
		}
		if host.tapChevaux(t, hostRng) {
			hostMoves++
		}
		if guest.tapChevaux(t, guestRng) {
			guestMoves++
		}
		if time.Now().After(deadline) {
			host.screenshot(t, "link-host")
			guest.screenshot(t, "link-guest")
			t.Fatalf("no end after 3 minutes: host %d moves, guest %d; guest page says:\n%s", hostMoves, guestMoves,
				eval[string](t, guest, "document.body.innerText"))
		}
		time.Sleep(40 * time.Millisecond)
	}
	if !guestReloaded || !guestKilled || !hostKilled {
		t.Errorf("the game ended before the drops: guest reloaded %v, guest killed %v, host killed %v", guestReloaded, guestKilled, hostKilled)
	}
	if hostMoves == 0 || guestMoves == 0 || checks == 0 {
		t.Errorf("host %d moves, guest %d moves, %d privacy checks", hostMoves, guestMoves, checks)
	}
	guest.waitJS(t, `document.querySelector("#verdict.ok")`, 10*time.Second)
	guest.screenshot(t, "link-5-guest-end")
	hostWinner := eval[string](t, host, `document.querySelector("#winner").innerText`)
	guestWinner := eval[string](t, guest, `document.querySelector("#winner").innerText`)
	if hostWinner != guestWinner {
		t.Errorf("the host sees %q, the guest %q", hostWinner, guestWinner)
	}
	// Without the card art built (make build draws it), its pictures 404.
	_, err := os.Stat("web/art/horse.svg")
	artMissing := err != nil
	for name, b := range map[string]*browser{"host": host, "guest": guest} {
		for _, e := range b.consoleErrors(false) {
			if artMissing && strings.Contains(e, "status of 404") {
				continue
			}
			// Chromium reports the namespace's interfaces settling as a
			// network change on a fetch it then retries: not the app's error.
			if strings.Contains(e, "ERR_NETWORK_CHANGED") {
				continue
			}
			t.Errorf("%s console error: %s", name, e)
		}
	}
	t.Logf("host %d moves, guest %d moves, %d privacy checks, %v in all", hostMoves, guestMoves, checks, time.Since(start).Round(time.Millisecond))
}

// codesOnly has the browser's pages pass the invitation codes by hand, with
// no relay (the setting's empty value), from the first script of every
// page on: a browser killed soon after the setting was written may not
// have it on its disk (Chromium writes localStorage to disk in batches),
// and the namespace has no relays to reach.
func (b *browser) codesOnly(t *testing.T) {
	t.Helper()
	b.beforeApp(t, `try { localStorage.setItem("menagerie.relays", "") } catch (e) {}`)
}

// guestMovesSeen is the number of moves of the newest position the guest
// was shown, from what its page keeps.
func guestMovesSeen(t *testing.T, guest *browser) int {
	t.Helper()
	return eval[int](t, guest, `(() => { const j = JSON.parse(localStorage.getItem("menagerie.joined") || "{}");
		return j.record ? Math.floor(j.record.last / 65536) : 0 })()`)
}

// reinvite waits for the host to notice the guest gone (heartbeats: within
// seconds), takes the one tap that re-invites it, passes the new link on,
// and checks that the guest resumes at the position it had seen at least.
func reinvite(t *testing.T, host, guest *browser, seen int) {
	t.Helper()
	host.waitJS(t, `document.querySelector("#bar-reinvite-1")`, 40*time.Second) // a dead peer is noticed within 10 s
	host.click(t, "#bar-reinvite-1")
	rejoin(t, host, guest)
	host.click(t, "#lobby-resume")
	host.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
	sameBattle(t, host, guest)
	if now := guestMovesSeen(t, guest); now < seen {
		t.Fatalf("the guest came back at move %d, having seen %d", now, seen)
	}
}

// rejoin passes the host's new invitation for seat 2 to the guest and its
// reply back, as the players would.
func rejoin(t *testing.T, host, guest *browser) {
	t.Helper()
	passLink(t, host, guest)
	guest.waitJS(t, `document.querySelector(".board.chevaux")`, 20*time.Second)
}

// passLink gives the guest the host's invitation for seat 2 and the host
// the guest's reply code, as the players would, and waits for the host to
// see the guest connected.
func passLink(t *testing.T, host, guest *browser) {
	t.Helper()
	link := host.value(t, "#invite-1-text", "", 30*time.Second)
	guest.navigate(t, link)
	reply := guest.value(t, "#reply-text", "", 30*time.Second)
	eval[bool](t, host, fmt.Sprintf(`(() => { const a = document.querySelector("#reply-1"); a.value = %q;
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, reply))
	host.click(t, "#accept-1")
	host.waitJS(t, `document.querySelector("#status-1") && document.querySelector("#status-1").dataset.status == "connected"`, 30*time.Second)
}

// sameBattle checks that both players see the same battle and card counts.
func sameBattle(t *testing.T, host, guest *browser) {
	t.Helper()
	// The page may be between two renders: an unfinished page reads as "".
	const js = `(() => { try { return [...document.querySelectorAll(".seats-bar .count")].map(e => e.innerText).join("/") + " " +
		document.querySelector("#ch-battle").innerText } catch (e) { return "" } })()`
	var h, g string
	deadline := time.Now().Add(time.Minute)
	for {
		h, g = eval[string](t, host, js), eval[string](t, guest, js)
		if h == g || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if h != g {
		t.Errorf("after rejoining, the host sees %q and the guest %q", h, g)
	}
}
