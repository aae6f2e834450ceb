package rendezvous

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"time"

	"menagerie/app/crash"
	"menagerie/app/p2p"
	"menagerie/app/rendezvous/nostr"
)

// Kind is the kind of the room's offers and knocks: ephemeral
// (20000-29999), so that relays pass them on without storing them (a
// knock is said again every few seconds, an offer answers one).
const Kind = 25419

// StoredKind is the kind of a guest's replies: regular (1000-9999), so
// that relays keep them, with an expiration (NIP-40), and a host whose
// page was away (frozen while its player shared the link) reads them when
// it comes back.
const StoredKind = 4419

// eventLife is how long a relay may keep an event (NIP-40).
const eventLife = MaxAge

// storedLimit bounds the stored events asked of a relay at once.
const storedLimit = 64

// ErrNoRelay is Send with no relay connected.
var ErrNoRelay = errors.New("rendezvous: no relay connected")

// errFlood is a seat that sends more than the guard takes.
var errFlood = errors.New("rendezvous: too many messages from one seat")

// Endpoint is one side of a room: the host or a seat's guest.
type Endpoint struct {
	room   []byte
	topic  string
	host   bool
	seat   int                   // a guest's seat
	token  []byte                // a guest's token
	tokens func(seat int) []byte // a host's tokens
	key    nostr.SecretKey
	pool   *nostr.Pool
	msgs   chan Message
	done   chan struct{}
	logf   func(format string, args ...any)
	now    func() time.Time

	mu      sync.Mutex
	guard   *guard
	refused logBudget // refused events logged: ten a second, not a flood
}

// logBudget allows ten log lines a second.
type logBudget struct {
	second time.Time
	n      int
}

func (b *logBudget) take(now time.Time) bool {
	if now.Sub(b.second) >= time.Second {
		b.second, b.n = now, 0
	}
	b.n++
	return b.n <= 10
}

// Options are the optional settings of an Endpoint.
type Options struct {
	// Logf is told what goes wrong; nil for silence.
	Logf func(format string, args ...any)
	// Changed is called when the number of connected relays changes.
	Changed func()
	// Now is the clock (tests); nil for time.Now.
	Now func() time.Time
}

// OpenHost listens on relays for the guests' messages of room: those of
// every seat for which tokens returns a token (nil for a seat the host has
// not). tokens is called from the Endpoint's goroutine.
func OpenHost(relays []string, room []byte, tokens func(seat int) []byte, opts Options) (*Endpoint, error) {
	e, err := newEndpoint(relays, room, opts)
	if err != nil {
		return nil, err
	}
	e.host, e.tokens = true, tokens
	e.start(relays, opts)
	return e, nil
}

// OpenGuest listens on relays for the host's messages to seat, whose token
// is token.
func OpenGuest(relays []string, room []byte, seat int, token []byte, opts Options) (*Endpoint, error) {
	e, err := newEndpoint(relays, room, opts)
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat > 255 || len(token) == 0 {
		return nil, fmt.Errorf("rendezvous: seat %d with a token of %d bytes", seat, len(token))
	}
	e.seat, e.token = seat, append([]byte(nil), token...)
	e.start(relays, opts)
	return e, nil
}

func newEndpoint(relays []string, room []byte, opts Options) (*Endpoint, error) {
	if len(room) != p2p.RoomSize {
		return nil, fmt.Errorf("rendezvous: a room secret has %d bytes, not %d", p2p.RoomSize, len(room))
	}
	if len(relays) == 0 {
		return nil, ErrNoRelay
	}
	e := &Endpoint{room: append([]byte(nil), room...), topic: topic(room), key: nostr.NewSecretKey(),
		msgs: make(chan Message, 32), done: make(chan struct{}), logf: opts.Logf, now: opts.Now, guard: newGuard()}
	if e.now == nil {
		e.now = time.Now
	}
	return e, nil
}

func (e *Endpoint) start(relays []string, opts Options) {
	f := nostr.Filter{Kinds: []int{Kind, StoredKind}, Tag: "t", Values: []string{e.topic}, Since: e.now().Add(-MaxAge).Unix(), Limit: storedLimit}
	e.pool = nostr.NewPool(relays, f, e.logf, opts.Changed, func(ev nostr.Event) bool { return e.opens(ev.Content) })
	crash.Go(func() { e.run() })
}

func (e *Endpoint) log(format string, args ...any) {
	if e.logf != nil {
		e.logf(format, args...)
	}
}

// Messages returns the channel of the messages that opened, in the order
// they arrived. It is closed by Close. Read it steadily: when it is full,
// new messages are dropped.
func (e *Endpoint) Messages() <-chan Message { return e.msgs }

// Connected returns how many relays are connected now.
func (e *Endpoint) Connected() int { return e.pool.Connected() }

// Send seals m and publishes it to every connected relay: a host sends
// offers, a guest answers and knocks (for its own seat: m.Seat is set).
// It fails with ErrNoRelay if no relay is connected.
func (e *Endpoint) Send(m Message) error {
	dir := byte(dirToGuest)
	token := e.token
	if e.host {
		token = e.tokens(m.Seat)
		if token == nil {
			return ErrUnknownSeat
		}
	} else {
		dir = dirToHost
		m.Seat = e.seat
	}
	m.Sent = e.now()
	var id [8]byte
	_, _ = rand.Read(id[:]) // crypto/rand.Read never fails (it panics instead)
	m.id = binary.BigEndian.Uint64(id[:])
	content, err := seal(e.room, token, dir, m)
	if err != nil {
		return err
	}
	kind := Kind
	if m.Type == TypeAnswer {
		kind = StoredKind
	}
	ev := nostr.Event{CreatedAt: m.Sent.Unix(), Kind: kind, Content: content,
		Tags: [][]string{{"t", e.topic}, {"expiration", fmt.Sprint(m.Sent.Add(eventLife).Unix())}}}
	if err := ev.Sign(e.key); err != nil {
		return err
	}
	if e.pool.Publish(ev) == 0 {
		return ErrNoRelay
	}
	return nil
}

// Close leaves the relays and closes Messages.
func (e *Endpoint) Close() {
	e.pool.Close()
	<-e.done
}

// run opens the pool's events until it closes.
func (e *Endpoint) run() {
	defer close(e.done)
	defer close(e.msgs)
	for ev := range e.pool.Events() {
		m, err := e.accept(ev.Content)
		if err != nil {
			e.log("rendezvous: event %.8s refused: %v", ev.ID, err)
			continue
		}
		select {
		case e.msgs <- m:
		default:
			e.log("rendezvous: the reader is behind: a %v was dropped", m.Type)
		}
	}
}

// opens says whether a sealed message is meant for this side and opens:
// the pool delivers no other, so a flood of junk on the room's topic (from
// someone who knows it: a relay, another seat's guest) never crowds out
// the messages that matter.
func (e *Endpoint) opens(sealed string) bool {
	_, err := e.open(sealed)
	if err != nil && !errors.Is(err, errOther) {
		e.mu.Lock()
		logged := e.refused.take(e.now())
		e.mu.Unlock()
		if logged {
			e.log("rendezvous: an event refused: %v", err)
		}
	}
	return err == nil
}

// accept opens a sealed message meant for this side and checks it with
// the guard.
func (e *Endpoint) accept(sealed string) (Message, error) {
	m, err := e.open(sealed)
	if err != nil {
		return Message{}, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.guard.take(m, e.now()); err != nil {
		return Message{}, err
	}
	return m, nil
}

// open opens a sealed message meant for this side.
func (e *Endpoint) open(sealed string) (Message, error) {
	raw, dir, seat, err := header(sealed)
	if err != nil {
		return Message{}, err
	}
	var token []byte
	switch {
	case e.host && dir == dirToHost:
		if token = e.tokens(seat); token == nil {
			return Message{}, ErrUnknownSeat
		}
	case !e.host && dir == dirToGuest && seat == e.seat:
		token = e.token
	default:
		return Message{}, errOther // our own, or another seat's
	}
	return open(e.room, token, raw)
}

// errOther is a message for someone else: the host's own, or another
// seat's.
var errOther = errors.New("rendezvous: not for this side")
