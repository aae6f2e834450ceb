package beavergangui

import (
	"encoding/json"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// look names a look of one seat in one game: its opening peek of a round
// (slot -1) or the card of a Regarder (slot 0 … 3). A look is a pair of
// moves within its owner's turn: the peek and "ready", or the look and
// "back"; between the two, the engine's view shows the card to that seat.
type look struct {
	game              string // the game's seed commitment
	seat, round, slot int
}

// begun lists the looks begun on this page, each by a tap here: a seat on
// this device looks only when its player taps, on this device. So a look
// in progress that is not listed was begun before the page was loaded: the
// page was reloaded (or the game taken up again) in the middle of it. Such
// a look is never shown again: the board puts the cards back at once, with
// the engine's own move (see board.endStale). The list lives as long as
// the page, not in the saved game.
var begun = map[look]bool{}

// lookNow is the look of seat me in progress in v, if any.
func lookNow(u table.Update, v beavergang.View, me int) (look, bool) {
	if me < 0 || me >= len(v.Seats) {
		return look{}, false
	}
	sv := v.Seats[me]
	switch {
	case v.Step == stepPeek && sv.Peeked && !sv.Ready:
		return look{u.Commit, me, v.Round, -1}, true
	case v.Step == stepLook && v.Turn == me && sv.Look >= 0:
		return look{u.Commit, me, v.Round, sv.Look}, true
	}
	return look{}, false
}

// begin notes that the move raw, about to be sent for the seat on screen
// of u, begins a look, if it does.
func begin(u table.Update, raw json.RawMessage) {
	m, ok := kit.Decode[beavergang.Move](engine, raw)
	var v beavergang.View
	if !ok || kit.DecodeView(u, &v) != nil {
		return
	}
	switch m.Kind {
	case beavergang.KindPeek:
		begun[look{u.Commit, int(u.Seat), v.Round, -1}] = true
	case beavergang.KindLook:
		begun[look{u.Commit, int(u.Seat), v.Round, m.Slot}] = true
	}
}

// stale is the look of the seat on screen that this page did not begin, if
// one is in progress.
func stale(u table.Update, v beavergang.View) (look, bool) {
	l, ok := lookNow(u, v, int(u.Seat))
	if !ok || begun[l] {
		return look{}, false
	}
	return l, true
}

// putBack is the move that ends the look l: "ready" for the opening peek,
// "back" for a Regarder, as the player would.
func putBack(l look) beavergang.Move {
	if l.slot < 0 {
		return beavergang.Move{Kind: beavergang.KindReady}
	}
	return beavergang.Move{Kind: beavergang.KindBack}
}
