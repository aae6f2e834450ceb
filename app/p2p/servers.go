package p2p

import (
	"errors"
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"
)

// DefaultSTUNServer is the public STUN server of DefaultICEServers.
const DefaultSTUNServer = "stun:stun.l.google.com:19302"

// DefaultICEServers returns the servers that the app's network settings
// hold until the player changes them: one public STUN server, with which
// two devices on different home networks usually find a path. It returns
// a new slice at each call. (The zero Config has no server at all.)
func DefaultICEServers() []ICEServer {
	return []ICEServer{{URLs: []string{DefaultSTUNServer}}}
}

// Errors of ParseICEServers, and of Host.Invite and Join for servers in a
// Config that cannot be used. Each is a sentence that a player can read;
// the errors themselves are *ICESettingsError values that wrap them.
var (
	// ErrICEScheme is a server address that does not start with stun:,
	// stuns:, turn: or turns:.
	ErrICEScheme = errors.New("a server address starts with stun:, stuns:, turn: or turns:, as in stun:stun.l.google.com:19302")
	// ErrICEHost is a server address without a valid host name or IP
	// address after its scheme (an IPv6 address goes in brackets).
	ErrICEHost = errors.New("a server address needs a host name or an IP address after its scheme, such as turn:turn.example.org:3478")
	// ErrICEPort is a port that is not a number from 1 to 65535.
	ErrICEPort = errors.New("a server's port is a number from 1 to 65535")
	// ErrICETransport is a query other than ?transport=udp or
	// ?transport=tcp on a TURN address, or any query on a STUN address.
	ErrICETransport = errors.New("only a TURN server takes a transport, ?transport=udp or ?transport=tcp")
	// ErrICECredentials is a TURN server without both a user name and a
	// password, or a STUN server with either.
	ErrICECredentials = errors.New("a TURN server needs a user name and a password, and a STUN server neither")
	// ErrICEQuote is a quoted user name or password without its closing
	// quote, or with text right after it.
	ErrICEQuote = errors.New("a quoted user name or password needs its closing quote, then a space or the end of the line")
	// ErrICEText is a user name or password longer than 255 bytes or with
	// a character that is not printable (a tab, for instance).
	ErrICEText = errors.New("a user name or password has at most 255 bytes and only printable characters")
	// ErrICETooMany is more than MaxServers servers.
	ErrICETooMany = fmt.Errorf("at most %d servers fit in an invitation", MaxServers)
)

// ICESettingsError is an error of ParseICEServers (and of Host.Invite and
// Join for a Config's servers): Err is one of the ErrICE… sentinels, for
// errors.Is. It never holds a password.
type ICESettingsError struct {
	// Line is the line of the settings text, from 1; 0 when the server
	// comes from a Config.
	Line int
	// URL is the server's address as written.
	URL string
	// Err is the ErrICE… sentinel.
	Err error
}

// Error returns the sentence of Err, then where it happened.
func (e *ICESettingsError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%v (line %d: %s)", e.Err, e.Line, e.URL)
	}
	return fmt.Sprintf("%v (%s)", e.Err, e.URL)
}

// Unwrap returns the sentinel.
func (e *ICESettingsError) Unwrap() error { return e.Err }

// The schemes of a server URL (bits 0-1 of a URL's flag byte in a link).
const (
	schemeSTUN = iota
	schemeSTUNS
	schemeTURN
	schemeTURNS
)

var schemeNames = [...]string{"stun", "stuns", "turn", "turns"}

// The transports of a TURN URL (bits 2-3 of a URL's flag byte).
const (
	transportNone = iota
	transportUDP
	transportTCP
)

var transportNames = [...]string{"", "udp", "tcp"}

// iceURL is a STUN or TURN URL (RFC 7064 and RFC 7065).
type iceURL struct {
	scheme    int
	addr      netip.Addr // the IP address, or invalid for a host name
	host      string     // the host name when addr is invalid
	port      uint16     // 0 when the URL has none (the scheme's default)
	transport int
}

func (u iceURL) isTURN() bool { return u.scheme == schemeTURN || u.scheme == schemeTURNS }

// String returns the canonical form of u: "turn:host:port?transport=udp",
// with the scheme and the transport in lower case, an IPv6 address in
// brackets and in its canonical form, and the port without leading zeros.
func (u iceURL) String() string {
	host := u.host
	if u.addr.IsValid() {
		host = u.addr.String()
		if u.addr.Is6() {
			host = "[" + host + "]"
		}
	}
	s := schemeNames[u.scheme] + ":" + host
	if u.port != 0 {
		s += ":" + strconv.Itoa(int(u.port))
	}
	if u.transport != transportNone {
		s += "?transport=" + transportNames[u.transport]
	}
	return s
}

// parseICEURL reads a STUN or TURN URL. It is lenient where there is no
// doubt: the scheme and the transport in any case, "//" after the scheme,
// leading zeros in the port, an IPv6 address in any form; String gives the
// canonical form.
func parseICEURL(s string) (iceURL, error) {
	var u iceURL
	scheme, rest, ok := strings.Cut(s, ":")
	u.scheme = slices.Index(schemeNames[:], strings.ToLower(scheme))
	if !ok || u.scheme < 0 {
		return u, ErrICEScheme
	}
	rest = strings.TrimPrefix(rest, "//")
	rest, query, hasQuery := strings.Cut(rest, "?")
	var host, port string
	hasPort := false
	if strings.HasPrefix(rest, "[") {
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			return u, ErrICEHost
		}
		host = rest[1:end]
		if after := rest[end+1:]; after != "" {
			if after[0] != ':' {
				return u, ErrICEHost
			}
			port, hasPort = after[1:], true
		}
		a, err := netip.ParseAddr(host)
		if err != nil || !a.Is6() || a.Zone() != "" || a.Is4In6() {
			return u, ErrICEHost
		}
		u.addr = a
	} else {
		host, port, hasPort = strings.Cut(rest, ":")
		if strings.Contains(port, ":") {
			return u, ErrICEHost // an IPv6 address without brackets
		}
		if a, err := netip.ParseAddr(host); err == nil && a.Is4() {
			u.addr = a
		} else if validHostname(host) {
			u.host = host
		} else {
			return u, ErrICEHost
		}
	}
	if hasPort {
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil || n == 0 {
			return u, ErrICEPort
		}
		u.port = uint16(n)
	}
	if hasQuery {
		key, value, ok := strings.Cut(query, "=")
		u.transport = slices.Index(transportNames[1:], strings.ToLower(value)) + 1
		if !ok || !strings.EqualFold(key, "transport") || u.transport == transportNone || !u.isTURN() {
			return u, ErrICETransport
		}
	}
	return u, nil
}

// checkCredentials checks the user name and password of a server whose
// first URL is u.
func checkCredentials(u iceURL, user, password string) error {
	if u.isTURN() != (user != "" && password != "") || !u.isTURN() && (user != "" || password != "") {
		return ErrICECredentials
	}
	for _, s := range []string{user, password} {
		if len(s) > maxPacked || !validText(s) {
			return ErrICEText
		}
	}
	return nil
}

// canonicalServers checks the servers of a Config and returns them with
// canonical URLs, each (URL, user name, password) once.
func canonicalServers(in []ICEServer) ([]ICEServer, error) {
	out := make([]ICEServer, 0, len(in))
	for _, s := range in {
		c := ICEServer{Username: s.Username, Credential: s.Credential}
		for _, raw := range s.URLs {
			u, err := parseICEURL(raw)
			if err == nil {
				err = checkCredentials(u, s.Username, s.Credential)
			}
			if err != nil {
				return nil, &ICESettingsError{URL: raw, Err: err}
			}
			c.URLs = append(c.URLs, u.String())
		}
		out = append(out, c)
	}
	return mergeServers(out), nil
}

// mergeServers returns the servers of the lists in order, each URL with
// the same user name and password once, and without servers left with no
// URL.
func mergeServers(lists ...[]ICEServer) []ICEServer {
	type key struct{ url, user, password string }
	seen := make(map[key]bool)
	var out []ICEServer
	for _, list := range lists {
		for _, s := range list {
			c := ICEServer{Username: s.Username, Credential: s.Credential}
			for _, u := range s.URLs {
				k := key{u, s.Username, s.Credential}
				if !seen[k] {
					seen[k] = true
					c.URLs = append(c.URLs, u)
				}
			}
			if len(c.URLs) > 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// ParseICEServers reads the network settings text: one server per line,
// its URL, then for a TURN server its user name and its password,
// separated by spaces:
//
//	stun:stun.l.google.com:19302
//	turn:turn.example.org:3478?transport=udp alice correct horse battery staple
//
// The password is the rest of the line, spaces inside it included (the
// white space around it is not part of it). A user name or a password that
// has a space in it (a user name) or around it (a password), that starts
// with a double quote, or that is empty, is written in double quotes,
// where \" stands for a quote and \\ for a backslash:
//
//	turn:turn.example.org alice "  two spaces around  "
//	turn:[2001:db8::1]:3478 "Alice Martin" "\"quoted\""
//
// Empty lines and lines starting with # are ignored. A URL is stun:,
// stuns:, turn: or turns:, a host name or an IP address (IPv6 in
// brackets), an optional port, and for TURN an optional ?transport=udp or
// ?transport=tcp. ParseICEServers returns one ICEServer per line, its URL
// in canonical form (lower-case scheme, no leading zeros…), or the first
// problem as an *ICESettingsError wrapping one of the ErrICE… sentinels
// (and no servers). FormatICEServers writes this format.
func ParseICEServers(text string) ([]ICEServer, error) {
	var out []ICEServer
	for i, line := range strings.Split(text, "\n") {
		line = strings.Trim(line, " \t\r")
		if line == "" || line[0] == '#' {
			continue
		}
		s, err := parseServerLine(line)
		if err != nil {
			raw, _, _ := strings.Cut(line, " ")
			raw, _, _ = strings.Cut(raw, "\t")
			return nil, &ICESettingsError{Line: i + 1, URL: raw, Err: err}
		}
		if len(out) == MaxServers {
			return nil, &ICESettingsError{Line: i + 1, URL: s.URLs[0], Err: ErrICETooMany}
		}
		out = append(out, s)
	}
	return out, nil
}

// parseServerLine reads one line of the settings (trimmed, not empty).
func parseServerLine(line string) (ICEServer, error) {
	var s ICEServer
	raw, rest := cutField(line)
	u, err := parseICEURL(raw)
	if err != nil {
		return s, err
	}
	s.URLs = []string{u.String()}
	if rest != "" {
		if s.Username, rest, err = userField(rest); err != nil {
			return s, err
		}
		if s.Credential, err = passwordField(rest); err != nil {
			return s, err
		}
	}
	return s, checkCredentials(u, s.Username, s.Credential)
}

// isBlank reports whether b is a space or a tab.
func isBlank(b byte) bool { return b == ' ' || b == '\t' }

// cutField returns the text up to the first space or tab, and the rest
// after the blanks that follow.
func cutField(s string) (field, rest string) {
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimLeft(s[i:], " \t")
}

// userField reads a user name, quoted or up to the next blank, and returns
// the rest of the line after the blanks that follow it.
func userField(s string) (user, rest string, err error) {
	if s[0] != '"' {
		user, rest = cutField(s)
		return user, rest, nil
	}
	user, n, err := unquote(s)
	if err != nil {
		return "", "", err
	}
	if n < len(s) && !isBlank(s[n]) {
		return "", "", ErrICEQuote
	}
	return user, strings.TrimLeft(s[n:], " \t"), nil
}

// passwordField reads a password: the rest of the line, or one quoted
// field that ends it.
func passwordField(s string) (string, error) {
	if s == "" || s[0] != '"' {
		return s, nil
	}
	p, n, err := unquote(s)
	if err != nil {
		return "", err
	}
	if strings.Trim(s[n:], " \t") != "" {
		return "", ErrICEQuote
	}
	return p, nil
}

// unquote reads the quoted field at the start of s (s[0] is '"'): a
// backslash takes the next character as it is. It returns the field and
// the length of its quoted form.
func unquote(s string) (string, int, error) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '"':
			return b.String(), i + 1, nil
		case '\\':
			i++
			if i == len(s) {
				return "", 0, ErrICEQuote
			}
		}
		b.WriteByte(s[i])
	}
	return "", 0, ErrICEQuote
}

// quote returns s in double quotes, with \ before each quote and backslash.
func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(s) + `"`
}

// FormatICEServers writes servers in the format of ParseICEServers: one
// line per URL (a server with two URLs takes two lines, with the same
// user name and password), quoting a user name or a password only where
// it must. ParseICEServers reads back what it returns for servers that it
// accepts.
func FormatICEServers(servers []ICEServer) string {
	var lines []string
	for _, s := range servers {
		for _, u := range s.URLs {
			line := u
			if s.Username != "" || s.Credential != "" {
				user := s.Username
				if user == "" || user[0] == '"' || strings.ContainsAny(user, " \t") {
					user = quote(user)
				}
				password := s.Credential
				if password == "" || password[0] == '"' || isBlank(password[0]) || isBlank(password[len(password)-1]) {
					password = quote(password)
				}
				line += " " + user + " " + password
			}
			lines = append(lines, line)
		}
	}
	return strings.Join(lines, "\n")
}

// The host kinds of a URL in a link (bits 4-5 of its flag byte).
const (
	hostIPv4 = iota
	hostIPv6
	hostName
)

// Bits of the flag bytes of servers and URLs in a link.
const (
	serverURLCount    = 7      // bits 0-2 of a server's flag byte: its URLs
	serverCredentials = 1 << 3 // a user name and a password follow the URLs
	urlPort           = 1 << 6 // a URL's port follows its host
)

// checkServers checks that the servers of an offer can be carried, and
// returns their parsed URLs.
func checkServers(servers []ICEServer) ([][]iceURL, error) {
	if len(servers) > MaxServers {
		return nil, fmt.Errorf("p2p: %w (%d servers)", ErrICETooMany, len(servers))
	}
	out := make([][]iceURL, len(servers))
	for i, s := range servers {
		if len(s.URLs) == 0 || len(s.URLs) > MaxServerURLs {
			return nil, fmt.Errorf("p2p: a server of an invitation has 1 to %d URLs, not %d", MaxServerURLs, len(s.URLs))
		}
		for _, raw := range s.URLs {
			u, err := parseICEURL(raw)
			if err != nil {
				return nil, fmt.Errorf("p2p: server URL %q: %w", raw, err)
			}
			if u.String() != raw {
				return nil, fmt.Errorf("p2p: server URL %q is not in the canonical form %q", raw, u.String())
			}
			out[i] = append(out[i], u)
		}
		if (s.Username == "") != (s.Credential == "") {
			return nil, fmt.Errorf("p2p: server %q has a user name or a password, not both", s.URLs[0])
		}
		if s.Username != "" {
			if err := checkPacked("TURN user name", s.Username, csText); err != nil {
				return nil, err
			}
			if err := checkPacked("TURN password", s.Credential, csText); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// appendServers appends the binary form of servers checked by
// checkServers: a count, then for each server a flag byte (bits 0-2 the
// number of URLs, bit 3 set when a user name and a password follow), its
// URLs, and its user name and password.
func appendServers(b []byte, servers []ICEServer, urls [][]iceURL) []byte {
	b = append(b, byte(len(servers)))
	for i, s := range servers {
		flags := byte(len(s.URLs))
		if s.Username != "" {
			flags |= serverCredentials
		}
		b = append(b, flags)
		for _, u := range urls[i] {
			b = appendURL(b, u)
		}
		if s.Username != "" {
			b = appendPacked(b, s.Username)
			b = appendPacked(b, s.Credential)
		}
	}
	return b
}

// appendURL appends a flag byte (bits 0-1 the scheme, 2-3 the transport,
// 4-5 the host kind, 6 set when a port follows; bit 7 zero), the host (4 or
// 16 bytes, or a packed name) and the port (big-endian).
func appendURL(b []byte, u iceURL) []byte {
	kind := hostName
	switch {
	case u.addr.Is4():
		kind = hostIPv4
	case u.addr.Is6():
		kind = hostIPv6
	}
	flags := byte(u.scheme | u.transport<<2 | kind<<4)
	if u.port != 0 {
		flags |= urlPort
	}
	b = append(b, flags)
	if kind == hostName {
		b = appendPacked(b, u.host)
	} else {
		b = append(b, u.addr.AsSlice()...)
	}
	if u.port != 0 {
		b = append(b, byte(u.port>>8), byte(u.port))
	}
	return b
}

// servers reads what appendServers wrote, strictly.
func (r *reader) servers() []ICEServer {
	n := int(r.byte())
	if r.err == nil && n > MaxServers {
		r.fail("%d servers", n)
	}
	var out []ICEServer
	for i := 0; i < n && r.err == nil; i++ {
		flags := r.byte()
		count := int(flags & serverURLCount)
		if r.err == nil && (flags&^(serverURLCount|serverCredentials) != 0 || count == 0 || count > MaxServerURLs) {
			r.fail("server flags %#x", flags)
		}
		var s ICEServer
		for j := 0; j < count && r.err == nil; j++ {
			if u := r.url(); r.err == nil {
				s.URLs = append(s.URLs, u.String())
			}
		}
		if flags&serverCredentials != 0 {
			s.Username = r.packed("TURN user name", csText)
			s.Credential = r.packed("TURN password", csText)
		}
		out = append(out, s)
	}
	if r.err != nil {
		return nil
	}
	return out
}

// url reads what appendURL wrote, strictly.
func (r *reader) url() iceURL {
	var u iceURL
	flags := r.byte()
	if r.err != nil {
		return u
	}
	u.scheme = int(flags & 3)
	u.transport = int(flags >> 2 & 3)
	kind := int(flags >> 4 & 3)
	if flags&0x80 != 0 || u.transport > transportTCP || kind > hostName || u.transport != transportNone && !u.isTURN() {
		r.fail("URL flags %#x", flags)
		return u
	}
	switch kind {
	case hostIPv4:
		u.addr = netip.AddrFrom4([4]byte(r.bytes(4)))
	case hostIPv6:
		u.addr = netip.AddrFrom16([16]byte(r.bytes(16)))
		if u.addr.Is4In6() {
			r.fail("IPv4-mapped server address")
		}
	case hostName:
		u.host = r.packed("server host name", csHost)
		if a, err := netip.ParseAddr(u.host); err == nil && a.Is4() {
			r.fail("server address %s as a name", u.host)
		}
	}
	if flags&urlPort != 0 {
		u.port = r.uint16()
		if r.err == nil && u.port == 0 {
			r.fail("server port 0")
		}
	}
	return u
}
