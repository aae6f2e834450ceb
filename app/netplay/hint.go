package netplay

import (
	"encoding/json"
	"errors"
	"slices"

	"menagerie/app/crash"
	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// Hints over the network: a host may allow them for everyone (Options.Hint).
// A guest has only its own view, not a state to search, so it asks the
// host, which runs the strongest bot from the guest's seat's view only
// (table.HintJob) and answers with the move and a reason; the guest's app
// highlights it. The moves played after a hint are marked in every
// player's log (Snapshot.Hinted): everyone at the table sees who took one.

// Errors of a hint request.
var (
	ErrNoHints   = errors.New("the host does not allow hints in this game")
	ErrHintAgain = errors.New("a hint for this position is already on its way")
)

// askHintLocked starts deciding a hint for r's guest, who saw m.Base.
func (h *Host) askHintLocked(r *remote, l *link, m p2p.Msg) error {
	switch {
	case r.conn != l.conn:
		return ErrHelloFirst
	case h.opts.Hint == nil:
		return ErrNoHints
	case !h.started:
		return ErrNotStarted
	case h.t.Setup().Seats[r.seat].Kind != table.Remote:
		return ErrNotYours
	case Moves(m.Base) != h.t.Seq():
		h.sendState(r)
		return ErrStale
	case r.hinting == h.t.Seq() || r.hintAt == h.t.Seq():
		return ErrHintAgain
	}
	job, err := h.t.HintJob(r.seat)
	if err != nil {
		return err // not the guest's turn, or the game is over
	}
	r.hinting = job.Seq
	conn := r.conn
	go func() {
		defer crash.Recover() // a panic reaches the crash screen, not the page
		hint, err := h.opts.Hint(job)
		h.mu.Lock()
		defer h.mu.Unlock()
		if r.hinting == job.Seq {
			r.hinting = -1
		}
		if err != nil {
			h.logf("netplay: seat %d: a hint: %v", r.seat, err)
			return
		}
		if r.conn != conn || h.t.Seq() != job.Seq {
			return // the guest left, or the game moved on: it asks again
		}
		d, err := json.Marshal(hint)
		if err == nil {
			var b []byte
			if b, err = p2p.Encode(p2p.Msg{Type: p2p.TypeHint, Seq: h.seqLocked(), Data: d}); err == nil {
				if h.sendTo(r, b, "a hint") {
					r.hintAt = job.Seq
				}
			}
		}
		if err != nil {
			h.logf("netplay: seat %d: a hint: %v", r.seat, err)
		}
	}()
	return nil
}

// NoteHint records that a seat of the host's device played the move
// numbered n (from 1, as table.Event's Seq) after a hint, for every log to
// mark: it is saved, and every guest gets its update again with the mark.
func (h *Host) NoteHint(n int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if slices.Contains(h.hinted, n) {
		return
	}
	h.hinted = append(h.hinted, n)
	h.bumpLocked()
	h.persistLocked()
	h.broadcastLocked()
}

// Hinted returns the moves played after a hint, by their number from 1.
func (h *Host) Hinted() []int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.hinted)
}

// hintFor is the guest's hint for the position of moves, if it has one.
func (g *Guest) hintFor(moves int) *Hint {
	if g.hint == nil || g.hintAt != moves {
		return nil
	}
	return g.hint
}

// AskHint asks the host for a hint on the newest snapshot.
func (g *Guest) AskHint() error {
	g.mu.Lock()
	base, conn := g.rec.Last, g.conn
	g.mu.Unlock()
	if conn == nil {
		return p2p.ErrNotOpen
	}
	b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeAskHint, Base: base})
	if err != nil {
		return err
	}
	return conn.Send(b)
}

// takeHint keeps a hint for the snapshot on screen: one of the seat's legal
// moves there, or it is refused.
func (g *Guest) takeHint(seq uint64, data json.RawMessage) bool {
	var hint Hint
	if err := games.DecodeJSON(data, &hint); err != nil || g.snap == nil || Moves(seq) != g.snap.Seq {
		return false
	}
	move := compactJSON(hint.Move)
	if !slices.ContainsFunc(g.snap.Legal, func(l json.RawMessage) bool { return string(compactJSON(l)) == string(move) }) {
		return false
	}
	hint.Move = move
	g.hint, g.hintAt = &hint, g.snap.Seq
	return true
}
