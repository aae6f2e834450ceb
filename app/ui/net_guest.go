package ui

import (
	"encoding/json"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/session"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/bot"
)

// currentFeed is the game on this device, whichever way it is played (nil
// if none): the page draws its Screen and plays through Send.
func currentFeed() session.Session { return device.Game() }

const (
	// storageJoined keeps the session.JoinedRecord.
	storageJoined = session.JoinedKey
	// storageName keeps the name a guest chose.
	storageName = session.NameKey
)

// loadJoined reads the joined game kept in storage (nil if none).
func loadJoined() *session.JoinedRecord { return store().LoadJoined() }

// guestName is the name this device's player chose ("" for none).
func guestName() string { return localString(storageName) }

// joined is the game this device joined as a guest, nil if none.
func joined() *session.Joined { return device.Joined() }

// startJoin answers the invitation code in the background; the pages
// redraw after every change on the link.
func startJoin(code string) *session.Joined {
	return device.Join(guestConfig(), code, guestName(), linkChanged)
}

// linkChanged redraws the pages after a change on a guest's link, once its
// record was kept (or storage refused it).
func linkChanged(kept error) {
	if kept != nil {
		app.Log(kept)
	}
	netRedraw()
}

// guestConfig is a guest's WebRTC configuration. The invitation carries
// the host's STUN and TURN servers and relays; the guest's own servers are
// added only if it set some (a host that chose "same network only" is not
// overruled by the guest's default). The device's storage may shorten how
// long its connection waits to open (storageConnectWait, the tests' hook).
func guestConfig() p2p.Config {
	var cfg p2p.Config
	if _, set := iceSettingsText(); set {
		cfg = p2pConfig()
	}
	cfg.Relays = nil
	var wait *int // nil unless set: a missing key leaves it so
	if store().GetJSON(storageConnectWait, &wait) && wait != nil && *wait > 0 {
		cfg.ConnectTimeout = time.Duration(*wait) * time.Second
	}
	return cfg
}

// rejoinKept finds the host of the game this device joined again, through
// the relays its invitation carried, if it has any and is not over.
func rejoinKept() bool {
	_, ok := device.Rejoin(guestConfig(), guestName(), linkChanged)
	return ok
}

// leaveJoined ends the game this device joined, if any: a game started
// here takes over the play page.
func leaveJoined() { device.Leave() }

// checkDeal runs the fair-deal check of the joined game j once it is over
// and the host has revealed the deal (nil before); the game then counts in
// the statistics, once. The check hands the page its thread back every few
// milliseconds (bot.Turn): run it beside the page (see dealVerdict).
func checkDeal(j *session.Joined) *netplay.Verdict {
	v, err := j.CheckDeal(bot.Turn)
	if err != nil {
		logStatsError(err)
	}
	if v != nil && v.Err != nil && v != loggedVerdict {
		// The whole finding, the move's own words too, once: the page
		// says it in the player's language (see dealError).
		loggedVerdict = v
		app.Log("deal check:", v.Err)
	}
	return v
}

// loggedVerdict is the last verdict checkDeal logged.
var loggedVerdict *netplay.Verdict

// renderJoinedNotice tells a guest whose page reloaded, or whose link
// dropped, which game it was in and how to get back to it.
func renderJoinedNotice() app.UI {
	j := loadJoined()
	if j == nil || j.Over || (joined() != nil && joined().Guest() != nil) {
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
const storageJoinedLog = session.JoinedLogKey

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
