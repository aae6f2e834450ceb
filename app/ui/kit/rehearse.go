package kit

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Rehearsal runs ahead, off the page, the Render code of a screen that the
// page is about to draw for the first time: each component of the tree is
// rendered, and what it renders is walked in turn. Nothing is mounted.
//
// The browser compiles a WebAssembly function the first time it runs (V8's
// lazy compilation): a game's first table ran its board's, its cards' and
// its seats' code for the first time in the page, and compiling it was
// about half of that first drawing's tasks on a phone (each over 100 ms at
// 4× CPU slowdown, none with every function compiled at load). Rehearsed
// in the page's idle time, in steps, that compiling is done before the
// player's tap.
//
// A component whose Render needs what only mounting gives it (a context
// kept from OnMount) may fail: its part is then left for the page, and the
// rehearsal goes on with the rest.
type Rehearsal struct {
	todo []app.UI
	// Rendered counts the components rendered.
	Rendered int
	// Failed counts the components whose Render panicked.
	Failed int
	// Last is what the last failure said.
	Last string
}

// Rehearse is a rehearsal of ui, not begun.
func Rehearse(ui ...app.UI) *Rehearsal { return &Rehearsal{todo: ui} }

// Step renders the rehearsal's next components, for about d at most (a
// component's Render is not cut), and says whether any is left.
func (r *Rehearsal) Step(d time.Duration) (more bool) {
	start := time.Now()
	for len(r.todo) > 0 {
		ui := r.todo[len(r.todo)-1]
		r.todo = r.todo[:len(r.todo)-1]
		r.visit(ui)
		if time.Since(start) >= d {
			break
		}
	}
	return len(r.todo) > 0
}

// Err says, once the rehearsal is done, how many of its components failed
// and what the last said; nil when none did.
func (r *Rehearsal) Err() error {
	if r.Failed == 0 {
		return nil
	}
	return fmt.Errorf("%d parts not rehearsed, the last: %s", r.Failed, r.Last)
}

// visit renders a component, or takes an element's parts, onto the list.
func (r *Rehearsal) visit(ui app.UI) {
	switch v := ui.(type) {
	case nil:
	case app.HTML:
		el := goappElement(v)
		if !el.IsValid() {
			return
		}
		kids := unexported(el, "children")
		if !kids.IsValid() {
			return
		}
		children, _ := kids.Interface().([]app.UI)
		for i := len(children) - 1; i >= 0; i-- {
			r.todo = append(r.todo, children[i])
		}
	case app.Composer:
		defer func() {
			if p := recover(); p != nil {
				r.Failed++
				r.Last = fmt.Sprintf("%T: %v", v, p)
			}
		}()
		r.Rendered++
		r.todo = append(r.todo, v.Render())
	}
}
