package p2p

import (
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/pion/webrtc/v4"

	"menagerie/app/crash"
)

// State is the state of a Conn. It only moves forward: Connecting, then
// Open, then Closed or Failed (possibly straight from Connecting).
type State int

// The states of a Conn.
const (
	// StateConnecting is a Conn whose data channel is not open yet.
	StateConnecting State = iota
	// StateOpen is a Conn that can send and receive.
	StateOpen
	// StateClosed is a Conn closed by either side.
	StateClosed
	// StateFailed is a Conn that broke or never opened; Err says why.
	StateFailed
)

// String returns "connecting", "open", "closed" or "failed".
func (s State) String() string {
	switch s {
	case StateConnecting:
		return "connecting"
	case StateOpen:
		return "open"
	case StateClosed:
		return "closed"
	case StateFailed:
		return "failed"
	}
	return "State(" + strconv.Itoa(int(s)) + ")"
}

// Errors of the transport.
var (
	// ErrNotOpen is Send on a Conn that is still connecting.
	ErrNotOpen = errors.New("p2p: connection not open yet")
	// ErrClosed is an operation on a closed Conn, Pending or Host.
	ErrClosed = errors.New("p2p: connection closed")
	// ErrTimeout is a Conn that found a network path to its peer but did
	// not open within Config.ConnectTimeout (after Join) or
	// Config.AcceptTimeout (after Accept).
	ErrTimeout = errors.New("p2p: connection timed out")
	// ErrNoRoute is a Conn that found no network path to its peer within
	// Config.ConnectTimeout (after Join) or Config.AcceptTimeout (after
	// Accept). For a guest, it is also what a host that never applied the
	// reply code looks like.
	ErrNoRoute = errors.New("no network path between the two devices: on different networks the host needs a STUN server (the default) or, behind strict routers, a TURN server")
	// ErrConnectionFailed is an open Conn whose network path was lost (ICE
	// or DTLS failure).
	ErrConnectionFailed = errors.New("p2p: connection lost")
	// ErrOverflow is a Conn whose peer sent faster than it was read.
	ErrOverflow = errors.New("p2p: too many unread messages")
	// ErrMessageSize is Send of more than MaxMessageSize bytes.
	ErrMessageSize = errors.New("p2p: message too large")
)

// Bounds of the receive queue: past either, the Conn fails with ErrOverflow.
const (
	maxQueuedMessages = 4096
	maxQueuedBytes    = 16 << 20
)

// Conn is a reliable, ordered message channel to one peer: a WebRTC data
// channel. Its methods are safe for concurrent use. Incoming messages are
// queued without blocking the WebRTC goroutines and delivered in order on
// Recv.
type Conn struct {
	pc *webrtc.PeerConnection
	dc *webrtc.DataChannel

	open     chan struct{} // closed when the channel opens
	done     chan struct{} // closed when the Conn is closed or failed
	stop     chan struct{} // closed by Close: Recv ends at once
	wake     chan struct{} // the pump's doorbell (capacity 1)
	recv     chan []byte
	stopOnce sync.Once
	downOnce sync.Once
	mute     func() // stops reading the channel at once
	release  func() // undoes the message hook

	mu       sync.Mutex
	state    State
	err      error
	queue    [][]byte
	queued   int
	timer    *time.Timer
	onFinish []func()
	routed   bool // ICE found a path to the peer at least once
	iceFail  bool // the peer connection failed before the channel opened
}

// newConn wires the callbacks of pc and dc; the Conn starts connecting.
func newConn(pc *webrtc.PeerConnection, dc *webrtc.DataChannel) *Conn {
	c := &Conn{
		pc:   pc,
		dc:   dc,
		open: make(chan struct{}),
		done: make(chan struct{}),
		stop: make(chan struct{}),
		wake: make(chan struct{}, 1),
		recv: make(chan []byte),
	}
	dc.OnOpen(c.opened)
	dc.OnClose(func() { c.finish(StateClosed, nil) })
	c.mute, c.release = onMessage(dc, c.push, func() { c.finish(StateFailed, ErrOverflow) })
	pc.OnICEConnectionStateChange(c.iceState)
	pc.OnConnectionStateChange(c.peerState)
	crash.Go(func() { c.pump() })
	return c
}

// iceState notes when ICE finds a path.
func (c *Conn) iceState(s webrtc.ICEConnectionState) {
	if s == webrtc.ICEConnectionStateConnected || s == webrtc.ICEConnectionStateCompleted {
		c.mu.Lock()
		c.routed = true
		c.mu.Unlock()
	}
}

// peerState follows the peer connection. A failure before the channel
// opened is only noted: the guest's checks fail if the host takes long to
// apply the reply, and the host's checks may still come and succeed; the
// connect timeout decides. After the channel opened, it is a lost
// connection.
func (c *Conn) peerState(s webrtc.PeerConnectionState) {
	switch s {
	case webrtc.PeerConnectionStateConnected:
		c.mu.Lock()
		c.routed = true
		c.mu.Unlock()
	case webrtc.PeerConnectionStateFailed:
		c.mu.Lock()
		connecting := c.state == StateConnecting
		if connecting {
			c.iceFail = true
		}
		c.mu.Unlock()
		if !connecting {
			c.finish(StateFailed, ErrConnectionFailed)
		}
	case webrtc.PeerConnectionStateClosed:
		c.finish(StateClosed, nil)
	}
}

// arm starts the connect timeout: when it expires before the channel
// opens, c fails with ErrNoRoute, or with ErrTimeout if ICE found a path.
func (c *Conn) arm(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.state == StateConnecting && c.timer == nil {
		c.timer = time.AfterFunc(d, c.expire)
	}
}

func (c *Conn) expire() {
	c.mu.Lock()
	err := ErrNoRoute
	if c.routed {
		err = ErrTimeout
	}
	c.mu.Unlock()
	c.finish(StateFailed, err)
}

func (c *Conn) opened() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.state != StateConnecting {
		return
	}
	c.state = StateOpen
	if c.timer != nil {
		c.timer.Stop()
	}
	close(c.open)
}

// finish moves c to a final state once, and tears the connection down in
// the background (pion must not be closed from inside its own callbacks).
func (c *Conn) finish(s State, err error) {
	c.mu.Lock()
	if c.state == StateClosed || c.state == StateFailed || ((err == ErrTimeout || err == ErrNoRoute) && c.state != StateConnecting) {
		c.mu.Unlock()
		return
	}
	c.state, c.err = s, err
	if c.timer != nil {
		c.timer.Stop()
	}
	hooks := c.onFinish
	c.onFinish = nil
	close(c.done)
	c.mu.Unlock()
	c.mute() // now, not at the teardown: a flood's queued messages are not read
	c.ring()
	for _, f := range hooks {
		f()
	}
	crash.Go(func() { c.teardown() })
}

// whenDone registers f to run once c is closed or failed (at once if it is).
func (c *Conn) whenDone(f func()) {
	c.mu.Lock()
	if c.state != StateClosed && c.state != StateFailed {
		c.onFinish = append(c.onFinish, f)
		c.mu.Unlock()
		return
	}
	c.mu.Unlock()
	f()
}

func (c *Conn) teardown() {
	c.downOnce.Do(func() {
		_ = c.dc.Close()
		_ = c.pc.Close()
		c.release()
	})
}

// push queues an incoming message; it never blocks.
func (c *Conn) push(b []byte) {
	c.mu.Lock()
	if c.state == StateClosed || c.state == StateFailed {
		c.mu.Unlock()
		return
	}
	if len(c.queue) >= maxQueuedMessages || c.queued+len(b) > maxQueuedBytes {
		c.mu.Unlock()
		c.finish(StateFailed, ErrOverflow)
		return
	}
	c.queue = append(c.queue, b)
	c.queued += len(b)
	c.mu.Unlock()
	c.ring()
}

func (c *Conn) ring() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// pump delivers the queue on recv, in order; it closes recv after the last
// message once c is done, or at once after Close.
func (c *Conn) pump() {
	defer close(c.recv)
	for {
		c.mu.Lock()
		if len(c.queue) == 0 {
			ended := c.state == StateClosed || c.state == StateFailed
			c.mu.Unlock()
			if ended {
				return
			}
			select {
			case <-c.wake:
				continue
			case <-c.stop:
				return
			}
		}
		m := c.queue[0]
		c.queue[0] = nil
		c.queue = c.queue[1:]
		c.queued -= len(m)
		c.mu.Unlock()
		select {
		case c.recv <- m:
		case <-c.stop:
			return
		}
	}
}

// Send sends one message. It fails with ErrNotOpen before the channel
// opens, ErrClosed after it ends, and ErrMessageSize over MaxMessageSize
// bytes.
func (c *Conn) Send(b []byte) error {
	if len(b) > MaxMessageSize {
		return ErrMessageSize
	}
	switch c.State() {
	case StateConnecting:
		return ErrNotOpen
	case StateClosed, StateFailed:
		return ErrClosed
	}
	return c.dc.Send(b)
}

// Recv returns the channel of incoming messages, in the order they were
// sent. It is closed after the last message once the Conn has ended, and
// at once after Close. Read it steadily: a peer that gets more than a few
// thousand messages ahead fails the Conn with ErrOverflow.
func (c *Conn) Recv() <-chan []byte { return c.recv }

// Opened returns a channel closed when the data channel opens.
func (c *Conn) Opened() <-chan struct{} { return c.open }

// Done returns a channel closed when the Conn is closed or has failed.
func (c *Conn) Done() <-chan struct{} { return c.done }

// State returns the current state.
func (c *Conn) State() State {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state
}

// Err returns why the Conn failed: nil while it is connecting or open and
// after a normal close, else ErrNoRoute, ErrTimeout, ErrConnectionFailed
// or ErrOverflow.
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Close closes the connection (the peer sees its Conn closed) and ends
// Recv. It returns once the WebRTC resources are released; it is safe to
// call more than once.
func (c *Conn) Close() error {
	c.finish(StateClosed, nil)
	c.stopOnce.Do(func() { close(c.stop) })
	c.teardown()
	return nil
}
