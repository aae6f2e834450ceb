package ui

import (
	"slices"
	"testing"

	"menagerie/games/catalog"
)

// TestWarmUpEveryGame runs each step of the warm-up: the saved game and
// every game of the catalog encode and decode without an error, so that
// none is left for the first game to build.
func TestWarmUpEveryGame(t *testing.T) {
	if err := warmSaved(); err != nil {
		t.Errorf("the saved game: %v", err)
	}
	for _, g := range catalog.All() {
		if err := warmGame(g); err != nil {
			t.Errorf("%s: %v", g.ID(), err)
		}
	}
}

// TestWarmOrder checks the warm-up's order: the games of the menu in turn,
// each once, but the game whose setup page opened, taken next.
func TestWarmOrder(t *testing.T) {
	all := catalog.All()
	q := newWarmQueue()
	var got []string
	take := func() {
		g, ok := q.nextGame()
		if !ok {
			t.Fatalf("the queue ended after %v", got)
		}
		got = append(got, g.ID())
	}
	take()
	q.first = all[len(all)-1].ID() // the menu's last game's setup page opens
	take()
	q.first = all[0].ID() // warmed already: the menu's order goes on
	for len(got) < len(all) {
		take()
	}
	if g, ok := q.nextGame(); ok {
		t.Errorf("%s came again, after %v", g.ID(), got)
	}
	want := []string{all[0].ID(), all[len(all)-1].ID()}
	for _, g := range all[1 : len(all)-1] {
		want = append(want, g.ID())
	}
	if !slices.Equal(got, want) {
		t.Errorf("warmed %v, want %v", got, want)
	}
}

// TestRehearseEveryTable rehearses each game's table to its end: every
// component of it renders off the page, none left for the page to compile
// in its first drawing.
func TestRehearseEveryTable(t *testing.T) {
	for _, g := range catalog.All() {
		r := &tableRehearsal{game: g}
		steps := 0
		for {
			again, err := r.step()
			if err != nil {
				t.Errorf("%s: step %d: %v", g.ID(), steps, err)
			}
			if !again {
				break
			}
			steps++
		}
		if r.r == nil {
			t.Errorf("%s: the table was not drawn", g.ID())
			continue
		}
		t.Logf("%s: %d steps, %d moves, %d components rendered", g.ID(), steps, r.moves, r.r.Rendered)
		if r.r.Rendered == 0 {
			t.Errorf("%s: no component rendered, want the log's at least", g.ID())
		}
	}
}

// TestRehearseSetupPage rehearses a setup page to its end without a
// failure: the page renders off the screen from its filled form.
func TestRehearseSetupPage(t *testing.T) {
	step := setupRehearsal()
	for n := 0; ; n++ {
		again, err := step.run()
		if err != nil {
			t.Fatalf("step %d: %v", n, err)
		}
		if !again {
			break
		}
		if n > 1000 {
			t.Fatal("the rehearsal of one page does not end")
		}
	}
}

// TestWarmSteps checks the warm-up's steps in order: a setup page, the
// saved game's encoders, then, once a setup page opens, its game's
// encoders and table before the other games' encoders, and last the
// tables the home page may draw at a tap, each once.
func TestWarmSteps(t *testing.T) {
	all := catalog.All()
	q := newWarmQueue()
	var got []string
	take := func() {
		step, ok := q.nextStep()
		if !ok {
			t.Fatalf("the steps ended after %v", got)
		}
		got = append(got, step.name)
	}
	take()
	take()
	first, last := all[len(all)-1].ID(), all[0].ID()
	q.first, q.setup = first, true // the menu's last game's setup page opens
	q.likely = []string{last, first}
	for range 2 + len(all) {
		take()
	}
	if step, ok := q.nextStep(); ok {
		t.Errorf("a step after them all: %s", step.name)
	}
	want := []string{"setup page", "encoders saved", "encoders " + first, "table " + first}
	for _, g := range all[:len(all)-1] {
		want = append(want, "encoders "+g.ID())
	}
	want = append(want, "table "+last) // the other likely table was rehearsed
	if !slices.Equal(got, want) {
		t.Errorf("steps %v,\nwant %v", got, want)
	}
}
