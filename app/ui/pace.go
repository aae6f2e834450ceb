package ui

import (
	"encoding/json"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/session"
	"menagerie/app/table"
	"menagerie/games"
)

// The game's pace: how long the bots pause before a move and how the
// cards move (the animation speed, a setting of the table's menu kept on
// the device), and the move played for the player when it is the only one
// (a forced pass), after a short beat that shows it.

const (
	// storageSpeed is the animation speed: slow, normal, fast or none.
	storageSpeed = "menagerie.speed"
	// storageForced holds "off" when the player's only move is not to be
	// played for them.
	storageForced = "menagerie.forced"
)

// speeds are the animation speeds, in the order the menu offers them.
var speeds = []string{"slow", "normal", "fast", "none"}

// speedPauses are the bots' pauses at each speed.
var speedPauses = map[string]time.Duration{
	"slow": 1400 * time.Millisecond, "normal": 700 * time.Millisecond, "fast": 250 * time.Millisecond, "none": 0,
}

// markPause is the least the table holds on a moment of the game (a
// knock, a battle won) before the bots move on, unless the pauses are off.
const markPause = 1800 * time.Millisecond

// speed is the animation speed chosen on this device, normal by default.
func speed() string {
	v := setting(storageSpeed)
	if _, ok := speedPauses[v]; ok {
		return v
	}
	return "normal"
}

// botDelay is the pause before a bot's move, so a player can follow it:
// the speed's, unless the device's storage fixes it (storageBotPause, in
// ms, the tests' hook).
func botDelay() time.Duration {
	var pause *int // nil unless set: a missing key leaves it so
	if store().GetJSON(storageBotPause, &pause) && pause != nil && *pause >= 0 && *pause <= 5000 {
		return time.Duration(*pause) * time.Millisecond
	}
	return speedPauses[speed()]
}

// applySpeed tells the style sheet the speed (data-speed on the page's
// root: faster animations, or none).
func applySpeed() {
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-speed", speed())
}

// nextSpeed moves the speed setting on to the next one, and keeps it.
func nextSpeed(ctx app.Context, e app.Event) {
	cur := speed()
	for i, s := range speeds {
		if s == cur {
			setLocalString(storageSpeed, speeds[(i+1)%len(speeds)])
			break
		}
	}
	applySpeed()
}

// forcedOn says whether the player's only move is played for them.
func forcedOn() bool { return setting(storageForced) != "off" }

// toggleForced turns the forced moves' autoplay on or off.
func toggleForced(ctx app.Context, e app.Event) {
	if forcedOn() {
		setLocalString(storageForced, "off")
	} else {
		setLocalString(storageForced, "on")
	}
}

// forcedBeat is how long the player sees their only move before it is
// played for them.
func forcedBeat() time.Duration { return max(2*botDelay(), 600*time.Millisecond) }

// routineBeat is the least the player has to choose another move before
// a game's routine move (kit.Game.Routine) is played for them.
const routineBeat = 2500 * time.Millisecond

// autoplay plays the only move of the person on screen, when it is their
// turn and they have no choice, after a beat, or the game's routine move
// after a longer one; never in a guided game (the coach shows each move),
// a network game or while a round's end waits.
func (p *playPage) autoplay(ctx app.Context) {
	s := hosted()
	if s == nil || s.Net() != nil || s.Learn.Guided || s.Handoff || !forcedOn() || s.Over() {
		return
	}
	if _, due := p.dueMoment(); due {
		return
	}
	seat, ok := s.HumanToAct()
	if !ok || seat != s.Shown {
		return
	}
	move, say, beat := autoMove(s, seat)
	if move == nil {
		return
	}
	seq, epoch := s.Seq(), s.Epoch
	if p.forcing == seq+1 {
		return // already on its way
	}
	p.forcing, p.forcingSays = seq+1, say
	p.page.After(beat, func(ctx app.Context) {
		if hosted() != s || s.Epoch != epoch || s.Seq() != seq || s.Handoff {
			return
		}
		if _, due := p.dueMoment(); due || !forcedOn() {
			p.forcing = 0
			return
		}
		move, _, _ := autoMove(s, seat)
		if move == nil {
			return
		}
		if err := s.ActAt(seat, seq, move); err != nil {
			p.err = tr("play.error", netError(err.Error()))
			return
		}
		p.changed(ctx)
	})
}

// autoMove is the move the table plays for seat, if any: its only move,
// or else its game's routine move; what the table says meanwhile; and the
// beat it waits first.
func autoMove(s *session.Hosted, seat games.Seat) (json.RawMessage, string, time.Duration) {
	if move := onlyMove(s, seat); move != nil {
		return move, tr("play.forced"), forcedBeat()
	}
	if kg, ok := tableFor(s.Game()); ok && kg.Routine != nil {
		if move, say, ok := kg.Routine(s.Update()); ok {
			return move, say, max(forcedBeat(), routineBeat)
		}
	}
	return nil, "", 0
}

// onlyMove is seat's move when it has only one, else nil.
func onlyMove(s *session.Hosted, seat games.Seat) (move json.RawMessage) {
	s.Read(func(t *table.Table) {
		if t.LegalCount(seat) == 1 {
			move, _ = t.LegalMove(seat, 0)
		}
	})
	return move
}

// renderForced says, during the beat, that the only move is about to be
// played.
func (p *playPage) renderForced() app.UI {
	s := hosted()
	if s == nil || p.forcing != s.Seq()+1 {
		return nil
	}
	return app.P().Class("notice kit-forced").ID("forced").Aria("live", "polite").Text(p.forcingSays)
}
