//go:build !js

package p2p

import (
	"crypto/rand"
	"net"
	"time"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"
)

// newPeerConnection returns a peer connection set up for cfg: mDNS off
// (native peers are servers or tests, never hidden behind mDNS names),
// short ICE credentials (4 and 24 characters, like Chromium's, to keep the
// codes short); in loopback mode UDP4 on loopback only, in namespace mode
// UDP4 on every other interface, both with short ICE timeouts.
func newPeerConnection(cfg Config) (*webrtc.PeerConnection, error) {
	var se webrtc.SettingEngine
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	se.SetICECredentials(randomICEString(4), randomICEString(24))
	se.SetSCTPMaxMessageSize(MaxMessageSize)
	if err := se.SetAnsweringDTLSRole(webrtc.DTLSRoleClient); err != nil {
		return nil, err
	}
	switch {
	case cfg.Loopback:
		se.SetIncludeLoopbackCandidate(true)
		se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
		se.SetIPFilter(func(ip net.IP) bool { return ip.IsLoopback() })
		se.SetICETimeouts(2*time.Second, 4*time.Second, 500*time.Millisecond)
	case cfg.Namespace:
		se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
		se.SetICETimeouts(2*time.Second, 4*time.Second, 500*time.Millisecond)
	}
	api := webrtc.NewAPI(webrtc.WithSettingEngine(se))
	return api.NewPeerConnection(cfg.configuration())
}

// randomICEString returns n random ice-chars.
func randomICEString(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (it panics instead)
	for i := range b {
		b[i] = iceChars[b[i]&63]
	}
	return string(b)
}

// onMessage delivers the data channel's messages to f, in order (pion calls
// it from one read goroutine per channel). Natively a message costs little
// and push drops what comes after the end, so flood is never called and
// mute and release do nothing.
func onMessage(dc *webrtc.DataChannel, f func([]byte), flood func()) (mute, release func()) {
	dc.OnMessage(func(m webrtc.DataChannelMessage) { f(m.Data) })
	return func() {}, func() {}
}
