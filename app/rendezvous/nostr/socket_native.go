//go:build !js

package nostr

import (
	"context"

	"github.com/coder/websocket"
)

// socket is one WebSocket connection to a relay, carrying text messages.
// Natively it is github.com/coder/websocket; in the browser, the browser's
// own WebSocket (socket_js.go), which spares the download a WebSocket
// client written in Go.
type socket struct{ c *websocket.Conn }

// dial opens a connection to url whose messages are at most limit bytes.
func dial(ctx context.Context, url string, limit int64) (*socket, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(limit)
	return &socket{c}, nil
}

// write sends msg as one text message.
func (s *socket) write(ctx context.Context, msg []byte) error {
	return s.c.Write(ctx, websocket.MessageText, msg)
}

// read returns the next message.
func (s *socket) read(ctx context.Context) ([]byte, error) {
	_, data, err := s.c.Read(ctx)
	return data, err
}

// close ends the connection at once.
func (s *socket) close() { s.c.CloseNow() }
