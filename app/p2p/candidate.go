package p2p

import (
	"encoding/hex"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// CandidateType is the ICE type of a candidate: where its address comes from.
type CandidateType uint8

// The ICE candidate types (RFC 8445, section 5.1.1).
const (
	// HostCandidate is an address of one of the device's own interfaces.
	HostCandidate CandidateType = iota
	// ServerReflexive is the device's public address as a STUN server sees it.
	ServerReflexive
	// PeerReflexive is an address learnt from a peer's connectivity check.
	PeerReflexive
	// Relayed is an address on a TURN server that relays the traffic.
	Relayed
)

// String returns the SDP name of the type: "host", "srflx", "prflx" or "relay".
func (t CandidateType) String() string {
	switch t {
	case HostCandidate:
		return "host"
	case ServerReflexive:
		return "srflx"
	case PeerReflexive:
		return "prflx"
	case Relayed:
		return "relay"
	}
	return "CandidateType(" + strconv.Itoa(int(t)) + ")"
}

// Protocol is the transport protocol of a candidate.
type Protocol uint8

// The transport protocols of ICE candidates.
const (
	// UDP is the usual transport of WebRTC.
	UDP Protocol = iota
	// TCP is ICE-TCP (RFC 6544); a TCP candidate always has a TCPType.
	TCP
)

// String returns the SDP name of the protocol: "udp" or "tcp".
func (p Protocol) String() string {
	switch p {
	case UDP:
		return "udp"
	case TCP:
		return "tcp"
	}
	return "Protocol(" + strconv.Itoa(int(p)) + ")"
}

// TCPType is the connection role of an ICE-TCP candidate (RFC 6544).
type TCPType uint8

// The ICE-TCP candidate roles; TCPNone is the only valid value for UDP.
const (
	// TCPNone is the value for UDP candidates.
	TCPNone TCPType = iota
	// TCPActive candidates open connections.
	TCPActive
	// TCPPassive candidates accept connections.
	TCPPassive
	// TCPSimultaneousOpen candidates do both at once.
	TCPSimultaneousOpen
)

// String returns the SDP name of the role: "", "active", "passive" or "so".
func (t TCPType) String() string {
	switch t {
	case TCPNone:
		return ""
	case TCPActive:
		return "active"
	case TCPPassive:
		return "passive"
	case TCPSimultaneousOpen:
		return "so"
	}
	return "TCPType(" + strconv.Itoa(int(t)) + ")"
}

// Candidate is one ICE candidate in the compact form that a link carries.
// Exactly one of Addr and Hostname is set.
type Candidate struct {
	// Addr is the IPv4 or IPv6 address (without zone; IPv4-mapped IPv6
	// addresses are stored as IPv4).
	Addr netip.Addr
	// Hostname replaces Addr when a browser hides the local address behind an
	// mDNS name such as "1f0c33c8-6a4e-4b7c-9b8e-2d0b5c1e7f3a.local".
	Hostname string
	// Port is the UDP or TCP port.
	Port uint16
	// Type tells where the address comes from (host, srflx, prflx, relay).
	Type CandidateType
	// Protocol is UDP or TCP.
	Protocol Protocol
	// TCPType is the ICE-TCP role; TCPNone for UDP.
	TCPType TCPType
}

// String returns the candidate as "udp host 192.0.2.1:5000" (for logs and tests).
func (c Candidate) String() string {
	host := c.Hostname
	if host == "" {
		host = c.Addr.String()
	}
	s := c.Protocol.String() + " " + c.Type.String() + " " + netJoin(host, c.Port)
	if c.TCPType != TCPNone {
		s += " " + c.TCPType.String()
	}
	return s
}

func netJoin(host string, port uint16) string {
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return host + ":" + strconv.Itoa(int(port))
}

// maxHostnameLen bounds a candidate's host name (a DNS name is at most 253 bytes).
const maxHostnameLen = 253

// validate reports why c cannot be carried by a link, or nil.
func (c Candidate) validate() error {
	switch {
	case c.Hostname != "" && c.Addr.IsValid():
		return fmt.Errorf("candidate %v has both an address and a host name", c)
	case c.Hostname == "" && !c.Addr.IsValid():
		return fmt.Errorf("candidate has neither an address nor a host name")
	case c.Addr.IsValid() && c.Addr.Zone() != "":
		return fmt.Errorf("candidate address %v has a zone", c.Addr)
	case c.Addr.Is4In6():
		return fmt.Errorf("candidate address %v is IPv4-mapped", c.Addr)
	case c.Hostname != "" && !validHostname(c.Hostname):
		return fmt.Errorf("candidate host name %q is not a DNS name", c.Hostname)
	case c.Type > Relayed:
		return fmt.Errorf("candidate type %d is unknown", c.Type)
	case c.Protocol > TCP:
		return fmt.Errorf("candidate protocol %d is unknown", c.Protocol)
	case c.TCPType > TCPSimultaneousOpen:
		return fmt.Errorf("candidate tcptype %d is unknown", c.TCPType)
	case c.Protocol == UDP && c.TCPType != TCPNone:
		return fmt.Errorf("UDP candidate with a tcptype")
	case c.Protocol == TCP && c.TCPType == TCPNone:
		return fmt.Errorf("TCP candidate without a tcptype")
	}
	return nil
}

// validHostname accepts letters, digits, '-' and '.', 1 to 253 bytes, with
// no empty label.
func validHostname(s string) bool {
	if len(s) == 0 || len(s) > maxHostnameLen {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || len(label) > 63 {
			return false
		}
		for i := 0; i < len(label); i++ {
			b := label[i]
			if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '-') {
				return false
			}
		}
	}
	return true
}

// The address kinds of the binary form (bits 0-1 of a candidate's flag byte).
const (
	addrIPv4 = iota
	addrIPv6
	addrMDNS // "<canonical lower-case UUID>.local", stored as its 16 bytes
	addrName // any other host name, stored with a length byte
)

// mdnsUUID returns the 16 bytes of a browser's mDNS candidate name
// "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local" (lower-case hex only, so that
// the round trip is exact).
func mdnsUUID(name string) ([16]byte, bool) {
	var u [16]byte
	const form = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local"
	if len(name) != len(form) || !strings.HasSuffix(name, ".local") {
		return u, false
	}
	hexDigits := make([]byte, 0, 32)
	for i := 0; i < 36; i++ {
		b := name[i]
		if form[i] == '-' {
			if b != '-' {
				return u, false
			}
			continue
		}
		if !(b >= '0' && b <= '9' || b >= 'a' && b <= 'f') {
			return u, false
		}
		hexDigits = append(hexDigits, b)
	}
	if _, err := hex.Decode(u[:], hexDigits); err != nil {
		return u, false
	}
	return u, true
}

// mdnsName is the inverse of mdnsUUID.
func mdnsName(u [16]byte) string {
	h := hex.EncodeToString(u[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32] + ".local"
}

// appendCandidate appends the binary form of a valid candidate: a flag byte
// (bits 0-1 address kind, 2-3 type, 4-5 tcptype, 0 meaning UDP; 6-7 zero),
// the address, and the port (big-endian).
func appendCandidate(b []byte, c Candidate) []byte {
	var kind byte
	var uuid [16]byte
	switch {
	case c.Addr.Is4():
		kind = addrIPv4
	case c.Addr.Is6():
		kind = addrIPv6
	default:
		var ok bool
		if uuid, ok = mdnsUUID(c.Hostname); ok {
			kind = addrMDNS
		} else {
			kind = addrName
		}
	}
	tcp := byte(0)
	if c.Protocol == TCP {
		tcp = byte(c.TCPType)
	}
	b = append(b, kind|byte(c.Type)<<2|tcp<<4)
	switch kind {
	case addrIPv4, addrIPv6:
		b = append(b, c.Addr.AsSlice()...)
	case addrMDNS:
		b = append(b, uuid[:]...)
	case addrName:
		b = append(b, byte(len(c.Hostname)))
		b = append(b, c.Hostname...)
	}
	return append(b, byte(c.Port>>8), byte(c.Port))
}

// readCandidate reads what appendCandidate wrote.
func (r *reader) readCandidate() Candidate {
	var c Candidate
	flags := r.byte()
	if r.err != nil {
		return c
	}
	if flags&0xC0 != 0 {
		r.fail("unknown candidate flags %#x", flags)
		return c
	}
	c.Type = CandidateType(flags >> 2 & 3)
	if tcp := TCPType(flags >> 4 & 3); tcp != TCPNone {
		c.Protocol, c.TCPType = TCP, tcp
	}
	switch flags & 3 {
	case addrIPv4:
		c.Addr = netip.AddrFrom4([4]byte(r.bytes(4)))
	case addrIPv6:
		c.Addr = netip.AddrFrom16([16]byte(r.bytes(16)))
		if c.Addr.Is4In6() {
			r.fail("IPv4-mapped candidate address")
		}
	case addrMDNS:
		c.Hostname = mdnsName([16]byte(r.bytes(16)))
	case addrName:
		n := int(r.byte())
		c.Hostname = string(r.bytes(n))
		if _, isMDNS := mdnsUUID(c.Hostname); isMDNS && r.err == nil {
			r.fail("non-canonical mDNS candidate")
		}
	}
	c.Port = r.uint16()
	if r.err == nil {
		if err := c.validate(); err != nil {
			r.fail("%v", err)
		}
	}
	return c
}
