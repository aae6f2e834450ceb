package ui

import (
	"encoding/json"
	"errors"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
)

// feed is where the play page's updates come from and where its moves go:
// the session hosted on this device, or a guest's link to another device.
type feed interface {
	// screen returns the update to draw, false while there is none.
	screen() (table.Update, bool)
	// send plays the move of the seat on screen.
	send(move json.RawMessage) error
}

func (s *session) screen() (table.Update, bool) { return s.update(), true }

func (s *session) send(move json.RawMessage) error { return s.act(s.shown, move) }

// currentFeed is the guest's link when this device joined a game, else the
// local session (nil if neither).
func currentFeed() feed {
	if joined != nil {
		return joined
	}
	if current != nil {
		return current
	}
	return nil
}

// guestSession is this device's seat in a game hosted elsewhere.
type guestSession struct {
	code  string // the invitation code
	g     *netplay.Guest
	reply string
	err   string // why joining failed, for the player
	// sentAt is the sequence number of the last move sent, so that a
	// second tap before the host answers sends nothing.
	sentAt  uint64
	sent    bool
	errsAt  int    // the host's refusals counted when it was sent
	verdict string // the deal check, once the game is over
	stop    chan struct{}
}

// joined is the game this device joined as a guest, if any.
var joined *guestSession

// startJoin answers the invitation code in the background; the page
// redraws when the reply code is ready.
func startJoin(code string) *guestSession {
	gs := &guestSession{code: code, stop: make(chan struct{})}
	cfg := p2pConfig()
	go func() {
		g, reply, err := netplay.Join(cfg, code)
		uiDispatch(func() {
			if err != nil {
				gs.err = netError(err.Error())
				return
			}
			select {
			case <-gs.stop:
				g.Close() // the player left the page meanwhile
				return
			default:
			}
			gs.g, gs.reply = g, reply
			go gs.watch()
		})
	}()
	return gs
}

// watch redraws the pages after every change on the link.
func (gs *guestSession) watch() {
	for {
		select {
		case <-gs.g.Changed():
			uiDispatch(func() {})
		case <-gs.stop:
			return
		}
	}
}

// leave closes the link.
func (gs *guestSession) leave() {
	select {
	case <-gs.stop:
		return // left already
	default:
	}
	close(gs.stop)
	if gs.g != nil {
		gs.g.Close()
	}
}

// leaveJoined ends the game this device joined, if any: a game started
// here takes over the play page.
func leaveJoined() {
	if joined != nil {
		joined.leave()
		joined = nil
	}
}

// state is the link's state; ok is false before the link exists.
func (gs *guestSession) state() (netplay.GuestState, bool) {
	if gs.g == nil {
		return netplay.GuestState{}, false
	}
	return gs.g.State(), true
}

func (gs *guestSession) screen() (table.Update, bool) {
	st, ok := gs.state()
	if !ok || st.Snapshot == nil {
		return table.Update{}, false
	}
	return st.Snapshot.Update, true
}

func (gs *guestSession) send(move json.RawMessage) error {
	st, ok := gs.state()
	if !ok || st.Snapshot == nil {
		return errors.New(tr("net.join.waiting"))
	}
	if st.Conn != p2p.StateOpen {
		return errors.New(tr("net.lost"))
	}
	if gs.sent && gs.sentAt == st.Seq && gs.errsAt == st.Errs {
		return nil // already sent on this position; the host will answer
	}
	gs.sent, gs.sentAt, gs.errsAt = true, st.Seq, st.Errs
	return gs.g.Act(move)
}

// checkDeal runs the fair-deal check once the last snapshot is in.
func (gs *guestSession) checkDeal() string {
	if gs.verdict != "" {
		return gs.verdict
	}
	err := gs.g.Verify()
	switch {
	case errors.Is(err, netplay.ErrNotOver):
		return ""
	case err == nil:
		gs.verdict = tr("net.verified")
	default:
		gs.verdict = tr("net.unverified", err.Error())
	}
	return gs.verdict
}
