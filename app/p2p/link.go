package p2p

import (
	"bytes"
	"compress/flate"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// LinkVersion is the version of the link format that this package writes.
// It is stored in the first four bits of every code, so that an old app
// reading a new link (or the reverse) says so instead of misreading it.
//
// Version 2 added the invitation id and the host's STUN and TURN servers;
// version 3 the room secret and the Nostr relays of the rendezvous;
// version 4 a checksum (see checksumSize). An invitation or a reply of
// versions 2 and 3 is still read (an invitation of version 2 then has no
// relays; neither has a checksum), so a link made before an update still
// works.
const LinkVersion = 4

// checksumVersion is the first version whose codes end with a checksum.
const checksumVersion = 4

// checksumSize is the size of a code's checksum. From checksumVersion on, a
// code's bytes are the header, a length byte (the number of the code's
// bytes, modulo 256), the body as sent (deflated or not), and the CRC-32
// (IEEE) of all that. A code damaged on its way (one character changed:
// at most 6 bits in a row) is then refused at once as damaged, instead of
// being read as other addresses or credentials and failing later as a
// network failure; a code cut short is told by its length, as incomplete.
const checksumSize = 4

// minLinkVersion is the oldest version that the decoders read.
const minLinkVersion = 2

// Limits of the link format.
const (
	// MaxCodeLen is the longest reply code that DecodeAnswer accepts, in
	// characters.
	MaxCodeLen = 2048
	// MaxInviteLen is the longest invitation code that EncodeOffer makes and
	// DecodeOffer accepts, in characters. An invitation link is the app's
	// address, "#join=" and the code: with an address of up to 150
	// characters, the whole link fits a QR code of version 24 (113 modules
	// a side) at error correction level L, which the app draws 240 pixels
	// wide (about two pixels a module, still read from a phone's screen).
	// The longest realistic invitation (the default STUN server, two TURN
	// servers with long user names and passwords, and MaxCandidates
	// candidates, IPv6 ones among them) takes about 870 characters; Invite
	// carries at most LinkCandidates candidates, which leaves about 150
	// more for the servers. A usual one (a STUN server, a few candidates)
	// takes about 250.
	MaxInviteLen = 1000
	// MaxCandidates is the most candidates that one code may carry.
	MaxCandidates = 16
	// TokenSize is the size of the seat tokens that NewToken makes.
	TokenSize = 8
	// MaxTokenSize is the largest seat token that a code may carry.
	MaxTokenSize = 32
	// InviteIDSize is the size of an invitation id (see InviteID).
	InviteIDSize = 6
	// MaxServers is the most STUN and TURN servers that an invitation may
	// carry.
	MaxServers = 8
	// MaxServerURLs is the most URLs that one server of an invitation may
	// have.
	MaxServerURLs = 4
	// maxPacked is the longest packed string: game id, ICE ufrag or
	// password, server host name, TURN user name or password (in bytes).
	maxPacked = 255
	// maxSeat is the largest seat number.
	maxSeat = 255
)

// Errors of the link decoders. Every error that DecodeOffer and DecodeAnswer
// return matches one of them with errors.Is, and its text is a sentence
// that a player can read, with a technical detail in parentheses.
var (
	// ErrBadLink is a code that is damaged: not base64url, or with
	// impossible values or trailing data.
	ErrBadLink = errors.New("this link is damaged — ask for a new one")
	// ErrIncomplete is a code that stops too early, usually because it was
	// not copied whole.
	ErrIncomplete = errors.New("this link is incomplete — ask for a new one")
	// ErrTooLong is an input longer than MaxCodeLen.
	ErrTooLong = errors.New("this text is too long to be a Ménagerie link")
	// ErrOldVersion is a code made by an older version of the app.
	ErrOldVersion = errors.New("this link comes from an older version of Ménagerie — ask for a new one")
	// ErrNewVersion is a code made by a newer version of the app.
	ErrNewVersion = errors.New("this link needs a newer version of Ménagerie — reload the app to update it")
	// ErrNotInvite is a reply code given where an invitation was expected.
	ErrNotInvite = errors.New("this is a reply code, not an invitation link")
	// ErrNotReply is an invitation given where a reply code was expected.
	ErrNotReply = errors.New("this is an invitation link, not a reply code")
	// ErrInviteTooLong is the error of EncodeOffer (and so of Host.Invite)
	// for an invitation longer than MaxInviteLen: the network settings
	// carry too many or too long servers.
	ErrInviteTooLong = errors.New("the invitation is too long for a link — use fewer STUN/TURN servers or shorter user names and passwords")
)

// linkError is a decoding error: one of the sentinels plus a detail.
type linkError struct {
	kind   error
	detail string
}

// Error returns the sentence for the player, then the detail.
func (e *linkError) Error() string {
	if e.detail == "" {
		return e.kind.Error()
	}
	return e.kind.Error() + " (" + e.detail + ")"
}

// Unwrap returns the sentinel, for errors.Is.
func (e *linkError) Unwrap() error { return e.kind }

// Session is the part of a session description that a code carries: the
// ICE credentials, the DTLS certificate fingerprint and the gathered
// candidates. Offer and Answer embed it.
type Session struct {
	// Ufrag is the ICE username fragment (ice-char: letters, digits, '+', '/').
	Ufrag string
	// Pwd is the ICE password.
	Pwd string
	// Fingerprint is the SHA-256 fingerprint of the DTLS certificate.
	Fingerprint [32]byte
	// Candidates are the gathered ICE candidates, best first.
	Candidates []Candidate
}

// InviteID tells one invitation from another: every invitation has a new
// random one (NewInviteID), and the reply echoes it, so that the host knows
// which link a reply answers when the same seat was invited more than once.
type InviteID [InviteIDSize]byte

// NewInviteID returns a random invitation id.
func NewInviteID() InviteID {
	var id InviteID
	_, _ = rand.Read(id[:]) // crypto/rand.Read never fails (it panics instead)
	return id
}

// String returns the id in hexadecimal, for logs.
func (id InviteID) String() string { return hex.EncodeToString(id[:]) }

// Offer is what an invitation link carries: the game and seat offered, the
// seat's secret token, the invitation's id, the host's STUN and TURN
// servers and the host's half of the WebRTC session.
type Offer struct {
	// Version is the link format version; DecodeOffer sets it, and
	// EncodeOffer writes it: 0 means LinkVersion, and version 2 (which
	// carries no rendezvous) is written only to re-encode an old link.
	Version int
	// Game is the game id, such as "zoo".
	Game string
	// Seat is the seat offered to the guest (0 to 255).
	Seat int
	// Token is the seat's secret, 1 to MaxTokenSize random bytes.
	Token []byte
	// Invite is the invitation's id, which the reply echoes.
	Invite InviteID
	// Servers are the host's STUN and TURN servers, credentials included,
	// for the guest to use too: at most MaxServers, each with 1 to
	// MaxServerURLs URLs in canonical form (as ParseICEServers returns
	// them), and a user name and a password (both or neither, printable
	// text of at most 255 bytes, spaces included).
	Servers []ICEServer
	// Room is the secret of the host's rendezvous (RoomSize bytes), and
	// Relays the Nostr relays where the host listens for the guest's
	// answer: both empty when the host uses codes only.
	Room   []byte
	Relays []string
	// Session is the host's ICE and DTLS parameters.
	Session
}

// Answer is what a guest's reply code carries back to the host: the seat,
// token and id of the invitation it answers, and the guest's half of the
// WebRTC session.
type Answer struct {
	// Seat echoes the invitation's seat.
	Seat int
	// Token echoes the invitation's token.
	Token []byte
	// Invite echoes the invitation's id: it tells a reply to the newest
	// link from a reply to an older one for the same seat.
	Invite InviteID
	// Session is the guest's ICE and DTLS parameters.
	Session
}

// NewToken returns TokenSize random bytes for a seat token.
func NewToken() []byte {
	t := make([]byte, TokenSize)
	_, _ = rand.Read(t) // crypto/rand.Read never fails (it panics instead)
	return t
}

// The kinds of code, in bit 1 of the header byte.
const (
	kindOffer  = 0
	kindAnswer = 1
)

// The header byte: bits 4-7 the version, bit 1 the kind, bit 0 set when the
// payload is deflated; bits 2-3 are zero.
const (
	flagDeflate  = 1 << 0
	flagAnswer   = 1 << 1
	headerUnused = 1<<2 | 1<<3
)

// EncodeOffer returns the invitation code for o: a compact binary form,
// deflated when that makes it shorter, in base64url without padding. It
// fails if a field cannot be carried (for instance more than
// MaxCandidates candidates, a ufrag with characters outside ice-char, or a
// server URL that is not canonical), and with an error matching
// ErrInviteTooLong if the code would be longer than MaxInviteLen.
func EncodeOffer(o Offer) (string, error) {
	version := o.Version
	if version == 0 {
		version = LinkVersion
	}
	if version < minLinkVersion || version > LinkVersion || version < 3 && (len(o.Room) > 0 || len(o.Relays) > 0) {
		return "", fmt.Errorf("p2p: cannot write link version %d", o.Version)
	}
	if err := checkPacked("game id", o.Game, csWord); err != nil {
		return "", err
	}
	if err := checkSeatToken(o.Seat, o.Token); err != nil {
		return "", err
	}
	if err := o.Session.check(); err != nil {
		return "", err
	}
	urls, err := checkServers(o.Servers)
	if err != nil {
		return "", err
	}
	if err := checkRendezvous(o.Room, o.Relays); err != nil {
		return "", err
	}
	b := appendPacked(nil, o.Game)
	b = append(b, byte(o.Seat), byte(len(o.Token)))
	b = append(b, o.Token...)
	b = append(b, o.Invite[:]...)
	b = o.Session.appendTo(b)
	b = appendServers(b, o.Servers, urls)
	if version >= 3 {
		b = appendRendezvous(b, o.Room, o.Relays)
	}
	code := encodeCode(kindOffer, version, b)
	if len(code) > MaxInviteLen {
		return "", fmt.Errorf("%w (%d characters, at most %d)", ErrInviteTooLong, len(code), MaxInviteLen)
	}
	return code, nil
}

// DecodeOffer reads an invitation code made by EncodeOffer. Surrounding
// white space is ignored, and so is everything up to the last '#', so that
// a whole pasted link works too. Errors match the Err… sentinels.
func DecodeOffer(code string) (Offer, error) {
	var o Offer
	err := decodeCode(code, kindOffer, func(r *reader) {
		o = Offer{Version: r.version}
		o.Game = r.packed("game id", csWord)
		o.Seat = int(r.byte())
		o.Token = r.token()
		o.Invite = InviteID(r.bytes(InviteIDSize))
		o.Session = r.session()
		o.Servers = r.servers()
		if r.version >= 3 {
			o.Room, o.Relays = r.rendezvous()
		}
	})
	if err != nil {
		return Offer{}, err
	}
	return o, nil
}

// EncodeAnswer returns the reply code for a: the same form as EncodeOffer,
// marked as a reply.
func EncodeAnswer(a Answer) (string, error) {
	if err := checkSeatToken(a.Seat, a.Token); err != nil {
		return "", err
	}
	if err := a.Session.check(); err != nil {
		return "", err
	}
	b := append([]byte{byte(a.Seat), byte(len(a.Token))}, a.Token...)
	b = append(b, a.Invite[:]...)
	b = a.Session.appendTo(b)
	return encodeCode(kindAnswer, LinkVersion, b), nil
}

// DecodeAnswer reads a reply code made by EncodeAnswer, with the same rules
// as DecodeOffer.
func DecodeAnswer(code string) (Answer, error) {
	var a Answer
	err := decodeCode(code, kindAnswer, func(r *reader) {
		a = Answer{}
		a.Seat = int(r.byte())
		a.Token = r.token()
		a.Invite = InviteID(r.bytes(InviteIDSize))
		a.Session = r.session()
	})
	if err != nil {
		return Answer{}, err
	}
	return a, nil
}

func checkSeatToken(seat int, token []byte) error {
	if seat < 0 || seat > maxSeat {
		return fmt.Errorf("p2p: seat %d is out of range 0-%d", seat, maxSeat)
	}
	if len(token) == 0 || len(token) > MaxTokenSize {
		return fmt.Errorf("p2p: a seat token has 1 to %d bytes, not %d", MaxTokenSize, len(token))
	}
	return nil
}

// check reports whether s can be encoded.
func (s *Session) check() error {
	if err := checkPacked("ICE ufrag", s.Ufrag, csICE); err != nil {
		return err
	}
	if err := checkPacked("ICE password", s.Pwd, csICE); err != nil {
		return err
	}
	if len(s.Candidates) > MaxCandidates {
		return fmt.Errorf("p2p: %d candidates, a link carries at most %d", len(s.Candidates), MaxCandidates)
	}
	for _, c := range s.Candidates {
		if err := c.validate(); err != nil {
			return fmt.Errorf("p2p: %w", err)
		}
	}
	return nil
}

// appendTo appends the binary form of s.
func (s *Session) appendTo(b []byte) []byte {
	b = appendPacked(b, s.Ufrag)
	b = appendPacked(b, s.Pwd)
	b = append(b, s.Fingerprint[:]...)
	b = append(b, byte(len(s.Candidates)))
	for _, c := range s.Candidates {
		b = appendCandidate(b, c)
	}
	return b
}

// session reads what appendTo wrote.
func (r *reader) session() Session {
	var s Session
	s.Ufrag = r.packed("ICE ufrag", csICE)
	s.Pwd = r.packed("ICE password", csICE)
	s.Fingerprint = [32]byte(r.bytes(32))
	n := int(r.byte())
	if n > MaxCandidates {
		r.fail("%d candidates", n)
	}
	for i := 0; i < n && r.err == nil; i++ {
		s.Candidates = append(s.Candidates, r.readCandidate())
	}
	return s
}

func (r *reader) token() []byte {
	n := int(r.byte())
	if r.err == nil && (n == 0 || n > MaxTokenSize) {
		r.fail("token of %d bytes", n)
	}
	return bytes.Clone(r.bytes(n))
}

// encodeCode adds the header byte, deflates the payload if that makes it
// shorter, and returns the base64url text.
func encodeCode(kind, version int, payload []byte) string {
	header := byte(version << 4)
	if kind == kindAnswer {
		header |= flagAnswer
	}
	body := payload
	if z := deflate(payload); len(z) < len(payload) {
		header |= flagDeflate
		body = z
	}
	raw := []byte{header}
	if version >= checksumVersion {
		raw = append(raw, byte(2+len(body)+checksumSize))
	}
	raw = append(raw, body...)
	if version >= checksumVersion {
		raw = binary.BigEndian.AppendUint32(raw, crc32.ChecksumIEEE(raw))
	}
	return base64.RawURLEncoding.EncodeToString(raw)
}

func deflate(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression) // the level is valid
	_, _ = w.Write(b)                                    // a bytes.Buffer never fails
	_ = w.Close()
	return buf.Bytes()
}

// decodeCode checks the text, the header, the checksum and the kind,
// inflates the payload if needed, and reads it with read, which the
// reader's first problem stops.
func decodeCode(code string, kind int, read func(r *reader)) error {
	code = strings.TrimSpace(code)
	if i := strings.LastIndexByte(code, '#'); i >= 0 {
		code = code[i+1:]
	}
	if limit := maxLen(kind); len(code) > limit {
		return &linkError{ErrTooLong, fmt.Sprintf("%d characters, at most %d", len(code), limit)}
	}
	if code == "" {
		return &linkError{ErrIncomplete, "empty"}
	}
	raw, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil {
		if len(code)%4 == 1 && strings.Trim(code, base64URLChars) == "" {
			// 4n+1 characters of the right alphabet: the last byte is cut off.
			return &linkError{ErrIncomplete, "cut in the middle of a byte"}
		}
		return &linkError{ErrBadLink, "not base64url: " + err.Error()}
	}
	// Non-zero unused bits in the last character: reported after parsing,
	// because a code cut in the middle also looks like this and then
	// "incomplete" is the better message.
	_, strictErr := base64.RawURLEncoding.Strict().DecodeString(code)
	if err := checkVersion(int(raw[0]>>4), minLinkVersion, LinkVersion); err != nil {
		return err
	}
	if int(raw[0]>>4) >= checksumVersion {
		n := len(raw) - checksumSize
		switch {
		case n < 2 || raw[1] != byte(len(raw)):
			return &linkError{ErrIncomplete, fmt.Sprintf("%d bytes", len(raw))}
		case binary.BigEndian.Uint32(raw[n:]) != crc32.ChecksumIEEE(raw[:n]):
			return &linkError{ErrBadLink, "checksum"}
		}
		raw = append(raw[:1:1], raw[2:n]...) // the header and the body
	}
	r, err := open(raw, kind, strictErr != nil)
	if err != nil {
		return err
	}
	read(r)
	return r.finish()
}

// open checks the header and the kind of raw, a code's bytes without its
// checksum, inflates its payload if needed, and returns a reader on it.
func open(raw []byte, kind int, nonCanonical bool) (*reader, error) {
	header := raw[0]
	if header&headerUnused != 0 {
		return nil, &linkError{ErrBadLink, fmt.Sprintf("header %#x", header)}
	}
	isAnswer := header&flagAnswer != 0
	switch {
	case kind == kindOffer && isAnswer:
		return nil, &linkError{ErrNotInvite, ""}
	case kind == kindAnswer && !isAnswer:
		return nil, &linkError{ErrNotReply, ""}
	}
	body := raw[1:]
	if header&flagDeflate != 0 {
		var err error
		body, err = inflate(body)
		if err != nil {
			return nil, err
		}
	}
	return &reader{b: body, nonCanonical: nonCanonical, version: int(header >> 4)}, nil
}

// maxLen is the longest code of a kind.
func maxLen(kind int) int {
	if kind == kindOffer {
		return MaxInviteLen
	}
	return MaxCodeLen
}

// checkVersion compares the version v of a code with the oldest and the
// current one.
func checkVersion(v, oldest, current int) error {
	switch {
	case v == 0:
		return &linkError{ErrBadLink, "version 0"}
	case v < oldest:
		return &linkError{ErrOldVersion, fmt.Sprintf("version %d", v)}
	case v > current:
		return &linkError{ErrNewVersion, fmt.Sprintf("version %d", v)}
	}
	return nil
}

// base64URLChars is the alphabet of base64url.
const base64URLChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// inflate decompresses at most MaxCodeLen bytes and rejects data after the
// end of the deflate stream.
func inflate(z []byte) ([]byte, error) {
	src := bytes.NewReader(z)
	fr := flate.NewReader(src)
	out, err := io.ReadAll(io.LimitReader(fr, MaxCodeLen+1))
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, &linkError{ErrIncomplete, "deflate stream cut off"}
	case err != nil:
		return nil, &linkError{ErrBadLink, "deflate: " + err.Error()}
	case len(out) > MaxCodeLen:
		return nil, &linkError{ErrTooLong, "inflates too far"}
	case src.Len() != 0:
		return nil, &linkError{ErrBadLink, "data after the deflate stream"}
	}
	return out, nil
}

// reader reads the binary form; the first problem sticks in err, and reads
// after it return zero values of the requested size.
type reader struct {
	b            []byte
	err          error
	nonCanonical bool // the base64 text had non-zero unused bits
	version      int  // the code's link version
}

func (r *reader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = &linkError{ErrBadLink, fmt.Sprintf(format, args...)}
	}
}

func (r *reader) bytes(n int) []byte {
	if r.err == nil && len(r.b) < n {
		r.err = &linkError{ErrIncomplete, "ends too early"}
	}
	if r.err != nil {
		return make([]byte, n)
	}
	out := r.b[:n:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) byte() byte { return r.bytes(1)[0] }

func (r *reader) uint16() uint16 {
	b := r.bytes(2)
	return uint16(b[0])<<8 | uint16(b[1])
}

// finish returns the first error, or an error for bytes left over.
func (r *reader) finish() error {
	if r.err == nil && len(r.b) != 0 {
		r.err = &linkError{ErrBadLink, fmt.Sprintf("%d bytes of trailing data", len(r.b))}
	}
	if r.err == nil && r.nonCanonical {
		r.err = &linkError{ErrBadLink, "non-canonical base64url"}
	}
	return r.err
}

// iceChars is the ice-char alphabet of RFC 8839 (ALPHA / DIGIT / "+" / "/"),
// in the order of base64, so that a string of ice-chars packs into 6 bits
// per character.
const iceChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// hexChars are the characters that pack into 4 bits each (Firefox's ICE
// credentials are lower-case hex).
const hexChars = "0123456789abcdef"

// hostChars are the characters of host names, which pack into 6 bits each.
const hostChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-."

// The packings of a string, in bits 6-7 of its length byte.
const (
	packRaw  = iota // one byte per character
	pack6           // 6 bits per character, all characters in iceChars
	pack4           // 4 bits per character, all characters in hexChars
	packHost        // 6 bits per character, all characters in hostChars
)

// packing returns the densest packing of s; it is the only one accepted.
// Between the two 6-bit packings, iceChars comes first.
func packing(s string) int {
	switch {
	case strings.Trim(s, hexChars) == "":
		return pack4
	case strings.Trim(s, iceChars) == "":
		return pack6
	case strings.Trim(s, hostChars) == "":
		return packHost
	}
	return packRaw
}

// charset is what a packed string may hold.
type charset int

const (
	// csICE is ice-chars only (ICE credentials).
	csICE charset = iota
	// csWord is printable ASCII without space (game ids).
	csWord
	// csHost is a DNS host name (see validHostname).
	csHost
	// csText is UTF-8 text of printable characters, spaces included (TURN
	// user names and passwords).
	csText
)

// checkPacked reports whether s can be written by appendPacked: 1 to
// maxPacked bytes, each allowed by cs.
func checkPacked(what, s string, cs charset) error {
	if len(s) == 0 || len(s) > maxPacked {
		return fmt.Errorf("p2p: a %s has 1 to %d bytes, not %d", what, maxPacked, len(s))
	}
	switch cs {
	case csHost:
		if !validHostname(s) {
			return fmt.Errorf("p2p: %s %q is not a host name", what, s)
		}
	case csText:
		if !validText(s) {
			return fmt.Errorf("p2p: a %s holds a character that is not printable", what)
		}
	default:
		for i := 0; i < len(s); i++ {
			if cs == csICE && strings.IndexByte(iceChars, s[i]) < 0 || s[i] <= ' ' || s[i] > '~' {
				return fmt.Errorf("p2p: %s %q has an invalid character %q", what, s, s[i])
			}
		}
	}
	return nil
}

// validText reports whether s is valid UTF-8 made of printable characters
// (letters, marks, numbers, punctuation, symbols and the ASCII space).
func validText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// appendPacked writes a length byte (bits 6-7 the packing, bits 0-5 the
// length, or 0 and the length in the next byte when it is 64 or more) and
// the characters, packed.
func appendPacked(b []byte, s string) []byte {
	mode := packing(s)
	if len(s) < 64 {
		b = append(b, byte(mode<<6|len(s)))
	} else {
		b = append(b, byte(mode<<6), byte(len(s)))
	}
	switch mode {
	case packRaw:
		return append(b, s...)
	case pack4:
		return packBits(b, s, hexChars, 4)
	case packHost:
		return packBits(b, s, hostChars, 6)
	}
	return packBits(b, s, iceChars, 6)
}

// packBits appends the index in alphabet of each character of s, on width
// bits, most significant first, and pads the last byte with zero bits.
func packBits(b []byte, s, alphabet string, width int) []byte {
	var acc uint32
	bits := 0
	for i := 0; i < len(s); i++ {
		acc = acc<<width | uint32(strings.IndexByte(alphabet, s[i]))
		bits += width
		if bits >= 8 {
			bits -= 8
			b = append(b, byte(acc>>bits))
		}
	}
	if bits > 0 {
		b = append(b, byte(acc<<(8-bits)))
	}
	return b
}

// packed reads what appendPacked wrote, strictly: the length must use the
// short form when it can, the packing must be the densest, and the padding
// bits must be zero.
func (r *reader) packed(what string, cs charset) string {
	h := r.byte()
	mode, n := int(h>>6), int(h&63)
	if n == 0 {
		n = int(r.byte())
		if r.err == nil && n < 64 {
			r.fail("%s length %d in the long form", what, n)
		}
	}
	if r.err != nil {
		return ""
	}
	var s string
	switch mode {
	case packRaw:
		s = string(r.bytes(n))
	case pack6:
		s = r.unpackBits(n, iceChars, 6)
	case pack4:
		s = r.unpackBits(n, hexChars, 4)
	case packHost:
		s = r.unpackBits(n, hostChars, 6)
	}
	if r.err != nil {
		return ""
	}
	if err := checkPacked(what, s, cs); err != nil {
		r.fail("%v", err)
	} else if packing(s) != mode {
		r.fail("%s not packed densely", what)
	}
	return s
}

func (r *reader) unpackBits(n int, alphabet string, width int) string {
	src := r.bytes((n*width + 7) / 8)
	out := make([]byte, 0, n)
	var acc uint32
	bits := 0
	for _, x := range src {
		acc = acc<<8 | uint32(x)
		bits += 8
		for bits >= width && len(out) < n {
			bits -= width
			out = append(out, alphabet[acc>>bits&(1<<width-1)])
		}
	}
	if acc&(1<<bits-1) != 0 {
		r.fail("non-zero padding bits")
	}
	return string(out)
}
