package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"menagerie/games"
	"menagerie/games/chevaux"
)

// chevauxTable starts a Chevaux table of three bots with variant.
func chevauxTable(t *testing.T, variant string) *Table {
	t.Helper()
	tb, err := New(chevaux.Game{}, Setup{Game: "chevaux", Config: games.Config{Players: 3, Seed: 12, Variant: variant},
		Seats: []SeatInfo{{Name: "A", Kind: Bot}, {Name: "B", Kind: Bot}, {Name: "C", Kind: Bot}}})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// playRandom plays n random moves (fewer if the game ends).
func playRandom(t *testing.T, tb *Table, n int, rng *rand.Rand) {
	t.Helper()
	for range n {
		if tb.Over() {
			return
		}
		seat := tb.ToAct()[0]
		legal := tb.Update(seat).Legal
		if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// The sheet's 15-minute game: the table keeps the clock and, when the time
// is up, logs the step TimeUp, which ends the game after the battle in
// progress. Restore replays it from the setup and the log, so a guest who
// checks the deal at the end gets the same game.
func TestTimeUpIsLoggedAndReplays(t *testing.T) {
	tb := chevauxTable(t, "time=15")
	if !tb.Timed() || tb.Deadline() != 0 {
		t.Fatalf("timed %v, deadline %d", tb.Timed(), tb.Deadline())
	}
	start := time.UnixMilli(1_700_000_000_000)
	if !tb.StartClock(start) || tb.StartClock(start.Add(time.Minute)) {
		t.Fatal("the clock starts once")
	}
	deadline := start.Add(15 * time.Minute)
	if c := tb.Update(1).Clock; c == nil || c.Limit != 15*60*1000 || c.Deadline != deadline.UnixMilli() || c.Up {
		t.Fatalf("clock %+v", c)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	// Into a battle: the leader has chosen.
	playRandom(t, tb, 4, rng)
	for p := phaseOf(t, tb); p != "announcing" && p != "result"; p = phaseOf(t, tb) {
		playRandom(t, tb, 1, rng)
	}
	if tb.Due(deadline.Add(-time.Millisecond)) || !tb.Due(deadline) {
		t.Fatal("due before the deadline, or not at it")
	}
	// Nobody but the table makes that step, and only that one.
	for _, c := range []struct {
		seat games.Seat
		move string
	}{{0, string(TimeUp)}, {games.Spectator, `{"end":"now"}`}, {games.Spectator, `{"k":"keep"}`}, {-2, string(TimeUp)}} {
		seq := tb.Seq()
		if err := tb.Act(c.seat, json.RawMessage(c.move)); err == nil || tb.Seq() != seq {
			t.Errorf("Act(%d, %s) = %v", c.seat, c.move, err)
		}
	}
	seq := tb.Seq()
	if err := tb.Act(games.Spectator, TimeUp); err != nil {
		t.Fatal(err)
	}
	if tb.Seq() != seq+1 || tb.Over() || tb.Due(deadline) {
		t.Fatalf("after the time-up: seq %d, over %v", tb.Seq(), tb.Over())
	}
	if err := tb.Act(games.Spectator, TimeUp); err == nil || tb.Seq() != seq+1 {
		t.Errorf("a second time-up: %v", err)
	}
	u := tb.Update(2)
	if !u.Clock.Up || !bytes.Contains(u.View, []byte(`"ending":true`)) {
		t.Errorf("update after the time-up: clock %+v, view %s", u.Clock, u.View)
	}
	for _, ev := range u.Events {
		if ev.Seat < 0 {
			t.Errorf("the table's step is an event: %+v", ev)
		}
	}
	// The battle in progress is played out, then the game is over.
	for !tb.Over() {
		playRandom(t, tb, 1, rng)
	}
	var v chevaux.View
	if err := json.Unmarshal(tb.Update(games.Spectator).View, &v); err != nil || v.End != "time" {
		t.Fatalf("end %q (%v)", v.End, err)
	}
	log := tb.Log()
	if st := log[seq]; st.Seat != games.Spectator || !bytes.Equal(st.Move, TimeUp) {
		t.Fatalf("step %d is %+v", seq, st)
	}
	back, err := Restore(chevaux.Game{}, tb.Setup(), log)
	if err != nil {
		t.Fatal(err)
	}
	for seat := games.Spectator; seat < 3; seat++ {
		a, _ := json.Marshal(tb.Update(seat).View)
		b, _ := json.Marshal(back.Update(seat).View)
		if !bytes.Equal(a, b) || back.Seq() != tb.Seq() || !back.Over() {
			t.Errorf("seat %d: the restored game differs:\n%s\n%s", seat, a, b)
		}
	}
	if err := tb.Act(games.Spectator, TimeUp); !errors.Is(err, ErrGameOver) {
		t.Errorf("time-up after the end: %v", err)
	}
}

// phaseOf is the phase of the game at tb.
func phaseOf(t *testing.T, tb *Table) string {
	t.Helper()
	var v chevaux.View
	if err := json.Unmarshal(tb.Update(games.Spectator).View, &v); err != nil {
		t.Fatal(err)
	}
	return v.Phase
}

// A game without a clock has none: no Clock in its updates, no deadline,
// and the time-up step is refused.
func TestNoClockWithoutTimeLimit(t *testing.T) {
	for _, variant := range []string{"", "all", "battles=20"} {
		tb := chevauxTable(t, variant)
		if tb.Timed() || tb.StartClock(time.Now()) || tb.Update(0).Clock != nil || tb.SetDeadline(5) == nil || tb.Due(time.Now()) {
			t.Errorf("%q has a clock", variant)
		}
		if err := tb.Act(games.Spectator, TimeUp); !errors.Is(err, ErrNotTimed) || tb.Seq() != 0 {
			t.Errorf("%q: time-up %v", variant, err)
		}
	}
	// The deadline saved with a game comes back with it.
	tb := chevauxTable(t, "time=15")
	if err := tb.SetDeadline(1234); err != nil || tb.Deadline() != 1234 || tb.Update(1).Clock.Deadline != 1234 {
		t.Errorf("SetDeadline: %v, %d", err, tb.Deadline())
	}
}
