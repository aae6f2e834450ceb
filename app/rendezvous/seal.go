package rendezvous

import (
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"golang.org/x/crypto/chacha20poly1305"

	"menagerie/app/p2p"
)

// Type is the type of a message.
type Type byte

// The message types.
const (
	// TypeAnswer is a guest's reply code, for the host to accept.
	TypeAnswer Type = 1
	// TypeKnock is a guest asking the host for a fresh invitation.
	TypeKnock Type = 2
	// TypeOffer is an invitation code from the host to a seat's guest.
	TypeOffer Type = 3
)

// String returns "answer", "knock" or "offer".
func (t Type) String() string {
	switch t {
	case TypeAnswer:
		return "answer"
	case TypeKnock:
		return "knock"
	case TypeOffer:
		return "offer"
	}
	return fmt.Sprintf("Type(%d)", byte(t))
}

// fromGuest says whether a type goes from a guest to the host.
func (t Type) fromGuest() bool { return t == TypeAnswer || t == TypeKnock }

// Message is what travels through the relays, once opened.
type Message struct {
	Type Type
	// Seat is the seat the message is about (the guest's).
	Seat int
	// Code is the reply code (TypeAnswer) or the invitation code
	// (TypeOffer); "" for a knock.
	Code string
	// Sent is when the sender sealed it (by the sender's clock).
	Sent time.Time
	// id is the message's random id, for the replay check.
	id uint64
}

// Limits of a sealed message.
const (
	// sealVersion is the version of the sealed form.
	sealVersion = 1
	// MaxAge bounds how long ago (or, for clocks that differ, how far
	// ahead) a message may have been sent.
	MaxAge = 10 * time.Minute
	// maxCode is the longest code a message may carry.
	maxCode = p2p.MaxCodeLen
	// headerSize is the clear header: version, direction, seat.
	headerSize = 3
	// plainHeader is the sealed header: type, time (ms), id.
	plainHeader = 1 + 8 + 8
	// MaxSealed is the longest sealed message, in base64url characters.
	MaxSealed = (headerSize + chacha20poly1305.NonceSizeX + plainHeader + maxCode + chacha20poly1305.Overhead + 2) * 4 / 3
)

// The directions, in the clear header.
const (
	dirToHost  = 1
	dirToGuest = 2
)

// Errors of open. None reaches a player: a message that does not open is
// dropped.
var (
	// ErrMalformed is a sealed message that does not decode.
	ErrMalformed = errors.New("rendezvous: malformed message")
	// ErrForged is a message that does not open with the seat's key: made
	// without the room secret and the seat's token, or altered.
	ErrForged = errors.New("rendezvous: message not sealed with the seat's key")
	// ErrExpired is a message sent more than MaxAge ago or ahead.
	ErrExpired = errors.New("rendezvous: message too old or from the future")
	// ErrReplay is a message taken already.
	ErrReplay = errors.New("rendezvous: message already received")
	// ErrUnknownSeat is a message about a seat that the host has not.
	ErrUnknownSeat = errors.New("rendezvous: message for an unknown seat")
)

// topic returns the room's topic: the tag of its events.
func topic(room []byte) string {
	k, err := hkdf.Key(sha256.New, room, nil, "menagerie rendezvous topic", 16)
	if err != nil {
		panic(err) // cannot happen: 16 bytes of SHA-256 HKDF
	}
	return hex.EncodeToString(k)
}

// key returns the key of one seat's messages in one direction.
func key(room, token []byte, seat int, dir byte) []byte {
	info := fmt.Sprintf("menagerie rendezvous key %d %d", dir, seat)
	k, err := hkdf.Key(sha256.New, append(append([]byte(nil), room...), token...), []byte("menagerie"), info, chacha20poly1305.KeySize)
	if err != nil {
		panic(err) // cannot happen: 32 bytes of SHA-256 HKDF
	}
	return k
}

// seal returns the sealed form of m, from the side that sends in dir,
// with the key of m's seat.
func seal(room, token []byte, dir byte, m Message) (string, error) {
	if m.Seat < 0 || m.Seat > 255 {
		return "", fmt.Errorf("rendezvous: seat %d out of range", m.Seat)
	}
	if err := checkCode(m.Type, m.Code); err != nil {
		return "", err
	}
	if m.Type.fromGuest() != (dir == dirToHost) {
		return "", fmt.Errorf("rendezvous: a %v does not go that way", m.Type)
	}
	aead, err := chacha20poly1305.NewX(key(room, token, m.Seat, dir))
	if err != nil {
		return "", err
	}
	header := []byte{sealVersion, dir, byte(m.Seat)}
	plain := make([]byte, plainHeader, plainHeader+len(m.Code))
	plain[0] = byte(m.Type)
	binary.BigEndian.PutUint64(plain[1:], uint64(m.Sent.UnixMilli()))
	binary.BigEndian.PutUint64(plain[9:], m.id)
	plain = append(plain, m.Code...)
	out := make([]byte, headerSize, headerSize+aead.NonceSize()+len(plain)+aead.Overhead())
	copy(out, header)
	nonce := make([]byte, aead.NonceSize())
	_, _ = rand.Read(nonce) // crypto/rand.Read never fails (it panics instead)
	out = append(out, nonce...)
	out = aead.Seal(out, nonce, plain, aad(room, header))
	return base64.RawURLEncoding.EncodeToString(out), nil
}

// aad binds the clear header to the room.
func aad(room, header []byte) []byte {
	return append([]byte(topic(room)), header...)
}

// checkCode checks a message's code: none for a knock, else 1 to maxCode
// base64url characters.
func checkCode(t Type, code string) error {
	switch t {
	case TypeKnock:
		if code != "" {
			return fmt.Errorf("%w: a knock with a code", ErrMalformed)
		}
		return nil
	case TypeAnswer, TypeOffer:
	default:
		return fmt.Errorf("%w: type %d", ErrMalformed, byte(t))
	}
	if len(code) == 0 || len(code) > maxCode || strings.Trim(code, b64Chars) != "" {
		return fmt.Errorf("%w: a code of %d characters", ErrMalformed, len(code))
	}
	return nil
}

const b64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// header reads the clear header of a sealed message: its direction and
// seat, before the key is known.
func header(sealed string) (raw []byte, dir byte, seat int, err error) {
	if len(sealed) > MaxSealed {
		return nil, 0, 0, fmt.Errorf("%w: %d characters", ErrMalformed, len(sealed))
	}
	raw, err = base64.RawURLEncoding.Strict().DecodeString(sealed)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if len(raw) < headerSize+chacha20poly1305.NonceSizeX+plainHeader+chacha20poly1305.Overhead {
		return nil, 0, 0, fmt.Errorf("%w: %d bytes", ErrMalformed, len(raw))
	}
	if raw[0] != sealVersion || raw[1] != dirToHost && raw[1] != dirToGuest {
		return nil, 0, 0, fmt.Errorf("%w: header %x", ErrMalformed, raw[:headerSize])
	}
	return raw, raw[1], int(raw[2]), nil
}

// open opens a sealed message with the key of its seat; it does not
// check its age or whether it was taken already (see guard).
func open(room, token []byte, raw []byte) (Message, error) {
	dir, seat := raw[1], int(raw[2])
	aead, err := chacha20poly1305.NewX(key(room, token, seat, dir))
	if err != nil {
		return Message{}, err
	}
	nonce := raw[headerSize : headerSize+aead.NonceSize()]
	plain, err := aead.Open(nil, nonce, raw[headerSize+aead.NonceSize():], aad(room, raw[:headerSize]))
	if err != nil {
		return Message{}, ErrForged
	}
	m := Message{Type: Type(plain[0]), Seat: seat, id: binary.BigEndian.Uint64(plain[9:17]), Code: string(plain[plainHeader:])}
	ms := binary.BigEndian.Uint64(plain[1:9])
	if ms > 1<<62 {
		return Message{}, fmt.Errorf("%w: time %d", ErrMalformed, ms)
	}
	m.Sent = time.UnixMilli(int64(ms))
	if err := checkCode(m.Type, m.Code); err != nil {
		return Message{}, err
	}
	if m.Type.fromGuest() != (dir == dirToHost) {
		return Message{}, fmt.Errorf("%w: a %v the wrong way", ErrMalformed, m.Type)
	}
	return m, nil
}
