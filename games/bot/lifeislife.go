package bot

import (
	"math"
	"math/rand/v2"

	"menagerie/games"
	lil "menagerie/games/lifeislife"
)

// Life is Life. The hands are hidden but every card laid and taken is
// public; the determinizations deal the rest again, consistently with every
// sudden-death check that passed. The knowledge:
//
//   - A hand is worth, per species, the species' value times the chance
//     that its count is a majority (lilTable.worth): a count above the share of
//     the other players' hands is likely to win, one below is likely not,
//     and with two players left a single card never scores. Sudden-death
//     sets add their own worth. The tree tries the exchanges that raise
//     this worth most, and the playouts lay the cards whose loss costs
//     least and take the row that gains most.
//   - Knocking thresholds: the playouts knock as soon as their hand is
//     worth the threshold of the table (lilTable.knockAt: a hand that good
//     is likely the best), lowered by a point for every turn of the
//     playout, since a long round favours nobody in particular and waiting
//     lets the others catch up; the Hard level does not consider knocking
//     with half of the threshold.
//   - A playout ends with the round and is scored by the lives won or lost,
//     and the win once the game is over.
//   - The other seats choose by their own hands, which the tree cannot
//     see: they play the playout policy, and the tree holds the bot's own
//     exchanges only. The search reads the determinization at every move
//     through the engine's fast paths (AppendLegal, Hand, Rows, LastRound,
//     …): typed values and no garbage, where Legal and the views made a
//     list and strings at every move.

// lifeislifeGame is the bots' knowledge of Life is Life.
type lifeislifeGame struct{}

func init() { know(lifeislifeGame{}) }

func (lifeislifeGame) fits(d games.State) bool { _, ok := d.(*lil.State); return ok }

func (lifeislifeGame) budget(level Level) int {
	if level == Hard {
		return 1200
	}
	return 100
}

func (lifeislifeGame) opponentTree() bool { return false }

func (lifeislifeGame) determinize(s games.State, seat games.Seat, _ Level, rng *rand.Rand) games.State {
	return plainDeterminize(s, seat, rng)
}

// Exchanges per level that the tree tries (the best by lilWorth).
var lilExchanges = [...]int{Medium: 5, Hard: 10}

// lilTable is the worth of every count of every species at a table of
// players players (those still in), for a standard or advanced game.
type lilTable struct {
	players int
	worth   [lil.NumSpecies][11]float64
	// knockAt is the worth of a hand good enough to knock with: measured
	// in playouts, a hand is worth about 60/players + 3 after a few turns
	// of exchanges; knocking wants some more.
	knockAt float64
}

// lilTables caches the tables by players still in (2 … 5) and variant.
var lilTables = func() (t [6][2]lilTable) {
	for n := 2; n <= 5; n++ {
		for adv := range 2 {
			t[n][adv] = newLilTable(n, adv == 1)
		}
	}
	return t
}()

// newLilTable computes lilWorth for each count: the species' value times
// a logistic chance of a majority, which grows with the lead of the count
// over what each other hand holds on average (its share of the cards
// outside the hand) plus what the best of them holds above that.
func newLilTable(players int, advanced bool) lilTable {
	t := lilTable{players: players, knockAt: 0.6*float64(lil.DeckSize)/float64(players) + 9}
	for sp := range lil.Species(lil.NumSpecies) {
		v := sp.Value()
		for c := 1; c <= v; c++ {
			if players == 2 && c < 2 {
				continue // two players left: one card scores nothing
			}
			each := float64(v-c) * 10 / 50
			lead := float64(c) - each - 0.25*float64(players)
			t.worth[sp][c] = float64(v) / (1 + math.Exp(-2*lead))
		}
		set := v
		switch {
		case sp == lil.Cat && advanced:
			set = 0
		case sp == lil.Rabbit, sp == lil.Pig, sp == lil.Cat:
		default:
			set = 0
		}
		if set > 0 {
			// Holding the whole set ends the round at the holder's
			// exchange, every other player losing a life; one short of it
			// is a threat worth something.
			t.worth[sp][set-1] += 3
			t.worth[sp][set] += 20
		}
	}
	return t
}

// value is the worth of hand h.
func (t *lilTable) value(h lil.Cards) float64 {
	sum := 0.0
	for sp := range lil.Species(lil.NumSpecies) {
		sum += t.worth[sp][h.Count(sp)]
	}
	return sum
}

// gain is how much exchanging lay for row changes the worth of hand h.
func (t *lilTable) gain(h, lay, row lil.Cards) float64 {
	g := 0.0
	for sp := range lil.Species(lil.NumSpecies) {
		c := h.Count(sp)
		if n := c - lay.Count(sp) + row.Count(sp); n != c {
			g += t.worth[sp][n] - t.worth[sp][c]
		}
	}
	return g
}

// lilSeen is what one seat sees, as the search needs it.
type lilSeen struct {
	hand  lil.Cards
	rows  [4]lil.Cards
	last  bool // after a knock: this is the seat's last turn
	knock bool // the seat may knock (or pass, in the last turn)
	table *lilTable
	turns int // turns each seat has played in the playout
}

// lilSee is what seat sees in d, a *lil.State.
func lilSee(d games.State, seat games.Seat) lilSeen {
	l := d.(*lil.State)
	return lilSeenOf(l, seat, lilTableOf(l))
}

// lilSeenOf is what seat sees in l, at a table of worths table.
func lilSeenOf(l *lil.State, seat games.Seat, table *lilTable) lilSeen {
	last := l.Knocker() >= 0 // the view's phase "last_turn"
	return lilSeen{
		hand:  l.Hand(seat),
		rows:  l.Rows(),
		last:  last,
		knock: last || l.Exchanged(seat),
		table: table,
	}
}

// lilTableOf is the table of l: its variant, and the players still in.
func lilTableOf(l *lil.State) *lilTable {
	in := 0
	for p := range games.Seat(l.Players()) {
		if l.Lives(p) > 0 {
			in++
		}
	}
	adv := 0
	if l.Advanced() {
		adv = 1
	}
	return &lilTables[max(2, in)][adv]
}

// bestLay is the cheapest set of r cards of the hand to lay for row
// number r (1 … 4): card by card, the one whose loss costs least, counted
// after the row comes in; never the very cards of the row (not a legal
// exchange). ok is false when no lay is possible.
func (s *lilSeen) bestLay(r int) (lay lil.Cards, ok bool) {
	row := s.rows[r-1]
	left := s.hand
	for range r {
		best, bestLoss := -1, math.Inf(1)
		for sp := range lil.Species(lil.NumSpecies) {
			if left.Count(sp) == 0 {
				continue
			}
			n := left.Count(sp) + row.Count(sp)
			if loss := s.table.worth[sp][n] - s.table.worth[sp][n-1]; loss < bestLoss {
				best, bestLoss = int(sp), loss
			}
		}
		if best < 0 {
			return 0, false
		}
		one := lil.Cards(1) << (4 * best)
		left -= one
		lay += one
	}
	if lay == row {
		// Swap one card of the lay for another species of the hand.
		for sp := range lil.Species(lil.NumSpecies) {
			one := lil.Cards(1) << (4 * sp)
			if left.Count(sp) == 0 {
				continue
			}
			for o := range lil.Species(lil.NumSpecies) {
				other := lil.Cards(1) << (4 * o)
				if o != sp && lay.Count(o) > 0 {
					return lay - other + one, true
				}
			}
		}
		return 0, false
	}
	return lay, true
}

// policy is the playouts' move: knock (or pass in the last turn) when the
// hand is worth enough or no exchange gains; else the exchange that gains
// most, with a little noise. A value: the caller boxes it without an
// allocation (Move.Boxed).
func (s *lilSeen) policy(rng *rand.Rand) lil.Move {
	knock := lil.Move{Kind: lil.Knock}
	bestGain, best := math.Inf(-1), knock // knock: no exchange yet
	for r := 1; r <= 4; r++ {
		lay, ok := s.bestLay(r)
		if !ok {
			continue
		}
		g := s.table.gain(s.hand, lay, s.rows[r-1]) + rng.NormFloat64()
		if g > bestGain {
			bestGain, best = g, lil.Move{Kind: lil.Exchange, Row: r, Lay: lay}
		}
	}
	switch {
	case !s.knock:
	case s.last && bestGain <= 0, !s.last && s.table.value(s.hand) >= s.table.knockAt-float64(s.turns):
		return knock
	}
	return best
}

func (lifeislifeGame) easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	seen := lilSee(d, seat)
	if rng.IntN(4) == 0 {
		// Now and then any exchange at all.
		return legal[rng.IntN(len(legal))]
	}
	// Otherwise a rough choice: the playouts' policy with a lot of noise.
	bestGain, best := math.Inf(-1), games.Move(nil)
	for r := 1; r <= 4; r++ {
		if lay, ok := seen.bestLay(r); ok {
			if g := seen.table.gain(seen.hand, lay, seen.rows[r-1]) + 4*rng.NormFloat64(); g > bestGain {
				bestGain, best = g, lil.Move{Kind: lil.Exchange, Row: r, Lay: lay}
			}
		}
	}
	if seen.knock && (best == nil || rng.IntN(5) == 0) {
		return lil.Move{Kind: lil.Knock}
	}
	return best
}

func (lifeislifeGame) simulator(d games.State, seat games.Seat, level Level, _ func() games.State) simulator {
	l := d.(*lil.State)
	return &lilSim{seat: seat, hard: level == Hard, keep: lilExchanges[level], round: l.Round(), table: lilTableOf(l)}
}

// lilSim is the search's knowledge of Life is Life. It reads the
// determinization itself, move by move, through the engine's fast paths:
// the search is about the round at the root, which ends when the engine
// deals the next one or the game ends.
type lilSim struct {
	seat  games.Seat
	hard  bool
	keep  int       // exchanges the tree tries
	round int       // the round at the root
	table *lilTable // the root's: nobody goes out during a round
	moves int       // moves played since the root
	buf   []games.Move
	// legal holds the legal moves of candidates, top and gains the best
	// exchanges among them and their gains: values, reused, so that only
	// the moves kept are boxed (and without an allocation, Move.Boxed).
	legal []lil.Move
	top   []lil.Move
	gains []float64
}

func (s *lilSim) reset(games.State) { s.moves = 0 }

// seen is what actor sees in d, with the playout's turns so far.
func (s *lilSim) seen(d *lil.State, actor games.Seat) lilSeen {
	seen := lilSeenOf(d, actor, s.table)
	seen.turns = s.moves / d.Players()
	return seen
}

// candidates: the exchanges that gain most, and the knock, except for a
// Hard bot whose hand is worth too little to end the round.
func (s *lilSim) candidates(d games.State, actor games.Seat) []games.Move {
	l := d.(*lil.State)
	seen := s.seen(l, actor)
	s.legal = l.AppendLegal(actor, s.legal[:0])
	// The keep best exchanges, best first, kept in order by insertion.
	top, gains := s.top[:0], s.gains[:0]
	hasKnock := false
	for _, mv := range s.legal {
		if mv.Kind != lil.Exchange {
			hasKnock = true
			continue
		}
		g := seen.table.gain(seen.hand, mv.Lay, seen.rows[mv.Row-1])
		if len(top) == s.keep && g <= gains[len(gains)-1] {
			continue
		}
		if len(top) < s.keep {
			top, gains = append(top, lil.Move{}), append(gains, 0)
		}
		i := len(top) - 1
		for ; i > 0 && gains[i-1] < g; i-- {
			top[i], gains[i] = top[i-1], gains[i-1]
		}
		top[i], gains[i] = mv, g
	}
	s.top, s.gains = top, gains
	out := s.buf[:0]
	for _, mv := range top {
		out = append(out, mv.Boxed())
	}
	hopeless := s.hard && actor == s.seat && !seen.last &&
		seen.table.value(seen.hand) < seen.table.knockAt/2
	if hasKnock && !hopeless {
		out = append(out, lil.Move{Kind: lil.Knock}.Boxed())
	}
	if len(out) == 0 {
		out = append(out, s.legal[0].Boxed())
	}
	s.buf = out
	return out
}

// ends: the knock ends the round (or passes in the last turn, where it
// ends nothing the bot could still change).
func (s *lilSim) ends(m games.Move) bool { return m.(lil.Move).Kind == lil.Knock }

func (s *lilSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	seen := s.seen(d.(*lil.State), actor)
	return seen.policy(rng).Boxed()
}

func (s *lilSim) observe(games.State, games.Seat, games.Move) { s.moves++ }

func (s *lilSim) done(d games.State) bool {
	l := d.(*lil.State)
	return l.Round() != s.round || l.Over()
}

// reward: the lives won or lost in the round, from 0 (two lost, or out) to
// 1 (none lost, or one won); once the game is over, the win.
func (s *lilSim) reward(d games.State, out []float64) {
	l := d.(*lil.State)
	if l.Over() {
		for i := range l.Players() {
			out[i] = 0
		}
		out[l.Winner()] = 1
		return
	}
	if lr := l.LastRound(); lr == 0 || lr != s.round { // none yet, or an earlier one
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	for p := range games.Seat(l.Players()) {
		change, gone := l.RoundLives(p)
		out[p] = max(0, min(1, float64(change+2)/2))
		if gone {
			out[p] = 0
		}
	}
}
