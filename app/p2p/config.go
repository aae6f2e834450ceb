package p2p

import (
	"time"

	"github.com/pion/webrtc/v4"
)

// ICEServer is a STUN or TURN server, as the settings store it.
type ICEServer struct {
	// URLs are "stun:host:port", "turn:host:port?transport=udp" and so on.
	URLs []string
	// Username is the TURN user name; empty for STUN.
	Username string
	// Credential is the TURN password; empty for STUN.
	Credential string
}

// Config is the configuration of a host or a guest. The zero value is
// usable: no STUN or TURN server (enough on one local network) and the
// default timeouts.
type Config struct {
	// ICEServers are the STUN and TURN servers to gather candidates from.
	ICEServers []ICEServer
	// Loopback keeps every candidate on the loopback interface, with short
	// ICE timeouts: for tests in one process. It applies to the native build
	// only; a browser ignores it.
	Loopback bool
	// GatherTimeout bounds candidate gathering; when it expires, the code
	// carries the candidates found so far. Zero means DefaultGatherTimeout.
	GatherTimeout time.Duration
	// ConnectTimeout bounds the time from Join, or from Accept, until the
	// data channel opens; then the Conn fails with ErrTimeout. Zero means
	// DefaultConnectTimeout.
	ConnectTimeout time.Duration
}

// Default timeouts of Config.
const (
	// DefaultGatherTimeout is the default Config.GatherTimeout.
	DefaultGatherTimeout = 10 * time.Second
	// DefaultConnectTimeout is the default Config.ConnectTimeout. It is long
	// because a guest's clock starts before the host has its reply code.
	DefaultConnectTimeout = 3 * time.Minute
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
