package ui

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
)

// Sounds and touch: short sounds for the cards dealt, a move played, a
// game won and the player's turn, made by the app itself with Web Audio
// (no sound files: they work offline and weigh nothing), and a short
// vibration on the player's turn where the device has one. One switch in
// the table's menu turns them on or off; they start off when the device
// asks for reduced motion. (A web page cannot tell that the phone is on
// silent: the switch is there for that.)

// storageSound holds "on" or "off" once the player has chosen.
const storageSound = "menagerie.sound"

// cue is one of the sounds.
type cue string

// The sounds.
const (
	cueDeal cue = "deal" // a game or a round begins
	cuePlay cue = "play" // a move is played
	cueWin  cue = "win"  // the game is over and the seat on screen won
	cueTurn cue = "turn" // the seat on screen is to act
)

// notes are each sound's notes: pitch (Hz), start and length (seconds)
// and the oscillator's wave.
var notes = map[cue][]note{
	cueDeal: {{660, 0, .05, "triangle"}, {620, .07, .05, "triangle"}, {700, .14, .05, "triangle"}},
	cuePlay: {{440, 0, .06, "triangle"}},
	cueWin:  {{523, 0, .12, "sine"}, {659, .12, .12, "sine"}, {784, .24, .25, "sine"}},
	cueTurn: {{587, 0, .09, "sine"}, {880, .1, .14, "sine"}},
}

// note is one tone of a sound.
type note struct {
	hz, at, length float64
	wave           string
}

// soundOn says whether the sounds and vibrations are on: as the player
// chose, else on unless the device asks for reduced motion.
func soundOn() bool {
	switch setting(storageSound) {
	case "on":
		return true
	case "off":
		return false
	}
	return !reducedMotion()
}

// motion is whether the device asks for reduced motion, read once and
// then followed by the query's change events: the menu reads it at every
// drawing of the table, and a query made each time cost the page more
// than the rest of the menu.
var motion struct {
	read, reduced bool
}

// reducedMotion says whether the device asks for reduced motion.
func reducedMotion() bool {
	if !app.IsClient {
		return false // a page drawn by the server has no device
	}
	if !motion.read {
		motion.read = true
		mq := app.Window().Call("matchMedia", "(prefers-reduced-motion: reduce)")
		if !mq.Truthy() {
			return false
		}
		motion.reduced = mq.Get("matches").Bool()
		mq.Call("addEventListener", "change", app.FuncOf(func(this app.Value, args []app.Value) any {
			motion.reduced = args[0].Get("matches").Bool()
			return nil
		}))
	}
	return motion.reduced
}

// toggleSound turns the sounds and vibrations on or off.
func toggleSound(ctx app.Context, e app.Event) {
	if soundOn() {
		setLocalString(storageSound, "off")
		return
	}
	setLocalString(storageSound, "on")
	// The tap that turns the sound on lets the browser start it.
	audio()
}

// audioCtx is the page's Web Audio context, made at the first sound.
var audioCtx app.Value

// audio is the page's audio context, resumed if the browser suspended it
// (it starts suspended until the page has had a tap), or nil where the
// browser has no Web Audio.
func audio() app.Value {
	if audioCtx == nil {
		ac := app.Window().Get("AudioContext")
		if !ac.Truthy() {
			ac = app.Window().Get("webkitAudioContext")
		}
		if !ac.Truthy() {
			return nil
		}
		audioCtx = ac.New()
	}
	if audioCtx.Get("state").String() == "suspended" {
		audioCtx.Call("resume")
	}
	return audioCtx
}

// play makes the sound c, and vibrates for the player's turn; the page's
// root records the last cue (data-cue) for the tests.
func play(c cue) {
	if !soundOn() {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	root.Call("setAttribute", "data-cue", string(c))
	nav := app.Window().Get("navigator")
	if ua := nav.Get("userActivation"); ua.Truthy() && !ua.Get("hasBeenActive").Bool() {
		// Before the page's first tap the browser refuses both (and
		// says so in the console).
		return
	}
	if c == cueTurn {
		if nav.Get("vibrate").Truthy() {
			nav.Call("vibrate", 60)
		}
	}
	ac := audio()
	if ac == nil {
		return
	}
	now := ac.Get("currentTime").Float()
	for _, n := range notes[c] {
		osc, gain := ac.Call("createOscillator"), ac.Call("createGain")
		osc.Set("type", n.wave)
		osc.Get("frequency").Set("value", n.hz)
		start, end := now+n.at, now+n.at+n.length
		g := gain.Get("gain")
		g.Call("setValueAtTime", 0.0001, start)
		g.Call("exponentialRampToValueAtTime", 0.18, start+0.01)
		g.Call("exponentialRampToValueAtTime", 0.0001, end)
		osc.Call("connect", gain)
		gain.Call("connect", ac.Get("destination"))
		osc.Call("start", start)
		osc.Call("stop", end+0.02)
	}
}

// cueMark is what the page last sounded for: the game (its commitment),
// its move count, its round, and whether it was the seat's turn.
type cueMark struct {
	game  string
	seq   int
	round int
	mine  bool
	over  bool
}

// cue sounds what changed since the last update drawn: a new game or
// round, a move, the game won, the seat's turn.
func (p *playPage) cue(u table.Update) {
	m := &p.cues
	id := u.Game + " " + u.Commit
	round := u.Round
	mine := !u.Over && slices.Contains(u.ToAct, u.Seat)
	now := cueMark{game: id, seq: u.Seq, round: round, mine: mine, over: u.Over}
	defer func() { *m = now }()
	switch {
	case m.game != id:
		if u.Seq == 0 {
			play(cueDeal)
		}
		return
	case u.Seq <= m.seq:
		return
	case u.Over && !m.over:
		if u.Result != nil && slices.Contains(u.Result.Winners, u.Seat) {
			play(cueWin)
		} else {
			play(cuePlay)
		}
		return
	case round > m.round:
		play(cueDeal)
	case mine && !m.mine:
		play(cueTurn)
	default:
		play(cuePlay)
	}
}
