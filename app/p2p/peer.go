package p2p

import (
	"bytes"
	"crypto/subtle"
	"errors"
	"fmt"
	"sync"

	"github.com/pion/webrtc/v4"
)

// Errors of Host and Pending.
var (
	// ErrWrongReply is a reply code that answers another invitation: for
	// another seat, or from another host or table (another seat token).
	ErrWrongReply = errors.New("this reply code is for another invitation")
	// ErrOldInvite is a reply code for the right seat (and seat token) that
	// answers an older invitation link than the one waiting: the guest
	// opened a link that was replaced since.
	ErrOldInvite = errors.New("this reply code answers an older link — ask the guest to open the newest link")
	// ErrAccepted is a second Accept on the same invitation.
	ErrAccepted = errors.New("p2p: invitation already accepted")
)

// channelLabel is the label of the data channel.
const channelLabel = "menagerie"

// newChannel creates the one data channel of a connection: reliable,
// ordered, and negotiated out of band with id 0, so that both sides create
// it (and install their handlers) before anything is connected.
func newChannel(pc *webrtc.PeerConnection) (*webrtc.DataChannel, error) {
	negotiated, id := true, uint16(0)
	return pc.CreateDataChannel(channelLabel, &webrtc.DataChannelInit{Negotiated: &negotiated, ID: &id})
}

// Host makes invitations and keeps track of their connections, so that
// Close can end them all. In the browser, call Invite and Accept from a
// goroutine (ctx.Async), never from a JavaScript callback: they wait for
// the browser.
type Host struct {
	cfg Config

	mu     sync.Mutex
	conns  map[*Conn]struct{}
	closed bool
}

// NewHost returns a host that uses cfg for every invitation.
func NewHost(cfg Config) *Host {
	return &Host{cfg: cfg, conns: make(map[*Conn]struct{})}
}

// Pending is an invitation waiting for the guest's reply code.
type Pending struct {
	host   *Host
	conn   *Conn
	seat   int
	token  []byte
	invite InviteID
	code   string
	mid    string

	mu       sync.Mutex
	accepted bool
}

// Invite prepares a connection for seat of game: it creates a peer
// connection with one reliable ordered data channel, gathers its
// candidates, and returns the invitation code (EncodeOffer) to put in the
// link. The code carries a new invitation id and the host's STUN and TURN
// servers (Config.ICEServers, with their credentials), so that the guest
// needs no settings, and the rendezvous (Config.Room and Config.Relays). token is the seat's secret (see NewToken); the
// guest's reply must echo it. Servers that cannot be used fail with an
// *ICESettingsError, and too many or too long ones with an error matching
// ErrInviteTooLong.
func (h *Host) Invite(game string, seat int, token []byte) (*Pending, string, error) {
	if err := checkPacked("game id", game, csWord); err != nil {
		return nil, "", err
	}
	if err := checkSeatToken(seat, token); err != nil {
		return nil, "", err
	}
	cfg := h.cfg
	servers, err := canonicalServers(cfg.ICEServers)
	if err != nil {
		return nil, "", err
	}
	if _, err := checkServers(servers); err != nil {
		return nil, "", err
	}
	cfg.ICEServers = servers
	relays := make([]string, 0, len(cfg.Relays))
	for _, s := range cfg.Relays {
		c, err := CanonicalRelay(s)
		if err != nil {
			return nil, "", err
		}
		relays = append(relays, c)
	}
	if len(relays) == 0 {
		cfg.Room = nil
	}
	if err := checkRendezvous(cfg.Room, relays); err != nil {
		return nil, "", err
	}
	pc, err := newPeerConnection(cfg)
	if err != nil {
		return nil, "", err
	}
	conn, err := h.prepare(pc)
	if err != nil {
		return nil, "", err
	}
	sess, mid, err := offer(pc, cfg)
	if err != nil {
		conn.Close()
		return nil, "", err
	}
	id := NewInviteID()
	code, err := EncodeOffer(Offer{Game: game, Seat: seat, Token: token, Invite: id, Servers: servers, Room: cfg.Room, Relays: relays, Session: sess})
	if err != nil {
		conn.Close()
		return nil, "", err
	}
	p := &Pending{host: h, conn: conn, seat: seat, token: bytes.Clone(token), invite: id, code: code, mid: mid}
	return p, code, nil
}

// prepare makes the data channel and the Conn of pc and tracks the Conn.
func (h *Host) prepare(pc *webrtc.PeerConnection) (*Conn, error) {
	dc, err := newChannel(pc)
	if err != nil {
		_ = pc.Close()
		return nil, err
	}
	conn := newConn(pc, dc)
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		conn.Close()
		return nil, ErrClosed
	}
	h.conns[conn] = struct{}{}
	h.mu.Unlock()
	conn.whenDone(func() {
		h.mu.Lock()
		delete(h.conns, conn)
		h.mu.Unlock()
	})
	return conn, nil
}

// offer sets pc's local offer, waits for gathering and returns its
// compact session and media id.
func offer(pc *webrtc.PeerConnection, cfg Config) (Session, string, error) {
	o, err := pc.CreateOffer(nil)
	if err != nil {
		return Session{}, "", err
	}
	gathered := webrtc.GatheringCompletePromise(pc)
	if err := pc.SetLocalDescription(o); err != nil {
		return Session{}, "", err
	}
	return localSession(pc, gathered, cfg)
}

// Close ends every connection of h, pending or accepted; later Invites
// fail with ErrClosed.
func (h *Host) Close() error {
	h.mu.Lock()
	h.closed = true
	conns := make([]*Conn, 0, len(h.conns))
	for c := range h.conns {
		conns = append(conns, c)
	}
	h.mu.Unlock()
	for _, c := range conns {
		c.Close()
	}
	return nil
}

// Seat returns the invited seat.
func (p *Pending) Seat() int { return p.seat }

// Code returns the invitation code that Invite returned.
func (p *Pending) Code() string { return p.code }

// Invite returns the invitation's id, which its replies echo
// (Answer.Invite).
func (p *Pending) Invite() InviteID { return p.invite }

// Accept applies the guest's reply code and returns the connection, which
// opens when the data channel does (see Conn.Opened) or fails after
// Config.AcceptTimeout (with ErrNoRoute if ICE found no path). A reply
// that does not decode, that answers another seat or table
// (ErrWrongReply), or that answers an older invitation for this seat
// (ErrOldInvite), leaves p waiting, so the host can paste the right one.
func (p *Pending) Accept(reply string) (*Conn, error) {
	a, err := DecodeAnswer(reply)
	if err != nil {
		return nil, err
	}
	if a.Seat != p.seat || subtle.ConstantTimeCompare(a.Token, p.token) != 1 {
		return nil, ErrWrongReply
	}
	if a.Invite != p.invite {
		return nil, ErrOldInvite
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.accepted {
		return nil, ErrAccepted
	}
	if s := p.conn.State(); s == StateClosed || s == StateFailed {
		return nil, ErrClosed
	}
	if err := p.conn.pc.SetRemoteDescription(AnswerDescription(a, p.mid)); err != nil {
		return nil, fmt.Errorf("p2p: the reply does not fit the invitation: %w", err)
	}
	p.accepted = true
	p.conn.arm(p.host.cfg.acceptTimeout())
	return p.conn, nil
}

// Cancel withdraws an invitation that was not accepted; after Accept it
// does nothing (close the Conn instead).
func (p *Pending) Cancel() {
	p.mu.Lock()
	accepted := p.accepted
	p.mu.Unlock()
	if !accepted {
		p.conn.Close()
	}
}

// Join answers an invitation code: it creates the guest's peer connection,
// applies the host's offer, gathers, and returns the reply code for the
// host and the connection, which opens once the host has accepted the
// reply (see Conn.Opened) or fails after Config.ConnectTimeout (with
// ErrNoRoute if ICE found no path). The guest uses the STUN and TURN
// servers that the invitation carries, then those of cfg, each once.
// Decoding errors match the Err… sentinels of DecodeOffer; servers of cfg
// that cannot be used fail with an *ICESettingsError. In the browser, call
// it from a goroutine, never from a JavaScript callback.
func Join(cfg Config, offerCode string) (string, *Conn, error) {
	o, err := DecodeOffer(offerCode)
	if err != nil {
		return "", nil, err
	}
	own, err := canonicalServers(cfg.ICEServers)
	if err != nil {
		return "", nil, err
	}
	cfg.ICEServers = mergeServers(o.Servers, own)
	pc, err := newPeerConnection(cfg)
	if err != nil {
		return "", nil, err
	}
	dc, err := newChannel(pc)
	if err != nil {
		_ = pc.Close()
		return "", nil, err
	}
	conn := newConn(pc, dc)
	reply, err := answer(pc, cfg, o)
	if err != nil {
		conn.Close()
		return "", nil, err
	}
	conn.arm(cfg.connectTimeout())
	return reply, conn, nil
}

// answer applies the offer o to pc, sets the local answer, waits for
// gathering and returns the reply code.
func answer(pc *webrtc.PeerConnection, cfg Config, o Offer) (string, error) {
	if err := pc.SetRemoteDescription(OfferDescription(o)); err != nil {
		return "", fmt.Errorf("p2p: the invitation cannot be used: %w", err)
	}
	a, err := pc.CreateAnswer(nil)
	if err != nil {
		return "", err
	}
	gathered := webrtc.GatheringCompletePromise(pc)
	if err := pc.SetLocalDescription(a); err != nil {
		return "", err
	}
	sess, _, err := localSession(pc, gathered, cfg)
	if err != nil {
		return "", err
	}
	return EncodeAnswer(Answer{Seat: o.Seat, Token: o.Token, Invite: o.Invite, Session: sess})
}
