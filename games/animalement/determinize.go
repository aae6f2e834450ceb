package animalement

import (
	"math/rand/v2"
	"slices"

	"menagerie/games"
)

// Determinize returns a copy in which the order of the face-down animal
// cards, the only thing nobody has seen, is shuffled anew with rng, and the
// deal's PCG is replaced by one seeded from rng. Every seat knows the same
// things (the money in each hand follows from the cards laid face-up), so
// the result is the same for every observer.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	d := *s
	rest := d.deck[d.next:]
	// Canonical order first: the shuffle must not depend on the real order.
	slices.Sort(rest)
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	d.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return &d
}
