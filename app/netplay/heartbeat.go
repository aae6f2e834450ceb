package netplay

import (
	"time"

	"menagerie/app/p2p"
)

// Heartbeats: each side pings every HeartbeatEvery and drops a peer not
// heard from for DeadAfter, so a dead peer is noticed within 5 s.
var (
	HeartbeatEvery = time.Second
	DeadAfter      = 3500 * time.Millisecond
	// FirstWordGrace is how much longer the host waits for a new
	// connection's first message (its hello) than for a guest's next one.
	FirstWordGrace = 6 * time.Second
)

// keepAlive pings conn every HeartbeatEvery until stop, and closes it once
// the peer has been silent for DeadAfter. state says how long the peer has
// been silent, the sequence number to ping with, and whether to keep quiet
// (tests: a side whose browser died); dead is told before the close.
func keepAlive(conn *p2p.Conn, stop <-chan struct{}, state func() (silent time.Duration, seq uint64, mute bool), dead func(silent time.Duration)) {
	tick := time.NewTicker(HeartbeatEvery)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		silent, seq, mute := state()
		if silent > DeadAfter {
			dead(silent)
			conn.Close()
			return
		}
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypePing, Seq: seq}); err == nil && !mute {
			_ = conn.Send(b)
		}
	}
}
