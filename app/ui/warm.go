package ui

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/session"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// warmUp does ahead, in the page's idle time, the first uses of
// encoding/json that a game's start would otherwise pay in its first
// frames: the first time a type is encoded or decoded, the package builds
// its encoder and decoder by reflection, and on a phone the saved game's
// types took about 60 ms of the start's first task, a game's view about 50
// more in its first two. One step at a time, each when the page is idle:
// the saved game, then each game's view and moves from a new deal — the
// game whose setup page is on screen first (see warmFirst). Once a game is
// on the device the warm-up stops: that game has built what it needs, and
// a step would only land in its table's busy tasks (the idle callback's 3
// s bound comes due while a table is drawn). A step that fails only leaves
// the first game to build them itself: it is logged, and the app goes on.
func warmUp() {
	go func() {
		step := warmSaved
		for {
			whenIdle()
			if device.Game() != nil {
				return
			}
			func() {
				defer func() {
					if r := recover(); r != nil {
						app.Log("warm-up:", r)
					}
				}()
				if err := step(); err != nil {
					app.Log("warm-up:", err)
				}
			}()
			g, ok := warm.next()
			if !ok {
				return
			}
			step = func() error { return warmGame(g) }
		}
	}()
}

// warmQueue is what the warm-up has left to do: the games not warmed yet,
// taken in menu order but for the game on screen, taken first.
type warmQueue struct {
	sync.Mutex
	done  map[string]bool // the games warmed, by id
	first string          // the game whose setup page is on screen
}

// warm is the app's warm-up queue.
var warm = newWarmQueue()

// newWarmQueue is a queue with every game still to warm.
func newWarmQueue() *warmQueue { return &warmQueue{done: map[string]bool{}} }

// warmFirst has the warm-up take game id next, if it has not yet: the
// player, on its setup page, is about to start it (a game of the menu's
// end would otherwise come last, after the player's tap).
func warmFirst(id string) {
	warm.Lock()
	defer warm.Unlock()
	warm.first = id
}

// next is the game to warm now, and false once every game is warmed.
func (w *warmQueue) next() (games.Game, bool) {
	w.Lock()
	defer w.Unlock()
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
