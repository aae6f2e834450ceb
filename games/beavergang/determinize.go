package beavergang

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"menagerie/games"
)

// Determinize returns a copy of the game in which every card observer has
// not seen is resampled, with perfect recall of what it saw.
//
// What an observer knows of a card that is not face up is either its exact
// value (known, kept) or only the shuffle it came from: the deal, or one of
// the rebuilds of the draw pile, whose cards were all public when they were
// shuffled. Cards move between places only by public moves, so every seat
// can follow each unseen card's shuffle (its pool). Given what the observer
// saw, each pool's unseen cards are a uniformly random arrangement of a
// multiset it can work out, independent of the other pools; so each pool is
// resampled on its own: its cards sorted, then shuffled with rng, then laid
// in the pool's places in a fixed order. The game's PCG is replaced by one
// seeded from rng, since the real one would tell the next shuffles.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	o := int(observer)
	if o < 0 || o >= s.n {
		o = s.n
	}
	return s.resampled(func(p int) uint8 { return s.known[o*s.n+p] }, o == s.turn, rng)
}

// Forget is Determinize for an observer without memory: it keeps what
// everybody saw and what observer sees at this moment (the cards its view
// shows face up, its drawn card), and resamples every other card, including
// those observer saw before. The cards on show are set aside from their
// pools, so the rest of each pool is resampled given them, as Determinize
// does for remembered cards. Called on a determinization for observer, it
// reads nothing observer could not know.
func (s *State) Forget(observer games.Seat, rng *rand.Rand) games.State {
	o := int(observer)
	if o < 0 || o >= s.n {
		return s.Determinize(observer, rng)
	}
	return s.resampled(func(p int) uint8 { return s.known[s.n*s.n+p] | s.shown(p, o) }, o == s.turn, rng)
}

// place is a card's place and the pool its card comes from.
type place struct {
	pool int32
	card *Card
}

// resampled returns a copy of s in which every card of a row not in
// known(seat), the drawn card unless drawnKnown, and the draw pile are
// redealt pool by pool, with a PCG of its own.
func (s *State) resampled(known func(p int) uint8, drawnKnown bool, rng *rand.Rand) *State {
	d := s.clone()
	// Every card but the discards has a place here: arrays of the deck's
	// size keep the lists off the heap.
	var placeBuf [deckSize]place
	var cardBuf [deckSize]Card
	places := placeBuf[:0]
	for p := range d.n {
		k := known(p)
		for i := range 4 {
			if k&(1<<i) == 0 {
				places = append(places, place{d.pool[p][i], &d.rows[p][i]})
			}
		}
	}
	if d.drawn != noCard && !drawnKnown {
		places = append(places, place{d.drawnPool, &d.drawn})
	}
	for i := range d.pile {
		places = append(places, place{d.epoch, &d.pile[i]})
	}
	slices.SortStableFunc(places, func(a, b place) int { return cmp.Compare(a.pool, b.pool) })
	cards := cardBuf[:0]
	for len(places) > 0 {
		n := 1
		for n < len(places) && places[n].pool == places[0].pool {
			n++
		}
		group := places[:n]
		cards = cards[:0]
		for _, pl := range group {
			cards = append(cards, *pl.card)
		}
		slices.Sort(cards) // forget where they really lay
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		for i, pl := range group {
			*pl.card = cards[i]
		}
		places = places[n:]
	}
	d.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return d
}

// Knows reports whether observer knows the card in seat's slot (0 … 3):
// it has seen that card (its opening look, a Regarder, a card it placed,
// the discard taken) and followed it since, swaps included. Who has seen
// which card is public at the table, since everybody sees who looks at
// what and where the cards go; Knows tells nothing of the cards. It is
// false for seats or slots out of range.
func (s *State) Knows(observer, seat games.Seat, slot int) bool {
	o, p := int(observer), int(seat)
	if o < 0 || o >= s.n || p < 0 || p >= s.n || slot < 0 || slot > 3 {
		return false
	}
	return s.known[o*s.n+p]&(1<<slot) != 0
}
