package beavergangui

import (
	"encoding/json"
	"testing"

	"menagerie/games"
	"menagerie/games/beavergang"
)

// TestRoutinePass: at the knock step the routine move is the seat's "don't
// knock", one of its legal moves; at any other step, for another seat or
// a spectator, there is none.
func TestRoutinePass(t *testing.T) {
	tb := newTable(t, 3, 5)
	seat := playTo(t, tb, func(_ games.Seat, v beavergang.View) bool { return v.Step == stepKnock })
	move, say, ok := routine(tb.Update(seat))
	if !ok || say == "" {
		t.Fatalf("no routine move at the knock step (%q)", say)
	}
	var m beavergang.Move
	if err := json.Unmarshal(move, &m); err != nil || m.Kind != beavergang.KindPass {
		t.Fatalf("routine move %s, want a pass", move)
	}
	if err := tb.Act(seat, move); err != nil {
		t.Fatalf("the routine move is refused: %v", err)
	}
	for s := range 3 {
		if _, _, ok := routine(tb.Update(games.Seat(s))); ok {
			t.Errorf("seat %d has a routine move at step %q", s, view(t, tb.Update(games.Seat(s))).Step)
		}
	}
	other := playTo(t, tb, func(_ games.Seat, v beavergang.View) bool { return v.Step == stepKnock })
	if _, _, ok := routine(tb.Update(games.Spectator)); ok {
		t.Error("a spectator has a routine move")
	}
	if _, _, ok := routine(tb.Update((other + 1) % 3)); ok {
		t.Error("a seat not to act has a routine move")
	}
}
