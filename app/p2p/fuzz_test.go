package p2p

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// linkSentinels are the errors that every decoding failure must match.
var linkSentinels = []error{ErrBadLink, ErrIncomplete, ErrTooLong, ErrOldVersion, ErrNewVersion, ErrNotInvite, ErrNotReply}

func matchesOne(err error, sentinels []error) bool {
	for _, s := range sentinels {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// fuzzServers are the servers of the seed invitations: every kind of URL
// and credentials with spaces.
var fuzzServers = []ICEServer{
	{URLs: []string{DefaultSTUNServer, "stun:192.0.2.1", "stuns:[2001:db8::1]:5349"}},
	{URLs: []string{"turn:turn.example.org:3478?transport=udp", "turns:turn.example.org?transport=tcp"}, Username: "Alice Martin", Credential: ` pass "word" `},
}

// FuzzDecodeOffer checks that DecodeOffer never panics, that its errors are
// the documented ones, and that what it accepts encodes back to the same
// offer. The seed corpus is in testdata/fuzz/FuzzDecodeOffer.
func FuzzDecodeOffer(f *testing.F) {
	for _, s := range []Session{chromeSession, firefoxSession, pionSession, ipv6Session} {
		code, _ := EncodeOffer(Offer{Game: "zoo", Seat: 1, Token: token8, Invite: InviteID{1, 2, 3, 4, 5, 6}, Servers: fuzzServers, Session: s})
		f.Add(code)
	}
	f.Fuzz(func(t *testing.T, code string) {
		o, err := DecodeOffer(code)
		if err != nil {
			if !matchesOne(err, linkSentinels) {
				t.Fatalf("DecodeOffer(%q): undocumented error %v", code, err)
			}
			return
		}
		again, err := EncodeOffer(o)
		if err != nil {
			t.Fatalf("EncodeOffer(DecodeOffer(%q)): %v", code, err)
		}
		back, err := DecodeOffer(again)
		if err != nil || !reflect.DeepEqual(back, o) {
			t.Fatalf("re-encoded offer differs: %+v, %v; was %+v", back, err, o)
		}
		if len(again) > len(code) && len(bytes.TrimSpace([]byte(code))) == len(code) && !bytes.ContainsRune([]byte(code), '#') {
			t.Fatalf("re-encoding grew %q to %q", code, again)
		}
	})
}

// FuzzDecodeAnswer is FuzzDecodeOffer for reply codes.
func FuzzDecodeAnswer(f *testing.F) {
	for _, s := range []Session{chromeSession, firefoxSession, pionSession, ipv6Session} {
		code, _ := EncodeAnswer(Answer{Seat: 1, Token: token8, Invite: InviteID{1, 2, 3, 4, 5, 6}, Session: s})
		f.Add(code)
	}
	f.Fuzz(func(t *testing.T, code string) {
		a, err := DecodeAnswer(code)
		if err != nil {
			if !matchesOne(err, linkSentinels) {
				t.Fatalf("DecodeAnswer(%q): undocumented error %v", code, err)
			}
			return
		}
		again, err := EncodeAnswer(a)
		if err != nil {
			t.Fatalf("EncodeAnswer(DecodeAnswer(%q)): %v", code, err)
		}
		back, err := DecodeAnswer(again)
		if err != nil || !reflect.DeepEqual(back, a) {
			t.Fatalf("re-encoded answer differs: %+v, %v; was %+v", back, err, a)
		}
	})
}

// FuzzParseICEServers checks that ParseICEServers never panics, that its
// errors are the documented ones, and that what it accepts can go in an
// invitation and reads back the same through FormatICEServers.
func FuzzParseICEServers(f *testing.F) {
	f.Add(DefaultSTUNServer)
	f.Add("turn:turn.example.org:3478?transport=udp alice correct horse battery staple\n# comment\nstun:[2001:db8::1]")
	f.Add(`turns:t.example.org "Alice \"M\"" "  spaced  "`)
	f.Add("STUN://Example.org:03478\r\n\tturn:198.51.100.1?transport=tcp u p")
	iceSentinels := []error{ErrICEScheme, ErrICEHost, ErrICEPort, ErrICETransport, ErrICECredentials, ErrICEQuote, ErrICEText, ErrICETooMany}
	f.Fuzz(func(t *testing.T, text string) {
		servers, err := ParseICEServers(text)
		if err != nil {
			var se *ICESettingsError
			if !matchesOne(err, iceSentinels) || !errors.As(err, &se) || se.Line < 1 || servers != nil {
				t.Fatalf("ParseICEServers(%q): undocumented error %v", text, err)
			}
			return
		}
		if _, err := checkServers(servers); err != nil {
			t.Fatalf("ParseICEServers(%q) = %+v, which an invitation cannot carry: %v", text, servers, err)
		}
		if c, err := canonicalServers(servers); err != nil || len(c) > len(servers) {
			t.Fatalf("canonicalServers(%+v) = %+v, %v", servers, c, err)
		}
		back, err := ParseICEServers(FormatICEServers(servers))
		if err != nil || !reflect.DeepEqual(back, servers) {
			t.Fatalf("%+v formats as %q, which reads back as %+v, %v", servers, FormatICEServers(servers), back, err)
		}
	})
}

var wireSentinels = []error{ErrWireTooLarge, ErrWireVersion, ErrWireType, ErrWireMissing, ErrWireUnknownField, ErrWireMalformed}

// FuzzDecode checks that Decode never panics, that its errors are the
// documented ones, and that what it accepts encodes back to an equal
// message. The seed corpus is in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"v":1,"t":"state","s":7,"d":{"view":[1,2]}}`))
	f.Add([]byte(`{"v":1,"t":"act","b":7,"n":3,"d":"pass"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			if !matchesOne(err, wireSentinels) {
				t.Fatalf("Decode(%q): undocumented error %v", data, err)
			}
			return
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode(Decode(%q)): %v", data, err)
		}
		back, err := Decode(enc)
		if err != nil {
			t.Fatalf("Decode(Encode(Decode(%q))) = %v", data, err)
		}
		var want bytes.Buffer
		if m.Data != nil {
			_ = json.Compact(&want, m.Data)
			m.Data = want.Bytes()
		}
		if !reflect.DeepEqual(back, m) {
			t.Fatalf("round trip: %+v, want %+v", back, m)
		}
	})
}
