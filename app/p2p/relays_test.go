package p2p

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

func TestParseRelays(t *testing.T) {
	got, err := ParseRelays("# mine\nWSS://Relay.Example.org/\n\nws://127.0.0.1:7447\nwss://relay.example.org:443\nwss://r.example/nostr/v1\n")
	want := []string{"wss://relay.example.org", "ws://127.0.0.1:7447", "wss://r.example/nostr/v1"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("ParseRelays: %q, %v", got, err)
	}
	if got, err := ParseRelays(FormatRelays(DefaultRelays())); err != nil || !reflect.DeepEqual(got, DefaultRelays()) {
		t.Fatalf("the default relays: %q, %v", got, err)
	}
	if got, err := ParseRelays(" \n"); err != nil || len(got) != 0 {
		t.Fatalf("no relays: %q, %v", got, err)
	}
	for _, bad := range []string{"https://relay.example.org", "relay.example.org", "wss://", "wss://a..b", "wss://u:p@relay.example.org",
		"wss://relay.example.org?x=1", "wss://relay.example.org#f", "wss://relay.example.org:0", "wss://relay.example.org:99999",
		"wss://[::1]:7447",
		"wss://a.example\nwss://b.example\nwss://c.example\nwss://d.example\nwss://e.example\nwss://f.example\nwss://g.example"} {
		_, err := ParseRelays(bad)
		var se *RelaySettingsError
		if !errors.Is(err, ErrRelayURL) || !errors.As(err, &se) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// TestRendezvousInLink checks that an invitation carries the room and the
// relays, that a version 2 invitation (with neither) is still read, and
// that the relays are decoded strictly.
func TestRendezvousInLink(t *testing.T) {
	room := NewRoom()
	o := Offer{Game: "zoo", Seat: 1, Token: token8, Invite: InviteID{1, 2, 3, 4, 5, 6}, Session: chromeSession,
		Room: room, Relays: []string{"wss://relay.damus.io", "ws://127.0.0.1:7447", "wss://r.example/nostr"}}
	code, err := EncodeOffer(o)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeOffer(code)
	o.Version = LinkVersion
	if err != nil || !reflect.DeepEqual(got, o) {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	// Version 2: no rendezvous, still read, and written again the same.
	old := o
	old.Version, old.Room, old.Relays = 2, nil, nil
	code2, err := EncodeOffer(old)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := DecodeOffer(code2); err != nil || got.Version != 2 || got.Relays != nil {
		t.Fatalf("version 2: %+v, %v", got, err)
	}
	if _, err := EncodeOffer(Offer{Version: 2, Game: "zoo", Seat: 1, Token: token8, Session: chromeSession, Room: room, Relays: o.Relays}); err == nil {
		t.Error("a version 2 invitation with relays was written")
	}
	for name, f := range map[string]func(o *Offer){
		"room without relays": func(o *Offer) { o.Relays = nil },
		"relays without room": func(o *Offer) { o.Room = nil },
		"short room":          func(o *Offer) { o.Room = room[:8] },
		"not canonical":       func(o *Offer) { o.Relays = []string{"wss://Relay.Damus.io/"} },
		"too many":            func(o *Offer) { o.Relays = make([]string, MaxRelays+1) },
	} {
		c := o
		f(&c)
		if _, err := EncodeOffer(c); err == nil {
			t.Errorf("%s: encoded", name)
		}
	}
	// The binary form, tampered with: the relays section of a one-relay
	// invitation is count, room, flags, host, [port].
	one := Offer{Game: "zoo", Seat: 1, Token: token8, Room: room, Relays: []string{"ws://127.0.0.1:7447"},
		Session: Session{Ufrag: "wxyz", Pwd: "ABCDEFGHIJKLMNOPQRSTUVWX", Fingerprint: fpA, Candidates: []Candidate{lo4}}}
	raw := rawOffer(t, one)
	at := len(raw) - (1 + RoomSize + 1 + 8 + 2) // the count byte
	if raw[at] != 1 {
		t.Fatalf("unexpected layout %x", raw[at:])
	}
	edit := func(f func(b []byte) []byte) string {
		return codeOf(offerHeader, f(append([]byte(nil), raw...)))
	}
	for name, c := range map[string]struct {
		code string
		want error
	}{
		"7 relays":         {edit(func(b []byte) []byte { b[at] = MaxRelays + 1; return b }), ErrBadLink},
		"2 relays":         {edit(func(b []byte) []byte { b[at] = 2; return b }), ErrIncomplete},
		"flag bit 3":       {edit(func(b []byte) []byte { b[at+1+RoomSize] |= 8; return b }), ErrBadLink},
		"default port":     {edit(func(b []byte) []byte { n := len(b); b[n-2], b[n-1] = 0, 80; return b }), ErrBadLink},
		"no room":          {edit(func(b []byte) []byte { return b[:at+5] }), ErrIncomplete},
		"trailing":         {edit(func(b []byte) []byte { return append(b, 0) }), ErrBadLink},
		"path not a path":  {edit(func(b []byte) []byte { b[at+1+RoomSize] |= relayPath; return append(b, appendPacked(nil, "x")...) }), ErrBadLink},
		"duplicate relays": {edit(func(b []byte) []byte { b[at] = 2; return append(b, b[at+1+RoomSize:]...) }), ErrBadLink},
	} {
		if _, err := DecodeOffer(c.code); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", name, err, c.want)
		}
	}
}

// TestInviteWithRelaysFits checks that the longest realistic invitation
// that Invite makes (LinkCandidates candidates, two TURN servers with long
// credentials) still fits MaxInviteLen with the default relays.
func TestInviteWithRelaysFits(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 8))
	for i := 0; i < 20; i++ {
		o := worstInvite(rng)
		o.Candidates = o.Candidates[:LinkCandidates]
		o.Room, o.Relays = NewRoom(), DefaultRelays()
		code, err := EncodeOffer(o)
		if err != nil {
			t.Fatalf("worst invitation with the default relays: %v", err)
		}
		if i == 0 {
			t.Logf("%d characters, limit %d", len(code), MaxInviteLen)
		}
	}
}
