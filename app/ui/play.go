package ui

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"menagerie/app/session"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/bot"
)

// playPage is the table screen of the game hosted on this device.
type playPage struct {
	app.Compo
	installable bool // the browser offers to install the app (the menu's entry)
	// Game is the title to resume (#play/zoo); "" for the game on this
	// device now, or the one played last.
	Game string
	Lang Lang
	// route is the Game the page last followed (see follow).
	route string
	// fast skips the bots' pauses until a human is to act.
	fast    bool
	err     string
	pending bool // a bot move is scheduled
	// klog is the whole game's log for the games drawn with the kit.
	klog kit.Log
	// seat is the seat on screen at the last render (see Since).
	seat games.Seat
	// page is the page's own context: timers started from a button's
	// context would die with the button.
	page app.Context
	// netTick follows the network events (see observeNet).
	netTick int
	// clock is the time-up scheduled for a timed game (see clock.go).
	clock clockWatch
	// guestLog is the game (its commitment) whose kept log a guest's page
	// looked for, and guestLogRev the log's change it last kept.
	guestLog    string
	guestLogRev int
	// note replaces the moves since the player's last one above the hand
	// (see renderNote).
	note app.UI
	// rounds is what the player has seen of the rounds' ends (moments.go).
	rounds roundMark
	// netMoment is the update that ended a round at a table played across
	// devices, while its summary shows; netMomentMark the last round (twice,
	// plus one once over) looked at, and netMomentArmed is set once the page has
	// seen the table (moments.go).
	netMoment      *table.Update
	netMomentMark  int
	netMomentGame  string // the game's commitment
	netMomentArmed bool
	// unchecked is the joined game whose deal check found the host's
	// reveal late (see dealVerdict).
	unchecked *session.Joined
	// cues is what the page last sounded for (sound.go).
	cues cueMark
	// forcing is the move count plus one at which the player's only move
	// is about to be played for them (pace.go); 0 for none.
	forcing int
	// forcingSays is what the table says while it waits to play it.
	forcingSays string
	// drawn is set once the page has drawn a board; held while its place is
	// held empty, and drawing once the frame that draws it is asked for
	// (see stageBoard).
	drawn, held, drawing bool
	// settling is set from the board's first drawing until the next bot
	// starts (see schedule).
	settling bool
	// under is the board as drawn last with no round's end over it: while
	// one is on screen, the table under it stays so (see renderTable).
	under app.UI
	// underOf is the game and seat under was drawn for.
	underOf string
}

func (p *playPage) OnMount(ctx app.Context) {
	p.page = ctx
	p.drawBoard()
	p.installable = ctx.IsAppInstallable()
	observeNet(ctx, &p.netTick, func() { p.onNet(ctx) })
	p.follow(ctx)
}

// OnAppInstallChange shows or hides the menu's install entry.
func (p *playPage) OnAppInstallChange(ctx app.Context) { p.installable = ctx.IsAppInstallable() }

// OnDismount cancels the time-up scheduled: the page that comes back
// schedules its own.
func (p *playPage) OnDismount() { p.clock.stop() }

// OnUpdate follows the address when it names another game while the page
// is on screen (#play → #play/zoo, #play/zoo → #play/chevaux, the back
// button): go-app then keeps this page and only sets its fields. A change
// of language alone leaves the game as it is.
func (p *playPage) OnUpdate(ctx app.Context) {
	if p.Game != p.route {
		p.follow(ctx)
	}
}

// follow puts on screen the game the address names: the game of title
// Game, or with no title the game on this device now, else the one played
// last. When that is not the game shown, the page starts afresh with it.
func (p *playPage) follow(ctx app.Context) {
	p.route = p.Game
	if joined() != nil {
		return
	}
	if hosted() != nil && p.Game != "" && hosted().Setup().Game != p.Game {
		// Another title is resumed: the game on screen stays saved.
		if hosted().Net() != nil {
			hosted().Net().Close()
		}
		releaseGame(hosted().Game())
		device.Play(nil)
	}
	if hosted() == nil {
		// What the page held of the game it showed goes with it. A bot
		// move, a hint or a time-up under way checks its own session.
		p.klog.Reset()
		p.err = ""
		p.fast = false
		keep := func(g session.Saved) bool { return g.Setup.Game == p.Game }
		if p.Game == "" {
			keep = func(g session.Saved) bool { return !g.Over }
		}
		id := p.Game
		if g, ok := store().LatestSaved(keep); ok && id == "" {
			id = g.Setup.Game
		}
		if id != "" && !holdGame(id, false) {
			device.Elsewhere = id // open in another tab: see Render
			return
		}
		s, err := resumeSaved(keep)
		if err != nil {
			p.err = tr("play.damaged")
			app.Log("resume:", err.Error()) // a damaged save is said on the page: no console error
		}
		if s != nil {
			p.rebuildLog(ctx, s)
			if s.Net() != nil {
				navigate(ctx, "lobby") // invite the guests again first
				return
			}
		}
	}
	if hosted() != nil {
		hosted().Settle()
		p.schedule(ctx)
		p.coach(ctx)
		p.watchClock(ctx)
	}
}

// schedule lets the next bot move after a pause, if a bot is to act.
func (p *playPage) schedule(ctx app.Context) {
	if hosted() == nil || p.pending || hosted().Over() {
		return
	}
	if !p.drawn {
		return // the bots start once the table is drawn (see drawBoard)
	}
	if _, due := p.dueMoment(); due {
		return // the bots wait until the player has seen the round's end
	}
	p.autoplay(ctx)
	if _, ok := hosted().BotToAct(); !ok {
		p.fast = false
		return
	}
	p.pending = true
	delay := botDelay()
	if _, ok := p.klog.Marked(hosted().Seq()); ok && delay > 0 {
		// A moment of the game (a knock, a battle won): the table holds
		// on it a while before the bots move on.
		delay = max(3*delay, markPause)
	}
	if p.fast {
		delay = 0
	}
	s, epoch := hosted(), hosted().Epoch
	start := func(ctx app.Context) {
		seat, ok := s.BotToAct()
		if hosted() != s || !ok || s.Epoch != epoch {
			// Another game came on screen meanwhile, or a move was taken
			// back: the bots of the position on screen get their turn, if
			// it is theirs.
			p.pending = false
			p.schedule(ctx)
			return
		}
		job, err := s.BotJob(seat)
		if err != nil {
			p.pending = false
			p.err = tr("play.error", netError(err.Error()))
			return
		}
		// Nothing on screen changed since the move that scheduled this
		// one (the skip button shows already): go-app would otherwise draw
		// the whole table again for this callback, a long task on a phone
		// that the bot's first yield waits for.
		ctx.PreventUpdate()
		// The bot thinks on a snapshot in its own goroutine, yielding to
		// the browser, while the page stays live.
		ctx.Async(func() {
			defer crash.Recover()
			debugPanic("async")
			move, err := s.RunBot(job)
			ctx.Dispatch(func(ctx app.Context) {
				p.pending = false
				if hosted() != s || s.Epoch != epoch {
					// Another game on screen, or a move taken back:
					// think again for the position on screen.
					p.schedule(ctx)
					return
				}
				if err == nil {
					err = s.ActAt(job.Seat, job.Seq, move)
				}
				switch {
				case errors.Is(err, table.ErrStale):
					p.schedule(ctx) // the game moved on: think again
				case err != nil:
					p.err = tr("play.error", netError(err.Error()))
				default:
					// The move is applied and saved in this task, and
					// logged and drawn in the next: on a phone each is a
					// good part of the 100 ms a task may take.
					ctx.PreventUpdate()
					ctx.Async(func() {
						defer crash.Recover()
						bot.Turn()
						ctx.Dispatch(func(ctx app.Context) {
							if hosted() != s {
								p.schedule(ctx) // another game came on screen
								return
							}
							p.changed(ctx)
						})
					})
				}
			})
		})
	}
	settling := p.settling
	p.settling = false
	if delay > 0 {
		p.page.After(delay, start)
		return
	}
	if settling {
		// The table's first board goes on drawing for a few tasks after
		// its own (its pictures, its parts drawn a paint later, the
		// browser's first layout of it): on a phone, a bot started among
		// them thought through them, past its time. The first bot waits
		// for the page's first idle moment (half a second at most).
		page := p.page
		page.Async(func() {
			defer crash.Recover()
			whenIdleWithin(settleWait)
			page.Dispatch(start)
		})
		return
	}
	// With no pause, the bot starts once the move just made is drawn and
	// painted: started before, it would wait for that drawing (go-app's,
	// then the browser's style, layout and paint) at its first yields, and
	// on a slow phone the drawing is a good part of its think time.
	// (Dispatched from there, as a timer's callback is, so that what it
	// changes on screen is drawn.)
	kit.DispatchAfterPaint(p.page, start)
}

// settleWait bounds the first bot's wait for an idle moment after the
// table's first board (see schedule).
const settleWait = 500 * time.Millisecond

// changed runs after every applied move (saved already by the session,
// before any guest heard of it): settle the screen, go on.
func (p *playPage) changed(ctx app.Context) {
	debugPanic("move")
	hosted().Settle()
	// Logged now, while this move is the latest: its line can then say
	// what only the latest move's view tells (the cards a player took),
	// even when skipped bot moves come faster than the screen draws.
	p.collect(hosted().Update())
	p.schedule(ctx)
	p.coach(ctx)
	if hosted().Over() && hosted().Learn.Guided {
		setLocalJSON(storageGuided+hosted().Setup().Game, "done")
	}
	p.watchClock(ctx)
}

// Act sends the shown seat's move (see kit.Table).
func (p *playPage) Act(ctx app.Context, move json.RawMessage) {
	f := currentFeed()
	if f == nil {
		return
	}
	if _, due := p.dueMoment(); due {
		return // the round's end is on screen, over the table
	}
	hinted := p.Hint() != nil
	if err := f.Send(move); err != nil {
		p.err = tr("play.error", netError(err.Error()))
		return
	}
	if hinted && hosted() != nil {
		// The log says which moves were played after a hint. In a network
		// game the host keeps them, the guests' too, for every player.
		hosted().NoteHint()
	}
	p.err = ""
	if joined() == nil {
		p.changed(ctx)
	}
}

func (p *playPage) Render() app.UI {
	if joined() != nil {
		return p.renderGuest()
	}
	if hosted() == nil && device.Elsewhere != "" && (p.Game == "" || p.Game == device.Elsewhere) {
		return renderElsewhere(func(ctx app.Context, e app.Event) {
			takeOver(device.Elsewhere)
			p.follow(ctx)
		})
	}
	if hosted() == nil {
		return app.Div().Class("play").Body(
			app.If(p.err != "", func() app.UI { return app.P().Class("error").Text(p.err) }),
			renderJoinedNotice(),
			app.P().Text(tr("play.nogame")),
			app.Button().Class("primary").Text(tr("home")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
		)
	}
	s := hosted()
	u := s.Update()
	p.collect(u)
	if s.Handoff {
		name := u.Seats[s.Shown].Name
		return app.Div().Class("handoff").ID("handoff").Body(
			app.H1().Text(tr("play.handoff", name)),
			app.Button().ID("handoff-go").Class("primary").Text(tr("play.handoff.go", name)).
				OnClick(func(ctx app.Context, e app.Event) {
					s.Handoff = false
					p.coach(ctx)
				}),
		)
	}
	if kg, ok := tableFor(u.Game); ok {
		var tools []app.UI
		if p.pending {
			tools = append(tools, app.Button().ID("skip").Class("ghost").Aria("label", tr("play.skip")).Title(tr("play.skip")).Body(kit.Icon("skip")).
				OnClick(func(ctx app.Context, e app.Event) {
					// Nothing on screen changes: the next pauses are skipped,
					// and the table is not drawn again for the tap.
					p.fast = true
					ctx.PreventUpdate()
				}))
		}
		return p.renderTable(kg, u, tools, leaveGame,
			app.If(p.err != "", func() app.UI { return app.P().Class("error").Aria("live", "assertive").Text(p.err) }),
			p.renderNetBar(),
		)
	}
	return app.Div().Class("play").Body(app.P().Class("error").Text(tr("play.error", u.Game)))
}

// status says whose turn it is.
func (p *playPage) status(u table.Update) string {
	if u.Over {
		return tr("play.over")
	}
	if _, due := p.dueMoment(); due {
		// The round's summary is on screen: the game waits for the
		// player, not for whoever plays next.
		return tr("play.moment")
	}
	var names []string
	mine := false
	for _, seat := range u.ToAct {
		if seat == u.Seat {
			mine = true
		}
		names = append(names, u.Seats[seat].Name)
	}
	if mine {
		return tr("play.yourturn", u.Seats[u.Seat].Name)
	}
	return tr("play.waiting", strings.Join(names, tr("play.and")))
}

// winnerTitle names the winners.
func winnerTitle(u table.Update) string {
	var names []string
	if u.Result != nil {
		for _, w := range u.Result.Winners {
			names = append(names, u.Seats[w].Name)
		}
	}
	switch len(names) {
	case 0:
		return tr("play.nowinner")
	case 1:
		return tr("play.winner", names[0])
	}
	return tr("play.winners", strings.Join(names, tr("play.and")))
}

// verifiable says whether the end screen offers the deal to check: only a
// game played across devices committed to its deal before it began, and
// on one device there is nobody to check it for.
func verifiable(u table.Update) bool {
	if u.Seed == nil {
		return false
	}
	if joined() != nil {
		return true
	}
	s := hosted()
	return s != nil && hasRemote(s.Setup())
}

// endActions are the end screen's last lines: the deal to check, a
// rematch, a new game.
func (p *playPage) endActions(u table.Update) app.UI {
	return app.Div().Body(
		app.If(verifiable(u), func() app.UI {
			return app.P().Class("muted small").Text(tr("play.seed", u.Commit[:12]))
		}),
		app.Div().Class("actions").Body(
			app.If(hosted() != nil && hosted().Net() == nil, func() app.UI {
				return app.Button().ID("again").Class("primary").Text(tr("play.again")).OnClick(p.again)
			}),
			app.Button().Class("ghost").Text(tr("play.newgame")).OnClick(func(ctx app.Context, e app.Event) {
				navigate(ctx, "setup/"+u.Game)
			}),
		),
	)
}

// again starts a rematch with the same seats and a new deal.
func (p *playPage) again(ctx app.Context, e app.Event) {
	setup := hosted().Setup()
	setup.Config.Seed = rand.Uint64()
	s, err := device.NewHosted(setup)
	if err != nil {
		p.err = tr("play.error", netError(err.Error()))
		return
	}
	s.Learn.Undo = hosted().Learn.Undo // a rematch keeps the takebacks, not the guide
	playHere(s)
	saveGame(s)
	p.klog.Reset()
	p.changed(ctx)
}

// collect adds the update's new moves to the log.
func (p *playPage) collect(u table.Update) {
	p.cue(u)
	if kg, ok := tableFor(u.Game); ok {
		p.klog.Add(kg, u)
		for _, seq := range hintMarks() {
			p.klog.MarkHint(seq)
		}
	}
}
