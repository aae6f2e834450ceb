package rendezvous

import (
	"crypto/rand"
	"encoding/base64"
	"testing"
	"time"

	gonostr "github.com/nbd-wtf/go-nostr"

	"menagerie/app/p2p"
	"menagerie/app/rendezvous/nostr"
	"menagerie/app/rendezvous/relaytest"
)

// TestFloodedRelay: someone who knows the room's topic (a relay, another
// seat's guest) floods it with events that do not open, hundreds a second,
// while a guest knocks: the host hears the guest's knocks all the same
// (the junk never takes their place in the queue, nor gets the relay cut
// off).
func TestFloodedRelay(t *testing.T) {
	t.Parallel()
	url := relaytest.New(t)

	room, token := make([]byte, p2p.RoomSize), make([]byte, p2p.TokenSize)
	rand.Read(room)
	rand.Read(token)
	host, err := OpenHost([]string{url}, room, func(seat int) []byte {
		if seat == 1 {
			return token
		}
		return nil
	}, Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, err := OpenGuest([]string{url}, room, 1, token, Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	flood := nostr.NewPool([]string{url}, nostr.Filter{Kinds: []int{Kind}, Tag: "t", Values: []string{"nobody"}}, nil, nil, nil)
	defer flood.Close()
	deadline := time.Now().Add(30 * time.Second)
	for host.Connected() < 1 || guest.Connected() < 1 || flood.Connected() < 1 {
		if time.Now().After(deadline) {
			t.Fatal("not on the relay")
		}
		time.Sleep(20 * time.Millisecond)
	}

	// The junk: signed events on the room's topic whose content opens
	// with no key, made before the flood (signed by go-nostr, faster than
	// the app's own signer, which signs a few events a session).
	const junkCount = 1200
	junk := make([]nostr.Event, junkCount)
	sk := gonostr.GeneratePrivateKey()
	for i := range junk {
		b := make([]byte, 120)
		rand.Read(b)
		e := gonostr.Event{CreatedAt: gonostr.Now(), Kind: Kind, Tags: gonostr.Tags{{"t", topic(room)}}, Content: base64.RawURLEncoding.EncodeToString(b)}
		if err := e.Sign(sk); err != nil {
			t.Fatal(err)
		}
		junk[i] = nostr.Event{ID: e.ID, PubKey: e.PubKey, CreatedAt: int64(e.CreatedAt), Kind: e.Kind, Tags: [][]string{{"t", topic(room)}}, Content: e.Content, Sig: e.Sig}
	}
	// About 300 a second for four seconds, and a knock every 400 ms (a
	// seat's messages are bounded at 4 a second).
	knocks := 0
	start := time.Now()
	for i := range junk {
		flood.Publish(junk[i])
		if i%120 == 0 {
			if err := guest.Send(Message{Type: TypeKnock}); err != nil {
				t.Fatal(err)
			}
			knocks++
		}
		time.Sleep(time.Until(start.Add(time.Duration(i+1) * time.Second / 300)))
	}
	heard := 0
	for wait := time.After(time.Minute); heard < knocks; {
		select {
		case m := <-host.Messages():
			if m.Type == TypeKnock && m.Seat == 1 {
				heard++
			}
		case <-wait:
			t.Fatalf("the host heard %d of the guest's %d knocks through the flooded relay", heard, knocks)
		}
	}
	t.Logf("%d junk events in %v; the host heard the guest's %d knocks", junkCount, time.Since(start).Round(time.Millisecond), heard)
}
