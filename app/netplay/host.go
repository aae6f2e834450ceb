package netplay

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// Options configures a Host.
type Options struct {
	// Config is the WebRTC configuration of every invitation (STUN and TURN
	// servers, timeouts).
	Config p2p.Config
	// Exec runs the handling of each guest message and connection event.
	// The app sets it to run f on its UI goroutine, so that the table is
	// only touched there; nil runs f at once, on the connection's own
	// goroutine, under the Host's lock.
	Exec func(f func())
	// OnChange is called (through Exec) after a guest's message or a
	// connection event changed something the host's screen shows.
	OnChange func()
	// Tokens are the seats' secret tokens of a restored game, so that the
	// seats keep them across a reload; missing ones are drawn at random.
	// Its keys are remote seats too, even if a bot holds them now.
	Tokens map[games.Seat][]byte
	// Started restores a game whose start was already announced.
	Started bool
}

// Host runs a table whose remote seats are guests on other devices.
type Host struct {
	opts Options

	netMu sync.Mutex
	net   *p2p.Host   // makes the new invitations
	old   []*p2p.Host // earlier ones, whose connections live on

	mu      sync.Mutex
	t       *table.Table
	seats   map[games.Seat]*remote
	started bool
	rev     int // changes other than moves since the move count revSeq
	revSeq  int
}

// remote is the host's record of one remote seat.
type remote struct {
	seat   games.Seat
	token  []byte
	status Status
	// invite is the invitation out for the seat, code its code.
	invite *p2p.Pending
	code   string
	// accepted is the connection of the last accepted reply, until it says
	// hello; conn is the connection that holds the seat.
	accepted *p2p.Conn
	conn     *p2p.Conn
	// nonces are the guest's recent nonces, in order, to refuse a replay.
	nonces []uint64
	// seen maps a move count to the hash of the legal moves the seat was
	// shown then (see shownHash).
	seen map[int][32]byte
}

// maxNonces bounds the remembered nonces per seat; older replays are stale
// anyway, because every applied move bumps the move count.
const maxNonces = 1024

// maxSeen bounds how many past positions per seat the host remembers.
const maxSeen = 64

// NewHost makes a host for t: every seat of kind table.Remote, and every
// seat in opts.Tokens, is a remote seat.
func NewHost(t *table.Table, opts Options) *Host {
	h := &Host{opts: opts, net: p2p.NewHost(opts.Config), t: t, seats: make(map[games.Seat]*remote), started: opts.Started}
	for i, s := range t.Setup().Seats {
		seat := games.Seat(i)
		tok, ok := opts.Tokens[seat]
		if !ok && s.Kind != table.Remote {
			continue
		}
		if len(tok) == 0 {
			tok = p2p.NewToken()
		}
		h.seats[seat] = &remote{seat: seat, token: slices.Clone(tok), status: Uninvited, seen: make(map[int][32]byte)}
	}
	return h
}

// exec runs f as Options.Exec says.
func (h *Host) exec(f func()) {
	if h.opts.Exec != nil {
		h.opts.Exec(f)
		return
	}
	f()
}

func (h *Host) notify() {
	if h.opts.OnChange != nil {
		h.opts.OnChange()
	}
}

// Tokens returns the remote seats' tokens, to save with the game.
func (h *Host) Tokens() map[games.Seat][]byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make(map[games.Seat][]byte, len(h.seats))
	for s, r := range h.seats {
		out[s] = slices.Clone(r.token)
	}
	return out
}

// SeatState is a remote seat as the host's lobby shows it.
type SeatState struct {
	Seat   games.Seat
	Name   string
	Kind   table.Kind // table.Remote, or table.Bot while a bot stands in
	Status Status
	// Code is the invitation code while one is out and unanswered.
	Code string
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
		out = append(out, SeatState{Seat: r.seat, Name: info[i].Name, Kind: info[i].Kind, Status: r.status, Code: r.code})
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
// an earlier unanswered invitation for the seat is withdrawn. A guest who
// is still connected keeps the seat until the new one says hello. It waits
// for candidate gathering: in the browser, call it from a goroutine.
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
	if r.conn == nil {
		r.status = Waiting
	}
	h.mu.Unlock()
	if old != nil {
		old.Cancel()
	}
	return code, nil
}

// Accept applies a guest's reply code to the invitation it answers and
// returns that seat; the seat shows as connected once the guest's hello
// arrives. A reply that does not fit leaves the invitation waiting. It
// waits for the browser: in the browser, call it from a goroutine.
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
	r.accepted = conn
	h.mu.Unlock()
	go h.serve(r, conn)
	return seat, nil
}

// serve reads conn until it ends, handing each message to the handler
// through Exec.
func (h *Host) serve(r *remote, conn *p2p.Conn) {
	for data := range conn.Recv() {
		h.exec(func() { h.handle(r, conn, data) })
	}
	h.exec(func() { h.dropped(r, conn) })
}

// dropped marks the seat gone if conn was the one holding or joining it.
func (h *Host) dropped(r *remote, conn *p2p.Conn) {
	h.mu.Lock()
	changed := false
	switch {
	case r.conn == conn:
		r.conn = nil
		changed = true
	case r.accepted == conn:
		r.accepted = nil
		changed = r.conn == nil
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

// handle applies one message from conn, a connection of seat r.
func (h *Host) handle(r *remote, conn *p2p.Conn, data []byte) {
	h.mu.Lock()
	changed, err := h.handleLocked(r, conn, data)
	if err != nil {
		h.sendError(conn, err)
	}
	h.mu.Unlock()
	if changed {
		h.notify()
	}
}

func (h *Host) handleLocked(r *remote, conn *p2p.Conn, data []byte) (changed bool, err error) {
	m, err := p2p.Decode(data)
	if err != nil {
		return false, err
	}
	switch m.Type {
	case p2p.TypeHello:
		if subtle.ConstantTimeCompare([]byte(m.Token), []byte(p2p.TokenText(r.token))) != 1 {
			return false, ErrBadToken
		}
		if r.conn != nil && r.conn != conn {
			go r.conn.Close() // the seat's new connection replaces the old one
		}
		if r.accepted == conn {
			r.accepted = nil
		}
		r.conn = conn
		r.status = Connected
		if h.started {
			h.sendCommit(r)
			h.sendState(r) // the full current state: a rejoining guest resumes here
		} else {
			h.broadcastLocked()
		}
		return true, nil
	case p2p.TypeAct:
		if r.conn != conn {
			return false, ErrHelloFirst
		}
		if slices.Contains(r.nonces, m.Nonce) {
			return false, ErrReplay
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
			if hash, ok := r.seen[moves]; !ok || hash != h.shownHash(r.seat) {
				h.sendState(r)
				return false, ErrStale
			}
		}
		if err := h.t.Act(r.seat, m.Data); err != nil {
			if errors.Is(err, table.ErrNotYourTurn) || errors.Is(err, table.ErrGameOver) {
				return false, err
			}
			return false, fmt.Errorf("illegal move: %w", err)
		}
		h.broadcastLocked()
		return true, nil
	}
	return false, fmt.Errorf("%w: %q", ErrHostOnly, m.Type)
}

// shownHash hashes the legal moves that seat has now. A move chosen on an
// older position is still accepted when the seat's legal moves then were
// exactly these: several seats choose at once in some games (the opening
// peek, card exchanges), and one's choice must not void the others'. A
// guest could always claim the current position anyway; this rule only
// spares honest players a pointless "choose again".
func (h *Host) shownHash(seat games.Seat) [32]byte {
	b, _ := json.Marshal(h.t.Update(seat).Legal)
	return sha256.Sum256(b)
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

func (h *Host) sendCommit(r *remote) {
	b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeCommit, Hash: table.Commitment(h.t.Setup().Config.Seed)})
	if err == nil {
		_ = r.conn.Send(b)
	}
}

// sendState sends r its own update (never the state), with the setup and
// the whole log once the game is over, then the seed's reveal.
func (h *Host) sendState(r *remote) {
	u := h.t.Update(r.seat)
	snap := Snapshot{Update: u}
	if u.Over {
		setup := h.t.Setup()
		snap.Setup, snap.Log = &setup, h.t.Log()
	}
	seq := h.seqLocked()
	b, err := encodeState(seq, snap)
	if err != nil && u.Over {
		// A very long game's log does not fit in a message: the guest then
		// says it cannot check the deal.
		snap.Setup, snap.Log = nil, nil
		b, err = encodeState(seq, snap)
	}
	if err != nil {
		return
	}
	_ = r.conn.Send(b)
	r.seen[h.t.Seq()] = h.shownHash(r.seat)
	for k := range r.seen {
		if k < h.t.Seq()-maxSeen {
			delete(r.seen, k)
		}
	}
	if u.Over {
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeReveal, Seed: h.t.Setup().Config.Seed}); err == nil {
			_ = r.conn.Send(b)
		}
	}
}

func encodeState(seq uint64, snap Snapshot) ([]byte, error) {
	d, err := json.Marshal(snap)
	if err != nil {
		return nil, err
	}
	return p2p.Encode(p2p.Msg{Type: p2p.TypeState, Seq: seq, Data: d})
}

// lobbyFor is the lobby as seat sees it.
func (h *Host) lobbyFor(seat games.Seat) Lobby {
	setup := h.t.Setup()
	l := Lobby{Game: setup.Game, Variant: setup.Config.Variant, Seat: seat}
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
// the lobby before the start.
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
		if err != nil {
			continue
		}
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeLobby, Data: d}); err == nil {
			_ = r.conn.Send(b)
		}
	}
}

// Start announces the game: every connected guest gets the commitment to
// the seed and its first snapshot. Guests who connect later get both on
// their hello.
func (h *Host) Start() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.started {
		return
	}
	h.started = true
	for _, r := range h.seats {
		if r.conn != nil {
			h.sendCommit(r)
		}
	}
	h.broadcastLocked()
}

// Act applies a move of a seat played on the host's device (a local human
// or a bot) and sends every guest its update.
func (h *Host) Act(seat games.Seat, move json.RawMessage) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := h.t.Act(seat, move); err != nil {
		return err
	}
	h.broadcastLocked()
	return nil
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
	h.seqLocked()
	h.rev++
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
// the invitations made from now on; connections already made go on.
func (h *Host) SetConfig(cfg p2p.Config) {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	h.old = append(h.old, h.net)
	h.net = p2p.NewHost(cfg)
}

// Close ends every invitation and connection.
func (h *Host) Close() error {
	h.netMu.Lock()
	defer h.netMu.Unlock()
	for _, o := range h.old {
		o.Close()
	}
	return h.net.Close()
}
