package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
)

// updatesAt is every seat's update (the spectator's first) of the game of
// r after its first k steps, replayed on a table of its own.
func updatesAt(t *testing.T, c config, r Replay, k int) []byte {
	t.Helper()
	tb, err := table.Restore(c.g, r.Setup, r.Log[:k])
	if err != nil {
		t.Fatal(err)
	}
	return allUpdates(t, r, tb.Update)
}

func allUpdates(t *testing.T, r Replay, update func(games.Seat) table.Update) []byte {
	t.Helper()
	var all []table.Update
	for seat := games.Spectator; int(seat) < r.Setup.Config.Players; seat++ {
		all = append(all, update(seat))
	}
	data, err := json.Marshal(all)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A Player shows, at every position it reaches (step by step forward and
// back, and by jumps), exactly the updates the table made then (seeded
// random games, cut at 250 steps: the short games end before).
func TestPlayerPositions(t *testing.T) {
	for _, c := range configs() {
		for seed := uint64(1); seed <= 2; seed++ {
			r := randomGame(t, c, seed, 250)
			p, err := NewPlayer(r)
			if err != nil {
				t.Fatal(err)
			}
			if p.Len() != len(r.Log) || p.Pos() != 0 || !sameReplay(p.Replay(), r) {
				t.Fatalf("%v: new player at %d of %d", c, p.Pos(), p.Len())
			}
			// Forward through the whole game beside a table.
			tb, _ := table.New(c.g, r.Setup)
			for k := 0; ; k++ {
				// One seat in turn, and every seat now and then.
				seat := games.Seat(k % r.Setup.Config.Players)
				a, _ := json.Marshal(p.Update(seat))
				b, _ := json.Marshal(tb.Update(seat))
				if p.Pos() != k || !bytes.Equal(a, b) || k%25 == 0 && !bytes.Equal(allUpdates(t, r, p.Update), allUpdates(t, r, tb.Update)) {
					t.Fatalf("%v seed %d: position %d differs", c, seed, k)
				}
				next, ok := p.Next()
				if k == p.Len() {
					if ok || p.Forward() {
						t.Fatalf("%v: a step after the end", c)
					}
					break
				}
				if !ok || next.Seat != r.Log[k].Seat || !bytes.Equal(next.Move, r.Log[k].Move) {
					t.Fatalf("%v: next at %d is %+v", c, k, next)
				}
				tb.Act(next.Seat, next.Move)
				if !p.Forward() {
					t.Fatalf("%v: no step at %d", c, k)
				}
				if prev, ok := p.Prev(); !ok || prev.Seat != next.Seat {
					t.Fatalf("%v: prev at %d is %+v", c, k+1, prev)
				}
			}
			// Back a few steps, then jumps anywhere.
			rng := rand.New(rand.NewPCG(seed, 5))
			for range 3 {
				if !p.Back() {
					break
				}
				if !bytes.Equal(allUpdates(t, r, p.Update), updatesAt(t, c, r, p.Pos())) {
					t.Fatalf("%v: back to %d differs", c, p.Pos())
				}
			}
			for _, k := range []int{0, p.Len(), rng.IntN(p.Len() + 1), rng.IntN(p.Len() + 1), rng.IntN(p.Len() + 1)} {
				if err := p.Go(k); err != nil {
					t.Fatal(err)
				}
				if p.Pos() != k || !bytes.Equal(allUpdates(t, r, p.Update), updatesAt(t, c, r, k)) {
					t.Fatalf("%v seed %d: jump to %d differs", c, seed, k)
				}
				rv := p.Revealed()
				if !bytes.Equal(allUpdates(t, r, func(s games.Seat) table.Update {
					if s == games.Spectator {
						return rv.Public
					}
					return rv.Seats[s]
				}), allUpdates(t, r, p.Update)) {
					t.Fatalf("%v: revealed position %d differs from its seats' views", c, k)
				}
			}
			if p.Go(0); p.Back() || p.Pos() != 0 {
				t.Fatalf("%v: a step before the deal", c)
			}
			for _, k := range []int{-1, p.Len() + 1} {
				if err := p.Go(k); !errors.Is(err, ErrPosition) || p.Pos() != 0 {
					t.Errorf("%v: Go(%d) = %v", c, k, err)
				}
			}
		}
	}
}

// Rounds cover the game without a gap, each starting at the first
// position the engine numbers it (games.Rounder: Chevaux's are its
// battles); a game without rounds has none.
func TestPlayerRounds(t *testing.T) {
	for _, c := range configs() {
		r := randomGame(t, c, 3, 0)
		p, err := NewPlayer(r)
		if err != nil {
			t.Fatal(err)
		}
		rounds := p.Rounds()
		if _, inRounds := p.at.Round(); !inRounds {
			if rounds != nil || p.Round() != -1 || p.GoRound(0) == nil {
				t.Errorf("%v: rounds %v", c, rounds)
			}
			continue
		}
		if len(rounds) == 0 {
			t.Fatalf("%v: no round in %d steps", c, p.Len())
		}
		if rounds[0].Start != 0 || rounds[len(rounds)-1].End != p.Len() {
			t.Fatalf("%v: rounds %v do not cover 0…%d", c, rounds, p.Len())
		}
		for i, rd := range rounds {
			if i > 0 && (rd.Start != rounds[i-1].End || rd.Number <= rounds[i-1].Number) {
				t.Fatalf("%v: rounds %v and %v", c, rounds[i-1], rd)
			}
			if err := p.GoRound(i); err != nil || p.Pos() != rd.Start || p.Round() != i {
				t.Fatalf("%v: GoRound(%d): at %d, round %d, %v", c, i, p.Pos(), p.Round(), err)
			}
			if n, _ := p.at.Round(); n != rd.Number {
				t.Fatalf("%v: round %d starts showing %d", c, rd.Number, n)
			}
			if p.Back() {
				if n, _ := p.at.Round(); n >= rd.Number {
					t.Fatalf("%v: round %d shows before its start", c, rd.Number)
				}
			}
			if rd.End > rd.Start+1 {
				p.Go(rd.End - 1)
				if p.Round() != i {
					t.Fatalf("%v: the end of round %d is in round %d", c, i, p.Round())
				}
			}
		}
		if err := p.GoRound(len(rounds)); !errors.Is(err, ErrPosition) {
			t.Errorf("%v: GoRound past the last: %v", c, err)
		}
		t.Logf("%v: %d rounds in %d steps", c, len(rounds), p.Len())
	}
}

func TestNewPlayerRefuses(t *testing.T) {
	c := configs()[0]
	r := randomGame(t, c, 1, 12)
	bad := r.clone()
	bad.Log[7].Seat = 7
	var me *MoveError
	if _, err := NewPlayer(bad); !errors.As(err, &me) || me.Step != 8 || !errors.Is(err, ErrBadMove) {
		t.Errorf("bad step: %v", err)
	}
	bad = r.clone()
	bad.Setup.Game = "chess"
	if _, err := NewPlayer(bad); !errors.Is(err, ErrGame) {
		t.Errorf("unknown game: %v", err)
	}
	bad = r.clone()
	bad.Setup.Config.Players = 1
	if _, err := NewPlayer(bad); !errors.Is(err, ErrSetup) {
		t.Errorf("one player: %v", err)
	}
	// A seat not at the table sees what a spectator sees.
	p, _ := NewPlayer(r)
	p.Go(5)
	spec, _ := json.Marshal(p.Update(games.Spectator))
	for _, seat := range []games.Seat{-2, games.Seat(r.Setup.Config.Players), 99} {
		if u, _ := json.Marshal(p.Update(seat)); !bytes.Equal(u, spec) {
			t.Errorf("seat %d sees %s", seat, u)
		}
	}
	// The player keeps its own copy.
	r.Log[0].Seat = 9
	if p.Replay().Log[0].Seat == 9 {
		t.Error("the player shares its replay")
	}
}
