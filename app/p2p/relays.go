package p2p

import (
	"crypto/rand"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Rendezvous limits.
const (
	// RoomSize is the size of a room secret (see NewRoom).
	RoomSize = 16
	// MaxRelays is the most relays that an invitation may carry.
	MaxRelays = 6
)

// DefaultRelays returns the well-known public Nostr relays that the app's
// settings start from: an invitation carries them, and the host's and
// guests' apps pass their WebRTC offers and answers through them.
func DefaultRelays() []string {
	return []string{"wss://relay.damus.io", "wss://nos.lol", "wss://relay.nostr.band", "wss://relay.snort.social"}
}

// NewRoom returns a new random room secret.
func NewRoom() []byte {
	b := make([]byte, RoomSize)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (it panics instead)
	return b
}

// ErrRelayURL is a relay address that the app cannot use: a relay is
// wss://host[:port][/path] (ws:// too, for a relay on one's own network).
var ErrRelayURL = errors.New("a relay address is wss://host or wss://host:port/path")

// RelaySettingsError is an error of ParseRelays: the line and the text.
type RelaySettingsError struct {
	Line int
	URL  string
	Err  error
}

// Error returns the sentence, then where it happened.
func (e *RelaySettingsError) Error() string {
	return fmt.Sprintf("%v (line %d: %q)", e.Err, e.Line, e.URL)
}

// Unwrap returns the sentinel.
func (e *RelaySettingsError) Unwrap() error { return e.Err }

// ParseRelays reads the relays setting: one relay URL per line; empty
// lines and lines starting with # are ignored, and a relay listed twice
// counts once. It returns the URLs in canonical form (see CanonicalRelay);
// an error is a *RelaySettingsError.
func ParseRelays(text string) ([]string, error) {
	var out []string
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		u, err := CanonicalRelay(line)
		if err != nil {
			return nil, &RelaySettingsError{Line: i + 1, URL: line, Err: err}
		}
		if !containsString(out, u) {
			out = append(out, u)
		}
	}
	if len(out) > MaxRelays {
		return nil, &RelaySettingsError{Line: 0, URL: "", Err: fmt.Errorf("%w: at most %d relays", ErrRelayURL, MaxRelays)}
	}
	return out, nil
}

// FormatRelays writes relays in the format of ParseRelays.
func FormatRelays(relays []string) string { return strings.Join(relays, "\n") }

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// relayURL is a relay address as a link carries it.
type relayURL struct {
	insecure bool   // ws:// rather than wss://
	host     string // a DNS name or an IPv4 address, lower case
	port     int    // 0 for the scheme's default
	path     string // "" or "/…"
}

// String returns the canonical URL.
func (r relayURL) String() string {
	s := "wss://"
	if r.insecure {
		s = "ws://"
	}
	s += r.host
	if r.port != 0 {
		s += ":" + strconv.Itoa(r.port)
	}
	return s + r.path
}

// CanonicalRelay checks a relay URL and returns its canonical form: the
// scheme and host in lower case, no default port, no trailing "/" alone.
// Errors match ErrRelayURL.
func CanonicalRelay(s string) (string, error) {
	r, err := parseRelay(s)
	if err != nil {
		return "", err
	}
	return r.String(), nil
}

func parseRelay(s string) (relayURL, error) {
	var r relayURL
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil {
		return r, fmt.Errorf("%w (%v)", ErrRelayURL, err)
	}
	switch strings.ToLower(u.Scheme) {
	case "wss":
	case "ws":
		r.insecure = true
	default:
		return r, ErrRelayURL
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" || u.ForceQuery {
		return r, ErrRelayURL
	}
	r.host = strings.ToLower(u.Hostname())
	if !validHostname(r.host) || len(r.host) > maxPacked {
		return r, ErrRelayURL
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return r, ErrRelayURL
		}
		if !(n == 443 && !r.insecure || n == 80 && r.insecure) {
			r.port = n
		}
	}
	r.path = u.EscapedPath()
	if r.path == "/" {
		r.path = ""
	}
	if r.path != "" && (len(r.path) > maxPacked || checkPacked("relay path", r.path, csWord) != nil) {
		return r, ErrRelayURL
	}
	return r, nil
}

// Bits of a relay's flag byte in a link.
const (
	relayInsecure = 1 << 0
	relayPort     = 1 << 1
	relayPath     = 1 << 2
)

// checkRendezvous reports whether a room and its relays can be carried:
// no relays and no room, or 1 to MaxRelays canonical relays and a room of
// RoomSize bytes.
func checkRendezvous(room []byte, relays []string) error {
	if len(relays) == 0 {
		if len(room) != 0 {
			return errors.New("p2p: a room secret needs relays")
		}
		return nil
	}
	if len(room) != RoomSize {
		return fmt.Errorf("p2p: a room secret has %d bytes, not %d", RoomSize, len(room))
	}
	if len(relays) > MaxRelays {
		return fmt.Errorf("p2p: %d relays, a link carries at most %d", len(relays), MaxRelays)
	}
	for _, s := range relays {
		if c, err := CanonicalRelay(s); err != nil || c != s {
			return fmt.Errorf("p2p: relay %q is not canonical", s)
		}
	}
	return nil
}

// appendRendezvous writes the relay count, then if there are relays the
// room secret and each relay: a flag byte, the packed host, the port if
// not the default and the packed path if any.
func appendRendezvous(b []byte, room []byte, relays []string) []byte {
	b = append(b, byte(len(relays)))
	if len(relays) == 0 {
		return b
	}
	b = append(b, room...)
	for _, s := range relays {
		r, _ := parseRelay(s) // checked by checkRendezvous
		var flags byte
		if r.insecure {
			flags |= relayInsecure
		}
		if r.port != 0 {
			flags |= relayPort
		}
		if r.path != "" {
			flags |= relayPath
		}
		b = append(b, flags)
		b = appendPacked(b, r.host)
		if r.port != 0 {
			b = append(b, byte(r.port>>8), byte(r.port))
		}
		if r.path != "" {
			b = appendPacked(b, r.path)
		}
	}
	return b
}

// rendezvous reads what appendRendezvous wrote, strictly.
func (r *reader) rendezvous() (room []byte, relays []string) {
	n := int(r.byte())
	if r.err != nil || n == 0 {
		return nil, nil
	}
	if n > MaxRelays {
		r.fail("%d relays", n)
		return nil, nil
	}
	room = append([]byte(nil), r.bytes(RoomSize)...)
	for i := 0; i < n && r.err == nil; i++ {
		flags := r.byte()
		if flags&^(relayInsecure|relayPort|relayPath) != 0 {
			r.fail("relay flags %#x", flags)
			break
		}
		u := relayURL{insecure: flags&relayInsecure != 0}
		u.host = r.packed("relay host", csHost)
		if flags&relayPort != 0 {
			u.port = int(r.uint16())
		}
		if flags&relayPath != 0 {
			u.path = r.packed("relay path", csWord)
		}
		if r.err != nil {
			break
		}
		s := u.String()
		if c, err := CanonicalRelay(s); err != nil || c != s || containsString(relays, s) {
			r.fail("relay %q is not canonical", s)
			break
		}
		relays = append(relays, s)
	}
	if r.err != nil {
		return nil, nil
	}
	return room, relays
}
