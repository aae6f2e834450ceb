package session

import (
	"menagerie/app/crash"
	"menagerie/app/netplay"
	"menagerie/games"
)

// A hint is the strongest bot's move for the seat on screen, worked out
// from that seat's view only, like every bot's: on this device for a game
// whose table is here, by the host for a guest. The same four calls serve
// both (Session), so the page never asks which it has.

// localHint is a hint worked out on this device, for one position.
type localHint struct {
	seq, epoch int
	seat       games.Seat
	hint       netplay.Hint
}

// HintsAllowed says whether the seat on screen may ask for hints: against
// bots and in pass-and-play; over the network when the host allowed them
// for everyone (the host's own seats included).
func (h *Hosted) HintsAllowed() bool { return h.Net() == nil || h.Learn.NetHints }

// HintsAllowed says whether the host allowed hints for everyone.
func (j *Joined) HintsAllowed() bool {
	st, _ := j.State()
	return st.Snapshot != nil && st.Snapshot.Hints
}

// AskHint starts working out the hint for the seat on screen, beside the
// page. It comes through Later (see Hint); stale, if set, then runs
// instead when the game moved on meanwhile and the hint was dropped. A
// hint asked while one is on its way or shown does nothing. It searches
// with BotRng, as the bots do (no bot thinks on the player's turn), so
// that a game dealt from a fixed seed plays the same with its hints.
func (h *Hosted) AskHint(stale func()) error {
	if !h.HintsAllowed() || h.hinting || h.Hint() != nil || h.Handoff {
		return nil
	}
	seat := h.Shown
	job, err := h.HintJob(seat)
	if err != nil {
		return nil // no move of the seat on screen to hint
	}
	h.hinting = true
	epoch, rng := h.Epoch, h.BotRng
	go func() {
		defer crash.Recover()
		hint, err := h.runHint(job, rng)
		h.dev.Later(func() {
			h.hinting = false
			if err != nil || h.dev.game != h || h.Epoch != epoch || h.Seq() != job.Seq {
				if stale != nil {
					stale()
				}
				return
			}
			h.hint = localHint{seq: job.Seq, epoch: epoch, seat: seat, hint: hint}
		})
	}()
	return nil
}

// AskHint asks the host for a hint on the position on screen, or says why
// it could not; stale is not used (the host answers for one position
// only).
func (j *Joined) AskHint(stale func()) error {
	st, _ := j.State()
	if !j.HintsAllowed() || j.HintPending() || j.Hint() != nil || j.Guest() == nil {
		return nil
	}
	if err := j.Guest().AskHint(); err != nil {
		return err
	}
	j.askedAt = netplay.Moves(st.Seq) + 1
	return nil
}

// Hint is the hint for the position on screen, nil if none came.
func (h *Hosted) Hint() *netplay.Hint {
	l := h.hint
	if h.Handoff || l.hint.Move == nil || l.seq != h.Seq() || l.epoch != h.Epoch || l.seat != h.Shown {
		return nil
	}
	return &l.hint
}

// Hint is the host's hint for the position on screen, if one came.
func (j *Joined) Hint() *netplay.Hint {
	st, ok := j.State()
	if !ok {
		return nil
	}
	return st.Hint
}

// HintPending says a hint was asked for the position on screen and has
// not come yet.
func (h *Hosted) HintPending() bool { return h.hinting }

// HintPending says a hint was asked for the position on screen and has
// not come yet.
func (j *Joined) HintPending() bool {
	st, _ := j.State()
	return j.askedAt > 0 && j.askedAt-1 == netplay.Moves(st.Seq) && st.Hint == nil
}

// DropHint puts the hint on screen away (the player skipped the guide, or
// took a move back).
func (h *Hosted) DropHint() { h.hint = localHint{} }
