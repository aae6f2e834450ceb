package p2p

import (
	"time"

	"github.com/pion/webrtc/v4"
)

// ICEServer is a STUN or TURN server, as the settings store it (see
// ParseICEServers for their text form).
type ICEServer struct {
	// URLs are "stun:host:port", "turn:host:port?transport=udp" and so on
	// (RFC 7064 and RFC 7065).
	URLs []string
	// Username is the TURN user name; empty for STUN.
	Username string
	// Credential is the TURN password; empty for STUN.
	Credential string
}

// Config is the configuration of a host or a guest. The zero value is
// usable: no STUN or TURN server (enough on one local network; the app's
// settings start from DefaultICEServers) and the default timeouts.
type Config struct {
	// ICEServers are the STUN and TURN servers to gather candidates from.
	// A host's invitations carry them, and a guest uses those of the
	// invitation as well as its own.
	ICEServers []ICEServer
	// Relays are the Nostr relays of the host's rendezvous, and Room its
	// secret (RoomSize bytes): a host's invitations carry both, so that the
	// guest's app can send its answer through the relays. No relays means
	// codes only. A guest ignores them (it uses the invitation's).
	Relays []string
	Room   []byte
	// Loopback keeps every candidate on the loopback interface, with short
	// ICE timeouts: for tests in one process. It applies to the native build
	// only; a browser ignores it.
	Loopback bool
	// Namespace is for peers that run in network namespaces, as the NAT
	// tests do: candidates on every interface but loopback, UDP over IPv4
	// only, mDNS off, short ICE timeouts. It applies to the native build
	// only; a browser ignores it. Loopback takes precedence over it.
	Namespace bool
	// GatherTimeout bounds candidate gathering; when it expires, the code
	// carries the candidates found so far. Zero means DefaultGatherTimeout.
	GatherTimeout time.Duration
	// ConnectTimeout bounds the time from Join until the data channel
	// opens. Zero means DefaultConnectTimeout.
	ConnectTimeout time.Duration
	// AcceptTimeout bounds the time from Pending.Accept until the data
	// channel opens. Zero means DefaultAcceptTimeout.
	//
	// When either expires, the Conn fails with ErrNoRoute if ICE never
	// found a path to the peer, or with ErrTimeout if it found one but the
	// channel did not open. Until then a Conn that never opened survives
	// an ICE failure: the guest's side may fail its first checks before the
	// host has the reply code, and recover when the host's checks come.
	AcceptTimeout time.Duration
}

// Default timeouts of Config.
const (
	// DefaultGatherTimeout is the default Config.GatherTimeout.
	DefaultGatherTimeout = 10 * time.Second
	// DefaultConnectTimeout is the default Config.ConnectTimeout. It is long
	// because a guest's clock starts before the host has its reply code.
	DefaultConnectTimeout = 3 * time.Minute
	// DefaultAcceptTimeout is the default Config.AcceptTimeout. Once the
	// host has the reply, both sides have each other's candidates and ICE
	// finds a path within seconds if there is one.
	DefaultAcceptTimeout = 30 * time.Second
)

func (c Config) gatherTimeout() time.Duration {
	if c.GatherTimeout > 0 {
		return c.GatherTimeout
	}
	return DefaultGatherTimeout
}

func (c Config) connectTimeout() time.Duration {
	if c.ConnectTimeout > 0 {
		return c.ConnectTimeout
	}
	return DefaultConnectTimeout
}

func (c Config) acceptTimeout() time.Duration {
	if c.AcceptTimeout > 0 {
		return c.AcceptTimeout
	}
	return DefaultAcceptTimeout
}

// configuration returns the pion configuration of c.
func (c Config) configuration() webrtc.Configuration {
	var conf webrtc.Configuration
	for _, s := range c.ICEServers {
		conf.ICEServers = append(conf.ICEServers, webrtc.ICEServer{
			URLs:       append([]string(nil), s.URLs...),
			Username:   s.Username,
			Credential: s.Credential,
		})
	}
	return conf
}
