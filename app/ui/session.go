package ui

import (
	"encoding/json"
	"math/rand/v2"
	"slices"

	"menagerie/app/netplay"
	"menagerie/app/table"
	"menagerie/games"
)

// session is the game this device hosts: the table, and which human's
// private view is on screen (pass and play).
type session struct {
	table *table.Table
	// shown is the human seat whose cards the screen shows; -1 before any.
	shown games.Seat
	// handoff is set while the screen hides everything and waits for the
	// next human to take the device.
	handoff bool
	// botRng drives the bots; it is not the game's seed, which stays secret.
	botRng *rand.Rand
	// fixedBots is set when botRng comes from a fixed seed: the bots then
	// search by iterations, not in time (see botContext).
	fixedBots bool
	// net is set when seats are played from other devices: every move
	// then goes through it, so that the guests get their updates.
	net *netplay.Host
	// learn is what the player chose to learn with (see learn.go).
	learn learning
	// epoch counts the takebacks: a bot's decision or a hint begun
	// before one is dropped (the same Seq may come round again).
	epoch int
}

// current is the session on this device, if any.
var current *session

// savedGame is what browser storage keeps of a game in progress.
type savedGame struct {
	Setup table.Setup    `json:"setup"`
	Log   []table.Step   `json:"log"`
	Net   *netplay.Saved `json:"net,omitempty"`
	// Deadline is a timed game's deadline, Unix ms (see clock.go).
	Deadline int64 `json:"deadline,omitempty"`
	// At is when it was saved, Unix ms: of two copies, the later wins.
	At int64 `json:"at,omitempty"`
	// Over says the game has ended (the home page offers to resume only
	// the others).
	Over bool `json:"over,omitempty"`
	// Learn is the guided game's and the hints' state (see learn.go).
	Learn *learning `json:"learn,omitempty"`
}

const (
	storageLang  = "menagerie.lang"
	storageSetup = "menagerie.setup."
	// storageBotPause sets the pause before a bot's move, in ms.
	storageBotPause = "menagerie.botpause"
)

// newSession starts a table for setup.
func newSession(setup table.Setup) (*session, error) {
	game, _ := playable(setup.Game)
	t, err := table.New(game, setup)
	if err != nil {
		return nil, err
	}
	return sessionOf(t), nil
}

// sessionOf is the session of table t, with no one's view on screen yet
// and the bots driven by a generator of their own, drawn afresh (a game
// dealt from a fixed seed replaces it, see setupPage.start).
func sessionOf(t *table.Table) *session {
	return &session{table: t, shown: -1, botRng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
}

// restoreSession rebuilds a saved game.
func restoreSession(g savedGame) (*session, error) {
	game, _ := playable(g.Setup.Game)
	t, err := table.Restore(game, g.Setup, g.Log)
	if err != nil {
		return nil, err
	}
	restoreClock(t, g.Deadline)
	s := sessionOf(t)
	if g.Learn != nil {
		s.learn = *g.Learn // before host: it says whether guests have hints
	}
	if g.Net != nil {
		s.host(g.Net)
	}
	return s, nil
}

func (s *session) saved() savedGame {
	if s.net != nil {
		n := s.net.Saved()
		return s.savedWith(&n)
	}
	return s.savedWith(nil)
}

// savedWith is what storage keeps of the game, with net as what the
// network host keeps (nil for none): the host's Persist has it already,
// under the host's lock.
func (s *session) savedWith(net *netplay.Saved) savedGame {
	g := savedGame{Setup: s.table.Setup(), Log: s.table.Log(), Net: net, Deadline: s.table.Deadline(), Over: s.table.Over()}
	if !s.learn.zero() {
		l := s.learn
		g.Learn = &l
	}
	return g
}

// act applies seat's move, through the network host when there is one.
func (s *session) act(seat games.Seat, move json.RawMessage) error {
	if s.net != nil {
		return s.net.Act(seat, move)
	}
	return s.table.Act(seat, move)
}

// actAt applies a bot's move decided on the position numbered seen,
// through the network host when there is one, so the guests hear of it.
func (s *session) actAt(seat games.Seat, seen int, move json.RawMessage) error {
	if s.net != nil {
		return s.net.ActAt(seat, seen, move)
	}
	return s.table.ActAt(seat, seen, move)
}

// humans lists the seats held by people on this device.
func (s *session) humans() []games.Seat {
	var out []games.Seat
	for i, seat := range s.table.Setup().Seats {
		if seat.Kind == table.Human {
			out = append(out, games.Seat(i))
		}
	}
	return out
}

// humanToAct returns the human seat that should act now, preferring the one
// on screen.
func (s *session) humanToAct() (games.Seat, bool) {
	seats := s.table.Setup().Seats
	toAct := s.table.ToAct()
	if s.shown >= 0 && slices.Contains(toAct, s.shown) {
		return s.shown, true
	}
	for _, seat := range toAct {
		if seats[seat].Kind == table.Human {
			return seat, true
		}
	}
	return 0, false
}

// settle decides whose view the screen shows after a change, and whether
// the device must first be handed to someone else.
func (s *session) settle() {
	humans := s.humans()
	if len(humans) == 0 {
		s.shown = games.Spectator
		return
	}
	next, ok := s.humanToAct()
	if !ok {
		if s.shown < 0 {
			// A bot moves first: the first person still takes the
			// device through the hand-off screen.
			s.shown = humans[0]
			s.handoff = len(humans) > 1
		}
		return
	}
	if next != s.shown {
		// With several people at one device, every change of hands (and
		// the first, and the one after a reload) goes through the hand-off
		// screen, so nobody sees cards meant for someone else.
		if len(humans) > 1 {
			s.handoff = true
		}
		s.shown = next
	}
}

// update is the screen's update for the seat on show.
func (s *session) update() table.Update {
	return s.table.Update(s.shown)
}

// randSeed draws a new game's deal.
func randSeed() uint64 { return rand.Uint64() }
