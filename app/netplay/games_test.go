//go:build !js

package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// newTable makes a table of game with the host's human at seat 0, a guest
// at seat 1 and bots at the other seats.
func newTable(t *testing.T, game string, players int, seed uint64) *table.Table {
	t.Helper()
	seats := []table.SeatInfo{{Name: "Ana", Kind: table.Human}, {Name: "Bea", Kind: table.Remote}}
	for i := 2; i < players; i++ {
		seats = append(seats, table.SeatInfo{Name: fmt.Sprintf("Bot %d", i), Kind: table.Bot})
	}
	tb, err := table.New(gameOf(game), table.Setup{Game: game, Config: games.Config{Players: players, Seed: seed}, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// hostTurn plays every seat of the host's device that may act now: the
// human at random, the bots as the app does (a decision on a snapshot,
// offered back with ActAt). It reports whether it played.
func hostTurn(t *testing.T, h *Host, rng *rand.Rand) bool {
	t.Helper()
	played := false
	var jobs []*table.BotJob
	var humans []games.Seat
	h.Read(func(tb *table.Table) {
		seats := tb.Setup().Seats
		for _, s := range tb.ToAct() {
			switch seats[s].Kind {
			case table.Bot:
				if j, err := tb.BotJob(s); err == nil {
					jobs = append(jobs, j)
				}
			case table.Human:
				humans = append(humans, s)
			}
		}
	})
	for _, j := range jobs {
		move, err := j.Run(context.Background(), table.RandomBot, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := h.ActAt(j.Seat, j.Seq, move); err != nil && !errors.Is(err, table.ErrStale) {
			t.Fatalf("bot %d: %v", j.Seat, err)
		}
		played = true
	}
	for _, s := range humans {
		u := h.Update(s)
		if len(u.Legal) == 0 {
			continue
		}
		if err := h.Act(s, u.Legal[rng.IntN(len(u.Legal))]); err != nil && !errors.Is(err, table.ErrNotYourTurn) {
			t.Fatalf("human %d: %v", s, err)
		}
		played = true
	}
	return played
}

// TestEveryGameOverLoopback plays a whole game of each game of the catalog,
// at its usual table (gamestest.Usual), with the host's human, a guest
// over a real data channel and bots at the other seats:
// every move, the bots' included, reaches the guest, whatever the size of
// its update (Animalement's bids), and the guest's deal check passes.
func TestEveryGameOverLoopback(t *testing.T) {
	t.Parallel() // it waits on timeouts: the others run meanwhile
	for i, g := range catalog.All() {
		t.Run(g.ID(), func(t *testing.T) {
			players := gamestest.Usual(g).Players
			seed := uint64(1000 + i)
			t.Logf("seed %d", seed)
			h := NewHost(newTable(t, g.ID(), players, seed), Options{Config: loopback()})
			defer h.Close()
			rec := &received{snaps: make(map[games.Seat][]Snapshot)}
			guest := join(t, h, 1, rec)
			if err := h.Start(); err != nil {
				t.Fatal(err)
			}
			h.Read(func(tb *table.Table) { t.Logf("deal seed %d", tb.Setup().Config.Seed) })
			rng := rand.New(rand.NewPCG(seed, 1))
			largest := 0
			var mu sync.Mutex
			guest.mu.Lock()
			guest.trace = func(s Snapshot) {
				mu.Lock()
				largest = max(largest, len(mustJSON(s)))
				mu.Unlock()
			}
			guest.mu.Unlock()
			for step := 0; ; step++ {
				if step > 20000 {
					t.Fatal("the game does not end")
				}
				if tableOver(h) {
					break
				}
				if hostTurn(t, h, rng) {
					continue
				}
				// The guest's turn: it must have been told, bots' moves
				// included.
				st := current(t, h, guest)
				legal := st.Snapshot.Legal
				if len(legal) == 0 {
					t.Fatalf("nobody can move at %d", st.Seq)
				}
				seq := tableSeq(h)
				if err := guest.Act(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				waitFor(t, "the guest's move", func() bool { return tableSeq(h) > seq })
			}
			waitFor(t, "the end on the guest", func() bool { s := guest.State().Snapshot; return s != nil && s.Over })
			waitFor(t, "the reveal", func() bool { return !errors.Is(guest.Verify().Err, ErrNoReveal) })
			v := guest.Verify()
			if v.Err != nil || !v.Share {
				t.Fatalf("deal check: %+v", v)
			}
			t.Logf("%d moves; the guest checked %d positions and %d own moves; largest update %d bytes", tableSeq(h), v.Positions, v.Moves, largest)
		})
	}
}

// guestTurn plays a random legal move of the guest, once it is up to date,
// and waits for the host to apply it.
func guestTurn(t *testing.T, h *Host, guest *Guest, rng *rand.Rand) {
	t.Helper()
	st := current(t, h, guest)
	seq := tableSeq(h)
	if err := guest.Act(st.Snapshot.Legal[rng.IntN(len(st.Snapshot.Legal))]); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the guest's move", func() bool { return tableSeq(h) > seq })
}

// playGame starts h's game and plays it to its end: the host's seats as
// hostTurn plays them, the guest's at random, each once it is up to date.
func playGame(t *testing.T, h *Host, guest *Guest, rng *rand.Rand) {
	t.Helper()
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	for !tableOver(h) {
		if hostTurn(t, h, rng) {
			continue
		}
		guestTurn(t, h, guest, rng)
	}
}

func tableOver(h *Host) (over bool) {
	h.Read(func(t *table.Table) { over = t.Over() })
	return over
}

// TestSavedBeforeSent checks that every update a guest receives is of a
// game already saved: a host whose browser dies after any update loses no
// move a guest has seen.
func TestSavedBeforeSent(t *testing.T) {
	var mu sync.Mutex
	var saved []int // the move count at each save
	tb := newTable(t, "chevaux", 3, 5)
	// Every other save reaches the disk a little later.
	h := NewHost(tb, Options{Config: loopback(), Persist: func(Saved) <-chan struct{} {
		mu.Lock()
		defer mu.Unlock()
		n := tb.Seq()
		if len(saved)%2 == 0 {
			saved = append(saved, n)
			return nil
		}
		done := make(chan struct{})
		time.AfterFunc(20*time.Millisecond, func() {
			mu.Lock()
			saved = append(saved, n)
			mu.Unlock()
			close(done)
		})
		return done
	}})
	defer h.Close()
	rec := &received{snaps: make(map[games.Seat][]Snapshot)}
	guest := join(t, h, 1, rec)
	bad := 0
	guest.mu.Lock()
	guest.trace = func(s Snapshot) {
		mu.Lock()
		if len(saved) == 0 || slices.Max(saved) < s.Seq {
			bad++
		}
		mu.Unlock()
	}
	guest.mu.Unlock()
	playGame(t, h, guest, rand.New(rand.NewPCG(5, 5)))
	waitFor(t, "the end on the guest", func() bool { s := guest.State().Snapshot; return s != nil && s.Over })
	mu.Lock()
	if bad > 0 {
		t.Fatalf("%d updates reached the guest before their move was saved", bad)
	}
	mu.Unlock()
	waitFor(t, "the last save", func() bool {
		n := tableSeq(h) // before mu: Persist takes mu under the host's lock
		mu.Lock()
		defer mu.Unlock()
		return slices.Max(saved) == n
	})
}

// TestMoveSavedBeforeSent checks that a guest's move reaches the host only
// once the guest's record holding it is saved (Guest.KeepWith): a guest
// whose device dies right after a move finds it in its record, and its deal
// check knows the move as its own. Some saves take a while; one never
// answers, and its move goes after PersistTimeout.
func TestMoveSavedBeforeSent(t *testing.T) {
	t.Parallel() // one save never answers: the others run meanwhile
	const guestSeat = games.Seat(1)
	var mu sync.Mutex
	var kept Record // the guest's newest saved record
	saves, unsaved := 0, 0
	tb := newTable(t, "chevaux", 3, 8)
	// After every change, under the host's lock: each move of the guest's
	// seat must be in the record the guest had saved.
	h := NewHost(tb, Options{Config: loopback(), Persist: func(Saved) <-chan struct{} {
		mu.Lock()
		defer mu.Unlock()
		for i, st := range tb.Log() {
			if st.Seat == guestSeat && !slices.ContainsFunc(kept.Sent, func(s Sent) bool {
				return s.At == i && sameMove(gameOf("chevaux"), s.Move, st.Move)
			}) {
				unsaved++
				t.Errorf("move %d (%s) reached the host before the guest saved it", i+1, st.Move)
			}
		}
		return nil
	}})
	defer h.Close()
	rec := &received{snaps: make(map[games.Seat][]Snapshot)}
	guest := join(t, h, guestSeat, rec)
	guest.KeepWith(func(r Record) <-chan struct{} {
		mu.Lock()
		defer mu.Unlock()
		saves++
		if len(r.Sent) == 0 {
			t.Errorf("save %d holds no move", saves)
		}
		switch {
		case saves == 2:
			kept = r
			return make(chan struct{}) // the disk never answers
		case saves%2 == 0:
			kept = r
			return nil
		}
		done := make(chan struct{})
		time.AfterFunc(20*time.Millisecond, func() {
			mu.Lock()
			kept = r
			mu.Unlock()
			close(done)
		})
		return done
	})
	playGame(t, h, guest, rand.New(rand.NewPCG(8, 8)))
	mu.Lock()
	defer mu.Unlock()
	if saves < 3 || unsaved > 0 {
		t.Fatalf("%d saves, %d moves the host had before the guest saved them", saves, unsaved)
	}
	t.Logf("%d moves, %d of the guest's, each saved before it went", tableSeq(h), saves)
}

// TestGuestChoosesName checks a guest's chosen name reaches the table, and
// a bad one is refused.
func TestGuestChoosesName(t *testing.T) {
	h := NewHost(newTable(t, "zoo", 3, 1), Options{Config: loopback()})
	defer h.Close()
	for _, c := range []struct {
		in, want string
		err      error
	}{
		{"  Zoé   Martin ", "Zoé Martin", nil},
		{"", "", nil},
		{"<script>", "", ErrBadName},
		{"abcdefghijklmnopqrstuvwxyz", "", ErrBadName},
	} {
		got, err := cleanName(c.in)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("cleanName(%q) = %q, %v", c.in, got, err)
		}
	}
	code, err := h.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	g, reply, err := Join(loopback(), code, nil, "Zoé")
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if _, err := h.Accept(reply); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the name in the guest's lobby", func() bool {
		l := g.State().Lobby
		return l != nil && l.Seats[1].Name == "Zoé" && l.Seats[1].Status == Connected
	})
	var name string
	h.Read(func(t *table.Table) { name = t.Setup().Seats[1].Name })
	if name != "Zoé" {
		t.Fatalf("the table says %q", name)
	}
	if b, _ := json.Marshal(h.Saved()); len(b) == 0 {
		t.Fatal("nothing saved")
	}
}

// TestLargeUpdateInParts plays Animalement Vôtre, whose updates list every
// legal bid, until the guest's update is larger than one data-channel
// message, and checks that it arrives whole (in parts).
func TestLargeUpdateInParts(t *testing.T) {
	for game := 0; game < 10; game++ {
		h := NewHost(newTable(t, "animalement", 5, 0), Options{Config: loopback()})
		rec := &received{snaps: make(map[games.Seat][]Snapshot)}
		guest := join(t, h, 1, rec)
		if err := h.Start(); err != nil {
			t.Fatal(err)
		}
		var seed uint64
		h.Read(func(tb *table.Table) { seed = tb.Setup().Config.Seed })
		t.Logf("game %d: deal seed %d", game, seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		for !tableOver(h) {
			if b, _ := json.Marshal(Snapshot{Update: h.Update(1)}); len(b) > p2p.MaxWireMessage {
				st := current(t, h, guest)
				want := h.Update(1)
				if !sameJSON(mustJSON(st.Snapshot.Legal), mustJSON(want.Legal)) {
					t.Fatal("the large update arrived altered")
				}
				t.Logf("an update of %d bytes with %d legal moves arrived whole", len(b), len(want.Legal))
				h.Close()
				return
			}
			if hostTurn(t, h, rng) {
				continue
			}
			guestTurn(t, h, guest, rng)
		}
		h.Close()
	}
	t.Fatal("no update larger than one message in 10 games")
}

// gameOf is the catalog's game with ID id (nil if there is none).
func gameOf(id string) games.Game {
	g, _ := catalog.ByID(id)
	return g
}
