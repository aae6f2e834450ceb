package ui

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/session"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
)

// renderTable draws a game with the table kit: the compact header, any
// notices, then the board, or the end screen once the game is over.
func (p *playPage) renderTable(kg kit.Game, u table.Update, tools []app.UI, leave app.EventHandler, notices ...app.UI) app.UI {
	p.seat = u.Seat
	kit.Showing(u)
	p.note = nil
	if note, ok := p.renderNote(kg, u); ok {
		p.note = note
	}
	tools = append(p.learnTools(u), tools...)
	items := tableMenu(u.Game, leave, p.installable)
	if canUndo(u) {
		// On a narrow screen the undo button leaves the header for the menu.
		items = append([]kit.MenuItem{{ID: "menu-undo", Label: tr("learn.undo"), Narrow: true, On: p.undo}}, items...)
	}
	head := kit.Header(label(kg.Name), p.status(u), tools, kit.LogPanel(&p.klog), items)
	// The round's end takes the table's place until "Continuer". The
	// table stays under it as it was, hidden, and is drawn anew after the
	// tap: the summary and the next round's table (or the game's end
	// screen) are then two drawings, each in a task of its own, where in
	// one they made the longest task of a game on a phone.
	m := p.renderMoment(kg, u)
	of := u.Game + "/" + u.Commit + "/" + strconv.Itoa(int(u.Seat))
	var board app.UI
	switch {
	case m != nil && p.under != nil && p.underOf == of:
		board = p.under
	case u.Over:
		board = p.renderTableEnd(kg, u)
	default:
		board = p.stageBoard(func() app.UI { return kg.Board(p, u) })
	}
	if m == nil {
		p.under, p.underOf = board, of
	}
	class := ""
	if joined() != nil {
		class = "guest"
	}
	l, marked := p.klog.Marked(u.Seq)
	switch f := p.renderForced(); {
	case m != nil: // no notice over the round's end
	case f != nil:
		notices = append(notices, f)
	case marked && !u.Over && !kit.Mine(u):
		// While the others are to play; on the player's turn the moves
		// since theirs say it, and the turn's cards keep the space.
		notices = append(notices, app.P().Class("notice kit-mark").ID("mark").Aria("live", "polite").Text(l.Text))
	}
	return kit.Screen(u.Game, class, u, head, notices, m, board)
}

// stageBoard is the board, or in the page's first drawing of a table its
// place held empty: the board is then drawn once that drawing is painted.
// Mounting the whole table at once is the page's longest task (about half
// a second on a phone); in two tasks, the header and status show first and
// the page answers in between. The board is only made when it is drawn.
func (p *playPage) stageBoard(board func() app.UI) app.UI {
	if p.drawn {
		return board()
	}
	p.held = true
	p.drawBoard()
	return kit.BoardPlace()
}

// drawBoard asks, once the page is mounted and a board's place is held,
// for the frame that draws the board.
func (p *playPage) drawBoard() {
	if !p.held || p.drawing || p.page.Src() == nil {
		return
	}
	p.drawing = true
	// A frame dispatched from go-app's own frame would run in the same
	// task of the browser: the board waits for the paint.
	kit.DispatchAfterPaint(p.page, func(ctx app.Context) {
		p.drawn, p.settling = true, true
		p.schedule(ctx) // the bots waited for the table
	})
}

// Since lists what the others did since the last move of the seat on
// screen (see kit.SinceTable).
func (p *playPage) Since() app.UI {
	if p.note != nil {
		return p.note
	}
	return kit.SinceList(p.klog.Since(p.seat))
}

// tableMenu is the table's menu: rules, language, install (when the
// browser offers it), statistics, leave.
func tableMenu(game string, leave app.EventHandler, installable bool) []kit.MenuItem {
	items := []kit.MenuItem{
		{ID: "menu-rules", Label: tr("home.rules"), On: func(ctx app.Context, e app.Event) { navigate(ctx, "rules/"+game) }},
		{ID: "lang", Label: tr("lang.switch"), AriaLabel: tr("lang.switch.label"), On: func(ctx app.Context, e app.Event) { switchLang(ctx) }},
	}
	if installable {
		items = append(items, kit.MenuItem{ID: "install", Label: tr("install"), On: func(ctx app.Context, e app.Event) { ctx.ShowAppInstallPrompt() }})
	}
	moments := tr("play.moments.off")
	if momentsOn() {
		moments = tr("play.moments.on")
	}
	forced := tr("play.forced.off")
	if forcedOn() {
		forced = tr("play.forced.on")
	}
	sound := tr("play.sound.off")
	if soundOn() {
		sound = tr("play.sound.on")
	}
	items = append(items,
		kit.MenuItem{ID: "menu-sound", Label: sound, On: toggleSound},
		kit.MenuItem{ID: "menu-speed", Label: tr("play.speed", tr("play.speed."+speed())), On: nextSpeed},
		kit.MenuItem{ID: "menu-forced", Label: forced, On: toggleForced},
		kit.MenuItem{ID: "menu-moments", Label: moments, On: toggleMoments})
	items = append(items, kit.MenuItem{ID: "menu-stats", Label: tr("stats.title"), On: func(ctx app.Context, e app.Event) { navigate(ctx, "stats") }})
	return append(items, kit.MenuItem{ID: "leave", Label: tr("play.quit"), On: leave})
}

// leaveGame leaves the host's table for the home page; the game stays saved.
func leaveGame(ctx app.Context, e app.Event) { navigate(ctx, "") }

// renderTableEnd is the end screen of a game drawn with the kit: who won,
// the standings, the fair-deal check, then the game's own last word.
func (p *playPage) renderTableEnd(kg kit.Game, u table.Update) app.UI {
	rows := kit.DefaultStandings(u)
	if kg.Standings != nil {
		rows = kg.Standings(u)
	}
	return app.Div().Class("end kit-end").ID("end").Body(
		app.H2().ID("winner").Text(winnerTitle(u)),
		kit.Scores(u, rows),
		p.renderVerdict(),
		// The game's own account of the end (every round, the last
		// rows…) is most of the screen's elements: drawn once the
		// standings are painted, in a task of its own.
		kit.Painted(kg.Board(p, u)),
		p.endActions(u),
		p.renderReplayShare(u.Seat),
	)
}

// rebuildLog tells the whole game again for the log after a reload, as the
// seat on screen saw it, by replaying the saved moves on a table of its
// own. It runs beside the page and yields to the browser as it goes.
func (p *playPage) rebuildLog(ctx app.Context, s *session.Hosted) {
	kg, ok := tableFor(s.Setup().Game)
	if !ok {
		return
	}
	setup, steps := s.Setup(), s.Log()
	s.Settle()
	seat := s.Shown
	ctx.Async(func() {
		defer crash.Recover()
		var log kit.Log
		t, err := table.Restore(kg.Engine, setup, nil)
		if err != nil {
			return
		}
		last := time.Now()
		for _, st := range steps {
			if t.Act(st.Seat, st.Move) != nil {
				return
			}
			log.Add(kg, t.Update(seat))
			if time.Since(last) > 8*time.Millisecond {
				time.Sleep(time.Millisecond) // let the page draw
				last = time.Now()
			}
		}
		ctx.Dispatch(func(ctx app.Context) {
			if hosted() == s {
				p.klog = log
				p.klog.Add(kg, s.Update()) // the moves made meanwhile
			}
		})
	})
}
