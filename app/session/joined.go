package session

import (
	"encoding/json"
	"errors"
	"sync"
	"time"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/replay"
	"menagerie/app/table"
	"menagerie/games"
)

const (
	// JoinedKey keeps the JoinedRecord of the game this device joined.
	JoinedKey = "menagerie.joined"
	// NameKey keeps the name a guest chose.
	NameKey = "menagerie.name"
	// JoinedLogKey keeps a guest's log of the game (the host's updates
	// carry only the latest moves).
	JoinedLogKey = "menagerie.joined.log"
)

// JoinedRecord is what storage keeps of the game this device joined, so
// that a guest whose page reloaded or whose link dropped sees which game
// it was in and what to do, and keeps its record for the deal check.
type JoinedRecord struct {
	Record netplay.Record `json:"record"`
	// Over says the game ended (nothing left to resume).
	Over bool `json:"over,omitempty"`
	// At is when it was saved, Unix ms: of two copies, the later wins.
	At int64 `json:"at,omitempty"`
}

// LoadJoined reads the joined game kept in storage (nil if none).
func (s *Store) LoadJoined() *JoinedRecord {
	var j JoinedRecord
	if games.DecodeJSON([]byte(s.Get(JoinedKey)), &j) != nil || j.Record.Game == "" {
		return nil
	}
	return &j
}

// Errors of Joined.Send.
var (
	// ErrWaiting is a move sent before the host's first update.
	ErrWaiting = errors.New("no update from the host yet")
	// ErrLost is a move sent while the link to the host is down.
	ErrLost = errors.New("the link to the host is down")
)

// Joined is this device's seat in a game hosted on another device: its
// guest end (netplay.Guest, once the link is made), the record it keeps in
// storage, and the deal check at the end, which records the game in the
// statistics.
type Joined struct {
	store *Store
	stats *Recorder

	// code is the invitation answered; started, when joining began;
	// stop is closed when the seat is left (see joining.go).
	code    string
	started time.Time
	stop    chan struct{}
	left    sync.Once

	mu      sync.Mutex
	g       *netplay.Guest
	verdict *netplay.Verdict
	// checking is set while CheckDeal runs.
	checking bool
	reply    string // the reply code netplay.Join gave
	err      error  // why joining failed

	// askedAt is the move count a hint was asked at, plus one (0 for
	// none), on the page's goroutine.
	askedAt int
}

// NewJoined is a seat joined from this device, before its link is made
// (see Attach, or Device.Join which does it all).
func NewJoined(store *Store, stats *Recorder) *Joined {
	return &Joined{store: store, stats: stats, started: time.Now(), stop: make(chan struct{})}
}

// Attach gives j its guest end, once the link is made. The guest's record
// is then on disk before each of its moves goes (netplay.Guest.KeepWith):
// a device that dies right after a move comes back knowing it played it.
func (j *Joined) Attach(g *netplay.Guest) {
	g.KeepWith(func(rec netplay.Record) <-chan struct{} {
		// A refused write does not hold the move: it goes, and the next
		// change tries again.
		disk, _ := j.put(rec, false)
		if disk == nil {
			return nil
		}
		return settled(disk)
	})
	j.mu.Lock()
	defer j.mu.Unlock()
	j.g = g
}

// Guest is j's guest end, nil before Attach.
func (j *Joined) Guest() *netplay.Guest {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.g
}

// Mode is Guest.
func (j *Joined) Mode() Mode { return Guest }

// State is the link's state; ok is false before the link exists.
func (j *Joined) State() (netplay.GuestState, bool) {
	g := j.Guest()
	if g == nil {
		return netplay.GuestState{}, false
	}
	return g.State(), true
}

// Screen is the host's latest update for this seat; false before the
// first.
func (j *Joined) Screen() (table.Update, bool) {
	st, ok := j.State()
	if !ok || st.Snapshot == nil {
		return table.Update{}, false
	}
	return st.Snapshot.Update, true
}

// Send plays the seat's move: the host applies it. A move sent on a
// position whose move is still pending is not sent twice (it goes again by
// itself after a drop). The record is kept before anything else.
func (j *Joined) Send(move json.RawMessage) error {
	st, ok := j.State()
	if !ok || st.Snapshot == nil {
		return ErrWaiting
	}
	if st.Conn != p2p.StateOpen {
		return ErrLost
	}
	if st.Pending {
		return nil // sent on this position, and sent again after a drop: the host will answer
	}
	return j.g.Act(move) // which keeps the record first (see Attach)
}

// Hinted are the numbers of the moves played after a hint, as the host
// tells them.
func (j *Joined) Hinted() []int {
	if st, ok := j.State(); ok && st.Snapshot != nil {
		return st.Snapshot.Hinted
	}
	return nil
}

// Keep writes the guest's record to storage, on disk too.
func (j *Joined) Keep() error {
	g := j.Guest()
	if g == nil {
		return nil
	}
	st := g.State()
	_, err := j.put(g.Record(), st.Snapshot != nil && st.Snapshot.Over)
	return err
}

// put writes rec to storage, and to disk: the channel answers once it is
// there (or could not be).
func (j *Joined) put(rec netplay.Record, over bool) (disk <-chan error, err error) {
	b, err := json.Marshal(JoinedRecord{Record: rec, Over: over, At: time.Now().UnixMilli()})
	if err != nil {
		return nil, err
	}
	return j.store.Put(JoinedKey, string(b), true)
}

// CheckDeal runs the fair-deal check once the game is over and the host
// has revealed the deal (nil before), and then records the game in the
// statistics, once. pause, when not nil, is called every few milliseconds
// of the check (see netplay.Guest.VerifyPaced); a call made while another
// check is under way returns nil at once.
func (j *Joined) CheckDeal(pause func()) (*netplay.Verdict, error) {
	j.mu.Lock()
	if j.verdict != nil || j.g == nil || j.checking {
		v := j.verdict
		j.mu.Unlock()
		return v, nil
	}
	g := j.g
	j.checking = true
	j.mu.Unlock()
	defer func() {
		j.mu.Lock()
		j.checking = false
		j.mu.Unlock()
	}()
	v := g.VerifyPaced(pause)
	if errors.Is(v.Err, netplay.ErrNotOver) || errors.Is(v.Err, netplay.ErrNoReveal) {
		return nil, nil
	}
	if errors.Is(v.Err, netplay.ErrUnchecked) {
		return &v, nil // not kept: a reveal that comes after all is checked
	}
	j.mu.Lock()
	j.verdict = &v
	j.mu.Unlock()
	rp, ok := j.Replay()
	if !ok {
		return &v, nil
	}
	if pause != nil {
		// The replay's code, which replays the game too, paced as well:
		// Record then finds it made.
		_, _ = j.stats.encode(rp, pause)
	}
	_, err := j.stats.Record(rp, GuestSeats(rp.Setup.Seats, g.Seat()))
	return &v, err
}

// Verdict is the deal check's verdict, nil before CheckDeal gave one.
func (j *Joined) Verdict() *netplay.Verdict {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.verdict
}

// Replay is the game as its host revealed it, once the game is over, the
// reveal in and the deal checked out.
func (j *Joined) Replay() (replay.Replay, bool) {
	j.mu.Lock()
	g, v := j.g, j.verdict
	j.mu.Unlock()
	if g == nil || v == nil || v.Err != nil {
		return replay.Replay{}, false
	}
	setup, log, ok := g.Revealed()
	if !ok {
		return replay.Replay{}, false
	}
	return replay.Replay{Setup: setup, Log: log}, true
}

// Close leaves the seat: the link closes, and a join still under way is
// closed as soon as it is made.
func (j *Joined) Close() {
	j.left.Do(func() { close(j.stop) })
	if g := j.Guest(); g != nil {
		g.Close()
	}
}
