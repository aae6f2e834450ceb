// What the host sends its guests: lobbies before the start, then each
// seat's own update and, once the game is over, the reveal of the deal.

package netplay

import (
	"encoding/json"
	"fmt"
	"time"

	"menagerie/app/p2p"
	"menagerie/games"
)

// send sends one message, in parts if it is large.
func send(conn *p2p.Conn, b []byte) error {
	frames, err := p2p.Frames(b)
	if err != nil {
		return err
	}
	for _, f := range frames {
		if err := conn.Send(f); err != nil {
			return err
		}
	}
	return nil
}

// sendError refuses a message: the error and the current sequence number.
func (h *Host) sendError(conn *p2p.Conn, err error) {
	text := err.Error()
	if len(text) > 500 {
		text = text[:500]
	}
	b, e := p2p.Encode(p2p.Msg{Type: p2p.TypeError, Seq: h.seqLocked(), Err: text})
	if e == nil {
		_ = conn.Send(b)
	}
}

// seqLocked is the sequence number of the current snapshot.
func (h *Host) seqLocked() uint64 {
	if h.revSeq != h.t.Seq() {
		h.rev, h.revSeq = 0, h.t.Seq()
	}
	return wireSeq(h.t.Seq(), h.rev)
}

// bumpLocked counts a change that is not a move.
func (h *Host) bumpLocked() {
	h.seqLocked()
	h.rev++
}

func (h *Host) sendCommit(r *remote) {
	if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeCommit, Hash: h.commit}); err == nil {
		h.sendTo(r, b, "the commitment")
	}
}

// sendTo sends b to r's guest, logging and keeping a failure (the next
// ping from the guest retries a state).
func (h *Host) sendTo(r *remote, b []byte, what string) bool {
	if err := send(r.conn, b); err != nil {
		if r.sendErr == nil {
			h.logf("netplay: seat %d: sending %s: %v", r.seat, what, err)
		}
		r.sendErr = fmt.Errorf("%w (%v)", ErrSendFailed, err)
		return false
	}
	return true
}

// sendState sends r its own update (never the state), then, once the game
// is over, the reveal of the deal and of every move.
func (h *Host) sendState(r *remote) {
	if h.writing > 0 {
		return // sent once the game is on disk
	}
	u := h.t.Update(r.seat)
	u.Commit = h.commit
	legal := shownHash(u.Legal)
	if h.alter != nil {
		h.alter(&u)
	}
	seq := h.seqLocked()
	d, err := json.Marshal(Snapshot{Update: u, Hints: h.opts.Hint != nil, Hinted: h.hinted})
	if err == nil {
		var b []byte
		b, err = p2p.Encode(p2p.Msg{Type: p2p.TypeState, Seq: seq, Data: d})
		if err == nil && h.sendTo(r, b, fmt.Sprintf("update %d", seq)) {
			r.sentAt, r.sendErr = time.Now(), nil
		}
	}
	if err != nil {
		h.logf("netplay: seat %d: update %d: %v", r.seat, seq, err)
		r.sendErr = fmt.Errorf("%w (%v)", ErrSendFailed, err)
		return
	}
	r.seen[h.t.Seq()] = legal
	for k := range r.seen {
		if k < h.t.Seq()-maxSeen {
			delete(r.seen, k)
		}
	}
	if u.Over && !h.hide {
		rv := Reveal{Secret: h.secret, Salt: h.salt, Shares: h.shares, Setup: h.t.Setup(), Log: h.t.Log()}
		d, err := json.Marshal(rv)
		if err == nil {
			var b []byte
			if b, err = p2p.Encode(p2p.Msg{Type: p2p.TypeReveal, Data: d}); err == nil {
				h.sendTo(r, b, "the reveal")
			}
		}
		if err != nil {
			h.logf("netplay: seat %d: the reveal: %v", r.seat, err)
		}
	}
}

// lobbyFor is the lobby as seat sees it.
func (h *Host) lobbyFor(seat games.Seat) Lobby {
	setup := h.t.Setup()
	l := Lobby{Game: setup.Game, Variant: setup.Config.Variant, Seat: seat, Commit: h.commit, Hints: h.opts.Hint != nil}
	for i, s := range setup.Seats {
		ls := LobbySeat{Name: s.Name, Kind: s.Kind}
		if r, ok := h.seats[games.Seat(i)]; ok {
			ls.Status = r.status
		}
		l.Seats = append(l.Seats, ls)
	}
	return l
}

// broadcastLocked sends every connected guest the current snapshot, or
// the lobby before the start when it changed for that guest.
func (h *Host) broadcastLocked() {
	for _, r := range h.seats {
		if r.conn == nil {
			continue
		}
		if h.started {
			h.sendState(r)
			continue
		}
		d, err := json.Marshal(h.lobbyFor(r.seat))
		if err != nil || string(d) == string(r.lobby) {
			continue
		}
		if b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeLobby, Data: d}); err == nil && h.sendTo(r, b, "the lobby") {
			r.lobby = d
		}
	}
}
