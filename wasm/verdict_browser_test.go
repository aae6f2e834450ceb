//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// TestGuestDealVerdicts: a guest in Chromium plays a short Chevaux game
// against a host played by the test (pion, in the test's network
// namespace), which cheats or loses moves; the guest's end screen says
// what the deal check found, as its own device worked it out:
//
//   - TestCheatShareOmitted: the guest sat in the lobby and sent its share;
//     the host dealt without it: the check fails.
//   - TestCheatMovePlayedForConnectedGuest: the host plays a move for the
//     connected guest, on a position it never showed: the check fails.
//   - TestHonestHostLostMoves: the host's device comes back with an older
//     save; the guest is told the game came back older, plays on, and the
//     check holds.
func TestGuestDealVerdicts(t *testing.T) {
	t.Parallel()
	if inNetns(t, "TestGuestDealVerdicts") {
		return
	}
	srv := newServer(t)
	for _, c := range []struct {
		name string
		ok   string // the verdict's data-ok
	}{{"TestCheatShareOmitted", "no"}, {"TestCheatMovePlayedForConnectedGuest", "no"}, {"TestHonestHostLostMoves", "yes"}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			seed := uint64(len(c.name))
			t.Logf("the host's moves from seed %d", seed)
			rng := rand.New(rand.NewPCG(seed, 1))
			guest := newBrowser(t)
			guest.noBotPause(t)
			guest.navigate(t, srv.URL+"/")
			eval[bool](t, guest, `(localStorage.setItem("menagerie.ice", ""), localStorage.setItem("menagerie.relays", ""), true)`)
			h := newVerdictHost(t, nil, nil)
			lost := 0  // the moves the host's device loses
			want := "" // what the verdict must say besides
			connectGuest(t, srv.URL, h, guest)
			switch c.name {
			case "TestCheatShareOmitted":
				if err := h.StartWithoutShares(); err != nil {
					t.Fatal(err)
				}
				playVerdictGame(t, h, guest, rng, nil)
			case "TestCheatMovePlayedForConnectedGuest":
				if err := h.Start(); err != nil {
					t.Fatal(err)
				}
				forged := 0 // the forged move's number
				playVerdictGame(t, h, guest, rng, func() {
					if forged > 0 {
						return
					}
					// The host's own move and, under the same lock, one
					// for the guest: a position the guest never saw.
					_ = h.Apply(func(tb *table.Table) (bool, error) {
						if u := tb.Update(0); len(u.Legal) > 0 {
							_ = tb.Act(0, u.Legal[rng.IntN(len(u.Legal))])
						}
						if u := tb.Update(1); len(u.Legal) > 0 && tb.Act(1, u.Legal[rng.IntN(len(u.Legal))]) == nil {
							forged = tb.Seq()
						}
						return true, nil
					})
				})
				if forged == 0 {
					t.Fatal("the game ended before the host played for the guest")
				}
				// The verdict names the move in the page's language, and
				// not the move's code.
				want = fmt.Sprintf("(move %d)", forged)
			case "TestHonestHostLostMoves":
				if err := h.Start(); err != nil {
					t.Fatal(err)
				}
				saved := h.Saved()
				var setup table.Setup
				var log []table.Step
				h.Read(func(tb *table.Table) { setup, log = tb.Setup(), tb.Log() })
				// Moves are played, the guest's among them; then the host's
				// device comes back with the save made before them.
				for guestMoves := 0; guestMoves < 1; {
					if h.Update(0).Over {
						t.Fatal("the game ended before the guest's first move")
					}
					if hostMove(t, h, rng) {
						continue
					}
					guestMove(t, h, guest, rng)
					guestMoves++
				}
				lost = h.Update(0).Seq - len(log)
				h.Close()
				g, _ := catalog.ByID(setup.Game)
				tb, err := table.Restore(g, setup, log)
				if err != nil {
					t.Fatal(err)
				}
				h = newVerdictHost(t, tb, &saved)
				connectGuest(t, srv.URL, h, guest)
				guest.waitJS(t, `/(revenue en arrière|came back older)/.test(document.body.innerText)`, 30*time.Second)
				playVerdictGame(t, h, guest, rng, nil)
			}
			guest.waitJS(t, `document.querySelector("#verdict[data-ok]")`, 60*time.Second)
			verdict := eval[string](t, guest, `document.querySelector("#verdict").textContent`)
			t.Logf("the guest's verdict: %s", verdict)
			if ok := eval[string](t, guest, `document.querySelector("#verdict").dataset.ok`); ok != c.ok {
				t.Errorf("the guest's verdict is %q (%s), want %q", ok, verdict, c.ok)
			}
			if want != "" && (!strings.Contains(verdict, want) || strings.Contains(verdict, "{")) {
				t.Errorf("the verdict does not say %s in the page's words: %s", want, verdict)
			}
			if lost > 0 && !strings.Contains(verdict, " "+strconv.Itoa(lost)+" ") {
				t.Errorf("the verdict does not say how many moves the host's game lost: %s", verdict)
			}
		})
	}
}

// newVerdictHost is the test's host of a two-player Chevaux game of six
// battles, its seat 0 played by the test, seat 1 remote: a new game, or tb
// restored from saved.
func newVerdictHost(t *testing.T, tb *table.Table, saved *netplay.Saved) *netplay.Host {
	t.Helper()
	if tb == nil {
		g, _ := catalog.ByID("chevaux")
		var err error
		tb, err = table.New(g, table.Setup{Game: g.ID(), Config: games.Config{Players: 2, Seed: 1, Variant: "battles=6"},
			Seats: []table.SeatInfo{{Name: "Ana", Kind: table.Human}, {Name: "Bea", Kind: table.Remote}}})
		if err != nil {
			t.Fatal(err)
		}
	}
	h := netplay.NewHost(tb, netplay.Options{Config: p2p.Config{Namespace: true, GatherTimeout: 5 * time.Second, ConnectTimeout: time.Minute}, Saved: saved})
	t.Cleanup(func() { h.Close() })
	return h
}

// connectGuest invites the guest's page to seat 1 and takes its reply, as
// the players would pass them, and waits for the guest in its seat.
func connectGuest(t *testing.T, url string, h *netplay.Host, guest *browser) {
	t.Helper()
	code, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	guest.navigate(t, url+"/#join="+code)
	reply := guest.value(t, "#reply-text", "", 30*time.Second)
	if _, err := h.Accept(reply); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		for _, s := range h.Seats() {
			if s.Seat == 1 && s.Status == netplay.Connected {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the guest never took its seat; its page says:\n%s", eval[string](t, guest, "document.body.innerText"))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// hostMove plays the host's seat at random if it is to act.
func hostMove(t *testing.T, h *netplay.Host, rng *rand.Rand) bool {
	t.Helper()
	u := h.Update(0)
	if u.Over || len(u.Legal) == 0 {
		return false
	}
	if err := h.Act(0, u.Legal[rng.IntN(len(u.Legal))]); err != nil {
		t.Fatal(err)
	}
	return true
}

// guestMove waits for the guest's turn on its page, taps a move, and waits
// for the host to apply it.
func guestMove(t *testing.T, h *netplay.Host, guest *browser, rng *rand.Rand) {
	t.Helper()
	seq := h.Update(1).Seq
	deadline := time.Now().Add(60 * time.Second)
	for u := h.Update(1); u.Seq == seq && !u.Over; u = h.Update(1) {
		if time.Now().After(deadline) {
			t.Fatalf("the guest's move never reached the host (at move %d, to act %v); its page says:\n%s", seq, h.Update(1).ToAct, eval[string](t, guest, "document.body.innerText"))
		}
		if eval[bool](t, guest, `!!document.querySelector("#table[data-turn=mine]")`) {
			guest.tapChevaux(t, rng)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// playVerdictGame plays to the end: the host's seat by the test (before
// each of its moves, cheat if set, may play instead), the guest's on its
// page.
func playVerdictGame(t *testing.T, h *netplay.Host, guest *browser, rng *rand.Rand, cheat func()) {
	t.Helper()
	for !h.Update(0).Over {
		if u := h.Update(0); len(u.Legal) > 0 {
			if cheat != nil {
				before := u.Seq
				if cheat(); h.Update(0).Seq != before {
					continue
				}
			}
			hostMove(t, h, rng)
			continue
		}
		guestMove(t, h, guest, rng)
	}
}
