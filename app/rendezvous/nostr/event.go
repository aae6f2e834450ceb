package nostr

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Limits of an event.
const (
	// MaxContent is the longest content that Sign accepts and that a
	// received event may carry, in bytes.
	MaxContent = 16 << 10
	// MaxTags is the most tags of an event, MaxTagLen the most strings in
	// one tag, MaxTagValue the longest of them, in bytes.
	MaxTags     = 16
	MaxTagLen   = 4
	MaxTagValue = 256
)

// ErrBadEvent is an event that is malformed, too large, or whose id or
// signature does not match.
var ErrBadEvent = errors.New("nostr: bad event")

// Event is a Nostr event (NIP-01).
type Event struct {
	ID        string     `json:"id"`
	PubKey    string     `json:"pubkey"`
	CreatedAt int64      `json:"created_at"`
	Kind      int        `json:"kind"`
	Tags      [][]string `json:"tags"`
	Content   string     `json:"content"`
	Sig       string     `json:"sig"`
}

// Tag returns the value of the event's first tag named name ("" if none).
func (e *Event) Tag(name string) string {
	for _, t := range e.Tags {
		if len(t) >= 2 && t[0] == name {
			return t[1]
		}
	}
	return ""
}

// Serialize returns the form whose SHA-256 is the event's id: the JSON
// array [0, pubkey, created_at, kind, tags, content] with no white space
// and NIP-01's escapes.
func (e *Event) Serialize() []byte {
	b := make([]byte, 0, 160+len(e.Content))
	b = append(b, `[0,`...)
	b = appendString(b, e.PubKey)
	b = append(b, ',')
	b = strconv.AppendInt(b, e.CreatedAt, 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(e.Kind), 10)
	b = append(b, `,[`...)
	for i, t := range e.Tags {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, s := range t {
			if j > 0 {
				b = append(b, ',')
			}
			b = appendString(b, s)
		}
		b = append(b, ']')
	}
	b = append(b, `],`...)
	b = appendString(b, e.Content)
	return append(b, ']')
}

// appendString appends s as a JSON string escaped as NIP-01 says: \n, \",
// \\, \r, \t, \b and \f, other control characters as \u00xx, everything
// else verbatim.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b = append(b, `\"`...)
		case '\\':
			b = append(b, `\\`...)
		case '\n':
			b = append(b, `\n`...)
		case '\r':
			b = append(b, `\r`...)
		case '\t':
			b = append(b, `\t`...)
		case '\b':
			b = append(b, `\b`...)
		case '\f':
			b = append(b, `\f`...)
		default:
			if c < 0x20 {
				b = append(b, `\u00`...)
				b = append(b, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
			} else {
				b = append(b, c)
			}
		}
	}
	return append(b, '"')
}

// hash returns the event's id as bytes.
func (e *Event) hash() [32]byte { return sha256.Sum256(e.Serialize()) }

// Sign sets the event's pubkey, id and signature with key k.
func (e *Event) Sign(k SecretKey) error {
	if e.Tags == nil {
		e.Tags = [][]string{}
	}
	e.PubKey = k.PublicKey()
	if err := e.checkShape(); err != nil {
		return err
	}
	h := e.hash()
	aux := make([]byte, 32)
	_, _ = rand.Read(aux) // crypto/rand.Read never fails (it panics instead)
	sig, err := schnorrSign(k.d, h[:], aux)
	if err != nil {
		return fmt.Errorf("nostr: signing: %w", err)
	}
	e.ID = hex.EncodeToString(h[:])
	e.Sig = hex.EncodeToString(sig)
	return nil
}

// Verify checks the event's shape and limits, that its id is the hash of
// its content and that its signature is its pubkey's. Errors match
// ErrBadEvent. (A Pool checks received events with CheckID only: their
// signatures guard nothing the app relies on.)
func (e *Event) Verify() error {
	if err := e.checkShape(); err != nil {
		return err
	}
	id, err := hexBytes(e.ID, 32)
	if err != nil {
		return fmt.Errorf("%w: id: %v", ErrBadEvent, err)
	}
	if h := e.hash(); string(h[:]) != string(id) {
		return fmt.Errorf("%w: the id is not the event's hash", ErrBadEvent)
	}
	pk, err := hexBytes(e.PubKey, 32)
	if err != nil {
		return fmt.Errorf("%w: pubkey: %v", ErrBadEvent, err)
	}
	sig, err := hexBytes(e.Sig, 64)
	if err != nil {
		return fmt.Errorf("%w: sig: %v", ErrBadEvent, err)
	}
	if !schnorrVerify(pk, id, sig) {
		return fmt.Errorf("%w: the signature does not match", ErrBadEvent)
	}
	return nil
}

// CheckID checks the event's shape and limits and that its id is the hash
// of its content, not its signature. Errors match ErrBadEvent.
func (e *Event) CheckID() error {
	if err := e.checkShape(); err != nil {
		return err
	}
	id, err := hexBytes(e.ID, 32)
	if err != nil {
		return fmt.Errorf("%w: id: %v", ErrBadEvent, err)
	}
	if h := e.hash(); string(h[:]) != string(id) {
		return fmt.Errorf("%w: the id is not the event's hash", ErrBadEvent)
	}
	if _, err := hexBytes(e.PubKey, 32); err != nil {
		return fmt.Errorf("%w: pubkey: %v", ErrBadEvent, err)
	}
	if _, err := hexBytes(e.Sig, 64); err != nil {
		return fmt.Errorf("%w: sig: %v", ErrBadEvent, err)
	}
	return nil
}

// checkShape checks the limits and the text of the event's fields.
func (e *Event) checkShape() error {
	switch {
	case len(e.Content) > MaxContent:
		return fmt.Errorf("%w: content of %d bytes", ErrBadEvent, len(e.Content))
	case len(e.Tags) > MaxTags:
		return fmt.Errorf("%w: %d tags", ErrBadEvent, len(e.Tags))
	case e.Kind < 0 || e.Kind > 65535:
		return fmt.Errorf("%w: kind %d", ErrBadEvent, e.Kind)
	case e.CreatedAt < 0:
		return fmt.Errorf("%w: created_at %d", ErrBadEvent, e.CreatedAt)
	case !utf8.ValidString(e.Content):
		return fmt.Errorf("%w: content is not UTF-8", ErrBadEvent)
	}
	for _, t := range e.Tags {
		if len(t) == 0 || len(t) > MaxTagLen {
			return fmt.Errorf("%w: a tag of %d strings", ErrBadEvent, len(t))
		}
		for _, s := range t {
			if len(s) > MaxTagValue || !utf8.ValidString(s) {
				return fmt.Errorf("%w: a tag value of %d bytes", ErrBadEvent, len(s))
			}
		}
	}
	return nil
}

// hexBytes decodes lower-case hex of exactly n bytes.
func hexBytes(s string, n int) ([]byte, error) {
	if len(s) != 2*n {
		return nil, fmt.Errorf("%d characters, want %d", len(s), 2*n)
	}
	for i := 0; i < len(s); i++ {
		if !('0' <= s[i] && s[i] <= '9' || 'a' <= s[i] && s[i] <= 'f') {
			return nil, errors.New("not lower-case hex")
		}
	}
	return hex.DecodeString(s)
}
