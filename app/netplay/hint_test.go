//go:build !js

package netplay

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/bot"
)

// hardHint decides hints as the app does: the strongest bot in the seat's
// place, from a generator seeded for the position, so that a test can
// decide the same hint again.
func hardHint(seed uint64) func(job *table.BotJob) (Hint, error) {
	return func(job *table.BotJob) (Hint, error) {
		move, err := job.Run(context.Background(), bot.ChooseLevel, rand.New(rand.NewPCG(seed, uint64(job.Seq))))
		if err != nil {
			return Hint{}, err
		}
		reason, _ := job.Explain(bot.Explain, move)
		return Hint{Move: move, Reason: reason}, nil
	}
}

func askHintMsg(t *testing.T, base uint64) []byte {
	t.Helper()
	b, err := p2p.Encode(p2p.Msg{Type: p2p.TypeAskHint, Base: base})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHintOverLoopback: in a game whose host allows hints, a guest asks
// for one on its turn and gets the strongest bot's move for its own seat
// (the same the host's table gives for that seat and seed), one of its
// legal moves; a second request for the same position, one for an old
// position and one in a game without hints are refused and change
// nothing; the move played after the hint is marked for every player, the
// host's own hinted moves too, and the marks survive a reload of the host.
func TestHintOverLoopback(t *testing.T) {
	t.Parallel()
	const seed = 424242
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	h := NewHost(newTable(t, "chevaux", 3, seed), Options{Config: loopback(), Hint: hardHint(seed)})
	defer h.Close()
	rec := &received{snaps: make(map[games.Seat][]Snapshot)}
	guest := join(t, h, 1, rec)
	waitFor(t, "a lobby that says hints are allowed", func() bool { l := guest.State().Lobby; return l != nil && l.Hints })
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	// Play until the guest may move.
	var st GuestState
	for {
		st = current(t, h, guest)
		if slices.Contains(st.Snapshot.ToAct, guest.Seat()) {
			break
		}
		if !hostTurn(t, h, rng) {
			t.Fatal("nobody can move")
		}
	}
	if !st.Snapshot.Hints {
		t.Fatal("the guest's snapshot does not say hints are allowed")
	}
	if st.Hint != nil {
		t.Fatal("a hint before asking")
	}
	at := tableSeq(h)
	if err := guest.AskHint(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the hint", func() bool { return guest.State().Hint != nil })
	hint := guest.State().Hint
	t.Logf("hint: %s (%q)", hint.Move, hint.Reason)

	// The same move as the strongest bot in the guest's seat, on the host.
	var job *table.BotJob
	h.Read(func(tb *table.Table) {
		var err error
		if job, err = tb.HintJob(guest.Seat()); err != nil {
			t.Fatal(err)
		}
	})
	want, err := hardHint(seed)(job)
	if err != nil {
		t.Fatal(err)
	}
	if !sameJSON(hint.Move, want.Move) || hint.Reason != want.Reason {
		t.Errorf("hint %s (%q), the hard bot plays %s (%q)", hint.Move, hint.Reason, want.Move, want.Reason)
	}

	// Asking again for this position, or for an old one, is refused.
	refused(t, h, guest, askHintMsg(t, st.Seq), ErrHintAgain.Error())
	refused(t, h, guest, askHintMsg(t, wireSeq(at-1, 0)), ErrStale.Error())

	// The guest plays the hint: every log marks that move.
	if err := guest.Act(hint.Move); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the hinted move", func() bool { return tableSeq(h) > at })
	// Moves are numbered from 1, as the log's lines: the hinted one is at+1.
	if got := h.Hinted(); !slices.Equal(got, []int{at + 1}) {
		t.Errorf("host's hinted moves %v, want [%d]", got, at+1)
	}
	waitFor(t, "the mark on the guest's side", func() bool {
		s := guest.State().Snapshot
		return s != nil && slices.Contains(s.Hinted, at+1)
	})
	h.NoteHint(at + 2) // the host's own seat, say, plays its next move after a hint
	if got := h.Saved().Hinted; !slices.Equal(got, []int{at + 1, at + 2}) {
		t.Errorf("saved hinted moves %v, want [%d %d]", got, at+1, at+2)
	}
	waitFor(t, "the host's mark on the guest's side", func() bool {
		s := guest.State().Snapshot
		return s != nil && slices.Equal(s.Hinted, []int{at + 1, at + 2})
	})
	saved := h.Saved()
	again := NewHost(newTable(t, "chevaux", 3, seed), Options{Config: loopback(), Saved: &saved})
	defer again.Close()
	if got := again.Hinted(); !slices.Equal(got, []int{at + 1, at + 2}) {
		t.Errorf("after a reload the hinted moves are %v", got)
	}

	// A host that does not allow hints refuses them.
	plain := NewHost(newTable(t, "chevaux", 3, seed), Options{Config: loopback()})
	defer plain.Close()
	g2 := join(t, plain, 1, rec)
	waitFor(t, "the lobby", func() bool { return g2.State().Lobby != nil })
	if g2.State().Lobby.Hints {
		t.Error("a lobby without hints says they are allowed")
	}
	if err := plain.Start(); err != nil {
		t.Fatal(err)
	}
	st2 := current(t, plain, g2)
	if st2.Snapshot.Hints {
		t.Error("a game without hints says they are allowed")
	}
	refused(t, plain, g2, askHintMsg(t, st2.Seq), ErrNoHints.Error())
}

// TestGuestRefusesBadHint: a hint that is not one of the guest's legal
// moves on the position shown, or is for another position, or does not
// decode, is refused and nothing is shown.
func TestGuestRefusesBadHint(t *testing.T) {
	snap := &Snapshot{Update: table.Update{Seq: 5, Legal: []json.RawMessage{json.RawMessage(`{"horse":1}`), json.RawMessage(`{"horse":2}`)}}}
	cases := []struct {
		name string
		seq  uint64
		d    string
		ok   bool
	}{
		{"a legal move", wireSeq(5, 1), `{"move": {"horse": 2}, "reason": "chevaux.strongest"}`, true},
		{"not a legal move", wireSeq(5, 1), `{"move": {"horse": 3}}`, false},
		{"another position", wireSeq(4, 0), `{"move": {"horse": 2}}`, false},
		{"an unknown field", wireSeq(5, 1), `{"move": {"horse": 2}, "play": true}`, false},
		{"not JSON", wireSeq(5, 1), `{"move": `, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := &Guest{snap: snap}
			if ok := g.takeHint(c.seq, json.RawMessage(c.d)); ok != c.ok {
				t.Fatalf("takeHint = %v, want %v", ok, c.ok)
			}
			if got := g.hintFor(5) != nil; got != c.ok {
				t.Errorf("hint shown: %v", got)
			}
		})
	}
}
