//go:build js

package nostr

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// socket is the browser's WebSocket to a relay. Its event handlers never
// block the page: a message is queued (at most socketQueue of them; a
// relay that sends faster than the pool reads is cut off), and read takes
// from the queue.
type socket struct {
	ws       js.Value
	limit    int64
	funcs    []js.Func
	messages chan []byte
	open     chan struct{}
	closed   chan struct{}

	mu  sync.Mutex
	err error // why the connection ended
}

// socketQueue is how many received messages wait for read.
const socketQueue = 256

var errSocketClosed = errors.New("nostr: connection closed")

// dial opens a connection to url whose messages are at most limit bytes.
func dial(ctx context.Context, url string, limit int64) (s *socket, err error) {
	defer func() {
		// The constructor throws on a malformed address.
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("nostr: %s: %v", url, r)
		}
	}()
	s = &socket{limit: limit, messages: make(chan []byte, socketQueue), open: make(chan struct{}), closed: make(chan struct{})}
	s.ws = js.Global().Get("WebSocket").New(url)
	s.ws.Set("binaryType", "arraybuffer")
	s.on("open", func(js.Value) { close(s.open) })
	s.on("error", func(js.Value) { s.end(errors.New("nostr: WebSocket error")) })
	s.on("close", func(e js.Value) {
		s.end(fmt.Errorf("nostr: connection closed (%d %s)", e.Get("code").Int(), e.Get("reason").String()))
	})
	s.on("message", s.message)
	select {
	case <-s.open:
		return s, nil
	case <-s.closed:
		s.close()
		return nil, s.cause()
	case <-ctx.Done():
		s.close()
		return nil, ctx.Err()
	}
}

// on sets the handler of the WebSocket's event name.
func (s *socket) on(name string, f func(js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	s.funcs = append(s.funcs, fn)
	s.ws.Set("on"+name, fn)
}

// message queues a received message, or ends the connection if it is too
// large or the queue is full.
func (s *socket) message(e js.Value) {
	data := e.Get("data")
	var b []byte
	if data.Type() == js.TypeString {
		// syscall/js reads no property of a string: its length is known
		// once it is copied (the browser bounds a message's size itself).
		b = []byte(data.String())
	} else {
		arr := js.Global().Get("Uint8Array").New(data)
		if int64(arr.Length()) > s.limit {
			s.end(fmt.Errorf("nostr: a message over %d bytes", s.limit))
			return
		}
		b = make([]byte, arr.Length())
		js.CopyBytesToGo(b, arr)
	}
	if int64(len(b)) > s.limit {
		s.end(fmt.Errorf("nostr: a message over %d bytes", s.limit))
		return
	}
	select {
	case s.messages <- b:
	default:
		s.end(fmt.Errorf("nostr: more than %d messages waiting", socketQueue))
	}
}

// end records why the connection ended, the first time, and closes it.
func (s *socket) end(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return
	}
	s.err = err
	close(s.closed)
	s.ws.Call("close")
}

func (s *socket) cause() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// write sends msg as one text message.
func (s *socket) write(ctx context.Context, msg []byte) error {
	select {
	case <-s.closed:
		return s.cause()
	default:
	}
	if s.ws.Get("readyState").Int() != 1 { // OPEN
		return errSocketClosed
	}
	s.ws.Call("send", string(msg))
	return nil
}

// read returns the next message.
func (s *socket) read(ctx context.Context) ([]byte, error) {
	select {
	case b := <-s.messages:
		return b, nil
	case <-s.closed:
		return nil, s.cause()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// close ends the connection at once and lets go of its handlers: they are
// taken off the WebSocket first, so that no event calls a released one.
func (s *socket) close() {
	s.end(errSocketClosed)
	for _, name := range []string{"open", "error", "close", "message"} {
		s.ws.Set("on"+name, js.Null())
	}
	for _, f := range s.funcs {
		f.Release()
	}
	s.funcs = nil
}
