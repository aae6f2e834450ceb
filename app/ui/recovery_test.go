package ui

import (
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestTapsWaitForRecovery: the home page is drawn before storage holds the
// newest saved games, and a tap that reads or writes one waits for the
// recovery, then runs once, in the order of the taps.
func TestTapsWaitForRecovery(t *testing.T) {
	recovery.done, recovery.waiting = false, nil
	t.Cleanup(func() { recovery.done, recovery.waiting = false, nil })
	var ctx app.Context
	var ran []string
	tap := func(name string) func(app.Context) {
		return func(app.Context) { ran = append(ran, name) }
	}
	afterRecovery(ctx, tap("play"))
	afterRecovery(ctx, tap("discard"))
	if len(ran) != 0 {
		t.Fatalf("taps ran before the recovery: %v", ran)
	}
	s := &Shell{}
	s.recover(ctx)
	if !recovery.done || !slices.Equal(ran, []string{"play", "discard"}) {
		t.Fatalf("after the recovery: recovered %v, ran %v", recovery.done, ran)
	}
	afterRecovery(ctx, tap("later"))
	s.recover(ctx) // the timeout after the answer: nothing runs twice
	if !slices.Equal(ran, []string{"play", "discard", "later"}) {
		t.Fatalf("a tap after the recovery: ran %v", ran)
	}
}
