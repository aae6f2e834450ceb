package ui

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/session"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/bot"
	"menagerie/games/catalog"
)

// warmUp does ahead, in the page's idle time, the first uses of
// encoding/json that a game's start would otherwise pay in its first
// frames: the first time a type is encoded or decoded, the package builds
// its encoder and decoder by reflection, and on a phone the saved game's
// types took about 60 ms of the start's first task, a game's view about 50
// more in its first two. It also runs ahead, off the page, the code of
// the screens the player may open next (see kit.Rehearsal): the browser
// compiles a function the first time it runs, and a screen's first
// drawing was long for that alone. One step at a time, each when the page
// is idle (see nextStep): a setup page, the saved game, each game's view
// and moves from a new deal — the game whose setup page is on screen
// first (see warmFirst), with its table (see tableRehearsal) — then the
// tables the home page may draw at a tap (see warmLikely). Once a game is
// on the device the warm-up stops: that game has built what
// it needs, and a step would only land in its table's busy tasks (the idle
// callback's 3 s bound comes due while a table is drawn). A step that
// fails only leaves the first game to build them itself: it is logged, and
// the app goes on.
func warmUp() {
	warm.Lock()
	defer warm.Unlock()
	warm.kick()
}

// warmSlice is how long a step of a rehearsal renders: well within an
// idle period (at most 50 ms), with room for a function compiled on a
// phone's CPU.
const warmSlice = 8 * time.Millisecond

// warmQueue is what the warm-up has left to do: the games not warmed yet,
// taken in menu order but for the game on screen, taken first, and the
// screens not rehearsed yet.
type warmQueue struct {
	sync.Mutex
	saved     bool            // the saved game's encoders are built
	setup     bool            // a setup page was rehearsed, or drawn
	done      map[string]bool // the games warmed, by id
	rehearsed map[string]bool // the games whose table was rehearsed
	first     string          // the game whose setup page is on screen
	likely    []string        // the games the home page may start at a tap
	running   bool            // the warm-up's goroutine is at work
}

// warm is the app's warm-up queue.
var warm = newWarmQueue()

// newWarmQueue is a queue with every game still to warm.
func newWarmQueue() *warmQueue {
	return &warmQueue{done: map[string]bool{}, rehearsed: map[string]bool{}}
}

// warmFirst has the warm-up take game id next, if it has not yet, and
// rehearse its table: the player, on its setup page, is about to start it
// (a game of the menu's end would otherwise come last, after the player's
// tap). The warm-up starts again if it had ended.
func warmFirst(id string) {
	warm.Lock()
	defer warm.Unlock()
	warm.first, warm.setup = id, true
	warm.kick()
}

// warmLikely has the warm-up rehearse, once every game is warmed, the
// tables of games ids (see tableRehearsal): those the home page starts at
// one tap, the games to resume and those set up before.
func warmLikely(ids []string) {
	warm.Lock()
	defer warm.Unlock()
	warm.likely = ids
	warm.kick()
}

// kick starts the warm-up's goroutine, in the browser, unless it is at
// work or nothing is left to do; w is locked.
func (w *warmQueue) kick() {
	if w.running || !app.IsClient {
		return
	}
	if step, ok := w.nextStep(); ok {
		w.start(step)
	}
}

// warmStep is one step of the warm-up, run in an idle period: its run
// asks, with again, to run once more at the next. Its name says what it
// does ("encoders zoo", "table zoo", "setup page").
type warmStep struct {
	name string
	run  func() (again bool, err error)
}

// once is a step done in one go.
func once(name string, f func() error) warmStep {
	return warmStep{name, func() (bool, error) { return false, f() }}
}

// start runs the warm-up's steps from step on, one per idle period, on a
// goroutine of its own; w is locked.
func (w *warmQueue) start(step warmStep) {
	w.running = true
	go func() {
		for {
			whenIdle()
			if device.Game() != nil {
				w.Lock()
				w.running = false
				w.Unlock()
				return
			}
			if w.run(step) {
				continue
			}
			w.Lock()
			next, ok := w.nextStep()
			w.running = ok
			w.Unlock()
			if !ok {
				return
			}
			step = next
		}
	}()
}

// run runs a step, logs what went wrong, and says whether to run it again.
// In the browser each run is timed as a User Timing measure named
// "menagerie-warm", and a step's end is marked "menagerie-warmed", each
// with the step's name: make bench tells them from the other tasks.
func (w *warmQueue) run(step warmStep) (again bool) {
	if app.IsClient {
		perf := app.Window().Get("performance")
		start := perf.Call("now").Float()
		defer func() {
			perf.Call("measure", "menagerie-warm", map[string]any{"start": start, "end": perf.Call("now").Float(), "detail": step.name})
			if !again {
				perf.Call("mark", "menagerie-warmed", map[string]any{"detail": step.name})
			}
		}()
	}
	defer func() {
		if r := recover(); r != nil {
			app.Log("warm-up:", r)
			again = false
		}
	}()
	again, err := step.run()
	if err != nil {
		app.Log("warm-up:", step.name+":", err)
	}
	return again
}

// nextStep is the warm-up's next step (w locked), false once none is
// left: a setup page's rehearsal, the saved game's encoders, the game on
// screen's encoders and its table's rehearsal, the other games' encoders,
// then the likely tables' rehearsals.
func (w *warmQueue) nextStep() (warmStep, bool) {
	if !w.setup {
		// First: the home page's tap on a game draws its setup page.
		w.setup = true
		return setupRehearsal(), true
	}
	if !w.saved {
		w.saved = true
		return once("encoders saved", warmSaved), true
	}
	if g, ok := catalog.ByID(w.first); ok && w.done[w.first] && !w.rehearsed[w.first] {
		w.rehearsed[w.first] = true
		return rehearsal(g), true
	}
	if g, ok := w.nextGame(); ok {
		return once("encoders "+g.ID(), func() error { return warmGame(g) }), true
	}
	for _, id := range w.likely {
		if g, ok := catalog.ByID(id); ok && !w.rehearsed[id] {
			w.rehearsed[id] = true
			return rehearsal(g), true
		}
	}
	return warmStep{}, false
}

// setupRehearsal is the step that rehearses a setup page as the home
// page's tap on a game draws it, a slice at a time: every game's setup page
// runs the same code, the first game with options the most of it.
func setupRehearsal() warmStep {
	var r *kit.Rehearsal
	return warmStep{"setup page", func() (bool, error) {
		if r == nil {
			id := catalog.All()[0].ID()
			for _, g := range catalog.All() {
				if len(optionsOf(g.ID())) > 0 {
					id = g.ID()
					break
				}
			}
			p := &setupPage{Game: id}
			g, ok := info(p.Game)
			if !ok {
				return false, fmt.Errorf("%s: no such game", p.Game)
			}
			p.fill(g)
			r = kit.Rehearse(p)
			return true, nil
		}
		if r.Step(warmSlice) {
			return true, nil
		}
		return false, r.Err()
	}}
}

// nextGame is the game whose encoders to build now (w locked), and false
// once every game's are built.
func (w *warmQueue) nextGame() (games.Game, bool) {
	if g, ok := catalog.ByID(w.first); ok && !w.done[w.first] {
		w.done[w.first] = true
		return g, true
	}
	for _, g := range catalog.All() {
		if !w.done[g.ID()] {
			w.done[g.ID()] = true
			return g, true
		}
	}
	return nil, false
}

// rehearsal is the step that rehearses game g's table (see
// tableRehearsal), run again until it is done.
func rehearsal(g games.Game) warmStep {
	r := &tableRehearsal{game: g}
	return warmStep{"table " + g.ID(), r.step}
}

// tableRehearsal deals a game at its least table, plays its first moves,
// and rehearses the table as the play page draws it for the seat to act
// (see kit.Rehearsal): the play page's frame, the board, its cards and
// seats, the log of the moves since; and a decision of each bot level on
// it. Each step is one of these: the deal, a move, a bot's decision, the
// frame, then slices of the rehearsal.
type tableRehearsal struct {
	game  games.Game
	table *table.Table
	moves int
	bots  int // the bot decisions rehearsed
	page  playPage
	r     *kit.Rehearsal
}

// step does the rehearsal's next step, and says whether any is left.
func (t *tableRehearsal) step() (again bool, err error) {
	g := t.game
	kg, ok := tableFor(g.ID())
	if !ok {
		return false, fmt.Errorf("%s: no table", g.ID())
	}
	switch {
	case t.table == nil:
		least, _ := g.Players()
		setup := table.Setup{Game: g.ID(), Config: games.Config{Players: least, Seed: 1}}
		for i := range least {
			setup.Seats = append(setup.Seats, table.SeatInfo{Name: tr("setup.seat", i+1), Kind: table.Human})
		}
		if t.table, err = table.New(g, setup); err != nil {
			return false, err
		}
		t.page.drawn = true // the board itself, not its place held
		return true, nil
	case t.r == nil && t.moves < rehearsedMoves && !t.table.Over() && len(t.table.ToAct()) > 0:
		u := t.table.Update(t.table.ToAct()[0])
		t.page.klog.Add(kg, u)
		t.moves++
		if len(u.Legal) == 0 {
			t.moves = rehearsedMoves
			return true, nil
		}
		return true, t.table.Act(u.Seat, u.Legal[0])
	case t.r == nil && t.bots < len(rehearsedLevels) && len(t.table.ToAct()) > 0:
		// The bots' code, as the game's first bot runs it: a short search
		// that hands the page its thread back every few milliseconds.
		job, err := t.table.BotJob(t.table.ToAct()[0])
		if err != nil {
			return false, err
		}
		job.Level = rehearsedLevels[t.bots]
		t.bots++
		ctx, cancel := context.WithTimeout(bot.WithYield(context.Background(), nil), rehearsedThink)
		defer cancel()
		_, err = job.Run(ctx, bot.ChooseLevel, rand.New(rand.NewPCG(1, 2)))
		return true, err
	case t.r == nil:
		if len(t.table.ToAct()) == 0 {
			return false, fmt.Errorf("%s: nobody to act after %d moves", g.ID(), t.table.Seq())
		}
		u := t.table.Update(t.table.ToAct()[0])
		t.page.klog.Add(kg, u)
		t.r = kit.Rehearse(t.page.renderTable(kg, u, nil, nil))
		return true, nil
	}
	if t.r.Step(warmSlice) {
		return true, nil
	}
	return false, t.r.Err()
}

// rehearsedMoves is how many moves a rehearsed table plays before it is
// drawn: the log then has lines, as a table's first drawing often has.
const rehearsedMoves = 3

// rehearsedLevels are the bot levels whose decision a rehearsal makes
// once, on its table: Hard's search (Medium's is the same code) and Easy's
// rules.
var rehearsedLevels = []int{int(bot.Hard), int(bot.Easy)}

// rehearsedThink bounds a rehearsed bot decision: the code runs once, the
// search itself does not matter.
const rehearsedThink = 20 * time.Millisecond

// warmSaved encodes and decodes a saved game with each of its parts.
func warmSaved() error {
	data, err := json.Marshal(session.Saved{
		Setup: table.Setup{Seats: []table.SeatInfo{{}}},
		Log:   []table.Step{{Move: json.RawMessage(`{}`)}},
		Net:   &netplay.Saved{},
		Learn: &session.Learning{},
	})
	if err != nil {
		return err
	}
	var back session.Saved
	return json.Unmarshal(data, &back)
}

// warmGame deals a game of g at its least table and encodes and decodes
// the view of the first seat to act and a legal move of each type, as the
// table and its screen do at every move.
func warmGame(g games.Game) error {
	least, _ := g.Players()
	st, err := g.New(games.Config{Players: least, Seed: 1})
	if err != nil {
		return err
	}
	if len(st.ToAct()) == 0 {
		return fmt.Errorf("%s: nobody to act in a new deal", g.ID())
	}
	seat := st.ToAct()[0]
	view := st.View(seat)
	data, err := json.Marshal(view)
	if err != nil {
		return err
	}
	t := reflect.TypeOf(view)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if err := json.Unmarshal(data, reflect.New(t).Interface()); err != nil {
		return err
	}
	// One move of each type: the encoders are built per type, and a new
	// deal may have hundreds of legal moves (Animalement's bids: decoding
	// them all was a task of half a second on a phone).
	seen := map[reflect.Type]bool{}
	for _, m := range st.Legal(seat) {
		if seen[reflect.TypeOf(m)] {
			continue
		}
		seen[reflect.TypeOf(m)] = true
		raw, err := json.Marshal(m)
		if err != nil {
			return err
		}
		if _, err := g.DecodeMove(raw); err != nil {
			return err
		}
	}
	return nil
}

// whenIdle returns once the browser has time to spare (requestIdleCallback,
// within 3 s), or after a short timer where the browser has none.
func whenIdle() { whenIdleWithin(3 * time.Second) }

// whenIdleWithin is whenIdle with its own bound.
func whenIdleWithin(d time.Duration) {
	done := make(chan struct{})
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		f.Release()
		close(done)
		return nil
	})
	w := app.Window()
	if w.Get("requestIdleCallback").Truthy() {
		w.Call("requestIdleCallback", f, map[string]any{"timeout": d.Milliseconds()})
	} else {
		w.Call("setTimeout", f, 200)
	}
	<-done
}
