package netplay

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"menagerie/app/crash"
	"menagerie/app/p2p"
	"menagerie/app/rendezvous"
	"menagerie/app/table"
	"menagerie/games"
)

// Record is what a guest keeps of a game, across its page's reloads and
// its reconnections: the commitment it heard, its share of the deal, the
// moves it sent and a hash of every position it was shown, so that at the
// end it can check the host's reveal (see Verdict).
type Record struct {
	// Token is the seat's token (as p2p.TokenText writes it): a record
	// belongs to one seat of one game.
	Token string     `json:"token"`
	Game  string     `json:"game"`
	Seat  games.Seat `json:"seat"`
	// Name is the name the guest chose ("" keeps the host's).
	Name string `json:"name,omitempty"`
	// Commit is the first commitment heard; CommitChanged is set when a
	// later one differed.
	Commit        string `json:"commit,omitempty"`
	CommitChanged bool   `json:"commitChanged,omitempty"`
	// Share is the guest's share of the deal, drawn once. Dealt says the
	// guest was in the lobby when the game started (the first snapshot came
	// on a connection that had shown it the lobby and carried its share),
	// so the share must be in the seed; Late says it was not (it joined
	// after the start, or its link dropped just before): the deal is then
	// not verified for it, unless its share is in the seed anyway.
	Share string `json:"share"`
	Dealt bool   `json:"dealt,omitempty"`
	Late  bool   `json:"late,omitempty"`
	// Last is the sequence number of the newest snapshot shown.
	Last uint64 `json:"last"`
	// Shown maps a move count to the hash of the position shown then (the
	// view and the legal moves); Own marks the move counts at which the
	// seat was the guest's own to play.
	Shown map[int]string `json:"shown,omitempty"`
	Own   map[int]bool   `json:"own,omitempty"`
	// Held are the stretches of moves during which the guest held its
	// seat: two snapshots in a row on one connection showed the seat as
	// the guest's (table.Remote). A move played for the seat in one of them
	// must be one the guest sent, whether or not it was shown the position.
	Held []Span `json:"held,omitempty"`
	// Sent are the moves sent, with the move count each was chosen at.
	Sent []Sent `json:"sent,omitempty"`
	// Rewound is how many moves the host's game lost, when it came back
	// older than what this guest had been shown.
	Rewound int `json:"rewound,omitempty"`
	// Room (in hex) and Relays are the host's rendezvous, from the
	// invitation: with them a guest finds the host again by itself (see
	// Rejoin). Empty when the host uses codes only.
	Room   string   `json:"room,omitempty"`
	Relays []string `json:"relays,omitempty"`
}

// Span is the moves numbered From to To-1 (from 0, as in the log).
type Span struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// maxHeldKept bounds the remembered stretches (a game has far fewer).
const maxHeldKept = 4096

// held says whether move i was played while the guest held its seat.
func (r *Record) held(i int) bool {
	return slices.ContainsFunc(r.Held, func(s Span) bool { return s.From <= i && i < s.To })
}

// hold records that the guest held its seat from move from to move to.
func (r *Record) hold(from, to int) {
	if to <= from {
		return
	}
	if n := len(r.Held); n > 0 && r.Held[n-1].To == from {
		r.Held[n-1].To = to
		return
	}
	r.Held = append(r.Held, Span{From: from, To: to})
	if len(r.Held) > maxHeldKept {
		r.Held = slices.Delete(r.Held, 0, len(r.Held)-maxHeldKept)
	}
}

// forget drops what the record kept beyond move count moves: the host
// came back with an older game (its device lost moves), and those
// positions, moves and stretches belong to a game that no longer is.
func (r *Record) forget(moves int) {
	for n := range r.Shown {
		if n > moves {
			delete(r.Shown, n)
			delete(r.Own, n)
		}
	}
	r.Sent = slices.DeleteFunc(r.Sent, func(s Sent) bool { return s.At >= moves })
	r.Held = slices.DeleteFunc(r.Held, func(s Span) bool { return s.From >= moves })
	for i := range r.Held {
		r.Held[i].To = min(r.Held[i].To, moves)
	}
}

// Sent is one move a guest sent.
type Sent struct {
	At   int             `json:"at"`
	Move json.RawMessage `json:"move"`
}

// maxSentKept bounds the remembered moves (a game has far fewer).
const maxSentKept = 4096

// Guest is a guest's end of a game hosted on another device. With the
// host's relays (a rendezvous in the invitation) it sends its reply code
// through them, and after a drop it knocks until the host sends a fresh
// invitation, which it answers: the same Guest goes on on the new
// connection.
type Guest struct {
	game  string // the invitation's game, seat and token, for good
	seat  games.Seat
	token []byte
	cfg   p2p.Config
	rv    *rendezvous.Endpoint // nil with codes only
	stop  chan struct{}        // closed by Close
	wake  chan struct{}        // a relay connected: signal now

	mu        sync.Mutex
	conn      *p2p.Conn // nil until the first invitation is answered
	offer     p2p.Offer // the invitation conn answers
	reply     string    // conn's reply code
	since     time.Time // when conn was made
	answers   int       // how many times reply went through the relays
	knocked   time.Time // the last knock
	closed    bool
	rec       Record
	snap      *Snapshot
	fresh     bool      // no state yet on this connection
	shareSent bool      // the share went on this connection
	lobbySeen bool      // a lobby came on this connection
	heldAt    int       // the move count of the last snapshot on this connection showing the seat held, or -1
	overAt    time.Time // when the game was first seen over
	lobby     *Lobby
	reveal    *Reveal
	verdict   *Verdict
	err       string // the host's last refusal
	errs      int    // how many refusals so far
	bad       int    // messages from the host that were refused
	heard     time.Time
	asm       p2p.Assembler
	notify    chan struct{}
	trace     func(Snapshot) // tests: every snapshot kept
	mute      bool           // tests: no pings (a guest whose browser died)
	lobbies   int            // tests: lobby messages received
	hint      *Hint          // the host's last hint, for the position hintAt
	hintAt    int
	// pending is the move sent and not answered yet (no newer position,
	// no refusal): a connection that drops before the host hears it sends
	// it again once a new one shows the same position.
	pending *pendingMove
	// keep saves the record before a move goes (see KeepWith); nil: the
	// move goes at once.
	keep func(Record) <-chan struct{}
}

// pendingMove is a move sent on the position with move count at. held
// says it waits for the record that holds it to be saved: it has not gone
// yet, on any connection.
type pendingMove struct {
	at   int
	move json.RawMessage
	held bool
}

// Join answers an invitation code: it returns the guest and the reply code
// to send back to the host; code may be the whole link. rec is what this
// device kept of the same seat before (nil, or a record of another seat,
// starts afresh); name is the name the guest chose ("" keeps the host's).
// It waits for candidate gathering: in the browser, call it from a
// goroutine. Decoding errors are the p2p Err… sentences a player can read.
//
// When the invitation carries relays, the reply also goes through them
// (see Guest), and a guest whose record shows it was at this seat before
// knocks at once, in case the link is older than the host's newest.
func Join(cfg p2p.Config, code string, rec *Record, name string) (*Guest, string, error) {
	code = CodeFromLink(code)
	o, err := p2p.DecodeOffer(code)
	if err != nil {
		return nil, "", err
	}
	reply, conn, err := p2p.Join(cfg, code)
	if err != nil {
		return nil, "", err
	}
	g := &Guest{game: o.Game, seat: games.Seat(o.Seat), token: o.Token, cfg: cfg, offer: o, notify: make(chan struct{}, 1), fresh: true, stop: make(chan struct{})}
	tok := p2p.TokenText(o.Token)
	again := false
	if rec != nil && rec.Token == tok && rec.Game == o.Game && rec.Seat == games.Seat(o.Seat) {
		g.rec = rec.clone()
		again = rec.Last > 0 || rec.Dealt
	} else {
		g.rec = Record{Token: tok, Game: o.Game, Seat: games.Seat(o.Seat), Share: newShare()}
	}
	g.rec.Name = name
	if len(o.Relays) > 0 {
		g.rec.Room, g.rec.Relays = hex.EncodeToString(o.Room), slices.Clone(o.Relays)
	}
	g.mu.Lock()
	g.use(conn, reply, o)
	g.mu.Unlock()
	if len(o.Relays) > 0 {
		g.openRelays(o.Room, o.Relays, again)
	}
	return g, reply, nil
}

// ErrNoRendezvous is Rejoin with a record that has no relays.
var ErrNoRendezvous = errors.New("netplay: this game has no relays to find the host again")

// Rejoin finds the host of rec's game again through the relays that its
// invitation carried, with no link: the guest knocks until the host sends
// a fresh invitation, answers it, and goes on where it was. The Guest has
// no connection until then (State says Rejoining).
func Rejoin(cfg p2p.Config, rec Record, name string) (*Guest, error) {
	room, err := hex.DecodeString(rec.Room)
	if err != nil || len(room) != p2p.RoomSize || len(rec.Relays) == 0 {
		return nil, ErrNoRendezvous
	}
	token, err := base64.RawURLEncoding.DecodeString(rec.Token)
	if err != nil || len(token) == 0 {
		return nil, ErrNoRendezvous
	}
	g := &Guest{game: rec.Game, seat: rec.Seat, token: token, cfg: cfg, notify: make(chan struct{}, 1), fresh: true, stop: make(chan struct{}),
		offer: p2p.Offer{Game: rec.Game, Seat: int(rec.Seat), Token: token}, rec: rec.clone()}
	g.rec.Name = name
	g.openRelays(room, rec.Relays, true)
	return g, nil
}

// Signalling pace of a guest through the relays.
var (
	// SignalEvery is how often a guest resends its reply, or knocks.
	SignalEvery = 2 * time.Second
	// KnockAfter is how long a guest waits for a connection to open
	// before it knocks for a fresh invitation.
	KnockAfter = 12 * time.Second
	// maxAnswers bounds how many times one reply is resent.
	maxAnswers = 6
)

// use makes conn (answering o with reply) the guest's connection; g.mu is
// held.
func (g *Guest) use(conn *p2p.Conn, reply string, o p2p.Offer) {
	g.conn, g.reply, g.offer = conn, reply, o
	g.since, g.answers = time.Now(), 0
	g.fresh, g.shareSent, g.lobbySeen, g.heldAt, g.asm = true, false, false, -1, p2p.Assembler{}
	crash.Go(func() { g.run(conn) })
}

// openRelays joins the host's rendezvous and starts signalling.
func (g *Guest) openRelays(room []byte, relays []string, knock bool) {
	g.wake = make(chan struct{}, 1)
	changed := func() {
		g.ring()
		select {
		case g.wake <- struct{}{}:
		default:
		}
	}
	rv, err := rendezvous.OpenGuest(relays, room, int(g.seat), g.token, rendezvous.Options{Changed: changed})
	if err != nil {
		return
	}
	g.rv = rv
	if knock {
		g.knocked = time.Time{}
	} else {
		g.knocked = time.Now() // a first join: the reply is enough
	}
	crash.Go(func() { g.signal() })
}

// signal sends the reply through the relays until the connection opens,
// knocks when there is no connection that may still open, and answers the
// host's fresh invitations.
func (g *Guest) signal() {
	tick := time.NewTicker(SignalEvery)
	defer tick.Stop()
	msgs := g.rv.Messages()
	for {
		g.step()
		select {
		case <-g.stop:
			return
		case m, ok := <-msgs:
			if !ok {
				return
			}
			if m.Type == rendezvous.TypeOffer {
				g.takeOffer(m.Code)
			}
		case <-g.wake:
		case <-tick.C:
		}
	}
}

// step sends what the guest's state calls for: the reply while the
// connection has not opened, a knock when it will not.
func (g *Guest) step() {
	g.mu.Lock()
	if g.closed {
		g.mu.Unlock()
		return
	}
	var msg rendezvous.Message
	state := p2p.StateFailed
	if g.conn != nil {
		state = g.conn.State()
	}
	switch {
	case state == p2p.StateOpen:
		g.mu.Unlock()
		return
	case state == p2p.StateConnecting && g.answers < maxAnswers:
		msg = rendezvous.Message{Type: rendezvous.TypeAnswer, Code: g.reply}
	case state == p2p.StateConnecting && time.Since(g.since) < KnockAfter:
		g.mu.Unlock()
		return
	case time.Since(g.knocked) >= SignalEvery:
		msg = rendezvous.Message{Type: rendezvous.TypeKnock}
	default:
		g.mu.Unlock()
		return
	}
	g.mu.Unlock()
	if err := g.rv.Send(msg); err != nil {
		return // no relay yet: again on the next tick
	}
	g.mu.Lock()
	if msg.Type == rendezvous.TypeAnswer {
		g.answers++
	} else {
		g.knocked = time.Now()
	}
	g.mu.Unlock()
}

// takeOffer answers an invitation for the guest's seat from the host,
// every time it comes, unless the connection is open: the one the
// connection answers gets its reply again (the host may have missed it
// while its page was away), another gets a new connection.
func (g *Guest) takeOffer(code string) {
	o, err := p2p.DecodeOffer(code)
	if err != nil {
		return
	}
	g.mu.Lock()
	same := games.Seat(o.Seat) == g.seat && o.Game == g.game && bytes.Equal(o.Token, g.token)
	busy := g.closed || g.conn != nil && g.conn.State() == p2p.StateOpen
	if same && !busy && g.conn != nil && g.offer.Invite == o.Invite && g.conn.State() == p2p.StateConnecting {
		g.answers = 0 // the reply goes again
		busy = true
	}
	g.mu.Unlock()
	if !same || busy {
		return
	}
	reply, conn, err := p2p.Join(g.cfg, code)
	if err != nil {
		return
	}
	g.mu.Lock()
	if g.closed || g.conn != nil && g.conn.State() == p2p.StateOpen {
		g.mu.Unlock()
		conn.Close()
		return
	}
	old := g.conn
	g.use(conn, reply, o)
	g.mu.Unlock()
	if old != nil {
		old.Close()
	}
	g.ring()
}

// clone is a deep copy of r.
func (r Record) clone() Record {
	r.Shown, r.Own, r.Sent, r.Held = maps.Clone(r.Shown), maps.Clone(r.Own), slices.Clone(r.Sent), slices.Clone(r.Held)
	return r
}

// Game returns the invitation's game id.
func (g *Guest) Game() string { return g.game }

// Seat returns the invitation's seat.
func (g *Guest) Seat() games.Seat { return g.seat }

// Token returns the seat's token, which travelled in the invitation.
func (g *Guest) Token() []byte { return bytes.Clone(g.token) }

// Changed returns a channel that receives after every change (a snapshot,
// the lobby, a refusal, the connection opening or ending). Several changes
// may share one signal: read the state with State.
func (g *Guest) Changed() <-chan struct{} { return g.notify }

// Reply returns the reply code of the current invitation ("" before a
// rejoining guest has one): the code to pass on by hand when the relays
// do not get through.
func (g *Guest) Reply() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.reply
}

// SetName changes the name the guest chose; it travels in the hello, so
// it counts until the connection opens.
func (g *Guest) SetName(name string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.rec.Name = name
}

// Record returns what the guest keeps of the game, to save.
func (g *Guest) Record() Record {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.rec.clone()
}

func (g *Guest) ring() {
	select {
	case g.notify <- struct{}{}:
	default:
	}
}

func (g *Guest) run(conn *p2p.Conn) {
	select {
	case <-conn.Opened():
		g.mu.Lock()
		g.heard = time.Now()
		d, _ := json.Marshal(map[string]string{"name": g.rec.Name})
		last := g.rec.Last
		g.mu.Unlock()
		b, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeHello, Token: p2p.TokenText(g.token), Seq: last, Data: d})
		_ = conn.Send(b)
		g.ring()
	case <-conn.Done():
		g.ring()
		return
	}
	stop := make(chan struct{})
	defer close(stop)
	crash.Go(func() { g.keepAlive(conn, stop) })
	for data := range conn.Recv() {
		g.receive(conn, data)
	}
	g.ring()
}

// keepAlive pings the host every HeartbeatEvery with the last sequence
// number shown (the host sends a missed update again), and closes the
// connection once the host has been silent for DeadAfter.
func (g *Guest) keepAlive(conn *p2p.Conn, stop <-chan struct{}) {
	keepAlive(conn, stop, func() (time.Duration, uint64, bool) {
		g.mu.Lock()
		defer g.mu.Unlock()
		return time.Since(g.heard), g.rec.Last, g.mute
	}, func(time.Duration) {})
}

// receive takes one data-channel message from the host on conn (ignored
// if conn was replaced meanwhile).
func (g *Guest) receive(conn *p2p.Conn, data []byte) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if conn != g.conn {
		return
	}
	g.heard = time.Now()
	m, ok, err := g.asm.Add(data)
	if err != nil {
		g.bad++
		g.ring()
		return
	}
	if !ok || m.Type == p2p.TypePing {
		return // more parts to come, or only a sign of life
	}
	defer g.ring()
	switch m.Type {
	case p2p.TypeState:
		var s Snapshot
		if err := games.DecodeJSON(m.Data, &s); err != nil || s.Seat != g.Seat() || s.Game != g.Game() {
			g.bad++
			return
		}
		fresh := g.fresh
		g.takeState(m.Seq, s)
		g.resendPending(conn, fresh)
	case p2p.TypeLobby:
		var l Lobby
		if err := games.DecodeJSON(m.Data, &l); err != nil || l.Seat != g.Seat() {
			g.bad++
			return
		}
		g.lobby = &l
		g.lobbies++
		g.lobbySeen = true
		g.heardCommit(l.Commit)
	case p2p.TypeError:
		g.err = m.Err
		g.errs++
		g.pending = nil // answered: the player chooses again
	case p2p.TypeCommit:
		g.heardCommit(m.Hash)
		// The share goes once the commitment is heard: the host's secret
		// is fixed before it sees anything of the guest's.
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeContrib, Hash: g.rec.Share}); err == nil && conn.Send(b) == nil {
			g.shareSent = true
		}
	case p2p.TypeReveal:
		var rv Reveal
		if err := games.DecodeJSON(m.Data, &rv); err != nil {
			g.bad++
			return
		}
		g.reveal, g.verdict = &rv, nil
	case p2p.TypeHint:
		if !g.takeHint(m.Seq, m.Data) {
			g.bad++
		}
	default:
		g.bad++
	}
}

// resendPending follows a snapshot: a newer position answers the pending
// move; the same position on a new connection means the host never heard
// it (the old connection dropped with it on the way), so it goes again,
// with a fresh nonce, if the seat still has to play. g.mu is held.
func (g *Guest) resendPending(conn *p2p.Conn, fresh bool) {
	p := g.pending
	if p == nil || g.snap == nil {
		return
	}
	u := g.snap.Update
	if Moves(g.rec.Last) != p.at || u.Over || !slices.Contains(u.ToAct, g.seat) {
		g.pending = nil
		return
	}
	if !fresh || p.held {
		return // the same position, renamed or so: the move is on its way (or goes once saved)
	}
	if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeAct, Base: g.rec.Last, Nonce: rand.Uint64() >> 11, Data: p.move}); err == nil {
		_ = conn.Send(b)
	}
}

// heardCommit checks a commitment against the first one heard.
func (g *Guest) heardCommit(c string) {
	switch {
	case c == "":
	case g.rec.Commit == "":
		g.rec.Commit = c
	case c != g.rec.Commit:
		g.rec.CommitChanged = true
	}
}

// takeState keeps a snapshot and records what it showed.
func (g *Guest) takeState(seq uint64, s Snapshot) {
	if !g.fresh && seq <= g.rec.Last {
		return // an older snapshot: the newest is already shown
	}
	moves := Moves(seq)
	if g.fresh && g.rec.Last > 0 && moves < Moves(g.rec.Last) {
		// The host came back with an older game than the one shown here:
		// its device lost moves. The game goes on from the host's, and
		// what was shown beyond it is forgotten.
		g.rec.Rewound += Moves(g.rec.Last) - moves
		g.rec.forget(moves)
		if g.pending != nil && g.pending.at > moves {
			g.pending = nil
		}
	}
	if g.snap == nil && g.rec.Last == 0 && !g.rec.Dealt && !g.rec.Late {
		// The first snapshot of the game: the guest was in the lobby at
		// the start if this connection showed it the lobby and carried
		// its share; the honest host deals with every such share.
		if g.lobbySeen && g.shareSent {
			g.rec.Dealt = true
		} else {
			g.rec.Late = true
		}
	}
	g.fresh = false
	if s.Seq != moves {
		g.bad++
		return
	}
	g.heardCommit(s.Commit)
	g.snap, g.rec.Last = &s, seq
	if g.rec.Shown == nil {
		g.rec.Shown = map[int]string{}
	}
	if g.rec.Own == nil {
		g.rec.Own = map[int]bool{} // a kept record with no own position yet has none
	}
	g.rec.Shown[moves] = positionHash(s.Update)
	if int(s.Seat) < len(s.Seats) && s.Seats[s.Seat].Kind == table.Remote {
		if g.heldAt >= 0 {
			g.rec.hold(g.heldAt, moves)
		}
		g.heldAt = moves
	} else {
		// The seat was handed to a bot (or away) in the open: moves
		// played for it from here are not the guest's to answer for.
		g.heldAt = -1
		delete(g.rec.Own, moves)
	}
	if s.Over && g.overAt.IsZero() {
		g.overAt = time.Now()
	}
	if int(s.Seat) < len(s.Seats) && s.Seats[s.Seat].Kind == table.Remote && slices.Contains(s.ToAct, s.Seat) {
		g.rec.Own[moves] = true
	}
	if g.trace != nil {
		g.trace(s)
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
	// Conn is the connection's state, ConnErr why it ended.
	Conn    p2p.State
	ConnErr error
	// Commit is the host's commitment; CommitChanged says it changed
	// during the game (a warning for the player).
	Commit        string
	CommitChanged bool
	// Rewound is how many moves the host's game lost (a warning).
	Rewound int
	// Rejoining says the guest is finding the host through the relays:
	// its connection is not open and it signals by itself. Relays is how
	// many relays are connected (none: the reply code must go by hand).
	Rejoining bool
	Relays    int
	// Hint is the host's hint for the snapshot's position, if the guest
	// asked for one and it came.
	Hint *Hint
	// Pending says a move was sent on this position and the host has not
	// answered yet: another tap sends nothing. A move whose connection
	// dropped is sent again on the next one.
	Pending bool
}

// State returns the guest's current state.
func (g *Guest) State() GuestState {
	g.mu.Lock()
	defer g.mu.Unlock()
	st := GuestState{Lobby: g.lobby, Snapshot: g.snap, Seq: g.rec.Last, Err: g.err, Errs: g.errs,
		Commit: g.rec.Commit, CommitChanged: g.rec.CommitChanged, Rewound: g.rec.Rewound, Pending: g.pending != nil}
	if g.conn != nil {
		st.Conn, st.ConnErr = g.conn.State(), g.conn.Err()
	}
	if g.rv != nil && !g.closed && st.Conn != p2p.StateOpen {
		st.Rejoining, st.Relays = true, g.rv.Connected()
	}
	if g.snap == nil {
		st.Seq = 0
	} else {
		st.Hint = g.hintFor(g.snap.Seq)
	}
	return st
}

// KeepWith has the guest save its record before each move goes: Act
// calls keep with the record that holds the move, and the move goes once
// the channel keep returns is closed (nil: at once), or after
// PersistTimeout. A guest whose device dies just after its move then finds
// the move in its record, and its deal check knows the move as its own —
// the host applies it, and may reveal it at the end.
func (g *Guest) KeepWith(keep func(Record) <-chan struct{}) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.keep = keep
}

// Act sends a move chosen on the newest snapshot, with a fresh nonce, and
// records it for the deal check (saved first, see KeepWith). The move stays
// pending until the host answers (State.Pending); if the connection drops
// first, it is sent again on the next one, so a move tapped during a drop
// is not lost.
func (g *Guest) Act(move json.RawMessage) error {
	g.mu.Lock()
	base := g.rec.Last
	// A random nonce, so that a guest who rejoins with a new Guest never
	// repeats one the host remembers.
	b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeAct, Base: base, Nonce: rand.Uint64() >> 11, Data: move})
	if err != nil {
		g.mu.Unlock()
		return err
	}
	g.err = ""
	p := &pendingMove{at: Moves(base), move: slices.Clone(move), held: g.keep != nil}
	g.pending = p
	g.rec.Sent = append(g.rec.Sent, Sent{At: Moves(base), Move: slices.Clone(move)})
	if len(g.rec.Sent) > maxSentKept {
		g.rec.Sent = slices.Delete(g.rec.Sent, 0, len(g.rec.Sent)-maxSentKept)
	}
	keep := g.keep
	var rec Record
	if keep != nil {
		rec = g.rec.clone()
	}
	g.mu.Unlock()
	if keep == nil {
		return g.release(p, b)
	}
	done := keep(rec)
	if done == nil {
		return g.release(p, b)
	}
	crash.Go(func() {
		select {
		case <-done:
		case <-time.After(PersistTimeout):
		}
		if err := g.release(p, b); err != nil {
			g.mu.Lock()
			if g.pending == p {
				g.pending = nil // not gone: the player may choose again
			}
			g.err, g.errs = err.Error(), g.errs+1
			g.mu.Unlock()
			g.ring()
		}
	})
	return nil
}

// release sends the pending move p, encoded as b, on the current
// connection, unless it was answered or dropped meanwhile (the seat was
// handed to a bot, or the game went on without it).
func (g *Guest) release(p *pendingMove, b []byte) error {
	g.mu.Lock()
	p.held = false
	conn := g.conn
	if g.pending != p {
		conn = nil
	}
	g.mu.Unlock()
	if conn == nil {
		return nil // sent once a connection opens on this position
	}
	if err := conn.Send(b); err != nil && conn.State() == p2p.StateOpen {
		return err
	}
	return nil // a connection that is going: sent again on the next one
}

// Close leaves the game (the host sees the seat gone) and the relays.
func (g *Guest) Close() error {
	g.mu.Lock()
	if g.closed {
		g.mu.Unlock()
		return nil
	}
	g.closed = true
	conn := g.conn
	g.mu.Unlock()
	close(g.stop)
	if g.rv != nil {
		g.rv.Close()
	}
	if conn != nil {
		conn.Close()
	}
	return nil
}

// RevealWait is how long a guest waits for the reveal once the game is
// over before its deal check says the deal could not be checked.
var RevealWait = 15 * time.Second

// Verify checks the deal once the game is over and the host has revealed
// it: the commitment never changed and matches the revealed secret, this
// guest's share is in the seed, the game was dealt from that seed, every
// move played for this seat while it was the guest's was one it sent, and
// every position it was shown is the replay's. The verdict's Err is nil
// when all holds; ErrNotOver before the end, ErrNoReveal until the reveal,
// and ErrUnchecked once the reveal is RevealWait late.
func (g *Guest) Verify() Verdict { return g.VerifyPaced(nil) }

// VerifyPaced is Verify, calling pause (when not nil) every few
// milliseconds of the replay: in the browser pause hands the page back its
// thread, and a long game's check (several hundred milliseconds on a
// phone's CPU) is then no task of its own. The guest goes on meanwhile
// (the check reads a copy of its record); a reveal that comes during the
// check has it checked again.
func (g *Guest) VerifyPaced(pause func()) Verdict {
	v, rv, rec := g.toVerify()
	if rv == nil {
		return v
	}
	v = rec.check(rv, pause)
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.reveal != rv {
		return Verdict{Err: ErrNoReveal} // another reveal came: checked at the next look
	}
	if g.verdict == nil {
		g.verdict = &v
	}
	return *g.verdict
}

// toVerify is the verdict to give now, or else the reveal to check (not
// nil) and a copy of the guest's record to check it against.
func (g *Guest) toVerify() (Verdict, *Reveal, Record) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case g.snap == nil || !g.snap.Over:
		return Verdict{Err: ErrNotOver}, nil, Record{}
	case g.verdict != nil:
		return *g.verdict, nil, Record{}
	case g.reveal == nil && !g.overAt.IsZero() && time.Since(g.overAt) > RevealWait:
		return Verdict{Err: ErrUnchecked}, nil, Record{} // said again if the reveal comes after all
	case g.reveal == nil:
		return Verdict{Err: ErrNoReveal}, nil, Record{}
	}
	return Verdict{}, g.reveal, g.rec.clone()
}

// Revealed returns the whole game as the host revealed it at the end (its
// setup, with the seed, and every step), once the game is over and the
// reveal is in; false before. Whether it is the game this guest played is
// Verify's to say.
func (g *Guest) Revealed() (table.Setup, []table.Step, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.snap == nil || !g.snap.Over || g.reveal == nil {
		return table.Setup{}, nil, false
	}
	setup := g.reveal.Setup
	setup.Seats = slices.Clone(setup.Seats)
	return setup, slices.Clone(g.reveal.Log), true
}
