package ui

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// A timed game's clock: the table keeps the deadline, the session saves it
// with the game (so a reload goes on with the same clock), the host's play
// page logs the time-up when the deadline passes, and every screen, a
// guest's too, counts down from the deadline in its update.

var clockTexts = map[string][2]string{
	"clock.left": {"Temps restant : %s", "Time left: %s"},
	"clock.up":   {"Temps écoulé", "Time's up"},
}

// clockWatch is what the play page remembers of the time-up it scheduled.
type clockWatch struct {
	s        *session
	deadline int64
}

// restoreClock gives a restored table the deadline saved with it.
func restoreClock(t *table.Table, deadline int64) {
	if deadline != 0 {
		_ = t.SetDeadline(deadline)
	}
}

// watchClock starts the clock of the hosted timed game the first time it
// is shown (a network game once it has started), saves the deadline, and
// has the page log the time-up when the deadline passes, at once if it has
// passed already (after a reload, say).
func (p *playPage) watchClock(ctx app.Context) {
	s := current
	if s == nil || joined != nil || !s.table.Timed() || s.table.Over() {
		return
	}
	if s.table.Deadline() == 0 {
		if s.net != nil && !s.net.Started() {
			return
		}
		if s.net != nil {
			// Through the host: saved, and every guest's update carries
			// the clock at once.
			_ = s.net.Apply(func(t *table.Table) (bool, error) { return t.StartClock(time.Now()), nil })
		} else if s.table.StartClock(time.Now()) {
			saveGame(s.saved())
		}
	}
	deadline := s.table.Deadline()
	if p.clock == (clockWatch{s, deadline}) {
		return // already scheduled
	}
	p.clock = clockWatch{s, deadline}
	p.page.After(max(0, time.Until(time.UnixMilli(deadline))), func(ctx app.Context) {
		p.timeUp(ctx, s, deadline)
	})
}

// timeUp logs the time-up of session s, if its clock still ends at
// deadline and the game has not been told yet.
func (p *playPage) timeUp(ctx app.Context, s *session, deadline int64) {
	if current != s || s.table.Deadline() != deadline || p.clock != (clockWatch{s, deadline}) {
		return // another game, or another clock: its own watch runs
	}
	if !s.table.Due(time.Now()) {
		if !s.table.Over() && time.Now().UnixMilli() < deadline {
			p.clock = clockWatch{} // woke early: watch again
			p.watchClock(ctx)
		}
		return
	}
	if err := s.act(games.Spectator, table.TimeUp); err != nil {
		p.err = tr("play.error", err.Error())
		return
	}
	p.changed(ctx)
}

// clockFace shows the time left of a timed game, counting down every
// second from its deadline (the limit itself before the clock starts).
type clockFace struct {
	app.Compo
	Limit    int64 // the game's length, ms
	Deadline int64 // Unix ms; 0 before the clock starts
	Up       bool  // the game has been told the time is up
	ticks    int
}

func (c *clockFace) OnMount(ctx app.Context) { c.tick(ctx) }

// tick redraws the face at the next whole second.
func (c *clockFace) tick(ctx app.Context) {
	wait := time.Second - time.Duration(time.Now().UnixMilli()%1000)*time.Millisecond
	ctx.After(wait, func(ctx app.Context) {
		c.ticks++
		c.tick(ctx)
	})
}

func (c *clockFace) Render() app.UI {
	left := c.Limit
	if c.Deadline != 0 {
		left = c.Deadline - time.Now().UnixMilli()
	}
	text, cls := tr("clock.up"), "clock up"
	if left > 0 && !c.Up {
		text, cls = tr("clock.left", clockText(left)), "clock"
	}
	return app.Span().ID("clock").Class(cls).Attr("role", "timer").
		DataSet("deadline", c.Deadline).Text(text)
}

// clockText writes a time left in minutes and seconds, rounded up to the
// second ("14:59", "0:07").
func clockText(ms int64) string {
	secs := (ms + 999) / 1000
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}

// clockOf is the clock face of an update, or nothing for an untimed game.
func clockOf(u table.Update) app.UI {
	if u.Clock == nil {
		return app.Text("")
	}
	return &clockFace{Limit: u.Clock.Limit, Deadline: u.Clock.Deadline, Up: u.Clock.Up}
}
