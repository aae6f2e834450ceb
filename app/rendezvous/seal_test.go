package rendezvous

import (
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"
)

var (
	testRoom  = []byte("0123456789abcdef")
	testToken = []byte{1, 2, 3, 4, 5, 6, 7, 8}
)

func sealed(t *testing.T, dir byte, m Message) string {
	t.Helper()
	if m.Sent.IsZero() {
		m.Sent = time.Now()
	}
	s, err := seal(testRoom, testToken, dir, m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func openIt(room, token []byte, s string) (Message, error) {
	raw, _, _, err := header(s)
	if err != nil {
		return Message{}, err
	}
	return open(room, token, raw)
}

func TestSealOpen(t *testing.T) {
	for _, c := range []struct {
		dir byte
		m   Message
	}{
		{dirToHost, Message{Type: TypeAnswer, Seat: 2, Code: "Mabc-_09"}},
		{dirToHost, Message{Type: TypeKnock, Seat: 0}},
		{dirToGuest, Message{Type: TypeOffer, Seat: 255, Code: strings.Repeat("A", maxCode)}},
	} {
		c.m.Sent, c.m.id = time.UnixMilli(1700000000123), 42
		s := sealed(t, c.dir, c.m)
		if len(s) > MaxSealed {
			t.Errorf("%v: %d characters, more than MaxSealed %d", c.m.Type, len(s), MaxSealed)
		}
		got, err := openIt(testRoom, testToken, s)
		if err != nil || got != c.m {
			t.Errorf("%v: opened %+v, %v", c.m.Type, got, err)
		}
	}
}

// TestOpenRefuses checks that a message opens only for the room, the seat,
// the token and the direction it was sealed for, and that any change to
// it, or any malformed text, is refused.
func TestOpenRefuses(t *testing.T) {
	good := sealed(t, dirToHost, Message{Type: TypeAnswer, Seat: 1, Code: "abc"})
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	edit := func(f func(b []byte) []byte) string {
		return base64.RawURLEncoding.EncodeToString(f(append([]byte(nil), raw...)))
	}
	cases := map[string]struct {
		room, token []byte
		text        string
		want        error
	}{
		"other room":       {[]byte("fedcba9876543210"), testToken, good, ErrForged},
		"other token":      {testRoom, []byte{1, 2, 3, 4, 5, 6, 7, 9}, good, ErrForged},
		"seat changed":     {testRoom, testToken, edit(func(b []byte) []byte { b[2] = 2; return b }), ErrForged},
		"direction turned": {testRoom, testToken, edit(func(b []byte) []byte { b[1] = dirToGuest; return b }), ErrForged},
		"version":          {testRoom, testToken, edit(func(b []byte) []byte { b[0] = 2; return b }), ErrMalformed},
		"direction 3":      {testRoom, testToken, edit(func(b []byte) []byte { b[1] = 3; return b }), ErrMalformed},
		"cut":              {testRoom, testToken, edit(func(b []byte) []byte { return b[:len(b)-1] }), ErrForged},
		"too short":        {testRoom, testToken, edit(func(b []byte) []byte { return b[:20] }), ErrMalformed},
		"byte added":       {testRoom, testToken, edit(func(b []byte) []byte { return append(b, 0) }), ErrForged},
		"padding":          {testRoom, testToken, good + "=", ErrMalformed},
		"std base64":       {testRoom, testToken, strings.NewReplacer("-", "+", "_", "/").Replace(good) + "+", ErrMalformed},
		"not base64":       {testRoom, testToken, "!!!!", ErrMalformed},
		"empty":            {testRoom, testToken, "", ErrMalformed},
		"too long":         {testRoom, testToken, strings.Repeat("A", MaxSealed+4), ErrMalformed},
	}
	for i := 3; i < len(raw); i++ {
		cases["bit flip "+string(rune('0'+i%10))+string(rune('a'+i/10))] = struct {
			room, token []byte
			text        string
			want        error
		}{testRoom, testToken, edit(func(b []byte) []byte { b[i] ^= 0x10; return b }), ErrForged}
	}
	for name, c := range cases {
		if _, err := openIt(c.room, c.token, c.text); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", name, err, c.want)
		}
	}
}

// TestSealRefuses checks that nothing malformed is sealed: a message the
// wrong way, a knock with a code, a code with other characters.
func TestSealRefuses(t *testing.T) {
	for name, c := range map[string]struct {
		dir byte
		m   Message
	}{
		"offer from a guest":  {dirToHost, Message{Type: TypeOffer, Code: "a"}},
		"answer from a host":  {dirToGuest, Message{Type: TypeAnswer, Code: "a"}},
		"knock with a code":   {dirToHost, Message{Type: TypeKnock, Code: "a"}},
		"answer without code": {dirToHost, Message{Type: TypeAnswer}},
		"code with a space":   {dirToHost, Message{Type: TypeAnswer, Code: "a b"}},
		"code too long":       {dirToGuest, Message{Type: TypeOffer, Code: strings.Repeat("A", maxCode+1)}},
		"type 9":              {dirToHost, Message{Type: 9, Code: "a"}},
		"seat 256":            {dirToHost, Message{Type: TypeKnock, Seat: 256}},
	} {
		if _, err := seal(testRoom, testToken, c.dir, c.m); err == nil {
			t.Errorf("%s: sealed", name)
		}
	}
}

// TestGuard checks the age window, replays and the per-seat rate.
func TestGuard(t *testing.T) {
	now := time.Unix(1700000000, 0)
	g := newGuard()
	m := Message{Type: TypeKnock, Seat: 1, Sent: now, id: 1}
	if err := g.take(m, now); err != nil {
		t.Fatal(err)
	}
	if err := g.take(m, now.Add(time.Second)); !errors.Is(err, ErrReplay) {
		t.Errorf("a replay: %v", err)
	}
	if err := g.take(Message{Seat: 1, Sent: now.Add(-MaxAge - time.Second), id: 2}, now); !errors.Is(err, ErrExpired) {
		t.Errorf("an old message: %v", err)
	}
	if err := g.take(Message{Seat: 1, Sent: now.Add(MaxAge + time.Second), id: 3}, now); !errors.Is(err, ErrExpired) {
		t.Errorf("a message from the future: %v", err)
	}
	// A replay after MaxAge is too old anyway, though its id is forgotten.
	if err := g.take(m, now.Add(MaxAge+time.Second)); !errors.Is(err, ErrExpired) {
		t.Errorf("a late replay: %v", err)
	}
	if len(g.taken) != 0 {
		t.Errorf("%d ids remembered after MaxAge", len(g.taken))
	}
	// A burst on one seat is cut; another seat goes on.
	refused := 0
	for i := 0; i < 3*seatBurst; i++ {
		if g.take(Message{Seat: 2, Sent: now, id: uint64(100 + i)}, now) != nil {
			refused++
		}
	}
	if refused != 2*seatBurst {
		t.Errorf("%d of a burst of %d refused", refused, 3*seatBurst)
	}
	if err := g.take(Message{Seat: 3, Sent: now, id: 999}, now); err != nil {
		t.Errorf("another seat: %v", err)
	}
	if err := g.take(Message{Seat: 2, Sent: now, id: 1000}, now.Add(time.Second)); err != nil {
		t.Errorf("the seat a second later: %v", err)
	}
}
