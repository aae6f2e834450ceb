//go:build !js

package netplay

import (
	"context"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fiatjaf/khatru"
	gonostr "github.com/nbd-wtf/go-nostr"

	"menagerie/app/p2p"
	"menagerie/app/rendezvous"
	"menagerie/app/rendezvous/nostr"
	"menagerie/app/table"
	"menagerie/games"
)

// tamperRelay is a real relay (khatru, on loopback) that misbehaves: it
// drops a share of the events it should pass on, and passes on again
// (replays), out of order, altered and invented events, bypassing its own
// checks.
type tamperRelay struct {
	r   *khatru.Relay
	url string

	mu       sync.Mutex
	rng      *rand.Rand
	seen     []gonostr.Event
	dropped  int
	replayed int
	forged   int
	stop     chan struct{}
	done     chan struct{}
}

func newTamperRelay(t *testing.T, seed uint64) *tamperRelay {
	t.Helper()
	tr := &tamperRelay{r: khatru.NewRelay(), rng: rand.New(rand.NewPCG(seed, 99)), stop: make(chan struct{}), done: make(chan struct{})}
	tr.r.Log.SetOutput(testLog{t})
	tr.r.OnEphemeralEvent = append(tr.r.OnEphemeralEvent, func(_ context.Context, e *gonostr.Event) {
		tr.mu.Lock()
		tr.seen = append(tr.seen, *e)
		tr.mu.Unlock()
	})
	tr.r.PreventBroadcast = append(tr.r.PreventBroadcast, func(_ *khatru.WebSocket, _ *gonostr.Event) bool {
		tr.mu.Lock()
		defer tr.mu.Unlock()
		if tr.rng.Float64() < 0.3 {
			tr.dropped++
			return true
		}
		return false
	})
	srv := httptest.NewServer(tr.r)
	tr.url = "ws" + strings.TrimPrefix(srv.URL, "http")
	go tr.tamper()
	t.Cleanup(func() {
		close(tr.stop)
		<-tr.done
		srv.Close()
	})
	return tr
}

type testLog struct{ t *testing.T }

func (w testLog) Write(b []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}

// tamper passes on, every few milliseconds, an old event again, a few in
// reverse order, an altered one re-signed by the relay, one with a broken
// signature, or an invented one.
func (tr *tamperRelay) tamper() {
	defer close(tr.done)
	key := nostr.NewSecretKey()
	tick := time.NewTicker(40 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-tr.stop:
			return
		case <-tick.C:
		}
		tr.mu.Lock()
		if len(tr.seen) == 0 {
			tr.mu.Unlock()
			continue
		}
		action := tr.rng.IntN(5)
		pick := tr.seen[tr.rng.IntN(len(tr.seen))]
		last := tr.seen[max(0, len(tr.seen)-3):]
		last = append([]gonostr.Event(nil), last...)
		flip := tr.rng.IntN(len(pick.Content))
		junk := make([]byte, 40+tr.rng.IntN(200))
		for i := range junk {
			junk[i] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[tr.rng.IntN(64)]
		}
		if action < 2 {
			tr.replayed++
		} else {
			tr.forged++
		}
		tr.mu.Unlock()
		switch action {
		case 0: // a replay
			tr.r.BroadcastEvent(&pick)
		case 1: // the last few, in reverse order
			for i := len(last) - 1; i >= 0; i-- {
				tr.r.BroadcastEvent(&last[i])
			}
		case 2, 3: // altered content, validly signed by the relay, or not signed again
			b := []byte(pick.Content)
			b[flip] = "AB"[int(b[flip]+1)%2]
			if b[flip] == pick.Content[flip] {
				b[flip] = 'C'
			}
			e := nostr.Event{CreatedAt: int64(pick.CreatedAt), Kind: pick.Kind, Content: string(b), Tags: tagsOf(pick)}
			if action == 2 {
				_ = e.Sign(key)
				tr.r.BroadcastEvent(toGo(e))
			} else {
				f := pick
				f.Content = string(b)
				tr.r.BroadcastEvent(&f)
			}
		case 4: // invented
			e := nostr.Event{CreatedAt: time.Now().Unix(), Kind: pick.Kind, Content: string(junk), Tags: tagsOf(pick)}
			_ = e.Sign(key)
			tr.r.BroadcastEvent(toGo(e))
		}
	}
}

func tagsOf(e gonostr.Event) [][]string {
	var out [][]string
	for _, t := range e.Tags {
		out = append(out, append([]string(nil), t...))
	}
	return out
}

func toGo(e nostr.Event) *gonostr.Event {
	g := &gonostr.Event{ID: e.ID, PubKey: e.PubKey, CreatedAt: gonostr.Timestamp(e.CreatedAt), Kind: e.Kind, Content: e.Content, Sig: e.Sig}
	for _, t := range e.Tags {
		g.Tags = append(g.Tags, gonostr.Tag(t))
	}
	return g
}

func (tr *tamperRelay) counts() (dropped, replayed, forged int) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return tr.dropped, tr.replayed, tr.forged
}

// TestRelayTampering joins a guest by the link alone, with no reply code
// typed, through a relay that drops, replays, reorders, alters and invents
// events, while the guest of another seat, who knows the room's secret,
// tries to take the first guest's seat through the relay. Only the right
// guest takes the seat; the game goes on; and when the guest's connection
// drops, it finds the host again through the relay by itself and resumes.
func TestRelayTampering(t *testing.T) {
	t.Parallel() // it waits on timeouts: the others run meanwhile
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	tr := newTamperRelay(t, seed)

	var refused atomic.Int64
	cfg := loopback()
	cfg.Relays = []string{tr.url}
	h := NewHost(newChevaux(t, seed), Options{Config: cfg, RelayLogf: func(format string, args ...any) {
		if strings.Contains(format, "refused") {
			refused.Add(1)
		}
	}})
	t.Cleanup(func() { h.Close() })
	waitFor(t, "the host on the relay", func() bool { n, on := h.Relays(); return on && n == 1 })

	link1, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	link2, err := h.Invite(2)
	if err != nil {
		t.Fatal(err)
	}
	o1, _ := p2p.DecodeOffer(link1)
	o2, _ := p2p.DecodeOffer(link2)
	if len(o1.Relays) != 1 || o1.Relays[0] != tr.url || len(o1.Room) != p2p.RoomSize {
		t.Fatalf("the invitation carries relays %v and a room of %d bytes", o1.Relays, len(o1.Room))
	}

	// The guest opens the link; nobody pastes its reply.
	g, _, err := Join(loopback(), "https://menagerie.invalid/#join="+link1, nil, "Alice")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	waitFor(t, "the guest at seat 1 through the relay", func() bool {
		return seatStatus(h, 1) == Connected && g.State().Conn == p2p.StateOpen
	})
	seatName := func(seat games.Seat) (name string) {
		h.Read(func(tb *table.Table) { name = tb.Setup().Seats[seat].Name })
		return name
	}
	if seatName(1) != "Alice" {
		t.Fatalf("seat 1 is %q", seatName(1))
	}

	// Seat 2's guest knows the room's secret and its own token: it knocks
	// and answers as seat 1, with seat 2's token, through the relay.
	rogue, err := rendezvous.OpenGuest(o2.Relays, o2.Room, 1, o2.Token, rendezvous.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer rogue.Close()
	waitFor(t, "the rogue on the relay", func() bool { return rogue.Connected() == 1 })
	g.mu.Lock()
	conn, reply := g.conn, g.reply
	g.mu.Unlock()
	before := refused.Load()
	for i := 0; i < 10; i++ {
		_ = rogue.Send(rendezvous.Message{Type: rendezvous.TypeKnock})
		_ = rogue.Send(rendezvous.Message{Type: rendezvous.TypeAnswer, Code: reply})
	}
	waitFor(t, "the rogue's messages refused", func() bool { return refused.Load() >= before+5 })
	for _, s := range h.Seats() {
		if s.Seat == 1 && (s.Status != Connected || s.Code != "") {
			t.Fatalf("after the rogue's messages, seat 1 is %s with an invitation %q out", s.Status, s.Code)
		}
	}
	g.mu.Lock()
	same := g.conn == conn
	g.mu.Unlock()
	if !same {
		t.Fatal("the guest's connection changed")
	}

	// The game goes on: seat 2 goes to a bot, and everyone plays.
	if err := h.SetKind(2, table.Bot, 1); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	play := func(moves int) {
		for n := 0; n < moves && !tableOver(h); n++ {
			if hostTurn(t, h, rng) {
				continue
			}
			var toAct []games.Seat
			h.Read(func(tb *table.Table) { toAct = tb.ToAct() })
			for _, s := range toAct {
				if s == 1 {
					guestTurn(t, h, g, rng)
				}
			}
		}
	}
	play(6)

	// The guest's connection drops: it knocks through the relay, the host
	// sends a fresh invitation, and it is back at the same position.
	g.mu.Lock()
	conn = g.conn
	g.mu.Unlock()
	conn.Close()
	waitFor(t, "the guest back through the relay", func() bool {
		g.mu.Lock()
		c := g.conn
		g.mu.Unlock()
		return c != conn && c.State() == p2p.StateOpen && seatStatus(h, 1) == Connected
	})
	waitFor(t, "the guest's view up to date", func() bool {
		st := g.State()
		return st.Snapshot != nil && st.Snapshot.Seq == tableSeq(h)
	})
	play(6)
	if seatName(1) != "Alice" {
		t.Fatalf("seat 1 is %q", seatName(1))
	}
	dropped, replayed, forged := tr.counts()
	t.Logf("the relay dropped %d events, replayed %d, forged %d; the host refused %d", dropped, replayed, forged, refused.Load())
	if dropped == 0 || replayed == 0 || forged == 0 {
		t.Errorf("the relay did not tamper enough: dropped %d, replayed %d, forged %d", dropped, replayed, forged)
	}
	if st := g.State(); st.Err != "" && st.Errs > 3 {
		t.Errorf("the guest was refused %d times: %s", st.Errs, st.Err)
	}
}
