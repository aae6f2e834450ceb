package rendezvous

import (
	"time"
)

// Bounds of a guard.
const (
	// maxTaken bounds the remembered message ids; honest senders stay far
	// below it within MaxAge, and only messages that opened count.
	maxTaken = 4096
	// seatRate and seatBurst bound the messages a second taken per seat.
	seatRate  = 4
	seatBurst = 12
)

// guard refuses old, future and replayed messages, and floods.
type guard struct {
	taken  map[uint64]time.Time // message id → when it expires
	order  []uint64
	tokens map[int]float64
	at     map[int]time.Time
}

func newGuard() *guard {
	return &guard{taken: map[uint64]time.Time{}, tokens: map[int]float64{}, at: map[int]time.Time{}}
}

// take reports why m must be refused at now, or records it and returns
// nil.
func (g *guard) take(m Message, now time.Time) error {
	g.prune(now)
	if d := now.Sub(m.Sent); d > MaxAge || d < -MaxAge {
		return ErrExpired
	}
	if _, ok := g.taken[m.id]; ok {
		return ErrReplay
	}
	if !g.allow(m.Seat, now) {
		return errFlood
	}
	g.taken[m.id] = m.Sent.Add(MaxAge)
	g.order = append(g.order, m.id)
	if len(g.order) > maxTaken {
		delete(g.taken, g.order[0])
		g.order = g.order[1:]
	}
	return nil
}

// prune forgets the ids of messages that are too old to come back anyway.
func (g *guard) prune(now time.Time) {
	for len(g.order) > 0 {
		id := g.order[0]
		if exp, ok := g.taken[id]; ok && now.Before(exp) {
			return
		}
		delete(g.taken, id)
		g.order = g.order[1:]
	}
}

// allow is a token bucket per seat.
func (g *guard) allow(seat int, now time.Time) bool {
	t, ok := g.tokens[seat]
	if !ok {
		t = seatBurst
	} else {
		t = min(seatBurst, t+now.Sub(g.at[seat]).Seconds()*seatRate)
	}
	g.at[seat] = now
	if t < 1 {
		g.tokens[seat] = t
		return false
	}
	g.tokens[seat] = t - 1
	return true
}
