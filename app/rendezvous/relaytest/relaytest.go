// Package relaytest runs Nostr relays (khatru) on loopback for the tests
// of the packages that meet through relays: New passes events on, as every
// relay does; NewStoring also keeps the regular ones and answers queries
// with them, newest first, as public relays do. Each stops when its test
// ends.
package relaytest

import (
	"context"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/fiatjaf/khatru"
	"github.com/nbd-wtf/go-nostr"
)

// New starts a relay that passes events on and keeps none, and returns
// its ws:// address.
func New(t testing.TB) string {
	t.Helper()
	return serve(t, newRelay(t))
}

// NewStoring starts a relay that keeps the regular events it gets, and
// returns its ws:// address.
func NewStoring(t testing.TB) string {
	t.Helper()
	r := newRelay(t)
	var mu sync.Mutex
	var kept []nostr.Event
	r.StoreEvent = append(r.StoreEvent, func(_ context.Context, e *nostr.Event) error {
		mu.Lock()
		defer mu.Unlock()
		kept = append(kept, *e)
		return nil
	})
	r.QueryEvents = append(r.QueryEvents, func(_ context.Context, f nostr.Filter) (chan *nostr.Event, error) {
		mu.Lock()
		var out []*nostr.Event
		for i := len(kept) - 1; i >= 0 && (f.Limit == 0 || len(out) < f.Limit); i-- {
			if f.Matches(&kept[i]) {
				e := kept[i]
				out = append(out, &e)
			}
		}
		mu.Unlock()
		ch := make(chan *nostr.Event, len(out))
		for _, e := range out {
			ch <- e
		}
		close(ch)
		return ch, nil
	})
	return serve(t, r)
}

// newRelay is a khatru relay that logs to the test.
func newRelay(t testing.TB) *khatru.Relay {
	r := khatru.NewRelay()
	r.Log.SetOutput(Log{t})
	return r
}

func serve(t testing.TB, r *khatru.Relay) string {
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	return "ws" + strings.TrimPrefix(srv.URL, "http")
}

// Log writes a relay's log lines to its test's log.
type Log struct{ T testing.TB }

func (w Log) Write(b []byte) (int, error) {
	w.T.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}
