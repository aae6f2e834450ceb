package zoo

import (
	"math/rand/v2"

	"menagerie/games"
)

// Determinize returns a copy of the game in which every card observer has
// not seen is dealt again at random: the other players' hands, except the
// cards observer knows are there, and the lone player's set-aside cards.
//
// What observer knows: its own hand (and set-aside cards); every card
// played face up, hence every trick collected; the cards it gave its
// partner and received from it (knows); the public bounds in shown. The
// unknown cards are laid out sorted, then shuffled with rng, so the result
// depends on nothing else. The exchanges observer took no part in are
// forgotten in the copy (their records and the knowledge they gave), since
// observer cannot know them, and the deal PCG is reseeded from rng because
// the real one would tell the next rounds' deals.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	d := *s
	d.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	if s.phase == phaseOver {
		return &d
	}
	o := int(observer)
	if o < 0 || o >= s.players {
		o = -1
	}
	n := s.players
	for x := range n {
		if x != o && (o < 0 || int(s.partner[x]) != o) {
			d.knows[x], d.gave[x] = 0, 0
		}
	}

	unknown := deckFor(n) - s.pile - s.laid
	for x := range n {
		unknown -= s.collected[x]
	}
	if o >= 0 {
		unknown -= s.hand[o] + s.aside[o]
	}
	var kept [maxPlayers]Cards // cards observer can place in each hand
	for x := range n {
		if x == o {
			continue
		}
		k := s.shown[x]
		if o >= 0 && int(s.partner[o]) == x {
			k = k.atLeast(s.knows[o])
		}
		if s.asking && x == int(s.turn) {
			k = k.floorMinus(s.laid) // the bounds count the laid cards as in hand
		}
		kept[x] = k
		unknown -= k
	}

	// Canonical order, then rng: never the order the cards really lie in.
	var list [60]Animal
	m := 0
	for a := range Animal(numAnimals) {
		for range unknown.Count(a) {
			list[m] = a
			m++
		}
	}
	rng.Shuffle(m, func(i, j int) { list[i], list[j] = list[j], list[i] })
	next := 0
	deal := func(c *Cards, count int) {
		for range count {
			*c += CardsOf(list[next], 1)
			next++
		}
	}
	for x := range n {
		if x == o {
			continue
		}
		d.hand[x] = kept[x]
		deal(&d.hand[x], s.hand[x].Total()-kept[x].Total())
	}
	for x := range n {
		if x != o && s.aside[x] != 0 {
			d.aside[x] = 0
			deal(&d.aside[x], s.aside[x].Total())
		}
	}
	return &d
}
