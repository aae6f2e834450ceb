package session

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/replay"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// setupOf is a game of g at its usual table with the given seat kinds
// (the rest bots).
func setupOf(g games.Game, seed uint64, kinds ...table.Kind) table.Setup {
	u := gamestest.Usual(g)
	s := table.Setup{Game: g.ID(), Config: u.Config(seed)}
	for i := range u.Players {
		k := table.Bot
		if i < len(kinds) {
			k = kinds[i]
		}
		s.Seats = append(s.Seats, table.SeatInfo{Name: string(rune('A' + i)), Kind: k})
	}
	return s
}

// randomChoice is a bot that plays at random.
func randomChoice(_ context.Context, s games.State, seat games.Seat, _ int, rng *rand.Rand) games.Move {
	legal := s.Legal(seat)
	return legal[rng.IntN(len(legal))]
}

// play makes n moves (fewer if the game ends) of whoever is to act, at
// random from rng, through h as the app does: the humans' by Act, the
// bots' decided on a snapshot and offered with ActAt.
func play(t *testing.T, h *Hosted, n int, rng *rand.Rand) {
	t.Helper()
	for range n {
		if h.Over() {
			return
		}
		if played, err := botTurn(t, h, rng); played {
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		seat, ok := h.HumanToAct()
		if !ok {
			t.Fatal("nobody to act")
		}
		var legal []json.RawMessage
		h.Read(func(tb *table.Table) { legal = tb.Legal(seat) })
		if err := h.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// botTurn plays the move of a bot to act, if one is, as the app does:
// decided on a snapshot at random from rng, then offered with ActAt, whose
// error it returns.
func botTurn(t *testing.T, h *Hosted, rng *rand.Rand) (played bool, err error) {
	t.Helper()
	seat, ok := h.BotToAct()
	if !ok {
		return false, nil
	}
	job, err := h.BotJob(seat)
	if err != nil {
		t.Fatal(err)
	}
	move, err := job.Run(context.Background(), randomChoice, rng)
	if err != nil {
		t.Fatal(err)
	}
	return true, h.ActAt(job.Seat, job.Seq, move)
}

// aWhile is how many moves TestResume plays before the reload: 30, or
// half the game of g dealt with seed for a shorter game, so that the game
// resumed is never over, whatever its length.
func aWhile(t *testing.T, g games.Game, seed uint64) int {
	t.Helper()
	store, _ := MemoryStore()
	h, err := NewDevice(store).Start(setupOf(g, seed, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	play(t, h, 100000, rand.New(rand.NewPCG(seed, 1)))
	return min(30, h.Seq()/2)
}

// TestResume: every game of the catalog, played a while on one device, is
// saved at every move; another device (a reload) with the same storage
// resumes it exactly, the learning included, and plays on; once over it
// counts in the statistics, once.
func TestResume(t *testing.T) {
	for i, g := range catalog.All() {
		t.Run(g.ID(), func(t *testing.T) {
			seed := uint64(40 + i)
			t.Logf("seed %d", seed)
			rng := rand.New(rand.NewPCG(seed, 1))
			store, _ := MemoryStore()
			d := NewDevice(store)
			h, err := d.Start(setupOf(g, seed, table.Human))
			if err != nil {
				t.Fatal(err)
			}
			if d.Game() != Session(h) || d.Hosted() != h || d.Joined() != nil || h.Mode() != Local {
				t.Fatalf("device holds %v, mode %v", d.Game(), h.Mode())
			}
			h.Learn.Undo = true
			h.NoteHint()
			play(t, h, aWhile(t, g, seed), rng)
			h.Settle()

			again := NewDevice(store)
			r, _, err := again.Resume(func(s Saved) bool { return !s.Over })
			if err != nil || r == nil {
				t.Fatalf("Resume: %v, %v", r, err)
			}
			r.Settle()
			if !reflect.DeepEqual(r.Update(), h.Update()) || r.Seq() != h.Seq() || !reflect.DeepEqual(r.Learn, h.Learn) {
				t.Fatalf("resumed at %d (%+v), played to %d (%+v)", r.Seq(), r.Learn, h.Seq(), h.Learn)
			}
			play(t, r, 100000, rng)
			if !r.Over() {
				t.Fatal("the game does not end")
			}
			saved, ok := store.LoadSaved(g.ID())
			if !ok || !saved.Over || len(saved.Log) != r.Seq() {
				t.Fatalf("saved %v: over %v, %d steps of %d", ok, saved.Over, len(saved.Log), r.Seq())
			}
			book, err := again.Stats.Load()
			if err != nil || len(book.Records()) != 1 {
				t.Fatalf("statistics: %d records, %v", len(book.Records()), err)
			}
			if _, err := r.Save(); err != nil {
				t.Fatal(err)
			}
			if added, err := again.Stats.RecordHosted(saved); added || err != nil {
				t.Errorf("recorded twice: %v, %v", added, err)
			}
			if none, _, err := NewDevice(store).Resume(func(s Saved) bool { return !s.Over }); none != nil || err != nil {
				t.Errorf("a finished game resumes: %v", err)
			}
		})
	}
}

// TestGuidedNotCounted: a guided game is saved as one, and its end is not
// recorded.
func TestGuidedNotCounted(t *testing.T) {
	g := catalog.All()[0]
	store, _ := MemoryStore()
	d := NewDevice(store)
	h, err := d.Start(setupOf(g, 3, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	h.Learn.Guided = true
	play(t, h, 100000, rand.New(rand.NewPCG(3, 3)))
	if saved, _ := store.LoadSaved(g.ID()); !saved.Over || saved.Learn == nil || !saved.Learn.Guided {
		t.Fatalf("saved %+v", saved.Learn)
	}
	if book, _ := d.Stats.Load(); len(book.Records()) != 0 {
		t.Errorf("a guided game counted: %d records", len(book.Records()))
	}
}

// TestUndo takes back the one person's move and the bots' replies: the
// table, the hints and the saved game come back as they were.
func TestUndo(t *testing.T) {
	g := catalog.All()[0]
	store, _ := MemoryStore()
	d := NewDevice(store)
	h, err := d.Start(setupOf(g, 5, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	if h.CanUndo() {
		t.Fatal("a move to take back before any")
	}
	for h.CanUndo() == false {
		play(t, h, 1, rng)
	}
	// Play until the person is to act again, then note a hint and move.
	for _, ok := h.HumanToAct(); !ok; _, ok = h.HumanToAct() {
		play(t, h, 1, rng)
	}
	h.Settle()
	before, seq := h.Update(), h.Seq()
	play(t, h, 1, rng)
	h.NoteHint()
	for _, ok := h.HumanToAct(); !ok && !h.Over(); _, ok = h.HumanToAct() {
		play(t, h, 1, rng)
	}
	if err := h.Undo(); err != nil {
		t.Fatal(err)
	}
	h.Settle()
	if !reflect.DeepEqual(h.Update(), before) || h.Seq() != seq || len(h.Learn.Hints) != 0 || h.Epoch != 1 {
		t.Fatalf("after the takeback: seq %d of %d, hints %v, epoch %d", h.Seq(), seq, h.Learn.Hints, h.Epoch)
	}
	if saved, _ := store.LoadSaved(g.ID()); len(saved.Log) != seq {
		t.Errorf("saved %d steps, want %d", len(saved.Log), seq)
	}
}

// TestHandoff: with two people at one device, each change of hands goes
// through the hand-off screen, and the screen shows the seat to act.
func TestHandoff(t *testing.T) {
	g := catalog.All()[0]
	store, _ := MemoryStore()
	h, err := NewDevice(store).Start(setupOf(g, 9, table.Human, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	changes := 0
	for range 60 {
		if h.Over() {
			break
		}
		before := h.Shown
		h.Settle()
		if h.Shown != before {
			changes++
			if !h.Handoff {
				t.Fatalf("seat %d → %d without a hand-off", before, h.Shown)
			}
		}
		h.Handoff = false
		if seat, ok := h.HumanToAct(); ok && seat != h.Shown {
			t.Fatalf("seat %d to act, %d on screen", seat, h.Shown)
		}
		play(t, h, 1, rng)
	}
	if changes < 2 {
		t.Errorf("%d changes of hands", changes)
	}
}

// TestModes: a game goes from Local to Hosting when it gets a network
// host, every read then takes the host's lock and every move goes through
// it (a guest hears of it), the hosted game is saved before its guest
// hears of a move, and resumes as a hosted game; a guest's seat is the
// device's game in Guest mode, and starting a game here closes it.
func TestModes(t *testing.T) {
	g, _ := catalog.ByID(catalog.All()[0].ID())
	store, _ := MemoryStore()
	d := NewDevice(store)
	setup := setupOf(g, 11, table.Human, table.Remote)
	h, err := d.Start(setup)
	if err != nil {
		t.Fatal(err)
	}
	if h.Mode() != Local {
		t.Fatalf("mode %v", h.Mode())
	}
	cfg := p2p.Config{Loopback: true, GatherTimeout: 5 * time.Second, ConnectTimeout: 10 * time.Second}
	n := h.Host(netplay.Options{Config: cfg}, nil)
	defer n.Close()
	if h.Mode() != Hosting || h.Net() != n {
		t.Fatalf("mode %v", h.Mode())
	}
	code, err := n.Invite(1)
	if err != nil {
		t.Fatal(err)
	}
	guestStore, _ := MemoryStore()
	guestDevice := NewDevice(guestStore)
	kept := make(chan error, 100)
	j := guestDevice.Join(cfg, code, "Bea", func(err error) {
		select {
		case kept <- err:
		default:
		}
	})
	if guestDevice.Joined() != j || j.Mode() != Guest || j.Code() != code {
		t.Fatal("the guest's device does not hold its seat")
	}
	if err := j.Send(json.RawMessage(`{}`)); !errors.Is(err, ErrWaiting) {
		t.Errorf("a move before the link: %v", err)
	}
	linked := time.Now().Add(30 * time.Second)
	for j.Guest() == nil && j.Err() == nil {
		if time.Now().After(linked) {
			t.Fatal("no reply code in 30 s")
		}
		time.Sleep(10 * time.Millisecond) // the join is under way: the loop checks again
	}
	reply := j.ReplyCode()
	if j.Err() != nil || reply == "" {
		t.Fatalf("joining: %v, reply %q", j.Err(), reply)
	}
	if _, err := n.Accept(reply); err != nil {
		t.Fatal(err)
	}
	if err := n.Start(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(11, 1))
	deadline := time.Now().Add(60 * time.Second)
	moves := 0
	for moves < 12 && !h.Over() {
		if time.Now().After(deadline) {
			t.Fatalf("%d moves in a minute", moves)
		}
		if played, err := botTurn(t, h, rng); played {
			if err != nil && !errors.Is(err, table.ErrStale) {
				t.Fatal(err)
			}
			moves++
			continue
		}
		if seat, ok := h.HumanToAct(); ok && seat == 0 {
			var legal []json.RawMessage
			h.Read(func(tb *table.Table) { legal = tb.Legal(0) })
			if err := h.Act(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			moves++
			continue
		}
		// The guest's turn, once its screen shows it.
		u, ok := j.Screen()
		if !ok || u.Seq != h.Seq() || len(u.Legal) == 0 {
			time.Sleep(10 * time.Millisecond) // waiting on the link, not in place of it: the loop checks again
			continue
		}
		st, _ := j.State()
		if st.Pending {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		if err := j.Send(u.Legal[rng.IntN(len(u.Legal))]); err != nil {
			t.Fatal(err)
		}
		moves++
	}
	// Saved before the guest heard: the saved game is at least as far as
	// the guest's screen, and holds the network part.
	saved, ok := store.LoadSaved(g.ID())
	if u, _ := j.Screen(); !ok || saved.Net == nil || len(saved.Log) < u.Seq {
		t.Fatalf("saved %v: %d steps, net %v; the guest saw %d", ok, len(saved.Log), saved.Net != nil, u.Seq)
	}
	if j.Keep() != nil || guestStore.LoadJoined() == nil {
		t.Error("the guest's record is not kept")
	}
	if err := <-kept; err != nil {
		t.Errorf("the link changed and its record was not kept: %v", err)
	}
	// A reload of the host: the game comes back, to be hosted again.
	r, net, err := NewDevice(store).Resume(func(s Saved) bool { return s.Setup.Game == g.ID() })
	if err != nil || r == nil || r.Mode() != Local || net == nil {
		t.Fatalf("resume: %v, network part %v", err, net)
	}
	again := r.Host(netplay.Options{Config: cfg}, net)
	defer again.Close()
	if r.Mode() != Hosting || !again.Started() || again.Commitment() != n.Commitment() {
		t.Fatalf("hosted again: mode %v, started %v", r.Mode(), again.Started())
	}
	// A game started on the guest's device replaces its seat, whose link
	// closes.
	if _, err := guestDevice.Start(setupOf(g, 12, table.Human)); err != nil {
		t.Fatal(err)
	}
	if guestDevice.Joined() != nil || guestDevice.Hosted() == nil || !j.Left() {
		t.Fatal("the guest's seat is still the device's game")
	}
	waitClosed := time.Now().Add(time.Minute)
	for st, _ := j.State(); st.Conn != p2p.StateClosed; st, _ = j.State() {
		if time.Now().After(waitClosed) {
			t.Fatalf("the guest's link is %v", st.Conn)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestJoinRefused: a damaged invitation leaves the seat on the device
// with the reason, for the page to show, until the player leaves it; and
// a device with no game kept that has relays has nothing to rejoin.
func TestJoinRefused(t *testing.T) {
	store, _ := MemoryStore()
	d := NewDevice(store)
	cfg := p2p.Config{Loopback: true, GatherTimeout: 5 * time.Second}
	if _, ok := d.Rejoin(cfg, "Bea", nil); ok || d.Game() != nil {
		t.Fatal("rejoined with no game kept")
	}
	j := d.Join(cfg, "not-a-link", "Bea", nil)
	deadline := time.Now().Add(30 * time.Second)
	for j.Err() == nil {
		if time.Now().After(deadline) {
			t.Fatal("a damaged link gave no error in 30 s")
		}
		time.Sleep(10 * time.Millisecond) // the join is under way: the loop checks again
	}
	if d.Joined() != j || j.Guest() != nil || j.ReplyCode() != "" || j.Left() {
		t.Fatalf("after a refused join: game %v, guest %v, reply %q", d.Game(), j.Guest(), j.ReplyCode())
	}
	if !j.Fallback(netplay.GuestState{}) {
		t.Error("a link without relays must show its reply code")
	}
	d.Leave()
	if d.Game() != nil || !j.Left() {
		t.Fatal("the refused seat was not left")
	}
	// A game kept as over has nothing to find again.
	rec := JoinedRecord{Record: netplay.Record{Game: "g", Room: "ab", Relays: []string{"wss://relay.invalid"}}, Over: true}
	b, _ := json.Marshal(rec)
	if _, err := store.Put(JoinedKey, string(b), false); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Rejoin(cfg, "Bea", nil); ok {
		t.Fatal("rejoined a game that is over")
	}
}

// TestStoreRefusals: a storage that refuses every write (full, blocked)
// loses nothing already kept, and every write says why, never panics.
func TestStoreRefusals(t *testing.T) {
	local, disk := NewMemory(), NewMemory()
	store := NewStore(local, disk)
	if _, err := store.Put("k", "kept", true); err != nil {
		t.Fatal(err)
	}
	for _, fail := range []error{ErrFull, ErrBlocked} {
		local.Fail, disk.Fail = fail, fail
		d, err := store.Put("k", "lost", true)
		if !errors.Is(err, fail) {
			t.Errorf("Put on a storage %v: %v", fail, err)
		}
		if derr := <-d; !errors.Is(derr, fail) {
			t.Errorf("disk write on a storage %v: %v", fail, derr)
		}
		if err := store.PutJSON("j", 1); !errors.Is(err, fail) {
			t.Errorf("PutJSON: %v", err)
		}
		if store.Get("k") != "kept" {
			t.Errorf("the kept value is %q", store.Get("k"))
		}
		h, err := NewDevice(store).Start(setupOf(catalog.All()[0], 1, table.Human))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.Save(); !errors.Is(err, fail) {
			t.Errorf("Save: %v", err)
		}
	}
	// A storage that panics (a browser's exception) gives an error.
	store = NewStore(panicky{}, nil)
	if _, err := store.Put("k", "v", true); err == nil {
		t.Error("a panicking storage took a write")
	}
	if store.Get("k") != "" || store.Delete("k") == nil {
		t.Error("a panicking storage answered")
	}
}

// panicky is a storage that panics at every call.
type panicky struct{}

func (panicky) Get(string) (string, error) { panic(errors.New("SecurityError")) }
func (panicky) Set(string, string) error   { panic(errors.New("QuotaExceededError")) }
func (panicky) Remove(string) error        { panic("no") }

// TestRecover: at start, what the disk holds newer than the local storage
// (a browser that died before writing it) is copied back, and an old
// saved game is moved to its title.
func TestRecover(t *testing.T) {
	local, disk := NewMemory(), NewMemory()
	store := NewStore(local, disk)
	g := catalog.All()[0]
	h, err := NewDevice(store).Start(setupOf(g, 2, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	play(t, h, 5, rand.New(rand.NewPCG(2, 2)))
	newer := disk.Keys()[GameKey(g.ID())]
	// The local storage lost the last writes; the disk kept them.
	older, _ := json.Marshal(Saved{Setup: h.Setup(), At: 1})
	local.Set(GameKey(g.ID()), string(older))
	local.Set(JoinedKey, "")
	disk.Set(StatsKey, "not statistics")
	// An old version's one saved game, for a title with none.
	other := catalog.All()[1]
	old, _ := json.Marshal(Saved{Setup: setupOf(other, 1, table.Human), At: 5})
	local.Set(oldGameKey, string(old))
	done := make(chan struct{})
	store.RecoverAll(func() { close(done) })
	<-done
	if store.Get(GameKey(g.ID())) != newer {
		t.Error("the newer copy on disk was not recovered")
	}
	if store.Get(StatsKey) != "" {
		t.Error("a copy that does not read was recovered")
	}
	if s, ok := store.LoadSaved(other.ID()); !ok || s.At != 5 || store.Get(oldGameKey) != "" {
		t.Errorf("the old saved game was not moved: %v", ok)
	}
	if got := store.Unfinished(); len(got) != 2 || !slices.IsSortedFunc(got, func(a, b Saved) int { return int(b.At - a.At) }) {
		t.Errorf("unfinished: %d", len(got))
	}
}

// TestGuestSeats: a guest's record of a game makes its own seat the
// device's person and every other person someone on another device.
func TestGuestSeats(t *testing.T) {
	seats := []table.SeatInfo{
		{Name: "Host", Kind: table.Human},
		{Name: "Me", Kind: table.Remote},
		{Name: "Bot", Kind: table.Bot, Level: 2},
		{Name: "Other", Kind: table.Remote},
	}
	got := GuestSeats(seats, 1)
	want := []table.Kind{table.Remote, table.Human, table.Bot, table.Remote}
	for i := range want {
		if got[i].Kind != want[i] || got[i].Name != seats[i].Name || got[i].Level != seats[i].Level {
			t.Errorf("seat %d: %+v, want kind %s", i, got[i], want[i])
		}
	}
	if seats[0].Kind != table.Human || seats[1].Kind != table.Remote {
		t.Errorf("GuestSeats changed its argument: %+v", seats)
	}
}

// TestRecordInTheBackground: in a page (Recorder.Yield set), a game's end
// is recorded once its replay is encoded on a goroutine of its own, which
// yields as it goes; the page goroutine (Later) then only adds the record.
// Soon asked meanwhile, however often, answers with the code once it is in.
func TestRecordInTheBackground(t *testing.T) {
	g, _ := catalog.ByID("lifeislife")
	const seed = 9
	t.Logf("seed %d", seed)
	store, _ := MemoryStore()
	d := NewDevice(store)
	yields := 0
	d.Stats.Yield = func() { yields++ }
	page := make(chan func(), 64)
	d.Later = func(f func()) { page <- f }
	h, err := d.Start(setupOf(g, seed, table.Human))
	if err != nil {
		t.Fatal(err)
	}
	play(t, h, 100000, rand.New(rand.NewPCG(seed, 1)))
	h.Settle()
	if !h.Over() {
		t.Fatal("the game does not end")
	}
	rp := h.Replay()
	// The calls' done come back on the page's goroutine, as the app's do.
	asked, calls := 0, 0
	for range 3 {
		if _, ready, _ := d.Stats.Soon(rp, func() { d.Later(func() { asked++ }) }); ready {
			break
		}
		calls++
	}
	book, _ := d.Stats.Load()
	for deadline := time.After(time.Minute); book.Len() == 0 || asked < calls; book, _ = d.Stats.Load() {
		select {
		case f := <-page:
			f()
		case <-deadline:
			t.Fatalf("the finished game is not recorded (%d records), %d of %d calls answered", book.Len(), asked, calls)
		}
	}
	want, err := replay.Encode(rp)
	if err != nil {
		t.Fatal(err)
	}
	code, ready, err := d.Stats.Soon(rp, nil)
	if !ready || err != nil || code != want || book.Records()[0].Replay != want {
		t.Fatalf("Soon gives %q (%v, %v), the book %q; the code is %q", code, ready, err, book.Records()[0].Replay, want)
	}
	t.Logf("%d steps encoded with %d yields; %d calls made before it was in", len(rp.Log), yields, calls)
	if added, err := d.Stats.RecordHosted(h.Saved()); added || err != nil {
		t.Errorf("recorded twice: %v, %v", added, err)
	}
	// A replay that does not encode says so once encoded, and is not
	// encoded again at each call.
	bad := replay.Replay{Setup: table.Setup{Game: "nope"}}
	encoded := make(chan struct{})
	if _, ready, err := d.Stats.Soon(bad, func() { close(encoded) }); ready || err != nil {
		t.Fatalf("a replay of no game: ready %v, %v before it is encoded", ready, err)
	}
	select {
	case <-encoded:
	case <-time.After(time.Minute):
		t.Fatal("the call's done never ran for a replay that does not encode")
	}
	if _, ready, err := d.Stats.Soon(bad, func() { t.Error("encoded again") }); ready || !errors.Is(err, replay.ErrGame) {
		t.Errorf("a replay of no game: ready %v, %v", ready, err)
	}
}
