//go:build !js

package netplay

import (
	"math/rand/v2"
	"testing"
	"time"

	"menagerie/app/p2p"
	"menagerie/app/rendezvous/relaytest"
	"menagerie/app/table"
	"menagerie/games"
)

// relayGame is a two-player Chevaux game whose guest joined through a
// relay by opening the link alone, started.
func relayGame(t *testing.T, seed uint64) (*Host, *Guest) {
	t.Helper()
	tb, err := table.New(gameOf("chevaux"), table.Setup{Game: "chevaux", Config: games.Config{Players: 2, Seed: seed, Variant: "battles=6"},
		Seats: []table.SeatInfo{{Name: "Ana", Kind: table.Human}, {Name: "Bea", Kind: table.Remote}}})
	if err != nil {
		t.Fatal(err)
	}
	cfg := loopback()
	cfg.Relays = []string{relaytest.New(t)}
	h := NewHost(tb, Options{Config: cfg})
	t.Cleanup(func() { h.Close() })
	waitFor(t, "the host on the relay", func() bool { n, _ := h.Relays(); return n == 1 })
	link, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := Join(loopback(), "https://menagerie.invalid/#join="+link, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	waitFor(t, "the guest in through the relay", func() bool { return seatStatus(h, 1) == Connected })
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	return h, g
}

// TestMoveDuringDrop: the guest taps a move while its link is cut (its
// app still shows the connection open; the move never reaches the host).
// Both ends notice the silence, the guest finds the host again through the
// relay, and the move it tapped is applied on the new connection with no
// further tap and no reload.
func TestMoveDuringDrop(t *testing.T) {
	t.Parallel() // it waits on timeouts: the others run meanwhile
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	h, g := relayGame(t, seed)
	// Play until the guest has a move to make and the host's human none.
	for !tableOver(h) {
		if hostTurn(t, h, rng) {
			continue
		}
		break
	}
	if tableOver(h) {
		t.Fatal("the game ended before the guest's turn")
	}
	st := current(t, h, g)
	seq := tableSeq(h)
	g.mu.Lock()
	before := g.conn
	g.mu.Unlock()

	// The cut: nothing of the guest's reaches the host, nothing of the
	// host's reaches the guest but what is already on its way.
	h.mu.Lock()
	h.deaf, h.mute = true, true
	h.mu.Unlock()
	move := st.Snapshot.Legal[rng.IntN(len(st.Snapshot.Legal))]
	if err := g.Act(move); err != nil {
		t.Fatalf("a move tapped during the cut: %v", err)
	}
	if !g.State().Pending {
		t.Fatal("the move is not pending")
	}
	waitFor(t, "the guest to notice the cut", func() bool { return g.State().Conn != p2p.StateOpen })
	if tableSeq(h) != seq {
		t.Fatal("the host heard the move during the cut")
	}
	h.mu.Lock()
	h.deaf, h.mute = false, false
	h.mu.Unlock()

	start := time.Now()
	waitFor(t, "the guest's move applied after the reconnection", func() bool { return tableSeq(h) > seq })
	t.Logf("applied %v after the cut ended", time.Since(start).Round(100*time.Millisecond))
	g.mu.Lock()
	after := g.conn
	g.mu.Unlock()
	if after == before {
		t.Fatal("the move went through the old connection")
	}
	var last table.Step
	h.Read(func(tb *table.Table) { log := tb.Log(); last = log[len(log)-1] })
	if last.Seat != 1 || !sameJSON(last.Move, move) {
		t.Fatalf("the last move is seat %d's %s, want the guest's %s", last.Seat, last.Move, move)
	}
	waitFor(t, "the guest's screen past its move", func() bool { st := g.State(); return Moves(st.Seq) >= seq+1 && !st.Pending })
	if st := g.State(); st.Errs > 0 {
		t.Errorf("the guest was refused: %s", st.Err)
	}
}
