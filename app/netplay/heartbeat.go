package netplay

import (
	"time"

	"menagerie/app/p2p"
)

// Heartbeats: each side pings every HeartbeatEvery and drops a peer not
// heard from for DeadAfter, so a dead peer is noticed within 10 s. A
// shorter wait drops live peers: a phone's page busy with a bot's turn, or
// slowed by other apps, may not answer for a few seconds.
var (
	HeartbeatEvery = time.Second
	DeadAfter      = 8 * time.Second
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
	last := time.Now()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		// A tick that comes late means this side was held up (a busy or
		// backgrounded page): the peer's messages of that time may still
		// wait in the queue behind this tick, so silence is judged only
		// on the next one.
		silent, seq, mute := state()
		held := time.Since(last) > 2*HeartbeatEvery // state may wait on a busy lock too
		last = time.Now()
		if silent > DeadAfter && !held {
			dead(silent)
			conn.Close()
			return
		}
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypePing, Seq: seq}); err == nil && !mute {
			_ = conn.Send(b)
		}
	}
}
