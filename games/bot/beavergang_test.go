package bot

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"menagerie/games"
	bg "menagerie/games/beavergang"
)

// bgHardGames plays seeded games of Beaver Gang at four seats, Hard at
// one seat (rotated) against the memory bot, and calls check at each of
// Hard's decisions with a choice, with the state, Hard's seat, the rng
// state Hard decided with (a copy of it replays the decision) and the move
// it chose. The games are the same for every test (their seeds are fixed
// and Hard's search, given its rng, is too): each is played once, its
// decisions kept (bgHardPlayed), and every test checks them all.
func bgHardGames(t *testing.T, seeds int, check func(s games.State, seat games.Seat, rng rand.PCG, m games.Move)) {
	t.Helper()
	for g := range seeds {
		for _, d := range bgHardPlayed(t, g) {
			check(d.s, d.seat, d.rng, d.m)
		}
	}
}

// bgHardDecision is one of Hard's decisions with a choice in a game of
// bgHardGames: the state as Hard saw it (a copy), its seat, the rng state
// it decided with and the move it chose.
type bgHardDecision struct {
	s    games.State
	seat games.Seat
	rng  rand.PCG
	m    games.Move
}

// bgHard holds the decisions of the games bgHardGames played so far.
var bgHard struct {
	sync.Mutex
	games map[int][]bgHardDecision
}

// bgHardPlayed plays game g of bgHardGames (seed 300+g, Hard at seat g%4),
// once per run of the tests, and returns Hard's decisions in it.
func bgHardPlayed(t *testing.T, g int) []bgHardDecision {
	t.Helper()
	bgHard.Lock()
	defer bgHard.Unlock()
	if d, ok := bgHard.games[g]; ok {
		return d
	}
	tb := table{bg.Game{}, 4, ""}
	seed := uint64(300 + g)
	s := newGame(t, tb, seed)
	strong := games.Seat(g % 4)
	pcgs := make([]*rand.PCG, 4)
	peers := make([]*bgPeer, 4)
	for i := range pcgs {
		pcgs[i] = rand.NewPCG(seed, uint64(i))
		peers[i] = &bgPeer{}
	}
	var out []bgHardDecision
	for !s.Over() {
		seat := s.ToAct()[0]
		legal := s.Legal(seat)
		rng := rand.New(pcgs[seat])
		var m games.Move
		switch {
		case len(legal) == 1:
			m = legal[0]
		case seat == strong:
			before := *pcgs[seat]
			m = Choose(context.Background(), s, seat, Hard, rng)
			out = append(out, bgHardDecision{s.Clone(), seat, before, m})
		default:
			m = peers[seat].choose(s, seat, legal, rng)
		}
		if err := s.Apply(seat, m); err != nil {
			t.Fatal(err)
		}
		for i, p := range peers {
			if games.Seat(i) != strong {
				p.watch(s, games.Seat(i))
			}
		}
	}
	if bgHard.games == nil {
		bgHard.games = map[int][]bgHardDecision{}
	}
	bgHard.games[g] = out
	return out
}

// TestBeaverGangHardTakesOnlyLower: Hard takes a discard or keeps a drawn
// card only in place of a card it knows to be higher, or of a card it does
// not know (or an action card, replaced at the end by a number card) when
// the card is below their mean: never a 7, 8 or 9 over a lower card or an
// unknown one.
func TestBeaverGangHardTakesOnlyLower(t *testing.T) {
	takes := 0
	bgHardGames(t, 3, func(s games.State, seat games.Seat, _ rand.PCG, m games.Move) {
		mv := m.(bg.Move)
		if mv.Kind != bg.KindTake && mv.Kind != bg.KindReplace {
			return
		}
		v := s.View(seat).(bg.View)
		in := bgCard(v.Top)
		if mv.Kind == bg.KindReplace {
			in = bgCard(v.Drawn)
		}
		rows, ok := bgProbe(s, seat)
		if !ok {
			t.Fatal("the rows could not be read")
		}
		out := bgValue(bgNone)
		if s.(*bg.State).Knows(seat, seat, mv.Slot) {
			out = bgValue(rows[seat][mv.Slot])
		}
		takes++
		if bgValue(in) >= out {
			t.Errorf("seat %d put a %d in place of a card worth %v to it (%v, its row %v)", seat, in, out, mv, rows[seat])
		}
	})
	if takes < 10 {
		t.Errorf("only %d takes and replacements in the games played", takes)
	}
}

// TestBeaverGangHardKnocks: Hard knocks only when, by its belief over the
// cards it has not seen, its row is expected lower than every other row
// by bgKnockMargin. The decision is replayed with the same rng to read the
// belief the search had.
func TestBeaverGangHardKnocks(t *testing.T) {
	knocks, passes := 0, 0
	bgHardGames(t, 3, func(s games.State, seat games.Seat, pcg rand.PCG, m games.Move) {
		if k := m.(bg.Move).Kind; k != bg.KindKnock {
			if k == bg.KindPass {
				passes++
			}
			return
		}
		knocks++
		rng := rand.New(&pcg)
		d := s.Determinize(seat, rng)
		g := beavergangGame{}
		sim := g.simulator(d, seat, Hard, func() games.State { return g.determinize(s, seat, Hard, rng) }).(*bgSim)
		if sim.belief == nil {
			t.Fatalf("seat %d knocked without a belief", seat)
		}
		if !sim.knockWorth() {
			t.Errorf("seat %d knocked with its row expected at %.1f, the others at %v", seat, sim.belief.expect[seat], sim.belief.expect[:4])
		}
	})
	if knocks == 0 || passes == 0 {
		t.Errorf("%d knocks and %d passes in the games played", knocks, passes)
	}
}

// TestBeaverGangBelief: the belief follows what the other seats did. A
// card another seat knows and keeps in its row is expected lower under the
// belief than under the engine's uniform determinizations, and one a seat
// knows in another's row (given away by its Échange) higher.
func TestBeaverGangBelief(t *testing.T) {
	var kept, keptUniform, given, givenUniform float64
	var nKept, nGiven int
	bgHardGames(t, 2, func(s games.State, seat games.Seat, pcg rand.PCG, m games.Move) {
		rng := rand.New(&pcg)
		d := s.Determinize(seat, rng)
		g := beavergangGame{}
		sim := g.simulator(d, seat, Hard, func() games.State { return g.determinize(s, seat, Hard, rng) }).(*bgSim)
		b := sim.belief
		if b == nil {
			return // the opening peek: no row to read yet
		}
		st := s.(*bg.State)
		total := b.cum[len(b.cum)-1]
		for q := range games.Seat(4) {
			for i := range 4 {
				if q == seat || st.Knows(seat, q, i) {
					continue
				}
				ownerKnows, otherKnows := st.Knows(q, q, i), false
				for o := range games.Seat(4) {
					otherKnows = otherKnows || o != q && o != seat && st.Knows(o, q, i)
				}
				if !ownerKnows && !otherKnows {
					continue
				}
				weighed, uniform := 0.0, 0.0
				prev := 0.0
				for k, rows := range b.rows {
					w := b.cum[k] - prev
					prev = b.cum[k]
					weighed += w / total * bgValue(rows[q][i])
					uniform += bgValue(rows[q][i]) / float64(len(b.rows))
				}
				if ownerKnows {
					kept, keptUniform, nKept = kept+weighed, keptUniform+uniform, nKept+1
				} else {
					given, givenUniform, nGiven = given+weighed, givenUniform+uniform, nGiven+1
				}
			}
		}
	})
	if nKept == 0 || nGiven == 0 {
		t.Fatalf("%d kept cards and %d given ones in the games played", nKept, nGiven)
	}
	t.Logf("kept: %.2f under the belief, %.2f uniform (%d); given: %.2f, %.2f (%d)",
		kept/float64(nKept), keptUniform/float64(nKept), nKept, given/float64(nGiven), givenUniform/float64(nGiven), nGiven)
	if kept >= keptUniform-0.5*float64(nKept) {
		t.Errorf("kept cards: %.2f under the belief, %.2f uniform", kept/float64(nKept), keptUniform/float64(nKept))
	}
	if given <= givenUniform {
		t.Errorf("given cards: %.2f under the belief, %.2f uniform", given/float64(nGiven), givenUniform/float64(nGiven))
	}
}

// TestBeaverGangBeliefCutShort: when a search in time has no more time for
// its pool (det returns nil), the belief weighs the determinizations drawn
// so far and the search draws from them.
func TestBeaverGangBeliefCutShort(t *testing.T) {
	checked := 0
	bgHardGames(t, 1, func(s games.State, seat games.Seat, pcg rand.PCG, m games.Move) {
		rng := rand.New(&pcg)
		d := s.Determinize(seat, rng)
		g := beavergangGame{}
		left := 3
		sim := g.simulator(d, seat, Hard, func() games.State {
			if left == 0 {
				return nil
			}
			left--
			return g.determinize(s, seat, Hard, rng)
		}).(*bgSim)
		if sim.belief == nil {
			return // the opening peek: no row to read yet
		}
		checked++
		if n := len(sim.belief.states); n == 0 || n > 4 {
			t.Fatalf("a pool cut after 3 more draws holds %d determinizations", n)
		}
		if sim.draw(rng) == nil {
			t.Fatal("no determinization drawn from a short pool")
		}
	})
	if checked == 0 {
		t.Fatal("no position with a belief")
	}
}
