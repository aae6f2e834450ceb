//go:build !js

package netplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

func loopback() p2p.Config {
	return p2p.Config{Loopback: true, GatherTimeout: 5 * time.Second, ConnectTimeout: 10 * time.Second}
}

func newChevaux(t *testing.T, seed uint64) *table.Table {
	t.Helper()
	tb, err := table.New(gameOf("chevaux"), table.Setup{
		Game:   "chevaux",
		Config: games.Config{Players: 3, Seed: seed, Variant: "battles=20"},
		Seats: []table.SeatInfo{
			{Name: "Ana", Kind: table.Human},
			{Name: "Bea", Kind: table.Remote},
			{Name: "Cal", Kind: table.Remote},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// waitFor polls cond until it holds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(40 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func seatStatus(h *Host, seat games.Seat) Status {
	for _, s := range h.Seats() {
		if s.Seat == seat {
			return s.Status
		}
	}
	return ""
}

// received records every snapshot a guest kept, per seat.
type received struct {
	mu    sync.Mutex
	snaps map[games.Seat][]Snapshot
}

func (r *received) watch(g *Guest) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.trace = func(s Snapshot) {
		r.mu.Lock()
		r.snaps[s.Seat] = append(r.snaps[s.Seat], s)
		r.mu.Unlock()
	}
}

// join invites a guest for seat through a whole pasted link and waits
// until the host sees it connected.
func join(t *testing.T, h *Host, seat games.Seat, rec *received) *Guest {
	t.Helper()
	return rejoin(t, h, seat, rec, nil)
}

// rejoin is join for a guest that kept old's record (nil: a new guest).
func rejoin(t *testing.T, h *Host, seat games.Seat, rec *received, old *Guest) *Guest {
	t.Helper()
	code, err := h.Invite(seat)
	if err != nil {
		t.Fatalf("Invite(%d): %v", seat, err)
	}
	if len(code) > 300 {
		t.Errorf("invitation of %d characters", len(code))
	}
	if s := seatStatus(h, seat); s != Waiting && s != Connected {
		t.Errorf("seat %d after Invite: %s", seat, s)
	}
	var kept *Record
	if old != nil {
		// Through JSON, as the app keeps it: empty maps come back nil.
		var r Record
		if err := json.Unmarshal(mustJSON(old.Record()), &r); err != nil {
			t.Fatal(err)
		}
		kept = &r
	}
	g, reply, err := Join(loopback(), "https://menagerie.invalid/#join="+code, kept, "")
	if err != nil {
		t.Fatalf("Join(%d): %v", seat, err)
	}
	t.Cleanup(func() { g.Close() })
	if len(reply) > 200 {
		t.Errorf("reply of %d characters", len(reply))
	}
	var game string
	h.Read(func(t *table.Table) { game = t.Setup().Game })
	if g.Game() != game || g.Seat() != seat {
		t.Fatalf("guest sees %s seat %d", g.Game(), g.Seat())
	}
	rec.watch(g)
	got, err := h.Accept(reply)
	if err != nil || got != seat {
		t.Fatalf("Accept: seat %d, %v", got, err)
	}
	waitFor(t, fmt.Sprintf("seat %d connected", seat), func() bool { return seatStatus(h, seat) == Connected })
	return g
}

func tableSeq(h *Host) (seq int) {
	h.Read(func(t *table.Table) { seq = t.Seq() })
	return seq
}

// refused sends raw from g and waits for the host's error, checking that
// it mentions want and that the table did not change.
func refused(t *testing.T, h *Host, g *Guest, raw []byte, want string) {
	t.Helper()
	before := g.State().Errs
	seq := tableSeq(h)
	if err := g.conn.Send(raw); err != nil {
		t.Fatalf("send: %v", err)
	}
	waitFor(t, "the error for "+want, func() bool { return g.State().Errs > before })
	if e := g.State().Err; !strings.Contains(e, want) {
		t.Errorf("refusal says %q, want %q", e, want)
	}
	if tableSeq(h) != seq {
		t.Errorf("a refused message (%s) changed the table", want)
	}
}

// record notes a move sent by hand as the guest's own, as Act does.
func record(g *Guest, base uint64, move json.RawMessage) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.rec.Sent = append(g.rec.Sent, Sent{At: Moves(base), Move: move})
}

func actMsg(t *testing.T, base uint64, nonce uint64, move json.RawMessage) []byte {
	t.Helper()
	b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeAct, Base: base, Nonce: nonce, Data: move})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// current waits until g shows the table's current position and returns it.
func current(t *testing.T, h *Host, g *Guest) GuestState {
	t.Helper()
	var st GuestState
	waitFor(t, fmt.Sprintf("seat %d up to date", g.Seat()), func() bool {
		st = g.State()
		return st.Snapshot != nil && Moves(st.Seq) == tableSeq(h)
	})
	return st
}

// TestPeersPlayOverLoopback plays a whole game of Chevaux with the host's
// own seat and two guests over real WebRTC data channels on loopback: one
// guest drops and rejoins through a new invitation, and bad messages of
// every kind are refused to their sender while the game goes on.
func TestPeersPlayOverLoopback(t *testing.T) {
	tb := newChevaux(t, 20240611)
	h := NewHost(tb, Options{Config: loopback()})
	defer h.Close()
	rec := &received{snaps: make(map[games.Seat][]Snapshot)}
	guests := map[games.Seat]*Guest{1: join(t, h, 1, rec), 2: join(t, h, 2, rec)}

	// The lobby: each guest sees the table and the other guest arrive.
	for seat, g := range guests {
		waitFor(t, "a full lobby", func() bool {
			l := g.State().Lobby
			return l != nil && len(l.Seats) == 3 && l.Seats[1].Status == Connected && l.Seats[2].Status == Connected
		})
		if l := g.State().Lobby; l.Seat != seat || l.Game != "chevaux" || l.Seats[0].Name != "Ana" {
			t.Errorf("lobby of seat %d: %+v", seat, l)
		}
	}
	// Before the start, moves are refused.
	refused(t, h, guests[1], actMsg(t, 0, 1, json.RawMessage(`{"k":"keep"}`)), ErrNotStarted.Error())
	commit := h.Commitment()
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}

	rng := rand.New(rand.NewPCG(7, 11))
	abused, dropped, handed := false, false, false
	for step := 0; ; step++ {
		if step > 500 {
			t.Fatal("the game does not end")
		}
		u := h.Update(games.Spectator)
		if u.Over {
			break
		}
		seat := u.ToAct[0]
		if seat == 0 {
			mine := h.Update(0)
			if err := h.Act(0, mine.Legal[rng.IntN(len(mine.Legal))]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		g := guests[seat]
		other := guests[3-seat]
		st := current(t, h, g)
		if st.Snapshot.Commit != commit {
			t.Fatalf("snapshot commits to %s", st.Snapshot.Commit)
		}
		legal := st.Snapshot.Legal
		if len(legal) == 0 {
			t.Fatalf("seat %d to act without moves", seat)
		}
		move := legal[rng.IntN(len(legal))]

		switch {
		case !abused && step >= 2:
			abused = true
			if _, _, ok := g.Revealed(); ok {
				t.Errorf("the game is revealed before its end")
			}
			ost := current(t, h, other)
			otherErrs := ost.Errs
			refused(t, h, g, []byte(`{"v":1,"t":"act","b":0`), "malformed")
			refused(t, h, g, []byte(`{"v":1,"t":"act","b":0,"n":5,"d":"`+strings.Repeat("x", 70000)+`"}`), "too large")
			refused(t, h, g, []byte(`{"v":1,"t":"act","b":0,"n":5,"d":1,"x":2}`), "unknown field")
			refused(t, h, g, []byte(`{"v":2,"t":"act","b":0,"n":5,"d":1}`), "version")
			refused(t, h, g, []byte(`{"v":1,"t":"reveal","d":{}}`), ErrHostOnly.Error())
			refused(t, h, g, []byte(`{"v":1,"t":"hello","tok":"AAAAAAAAAAA","s":0,"d":{}}`), ErrBadToken.Error())
			refused(t, h, g, actMsg(t, st.Seq, 102, json.RawMessage(strings.ToUpper(string(move[:3]))+string(move[3:]))), "illegal move")
			refused(t, h, other, actMsg(t, ost.Seq, 100, move), table.ErrNotYourTurn.Error())
			refused(t, h, g, actMsg(t, st.Seq, 101, json.RawMessage(`{"k":"bogus"}`)), "illegal move")
			if Moves(st.Seq) > 0 {
				refused(t, h, g, actMsg(t, wireSeq(Moves(st.Seq)-1, 0), 103, move), ErrStale.Error())
			}
			// The right move with a used nonce is a replay.
			refused(t, h, g, actMsg(t, st.Seq, 101, move), ErrDuplicate.Error())
			// Played once, then replayed: applied once only.
			raw := actMsg(t, st.Seq, 104, move)
			record(g, st.Seq, move)
			seq := tableSeq(h)
			if err := g.conn.Send(raw); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the move applied", func() bool { return tableSeq(h) == seq+1 })
			current(t, h, g)
			refused(t, h, g, raw, ErrDuplicate.Error())
			if other.State().Errs != otherErrs+1 {
				t.Errorf("the other guest got %d errors, want its own one", other.State().Errs-otherErrs)
			}
			continue

		case !dropped && step >= 8 && seat == 2:
			// The guest sends its move and drops at once: whether the move
			// got through or not, sending it again on the new connection
			// applies it exactly once.
			dropped = true
			raw := actMsg(t, st.Seq, 200, move)
			record(g, st.Seq, move)
			seq := tableSeq(h)
			_ = g.conn.Send(raw)
			g.Close()
			waitFor(t, "seat 2 gone", func() bool { return seatStatus(h, 2) == Gone })
			g = rejoin(t, h, 2, rec, g)
			guests[2] = g
			st2 := current(t, h, g)
			if want := h.Update(2); !sameJSON(st2.Snapshot.View, want.View) || st2.Snapshot.Commit != commit {
				t.Fatalf("the rejoining guest does not get the full state:\n%s\nwant\n%s", st2.Snapshot.View, want.View)
			}
			errs := g.State().Errs
			if err := g.conn.Send(raw); err != nil {
				t.Fatal(err)
			}
			// A probe behind it on the ordered channel: once its error is
			// back, the move has been handled.
			if err := g.conn.Send([]byte(`{}`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the probe's error", func() bool { s := g.State(); return s.Errs > errs && strings.Contains(s.Err, "missing") })
			if got := tableSeq(h); got != seq+1 {
				t.Fatalf("after the drop the move was applied %d times", got-seq)
			}
			continue

		case !handed && dropped && seat == 1:
			// The host hands seat 1 to a bot: its guest may no longer move;
			// given back, it plays on. It comes last: the bot may play for
			// seat 1 meanwhile, and so shorten the game by a few moves.
			handed = true
			if err := h.SetKind(1, table.Bot, 0); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "seat 1 shown as a bot", func() bool {
				s := g.State().Snapshot
				return s.Seats[1].Kind == table.Bot
			})
			refused(t, h, g, actMsg(t, g.State().Seq, 300, move), ErrNotYours.Error())
			if err := h.SetKind(1, table.Remote, 0); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "seat 1 given back", func() bool { return g.State().Snapshot.Seats[1].Kind == table.Remote })
			continue
		}

		seq := tableSeq(h)
		if err := g.Act(move); err != nil {
			t.Fatal(err)
		}
		waitFor(t, fmt.Sprintf("seat %d's move", seat), func() bool { return tableSeq(h) == seq+1 })
	}
	if !abused || !dropped || !handed {
		u := h.Update(games.Spectator)
		t.Fatalf("the game ended too early, after %d moves: abused %v dropped %v handed %v", u.Seq, abused, dropped, handed)
	}

	// The end: each guest has the final snapshot, the seed and the log, and
	// the deal checks out.
	var final table.Setup
	var log []table.Step
	h.Read(func(t *table.Table) { final, log = t.Setup(), t.Log() })
	for seat, g := range guests {
		waitFor(t, "the end", func() bool { s := g.State().Snapshot; return s != nil && s.Over })
		waitFor(t, "the reveal", func() bool { return !errors.Is(g.Verify().Err, ErrNoReveal) })
		v := g.Verify()
		if v.Err != nil || !v.Share || v.Moves == 0 || v.Positions == 0 {
			t.Errorf("seat %d: deal check: %+v", seat, v)
		}
		t.Logf("seat %d: deal check: %+v", seat, v)
		// The revealed game is the host's, to replay and share.
		setup, steps, ok := g.Revealed()
		if !ok || !reflect.DeepEqual(setup, final) || !reflect.DeepEqual(steps, log) {
			t.Errorf("seat %d: Revealed() = %v, %d steps; want the host's setup and its %d steps", seat, ok, len(steps), len(log))
		}
	}

	// Privacy: every snapshot a guest received is exactly its own update
	// at that position, and none before the end carries the log or seed.
	rec.mu.Lock()
	defer rec.mu.Unlock()
	n := 0
	for seat, snaps := range rec.snaps {
		for _, s := range snaps {
			n++
			at, err := table.Restore(gameOf(final.Game), final, log[:s.Seq])
			if err != nil {
				t.Fatal(err)
			}
			want := at.Update(seat)
			if !sameJSON(s.View, want.View) || !sameJSON(mustJSON(s.Legal), mustJSON(want.Legal)) || !sameJSON(mustJSON(s.Events), mustJSON(want.Events)) {
				t.Errorf("seat %d at %d received something else than its own update", seat, s.Seq)
			}
			if !s.Over && s.Seed != nil {
				t.Errorf("seat %d at %d received the seed or the log before the end", seat, s.Seq)
			}
			for other := games.Seat(0); other < 3; other++ {
				if o := at.Update(other); other != seat && !s.Over && bytes.Equal(o.View, s.View) {
					t.Errorf("seat %d at %d received seat %d's view", seat, s.Seq, other)
				}
			}
		}
	}
	t.Logf("%d moves, %d snapshots checked", len(log), n)
}

// TestSimultaneousChoices checks that two guests who choose at once, on
// the same position, both get their moves in (Beaver Gang opens with every
// seat peeking at its cards at the same time), while a move on a position
// where the seat had other choices is still refused as stale.
func TestSimultaneousChoices(t *testing.T) {
	tb, err := table.New(gameOf("beavergang"), table.Setup{
		Game:   "beavergang",
		Config: games.Config{Players: 3, Seed: 5},
		Seats: []table.SeatInfo{
			{Name: "Ana", Kind: table.Human},
			{Name: "Bea", Kind: table.Remote},
			{Name: "Cal", Kind: table.Remote},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(tb.ToAct()) < 3 {
		t.Skipf("Beaver Gang opens with %v to act, not everyone", tb.ToAct())
	}
	h := NewHost(tb, Options{Config: loopback()})
	defer h.Close()
	rec := &received{snaps: make(map[games.Seat][]Snapshot)}
	g1, g2 := join(t, h, 1, rec), join(t, h, 2, rec)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	s1, s2 := current(t, h, g1), current(t, h, g2)
	if s1.Seq != s2.Seq {
		t.Fatalf("the guests start at %d and %d", s1.Seq, s2.Seq)
	}
	// Both choose on the opening position; the second arrives stale.
	if err := g1.Act(s1.Snapshot.Legal[0]); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the first move", func() bool { return tableSeq(h) == 1 })
	if err := g2.conn.Send(actMsg(t, s2.Seq, 77, s2.Snapshot.Legal[0])); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the second move", func() bool { return tableSeq(h) == 2 })
	if e := g2.State().Errs; e != 0 {
		t.Errorf("the second guest was refused: %s", g2.State().Err)
	}
}

// sameJSON compares two JSON values by their compact forms.
func sameJSON(a, b []byte) bool {
	return bytes.Equal(compactJSON(a), compactJSON(b))
}
