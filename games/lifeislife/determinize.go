package lifeislife

import (
	"math/rand/v2"

	"menagerie/games"
)

// Determinize returns a copy of the game in which everything observer has
// not seen is dealt again at random: the cards of the other hands not known
// to be there (everybody saw which rows went into a hand and which cards
// came out of it) and the cards set aside. The deals of future rounds are
// unknown too, so the copy's PCG is reseeded from rng. Any seat not at the
// table (games.Spectator) knows no hand.
//
// The deal agrees, by construction, with every sudden-death check the
// observer saw pass: no other hand holds a count of cats, rabbits or pigs
// that would have shown a set after one of its player's exchanges this
// round (State.forbid). It is drawn uniformly among the deals that agree:
// first the counts of those species in each hand, from their exact
// distribution (see constrained), then the other cards, listed in species
// order and shuffled. So the result depends only on what observer knows
// and on rng.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	d := s.clone()
	if !s.Over() {
		d.redeal(observer, rng)
	}
	d.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return d
}

// hiddenHand is a hand partly unknown to the observer.
type hiddenHand struct {
	seat  int
	known Cards // the cards everybody knows it holds
	need  int   // how many more it holds
	// counts of each constrained species (see constrained) it gets, then
	// how many of the other cards.
	counts [len(setSpecies)]int
	others int
}

// redeal resamples the hidden cards of s as seen by observer.
func (s *State) redeal(observer games.Seat, rng *rand.Rand) {
	unknown := fullDeck
	for _, row := range s.rows {
		unknown -= row
	}
	var buf [maxPlayers]hiddenHand
	hands := buf[:0]
	for p := range s.players {
		switch {
		case games.Seat(p) == observer:
			unknown -= s.hands[p]
		case s.lives[p] > 0:
			unknown -= s.known[p]
			hands = append(hands, hiddenHand{seat: p, known: s.known[p], need: handSize - s.known[p].Len()})
		}
	}
	// On the stack: a search determinizes at every iteration.
	var c constraint
	s.constrained(&c, hands, unknown)
	c.draw(hands, rng)

	// The cards of the other species, in species order, shuffled, fill the
	// rest of each hand in seat order; what is left is set aside.
	var pool [DeckSize]Species
	cards := pool[:0]
	for sp := range Species(NumSpecies) {
		if !c.has(sp) {
			for range unknown.Count(sp) {
				cards = append(cards, sp)
			}
		}
	}
	rng.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
	aside := unknown
	for _, h := range hands {
		hand := h.known
		for i, sp := range c.species[:c.n] {
			hand = hand.add(sp, h.counts[i])
		}
		for _, sp := range cards[:h.others] {
			hand = hand.add(sp, 1)
		}
		cards = cards[h.others:]
		aside -= hand - h.known
		s.hands[h.seat] = hand
	}
	s.aside = aside
}

// maxStates bounds the joint counts of the constrained species: at most
// 5 rabbits, 5 pigs and 4 cats, 6 × 6 × 5.
const maxStates = 6 * 6 * 5

// constraint is the deal's knowledge of the set species: the species some
// hidden hand is forbidden a count of that the deal could give it (the
// constrained species; the others deal freely), and, for every joint count
// of them still to deal and every hand, the weight of the ways to deal
// them to that hand and the next ones.
type constraint struct {
	s       *State
	n       int                      // constrained species
	species [len(setSpecies)]Species // the constrained species
	set     [len(setSpecies)]int     // their index in setSpecies
	unknown [len(setSpecies)]int     // how many of each are unknown
	radix   [len(setSpecies)]int     // unknown + 1: a state is a mixed-radix number of counts left
	states  int
	total   int // unknown cards in all
	// weight[j][state] is, for the cards of the hands j, j+1, … and the
	// cards set aside, with state the constrained cards still to deal, the
	// sum over the deals that agree of Π 1/(count of a species in a place)!
	// over places and constrained species, times Π 1/(other cards in a
	// place)!: proportional to the number of orders of the shuffled cards
	// that make those deals (multivariate hypergeometric weights). Rows 0
	// to len(hands) are used: a fixed size, so that it needs no allocation.
	weight [maxPlayers + 1][maxStates]float64
}

// invFact[k] is 1/k!.
var invFact = func() (f [DeckSize + 1]float64) {
	f[0] = 1
	for k := 1; k <= DeckSize; k++ {
		f[k] = f[k-1] / float64(k)
	}
	return f
}()

// has reports whether sp is a constrained species.
func (c *constraint) has(sp Species) bool {
	for _, x := range c.species[:c.n] {
		if x == sp {
			return true
		}
	}
	return false
}

// counts splits a state into the counts left of each constrained species.
func (c *constraint) counts(state int) (k [len(setSpecies)]int, sum int) {
	for i := range c.n {
		k[i] = state % c.radix[i]
		state /= c.radix[i]
		sum += k[i]
	}
	return k, sum
}

// allowed reports whether hand h may end with x more cards of each
// constrained species: no count that would have shown a set.
func (s *State) allowed(h *hiddenHand, c *constraint, x [len(setSpecies)]int) bool {
	for i, sp := range c.species[:c.n] {
		if s.forbid[h.seat][c.set[i]]>>(h.known.Count(sp)+x[i])&1 != 0 {
			return false
		}
	}
	return true
}

// constrained fills c, which is zero, with the constrained species of the
// deal of unknown to hands and the weights of every way to deal them, from
// the last hand back.
func (s *State) constrained(c *constraint, hands []hiddenHand, unknown Cards) {
	c.s, c.states, c.total = s, 1, unknown.Len()
	for i, sp := range setSpecies[:s.activeSets()] {
		u := unknown.Count(sp)
		reachable := false
		for _, h := range hands {
			lo := h.known.Count(sp)
			for k := lo; k <= lo+min(u, h.need); k++ {
				reachable = reachable || s.forbid[h.seat][i]>>k&1 != 0
			}
		}
		if reachable {
			c.species[c.n], c.set[c.n], c.unknown[c.n], c.radix[c.n] = sp, i, u, u+1
			c.states *= u + 1
			c.n++
		}
	}
	if c.n == 0 {
		return
	}
	// left[j] is how many cards the hands j, j+1, … and the set-aside get.
	var left [maxPlayers + 1]int
	left[len(hands)] = c.total
	for _, h := range hands {
		left[len(hands)] -= h.need
	}
	for j := len(hands) - 1; j >= 0; j-- {
		left[j] = left[j+1] + hands[j].need
	}
	last := &c.weight[len(hands)]
	for state := range c.states {
		k, sum := c.counts(state)
		if others := left[len(hands)] - sum; others >= 0 {
			w := invFact[others]
			for i := range c.n {
				w *= invFact[k[i]]
			}
			last[state] = w
		}
	}
	for j := len(hands) - 1; j >= 0; j-- {
		for state := range c.states {
			c.weight[j][state] = 0
			c.each(&hands[j], state, left[j], j, func(_ [len(setSpecies)]int, _ int, w float64) {
				c.weight[j][state] += w
			})
		}
	}
}

// each calls f for every way to deal hand h (the j-th) its share of the
// cards when state holds the constrained cards still to deal and left
// cards remain in all: x of each constrained species and others of the
// rest, that agrees with h's checks, with its weight (that of the hand
// times that of dealing the remaining cards to the next hands).
func (c *constraint) each(h *hiddenHand, state, left, j int, f func(x [len(setSpecies)]int, others int, w float64)) {
	have, sum := c.counts(state)
	free := left - sum // other cards still to deal
	var x [len(setSpecies)]int
	var rec func(i, taken, next int, w float64)
	rec = func(i, taken, next int, w float64) {
		if i == c.n {
			others := h.need - taken
			if others < 0 || others > free || !c.s.allowed(h, c, x) {
				return
			}
			if rest := c.weight[j+1][next]; rest > 0 {
				f(x, others, w*invFact[others]*rest)
			}
			return
		}
		step := 1
		for k := range i {
			step *= c.radix[k]
		}
		for k := 0; k <= have[i] && taken+k <= h.need; k++ {
			x[i] = k
			rec(i+1, taken+k, next-k*step, w*invFact[k])
		}
		x[i] = 0
	}
	rec(0, 0, state, 1)
}

// draw chooses, hand by hand, the counts of the constrained species and of
// the other cards each hidden hand gets, each with its probability among
// the deals that agree with every check.
func (c *constraint) draw(hands []hiddenHand, rng *rand.Rand) {
	if c.n == 0 {
		for j := range hands {
			hands[j].others = hands[j].need
		}
		return
	}
	state := c.states - 1 // every unknown card still to deal
	left := c.total
	for j := range hands {
		h := &hands[j]
		total := c.weight[j][state]
		if total <= 0 {
			// The real deal agrees with every check, so some deal does.
			panic("lifeislife: no deal agrees with the sudden-death checks")
		}
		r := rng.Float64() * total
		var pick [len(setSpecies)]int
		pickOthers, picked := -1, false
		c.each(h, state, left, j, func(x [len(setSpecies)]int, others int, w float64) {
			if picked {
				return
			}
			pick, pickOthers = x, others
			if r -= w; r < 0 {
				picked = true
			}
		})
		h.counts, h.others = pick, pickOthers
		step := 1
		for i := range c.n {
			state -= pick[i] * step
			step *= c.radix[i]
		}
		left -= h.need
	}
}
