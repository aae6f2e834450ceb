//go:build !js

package netplay

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
)

// cheatGame is a two-player Chevaux game over loopback: the host's human
// at seat 0, a guest at seat 1, with the guest's share in.
func cheatGame(t *testing.T) (*Host, *Guest) {
	t.Helper()
	tb, err := table.New(gameOf("chevaux"), table.Setup{Game: "chevaux", Config: games.Config{Players: 2, Seed: 1, Variant: "battles=6"},
		Seats: []table.SeatInfo{{Name: "Ana", Kind: table.Human}, {Name: "Bea", Kind: table.Remote}}})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHost(tb, Options{Config: loopback()})
	t.Cleanup(func() { h.Close() })
	g := join(t, h, 1, &received{snaps: map[games.Seat][]Snapshot{}})
	waitFor(t, "the share", func() bool { return seatStatus(h, 1) == Connected })
	return h, g
}

// playOut plays the game to its end: the host's human at random, the
// guest at random through Act unless forge says the host plays its move.
func playOut(t *testing.T, h *Host, g *Guest, rng *rand.Rand, forge func(turn int) bool) {
	t.Helper()
	forged := 0
	for turn := 0; !tableOver(h); {
		if hostTurn(t, h, rng) {
			continue
		}
		step := turn
		turn++
		st := current(t, h, g)
		move := st.Snapshot.Legal[rng.IntN(len(st.Snapshot.Legal))]
		seq := tableSeq(h)
		if forge != nil && forge(step) {
			if err := h.Act(1, move); err != nil {
				t.Fatal(err)
			}
			forged++
			continue
		}
		if err := g.Act(move); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the guest's move", func() bool { return tableSeq(h) > seq })
	}
	if forge != nil && forged == 0 {
		t.Fatal("the game ended before the host forged a move")
	}
	waitFor(t, "the reveal", func() bool { return !errors.Is(g.Verify().Err, ErrNoReveal) && !errors.Is(g.Verify().Err, ErrNotOver) })
}

// grind is a cheating host's search: of tries secrets, the one whose deal
// (with the guests' shares) suits it best — here, the smallest seed.
func grind(h *Host, tries int) (secret string) {
	best := ^uint64(0)
	for range tries {
		s := newShare()
		seed, _ := DealSeed(s, h.shares, 2)
		if seed < best {
			best, secret = seed, s
		}
	}
	return secret
}

func TestCheatSeedGrinding(t *testing.T) {
	for _, recommit := range []bool{false, true} {
		h, g := cheatGame(t)
		// After the guest's share, the host tries 15 secrets and keeps
		// the best, keeping its old commitment or announcing a new one.
		h.mu.Lock()
		h.secret = grind(h, 15)
		if recommit {
			h.commit, _ = Commit(h.salt, h.secret)
		}
		h.mu.Unlock()
		if err := h.Start(); err != nil {
			t.Fatal(err)
		}
		playOut(t, h, g, rand.New(rand.NewPCG(1, 1)), nil)
		v := g.Verify()
		want := ErrCommitMismatch
		if recommit {
			want = ErrCommitChanged
			if !g.State().CommitChanged {
				t.Error("the guest was not warned of the new commitment")
			}
		}
		if !errors.Is(v.Err, want) {
			t.Errorf("recommit %v: verdict %v, want %v", recommit, v.Err, want)
		}
	}
}

func TestCheatNewSeedAfterReload(t *testing.T) {
	h, g := cheatGame(t)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	st := current(t, h, g)
	// The host reloads and deals again from a new secret (its saved one
	// dropped), keeping the seats' tokens; the guest comes back with what
	// it kept.
	saved := h.Saved()
	var setup table.Setup
	h.Read(func(tb *table.Table) { setup = tb.Setup() })
	h.Close()
	g.Close()
	saved.Secret, saved.Salt = "", ""
	tb, err := table.New(gameOf(setup.Game), setup)
	if err != nil {
		t.Fatal(err)
	}
	h2 := NewHost(tb, Options{Config: loopback(), Saved: &saved})
	defer h2.Close()
	h2.mu.Lock()
	seed, _ := DealSeed(h2.secret, h2.shares, 2)
	h2.mu.Unlock()
	if err := h2.Apply(func(tb *table.Table) (bool, error) { return true, tb.Reseed(seed) }); err != nil {
		t.Fatal(err)
	}
	g2 := rejoin(t, h2, 1, &received{snaps: map[games.Seat][]Snapshot{}}, g)
	waitFor(t, "the warning", func() bool { return g2.State().CommitChanged })
	if st.Commit == h2.Commitment() {
		t.Fatal("the new host kept the commitment")
	}
	playOut(t, h2, g2, rand.New(rand.NewPCG(2, 2)), nil)
	if v := g2.Verify(); !errors.Is(v.Err, ErrCommitChanged) {
		t.Fatalf("verdict %v", v.Err)
	}
}

func TestCheatForgedMove(t *testing.T) {
	for _, all := range []bool{false, true} {
		h, g := cheatGame(t)
		if err := h.Start(); err != nil {
			t.Fatal(err)
		}
		// The host plays one of the guest's moves for it (or, all: a
		// fabricated game in which the guest made no move).
		playOut(t, h, g, rand.New(rand.NewPCG(3, 3)), func(turn int) bool { return all || turn == 0 })
		v := g.Verify()
		if !errors.Is(v.Err, ErrForgedMove) {
			t.Errorf("all %v: verdict %+v", all, v)
			continue
		}
		// The verdict names the forged move by its number: the guest's
		// first, either way.
		_, log, _ := g.Revealed()
		first := slices.IndexFunc(log, func(st table.Step) bool { return st.Seat == g.Seat() }) + 1
		var d *DealError
		if !errors.As(v.Err, &d) || d.Move != first || d.Detail == "" {
			t.Errorf("all %v: the verdict says %q (%+v), want move %d and the move itself", all, v.Err, d, first)
		}
	}
}

func TestCheatAlteredSnapshot(t *testing.T) {
	h, g := cheatGame(t)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	// Once, the host shows the guest a view with another card.
	done := false
	h.mu.Lock()
	h.alter = func(u *table.Update) {
		if done || u.Seq < 2 {
			return
		}
		var v map[string]any
		if json.Unmarshal(u.View, &v) == nil {
			if c, ok := v["myCard"].(float64); ok {
				v["myCard"] = float64(int(c)%36 + 1)
				u.View, _ = json.Marshal(v)
				done = true
			}
		}
	}
	h.mu.Unlock()
	playOut(t, h, g, rand.New(rand.NewPCG(4, 4)), nil)
	if !done {
		t.Fatal("no snapshot altered")
	}
	v := g.Verify()
	if !errors.Is(v.Err, ErrShownMismatch) {
		t.Fatalf("verdict %+v", v)
	}
	// The position altered came after two moves at least: the verdict
	// names the move to be played on it.
	if d, ok := v.Err.(*DealError); !ok || d.Move < 3 {
		t.Errorf("the verdict says %q, want the move of the altered position", v.Err)
	}
}

// TestHonestHostVerifies is the control: the same game, played fairly,
// checks out.
func TestHonestHostVerifies(t *testing.T) {
	h, g := cheatGame(t)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	playOut(t, h, g, rand.New(rand.NewPCG(5, 5)), nil)
	if v := g.Verify(); v.Err != nil || !v.Share || v.Moves == 0 {
		t.Fatalf("verdict %+v", v)
	}
}
