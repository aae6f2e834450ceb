//go:build !js

package netplay

import (
	"encoding/json"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// TestLobbyFlood: one guest sends 10,000 hellos in the lobby. The host
// neither resends the lobby for them nor loses the honest guest, drops the
// flooding connection, and goes on: the honest guest plays its move.
func TestLobbyFlood(t *testing.T) {
	h := NewHost(newChevauxAllRemote(t), Options{Config: loopback()})
	defer h.Close()
	rec := &received{snaps: map[games.Seat][]Snapshot{}}
	honest, flooder := join(t, h, 1, rec), join(t, h, 2, rec)
	waitFor(t, "both guests in", func() bool { return seatStatus(h, 1) == Connected && seatStatus(h, 2) == Connected })
	honest.mu.Lock()
	before := honest.lobbies
	honest.mu.Unlock()
	hello, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeHello, Token: p2p.TokenText(flooder.Token()), Data: json.RawMessage(`{}`)})
	sent := 0
	for range 10000 {
		if flooder.conn.Send(hello) != nil {
			break
		}
		sent++
	}
	waitFor(t, "the flooder dropped", func() bool { return seatStatus(h, 2) != Connected })
	honest.mu.Lock()
	lobbies := honest.lobbies - before
	honest.mu.Unlock()
	// The honest guest heard of the flooder leaving, not of its hellos.
	if lobbies > 3 {
		t.Errorf("the honest guest got %d lobbies during the flood", lobbies)
	}
	if honest.State().Conn != p2p.StateOpen || seatStatus(h, 1) != Connected {
		t.Fatal("the honest guest was cut off")
	}
	if err := h.SetKind(2, "bot", 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	// The host answers the honest guest at once.
	for tableSeq(h) == 0 {
		u := h.Update(games.Spectator)
		if u.ToAct[0] == 1 {
			st := current(t, h, honest)
			if err := honest.Act(st.Snapshot.Legal[0]); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the honest guest's move", func() bool { return tableSeq(h) == 1 })
			break
		}
		if err := h.Act(u.ToAct[0], h.Update(u.ToAct[0]).Legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d hellos sent before the connection closed; %d lobbies reached the honest guest", sent, lobbies)
}

// TestDeadPeerNoticed: a guest, then a host, that stops answering (its
// browser died without closing anything) is noticed by the other side
// within ten seconds, through the heartbeats.
func TestDeadPeerNoticed(t *testing.T) {
	t.Parallel() // it waits on timeouts: the others run meanwhile
	if HeartbeatEvery+DeadAfter > 10*time.Second {
		t.Fatalf("a dead peer may go unnoticed for %v", HeartbeatEvery+DeadAfter)
	}
	h := NewHost(newChevauxAllRemote(t), Options{Config: loopback()})
	defer h.Close()
	rec := &received{snaps: map[games.Seat][]Snapshot{}}
	g := join(t, h, 1, rec)
	g.mu.Lock()
	g.mute = true
	g.mu.Unlock()
	start := time.Now()
	waitFor(t, "the dead guest noticed", func() bool { return seatStatus(h, 1) == Gone })
	t.Logf("dead guest noticed after %v", time.Since(start).Round(100*time.Millisecond))

	g2 := join(t, h, 2, rec)
	h.mu.Lock()
	h.mute = true
	h.mu.Unlock()
	start = time.Now()
	waitFor(t, "the dead host noticed", func() bool { return g2.State().Conn == p2p.StateClosed })
	t.Logf("dead host noticed after %v", time.Since(start).Round(100*time.Millisecond))
}

// newChevauxAllRemote is a three-player Chevaux table whose seats 1 and 2
// are remote.
func newChevauxAllRemote(t *testing.T) *table.Table { return newChevaux(t, 3) }

// TestOldInviteReplyRefused: a guest who reopens an older link of its seat
// gets a reply code the host refuses with a message that says to open the
// newest link; the newest invitation stays waiting and then connects.
func TestOldInviteReplyRefused(t *testing.T) {
	h := NewHost(newChevauxAllRemote(t), Options{Config: loopback()})
	defer h.Close()
	old, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	newest, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	g, reply, err := Join(loopback(), old, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if _, err := h.Accept(reply); !errors.Is(err, p2p.ErrOldInvite) || !strings.Contains(err.Error(), "newest link") {
		t.Fatalf("a reply to the older link: %v", err)
	}
	if s := seatStatus(h, 1); s != Waiting {
		t.Fatalf("the seat is %s after the refusal", s)
	}
	g2, reply2, err := Join(loopback(), newest, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	if _, err := h.Accept(reply2); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the newest link connected", func() bool { return seatStatus(h, 1) == Connected })
}

// TestKeptRecordWithoutOwnPositions: a record kept through JSON, whose
// guest was never to play yet, takes the next snapshot (its empty maps
// come back nil).
func TestKeptRecordWithoutOwnPositions(t *testing.T) {
	var rec Record
	if err := json.Unmarshal([]byte(`{"token":"x","game":"chevaux","seat":1,"share":"","last":65536,"shown":{"1":"ab"}}`), &rec); err != nil {
		t.Fatal(err)
	}
	g := &Guest{rec: rec, fresh: true, game: "chevaux", seat: 1}
	tb := newChevaux(t, 1)
	u := tb.Update(1)
	u.ToAct = []games.Seat{1}
	g.takeState(wireSeq(0, 1), Snapshot{Update: u})
	if !g.rec.Own[0] || g.rec.Shown[0] == "" {
		t.Fatalf("record after the snapshot: %+v", g.rec)
	}
}

// TestShareFlood: a guest in the lobby sends 10,000 shares of the deal,
// each different. The host keeps the first, refuses the others without
// writing anything or resending the lobby, drops the flooding connection,
// and goes on with the honest guest.
func TestShareFlood(t *testing.T) {
	var writes atomic.Int64
	h := NewHost(newChevauxAllRemote(t), Options{Config: loopback(), Persist: func(Saved) <-chan struct{} {
		writes.Add(1)
		return nil
	}})
	defer h.Close()
	rec := &received{snaps: map[games.Seat][]Snapshot{}}
	honest, flooder := join(t, h, 1, rec), join(t, h, 2, rec)
	waitFor(t, "both guests in", func() bool { return seatStatus(h, 1) == Connected && seatStatus(h, 2) == Connected })
	h.mu.Lock()
	kept := h.shares[2]
	h.mu.Unlock()
	honest.mu.Lock()
	before := honest.lobbies
	honest.mu.Unlock()
	writesBefore := writes.Load()

	// The host's lock is taken by its screen meanwhile; the longest wait is
	// logged (a speed goal belongs in a benchmark).
	stop := make(chan struct{})
	longest := make(chan time.Duration)
	go func() {
		var most time.Duration
		for {
			select {
			case <-stop:
				longest <- most
				return
			default:
			}
			start := time.Now()
			h.Seats()
			most = max(most, time.Since(start))
			time.Sleep(time.Millisecond)
		}
	}()
	sent := 0
	for range 10000 {
		b, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeContrib, Hash: newShare()})
		if flooder.conn.Send(b) != nil {
			break
		}
		sent++
	}
	waitFor(t, "the flooder dropped", func() bool { return seatStatus(h, 2) != Connected })
	close(stop)
	t.Logf("%d shares sent before the connection closed; the host's screen waited %v at most", sent, <-longest)
	h.mu.Lock()
	now := h.shares[2]
	h.mu.Unlock()
	if now != kept {
		t.Error("a repeated share replaced the first")
	}
	if w := writes.Load() - writesBefore; w > 1 {
		t.Errorf("%d writes to storage during the flood", w)
	}
	honest.mu.Lock()
	lobbies := honest.lobbies - before
	honest.mu.Unlock()
	if lobbies > 3 {
		t.Errorf("the honest guest got %d lobbies during the flood", lobbies)
	}
	if honest.State().Conn != p2p.StateOpen || seatStatus(h, 1) != Connected {
		t.Fatal("the honest guest was cut off")
	}
	if err := h.SetKind(2, table.Bot, 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	current(t, h, honest)
}

// TestHeldSideJudgesLater: a side whose heartbeat was held up (its page
// busy, here its state slow to read) does not take the silence of that
// time for a dead peer, whose messages may still wait behind the tick; it
// judges on the next tick, and a peer still silent then is dropped.
func TestHeldSideJudgesLater(t *testing.T) {
	t.Parallel() // it waits on heartbeats: the others run meanwhile
	h := NewHost(newChevauxAllRemote(t), Options{Config: loopback()})
	defer h.Close()
	g := join(t, h, 1, &received{snaps: map[games.Seat][]Snapshot{}})
	g.mu.Lock()
	c := g.conn
	g.mu.Unlock()

	var calls atomic.Int32
	deadAt := make(chan int32, 1)
	stop := make(chan struct{})
	defer close(stop)
	go keepAlive(c, stop, func() (time.Duration, uint64, bool) {
		if calls.Add(1) == 1 {
			time.Sleep(3 * HeartbeatEvery) // held up
		}
		return DeadAfter + time.Second, 0, false
	}, func(time.Duration) { deadAt <- calls.Load() })
	select {
	case n := <-deadAt:
		if n != 2 {
			t.Fatalf("the silent peer was judged dead on tick %d, want 2 (the first was held up)", n)
		}
	case <-time.After(time.Minute):
		t.Fatal("a peer silent after the hold was never dropped")
	}
	waitFor(t, "the connection closed", func() bool { return c.State() == p2p.StateClosed })
}
