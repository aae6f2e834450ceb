package netplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// Guest is a guest's end of a game hosted on another device.
type Guest struct {
	conn  *p2p.Conn
	offer p2p.Offer

	mu      sync.Mutex
	last    uint64 // sequence number of the newest snapshot kept
	snap    *Snapshot
	lobby   *Lobby
	commit  string  // the first commitment heard
	changed bool    // a later commitment differed from the first
	seed    *uint64 // the revealed seed
	err     string  // the host's last refusal
	errs    int     // how many refusals so far
	bad     int     // messages from the host that did not decode
	notify  chan struct{}
	trace   func(Snapshot) // tests: every snapshot kept
}

// Join answers an invitation code: it returns the guest and the reply code
// to send back to the host; code may be the whole link. It waits for candidate gathering: in the
// browser, call it from a goroutine. Decoding errors are the p2p Err…
// sentences a player can read.
func Join(cfg p2p.Config, code string) (*Guest, string, error) {
	code = CodeFromLink(code)
	o, err := p2p.DecodeOffer(code)
	if err != nil {
		return nil, "", err
	}
	reply, conn, err := p2p.Join(cfg, code)
	if err != nil {
		return nil, "", err
	}
	g := &Guest{conn: conn, offer: o, notify: make(chan struct{}, 1)}
	go g.run()
	return g, reply, nil
}

// Game returns the invitation's game id.
func (g *Guest) Game() string { return g.offer.Game }

// Seat returns the invitation's seat.
func (g *Guest) Seat() games.Seat { return games.Seat(g.offer.Seat) }

// Token returns the seat's token, which travelled in the invitation.
func (g *Guest) Token() []byte { return bytes.Clone(g.offer.Token) }

// Changed returns a channel that receives after every change (a snapshot,
// the lobby, a refusal, the connection opening or ending). Several changes
// may share one signal: read the state with State.
func (g *Guest) Changed() <-chan struct{} { return g.notify }

// Conn returns the connection to the host (to follow its state).
func (g *Guest) Conn() *p2p.Conn { return g.conn }

func (g *Guest) ring() {
	select {
	case g.notify <- struct{}{}:
	default:
	}
}

func (g *Guest) run() {
	select {
	case <-g.conn.Opened():
		b, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeHello, Token: p2p.TokenText(g.offer.Token)})
		_ = g.conn.Send(b)
		g.ring()
	case <-g.conn.Done():
		g.ring()
		return
	}
	for data := range g.conn.Recv() {
		g.receive(data)
	}
	g.ring()
}

// receive takes one message from the host.
func (g *Guest) receive(data []byte) {
	m, err := p2p.Decode(data)
	g.mu.Lock()
	defer g.mu.Unlock()
	defer g.ring()
	if err != nil {
		g.bad++
		return
	}
	switch m.Type {
	case p2p.TypeState:
		if g.snap != nil && m.Seq <= g.last {
			return // an older snapshot: the newest is already shown
		}
		var s Snapshot
		if err := decodeStrict(m.Data, &s); err != nil || s.Seat != g.Seat() {
			g.bad++
			return
		}
		g.snap, g.last = &s, m.Seq
		if g.commit == "" {
			g.commit = s.Commit
		} else if s.Commit != g.commit {
			g.changed = true
		}
		if g.trace != nil {
			g.trace(s)
		}
	case p2p.TypeLobby:
		var l Lobby
		if err := decodeStrict(m.Data, &l); err != nil || l.Seat != g.Seat() {
			g.bad++
			return
		}
		g.lobby = &l
	case p2p.TypeError:
		g.err = m.Err
		g.errs++
	case p2p.TypeCommit:
		if g.commit == "" {
			g.commit = m.Hash
		} else if m.Hash != g.commit {
			g.changed = true
		}
	case p2p.TypeReveal:
		seed := m.Seed
		g.seed = &seed
	default:
		g.bad++
	}
}

// GuestState is what the guest's screen shows.
type GuestState struct {
	// Lobby is the latest lobby (nil before the host sent one).
	Lobby *Lobby
	// Snapshot is the newest snapshot (nil before the game starts).
	Snapshot *Snapshot
	// Seq is the snapshot's sequence number.
	Seq uint64
	// Err is the host's last refusal, Errs how many so far.
	Err  string
	Errs int
	// Conn is the connection's state.
	Conn p2p.State
}

// State returns the guest's current state.
func (g *Guest) State() GuestState {
	g.mu.Lock()
	defer g.mu.Unlock()
	return GuestState{Lobby: g.lobby, Snapshot: g.snap, Seq: g.last, Err: g.err, Errs: g.errs, Conn: g.conn.State()}
}

// Act sends a move chosen on the newest snapshot, with a fresh nonce.
func (g *Guest) Act(move json.RawMessage) error {
	g.mu.Lock()
	base := g.last
	g.err = ""
	g.mu.Unlock()
	// A random nonce, so that a guest who rejoins with a new Guest never
	// repeats one the host remembers.
	b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeAct, Base: base, Nonce: rand.Uint64() >> 11, Data: move})
	if err != nil {
		return err
	}
	return g.conn.Send(b)
}

// Close leaves the game (the host sees the seat gone).
func (g *Guest) Close() error { return g.conn.Close() }

// Errors of Verify.
var (
	ErrNotOver      = errors.New("the game is not over")
	ErrNoReplay     = errors.New("the host did not send the moves: the deal cannot be checked")
	ErrCommitment   = errors.New("the revealed seed does not match the commitment made at the start")
	ErrDealMismatch = errors.New("replaying the deal does not give the game that was played")
)

// Verify checks the deal once the game is over: the seed that the host
// reveals must hash to the commitment heard at the start, and replaying
// every move from that seed must give the final view and result that this
// guest was shown. A nil error means the deal was fair.
func (g *Guest) Verify() error {
	g.mu.Lock()
	snap, commit, changed, seed := g.snap, g.commit, g.changed, g.seed
	g.mu.Unlock()
	if snap == nil || !snap.Over {
		return ErrNotOver
	}
	if changed {
		return ErrCommitment
	}
	return VerifySnapshot(*snap, commit, seed)
}

// VerifySnapshot is Verify for a final snapshot, the commitment heard at
// the start and the seed of the reveal message (nil if none came).
func VerifySnapshot(snap Snapshot, commit string, revealed *uint64) error {
	if snap.Setup == nil {
		return ErrNoReplay
	}
	seed := snap.Setup.Config.Seed
	if (revealed != nil && *revealed != seed) || (snap.Seed != nil && *snap.Seed != seed) {
		return ErrCommitment
	}
	if commit == "" || p2p.CommitSeed(seed) != commit || snap.Commit != commit {
		return ErrCommitment
	}
	t, err := table.Restore(*snap.Setup, snap.Log)
	if err != nil {
		return fmt.Errorf("%w (%v)", ErrDealMismatch, err)
	}
	u := t.Update(snap.Seat)
	if !u.Over || !sameJSON(u.View, snap.View) || !sameJSON(mustJSON(u.Result), mustJSON(snap.Result)) || u.Seq != snap.Seq {
		return ErrDealMismatch
	}
	return nil
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// sameJSON compares two JSON values by their compact forms.
func sameJSON(a, b []byte) bool {
	var ca, cb bytes.Buffer
	if json.Compact(&ca, a) != nil || json.Compact(&cb, b) != nil {
		return false
	}
	return bytes.Equal(ca.Bytes(), cb.Bytes())
}
