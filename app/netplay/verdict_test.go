//go:build !js

package netplay

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"menagerie/app/table"
	"menagerie/games"
)

// TestCheatShareOmitted: the guest sat in the lobby and sent its share; the
// host leaves the share out of the deal (here it sent the lobby before the
// commitment, and nothing after the share). The guest knows it was in the
// lobby at the start, so its verdict is a failure, not "you arrived after
// the deal".
func TestCheatShareOmitted(t *testing.T) {
	h, g := cheatGame(t)
	waitFor(t, "the lobby and the share", func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.lobbySeen && g.shareSent
	})
	// The cheating host's start: it deals as if the guest had sent no
	// share.
	h.mu.Lock()
	seed, err := DealSeed(h.secret, nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.t.Reseed(seed); err != nil {
		t.Fatal(err)
	}
	h.shares, h.started = map[games.Seat]string{}, true
	h.broadcastLocked()
	h.mu.Unlock()
	playOut(t, h, g, rand.New(rand.NewPCG(6, 6)), nil)
	if v := g.Verify(); !errors.Is(v.Err, ErrShareMissing) || v.Late {
		t.Fatalf("verdict %+v, want %v", v, ErrShareMissing)
	}
}

// TestLateGuestNotVerified: a guest that joined after the start is told
// plainly that the deal is not verified for it (its moves and positions
// are).
func TestLateGuestNotVerified(t *testing.T) {
	tb, err := table.New(gameOf("chevaux"), table.Setup{Game: "chevaux", Config: games.Config{Players: 2, Seed: 1, Variant: "battles=6"},
		Seats: []table.SeatInfo{{Name: "Ana", Kind: table.Human}, {Name: "Bea", Kind: table.Remote}}})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHost(tb, Options{Config: loopback()})
	t.Cleanup(func() { h.Close() })
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	g := join(t, h, 1, &received{snaps: map[games.Seat][]Snapshot{}})
	playOut(t, h, g, rand.New(rand.NewPCG(7, 7)), nil)
	if v := g.Verify(); v.Err != nil || !v.Late || v.Share || v.Moves == 0 {
		t.Fatalf("verdict %+v, want a late guest's", v)
	}
}

// TestCheatMovePlayedForConnectedGuest: while the guest is connected and
// holds its seat, the host plays a move for it on a position it never
// showed the guest (right after its own, under one lock). That is a
// failure. The control: a seat handed to a bot and back, in the open, is
// only counted as played for the guest.
func TestCheatMovePlayedForConnectedGuest(t *testing.T) {
	for _, cheat := range []bool{true, false} {
		h, g := cheatGame(t)
		if err := h.Start(); err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(8, 8))
		done := false
		for !tableOver(h) && !done {
			current(t, h, g)
			if cheat {
				// The host's own move and, at once, one for the guest.
				_ = h.Apply(func(tb *table.Table) (bool, error) {
					if u := tb.Update(0); len(u.Legal) > 0 {
						_ = tb.Act(0, u.Legal[rng.IntN(len(u.Legal))])
					}
					if u := tb.Update(1); len(u.Legal) > 0 && tb.Setup().Seats[1].Kind == table.Remote {
						if tb.Act(1, u.Legal[rng.IntN(len(u.Legal))]) == nil {
							done = true
						}
					}
					return true, nil
				})
				continue
			}
			// Honest: the seat goes to a bot in the open, the bot plays,
			// and the seat comes back.
			var toAct []games.Seat
			h.Read(func(tb *table.Table) { toAct = tb.ToAct() })
			if len(toAct) == 1 && toAct[0] == 1 {
				if err := h.SetKind(1, table.Bot, 1); err != nil {
					t.Fatal(err)
				}
				current(t, h, g)
				for !hostTurn(t, h, rng) {
				}
				if err := h.SetKind(1, table.Remote, 0); err != nil {
					t.Fatal(err)
				}
				done = true
				continue
			}
			hostTurn(t, h, rng)
		}
		if !done {
			t.Fatal("no move played for the guest")
		}
		playOut(t, h, g, rng, nil)
		v := g.Verify()
		if cheat && !errors.Is(v.Err, ErrForgedMove) {
			t.Errorf("a move played for the connected guest: verdict %+v", v)
		}
		if !cheat && (v.Err != nil || v.Away == 0) {
			t.Errorf("a seat handed to a bot in the open: verdict %+v", v)
		}
	}
}

// TestHonestHostLostMoves: the host's device comes back with an older save
// (moves the guest had seen, its own among them, are lost). The host says
// so, the guest sees the game came back older, they play on, and the
// verdict holds: no forgery.
func TestHonestHostLostMoves(t *testing.T) {
	h, g := cheatGame(t)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	saved := h.Saved()
	var setup table.Setup
	var log []table.Step
	h.Read(func(tb *table.Table) { setup, log = tb.Setup(), tb.Log() })
	// Moves are played, the guest's among them, then the host's device
	// loses them: it comes back with the save made before.
	for guestMoves := 0; guestMoves < 3 && !tableOver(h); {
		if hostTurn(t, h, rng) {
			continue
		}
		guestTurn(t, h, g, rng)
		guestMoves++
	}
	seen := Moves(current(t, h, g).Seq)
	h.Close()
	g.Close()
	tb, err := table.Restore(gameOf(setup.Game), setup, log)
	if err != nil {
		t.Fatal(err)
	}
	h2 := NewHost(tb, Options{Config: loopback(), Saved: &saved})
	t.Cleanup(func() { h2.Close() })
	g2 := rejoin(t, h2, 1, &received{snaps: map[games.Seat][]Snapshot{}}, g)
	waitFor(t, "the host to say it lost moves", func() bool { return h2.Lost() == seen-len(log) })
	waitFor(t, "the guest to see the game came back older", func() bool { return g2.State().Rewound == seen-len(log) })
	playOut(t, h2, g2, rng, nil)
	v := g2.Verify()
	if v.Err != nil || v.Rewound != seen-len(log) || !v.Share {
		t.Fatalf("verdict %+v", v)
	}
}

// TestHostLeavesWithoutReveal: the game ends and the host never reveals:
// after RevealWait the guest's check says the deal could not be checked.
func TestHostLeavesWithoutReveal(t *testing.T) {
	old := RevealWait
	RevealWait = time.Second
	t.Cleanup(func() { RevealWait = old })
	h, g := cheatGame(t)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	h.mu.Lock()
	h.hide = true
	h.mu.Unlock()
	rng := rand.New(rand.NewPCG(10, 10))
	for !tableOver(h) {
		if hostTurn(t, h, rng) {
			continue
		}
		guestTurn(t, h, g, rng)
	}
	waitFor(t, "the end on the guest's screen", func() bool { st := g.State(); return st.Snapshot != nil && st.Snapshot.Over })
	h.Close()
	if v := g.Verify(); !errors.Is(v.Err, ErrNoReveal) {
		t.Fatalf("right at the end: %+v", v)
	}
	waitFor(t, "the verdict", func() bool { return errors.Is(g.Verify().Err, ErrUnchecked) })
}

// TestLateReplyAdvice: a reply that comes long after its link, whose
// guest's app stopped waiting, fails to connect; the host is told the reply
// came late (send the newest link), not to add a TURN server.
func TestLateReplyAdvice(t *testing.T) {
	old := LateReply
	LateReply = 0
	t.Cleanup(func() { LateReply = old })
	cfg := loopback()
	cfg.AcceptTimeout = 3 * time.Second
	h := NewHost(newChevauxAllRemote(t), Options{Config: cfg})
	t.Cleanup(func() { h.Close() })
	code, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	g, reply, err := Join(loopback(), code, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	g.Close() // the guest's app gave up waiting
	if _, err := h.Accept(reply); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the failed connection", func() bool {
		for _, s := range h.Seats() {
			if s.Seat == 1 && s.ConnErr != nil {
				return true
			}
		}
		return false
	})
	for _, s := range h.Seats() {
		if s.Seat == 1 && !errors.Is(s.ConnErr, ErrLateReply) {
			t.Fatalf("the host is told %v", s.ConnErr)
		}
	}
}

// TestVerifyPaced: a deal check given a pause function calls it as it
// replays the game, leaves the guest free meanwhile (each pause reads the
// guest's state, which a check holding the guest's lock would block), and
// comes to the verdict of a check made in one go.
func TestVerifyPaced(t *testing.T) {
	h, g := cheatGame(t)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	playOut(t, h, g, rand.New(rand.NewPCG(9, 9)), nil)
	whole := g.Verify()
	if whole.Err != nil || whole.Moves == 0 {
		t.Fatalf("verdict %+v", whole)
	}
	defer func(every time.Duration) { pauseEvery = every }(pauseEvery)
	pauseEvery = 0 // a pause at every move
	g.mu.Lock()
	g.verdict = nil
	g.mu.Unlock()
	pauses := 0
	paced := g.VerifyPaced(func() {
		pauses++
		if g.State().Snapshot == nil {
			t.Error("no snapshot during the check")
		}
	})
	if paced != whole {
		t.Errorf("paced verdict %+v, in one go %+v", paced, whole)
	}
	if moves := tableSeq(h); pauses != moves {
		t.Errorf("%d pauses in the check of a game of %d moves", pauses, moves)
	}
	if again := g.Verify(); again != whole {
		t.Errorf("the verdict kept is %+v, want %+v", again, whole)
	}
}
