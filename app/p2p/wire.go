package p2p

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// WireVersion is the version of the wire protocol, the "v" of every message.
const WireVersion = 1

// MaxWireMessage is the largest message sent as one data-channel message,
// in bytes: a larger one travels in parts (see Frames).
const MaxWireMessage = 64 << 10

// MaxWireTotal is the largest whole message, in bytes, once its parts are
// put back together: a long game's full record fits.
const MaxWireTotal = 4 << 20

// partSize is the most bytes of a message that one part carries (its
// base64url form stays well under MaxWireMessage).
const partSize = 32 << 10

// maxWireText bounds the "e" and "tok" strings.
const maxWireText = 1024

// The message types, the "t" of every message.
const (
	// TypeState (host → guest) carries the guest's seat update: "s" the
	// sequence number, "d" the update.
	TypeState = "state"
	// TypeError (host → guest) refuses a message: "s" the current sequence
	// number, "e" a text for the player.
	TypeError = "error"
	// TypeLobby (host → guest) carries the lobby before the game: "d".
	TypeLobby = "lobby"
	// TypeCommit (host → guest) commits to the host's share of the deal's
	// randomness: "h", a salted SHA-256 in hex, the same for the whole game.
	TypeCommit = "commit"
	// TypeReveal (host → guest) reveals, once the game is over, what the
	// deal was made from and every move: "d".
	TypeReveal = "reveal"
	// TypePing (both ways) says the sender is alive, every second or so:
	// "s" the sender's sequence number (the host's current one, or the last
	// one a guest saw).
	TypePing = "ping"
	// TypePart (both ways) carries one part of a message too large for one
	// data-channel message: "i" its index from 0, "of" the number of parts,
	// "d" the bytes as a base64url string. The parts of a message are sent
	// in order, one after the other (see Frames and Assembler).
	TypePart = "part"
	// TypeHello (guest → host) opens or resumes a seat: "tok" the seat token
	// (see TokenText), "s" the last sequence number the guest saw (0 if
	// none), "d" the guest's details ({"name": …}).
	TypeHello = "hello"
	// TypeContrib (guest → host) is the guest's share of the deal's
	// randomness, sent once it has heard the commitment: "h", 32 random
	// bytes in hex.
	TypeContrib = "contrib"
	// TypeAct (guest → host) plays a move: "b" the sequence number the guest
	// saw, "n" a nonce that makes a repeated message recognisable, "d" the
	// move.
	TypeAct = "act"
	// TypeAskHint (guest → host) asks what the strongest bot would play in
	// the guest's place, in a game whose host allows hints: "b" the
	// sequence number the guest saw.
	TypeAskHint = "askhint"
	// TypeHint (host → guest) answers it: "s" the sequence number of the
	// position, "d" the hint ({"move": …, "reason": …}).
	TypeHint = "hint"
)

// Errors of Encode and Decode; the errors returned wrap one of them.
var (
	// ErrWireTooLarge is a message over MaxWireMessage bytes.
	ErrWireTooLarge = errors.New("p2p: message too large")
	// ErrWireVersion is a message of another protocol version.
	ErrWireVersion = errors.New("p2p: unsupported protocol version")
	// ErrWireType is a message of an unknown type.
	ErrWireType = errors.New("p2p: unknown message type")
	// ErrWireMissing is a message without a field that its type needs.
	ErrWireMissing = errors.New("p2p: missing field")
	// ErrWireUnknownField is a field that the message's type does not have.
	ErrWireUnknownField = errors.New("p2p: unknown field")
	// ErrWireMalformed is anything else: not one JSON object, a duplicate
	// key, a value of the wrong kind.
	ErrWireMalformed = errors.New("p2p: malformed message")
)

// Msg is one wire message. Which fields a type uses is listed with the
// Type… constants; the others must be zero.
type Msg struct {
	// Type is one of the Type… constants ("t").
	Type string
	// Seq is "s": the host's sequence number (state, error) or the last one
	// a guest saw (hello).
	Seq uint64
	// Base is "b": the sequence number a guest's move was chosen at (act).
	Base uint64
	// Nonce is "n": a guest's number for a move, unique per seat (act).
	Nonce uint64
	// Data is "d": the update, lobby or move JSON, decoded by the caller.
	Data json.RawMessage
	// Err is "e": the text of an error message.
	Err string
	// Hash is "h": the lower-case hex SHA-256 of a commit.
	Hash string
	// Index is "i" and Of is "of": a part's place and count (part).
	Index, Of uint64
	// Token is "tok": the seat token of a hello, as TokenText writes it.
	Token string
}

// wireFields lists, per type, its fields in the order Encode writes them.
var wireFields = map[string][]string{
	TypeState:   {"s", "d"},
	TypeError:   {"s", "e"},
	TypeLobby:   {"d"},
	TypeCommit:  {"h"},
	TypeReveal:  {"d"},
	TypePing:    {"s"},
	TypePart:    {"i", "of", "d"},
	TypeHello:   {"tok", "s", "d"},
	TypeContrib: {"h"},
	TypeAct:     {"b", "n", "d"},
	TypeAskHint: {"b"},
	TypeHint:    {"s", "d"},
}

// allWireFields is every field name a message may have.
var allWireFields = []string{"v", "t", "s", "b", "n", "d", "e", "h", "i", "of", "tok"}

// Encode returns the JSON of m, {"v":1,"t":…} then the fields of its type
// in a fixed order. It fails for an unknown type, a missing or invalid
// field, a field that the type does not use, or a result over
// MaxWireMessage.
func Encode(m Msg) ([]byte, error) {
	fields, ok := wireFields[m.Type]
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrWireType, m.Type)
	}
	for _, f := range allWireFields[2:] {
		if !m.isZero(f) && !slices.Contains(fields, f) {
			return nil, fmt.Errorf("%w: %q in a %q message", ErrWireUnknownField, f, m.Type)
		}
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"v":%d,"t":%q`, WireVersion, m.Type)
	for _, f := range fields {
		fmt.Fprintf(&b, `,%q:`, f)
		switch f {
		case "s":
			fmt.Fprint(&b, m.Seq)
		case "b":
			fmt.Fprint(&b, m.Base)
		case "n":
			fmt.Fprint(&b, m.Nonce)
		case "i":
			fmt.Fprint(&b, m.Index)
		case "of":
			fmt.Fprint(&b, m.Of)
		case "d":
			if err := json.Compact(&b, m.Data); err != nil {
				return nil, fmt.Errorf("%w: d: %v", ErrWireMalformed, err)
			}
		case "e", "h", "tok":
			s, _ := json.Marshal(m.str(f)) // a string always marshals
			b.Write(s)
		}
		if b.Len() > MaxWireTotal {
			return nil, fmt.Errorf("%w: over %d bytes", ErrWireTooLarge, MaxWireTotal)
		}
	}
	b.WriteByte('}')
	if b.Len() > MaxWireTotal {
		return nil, fmt.Errorf("%w: %d bytes", ErrWireTooLarge, b.Len())
	}
	return b.Bytes(), nil
}

// Decode reads one whole message strictly: at most MaxWireTotal bytes, one JSON
// object and nothing after it, no duplicate key, "v" equal to WireVersion,
// a known "t", exactly the fields of that type, each of the right kind
// ("d" any JSON value but null, "e" and "tok" non-empty strings, "h" 64
// lower-case hex digits, the numbers non-negative integers).
func Decode(data []byte) (Msg, error) {
	var m Msg
	if len(data) > MaxWireTotal {
		return m, fmt.Errorf("%w: %d bytes", ErrWireTooLarge, len(data))
	}
	obj, err := readObject(data)
	if err != nil {
		return m, err
	}
	rawV, ok := obj["v"]
	if !ok {
		return m, fmt.Errorf("%w \"v\"", ErrWireMissing)
	}
	var v uint64
	if err := json.Unmarshal(rawV, &v); err != nil {
		return m, fmt.Errorf("%w: v: %s", ErrWireMalformed, rawV)
	}
	if v != WireVersion {
		return m, fmt.Errorf("%w %d (this app speaks %d)", ErrWireVersion, v, WireVersion)
	}
	for k := range obj {
		if !slices.Contains(allWireFields, k) {
			return Msg{}, fmt.Errorf("%w %q", ErrWireUnknownField, k)
		}
	}
	rawT, ok := obj["t"]
	if !ok {
		return m, fmt.Errorf("%w \"t\"", ErrWireMissing)
	}
	if err := json.Unmarshal(rawT, &m.Type); err != nil {
		return m, fmt.Errorf("%w: t: %s", ErrWireMalformed, rawT)
	}
	fields, ok := wireFields[m.Type]
	if !ok {
		return Msg{}, fmt.Errorf("%w %q", ErrWireType, m.Type)
	}
	for k := range obj {
		if k != "v" && k != "t" && !slices.Contains(fields, k) {
			return Msg{}, fmt.Errorf("%w: %q in a %q message", ErrWireUnknownField, k, m.Type)
		}
	}
	for _, f := range fields {
		raw, ok := obj[f]
		if !ok {
			return Msg{}, fmt.Errorf("%w %q in a %q message", ErrWireMissing, f, m.Type)
		}
		var err error
		switch f {
		case "s":
			err = json.Unmarshal(raw, &m.Seq)
		case "b":
			err = json.Unmarshal(raw, &m.Base)
		case "n":
			err = json.Unmarshal(raw, &m.Nonce)
		case "i":
			err = json.Unmarshal(raw, &m.Index)
		case "of":
			err = json.Unmarshal(raw, &m.Of)
		case "d":
			m.Data = raw
		case "e":
			err = json.Unmarshal(raw, &m.Err)
		case "h":
			err = json.Unmarshal(raw, &m.Hash)
		case "tok":
			err = json.Unmarshal(raw, &m.Token)
		}
		if err != nil {
			return Msg{}, fmt.Errorf("%w: %s: %s", ErrWireMalformed, f, shorten(raw))
		}
	}
	if err := m.check(); err != nil {
		return Msg{}, err
	}
	return m, nil
}

// readObject splits one JSON object into its members, rejecting anything
// else, duplicate keys and trailing data.
func readObject(data []byte) (map[string]json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("%w: not a JSON object", ErrWireMalformed)
	}
	obj := make(map[string]json.RawMessage)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrWireMalformed, err)
		}
		key := tok.(string) // inside an object, the decoder yields keys as strings
		if _, dup := obj[key]; dup {
			return nil, fmt.Errorf("%w: duplicate key %q", ErrWireMalformed, key)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("%w: %q: %v", ErrWireMalformed, key, err)
		}
		obj[key] = raw
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWireMalformed, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%w: data after the message", ErrWireMalformed)
	}
	return obj, nil
}

// check validates the values of the fields that m's type uses.
func (m *Msg) check() error {
	for _, f := range wireFields[m.Type] {
		switch f {
		case "d":
			if len(bytes.TrimSpace(m.Data)) == 0 {
				return fmt.Errorf("%w \"d\" in a %q message", ErrWireMissing, m.Type)
			}
			if !json.Valid(m.Data) || string(bytes.TrimSpace(m.Data)) == "null" {
				return fmt.Errorf("%w: d: %s", ErrWireMalformed, shorten(m.Data))
			}
		case "e", "tok":
			s := m.str(f)
			if s == "" {
				return fmt.Errorf("%w %q in a %q message", ErrWireMissing, f, m.Type)
			}
			if len(s) > maxWireText {
				return fmt.Errorf("%w: %s longer than %d bytes", ErrWireMalformed, f, maxWireText)
			}
		case "h":
			if len(m.Hash) != 64 || strings.Trim(m.Hash, "0123456789abcdef") != "" {
				return fmt.Errorf("%w: h is not 64 lower-case hex digits: %s", ErrWireMalformed, shorten([]byte(m.Hash)))
			}
		}
	}
	return nil
}

func (m *Msg) str(f string) string {
	switch f {
	case "e":
		return m.Err
	case "h":
		return m.Hash
	case "tok":
		return m.Token
	}
	return ""
}

func (m *Msg) isZero(f string) bool {
	switch f {
	case "s":
		return m.Seq == 0
	case "b":
		return m.Base == 0
	case "n":
		return m.Nonce == 0
	case "i":
		return m.Index == 0
	case "of":
		return m.Of == 0
	case "d":
		return len(m.Data) == 0
	}
	return m.str(f) == ""
}

// shorten returns at most 40 bytes of b, for error messages.
func shorten(b []byte) string {
	if len(b) > 40 {
		b = append(b[:40:40], "…"...)
	}
	return strings.ToValidUTF8(string(b), "�")
}

// TokenText returns the "tok" of a hello message for a seat token: its
// base64url form without padding.
func TokenText(token []byte) string { return base64.RawURLEncoding.EncodeToString(token) }

// Frames returns the data-channel messages that carry the encoded message
// b: b itself when it fits in MaxWireMessage, else part messages of at
// most partSize bytes of b each, to be sent in order.
func Frames(b []byte) ([][]byte, error) {
	if len(b) <= MaxWireMessage {
		return [][]byte{b}, nil
	}
	if len(b) > MaxWireTotal {
		return nil, fmt.Errorf("%w: %d bytes", ErrWireTooLarge, len(b))
	}
	n := (len(b) + partSize - 1) / partSize
	out := make([][]byte, 0, n)
	for i := 0; i < n; i++ {
		chunk := b[i*partSize : min(len(b), (i+1)*partSize)]
		d, _ := json.Marshal(base64.RawURLEncoding.EncodeToString(chunk)) // a string always marshals
		f, err := Encode(Msg{Type: TypePart, Index: uint64(i), Of: uint64(n), Data: d})
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// Assembler puts the parts of large messages back together, for one
// connection. The zero value is ready to use.
type Assembler struct {
	buf  []byte
	next uint64 // the index expected next
	of   uint64 // the parts of the message in progress; 0 if none
}

// ErrWirePart is a part out of order, or parts that add up to too much.
var ErrWirePart = errors.New("p2p: part out of order")

// Add takes one data-channel message. It returns the decoded message when
// frame is a whole message or completes one, and ok false while parts are
// still missing. A part out of order drops the message in progress.
func (a *Assembler) Add(frame []byte) (m Msg, ok bool, err error) {
	if len(frame) > MaxWireMessage {
		return m, false, fmt.Errorf("%w: %d bytes in one message", ErrWireTooLarge, len(frame))
	}
	m, err = Decode(frame)
	if err != nil {
		return m, false, err
	}
	if m.Type != TypePart {
		if a.of != 0 {
			a.reset()
			return Msg{}, false, fmt.Errorf("%w: a message inside another", ErrWirePart)
		}
		return m, true, nil
	}
	var chunk string
	if json.Unmarshal(m.Data, &chunk) != nil {
		a.reset()
		return Msg{}, false, fmt.Errorf("%w: d of a part is not a string", ErrWireMalformed)
	}
	raw, err := base64.RawURLEncoding.DecodeString(chunk)
	if err != nil || len(raw) == 0 || len(raw) > partSize {
		a.reset()
		return Msg{}, false, fmt.Errorf("%w: d of a part", ErrWireMalformed)
	}
	switch {
	case m.Index == 0 && a.of == 0 && m.Of >= 2 && m.Of*partSize <= MaxWireTotal+partSize:
		a.of = m.Of
	case m.Index != a.next || m.Of != a.of || a.of == 0:
		a.reset()
		return Msg{}, false, fmt.Errorf("%w: part %d of %d", ErrWirePart, m.Index, m.Of)
	}
	a.buf = append(a.buf, raw...)
	a.next++
	if a.next < a.of {
		return Msg{}, false, nil
	}
	whole := a.buf
	a.reset()
	m, err = Decode(whole)
	if err == nil && m.Type == TypePart {
		return Msg{}, false, fmt.Errorf("%w: a part inside a part", ErrWirePart)
	}
	return m, err == nil, err
}

func (a *Assembler) reset() { a.buf, a.next, a.of = nil, 0, 0 }
