package ui

import (
	"menagerie/app/session"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// A timed game's clock: the table keeps the deadline, the session saves it
// with the game (so a reload goes on with the same clock), the host's play
// page logs the time-up when the deadline passes, and every screen, a
// guest's too, counts down from the deadline in its update (kit.Clock).

// clockWatch is what the play page remembers of the time-up it scheduled.
type clockWatch struct {
	s        *session.Hosted
	deadline int64
	timer    *time.Timer
}

// is says whether w watches the clock of session s ending at deadline.
func (w *clockWatch) is(s *session.Hosted, deadline int64) bool {
	return w.s == s && w.deadline == deadline
}

// stop cancels the time-up scheduled, if any. A game that ended, or left
// the screen for another (« Rejouer »), must leave no timer behind: a
// sleeping one held the whole game until its deadline, minutes later, one
// game after another.
func (w *clockWatch) stop() {
	if w.timer != nil {
		w.timer.Stop()
	}
	*w = clockWatch{}
}

// watchClock starts the clock of the hosted timed game the first time it
// is shown (a network game once it has started), saves the deadline, and
// has the page log the time-up when the deadline passes, at once if it has
// passed already (after a reload, say).
func (p *playPage) watchClock(ctx app.Context) {
	s := hosted()
	if s == nil || !s.Timed() || s.Over() {
		p.clock.stop()
		return
	}
	if s.Deadline() == 0 {
		if s.Net() != nil && !s.Net().Started() {
			return
		}
		// Saved, and through a network host every guest's update carries
		// the clock at once.
		if err := s.StartClock(time.Now()); err != nil {
			app.Log("the clock was not saved:", err)
		}
	}
	deadline := s.Deadline()
	if p.clock.is(s, deadline) {
		return // already scheduled
	}
	p.clock.stop()
	page := p.page
	p.clock = clockWatch{s: s, deadline: deadline, timer: time.AfterFunc(max(0, time.Until(time.UnixMilli(deadline))), func() {
		page.Dispatch(func(ctx app.Context) { p.timeUp(ctx, s, deadline) })
	})}
}

// timeUp logs the time-up of session s, if its clock still ends at
// deadline and the game has not been told yet.
func (p *playPage) timeUp(ctx app.Context, s *session.Hosted, deadline int64) {
	if hosted() != s || s.Deadline() != deadline || !p.clock.is(s, deadline) {
		return // another game, or another clock: its own watch runs
	}
	if !s.Due(time.Now()) {
		if !s.Over() && time.Now().UnixMilli() < deadline {
			p.clock.stop() // woke early: watch again
			p.watchClock(ctx)
		}
		return
	}
	if err := s.Act(games.Spectator, table.TimeUp); err != nil {
		p.err = tr("play.error", netError(err.Error()))
		return
	}
	p.changed(ctx)
}
