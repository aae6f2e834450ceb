package kit

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
)

// clockTexts are the clock's strings.
var clockTexts = Texts{
	"kit.clock.left": {"Temps restant : %s", "Time left: %s"},
	"kit.clock.up":   {"Temps écoulé", "Time's up"},
}

// Clock is the time left of a timed game (see table.Clock), counting down
// every second from its deadline, or the game's whole length before the
// clock starts; nothing for an untimed game. It is the element #clock,
// with the class "clock up" once the time is up and the deadline in
// data-deadline.
func Clock(u table.Update) app.UI {
	if u.Clock == nil {
		return app.Text("")
	}
	return &clockFace{Limit: u.Clock.Limit, Deadline: u.Clock.Deadline, Up: u.Clock.Up}
}

// clockFace is the clock, redrawn at every whole second.
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
	text, cls := clockTexts.Tr("kit.clock.up"), "clock up"
	if left > 0 && !c.Up {
		text, cls = clockTexts.Tr("kit.clock.left", clockText(left)), "clock"
	}
	return app.Span().ID(ID("clock")).Class(cls).Attr("role", "timer").
		DataSet("deadline", c.Deadline).Text(text)
}

// clockText writes a time left in minutes and seconds, rounded up to the
// second ("14:59", "0:07").
func clockText(ms int64) string {
	secs := (ms + 999) / 1000
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}
