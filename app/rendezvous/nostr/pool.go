package nostr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"menagerie/app/crash"
)

// Limits of what a relay may send.
const (
	// MaxFrameSize is the largest WebSocket message read from a relay.
	MaxFrameSize = 64 << 10
	// MaxEventRate is the most events a second that one relay may send
	// (with a burst of twice as many); past it, the relay is cut off and
	// dialed again later. It bounds the work a flood costs; the events
	// that the pool's sift refuses never reach the reader's queue, so a
	// flood below it does not crowd out the events that matter.
	MaxEventRate = 500
	// queueSize is how many received events wait for the reader.
	queueSize = 64
	// seenSize is how many event ids are remembered to deliver each once.
	seenSize = 4096
)

// Delays of a Pool.
var (
	// DialTimeout bounds one attempt to connect to a relay.
	DialTimeout = 10 * time.Second
	// RetryMin and RetryMax bound the delay before dialing a relay again;
	// it doubles after each failure.
	RetryMin = time.Second
	RetryMax = 30 * time.Second
	// CheckEvery is how often a connected relay is asked again for the
	// subscription (a REQ, which it answers at least with EOSE): a relay
	// that said nothing since the last ask is taken for gone and dialed
	// again, so a connection left hanging by a network change is noticed
	// within two periods. The ask also reads again the events the relay
	// stored meanwhile, for a page that was frozen.
	CheckEvery = 10 * time.Second
)

// Pool keeps connections to a few relays: Publish sends an event to every
// connected relay, and Events delivers the events of the pool's one
// subscription from any of them, verified and each once. Its methods are
// safe for concurrent use.
type Pool struct {
	filter Filter
	subID  string
	events chan Event
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu     sync.Mutex
	conns  map[string]*socket
	seen   map[string]struct{}
	order  []string // the seen ids, oldest first
	logf   func(format string, args ...any)
	change func()
	sift   func(Event) bool
}

// NewPool connects to the relays at urls (ws:// or wss://) in the
// background and subscribes to filter on each. logf, if not nil, is told
// what goes wrong with a relay; change, if not nil, is called when the
// number of connected relays changes; sift, if not nil, says which events
// to deliver (the others are dropped before the reader's queue: the
// user's own test of an event, cheap, such as opening its content).
func NewPool(urls []string, filter Filter, logf func(format string, args ...any), change func(), sift func(Event) bool) *Pool {
	ctx, cancel := context.WithCancel(context.Background())
	p := &Pool{filter: filter, subID: "m" + randomHex(6), events: make(chan Event, queueSize), ctx: ctx, cancel: cancel,
		conns: make(map[string]*socket), seen: make(map[string]struct{}), logf: logf, change: change, sift: sift}
	for _, u := range urls {
		p.wg.Add(1)
		crash.Go(func() { p.keep(u) })
	}
	return p
}

// Events returns the channel of received events. It is closed by Close.
func (p *Pool) Events() <-chan Event { return p.events }

// Connected returns how many relays are connected now.
func (p *Pool) Connected() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.conns)
}

// Publish sends e to every connected relay and returns how many it went
// to. A relay keeps an ephemeral event for no one: it reaches only those
// subscribed at that moment.
func (p *Pool) Publish(e Event) int {
	msg, err := json.Marshal([]any{"EVENT", e})
	if err != nil {
		return 0
	}
	p.mu.Lock()
	conns := make([]*socket, 0, len(p.conns))
	for _, c := range p.conns {
		conns = append(conns, c)
	}
	p.mu.Unlock()
	n := 0
	for _, c := range conns {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		if c.write(ctx, msg) == nil {
			n++
		}
		cancel()
	}
	return n
}

// Close closes every connection, waits for their goroutines, and closes
// Events.
func (p *Pool) Close() {
	p.cancel()
	p.wg.Wait()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.events != nil {
		close(p.events)
		p.events = nil
	}
}

func (p *Pool) log(format string, args ...any) {
	if p.logf != nil {
		p.logf(format, args...)
	}
}

// keep connects to url again and again until the pool closes.
func (p *Pool) keep(url string) {
	defer p.wg.Done()
	delay := RetryMin
	for p.ctx.Err() == nil {
		start := time.Now()
		err := p.session(url)
		if p.ctx.Err() != nil {
			return
		}
		p.log("nostr: relay %s: %v", url, err)
		if time.Since(start) > RetryMax {
			delay = RetryMin // it held a while: a new failure starts over
		}
		select {
		case <-time.After(delay):
		case <-p.ctx.Done():
			return
		}
		delay = min(2*delay, RetryMax)
	}
}

// session dials url, subscribes, and reads until the connection ends.
func (p *Pool) session(url string) error {
	dctx, cancel := context.WithTimeout(p.ctx, DialTimeout)
	c, err := dial(dctx, url, MaxFrameSize)
	cancel()
	if err != nil {
		return err
	}
	defer c.close()
	req, err := json.Marshal([]any{"REQ", p.subID, p.filter})
	if err != nil {
		return err
	}
	if err := c.write(p.ctx, req); err != nil {
		return err
	}
	p.mu.Lock()
	p.conns[url] = c
	p.mu.Unlock()
	p.changed()
	defer func() {
		p.mu.Lock()
		delete(p.conns, url)
		p.mu.Unlock()
		p.changed()
	}()
	var heard atomic.Int64 // Unix ns of the relay's last message
	heard.Store(time.Now().UnixNano())
	done := make(chan struct{})
	defer close(done)
	crash.Go(func() { p.check(c, req, &heard, done) })
	bucket := newBucket(MaxEventRate, 2*MaxEventRate)
	for {
		data, err := c.read(p.ctx)
		if err != nil {
			return err
		}
		heard.Store(time.Now().UnixNano())
		e, ok, err := p.parse(data)
		if err != nil {
			p.log("nostr: relay %s: %v", url, err)
			continue
		}
		if !ok {
			continue
		}
		if !bucket.take(time.Now()) {
			return fmt.Errorf("more than %d events a second", MaxEventRate)
		}
		if e.CheckID() != nil || !p.filter.Matches(&e) || p.sift != nil && !p.sift(e) || !p.first(e.ID) {
			continue
		}
		p.deliver(e)
	}
}

// check asks c again for the subscription every CheckEvery and drops the
// connection if the relay said nothing since the last ask.
func (p *Pool) check(c *socket, req []byte, heard *atomic.Int64, done <-chan struct{}) {
	tick := time.NewTicker(CheckEvery)
	defer tick.Stop()
	asked := time.Time{}
	for {
		select {
		case <-done:
			return
		case <-p.ctx.Done():
			return
		case <-tick.C:
		}
		if !asked.IsZero() && heard.Load() < asked.UnixNano() {
			p.log("nostr: a relay said nothing for %v: dialing again", time.Since(asked).Round(time.Second))
			c.close()
			return
		}
		asked = time.Now()
		ctx, cancel := context.WithTimeout(p.ctx, CheckEvery)
		err := c.write(ctx, req)
		cancel()
		if err != nil {
			c.close()
			return
		}
	}
}

func (p *Pool) changed() {
	if p.change != nil {
		p.change()
	}
}

// deliver queues e for the reader, or drops it if the queue is full.
func (p *Pool) deliver(e Event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.events == nil {
		return
	}
	select {
	case p.events <- e:
	default:
		p.log("nostr: the reader is behind: an event was dropped")
	}
}

// first records id and reports whether it is new.
func (p *Pool) first(id string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, ok := p.seen[id]; ok {
		return false
	}
	p.seen[id] = struct{}{}
	p.order = append(p.order, id)
	if len(p.order) > seenSize {
		delete(p.seen, p.order[0])
		p.order = p.order[1:]
	}
	return true
}

// errFrame is a relay message that does not parse.
var errFrame = errors.New("nostr: malformed relay message")

// parse reads one relay message; ok is true for an event of the pool's
// subscription (not verified yet). Other known messages (OK, EOSE,
// CLOSED, NOTICE, AUTH) are ignored.
func (p *Pool) parse(data []byte) (e Event, ok bool, err error) {
	var parts []json.RawMessage
	if err := json.Unmarshal(data, &parts); err != nil || len(parts) == 0 {
		return e, false, errFrame
	}
	var typ string
	if err := json.Unmarshal(parts[0], &typ); err != nil {
		return e, false, errFrame
	}
	switch typ {
	case "EVENT":
	case "OK", "EOSE", "CLOSED", "NOTICE", "AUTH", "COUNT":
		return e, false, nil
	default:
		return e, false, fmt.Errorf("%w: %.20q", errFrame, typ)
	}
	var sub string
	if len(parts) != 3 || json.Unmarshal(parts[1], &sub) != nil || sub != p.subID {
		return e, false, fmt.Errorf("%w: an event of another subscription", errFrame)
	}
	d := json.NewDecoder(bytes.NewReader(parts[2]))
	d.DisallowUnknownFields()
	if err := d.Decode(&e); err != nil || d.More() {
		return Event{}, false, fmt.Errorf("%w: event: %v", errFrame, err)
	}
	return e, true, nil
}

// bucket is a token bucket: rate tokens a second, at most burst.
type bucket struct {
	rate, burst, tokens float64
	at                  time.Time
}

func newBucket(rate, burst float64) *bucket {
	return &bucket{rate: rate, burst: burst, tokens: burst}
}

func (b *bucket) take(now time.Time) bool {
	if !b.at.IsZero() {
		b.tokens = min(b.burst, b.tokens+now.Sub(b.at).Seconds()*b.rate)
	}
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
