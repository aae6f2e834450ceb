package netplay

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

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

// Saved is what the Host keeps across a reload of the host's page.
type Saved struct {
	// Tokens are the remote seats' secret tokens (seats since handed to a
	// bot included).
	Tokens map[games.Seat][]byte `json:"tokens"`
	// Started says the game was started.
	Started bool `json:"started"`
	// Secret and Salt are the host's share of the deal and its salt, in hex;
	// the commitment made from them stays the same for the whole game.
	Secret string `json:"secret,omitempty"`
	Salt   string `json:"salt,omitempty"`
	// Shares are the guests' shares of the deal, by seat.
	Shares map[games.Seat]string `json:"shares,omitempty"`
	// Room is the secret of the host's rendezvous, in hex: a host that
	// reloads keeps it, so that its guests' apps find it again.
	Room string `json:"room,omitempty"`
	// Hinted are the moves played after a hint (see Snapshot.Hinted).
	Hinted []int `json:"hinted,omitempty"`
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
	// alter, in tests, changes an update before it is sent (a cheating
	// host's altered snapshot).
	alter func(*table.Update)
	// mute, in tests, stops the pings (a host whose page froze or died).
	mute bool
	// writing counts the saves still on their way to disk: no state is
	// sent meanwhile; the last one to finish sends every guest its update.
	writing int
}

// PersistTimeout bounds the wait for a save to reach the disk before the
// guests get their updates anyway.
var PersistTimeout = 3 * time.Second

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
	// hinting is the move count a hint is being decided at, hintAt the
	// one the last hint was sent for (-1: none).
	hinting, hintAt int
}

// link is what the Host tracks of one connection: its guard counters and
// when it was last heard.
type link struct {
	conn    *p2p.Conn
	asm     p2p.Assembler
	heard   time.Time
	hellos  int
	refused []time.Time
}

// Guards against a guest that floods the host.
const (
	// maxHellos is how many hellos one connection may send; more are
	// refused (a real guest says hello once per connection).
	maxHellos = 4
	// maxRefused refused messages within refusedWindow drop the
	// connection: an honest app is refused now and then, never in bursts.
	maxRefused    = 20
	refusedWindow = 10 * time.Second
	// maxNonces bounds the remembered nonces per seat; older replays are
	// stale anyway, because every applied move bumps the move count.
	maxNonces = 1024
	// maxSeen bounds how many past positions per seat the host remembers.
	maxSeen = 64
	// maxName is the longest name a guest may choose, in characters.
	maxName = 24
)

// Errors that the host sends to a guest (their texts travel in "e"; the app
// translates the ones it knows).
var (
	ErrHelloFirst = errors.New("say hello first")
	ErrBadToken   = errors.New("this link does not hold this seat")
	ErrDuplicate  = errors.New("this move was already received")
	ErrStale      = errors.New("the game moved on: choose again")
	ErrNotYours   = errors.New("this seat is not yours now")
	ErrNotStarted = errors.New("the game has not started")
	ErrHostOnly   = errors.New("only the host sends this")
	ErrTooMany    = errors.New("too many hellos on this connection")
	ErrBadName    = errors.New("a name has 1 to 24 letters, digits or spaces")
	ErrSendFailed = errors.New("an update could not be sent: it will be sent again")
	ErrTooManyBad = errors.New("too many refused messages: connection closed")
)

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

// withRoom is cfg with the host's room secret.
func (h *Host) withRoom(cfg p2p.Config) p2p.Config {
	cfg.Room = slices.Clone(h.room)
	return cfg
}

// listen opens the rendezvous on relays (none: codes only), closing the
// one on other relays; h.netMu is held or h is new.
func (h *Host) listen(relays []string) {
	if slices.Equal(relays, h.relays) && (h.rv != nil) == (len(relays) > 0) {
		return
	}
	if h.rv != nil {
		h.rv.Close()
		h.rv = nil
	}
	h.relays = slices.Clone(relays)
	if len(relays) == 0 {
		return
	}
	rv, err := rendezvous.OpenHost(relays, h.room, h.tokenOf, rendezvous.Options{Logf: h.opts.RelayLogf})
	if err != nil {
		h.logf("netplay: the relays: %v", err)
		return
	}
	h.rv = rv
	go h.serveRelays(rv)
}

// tokenOf is the token of a remote seat, nil for another seat.
func (h *Host) tokenOf(seat int) []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	if r, ok := h.seats[games.Seat(seat)]; ok {
		return slices.Clone(r.token)
	}
	return nil
}

// serveRelays takes the guests' messages from the relays: a reply is
// accepted as if pasted, and a knock gets the seat's invitation.
func (h *Host) serveRelays(rv *rendezvous.Endpoint) {
	for m := range rv.Messages() {
		switch m.Type {
		case rendezvous.TypeAnswer:
			go h.relayAnswer(m)
		case rendezvous.TypeKnock:
			h.knock(games.Seat(m.Seat))
		}
	}
}

// relayAnswer accepts a reply that came through the relays. A reply to an
// older link gets the newest one back; a reply already accepted (sent
// again while the connection opened) is nothing.
func (h *Host) relayAnswer(m rendezvous.Message) {
	a, err := p2p.DecodeAnswer(m.Code)
	if err != nil || a.Seat != m.Seat {
		return // sealed with the seat's key, so the guest's app is broken
	}
	seat, err := h.Accept(m.Code)
	switch {
	case err == nil:
		h.notify()
	case errors.Is(err, p2p.ErrOldInvite):
		h.knock(seat)
	}
}

// Pace of the host's answers to knocks.
const (
	// offerEvery bounds how often a seat's invitation is resent.
	offerEvery = time.Second
	// reinviteAfter is how long a knock is ignored after a reply was
	// accepted (the connection is opening) or an invitation made.
	reinviteAfter = 5 * time.Second
)

// knock answers a guest that asks for an invitation: the one waiting, or
// a new one.
func (h *Host) knock(seat games.Seat) {
	h.mu.Lock()
	r, ok := h.seats[seat]
	if !ok || time.Since(r.offered) < offerEvery {
		h.mu.Unlock()
		return
	}
	if r.invite != nil {
		code := r.code
		r.offered = time.Now()
		h.mu.Unlock()
		h.sendOffer(seat, code)
		return
	}
	if r.inviting || time.Since(r.acceptedAt) < reinviteAfter || time.Since(r.invited) < reinviteAfter {
		h.mu.Unlock()
		return
	}
	r.inviting = true
	h.mu.Unlock()
	go func() {
		if _, err := h.Invite(seat); err != nil {
			h.logf("netplay: seat %d knocked: %v", seat, err)
		}
		h.mu.Lock()
		r.inviting = false
		h.mu.Unlock()
	}()
}

// sendOffer sends a seat's invitation code through the relays, if any.
func (h *Host) sendOffer(seat games.Seat, code string) {
	h.netMu.Lock()
	rv := h.rv
	h.netMu.Unlock()
	if rv == nil {
		return
	}
	_ = rv.Send(rendezvous.Message{Type: rendezvous.TypeOffer, Seat: int(seat), Code: code}) // a knock asks again
}

// Relays says how many of the host's relays are connected, and whether it
// uses relays at all.
func (h *Host) Relays() (connected int, on bool) {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	if h.rv == nil {
		return 0, len(h.relays) > 0
	}
	return h.rv.Connected(), true
}

func (h *Host) notify() {
	if h.opts.OnChange != nil {
		h.opts.OnChange()
	}
}

// persistLocked saves the game before anyone hears of a change; a save
// that finishes later holds the states back until it is on disk.
func (h *Host) persistLocked() {
	if h.opts.Persist == nil {
		return
	}
	done := h.opts.Persist(h.savedLocked())
	if done == nil {
		return
	}
	h.writing++
	go func() {
		select {
		case <-done:
		case <-time.After(PersistTimeout):
			h.logf("netplay: the game took over %v to save: the guests get their updates anyway", PersistTimeout)
		}
		h.mu.Lock()
		h.writing--
		if h.writing == 0 {
			h.broadcastLocked()
		}
		h.mu.Unlock()
	}()
}

// Saved returns what to keep of the network game across a reload.
func (h *Host) Saved() Saved {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.savedLocked()
}

func (h *Host) savedLocked() Saved {
	s := Saved{Tokens: make(map[games.Seat][]byte, len(h.seats)), Started: h.started, Secret: h.secret, Salt: h.salt, Room: hex.EncodeToString(h.room)}
	for seat, r := range h.seats {
		s.Tokens[seat] = slices.Clone(r.token)
	}
	if len(h.shares) > 0 {
		s.Shares = maps.Clone(h.shares)
	}
	s.Hinted = slices.Clone(h.hinted)
	return s
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

// Invite makes a new invitation for a remote seat and returns its code;
// an earlier unanswered invitation for the seat is withdrawn, and a reply
// to it is refused. A guest who is still connected keeps the seat until the
// new one says hello. It waits for candidate gathering: in the browser,
// call it from a goroutine.
func (h *Host) Invite(seat games.Seat) (string, error) {
	h.mu.Lock()
	r, ok := h.seats[seat]
	game := h.t.Setup().Game
	var token []byte
	if ok {
		token = r.token
	}
	h.mu.Unlock()
	if !ok {
		return "", fmt.Errorf("seat %d is not a remote seat", seat)
	}
	h.netMu.Lock()
	net := h.net
	h.netMu.Unlock()
	p, code, err := net.Invite(game, int(seat), token)
	if err != nil {
		return "", err
	}
	h.mu.Lock()
	old := r.invite
	r.invite, r.code = p, code
	r.invited, r.offered = time.Now(), time.Now()
	if r.conn == nil {
		r.status = Waiting
	}
	h.mu.Unlock()
	if old != nil {
		old.Cancel()
	}
	// A guest that lost the game listens on the relays: the new link
	// reaches it at once.
	h.sendOffer(seat, code)
	h.notify()
	return code, nil
}

// Accept applies a guest's reply code to the invitation it answers and
// returns that seat; the seat shows as connected once the guest's hello
// arrives. A reply that does not fit, or that answers an older invitation,
// leaves the invitation waiting. It waits for the browser: in the browser,
// call it from a goroutine.
func (h *Host) Accept(reply string) (games.Seat, error) {
	a, err := p2p.DecodeAnswer(reply)
	if err != nil {
		return -1, err
	}
	seat := games.Seat(a.Seat)
	h.mu.Lock()
	r, ok := h.seats[seat]
	var p *p2p.Pending
	if ok {
		p = r.invite
	}
	h.mu.Unlock()
	if p == nil {
		return seat, p2p.ErrWrongReply
	}
	conn, err := p.Accept(reply)
	if err != nil {
		return seat, err
	}
	h.mu.Lock()
	if r.invite == p {
		r.invite, r.code = nil, ""
	}
	r.acceptedAt = time.Now()
	r.accepted = append(r.accepted, conn)
	h.mu.Unlock()
	go h.serve(r, conn)
	return seat, nil
}

// serve reads conn until it ends, and pings it; a connection not heard
// from for DeadAfter is closed.
func (h *Host) serve(r *remote, conn *p2p.Conn) {
	l := &link{conn: conn, heard: time.Now()}
	select {
	case <-conn.Opened():
	case <-conn.Done():
		h.dropped(r, conn)
		return
	}
	stop := make(chan struct{})
	defer close(stop)
	go h.keepAlive(l, stop)
	for data := range conn.Recv() {
		h.mu.Lock()
		l.heard = time.Now()
		changed, err := h.receiveLocked(r, l, data)
		if err != nil {
			h.refuseLocked(r, l, err)
		}
		h.mu.Unlock()
		if changed {
			h.notify()
		}
	}
	h.dropped(r, conn)
}

// keepAlive pings l every HeartbeatEvery and closes it once it has been
// silent for DeadAfter.
func (h *Host) keepAlive(l *link, stop <-chan struct{}) {
	keepAlive(l.conn, stop, func() (time.Duration, uint64, bool) {
		h.mu.Lock()
		defer h.mu.Unlock()
		return time.Since(l.heard), h.seqLocked(), h.mute
	}, func(silent time.Duration) {
		h.logf("netplay: no word from a guest for %v: connection closed", silent.Round(time.Second))
	})
}

// refuseLocked answers a refused message, and drops a connection that
// keeps sending them.
func (h *Host) refuseLocked(r *remote, l *link, err error) {
	now := time.Now()
	l.refused = append(l.refused, now)
	for len(l.refused) > 0 && now.Sub(l.refused[0]) > refusedWindow {
		l.refused = l.refused[1:]
	}
	if len(l.refused) > maxRefused {
		if len(l.refused) == maxRefused+1 {
			h.logf("netplay: seat %d: %v", r.seat, ErrTooManyBad)
		}
		h.sendError(l.conn, ErrTooManyBad)
		go l.conn.Close()
		return
	}
	h.sendError(l.conn, err)
}

// dropped marks the seat gone if conn was the one holding or joining it.
func (h *Host) dropped(r *remote, conn *p2p.Conn) {
	h.mu.Lock()
	changed := false
	err := conn.Err()
	if r.conn == conn || (r.conn == nil && err != nil) {
		r.connErr = err // why the seat's guest is gone, or why joining failed
	}
	switch {
	case r.conn == conn:
		r.conn, r.lobby = nil, nil
		changed = true
		if err != nil {
			h.logf("netplay: seat %d: %v", r.seat, err)
		}
	default:
		if i := slices.Index(r.accepted, conn); i >= 0 {
			r.accepted = slices.Delete(r.accepted, i, i+1)
			changed = r.conn == nil && len(r.accepted) == 0
		}
	}
	if changed {
		r.status = Gone
		if r.invite != nil {
			r.status = Waiting
		}
		if !h.started {
			h.broadcastLocked() // the other guests' lobbies show the seat gone
		}
	}
	h.mu.Unlock()
	if changed {
		h.notify()
	}
}

// receiveLocked takes one data-channel message of l, a connection of seat r.
func (h *Host) receiveLocked(r *remote, l *link, data []byte) (changed bool, err error) {
	m, ok, err := l.asm.Add(data)
	if err != nil || !ok {
		return false, err
	}
	switch m.Type {
	case p2p.TypePing:
		// A guest behind the current position missed an update (a send
		// failed, or it rejoined): send it again, at most once a second.
		if r.conn == l.conn && h.started && m.Seq < h.seqLocked() && time.Since(r.sentAt) > HeartbeatEvery {
			h.sendState(r)
		}
		return false, nil
	case p2p.TypeHello:
		return h.helloLocked(r, l, m)
	case p2p.TypeContrib:
		if r.conn != l.conn {
			return false, ErrHelloFirst
		}
		if h.started {
			return false, nil // the deal is made: a share now changes nothing
		}
		if h.shares[r.seat] == m.Hash && r.status == Connected {
			return false, nil
		}
		h.shares[r.seat] = m.Hash
		r.status = Connected
		h.persistLocked()
		h.broadcastLocked()
		return true, nil
	case p2p.TypeAct:
		return h.actLocked(r, l, m)
	case p2p.TypeAskHint:
		return false, h.askHintLocked(r, l, m)
	}
	return false, fmt.Errorf("%w: %q", ErrHostOnly, m.Type)
}

// helloLocked opens or resumes the seat on l's connection.
func (h *Host) helloLocked(r *remote, l *link, m p2p.Msg) (bool, error) {
	l.hellos++
	if l.hellos > maxHellos {
		return false, ErrTooMany
	}
	if subtle.ConstantTimeCompare([]byte(m.Token), []byte(p2p.TokenText(r.token))) != 1 {
		return false, ErrBadToken
	}
	var d struct {
		Name string `json:"name"`
	}
	if err := games.DecodeJSON(m.Data, &d); err != nil {
		return false, fmt.Errorf("hello: %w", err)
	}
	name, err := cleanName(d.Name)
	if err != nil {
		return false, err
	}
	changed := false
	if r.conn != l.conn {
		if r.conn != nil {
			go r.conn.Close() // the seat's new connection replaces the old one
		}
		if i := slices.Index(r.accepted, l.conn); i >= 0 {
			r.accepted = slices.Delete(r.accepted, i, i+1)
		}
		r.conn, r.lobby, r.sendErr, r.connErr = l.conn, nil, nil, nil
		changed = true
	}
	info := h.t.Setup().Seats[r.seat]
	if name != "" && name != info.Name {
		info.Name = name
		_ = h.t.SetSeat(r.seat, info)
		h.bumpLocked()
		changed = true
	}
	if h.started {
		r.status = Connected
	} else if _, ok := h.shares[r.seat]; ok && r.status != Connected {
		r.status = Connected // the share is in already: the guest rejoined
	}
	if changed {
		h.persistLocked()
	}
	h.sendCommit(r)
	if h.started {
		h.sendState(r) // the full current state: a rejoining guest resumes here
	} else {
		h.broadcastLocked()
	}
	return changed, nil
}

// cleanName checks a guest's chosen name; "" keeps the host's.
func cleanName(s string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", nil
	}
	if utf8.RuneCountInString(s) > maxName {
		return "", ErrBadName
	}
	for _, c := range s {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) && !unicode.IsMark(c) && !strings.ContainsRune(" -'’._", c) {
			return "", ErrBadName
		}
	}
	return s, nil
}

// actLocked applies a guest's move.
func (h *Host) actLocked(r *remote, l *link, m p2p.Msg) (bool, error) {
	if r.conn != l.conn {
		return false, ErrHelloFirst
	}
	if slices.Contains(r.nonces, m.Nonce) {
		return false, ErrDuplicate
	}
	r.nonces = append(r.nonces, m.Nonce)
	if len(r.nonces) > maxNonces {
		r.nonces = slices.Delete(r.nonces, 0, len(r.nonces)-maxNonces)
	}
	if !h.started {
		return false, ErrNotStarted
	}
	if h.t.Setup().Seats[r.seat].Kind != table.Remote {
		return false, ErrNotYours
	}
	if moves := Moves(m.Base); moves != h.t.Seq() {
		if hash, ok := r.seen[moves]; !ok || hash != shownHash(h.t.Update(r.seat).Legal) {
			h.sendState(r)
			return false, ErrStale
		}
	}
	at := h.t.Seq()
	if err := h.t.Act(r.seat, m.Data); err != nil {
		if errors.Is(err, table.ErrNotYourTurn) || errors.Is(err, table.ErrGameOver) {
			return false, err
		}
		return false, fmt.Errorf("illegal move: %w", err)
	}
	if r.hintAt == at {
		h.hinted = append(h.hinted, h.t.Seq())
	}
	h.persistLocked()
	h.broadcastLocked()
	return true, nil
}

// shownHash hashes the legal moves a seat is shown. A move chosen on an
// older position is still accepted when the seat's legal moves then were
// exactly these: several seats choose at once in some games (the opening
// peek, card exchanges), and one's choice must not void the others'. A
// guest could always claim the current position anyway; this rule only
// spares honest players a pointless "choose again".
func shownHash(legal []json.RawMessage) [32]byte {
	b, _ := json.Marshal(legal)
	return sha256.Sum256(b)
}

// send sends one message, in parts if it is large.
func send(conn *p2p.Conn, b []byte) error {
	frames, err := p2p.Frames(b)
	if err != nil {
		return err
	}
	for _, f := range frames {
		if err := conn.Send(f); err != nil {
			return err
		}
	}
	return nil
}

// sendError refuses a message: the error and the current sequence number.
func (h *Host) sendError(conn *p2p.Conn, err error) {
	text := err.Error()
	if len(text) > 500 {
		text = text[:500]
	}
	b, e := p2p.Encode(p2p.Msg{Type: p2p.TypeError, Seq: h.seqLocked(), Err: text})
	if e == nil {
		_ = conn.Send(b)
	}
}

// seqLocked is the sequence number of the current snapshot.
func (h *Host) seqLocked() uint64 {
	if h.revSeq != h.t.Seq() {
		h.rev, h.revSeq = 0, h.t.Seq()
	}
	return wireSeq(h.t.Seq(), h.rev)
}

// bumpLocked counts a change that is not a move.
func (h *Host) bumpLocked() {
	h.seqLocked()
	h.rev++
}

func (h *Host) sendCommit(r *remote) {
	if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeCommit, Hash: h.commit}); err == nil {
		h.sendTo(r, b, "the commitment")
	}
}

// sendTo sends b to r's guest, logging and keeping a failure (the next
// ping from the guest retries a state).
func (h *Host) sendTo(r *remote, b []byte, what string) bool {
	if err := send(r.conn, b); err != nil {
		if r.sendErr == nil {
			h.logf("netplay: seat %d: sending %s: %v", r.seat, what, err)
		}
		r.sendErr = fmt.Errorf("%w (%v)", ErrSendFailed, err)
		return false
	}
	return true
}

// sendState sends r its own update (never the state), then, once the game
// is over, the reveal of the deal and of every move.
func (h *Host) sendState(r *remote) {
	if h.writing > 0 {
		return // sent once the game is on disk
	}
	u := h.t.Update(r.seat)
	u.Commit = h.commit
	legal := shownHash(u.Legal)
	if h.alter != nil {
		h.alter(&u)
	}
	seq := h.seqLocked()
	d, err := json.Marshal(Snapshot{Update: u, Hints: h.opts.Hint != nil, Hinted: h.hinted})
	if err == nil {
		var b []byte
		b, err = p2p.Encode(p2p.Msg{Type: p2p.TypeState, Seq: seq, Data: d})
		if err == nil && h.sendTo(r, b, fmt.Sprintf("update %d", seq)) {
			r.sentAt, r.sendErr = time.Now(), nil
		}
	}
	if err != nil {
		h.logf("netplay: seat %d: update %d: %v", r.seat, seq, err)
		r.sendErr = fmt.Errorf("%w (%v)", ErrSendFailed, err)
		return
	}
	r.seen[h.t.Seq()] = legal
	for k := range r.seen {
		if k < h.t.Seq()-maxSeen {
			delete(r.seen, k)
		}
	}
	if u.Over {
		rv := Reveal{Secret: h.secret, Salt: h.salt, Shares: h.shares, Setup: h.t.Setup(), Log: h.t.Log()}
		d, err := json.Marshal(rv)
		if err == nil {
			var b []byte
			if b, err = p2p.Encode(p2p.Msg{Type: p2p.TypeReveal, Data: d}); err == nil {
				h.sendTo(r, b, "the reveal")
			}
		}
		if err != nil {
			h.logf("netplay: seat %d: the reveal: %v", r.seat, err)
		}
	}
}

// lobbyFor is the lobby as seat sees it.
func (h *Host) lobbyFor(seat games.Seat) Lobby {
	setup := h.t.Setup()
	l := Lobby{Game: setup.Game, Variant: setup.Config.Variant, Seat: seat, Commit: h.commit, Hints: h.opts.Hint != nil}
	for i, s := range setup.Seats {
		ls := LobbySeat{Name: s.Name, Kind: s.Kind}
		if r, ok := h.seats[games.Seat(i)]; ok {
			ls.Status = r.status
		}
		l.Seats = append(l.Seats, ls)
	}
	return l
}

// broadcastLocked sends every connected guest the current snapshot, or
// the lobby before the start when it changed for that guest.
func (h *Host) broadcastLocked() {
	for _, r := range h.seats {
		if r.conn == nil {
			continue
		}
		if h.started {
			h.sendState(r)
			continue
		}
		d, err := json.Marshal(h.lobbyFor(r.seat))
		if err != nil || string(d) == string(r.lobby) {
			continue
		}
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeLobby, Data: d}); err == nil && h.sendTo(r, b, "the lobby") {
			r.lobby = d
		}
	}
}

// Start deals the game from the host's secret and the guests' shares and
// announces it: every connected guest gets its first snapshot. Guests who
// connect later get it on their hello.
func (h *Host) Start() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.started {
		return nil
	}
	players := h.t.Setup().Config.Players
	shares := make(map[games.Seat]string)
	for s, v := range h.shares {
		if r, ok := h.seats[s]; ok && h.t.Setup().Seats[s].Kind == table.Remote && r.status == Connected {
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

// SetConfig changes the WebRTC configuration (STUN and TURN servers) of
// the invitations made from now on; connections already made go on. The
// caller renews the waiting invitations (Invite) so that they carry it.
//
// Its relays replace the earlier ones (none: codes only); the room secret
// stays the same.
func (h *Host) SetConfig(cfg p2p.Config) {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	h.old = append(h.old, h.net)
	h.net = p2p.NewHost(h.withRoom(cfg))
	h.listen(cfg.Relays)
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
