package lifeislife

import (
	"math/rand/v2"

	"menagerie/games"
)

// maxResamples bounds the search for a deal of the unknown cards that is
// consistent with every sudden-death check the observer saw pass. Such a
// deal always exists (the real one) and is usually found in a few tries;
// past the bound the last deal is kept, a slightly less faithful but still
// playable game.
const maxResamples = 1000

// Determinize returns a copy of the game in which everything observer has
// not seen is dealt again at random: the cards of the other hands not known
// to be there (everybody saw which rows went into a hand and which cards
// came out of it) and the cards set aside. The deals of future rounds are
// unknown too, so the copy's PCG is reseeded from rng. Any seat not at the
// table (games.Spectator) knows no hand.
//
// The unknown cards are listed in species order before being shuffled, so
// the result depends only on what observer knows and on rng. A deal is
// kept only if no other player would have held a sudden-death set after
// any of their exchanges this round, since the round would have ended.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	d := s.clone()
	if !s.Over() {
		d.redeal(observer, rng)
	}
	d.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return d
}

// redeal resamples the hidden cards of s as seen by observer.
func (s *State) redeal(observer games.Seat, rng *rand.Rand) {
	unknown := fullDeck
	for _, row := range s.rows {
		unknown -= row
	}
	var need [maxPlayers]int
	var hidden [maxPlayers]bool // whose hand is partly unknown to observer
	for p := range s.players {
		switch {
		case games.Seat(p) == observer:
			unknown -= s.hands[p]
		case s.lives[p] > 0:
			unknown -= s.known[p]
			need[p], hidden[p] = handSize-s.known[p].Len(), true
		}
	}
	var pool [DeckSize]Species
	cards := pool[:0]
	for sp := range Species(NumSpecies) {
		for range unknown.Count(sp) {
			cards = append(cards, sp)
		}
	}
	for range maxResamples {
		rng.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
		i := 0
		for p := range s.players {
			if !hidden[p] {
				continue
			}
			h := s.known[p]
			for _, sp := range cards[i : i+need[p]] {
				h = h.add(sp, 1)
			}
			i += need[p]
			s.hands[p] = h
		}
		s.aside = 0
		for _, sp := range cards[i:] {
			s.aside = s.aside.add(sp, 1)
		}
		if s.consistent(&hidden) {
			return
		}
	}
}

// consistent reports whether no hidden hand holds a count that forbid rules
// out, i.e. whether no player would have shown a set after one of their
// exchanges this round.
func (s *State) consistent(hidden *[maxPlayers]bool) bool {
	for p := range s.players {
		if !hidden[p] {
			continue
		}
		for i, sp := range setSpecies[:s.activeSets()] {
			if s.forbid[p][i]>>s.hands[p].Count(sp)&1 != 0 {
				return false
			}
		}
	}
	return true
}
