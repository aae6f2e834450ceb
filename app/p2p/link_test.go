package p2p

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand/v2"
	"net/netip"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rsc.io/qr"
)

// Realistic values, as browsers and pion write them.
var (
	fpA = [32]byte{0x6B, 0x8B, 0x3F, 0x1E, 0x9A, 0x22, 0xC4, 0x07, 0x5D, 0xE0, 0x11, 0x93, 0xA7, 0x4C, 0x02, 0xBF,
		0x38, 0x5A, 0xD6, 0x7E, 0x90, 0x13, 0xF2, 0x64, 0xAB, 0xCD, 0x0E, 0x71, 0x88, 0x29, 0x5C, 0xE3}
	fpB = [32]byte{0xF0, 0x0D, 0x12, 0x9E, 0x4B, 0x77, 0x31, 0xA8, 0xC5, 0x6D, 0x03, 0xEE, 0x59, 0xB2, 0x84, 0x1A,
		0x2F, 0xD9, 0x66, 0x0C, 0xBE, 0x47, 0x93, 0x15, 0x7A, 0xE8, 0x3C, 0x51, 0x0B, 0x9F, 0xA4, 0x26}

	mdnsV4 = Candidate{Hostname: "b8a2f1c4-5d3e-4f6a-9b7c-1d2e3f4a5b6c.local", Port: 54321}
	mdnsV6 = Candidate{Hostname: "0e6f9a2b-7c41-4d88-a3b5-c2d1e0f9a8b7.local", Port: 54322}
	srflx4 = Candidate{Addr: netip.MustParseAddr("203.0.113.45"), Port: 61000, Type: ServerReflexive}
	host6  = Candidate{Addr: netip.MustParseAddr("2001:db8:85a3::8a2e:370:7334"), Port: 50123}
	srflx6 = Candidate{Addr: netip.MustParseAddr("2001:db8:1f70:999:de8:7648:3a49:6e8"), Port: 61001, Type: ServerReflexive}
	relay4 = Candidate{Addr: netip.MustParseAddr("198.51.100.7"), Port: 3478, Type: Relayed}
	host4  = Candidate{Addr: netip.MustParseAddr("192.168.1.23"), Port: 49152}
	tcpAct = Candidate{Hostname: "b8a2f1c4-5d3e-4f6a-9b7c-1d2e3f4a5b6c.local", Port: 9, Protocol: TCP, TCPType: TCPActive}
	lo4    = Candidate{Addr: netip.MustParseAddr("127.0.0.1"), Port: 40001}
)

// Credentials: Chromium and Safari use 4 and 24 ice-chars, Firefox 8 and 32
// lower-case hex digits, pion by default 16 and 32 letters.
var (
	chromeSession = Session{Ufrag: "3ZQx", Pwd: "Fd1Qe4l0+gS7tIrOe9bWkYz/", Fingerprint: fpA,
		Candidates: []Candidate{mdnsV4, srflx4, srflx6, tcpAct}}
	firefoxSession = Session{Ufrag: "8d9a9c6b", Pwd: "5c9d1e0f3a7b2c4d6e8f0a1b3c5d7e9f", Fingerprint: fpB,
		Candidates: []Candidate{mdnsV4, mdnsV6, srflx4, srflx6}}
	pionSession = Session{Ufrag: "qWeRtYuIoPaSdFgH", Pwd: "ZxCvBnMqWeRtYuIoPaSdFgHjKlZxCvBn", Fingerprint: fpA,
		Candidates: []Candidate{host4, srflx4, relay4, lo4}}
	ipv6Session = Session{Ufrag: "8d9a9c6b", Pwd: "5c9d1e0f3a7b2c4d6e8f0a1b3c5d7e9f", Fingerprint: fpB,
		Candidates: []Candidate{host6, srflx6, {Addr: netip.MustParseAddr("fd00::1234"), Port: 1}, {Addr: netip.MustParseAddr("2001:db8::ffff"), Port: 65535, Type: Relayed}}}
)

var token8 = []byte{0x91, 0x3C, 0xE7, 0x05, 0x6A, 0xD2, 0x48, 0xBF}

func TestOfferRoundTrip(t *testing.T) {
	cases := []Offer{
		{Game: "animalement", Seat: 3, Token: token8, Session: chromeSession},
		{Game: "lifeislife", Seat: 0, Token: token8, Session: firefoxSession},
		{Game: "beavergang", Seat: 255, Token: bytes.Repeat([]byte{7}, MaxTokenSize), Session: pionSession},
		{Game: "zoo", Seat: 1, Token: []byte{1}, Session: ipv6Session},
		{Game: "chevaux", Seat: 2, Token: token8, Session: Session{Ufrag: "a", Pwd: "b", Fingerprint: fpB}},
		{Game: "my-game_2!", Seat: 4, Token: token8, Session: Session{Ufrag: strings.Repeat("u", 64), Pwd: strings.Repeat("0123456789abcdef", 16)[:maxPacked], Fingerprint: fpA,
			Candidates: []Candidate{
				{Hostname: "my-laptop.local", Port: 1},
				{Hostname: "B8A2F1C4-5D3E-4F6A-9B7C-1D2E3F4A5B6C.local", Port: 2}, // upper case: not the compact mDNS form
				{Addr: netip.MustParseAddr("10.0.0.1"), Port: 3, Type: PeerReflexive, Protocol: TCP, TCPType: TCPPassive},
				{Addr: netip.MustParseAddr("::1"), Port: 4, Protocol: TCP, TCPType: TCPSimultaneousOpen},
				{Addr: netip.MustParseAddr("0.0.0.0"), Port: 0},
			}}},
	}
	// The most candidates a link may carry.
	many := Offer{Game: "zoo", Seat: 5, Token: token8, Session: chromeSession}
	many.Candidates = nil
	for i := 0; i < MaxCandidates; i++ {
		many.Candidates = append(many.Candidates, Candidate{Addr: netip.AddrFrom4([4]byte{10, 0, 0, byte(i)}), Port: uint16(5000 + i)})
	}
	cases = append(cases, many)
	// An invitation id and servers of every kind.
	withServers := Offer{Game: "zoo", Seat: 1, Token: token8, Invite: InviteID{0xA1, 0xB2, 0xC3, 0xD4, 0xE5, 0xF6}, Session: chromeSession,
		Servers: []ICEServer{
			{URLs: []string{DefaultSTUNServer}},
			{URLs: []string{"stun:192.0.2.1", "stuns:[2001:db8::1]:5349", "stun:localhost:3478", "stun:cafe"}},
			{URLs: []string{"turn:turn.example.org:3478?transport=udp", "turns:turn.example.org?transport=tcp", "turn:198.51.100.9:80?transport=tcp"},
				Username: "Alice Martin", Credential: `  "pass word" \ with spaces, ünïcödé 🦫  `},
			{URLs: []string{"turn:[2001:db8:85a3::8a2e:370:7334]"}, Username: "1718033000:menagerie", Credential: "dGhpcyBpcyBub3QgYSByZWFsIHNlY3JldA=="},
		}}
	cases = append(cases, withServers)
	for _, o := range cases {
		code, err := EncodeOffer(o)
		if err != nil {
			t.Fatalf("EncodeOffer(%+v): %v", o, err)
		}
		if strings.Trim(code, base64URLChars) != "" {
			t.Errorf("code %q is not base64url", code)
		}
		got, err := DecodeOffer(code)
		if err != nil {
			t.Fatalf("DecodeOffer(%q): %v", code, err)
		}
		want := o
		want.Version = LinkVersion
		if !reflect.DeepEqual(got, want) {
			t.Errorf("round trip:\n got %+v\nwant %+v", got, want)
		}
	}
}

func TestAnswerRoundTrip(t *testing.T) {
	for _, s := range []Session{chromeSession, firefoxSession, pionSession, ipv6Session, {Ufrag: "abcd", Pwd: "0123456789012345678901", Fingerprint: fpA}} {
		a := Answer{Seat: 2, Token: token8, Invite: InviteID{1, 2, 3, 0xFD, 0xFE, 0xFF}, Session: s}
		code, err := EncodeAnswer(a)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeAnswer(code)
		if err != nil {
			t.Fatalf("DecodeAnswer(%q): %v", code, err)
		}
		if !reflect.DeepEqual(got, a) {
			t.Errorf("round trip:\n got %+v\nwant %+v", got, a)
		}
	}
}

// TestCodeSizes proves the size limits with four candidates: an invitation
// fits in 300 characters and a reply in 210 (its checksum included), for the credentials of every
// browser and of pion, with any mix of IPv4, IPv6 and mDNS candidates.
func TestCodeSizes(t *testing.T) {
	sessions := map[string]Session{"chrome": chromeSession, "firefox": firefoxSession, "pion": pionSession, "ipv6": ipv6Session}
	for name, s := range sessions {
		for _, game := range []string{"zoo", "animalement", "lifeislife", "beavergang", "chevaux"} {
			offer, err := EncodeOffer(Offer{Game: game, Seat: 4, Token: token8, Session: s})
			if err != nil {
				t.Fatal(err)
			}
			if len(offer) > 300 {
				t.Errorf("%s offer for %s: %d characters > 300", name, game, len(offer))
			}
		}
		reply, err := EncodeAnswer(Answer{Seat: 4, Token: token8, Session: s})
		if err != nil {
			t.Fatal(err)
		}
		offer, _ := EncodeOffer(Offer{Game: "animalement", Seat: 4, Token: token8, Session: s})
		t.Logf("%-8s invite %3d characters, reply %3d characters", name, len(offer), len(reply))
		if len(reply) > 210 {
			t.Errorf("%s reply: %d characters > 210", name, len(reply))
		}
	}
	// The worst browser case: the longest credentials of a browser
	// (Firefox's) and four candidates of the longest kind (IPv6 or mDNS).
	worst := firefoxSession
	worst.Candidates = []Candidate{host6, mdnsV4, srflx6, mdnsV6}
	reply, _ := EncodeAnswer(Answer{Seat: 255, Token: token8, Session: worst})
	offer, _ := EncodeOffer(Offer{Game: "animalement", Seat: 255, Token: token8, Session: worst})
	t.Logf("worst    invite %3d characters, reply %3d characters", len(offer), len(reply))
	if len(reply) > 210 || len(offer) > 300 {
		t.Errorf("worst case: invite %d, reply %d characters", len(offer), len(reply))
	}
}

func TestEncodeRejects(t *testing.T) {
	good := Offer{Game: "zoo", Seat: 1, Token: token8, Session: chromeSession}
	tooMany := good
	tooMany.Candidates = make([]Candidate, MaxCandidates+1)
	for i := range tooMany.Candidates {
		tooMany.Candidates[i] = host4
	}
	mod := func(f func(o *Offer)) Offer {
		o := good
		o.Session.Candidates = append([]Candidate(nil), good.Candidates...)
		f(&o)
		return o
	}
	cases := map[string]Offer{
		"version":         mod(func(o *Offer) { o.Version = LinkVersion + 1 }),
		"no game":         mod(func(o *Offer) { o.Game = "" }),
		"game space":      mod(func(o *Offer) { o.Game = "my game" }),
		"seat -1":         mod(func(o *Offer) { o.Seat = -1 }),
		"seat 256":        mod(func(o *Offer) { o.Seat = 256 }),
		"no token":        mod(func(o *Offer) { o.Token = nil }),
		"long token":      mod(func(o *Offer) { o.Token = make([]byte, MaxTokenSize+1) }),
		"ufrag char":      mod(func(o *Offer) { o.Ufrag = "ab-c" }),
		"empty pwd":       mod(func(o *Offer) { o.Pwd = "" }),
		"long pwd":        mod(func(o *Offer) { o.Pwd = strings.Repeat("a", maxPacked+1) }),
		"17 candidates":   tooMany,
		"no address":      mod(func(o *Offer) { o.Candidates[0] = Candidate{Port: 1} }),
		"addr and name":   mod(func(o *Offer) { o.Candidates[0].Addr = host4.Addr }),
		"zone":            mod(func(o *Offer) { o.Candidates[0] = Candidate{Addr: netip.MustParseAddr("fe80::1%eth0"), Port: 1} }),
		"4in6":            mod(func(o *Offer) { o.Candidates[0] = Candidate{Addr: netip.MustParseAddr("::ffff:1.2.3.4"), Port: 1} }),
		"bad name":        mod(func(o *Offer) { o.Candidates[0] = Candidate{Hostname: "a..b", Port: 1} }),
		"udp tcptype":     mod(func(o *Offer) { o.Candidates[0].TCPType = TCPActive }),
		"tcp no tcptype":  mod(func(o *Offer) { o.Candidates[0].Protocol = TCP }),
		"unknown type":    mod(func(o *Offer) { o.Candidates[0].Type = 4 }),
		"unknown proto":   mod(func(o *Offer) { o.Candidates[0].Protocol = 2 }),
		"unknown tcptype": mod(func(o *Offer) { o.Candidates[0] = Candidate{Addr: host4.Addr, Protocol: TCP, TCPType: 4} }),
	}
	for name, o := range cases {
		if code, err := EncodeOffer(o); err == nil {
			t.Errorf("%s: EncodeOffer accepted it: %q", name, code)
		}
	}
	if _, err := EncodeAnswer(Answer{Seat: 1, Session: chromeSession}); err == nil {
		t.Error("EncodeAnswer accepted an answer without token")
	}
}

// codeOf builds a code from a header byte and a raw payload, with its
// checksum when its version has one.
func codeOf(header byte, payload ...[]byte) string {
	b := []byte{header}
	if int(header>>4) >= checksumVersion {
		b = append(b, 0)
	}
	for _, p := range payload {
		b = append(b, p...)
	}
	if int(header>>4) >= checksumVersion {
		b[1] = byte(len(b) + checksumSize)
		b = binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// rawOffer returns the binary payload of a valid offer, for tampering.
func rawOffer(t *testing.T, o Offer) []byte {
	t.Helper()
	code, err := EncodeOffer(o)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(code)
	if raw[0]&flagDeflate != 0 {
		t.Fatal("test offer is deflated")
	}
	return raw[2 : len(raw)-checksumSize]
}

const offerHeader = LinkVersion << 4

func TestDecodeErrors(t *testing.T) {
	small := Offer{Game: "zoo", Seat: 1, Token: token8, Session: Session{Ufrag: "wxyz", Pwd: "ABCDEFGHIJKLMNOPQRSTUVWX", Fingerprint: fpA,
		Candidates: []Candidate{lo4}}}
	good := rawOffer(t, small)
	goodCode := codeOf(offerHeader, good)
	answerCode, _ := EncodeAnswer(Answer{Seat: 1, Token: token8, Session: small.Session})
	// The offer's layout: game (1+3, packed), seat 1, token 1+8, invitation
	// id 6, ufrag 1+3, pwd 1+18, fingerprint 32, count 1, candidate (flags 1,
	// addr 4, port 2), server count 1, relay count 1.
	const (
		offGame    = 0
		offSeat    = 4
		offToken   = 5
		offInvite  = 14
		offUfrag   = 20
		offPwd     = 24
		offCount   = 75
		offCand    = 76
		offServers = 83
		offRelays  = 84
	)
	if len(good) != offRelays+1 || good[offCount] != 1 || good[offServers] != 0 || good[offRelays] != 0 {
		t.Fatalf("unexpected layout: %d bytes %x", len(good), good)
	}
	with := func(at int, b ...byte) []byte {
		out := append([]byte(nil), good...)
		copy(out[at:], b)
		return out
	}
	splice := func(at, drop int, b ...byte) []byte {
		out := append([]byte(nil), good[:at]...)
		out = append(out, b...)
		return append(out, good[at+drop:]...)
	}
	zeros := make([]byte, 3000)
	bomb := deflate(zeros)
	cases := []struct {
		name string
		code string
		want error
	}{
		{"empty", "", ErrIncomplete},
		{"spaces", "  \n", ErrIncomplete},
		{"only fragment", "https://x.invalid/#", ErrIncomplete},
		{"bad character", goodCode[:10] + "!" + goodCode[11:], ErrBadLink},
		{"padding", goodCode + "=", ErrBadLink},
		{"std base64", strings.Replace(goodCode, goodCode[5:6], "+", 1), ErrBadLink},
		{"one char", "Q", ErrIncomplete},
		{"too long", strings.Repeat("A", MaxCodeLen+1), ErrTooLong},
		{"header only", codeOf(offerHeader), ErrIncomplete},
		{"version 0", codeOf(0, good), ErrBadLink},
		{"version 1", codeOf(1<<4, good), ErrOldVersion},
		{"version 3, no checksum", codeOf(3<<4, good), nil}, // made before the checksum: still read
		{"version 5", codeOf(5<<4, good), ErrNewVersion},
		{"no length nor checksum", base64.RawURLEncoding.EncodeToString(append([]byte{offerHeader}, good...)), ErrIncomplete},
		{"version 15", codeOf(15<<4, good), ErrNewVersion},
		{"reserved header bits", codeOf(offerHeader|4, good), ErrBadLink},
		{"reply as invite", answerCode, ErrNotInvite},
		{"trailing byte", codeOf(offerHeader, good, []byte{0}), ErrBadLink},
		{"trailing bytes", codeOf(offerHeader, good, good), ErrBadLink},
		{"non-canonical base64", nonCanonical(t, Offer{Game: "zoo", Seat: 1, Token: token8, Session: small.Session}), ErrBadLink},
		{"empty game", codeOf(offerHeader, splice(offGame, 4, 0)), ErrBadLink},
		{"game packing 3", codeOf(offerHeader, with(offGame, 0xC3)), ErrBadLink},
		{"game not dense", codeOf(offerHeader, splice(offGame, 4, 3, 'z', 'o', 'o')), ErrBadLink},
		{"game long form < 64", codeOf(offerHeader, splice(offGame, 1, 1<<6, 3)), ErrBadLink},
		{"game control char", codeOf(offerHeader, splice(offGame, 4, 3, 'z', '\n', 'o')), ErrBadLink},
		{"game padding bits", codeOf(offerHeader, with(offGame+3, good[offGame+3]|1)), ErrBadLink},
		{"empty token", codeOf(offerHeader, splice(offToken, 9, 0)), ErrBadLink},
		{"token too long", codeOf(offerHeader, with(offToken, 33)), ErrBadLink},
		{"ufrag not ice-char", codeOf(offerHeader, splice(offUfrag, 4, 4, 'a', '-', 'c', 'd')), ErrBadLink},
		{"too many candidates", codeOf(offerHeader, with(offCount, MaxCandidates+1)), ErrBadLink},
		{"missing candidate", codeOf(offerHeader, with(offCount, 2)), ErrIncomplete},
		{"candidate flag bits", codeOf(offerHeader, with(offCand, 0x40)), ErrBadLink},
		{"udp with tcptype bits", codeOf(offerHeader, with(offCand, 0x10)), nil}, // tcptype bits make it TCP: valid
		{"4-in-6 address", codeOf(offerHeader, splice(offCand, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 1, 2, 3, 4)), ErrBadLink},
		{"mDNS name in long form", codeOf(offerHeader, splice(offCand, 5, 3, byte(len(mdnsV4.Hostname))), []byte(mdnsV4.Hostname)), ErrBadLink},
		{"bad host name", codeOf(offerHeader, splice(offCand, 5, 3, 3, 'a', ' ', 'b')), ErrBadLink},
		{"empty host name", codeOf(offerHeader, splice(offCand, 5, 3, 0)), ErrBadLink},
		{"deflated, cut", codeOf(offerHeader|flagDeflate, deflate(good)[:20]), ErrIncomplete},
		{"deflated, garbage", codeOf(offerHeader|flagDeflate, []byte{0xFF, 0xFF, 0xFF}), ErrBadLink},
		{"deflated, trailing", codeOf(offerHeader|flagDeflate, deflate(good), []byte{1}), ErrBadLink},
		{"deflate bomb", codeOf(offerHeader|flagDeflate, bomb), ErrTooLong},
	}
	for _, c := range cases {
		_, err := DecodeOffer(c.code)
		if c.want == nil {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			continue
		}
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}

	if _, err := DecodeAnswer(goodCode); !errors.Is(err, ErrNotReply) {
		t.Errorf("DecodeAnswer(invite): %v", err)
	}
	if _, err := DecodeAnswer(answerCode[:len(answerCode)-3]); !errors.Is(err, ErrIncomplete) {
		t.Errorf("DecodeAnswer(cut): %v", err)
	}
}

// TestTruncated checks that every prefix of a code says "incomplete", which
// is what a player who copied part of a link should read.
// nonCanonical returns the code of o with a non-zero unused bit in its last
// character.
func nonCanonical(t *testing.T, o Offer) string {
	code, _ := EncodeOffer(o)
	for _, g := range []string{"zo", "zoo1", "zoo12"} {
		// A code of 4n characters has no unused bits: another game id
		// makes it longer.
		if len(code)%4 != 0 {
			break
		}
		o.Game = g
		code, _ = EncodeOffer(o)
	}
	if len(code)%4 == 0 {
		t.Fatalf("code of %d characters has no unused bits", len(code))
	}
	last := strings.IndexByte(base64URLChars, code[len(code)-1])
	return code[:len(code)-1] + string(base64URLChars[last|1])
}

func TestTruncated(t *testing.T) {
	o := Offer{Game: "animalement", Seat: 3, Token: token8, Session: chromeSession}
	code, _ := EncodeOffer(o)
	// A compressible offer, to cut a deflated code too.
	z := Offer{Game: strings.Repeat("zoo", 30), Seat: 3, Token: make([]byte, 32), Session: Session{Ufrag: strings.Repeat("a", 60), Pwd: strings.Repeat("b", 60), Fingerprint: [32]byte{}}}
	zcode, _ := EncodeOffer(z)
	if raw, _ := base64.RawURLEncoding.DecodeString(zcode); raw[0]&flagDeflate == 0 {
		t.Fatal("the compressible offer is not deflated")
	}
	for _, full := range []string{code, zcode} {
		for n := 0; n < len(full); n++ {
			if _, err := DecodeOffer(full[:n]); !errors.Is(err, ErrIncomplete) {
				t.Errorf("prefix %d/%d: %v", n, len(full), err)
			}
		}
	}
}

func TestCheckVersion(t *testing.T) {
	for _, c := range []struct {
		v, current int
		want       error
	}{{2, 2, nil}, {1, 2, ErrOldVersion}, {3, 2, ErrNewVersion}, {0, 1, ErrBadLink}, {2, 3, nil}} {
		if err := checkVersion(c.v, 2, c.current); !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
			t.Errorf("checkVersion(%d, %d) = %v, want %v", c.v, c.current, err, c.want)
		}
	}
}

func TestErrorsAreReadable(t *testing.T) {
	_, err := DecodeOffer("AAAA")
	if err == nil || !strings.HasPrefix(err.Error(), ErrBadLink.Error()) && !strings.HasPrefix(err.Error(), ErrIncomplete.Error()) {
		t.Fatalf("error text %q", err)
	}
	_, err = DecodeOffer(strings.Repeat("A", MaxCodeLen+1))
	if got := err.Error(); !strings.HasPrefix(got, ErrTooLong.Error()) {
		t.Fatalf("error text %q", got)
	}
}

func TestCompressionOnlyWhenShorter(t *testing.T) {
	o := Offer{Game: "zoo", Seat: 1, Token: token8, Session: pionSession}
	code, _ := EncodeOffer(o)
	raw, _ := base64.RawURLEncoding.DecodeString(code)
	if raw[0]&flagDeflate != 0 {
		t.Errorf("random-looking offer was deflated")
	}
	if len(raw) != 2+len(rawOffer(t, o))+checksumSize {
		t.Errorf("unexpected size")
	}
	// Chromium's host and TCP candidates share one mDNS name: that repeats,
	// and deflate wins.
	code, _ = EncodeOffer(Offer{Game: "zoo", Seat: 1, Token: token8, Session: chromeSession})
	if raw, _ := base64.RawURLEncoding.DecodeString(code); raw[0]&flagDeflate == 0 {
		t.Errorf("offer with a repeated mDNS name was not deflated")
	}
}

func TestNewToken(t *testing.T) {
	a, b := NewToken(), NewToken()
	if len(a) != TokenSize || bytes.Equal(a, b) {
		t.Fatalf("tokens %x %x", a, b)
	}
}

func TestURLFragment(t *testing.T) {
	o := Offer{Game: "zoo", Seat: 1, Token: token8, Session: chromeSession}
	code, _ := EncodeOffer(o)
	for _, in := range []string{code, " " + code + "\n", "https://menagerie.example/#" + code, "/#join#" + code} {
		if _, err := DecodeOffer(in); err != nil {
			t.Errorf("DecodeOffer(%q): %v", in, err)
		}
	}
}

// worstInvite is the longest realistic invitation: the default STUN
// server, two TURN servers with long user names and passwords (one on UDP
// and TCP), and MaxCandidates candidates of the longest kinds (IPv6 and
// browsers' mDNS names) with a few IPv4 relays, all from rng, so that
// deflate finds nothing to shorten.
func worstInvite(rng *rand.Rand) Offer {
	var cs []Candidate
	for i := 0; i < MaxCandidates; i++ {
		var a [16]byte
		for j := range a {
			a[j] = byte(rng.Uint32())
		}
		port := uint16(rng.Uint32())
		switch {
		case i < 6:
			cs = append(cs, Candidate{Addr: netip.AddrFrom16(a), Port: port, Type: CandidateType(i % 2)})
		case i < 12:
			cs = append(cs, Candidate{Hostname: mdnsName(a), Port: port})
		default:
			cs = append(cs, Candidate{Addr: netip.AddrFrom4([4]byte(a[:4])), Port: port, Type: Relayed})
		}
	}
	text := func(n int) string { return randomText(rng, n) }
	return Offer{Game: "animalement", Seat: 255, Token: token8, Invite: NewInviteID(),
		Servers: []ICEServer{
			{URLs: []string{DefaultSTUNServer}},
			{URLs: []string{"turn:turn.example-provider.net:3478?transport=udp", "turn:turn.example-provider.net:443?transport=tcp"},
				Username: "1718033000:" + text(37), Credential: text(64)},
			{URLs: []string{"turns:relay.example.org:5349?transport=tcp"}, Username: text(48), Credential: text(64)},
		},
		Session: Session{Ufrag: "8d9a9c6b", Pwd: "5c9d1e0f3a7b2c4d6e8f0a1b3c5d7e9f", Fingerprint: fpA, Candidates: cs}}
}

// randomText returns n random printable ASCII characters, spaces among them.
func randomText(rng *rand.Rand, n int) string {
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !#%&*+-/:=?@_~"
	b := make([]byte, n)
	for i := range b {
		b[i] = chars[rng.IntN(len(chars))]
	}
	return string(b)
}

// TestInviteLimit checks MaxInviteLen: the longest realistic invitation
// fits, its whole link fits the QR code the limit promises, and a longer
// invitation is refused with ErrInviteTooLong.
func TestInviteLimit(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	for i := 0; i < 20; i++ {
		o := worstInvite(rng)
		code, err := EncodeOffer(o)
		if err != nil {
			t.Fatalf("worst realistic invitation: %v", err)
		}
		got, err := DecodeOffer(code)
		if err != nil || !reflect.DeepEqual(got.Servers, o.Servers) {
			t.Fatalf("worst realistic invitation does not round-trip: %v", err)
		}
		if i == 0 {
			t.Logf("worst realistic invitation: %d characters, limit %d", len(code), MaxInviteLen)
		}
	}
	// The longest code the app makes, in a link with a 150-character
	// address, fits a QR code of version 24.
	link := "https://" + strings.Repeat("x", 150-len("https://")) + "#join=" + strings.Repeat("A", MaxInviteLen)
	c, err := qr.Encode(link, qr.L)
	if err != nil {
		t.Fatalf("QR code of a %d-character link: %v", len(link), err)
	}
	if version := (c.Size - 17) / 4; version > 24 {
		t.Fatalf("a %d-character link needs a QR code of version %d", len(link), version)
	}

	// More and longer servers: refused with a clear error.
	o := worstInvite(rng)
	for len(o.Servers) < MaxServers {
		o.Servers = append(o.Servers, ICEServer{URLs: []string{"turn:turn" + strconv.Itoa(len(o.Servers)) + ".example.org"},
			Username: randomText(rng, 40), Credential: randomText(rng, 64)})
	}
	code, err := EncodeOffer(o)
	if !errors.Is(err, ErrInviteTooLong) || code != "" {
		t.Fatalf("EncodeOffer of a too long invitation: %q, %v", code, err)
	}
	t.Logf("too long: %v", err)
	if _, err := DecodeOffer(strings.Repeat("A", MaxInviteLen+1)); !errors.Is(err, ErrTooLong) {
		t.Fatalf("DecodeOffer of %d characters: %v", MaxInviteLen+1, err)
	}
}

// TestDecodeServerErrors tampers with the servers part of an invitation.
func TestDecodeServerErrors(t *testing.T) {
	small := Offer{Game: "zoo", Seat: 1, Token: token8, Session: Session{Ufrag: "wxyz", Pwd: "ABCDEFGHIJKLMNOPQRSTUVWX", Fingerprint: fpA,
		Candidates: []Candidate{lo4}}}
	good := rawOffer(t, small)
	base := good[:len(good)-2] // without the server and relay counts
	code := func(servers ...[]byte) string {
		return codeOf(2<<4, append(append([]byte(nil), base...), bytes.Join(servers, nil)...))
	}
	ipv4 := []byte{0x40, 192, 0, 2, 1, 0x0D, 0x96} // stun:192.0.2.1:3478
	name := func(host string) []byte { return append([]byte{2 << 4}, appendPacked(nil, host)...) }
	creds := func(user, password string) []byte { return appendPacked(appendPacked(nil, user), password) }
	turn := func(urlFlags byte, host string) []byte {
		return append([]byte{urlFlags | schemeTURN | hostName<<4}, appendPacked(nil, host)...)
	}
	cases := []struct {
		name string
		code string
		want error
	}{
		{"one STUN server", code([]byte{1, 1}, ipv4), nil},
		{"TURN with credentials", code([]byte{1, 1 | serverCredentials}, turn(transportUDP<<2, "turn.example.org"), creds("alice", "a b")), nil},
		{"too many servers", code([]byte{MaxServers + 1}), ErrBadLink},
		{"no server", code([]byte{1}), ErrIncomplete},
		{"server without URL", code([]byte{1, 0}), ErrBadLink},
		{"server with 5 URLs", code([]byte{1, 5}), ErrBadLink},
		{"server flag bits", code([]byte{1, 1 | 1<<4}, ipv4), ErrBadLink},
		{"URL bit 7", code([]byte{1, 1}, []byte{0x80, 1, 2, 3, 4}), ErrBadLink},
		{"transport 3", code([]byte{1, 1}, []byte{3<<2 | schemeTURN, 1, 2, 3, 4}), ErrBadLink},
		{"host kind 3", code([]byte{1, 1}, []byte{3 << 4, 1, 2, 3, 4}), ErrBadLink},
		{"STUN with a transport", code([]byte{1, 1}, []byte{transportUDP << 2, 1, 2, 3, 4}), ErrBadLink},
		{"port 0", code([]byte{1, 1}, []byte{0x40, 1, 2, 3, 4, 0, 0}), ErrBadLink},
		{"4-in-6 address", code([]byte{1, 1}, []byte{1 << 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 1, 2, 3, 4}), ErrBadLink},
		{"IPv4 address as a name", code([]byte{1, 1}, name("192.0.2.1")), ErrBadLink},
		{"bad host name", code([]byte{1, 1}, name("a..b")), ErrBadLink},
		{"host name not dense", code([]byte{1, 1}, []byte{2 << 4, 3, 'a', '.', 'b'}), ErrBadLink},
		{"control character in a password", code([]byte{1, 1 | serverCredentials}, turn(0, "t.example"), creds("alice", "a\tb")), ErrBadLink},
		{"invalid UTF-8 in a user name", code([]byte{1, 1 | serverCredentials}, turn(0, "t.example"), creds("al\xffce", "ab")), ErrBadLink},
		{"missing credentials", code([]byte{1, 1 | serverCredentials}, turn(0, "t.example")), ErrIncomplete},
		{"cut in an address", code([]byte{1, 1}, ipv4[:3]), ErrIncomplete},
		{"trailing server", code([]byte{1, 1}, ipv4, []byte{1, 1}, ipv4), ErrBadLink},
	}
	for _, c := range cases {
		o, err := DecodeOffer(c.code)
		if c.want == nil {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			} else {
				t.Logf("%s: %+v", c.name, o.Servers)
			}
			continue
		}
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
}

func TestEncodeRejectsServers(t *testing.T) {
	cases := map[string][]ICEServer{
		"no URL":               {{}},
		"5 URLs":               {{URLs: []string{"stun:a", "stun:b", "stun:c", "stun:d", "stun:e"}}},
		"9 servers":            slices.Repeat([]ICEServer{{URLs: []string{"stun:a"}}}, MaxServers+1),
		"bad URL":              {{URLs: []string{"http://example.org"}}},
		"non-canonical scheme": {{URLs: []string{"STUN:example.org"}}},
		"non-canonical port":   {{URLs: []string{"stun:example.org:03478"}}},
		"non-canonical IPv6":   {{URLs: []string{"stun:[2001:DB8::1]"}}},
		"user only":            {{URLs: []string{"turn:example.org"}, Username: "alice"}},
		"password only":        {{URLs: []string{"turn:example.org"}, Credential: "secret"}},
		"password with a tab":  {{URLs: []string{"turn:example.org"}, Username: "alice", Credential: "a\tb"}},
		"user of 256 bytes":    {{URLs: []string{"turn:example.org"}, Username: strings.Repeat("u", 256), Credential: "p"}},
	}
	for name, servers := range cases {
		o := Offer{Game: "zoo", Seat: 1, Token: token8, Servers: servers, Session: chromeSession}
		if code, err := EncodeOffer(o); err == nil {
			t.Errorf("%s: EncodeOffer accepted it: %q", name, code)
		}
	}
}

// TestOneCharDamage changes every character of invitations and replies,
// one at a time, to every other character of the alphabet: each damaged
// code is refused, as damaged (its checksum), or, in its first three
// characters (the version, the kind and the length), with the error that
// the changed header gives; none decodes.
func TestOneCharDamage(t *testing.T) {
	worst := firefoxSession
	worst.Candidates = []Candidate{host6, mdnsV4, srflx6, mdnsV6}
	offers := []Offer{
		{Game: "zoo", Seat: 1, Token: token8, Session: pionSession},
		{Game: "chevaux", Seat: 2, Token: token8, Session: chromeSession, Room: make([]byte, RoomSize), Relays: []string{"wss://relay.example.org"}}, // deflated
	}
	type code struct {
		text   string
		decode func(string) error
	}
	var codes []code
	for _, o := range offers {
		c, err := EncodeOffer(o)
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, code{c, func(s string) error { _, err := DecodeOffer(s); return err }})
	}
	for _, s := range []Session{pionSession, worst} {
		c, err := EncodeAnswer(Answer{Seat: 3, Token: token8, Session: s})
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, code{c, func(s string) error { _, err := DecodeAnswer(s); return err }})
	}
	for _, c := range codes {
		if err := c.decode(c.text); err != nil {
			t.Fatalf("the intact code %q: %v", c.text, err)
		}
		for i := range len(c.text) {
			for _, ch := range base64URLChars {
				if byte(ch) == c.text[i] {
					continue
				}
				damaged := c.text[:i] + string(ch) + c.text[i+1:]
				err := c.decode(damaged)
				switch {
				case err == nil:
					t.Fatalf("%q (character %d changed) decodes", damaged, i)
				case i > 2 && !errors.Is(err, ErrBadLink):
					t.Errorf("%q (character %d changed): %v, want damaged", damaged, i, err)
				}
			}
		}
	}
}
