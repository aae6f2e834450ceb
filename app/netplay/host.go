package netplay

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"sync"
	"time"

	"menagerie/app/p2p"
	"menagerie/app/rendezvous"
	"menagerie/app/table"
	"menagerie/games"
)

// Options configures a Host.
type Options struct {
	// Config is the WebRTC configuration of every invitation (STUN and TURN
	// servers, timeouts).
	Config p2p.Config
	// OnChange is called after a guest's message or a connection event
	// changed something the host's screen shows, outside the Host's lock.
	OnChange func()
	// Persist is called, under the Host's lock, after every change of the
	// table (a move, a seat handed over, a guest's name, the start) and
	// before any guest hears of it, so that a host whose browser dies never
	// loses a move a guest has seen. It gets what the Host keeps of the
	// network; the table is the caller's. If the write finishes later, it
	// returns a channel closed once the game is on disk, and the guests'
	// updates wait for it (PersistTimeout at most); nil means done.
	Persist func(Saved) <-chan struct{}
	// Saved restores a game hosted before (after a reload): the seats'
	// tokens, the deal's secret and the guests' shares, and whether it had
	// started. Nil starts afresh.
	Saved *Saved
	// Logf logs what goes wrong with a guest (a failed send, a dropped
	// connection); nil uses the log package.
	Logf func(format string, args ...any)
	// RelayLogf logs what goes wrong with the relays (an event refused, a
	// relay unreachable); nil for silence, as relays are many and noisy.
	RelayLogf func(format string, args ...any)
	// Hint, when set, allows hints for everyone: it decides a guest's
	// hint (table.HintJob, run away from the table; it may take a while
	// and is called on a goroutine of its own). Nil: no hints over the
	// network.
	Hint func(job *table.BotJob) (Hint, error)
}

// Host runs a table whose remote seats are guests on other devices.
type Host struct {
	opts Options
	logf func(format string, args ...any)

	netMu  sync.Mutex
	net    *p2p.Host   // makes the new invitations
	old    []*p2p.Host // earlier ones, whose connections live on
	room   []byte      // the rendezvous secret, for good
	relays []string    // the relays rv listens on
	rv     *rendezvous.Endpoint

	mu      sync.Mutex
	t       *table.Table
	seats   map[games.Seat]*remote
	started bool
	secret  string
	salt    string
	commit  string
	shares  map[games.Seat]string
	rev     int // changes other than moves since the move count revSeq
	revSeq  int
	hinted  []int // moves played after a hint (see Snapshot.Hinted)
	lost    int   // moves a guest had seen that this game lost (see Lost)
	// alter, in tests, changes an update before it is sent (a cheating
	// host's altered snapshot).
	alter func(*table.Update)
	// mute, in tests, stops the pings (a host whose page froze or died);
	// deaf drops what the guests send (a cut on the way in); hide keeps
	// the reveal back (a host that leaves without revealing).
	mute, deaf, hide bool
	// writing counts the saves still on their way to disk: no state is
	// sent meanwhile; the last one to finish sends every guest its update.
	writing int
}

// remote is the host's record of one remote seat.
type remote struct {
	seat   games.Seat
	token  []byte
	status Status
	// invite is the invitation out for the seat, code its code.
	invite *p2p.Pending
	code   string
	// accepted are the connections of accepted replies that have not said
	// hello yet; conn is the connection that holds the seat.
	accepted []*p2p.Conn
	conn     *p2p.Conn
	// nonces are the guest's recent nonces, in order, to refuse a replay.
	nonces []uint64
	// seen maps a move count to the hash of the legal moves the seat was
	// shown then (see shownHash).
	seen map[int][32]byte
	// lobby is the last lobby sent on conn, to send only what changed.
	lobby []byte
	// sentAt is when the last state was sent on conn; sendErr the last
	// failed send, shown to the host until a send succeeds.
	sentAt  time.Time
	sendErr error
	// connErr is why the seat's last connection failed (no network path,
	// say), until a new one opens.
	connErr error
	// offered is when the seat's invitation last went through the relays,
	// invited when the last one was made, acceptedAt when a reply was
	// last accepted; inviting marks an invitation being made for a knock.
	offered    time.Time
	invited    time.Time
	acceptedAt time.Time
	inviting   bool
	// late are the accepted connections whose reply came LateReply or
	// more after its link.
	late []*p2p.Conn
	// hinting is the move count a hint is being decided at, hintAt the
	// one the last hint was sent for (-1: none).
	hinting, hintAt int
}

// NewHost makes a host for t: every seat of kind table.Remote, and every
// seat in opts.Saved's tokens, is a remote seat.
func NewHost(t *table.Table, opts Options) *Host {
	h := &Host{opts: opts, logf: opts.Logf, t: t,
		seats: make(map[games.Seat]*remote), shares: make(map[games.Seat]string)}
	if h.logf == nil {
		h.logf = log.Printf
	}
	saved := Saved{}
	if opts.Saved != nil {
		saved = *opts.Saved
	}
	if room, err := hex.DecodeString(saved.Room); err == nil && len(room) == p2p.RoomSize {
		h.room = room
	} else {
		h.room = p2p.NewRoom()
	}
	h.started = saved.Started
	h.hinted = slices.Clone(saved.Hinted)
	h.secret, h.salt = saved.Secret, saved.Salt
	if c, err := Commit(h.salt, h.secret); err == nil {
		h.commit = c
	} else {
		h.secret, h.salt = newShare(), newShare()
		h.commit, _ = Commit(h.salt, h.secret)
	}
	for s, v := range saved.Shares {
		if _, err := decodeShare(v); err == nil {
			h.shares[s] = v
		}
	}
	for i, s := range t.Setup().Seats {
		seat := games.Seat(i)
		tok, ok := saved.Tokens[seat]
		if !ok && s.Kind != table.Remote {
			continue
		}
		if len(tok) == 0 {
			tok = p2p.NewToken()
		}
		h.seats[seat] = &remote{seat: seat, token: slices.Clone(tok), status: Uninvited, seen: make(map[int][32]byte), hinting: -1, hintAt: -1}
	}
	h.net = p2p.NewHost(h.withRoom(opts.Config))
	h.listen(opts.Config.Relays)
	return h
}

func (h *Host) notify() {
	if h.opts.OnChange != nil {
		h.opts.OnChange()
	}
}

// Commitment returns the commitment to the host's share of the deal, fixed
// before anyone joins and kept for the whole game.
func (h *Host) Commitment() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.commit
}

// SeatState is a remote seat as the host's lobby shows it.
type SeatState struct {
	Seat   games.Seat
	Name   string
	Kind   table.Kind // table.Remote, or table.Bot while a bot stands in
	Status Status
	// Code is the invitation code while one is out and unanswered.
	Code string
	// Err is the last failed send to the seat's guest, until one succeeds.
	Err error
	// ConnErr is why the seat's last connection failed or ended (such as
	// p2p.ErrNoRoute), until a guest connects again.
	ConnErr error
}

// Seats lists the remote seats in seat order.
func (h *Host) Seats() []SeatState {
	h.mu.Lock()
	defer h.mu.Unlock()
	info := h.t.Setup().Seats
	var out []SeatState
	for i := range info {
		r, ok := h.seats[games.Seat(i)]
		if !ok {
			continue
		}
		out = append(out, SeatState{Seat: r.seat, Name: info[i].Name, Kind: info[i].Kind, Status: r.status, Code: r.code, Err: r.sendErr, ConnErr: r.connErr})
	}
	return out
}

// Started says whether Start was called.
func (h *Host) Started() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.started
}

// ShareWait bounds how long Start waits for the share of a guest that
// said hello and has not sent it yet.
var ShareWait = 2 * time.Second

// Start deals the game from the host's secret and the guests' shares and
// announces it: every connected guest gets its first snapshot. Guests who
// connect later get it on their hello.
//
// A guest connected at the start knows it was in the lobby, and requires
// its share in the seed: Start waits for the share of every guest that
// said hello (ShareWait at most) and drops the connection of one whose
// share does not come, so that its guest sees it joined after the deal.
// Every share received is in the deal, whoever holds the seat now. It
// may take ShareWait: a page calls it away from its event handlers, and
// shows Awaited meanwhile.
func (h *Host) Start() error {
	deadline := time.Now().Add(ShareWait)
	h.mu.Lock()
	defer h.mu.Unlock()
	for !h.started {
		missing := h.awaitedLocked()
		if len(missing) == 0 {
			break
		}
		if time.Now().After(deadline) {
			for _, r := range missing {
				h.logf("netplay: seat %d: no share within %v: its guest joins after the deal", r.seat, ShareWait)
				go r.conn.Close()
				r.conn, r.lobby, r.status = nil, nil, Gone
			}
			break
		}
		h.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
		h.mu.Lock()
	}
	if h.started {
		return nil
	}
	players := h.t.Setup().Config.Players
	shares := make(map[games.Seat]string)
	for s, v := range h.shares {
		if _, ok := h.seats[s]; ok && int(s) < players {
			shares[s] = v
		}
	}
	seed, err := DealSeed(h.secret, shares, players)
	if err != nil {
		return err
	}
	if err := h.t.Reseed(seed); err != nil {
		return err
	}
	h.shares = shares
	h.started = true
	h.persistLocked()
	h.broadcastLocked()
	return nil
}

// Awaited lists the seats whose guest said hello before the start and
// whose share of the deal has not come yet: Start waits for them.
func (h *Host) Awaited() []games.Seat {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []games.Seat
	for _, r := range h.awaitedLocked() {
		out = append(out, r.seat)
	}
	slices.Sort(out)
	return out
}

// awaitedLocked lists the seats whose guest said hello before the start
// and has not sent its share yet.
func (h *Host) awaitedLocked() []*remote {
	var out []*remote
	for _, r := range h.seats {
		if _, ok := h.shares[r.seat]; r.conn != nil && !ok {
			out = append(out, r)
		}
	}
	return out
}

// Lost is how many moves the game lost that a guest had been shown: the
// host's device came back with an older save. The game goes on from it;
// the host's screen says so, and the guests see it too.
func (h *Host) Lost() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lost
}

// Act applies a move of a seat played on the host's device (a local human
// or a bot), saves it, then sends every guest its update.
func (h *Host) Act(seat games.Seat, move json.RawMessage) error {
	return h.ActAt(seat, -1, move)
}

// ActAt is Act for a move decided on the position numbered seen (a bot's,
// which thinks away from the table): a move made on an older position is
// refused with table.ErrStale. seen < 0 means the current position.
func (h *Host) ActAt(seat games.Seat, seen int, move json.RawMessage) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	var err error
	if seen < 0 {
		err = h.t.Act(seat, move)
	} else {
		err = h.t.ActAt(seat, seen, move)
	}
	if err != nil {
		return err
	}
	h.persistLocked()
	h.broadcastLocked()
	return nil
}

// Apply runs f on the table under the Host's lock, for a change that is not
// a seat's move (the table's clock ending a game, say); if f reports a
// change, the game is saved and every guest gets its update.
func (h *Host) Apply(f func(t *table.Table) (bool, error)) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	changed, err := f(h.t)
	if changed {
		h.bumpLocked()
		h.persistLocked()
		h.broadcastLocked()
	}
	return err
}

// SetKind hands a remote seat to a bot (table.Bot) or gives it back to
// its guest (table.Remote).
func (h *Host) SetKind(seat games.Seat, kind table.Kind, level int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, ok := h.seats[seat]; !ok {
		return fmt.Errorf("seat %d is not a remote seat", seat)
	}
	info := h.t.Setup().Seats[seat]
	info.Kind, info.Level = kind, level
	if err := h.t.SetSeat(seat, info); err != nil {
		return err
	}
	h.bumpLocked()
	h.persistLocked()
	h.broadcastLocked()
	return nil
}

// Update returns seat's update (for the host's own screen and tests).
func (h *Host) Update(seat games.Seat) table.Update {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.t.Update(seat)
}

// Read calls f with the table under the Host's lock; f must not change it.
func (h *Host) Read(f func(t *table.Table)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f(h.t)
}

// Close ends every invitation and connection, and leaves the relays.
func (h *Host) Close() error {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	for _, o := range h.old {
		o.Close()
	}
	if h.rv != nil {
		h.rv.Close()
		h.rv = nil
	}
	return h.net.Close()
}
