package p2p

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"
)

// SCTPPort is the SCTP port that rebuilt session descriptions announce.
const SCTPPort = 5000

// MaxMessageSize is the largest data-channel message that rebuilt session
// descriptions announce (a=max-message-size).
const MaxMessageSize = 262144

// ErrSDP is the error of ParseSDP for a session description that lacks what
// a link needs (it is a programming or browser problem, not a player's).
var ErrSDP = errors.New("p2p: unusable session description")

// ParseSDP extracts the ICE credentials, the SHA-256 DTLS fingerprint and
// the candidates of the first media section from a non-trickle session
// description (one whose gathered candidates are inside it). Candidates of
// other components, of unknown transports or with unparsable addresses are
// skipped, and so are duplicates. An answer must take the DTLS client role
// (a=setup:active), because that is what AnswerSDP rebuilds.
func ParseSDP(sdp string) (Session, error) {
	var s Session
	var haveFP bool
	var setup string
	media := 0
	for _, line := range strings.Split(sdp, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.HasPrefix(line, "m=") {
			media++
			continue
		}
		if media > 1 || !strings.HasPrefix(line, "a=") {
			continue
		}
		name, value, _ := strings.Cut(line[2:], ":")
		switch name {
		case "ice-ufrag":
			s.Ufrag = value
		case "ice-pwd":
			s.Pwd = value
		case "setup":
			setup = value
		case "fingerprint":
			algo, fp, _ := strings.Cut(value, " ")
			if !strings.EqualFold(algo, "sha-256") || haveFP {
				continue
			}
			b, err := hex.DecodeString(strings.ReplaceAll(strings.TrimSpace(fp), ":", ""))
			if err != nil || len(b) != 32 {
				return s, fmt.Errorf("%w: bad sha-256 fingerprint %q", ErrSDP, fp)
			}
			s.Fingerprint, haveFP = [32]byte(b), true
		case "candidate":
			c, ok := parseCandidate(value)
			if ok && !slices.Contains(s.Candidates, c) {
				s.Candidates = append(s.Candidates, c)
			}
		}
	}
	switch {
	case s.Ufrag == "" || s.Pwd == "":
		return s, fmt.Errorf("%w: no ICE credentials", ErrSDP)
	case !haveFP:
		return s, fmt.Errorf("%w: no sha-256 fingerprint", ErrSDP)
	case setup == "passive":
		return s, fmt.Errorf("%w: a=setup:passive is not supported", ErrSDP)
	}
	if err := checkPacked("ICE ufrag", s.Ufrag, csICE); err != nil {
		return s, fmt.Errorf("%w: %v", ErrSDP, err)
	}
	if err := checkPacked("ICE password", s.Pwd, csICE); err != nil {
		return s, fmt.Errorf("%w: %v", ErrSDP, err)
	}
	return s, nil
}

// parseCandidate reads the value of an a=candidate attribute:
// "foundation component transport priority address port typ type
// [raddr a rport p] [tcptype t] [extensions]". It keeps component 1 only.
func parseCandidate(v string) (Candidate, bool) {
	var c Candidate
	f := strings.Fields(v)
	if len(f) < 8 || f[1] != "1" || f[6] != "typ" {
		return c, false
	}
	switch strings.ToLower(f[2]) {
	case "udp":
		c.Protocol = UDP
	case "tcp":
		c.Protocol = TCP
	default:
		return c, false
	}
	if a, err := netip.ParseAddr(f[4]); err == nil {
		if a.Zone() != "" {
			return c, false
		}
		c.Addr = a.Unmap()
	} else {
		c.Hostname = f[4]
	}
	port, err := strconv.ParseUint(f[5], 10, 16)
	if err != nil {
		return c, false
	}
	c.Port = uint16(port)
	switch f[7] {
	case "host":
		c.Type = HostCandidate
	case "srflx":
		c.Type = ServerReflexive
	case "prflx":
		c.Type = PeerReflexive
	case "relay":
		c.Type = Relayed
	default:
		return c, false
	}
	for i := 8; i+1 < len(f); i += 2 {
		if f[i] != "tcptype" {
			continue
		}
		switch f[i+1] {
		case "active":
			c.TCPType = TCPActive
		case "passive":
			c.TCPType = TCPPassive
		case "so":
			c.TCPType = TCPSimultaneousOpen
		}
	}
	return c, c.validate() == nil
}

// pickCandidates returns at most n candidates of cs: the UDP ones first,
// each group in its original (priority) order.
func pickCandidates(cs []Candidate, n int) []Candidate {
	out := make([]Candidate, 0, min(n, len(cs)))
	for _, proto := range []Protocol{UDP, TCP} {
		for _, c := range cs {
			if c.Protocol == proto && len(out) < n {
				out = append(out, c)
			}
		}
	}
	return out
}

// OfferSDP rebuilds a valid offer for one data channel from s: media
// section "0", a=setup:actpass, the candidates inside and
// a=end-of-candidates.
func OfferSDP(s Session) string { return buildSDP(s, "actpass", "0") }

// AnswerSDP rebuilds a valid answer for one data channel from s, with
// a=setup:active; mid must be the media id of the offer it answers (see
// SDPMid).
func AnswerSDP(s Session, mid string) string { return buildSDP(s, "active", mid) }

// SDPMid returns the first a=mid value of a session description, or "0".
func SDPMid(sdp string) string {
	for _, line := range strings.Split(sdp, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimRight(line, "\r"), "a=mid:"); ok && v != "" {
			return v
		}
	}
	return "0"
}

func buildSDP(s Session, setup, mid string) string {
	var b strings.Builder
	// A session id derived from the fingerprint: stable for one peer, and
	// below 2^63 as RFC 4566 recommends.
	id := binary.BigEndian.Uint64(s.Fingerprint[:8]) >> 1
	fmt.Fprintf(&b, "v=0\r\no=- %d 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n", id)
	fmt.Fprintf(&b, "a=group:BUNDLE %s\r\n", mid)
	b.WriteString("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n")
	fmt.Fprintf(&b, "a=ice-ufrag:%s\r\na=ice-pwd:%s\r\n", s.Ufrag, s.Pwd)
	fp := make([]string, len(s.Fingerprint))
	for i, x := range s.Fingerprint {
		fp[i] = fmt.Sprintf("%02X", x)
	}
	fmt.Fprintf(&b, "a=fingerprint:sha-256 %s\r\n", strings.Join(fp, ":"))
	fmt.Fprintf(&b, "a=setup:%s\r\na=mid:%s\r\n", setup, mid)
	fmt.Fprintf(&b, "a=sctp-port:%d\r\na=max-message-size:%d\r\n", SCTPPort, MaxMessageSize)
	for i, c := range s.Candidates {
		b.WriteString("a=candidate:")
		b.WriteString(candidateSDP(i, c))
		b.WriteString("\r\n")
	}
	b.WriteString("a=end-of-candidates\r\n")
	return b.String()
}

// candidateSDP returns the a=candidate value for the i-th candidate. The
// priority follows RFC 8445 (type preference, then a local preference that
// keeps the order of the link); the foundation is the index.
func candidateSDP(i int, c Candidate) string {
	typePref := map[CandidateType]uint32{HostCandidate: 126, PeerReflexive: 110, ServerReflexive: 100, Relayed: 0}[c.Type]
	localPref := uint32(65535 - i)
	if c.Protocol == TCP {
		localPref -= 32768 // prefer UDP
	}
	prio := typePref<<24 | localPref<<8 | (256 - 1)
	host := c.Hostname
	if host == "" {
		host = c.Addr.String()
	}
	s := fmt.Sprintf("%d 1 %s %d %s %d typ %s", i+1, c.Protocol, prio, host, c.Port, c.Type)
	if c.Type == ServerReflexive || c.Type == Relayed || c.Type == PeerReflexive {
		if c.Addr.Is6() {
			s += " raddr :: rport 0"
		} else {
			s += " raddr 0.0.0.0 rport 0"
		}
	}
	if c.Protocol == TCP {
		s += " tcptype " + c.TCPType.String()
	}
	return s
}
