// What a guest may send the host (hello, share, move, ping, hint request),
// and the guards against a guest that floods or cheats.

package netplay

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// Guards against a guest that floods the host.
const (
	// maxHellos is how many hellos one connection may send; more are
	// refused (a real guest says hello once per connection).
	maxHellos = 4
	// maxRefused refused messages within refusedWindow drop the
	// connection: an honest app is refused now and then, never in bursts.
	maxRefused    = 20
	refusedWindow = 10 * time.Second
	// maxNonces bounds the remembered nonces per seat; older replays are
	// stale anyway, because every applied move bumps the move count.
	maxNonces = 1024
	// maxSeen bounds how many past positions per seat the host remembers.
	maxSeen = 64
	// maxName is the longest name a guest may choose, in characters.
	maxName = 24
)

// Errors that the host sends to a guest (their texts travel in "e"; the app
// translates the ones it knows).
var (
	ErrHelloFirst    = errors.New("say hello first")
	ErrBadToken      = errors.New("this link does not hold this seat")
	ErrDuplicate     = errors.New("this move was already received")
	ErrStale         = errors.New("the game moved on: choose again")
	ErrNotYours      = errors.New("this seat is not yours now")
	ErrNotStarted    = errors.New("the game has not started")
	ErrHostOnly      = errors.New("only the host sends this")
	ErrTooMany       = errors.New("too many hellos on this connection")
	ErrBadName       = errors.New("a name has 1 to 24 letters, digits or spaces")
	ErrSendFailed    = errors.New("an update could not be sent: it will be sent again")
	ErrTooManyBad    = errors.New("too many refused messages: connection closed")
	ErrShareRepeated = errors.New("one share of the deal per connection")
)

// receiveLocked takes one data-channel message of l, a connection of seat r.
func (h *Host) receiveLocked(r *remote, l *link, data []byte) (changed bool, err error) {
	m, ok, err := l.asm.Add(data)
	if err != nil || !ok {
		return false, err
	}
	switch m.Type {
	case p2p.TypePing:
		// A guest behind the current position missed an update (a send
		// failed, or it rejoined): send it again, at most once a second.
		if r.conn == l.conn && h.started && m.Seq < h.seqLocked() && time.Since(r.sentAt) > HeartbeatEvery {
			h.sendState(r)
		}
		return false, nil
	case p2p.TypeHello:
		return h.helloLocked(r, l, m)
	case p2p.TypeContrib:
		if r.conn != l.conn {
			return false, ErrHelloFirst
		}
		l.shares++
		if l.shares > l.hellos {
			return false, ErrShareRepeated // one share per hello: a flood is refused, then dropped
		}
		if h.started {
			return false, nil // the deal is made: a share now changes nothing
		}
		if _, err := decodeShare(m.Hash); err != nil {
			return false, fmt.Errorf("share: %w", err)
		}
		changed := h.shares[r.seat] != m.Hash
		h.shares[r.seat] = m.Hash
		if !changed && r.status == Connected {
			return false, nil
		}
		r.status = Connected
		if changed {
			h.persistLocked() // written only when the table's record changed
		}
		h.broadcastLocked()
		return true, nil
	case p2p.TypeAct:
		return h.actLocked(r, l, m)
	case p2p.TypeAskHint:
		return false, h.askHintLocked(r, l, m)
	}
	return false, fmt.Errorf("%w: %q", ErrHostOnly, m.Type)
}

// helloLocked opens or resumes the seat on l's connection.
func (h *Host) helloLocked(r *remote, l *link, m p2p.Msg) (bool, error) {
	l.hellos++
	if l.hellos > maxHellos {
		return false, ErrTooMany
	}
	if subtle.ConstantTimeCompare([]byte(m.Token), []byte(p2p.TokenText(r.token))) != 1 {
		return false, ErrBadToken
	}
	var d struct {
		Name string `json:"name"`
	}
	if err := games.DecodeJSON(m.Data, &d); err != nil {
		return false, fmt.Errorf("hello: %w", err)
	}
	name, err := cleanName(d.Name)
	if err != nil {
		return false, err
	}
	changed := false
	if r.conn != l.conn {
		if r.conn != nil {
			go r.conn.Close() // the seat's new connection replaces the old one
		}
		if i := slices.Index(r.accepted, l.conn); i >= 0 {
			r.accepted = slices.Delete(r.accepted, i, i+1)
		}
		r.conn, r.lobby, r.sendErr, r.connErr = l.conn, nil, nil, nil
		changed = true
	}
	info := h.t.Setup().Seats[r.seat]
	if name != "" && name != info.Name {
		info.Name = name
		_ = h.t.SetSeat(r.seat, info)
		h.bumpLocked()
		changed = true
	}
	if h.started && Moves(m.Seq) > h.t.Seq() {
		// The guest was shown moves this game no longer has: the host's
		// device lost them (a save that did not reach the disk).
		if lost := Moves(m.Seq) - h.t.Seq(); lost > h.lost {
			h.lost = lost
			h.logf("netplay: this game came back %d moves older than seat %d had seen", lost, r.seat)
			changed = true
		}
	}
	if h.started {
		r.status = Connected
	} else if _, ok := h.shares[r.seat]; ok && r.status != Connected {
		r.status = Connected // the share is in already: the guest rejoined
	}
	if changed {
		h.persistLocked()
	}
	h.sendCommit(r)
	if h.started {
		h.sendState(r) // the full current state: a rejoining guest resumes here
	} else {
		h.broadcastLocked()
	}
	return changed, nil
}

// cleanName checks a guest's chosen name; "" keeps the host's.
func cleanName(s string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", nil
	}
	if utf8.RuneCountInString(s) > maxName {
		return "", ErrBadName
	}
	for _, c := range s {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) && !unicode.IsMark(c) && !strings.ContainsRune(" -'’._", c) {
			return "", ErrBadName
		}
	}
	return s, nil
}

// actLocked applies a guest's move.
func (h *Host) actLocked(r *remote, l *link, m p2p.Msg) (bool, error) {
	if r.conn != l.conn {
		return false, ErrHelloFirst
	}
	if slices.Contains(r.nonces, m.Nonce) {
		return false, ErrDuplicate
	}
	r.nonces = append(r.nonces, m.Nonce)
	if len(r.nonces) > maxNonces {
		r.nonces = slices.Delete(r.nonces, 0, len(r.nonces)-maxNonces)
	}
	if !h.started {
		return false, ErrNotStarted
	}
	if h.t.Setup().Seats[r.seat].Kind != table.Remote {
		return false, ErrNotYours
	}
	if moves := Moves(m.Base); moves != h.t.Seq() {
		if hash, ok := r.seen[moves]; !ok || hash != shownHash(h.t.Update(r.seat).Legal) {
			h.sendState(r)
			return false, ErrStale
		}
	}
	at := h.t.Seq()
	if err := h.t.Act(r.seat, m.Data); err != nil {
		if errors.Is(err, table.ErrNotYourTurn) || errors.Is(err, table.ErrGameOver) {
			return false, err
		}
		return false, fmt.Errorf("illegal move: %w", err)
	}
	if r.hintAt == at {
		h.hinted = append(h.hinted, h.t.Seq())
	}
	h.persistLocked()
	h.broadcastLocked()
	return true, nil
}

// shownHash hashes the legal moves a seat is shown. A move chosen on an
// older position is still accepted when the seat's legal moves then were
// exactly these: several seats choose at once in some games (the opening
// peek, card exchanges), and one's choice must not void the others'. A
// guest could always claim the current position anyway; this rule only
// spares honest players a pointless "choose again".
func shownHash(legal []json.RawMessage) [32]byte {
	b, _ := json.Marshal(legal)
	return sha256.Sum256(b)
}
