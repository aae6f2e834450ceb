package kit

import (
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rehearsed is a component that counts its renders and renders inner
// inside an element, or panics when told to.
type rehearsed struct {
	app.Compo
	renders *int
	inner   app.UI
	panics  bool
}

func (c *rehearsed) Render() app.UI {
	*c.renders++
	if c.panics {
		panic("needs its mount")
	}
	return app.Div().Body(app.P().Text("x"), c.inner)
}

// TestRehearsal rehearses a tree with components inside elements inside
// components: each renders once, one that panics is counted and the rest
// goes on, and a step of no time still renders one component.
func TestRehearsal(t *testing.T) {
	var outer, middle, inner, broken int
	tree := app.Section().Body(
		&rehearsed{renders: &outer, inner: app.Span().Body(
			&rehearsed{renders: &middle, inner: &rehearsed{renders: &inner}},
		)},
		app.Ul().Body(app.Li().Body(&rehearsed{renders: &broken, panics: true})),
		app.Text("end"),
	)
	r := Rehearse(tree)
	steps := 0
	for r.Step(0) {
		steps++
	}
	if outer != 1 || middle != 1 || inner != 1 || broken != 1 {
		t.Errorf("renders outer %d, middle %d, inner %d, broken %d; want one each", outer, middle, inner, broken)
	}
	if r.Rendered != 4 || r.Failed != 1 || r.Last == "" || r.Err() == nil {
		t.Errorf("rendered %d, failed %d (%q, %v); want 4, 1 and what it said", r.Rendered, r.Failed, r.Last, r.Err())
	}
	if steps < 4 {
		t.Errorf("%d steps of no time for 4 components: a step took more than one", steps)
	}
	if Rehearse(tree).Step(time.Minute) {
		t.Errorf("a step of a minute left parts of a small tree")
	}
}
