package bot

import (
	"math"
	"math/rand/v2"

	"menagerie/games"
	bg "menagerie/games/beavergang"
)

// Beaver Gang, Hard: a belief over the cards the bot has not seen.
//
// The engine's determinizations deal every unseen card uniformly among the
// places the bot has not seen. But the other seats saw some of those
// cards and acted on them: a card a seat knows and keeps in its row (its
// opening look, a Regarder, a card it put there) is likely low, since it
// would have replaced it otherwise; a card a seat knows in another row got
// there by its Échange, given away, so it was not wanted. Who knows which
// card is public (everybody saw who looked where and where the cards
// went: bg.State.Knows). The bot draws bgPool determinizations, weighs
// each by how well its cards fit those acts, and every search iteration
// plays one of them drawn by weight. The same weighted pool gives the
// expected total of every row, which settles when knocking is worth
// considering.

// bgPool is how many determinizations the belief weighs.
const bgPool = 160

// The weight of a determinization is exp(-bgKeptLow·v) for each card of
// value v a seat knows and keeps, exp(bgGivenHigh·v) for each card a seat
// knows in another's row, over the cards the bot does not know.
const (
	bgKeptLow   = 0.25
	bgGivenHigh = 0.15
)

// bgKnockMargin is how much lower than every other row the bot's row must
// be expected to score for a knock to be worth searching: after a knock,
// every other seat has one more turn to lower its row.
const bgKnockMargin = 2.0

// bgBelief is the weighted pool.
type bgBelief struct {
	states []games.State
	rows   [][bgMaxSeats][4]int8
	cum    []float64 // cumulative weights
	// expect is each seat's expected row total under the belief, an action
	// card counting as the mean number card that replaces it.
	expect [bgMaxSeats]float64
}

// believe draws and weighs the pool, the first determinization d, and
// sets what the bot knows (the slots on which the whole pool agrees).
func (s *bgSim) believe(d games.State, det func() games.State) {
	b := &bgBelief{}
	var logw []float64
	for k := 0; k < bgPool; k++ {
		if k > 0 {
			if d = det(); d == nil {
				break // a search in time: the pool drawn so far
			}
		}
		rows, ok := bgProbe(d, s.seat)
		if !ok {
			continue
		}
		b.states = append(b.states, d)
		b.rows = append(b.rows, rows)
		logw = append(logw, bgLogWeight(d.(*bg.State), s.seat, s.n, &rows))
	}
	top := math.Inf(-1)
	for _, w := range logw {
		top = max(top, w)
	}
	total := 0.0
	for k, w := range logw {
		wk := math.Exp(w - top)
		total += wk
		b.cum = append(b.cum, total)
		for p := range s.n {
			for _, c := range b.rows[k][p] {
				b.expect[p] += wk * bgValue(c)
			}
		}
	}
	for p := range s.n {
		b.expect[p] /= max(total, 1e-300)
		for i := range 4 {
			s.known[p][i] = bgNone
			if len(b.rows) > 0 && b.states[0].(*bg.State).Knows(s.seat, games.Seat(p), i) {
				s.known[p][i] = b.rows[0][p][i]
			}
		}
	}
	s.belief, s.next = b, -1
	if len(b.states) == 0 {
		s.belief = nil
	}
}

// bgLogWeight is the log of the weight of determinization d, whose rows
// are rows, for the bot at seat.
func bgLogWeight(d *bg.State, seat games.Seat, n int, rows *[bgMaxSeats][4]int8) float64 {
	w := 0.0
	for q := range n {
		for i := range 4 {
			if d.Knows(seat, games.Seat(q), i) {
				continue
			}
			v := bgValue(rows[q][i])
			for o := range n {
				switch {
				case games.Seat(o) == seat || !d.Knows(games.Seat(o), games.Seat(q), i):
				case o == q:
					w -= bgKeptLow * v
				default:
					w += bgGivenHigh * v
				}
			}
		}
	}
	return w
}

// draw returns a copy of a determinization of the pool drawn by weight,
// valid until the next draw;
// the next reset reads its rows from the pool. Without a belief (Medium)
// it returns nil: the search draws the level's own determinizations.
func (s *bgSim) draw(rng *rand.Rand) games.State {
	b := s.belief
	if b == nil {
		return nil
	}
	x := rng.Float64() * b.cum[len(b.cum)-1]
	lo, hi := 0, len(b.cum)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if b.cum[mid] > x {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	s.next = lo
	// Each iteration plays its determinization to the end and then draws
	// the next: one state, copied into, serves them all.
	if s.scratch == nil {
		s.scratch = new(bg.State)
	}
	return b.states[lo].(*bg.State).CloneInto(s.scratch)
}

// knockWorth reports whether the bot's row is expected to score lower than
// every other row by bgKnockMargin under the belief.
func (s *bgSim) knockWorth() bool {
	b := s.belief
	for p := range s.n {
		if games.Seat(p) != s.seat && b.expect[s.seat] > b.expect[p]-bgKnockMargin {
			return false
		}
	}
	return true
}
