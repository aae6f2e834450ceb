package bot

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
	lil "menagerie/games/lifeislife"
)

// lilSpecies maps the view's species identifiers to species.
var lilSpecies = func() map[string]lil.Species {
	m := map[string]lil.Species{}
	for sp := range lil.Species(lil.NumSpecies) {
		m[sp.String()] = sp
	}
	return m
}()

// lilCards is the multiset of the named cards, as views name them.
func lilCards(names []string) lil.Cards {
	var c lil.Cards
	for _, n := range names {
		c += 1 << (4 * lilSpecies[n])
	}
	return c
}

// TestLilFastAgrees plays random games at every table size, in both
// variants, and checks at every position that what the search reads
// through the engine's fast paths is what it read from Legal and the views
// before: what each seat sees (lilSee, and lilSim.seen with the playout's
// turns), the candidates of a Hard and a Medium search for each seat (the
// same moves, in the same order), whether the root's round is done, and
// the reward, for the round under way and for the last one scored.
func TestLilFastAgrees(t *testing.T) {
	var scored, ended int
	for _, players := range []int{2, 3, 4, 5} {
		for _, variant := range []string{lil.Standard, lil.Advanced} {
			for seed := uint64(1); seed <= 3; seed++ {
				s := newGame(t, table{lil.Game{}, players, variant}, seed).(*lil.State)
				rng := rand.New(rand.NewPCG(seed, 5))
				for step := 0; ; step++ {
					where := fmt.Sprintf("%d players %q, seed %d, step %d", players, variant, seed, step)
					for seat := games.Spectator; seat < games.Seat(players); seat++ {
						if got, want := lilSee(s, seat), lilSeeView(s, seat); got != want {
							t.Fatalf("%s, seat %d: lilSee %+v, from the view %+v", where, seat, got, want)
						}
					}
					if s.LastRound() > 0 {
						scored++
					}
					for _, level := range []Level{Medium, Hard} {
						lilSimAgrees(t, s, level, step, where)
					}
					if s.Over() {
						ended++
						break
					}
					// The playouts' moves, with some at random for variety.
					actor := s.ToAct()[0]
					var m games.Move
					if rng.IntN(4) == 0 {
						legal := s.Legal(actor)
						m = legal[rng.IntN(len(legal))]
					} else {
						seen := lilSee(s, actor)
						seen.turns = step % 8
						m = seen.policy(rng).Boxed()
					}
					if err := s.Apply(actor, m); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if scored == 0 || ended == 0 {
		t.Errorf("%d positions after a round, %d games ended: not all compared", scored, ended)
	}
}

// lilSimAgrees checks the simulator of a search of level at s, for every
// seat, against what Legal and the views give.
func lilSimAgrees(t *testing.T, s *lil.State, level Level, moves int, where string) {
	t.Helper()
	for seat := range games.Seat(s.Players()) {
		sim := lifeislifeGame{}.simulator(s, seat, level, nil).(*lilSim)
		sim.moves = moves // as if a playout had played them
		if s.Over() {
			continue // no moves, no candidates: only the reward below
		}
		actor := s.ToAct()[0]
		got, want := sim.seen(s, actor), lilSeeView(s, actor)
		want.turns = moves / s.Players()
		if got != want {
			t.Fatalf("%s, %v search for seat %d: actor %d sees %+v, from the view %+v", where, level, seat, actor, got, want)
		}
		cands := slices.Clone(sim.candidates(s, actor))
		if want := lilCandidatesView(s, actor, sim.seat, sim.hard, sim.keep, want); !slices.Equal(cands, want) {
			t.Fatalf("%s, %v search for seat %d: actor %d's candidates %v, from Legal %v", where, level, seat, actor, cands, want)
		}
	}
	sim := lifeislifeGame{}.simulator(s, 0, level, nil).(*lilSim)
	for _, round := range []int{s.Round(), s.Round() - 1} {
		sim.round = round
		if got, want := sim.done(s), lilDoneView(s, round); got != want {
			t.Fatalf("%s, root round %d: done %v, from the view %v", where, round, got, want)
		}
		for seat := range games.Seat(s.Players()) {
			sim.seat = seat
			var got, want [maxSeats]float64
			sim.reward(s, got[:])
			lilRewardView(s, seat, round, want[:])
			if got != want {
				t.Fatalf("%s, seat %d, root round %d: reward %v, from the view %v", where, seat, round, got, want)
			}
		}
	}
}

// lilSeeView is what seat sees in d, read from its view: lilSee before the
// fast paths.
func lilSeeView(d games.State, seat games.Seat) lilSeen {
	v := d.View(seat).(*lil.View)
	s := lilSeen{hand: lilCards(v.Hand), last: v.Phase == "last_turn"}
	for r, row := range v.Rows {
		s.rows[r] = lilCards(row)
	}
	in := 0
	for _, p := range v.Players {
		if !p.Out {
			in++
		}
	}
	adv := 0
	if v.Variant == lil.Advanced {
		adv = 1
	}
	s.table = &lilTables[max(2, in)][adv]
	s.knock = s.last || seat >= 0 && v.Players[seat].Exchanged
	return s
}

// lilCandidatesView is lilSim.candidates on Legal's moves, as it was
// before the fast paths, for the search of seat at actor's move, actor
// seeing seen.
func lilCandidatesView(d games.State, actor, seat games.Seat, hard bool, keep int, seen lilSeen) []games.Move {
	legal := d.Legal(actor)
	var out []games.Move
	var gains []float64
	hasKnock := false
	for _, m := range legal {
		mv := m.(lil.Move)
		if mv.Kind != lil.Exchange {
			hasKnock = true
			continue
		}
		g := seen.table.gain(seen.hand, mv.Lay, seen.rows[mv.Row-1])
		if len(out) == keep && g <= gains[len(gains)-1] {
			continue
		}
		if len(out) < keep {
			out, gains = append(out, nil), append(gains, 0)
		}
		i := len(out) - 1
		for ; i > 0 && gains[i-1] < g; i-- {
			out[i], gains[i] = out[i-1], gains[i-1]
		}
		out[i], gains[i] = m, g
	}
	hopeless := hard && actor == seat && !seen.last && seen.table.value(seen.hand) < seen.table.knockAt/2
	if hasKnock && !hopeless {
		out = append(out, lil.Move{Kind: lil.Knock})
	}
	if len(out) == 0 {
		out = append(out, legal[0])
	}
	return out
}

// lilDoneView reports whether round, the root's, has ended, by the view.
func lilDoneView(d games.State, round int) bool {
	v := d.View(games.Spectator).(*lil.View)
	return v.Round != round || v.Phase == "over"
}

// lilRewardView is lilSim.reward read from seat's view, as it was before
// the fast paths, for a search at round.
func lilRewardView(d games.State, seat games.Seat, round int, out []float64) {
	v := d.View(seat).(*lil.View)
	if d.Over() {
		for i := range v.Players {
			out[i] = 0
		}
		out[v.Winner] = 1
		return
	}
	lr := v.LastRound
	if lr == nil || lr.Round != round {
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	for i, l := range lr.Lives {
		out[i] = max(0, min(1, float64(l+2)/2))
	}
	for _, e := range lr.Eliminated {
		out[e] = 0
	}
}
