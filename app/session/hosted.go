package session

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"menagerie/app/crash"
	"menagerie/app/netplay"
	"menagerie/app/replay"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// Hosted is a game whose table is on this device: played here alone,
// against bots or passed from hand to hand (Local), or hosted for seats
// played from other devices (Hosting, through a netplay.Host, which then
// guards the table with its lock: every read here takes it).
type Hosted struct {
	dev   *Device
	table *table.Table

	mu  sync.Mutex
	net *netplay.Host
	// stored is how many moves the stored copy had when this game last
	// read or wrote it: a copy further on was played elsewhere (see
	// Store.SaveOver).
	stored int

	// Shown is the human seat whose cards the screen shows; -1 before any.
	Shown games.Seat
	// Handoff is set while the screen hides everything and waits for the
	// next human to take the device.
	Handoff bool
	// BotRng drives the bots; it is not the game's seed, which stays
	// secret.
	BotRng *rand.Rand
	// FixedBots is set when BotRng comes from a fixed seed: the bots then
	// search by iterations, not in time, so that the game replays whole.
	FixedBots bool
	// Learn is what the player chose to learn with.
	Learn Learning
	// Epoch counts the takebacks: a bot's decision or a hint begun before
	// one is dropped (the same Seq may come round again).
	Epoch int

	// hint is the hint worked out last, and hinting is set while one is
	// worked out (both on the page's goroutine).
	hint    localHint
	hinting bool
}

// NewHosted starts a table for setup, on this device (not yet its game:
// see Play). The new game replaces the stored game of its title (the pages
// ask the player first): a stored copy of the same deal, a fixed deal
// started again, is the game replaced, not one played elsewhere.
func (d *Device) NewHosted(setup table.Setup) (*Hosted, error) {
	game, ok := catalog.ByID(setup.Game)
	if !ok {
		return nil, errors.New("no game " + setup.Game)
	}
	t, err := table.New(game, setup)
	if err != nil {
		return nil, err
	}
	h := d.hosted(t)
	if cur, ok := d.Store.LoadSaved(setup.Game); ok {
		h.stored = len(cur.Log)
	}
	return h, nil
}

// hosted is the game of table t, with no one's view on screen yet and the
// bots driven by a generator of their own, drawn afresh.
func (d *Device) hosted(t *table.Table) *Hosted {
	return &Hosted{dev: d, table: t, Shown: -1, BotRng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
}

// Restore rebuilds a saved game (not yet the device's game: see Play). A
// game that was hosted for guests is hosted again with Host.
func (d *Device) Restore(g Saved) (*Hosted, error) {
	game, ok := catalog.ByID(g.Setup.Game)
	if !ok {
		return nil, errors.New("no game " + g.Setup.Game)
	}
	t, err := table.Restore(game, g.Setup, g.Log)
	if err != nil {
		return nil, err
	}
	if g.Deadline != 0 {
		_ = t.SetDeadline(g.Deadline)
	}
	h := d.hosted(t)
	h.stored = len(g.Log)
	if g.Learn != nil {
		h.Learn = *g.Learn
	}
	return h, nil
}

// Host makes h the host of its remote seats (Hosting), with opts
// (Config, OnChange, Hint; the saved network part of g when it comes from
// a saved game, nil otherwise). Every change of the table is saved before
// any guest hears of it: a host whose browser dies loses no move a guest
// has seen.
func (h *Hosted) Host(opts netplay.Options, saved *netplay.Saved) *netplay.Host {
	opts.Saved = saved
	if h.Learn.NetHints && opts.Hint == nil {
		opts.Hint = h.guestHints()
	}
	opts.Persist = func(net netplay.Saved) <-chan struct{} {
		disk, _ := h.save(h.savedWith(&net))
		return settled(disk)
	}
	n := netplay.NewHost(h.table, opts)
	h.mu.Lock()
	h.net = n
	h.mu.Unlock()
	return n
}

// settled is closed once disk has answered.
func settled(disk <-chan error) <-chan struct{} {
	done := make(chan struct{})
	crash.Go(func() {
		<-disk
		close(done)
	})
	return done
}

// Net is the network host of a Hosting game, nil for a Local one.
func (h *Hosted) Net() *netplay.Host {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.net
}

// Mode is Hosting with a network host, else Local.
func (h *Hosted) Mode() Mode {
	if h.Net() != nil {
		return Hosting
	}
	return Local
}

// Read calls f with the table, under the network host's lock when there is
// one: f must not keep it.
func (h *Hosted) Read(f func(t *table.Table)) {
	if n := h.Net(); n != nil {
		n.Read(f)
		return
	}
	f(h.table)
}

// Setup is the table's setup.
func (h *Hosted) Setup() (s table.Setup) {
	h.Read(func(t *table.Table) { s = t.Setup() })
	return s
}

// Game is the game's id.
func (h *Hosted) Game() string { return h.Setup().Game }

// Over says the game has ended.
func (h *Hosted) Over() (over bool) {
	h.Read(func(t *table.Table) { over = t.Over() })
	return over
}

// Seq is the number of moves applied.
func (h *Hosted) Seq() (n int) {
	h.Read(func(t *table.Table) { n = t.Seq() })
	return n
}

// Update is the update of the seat on show.
func (h *Hosted) Update() (u table.Update) {
	h.Read(func(t *table.Table) { u = t.Update(h.Shown) })
	return u
}

// Screen is the update of the seat on show (Session).
func (h *Hosted) Screen() (table.Update, bool) { return h.Update(), true }

// Send plays the shown seat's move (Session).
func (h *Hosted) Send(move json.RawMessage) error { return h.Act(h.Shown, move) }

// Act applies seat's move, through the network host when there is one,
// which saves it before its guests hear of it. A Local game is saved here.
func (h *Hosted) Act(seat games.Seat, move json.RawMessage) error {
	if n := h.Net(); n != nil {
		return n.Act(seat, move)
	}
	if err := h.table.Act(seat, move); err != nil {
		return err
	}
	_, _ = h.Save() // a refused save goes to Device.Wrote: the move stands
	return nil
}

// ActAt applies a bot's move decided on the position numbered seen (see
// Act).
func (h *Hosted) ActAt(seat games.Seat, seen int, move json.RawMessage) error {
	if n := h.Net(); n != nil {
		return n.ActAt(seat, seen, move)
	}
	if err := h.table.ActAt(seat, seen, move); err != nil {
		return err
	}
	_, _ = h.Save() // see Act
	return nil
}

// Apply runs f on the table, which reports whether it changed it; a change
// is saved (and sent to the guests of a Hosting game).
func (h *Hosted) Apply(f func(t *table.Table) (bool, error)) error {
	if n := h.Net(); n != nil {
		return n.Apply(f)
	}
	changed, err := f(h.table)
	if err != nil || !changed {
		return err
	}
	_, _ = h.Save() // see Act
	return nil
}

// BotToAct is the bot seat to act now, if any (see table.Table.BotToAct).
func (h *Hosted) BotToAct() (seat games.Seat, ok bool) {
	h.Read(func(t *table.Table) { seat, ok = t.BotToAct() })
	return seat, ok
}

// BotJob prepares the decision of the bot at seat on the current position
// (see table.Table.BotJob).
func (h *Hosted) BotJob(seat games.Seat) (job *table.BotJob, err error) {
	h.Read(func(t *table.Table) { job, err = t.BotJob(seat) })
	return job, err
}

// Replay is the game so far, to replay (see replay.Of).
func (h *Hosted) Replay() (r replay.Replay) {
	h.Read(func(t *table.Table) { r = replay.Of(t) })
	return r
}

// Undo takes back the last move of the one person at a Local table and
// the bots' replies, and saves the game: see table.Table.Undo.
func (h *Hosted) Undo() error {
	humans := h.Humans()
	if h.Net() != nil || len(humans) != 1 {
		return table.ErrNothingToUndo
	}
	if _, err := h.table.Undo(humans[0]); err != nil {
		return err
	}
	h.Epoch++
	seq := h.table.Seq()
	h.Learn.Hints = slices.DeleteFunc(h.Learn.Hints, func(n int) bool { return n > seq })
	_, err := h.Save()
	return err
}

// CanUndo says whether the one person at the table has a move to take
// back.
func (h *Hosted) CanUndo() (ok bool) {
	humans := h.Humans()
	if len(humans) != 1 {
		return false
	}
	h.Read(func(t *table.Table) {
		ok = slices.ContainsFunc(t.Log(), func(st table.Step) bool { return st.Seat == humans[0] })
	})
	return ok
}

// NoteHint records that the last move applied (numbered Seq) was played
// after a hint: a Hosting game's host keeps these for every player.
func (h *Hosted) NoteHint() {
	if n := h.Net(); n != nil {
		n.NoteHint(h.Seq())
		return
	}
	h.Learn.Hints = append(h.Learn.Hints, h.table.Seq())
	_, _ = h.Save()
}

// Hinted are the numbers of the moves played after a hint.
func (h *Hosted) Hinted() []int {
	if n := h.Net(); n != nil {
		return n.Hinted()
	}
	return h.Learn.Hints
}

// Saved is what storage keeps of the game.
func (h *Hosted) Saved() Saved {
	if n := h.Net(); n != nil {
		net := n.Saved()
		var g Saved
		h.Read(func(*table.Table) { g = h.savedWith(&net) })
		return g
	}
	return h.savedWith(nil)
}

// savedWith is what storage keeps of the game, with net as what the
// network host keeps (nil for none): the host's Persist has it already,
// under the host's lock, so the table is read as it is.
func (h *Hosted) savedWith(net *netplay.Saved) Saved {
	t := h.table
	g := Saved{Setup: t.Setup(), Log: t.Log(), Net: net, Deadline: t.Deadline(), Over: t.Over()}
	if !h.Learn.Zero() {
		l := h.Learn
		l.Seen, l.Hints = slices.Clone(l.Seen), slices.Clone(l.Hints)
		g.Learn = &l
	}
	return g
}

// Save writes the game to storage (see Store.Put for disk and err); a
// game that has ended is recorded in the statistics, once (Device.Later).
func (h *Hosted) Save() (disk <-chan error, err error) { return h.save(h.Saved()) }

func (h *Hosted) save(g Saved) (<-chan error, error) {
	h.mu.Lock()
	known := h.stored
	h.mu.Unlock()
	disk, err := h.dev.Store.SaveOver(g, known)
	if err == nil {
		h.mu.Lock()
		h.stored = len(g.Log)
		h.mu.Unlock()
	}
	h.dev.Written(err)
	if g.Over && !errors.Is(err, ErrStale) {
		// Encoding the game's replay replays it whole: in a page it is
		// done in the background first (Recorder.Soon), and recording
		// then takes the code and the result ready.
		record := func() { h.dev.Later(func() { _, _ = h.dev.Stats.RecordHosted(g) }) }
		if _, ready, _ := h.dev.Stats.Soon(replay.Replay{Setup: g.Setup, Log: g.Log}, record); ready {
			record()
		}
	}
	return disk, err
}

// Humans lists the seats held by people on this device.
func (h *Hosted) Humans() []games.Seat {
	var out []games.Seat
	for i, seat := range h.Setup().Seats {
		if seat.Kind == table.Human {
			out = append(out, games.Seat(i))
		}
	}
	return out
}

// HumanToAct returns the human seat that should act now, preferring the
// one on screen.
func (h *Hosted) HumanToAct() (seat games.Seat, ok bool) {
	h.Read(func(t *table.Table) {
		seats := t.Setup().Seats
		toAct := t.ToAct()
		if h.Shown >= 0 && slices.Contains(toAct, h.Shown) {
			seat, ok = h.Shown, true
			return
		}
		for _, s := range toAct {
			if seats[s].Kind == table.Human {
				seat, ok = s, true
				return
			}
		}
	})
	return seat, ok
}

// Settle decides whose view the screen shows after a change, and whether
// the device must first be handed to someone else.
func (h *Hosted) Settle() {
	humans := h.Humans()
	if len(humans) == 0 {
		h.Shown = games.Spectator
		return
	}
	next, ok := h.HumanToAct()
	if !ok {
		if h.Shown < 0 {
			// A bot moves first: the first person still takes the device
			// through the hand-off screen.
			h.Shown = humans[0]
			h.Handoff = len(humans) > 1
		}
		return
	}
	if next != h.Shown {
		// With several people at one device, every change of hands (and
		// the first, and the one after a reload) goes through the hand-off
		// screen, so nobody sees cards meant for someone else.
		if len(humans) > 1 {
			h.Handoff = true
		}
		h.Shown = next
	}
}

// Close closes the network host of a Hosting game; the game stays saved.
func (h *Hosted) Close() {
	if n := h.Net(); n != nil {
		n.Close()
	}
}

// Log is the table's log.
func (h *Hosted) Log() (log []table.Step) {
	h.Read(func(t *table.Table) { log = t.Log() })
	return log
}

// Timed says the game is played against a clock.
func (h *Hosted) Timed() (timed bool) {
	h.Read(func(t *table.Table) { timed = t.Timed() })
	return timed
}

// Deadline is a timed game's deadline, Unix ms (0 before the clock
// starts).
func (h *Hosted) Deadline() (ms int64) {
	h.Read(func(t *table.Table) { ms = t.Deadline() })
	return ms
}

// Due says the clock of a timed game has run out at now and the game has
// not been told.
func (h *Hosted) Due(now time.Time) (due bool) {
	h.Read(func(t *table.Table) { due = t.Due(now) })
	return due
}

// StartClock starts a timed game's clock at now, if it has not started,
// and saves the game (see table.Table.StartClock): through the network
// host, whose guests then get the clock.
func (h *Hosted) StartClock(now time.Time) error {
	return h.Apply(func(t *table.Table) (bool, error) { return t.StartClock(now), nil })
}

// HintJob prepares the hint for seat (see table.Table.HintJob).
func (h *Hosted) HintJob(seat games.Seat) (job *table.BotJob, err error) {
	h.Read(func(t *table.Table) { job, err = t.HintJob(seat) })
	return job, err
}

// Round is the round (or battle) being played, and true, for a game played
// in rounds (see table.Table.Round).
func (h *Hosted) Round() (n int, ok bool) {
	h.Read(func(t *table.Table) { n, ok = t.Round() })
	return n, ok
}
