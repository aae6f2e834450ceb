package p2p

import (
	"errors"
	"fmt"
	"net/netip"
	"reflect"
	"strings"
	"testing"
)

func fingerprintText(fp [32]byte) string {
	parts := make([]string, len(fp))
	for i, b := range fp {
		parts[i] = fmt.Sprintf("%02X", b)
	}
	return strings.Join(parts, ":")
}

// A data-channel offer as Chromium writes it after gathering.
var chromeOfferSDP = strings.ReplaceAll(`v=0
o=- 4611731400430051336 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:2999745851 1 udp 2122260223 b8a2f1c4-5d3e-4f6a-9b7c-1d2e3f4a5b6c.local 54321 typ host generation 0 network-id 1 network-cost 10
a=candidate:2999745851 2 udp 2122260222 b8a2f1c4-5d3e-4f6a-9b7c-1d2e3f4a5b6c.local 54323 typ host generation 0 network-id 1 network-cost 10
a=candidate:842163049 1 udp 1686052607 203.0.113.45 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1 network-cost 10
a=candidate:842163049 1 udp 1686052607 203.0.113.45 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1 network-cost 10
a=candidate:1510613869 1 tcp 1518280447 b8a2f1c4-5d3e-4f6a-9b7c-1d2e3f4a5b6c.local 9 typ host tcptype active generation 0 network-id 1 network-cost 10
a=candidate:77 1 sctp 1 192.0.2.1 1 typ host
a=candidate:78 1 udp 1 fe80::1%eth0 1 typ host
a=candidate:79 1 udp 1 192.0.2.1 99999 typ host
a=candidate:80 1 udp 1 192.0.2.1 1 typ weird
a=candidate:2130706433 1 udp 2122194687 ::ffff:192.0.2.9 50000 typ host generation 0
a=ice-ufrag:3ZQx
a=ice-pwd:Fd1Qe4l0+gS7tIrOe9bWkYz/
a=ice-options:trickle
a=fingerprint:sha-256 `+fingerprintText(fpA)+`
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`, "\n", "\r\n")

// A data-channel answer as Firefox writes it: fingerprint at session
// level, upper-case transports, hex credentials.
var firefoxAnswerSDP = `v=0
o=mozilla...THIS_IS_SDPARTA-99.0 5249373397207049813 0 IN IP4 0.0.0.0
s=-
t=0 0
a=fingerprint:sha-1 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33
a=fingerprint:sha-256 ` + fingerprintText(fpB) + `
a=group:BUNDLE data
a=ice-options:trickle
a=msid-semantic:WMS *
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:0 1 UDP 2122252543 0e6f9a2b-7c41-4d88-a3b5-c2d1e0f9a8b7.local 54322 typ host
a=candidate:1 1 TCP 2105524479 0e6f9a2b-7c41-4d88-a3b5-c2d1e0f9a8b7.local 9 typ host tcptype active
a=candidate:2 1 UDP 1686052863 2001:db8:1f70:999:de8:7648:3a49:6e8 61001 typ srflx raddr :: rport 0
a=candidate:3 1 UDP 92217087 198.51.100.7 3478 typ relay raddr 0.0.0.0 rport 0
a=sendrecv
a=end-of-candidates
a=ice-pwd:5c9d1e0f3a7b2c4d6e8f0a1b3c5d7e9f
a=ice-ufrag:8d9a9c6b
a=mid:data
a=setup:active
a=sctp-port:5000
a=max-message-size:1073741823
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
a=ice-ufrag:zzzz
a=candidate:9 1 UDP 1 192.0.2.99 1 typ host
`

func TestParseSDPChromium(t *testing.T) {
	s, err := ParseSDP(chromeOfferSDP)
	if err != nil {
		t.Fatal(err)
	}
	want := Session{Ufrag: "3ZQx", Pwd: "Fd1Qe4l0+gS7tIrOe9bWkYz/", Fingerprint: fpA, Candidates: []Candidate{
		mdnsV4, srflx4, tcpAct, // component 2, the duplicate and the unusable lines are skipped
		{Addr: netip.MustParseAddr("192.0.2.9"), Port: 50000}, // IPv4-mapped, unmapped
	}}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("got  %+v\nwant %+v", s, want)
	}
	if mid := SDPMid(chromeOfferSDP); mid != "0" {
		t.Fatalf("mid %q", mid)
	}
}

func TestParseSDPFirefox(t *testing.T) {
	s, err := ParseSDP(firefoxAnswerSDP)
	if err != nil {
		t.Fatal(err)
	}
	want := Session{Ufrag: "8d9a9c6b", Pwd: "5c9d1e0f3a7b2c4d6e8f0a1b3c5d7e9f", Fingerprint: fpB, Candidates: []Candidate{
		mdnsV6,
		{Hostname: mdnsV6.Hostname, Port: 9, Protocol: TCP, TCPType: TCPActive},
		srflx6,
		relay4,
	}}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("got  %+v\nwant %+v", s, want)
	}
	if mid := SDPMid(firefoxAnswerSDP); mid != "data" {
		t.Fatalf("mid %q", mid)
	}
}

func TestParseSDPErrors(t *testing.T) {
	base := chromeOfferSDP
	cases := map[string]string{
		"no ufrag":          strings.Replace(base, "a=ice-ufrag:3ZQx", "", 1),
		"no pwd":            strings.Replace(base, "a=ice-pwd:", "a=x:", 1),
		"no fingerprint":    strings.Replace(base, "a=fingerprint:sha-256", "a=fingerprint:sha-1", 1),
		"bad fingerprint":   strings.Replace(base, "a=fingerprint:sha-256 6B", "a=fingerprint:sha-256 ZZ", 1),
		"short fingerprint": strings.Replace(base, "a=fingerprint:sha-256 6B:", "a=fingerprint:sha-256 ", 1),
		"passive":           strings.Replace(base, "a=setup:actpass", "a=setup:passive", 1),
		"bad ufrag":         strings.Replace(base, "a=ice-ufrag:3ZQx", "a=ice-ufrag:3Z-x", 1),
		"empty":             "",
	}
	for name, sdp := range cases {
		if _, err := ParseSDP(sdp); !errors.Is(err, ErrSDP) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestRebuildSDP checks that the rebuilt descriptions carry the session
// whole, with the right roles, and keep the order of the candidates in
// their priorities.
func TestRebuildSDP(t *testing.T) {
	for _, s := range []Session{chromeSession, firefoxSession, pionSession, ipv6Session} {
		offer := OfferSDP(s)
		answer := AnswerSDP(s, "data")
		for _, sdp := range []string{offer, answer} {
			got, err := ParseSDP(sdp)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, s) {
				t.Fatalf("round trip:\n got %+v\nwant %+v\n%s", got, s, sdp)
			}
			for _, line := range []string{
				"v=0\r\n", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n", "a=sctp-port:5000\r\n",
				"a=max-message-size:262144\r\n", "a=end-of-candidates\r\n",
			} {
				if !strings.Contains(sdp, line) {
					t.Fatalf("no %q in\n%s", line, sdp)
				}
			}
		}
		if !strings.Contains(offer, "a=setup:actpass\r\n") || !strings.Contains(offer, "a=mid:0\r\n") {
			t.Fatalf("offer:\n%s", offer)
		}
		if !strings.Contains(answer, "a=setup:active\r\n") || SDPMid(answer) != "data" || !strings.Contains(answer, "a=group:BUNDLE data\r\n") {
			t.Fatalf("answer:\n%s", answer)
		}
	}
	// Priorities: host above srflx above relay; within a type, link order.
	s := Session{Ufrag: "abcd", Pwd: "0123456789012345678901", Candidates: []Candidate{host4, lo4, srflx4, relay4}}
	var prios []int
	for _, line := range strings.Split(OfferSDP(s), "\r\n") {
		if v, ok := strings.CutPrefix(line, "a=candidate:"); ok {
			var p int
			fmt.Sscan(strings.Fields(v)[3], &p)
			prios = append(prios, p)
		}
	}
	for i := 1; i < len(prios); i++ {
		if prios[i] >= prios[i-1] {
			t.Fatalf("priorities not decreasing: %v", prios)
		}
	}
}

func TestPickCandidates(t *testing.T) {
	cs := []Candidate{tcpAct, mdnsV4, host6, srflx4}
	got := pickCandidates(cs, 3)
	want := []Candidate{mdnsV4, host6, srflx4}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v", got)
	}
	if got := pickCandidates(cs, 8); len(got) != 4 || got[3] != tcpAct {
		t.Fatalf("got %v", got)
	}
}

func TestCandidateString(t *testing.T) {
	for c, want := range map[Candidate]string{
		srflx4: "udp srflx 203.0.113.45:61000",
		host6:  "udp host [2001:db8:85a3::8a2e:370:7334]:50123",
		tcpAct: "tcp host b8a2f1c4-5d3e-4f6a-9b7c-1d2e3f4a5b6c.local:9 active",
	} {
		if got := c.String(); got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
