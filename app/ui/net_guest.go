package ui

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
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
	code    string // the invitation code
	g       *netplay.Guest
	reply   string
	err     string           // why joining failed, for the player
	verdict *netplay.Verdict // the deal check, once the game is over
	stop    chan struct{}
	// started is when the link was opened: the reply code shows after
	// a few seconds with no relay, or with no connection.
	started time.Time
}

// joinedGame is what storage keeps of the game this device joined, so that
// a guest whose page reloaded or whose link dropped sees which game it was
// in and what to do, and keeps its record for the deal check.
type joinedGame struct {
	Record netplay.Record `json:"record"`
	// Over says the game ended (nothing left to resume).
	Over bool `json:"over,omitempty"`
	// At is when it was saved, Unix ms: of two copies, the later wins.
	At int64 `json:"at,omitempty"`
}

const (
	// storageJoined keeps the joinedGame.
	storageJoined = "menagerie.joined"
	// storageName keeps the name a guest chose.
	storageName = "menagerie.name"
)

// loadJoined reads the joined game kept in storage (nil if none).
func loadJoined() *joinedGame {
	var j joinedGame
	if games.DecodeJSON([]byte(localString(storageJoined)), &j) != nil || j.Record.Game == "" {
		return nil
	}
	return &j
}

// saveJoined keeps the guest's record.
func saveJoined(g *netplay.Guest) {
	st := g.State()
	b, err := json.Marshal(joinedGame{Record: g.Record(), Over: st.Snapshot != nil && st.Snapshot.Over, At: time.Now().UnixMilli()})
	if err == nil {
		putDurable(storageJoined, string(b))
	}
}

// guestName is the name this device's player chose ("" for none).
func guestName() string { return localString(storageName) }

// joined is the game this device joined as a guest, if any.
var joined *guestSession

// startJoin answers the invitation code in the background; the page
// redraws when the reply code is ready.
func startJoin(code string) *guestSession {
	gs := &guestSession{code: code, stop: make(chan struct{}), started: time.Now()}
	cfg := guestConfig()
	var rec *netplay.Record
	if j := loadJoined(); j != nil {
		rec = &j.Record
	}
	name := guestName()
	go func() {
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
			gs.g, gs.reply = g, reply
			go gs.watch()
		})
	}()
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
	if joined != nil {
		joined.leave()
	}
	gs := &guestSession{stop: make(chan struct{}), started: time.Now()}
	rec, name := j.Record, guestName()
	joined = gs
	go func() {
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
			gs.g = g
			go gs.watch()
		})
	}()
	return true
}

// replyCode is the reply code to pass on by hand ("" while there is none).
func (gs *guestSession) replyCode() string {
	if gs.g != nil {
		if r := gs.g.Reply(); r != "" {
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
		case <-gs.g.Changed():
			saveJoined(gs.g)
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

// hint is the host's hint for the position on screen, if one came.
func (gs *guestSession) hint() *netplay.Hint {
	st, ok := gs.state()
	if !ok {
		return nil
	}
	return st.Hint
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
	if st.Pending {
		return nil // sent on this position, and sent again after a drop: the host will answer
	}
	err := gs.g.Act(move)
	saveJoined(gs.g) // the move is kept for the deal check before anything else
	return err
}

// checkDeal runs the fair-deal check once the game is over and the host
// has revealed the deal: nil before.
func (gs *guestSession) checkDeal() *netplay.Verdict {
	if gs.verdict != nil {
		return gs.verdict
	}
	v := gs.g.Verify()
	if errors.Is(v.Err, netplay.ErrNotOver) || errors.Is(v.Err, netplay.ErrNoReveal) {
		return nil
	}
	if errors.Is(v.Err, netplay.ErrUnchecked) {
		return &v // not kept: a reveal that comes after all is checked
	}
	gs.verdict = &v
	recordJoined(gs) // the game's end counts in the statistics, once
	return gs.verdict
}

// renderJoinedNotice tells a guest whose page reloaded, or whose link
// dropped, which game it was in and how to get back to it.
func renderJoinedNotice() app.UI {
	j := loadJoined()
	if j == nil || j.Over || (joined != nil && joined.g != nil) {
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
				delDurable(storageJoined)
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
