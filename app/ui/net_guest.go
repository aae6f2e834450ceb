package ui

import (
	"encoding/json"
	"menagerie/app/session"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
)

// currentFeed is the game on this device, whichever way it is played (nil
// if none): the page draws its Screen and plays through Send.
func currentFeed() session.Session { return device.Game() }

// guestSession is this device's seat in a game hosted elsewhere
// (session.Joined), with what the pages show of the joining.
type guestSession struct {
	*session.Joined
	code  string // the invitation code
	reply string
	err   string // why joining failed, for the player
	stop  chan struct{}
	// started is when the link was opened: the reply code shows after
	// a few seconds with no relay, or with no connection.
	started time.Time
}

const (
	// storageJoined keeps the session.JoinedRecord.
	storageJoined = session.JoinedKey
	// storageName keeps the name a guest chose.
	storageName = session.NameKey
)

// loadJoined reads the joined game kept in storage (nil if none).
func loadJoined() *session.JoinedRecord { return store().LoadJoined() }

// newGuestSession is a seat joined from this device, which becomes the
// device's game.
func newGuestSession(code string) *guestSession {
	gs := &guestSession{Joined: session.NewJoined(device.Store, device.Stats), code: code, stop: make(chan struct{}), started: time.Now()}
	device.Play(gs.Joined)
	joined = gs
	return gs
}

// guestName is the name this device's player chose ("" for none).
func guestName() string { return localString(storageName) }

// joined is the game this device joined as a guest, if any.
var joined *guestSession

// startJoin answers the invitation code in the background; the page
// redraws when the reply code is ready.
func startJoin(code string) *guestSession {
	gs := newGuestSession(code)
	cfg := guestConfig()
	var rec *netplay.Record
	if j := loadJoined(); j != nil {
		rec = &j.Record
	}
	name := guestName()
	crash.Go(func() {
		g, reply, err := netplay.Join(cfg, code, rec, name)
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
			gs.Attach(g)
			gs.reply = reply
			crash.Go(gs.watch)
		})
	})
	return gs
}

// guestConfig is a guest's WebRTC configuration. The invitation carries
// the host's STUN and TURN servers and relays; the guest's own servers are
// added only if it set some (a host that chose "same network only" is not
// overruled by the guest's default).
func guestConfig() p2p.Config {
	var cfg p2p.Config
	if _, set := iceSettingsText(); set {
		cfg = p2pConfig()
	}
	cfg.Relays = nil
	return cfg
}

// rejoinKept finds the host of the game this device joined again, through
// the relays its invitation carried, if it has any and is not over.
func rejoinKept() bool {
	j := loadJoined()
	if j == nil || j.Over || j.Record.Room == "" || len(j.Record.Relays) == 0 {
		return false
	}
	leaveJoined()
	rec, name := j.Record, guestName()
	gs := newGuestSession("")
	crash.Go(func() {
		g, err := netplay.Rejoin(guestConfig(), rec, name)
		uiDispatch(func() {
			if err != nil {
				gs.err = err.Error()
				return
			}
			select {
			case <-gs.stop:
				g.Close()
				return
			default:
			}
			gs.Attach(g)
			crash.Go(gs.watch)
		})
	})
	return true
}

// replyCode is the reply code to pass on by hand ("" while there is none).
func (gs *guestSession) replyCode() string {
	if g := gs.Guest(); g != nil {
		if r := g.Reply(); r != "" {
			return r
		}
	}
	return gs.reply
}

// fallback says whether the reply code must show: the relays are off, or
// none answered within a few seconds, or the connection has not opened
// within a few more.
func (gs *guestSession) fallback(st netplay.GuestState) bool {
	if !st.Rejoining {
		return true
	}
	since := time.Since(gs.started)
	return st.Relays == 0 && since > noRelayAfter || since > noConnectionAfter
}

// How long a guest waits for the relays before it shows the reply code.
const (
	noRelayAfter      = 3 * time.Second
	noConnectionAfter = 10 * time.Second
)

// watch saves the guest's record and redraws the pages after every change
// on the link.
func (gs *guestSession) watch() {
	for {
		select {
		case <-gs.Guest().Changed():
			if err := gs.Keep(); err != nil {
				app.Log(err)
			}
			netRedraw()
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
	gs.Close()
}

// leaveJoined ends the game this device joined, if any: a game started
// here takes over the play page.
func leaveJoined() {
	if joined != nil {
		joined.leave()
		if device.Joined() == joined.Joined {
			device.Play(nil)
		}
		joined = nil
	}
}

// state is the link's state; ok is false before the link exists.
func (gs *guestSession) state() (netplay.GuestState, bool) { return gs.State() }

// checkDeal runs the fair-deal check once the game is over and the host
// has revealed the deal (nil before); the game then counts in the
// statistics, once.
func (gs *guestSession) checkDeal() *netplay.Verdict {
	v, err := gs.CheckDeal()
	if err != nil {
		logStatsError(err)
	}
	return v
}

// renderJoinedNotice tells a guest whose page reloaded, or whose link
// dropped, which game it was in and how to get back to it.
func renderJoinedNotice() app.UI {
	j := loadJoined()
	if j == nil || j.Over || (joined != nil && joined.Guest() != nil) {
		return app.Text("")
	}
	name, _ := infoOf(j.Record.Game)
	canRejoin := j.Record.Room != "" && len(j.Record.Relays) > 0
	return app.Div().Class("notice").ID("joined-notice").Body(
		app.P().Body(app.Strong().Text(tr("net.joined.was", name, int(j.Record.Seat)+1))),
		app.P().Text(tr("net.joined.todo")),
		app.If(canRejoin, func() app.UI {
			return app.Button().ID("joined-rejoin").Class("primary small").Text(tr("net.joined.rejoin")).
				OnClick(func(ctx app.Context, e app.Event) {
					if rejoinKept() {
						navigate(ctx, "play")
					}
				})
		}),
		app.Button().ID("joined-forget").Class("ghost small").Text(tr("net.joined.forget")).
			OnClick(func(ctx app.Context, e app.Event) {
				_ = store().Delete(storageJoined)
				netRedraw()
			}),
	)
}

// storageJoinedLog keeps a guest's log (see guestLogRecord): the host's
// updates carry only the latest moves, so a guest whose page reloads would
// lose the lines of the others.
const storageJoinedLog = "menagerie.joined.log"

// guestLogRecord is a guest's log, for one game and seat.
type guestLogRecord struct {
	Commit string        `json:"commit"`
	Seat   games.Seat    `json:"seat"`
	Log    kit.LogRecord `json:"log"`
}

// restoreGuestLog puts back, once per game on this page, the log this
// device kept of the game u is from.
func (p *playPage) restoreGuestLog(u table.Update) {
	if p.guestLog == u.Commit {
		return
	}
	p.guestLog = u.Commit
	var r guestLogRecord
	if games.DecodeJSON([]byte(localString(storageJoinedLog)), &r) != nil || r.Commit != u.Commit || r.Seat != u.Seat || u.Commit == "" {
		return
	}
	if r.Log.Last <= u.Seq { // a host that came back older starts the log again
		p.klog.Restore(r.Log)
	}
}

// keepGuestLog keeps the log when it changed.
func (p *playPage) keepGuestLog(u table.Update) {
	if p.klog.Rev() == p.guestLogRev || u.Commit == "" {
		return
	}
	p.guestLogRev = p.klog.Rev()
	if b, err := json.Marshal(guestLogRecord{Commit: u.Commit, Seat: u.Seat, Log: p.klog.Record()}); err == nil {
		setLocalString(storageJoinedLog, string(b))
	}
}
