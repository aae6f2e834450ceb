package chevaux

import (
	"math/rand/v2"
	"slices"

	"menagerie/games"
)

// place is where a hidden card lies.
type place struct {
	where uint8 // 0 pile, 1 battle card, 2 set aside
	seat  uint8
	i     uint8 // position in the pile or among the set-aside cards
}

// Determinize returns a copy of the game in which every card the observer
// has not seen is resampled among the places the observer cannot see.
//
// What is known: every card that has been face up (announced or turned up
// to break a tie) stays public for good, since every later move of it is
// public; the observer's own battle card while the battle is on. Unknown:
// the rest of the deal (the tops of the piles, never played yet), the other
// players' battle cards not yet announced, and the set-aside cards. One more
// public fact constrains them: a player awaited to keep or switch has a card
// strictly rarer than the setter's.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	d := s.Clone().(*State)
	o := int(observer)
	b := &d.cur
	hidden := func(c uint8) bool { return c != 0 && d.known&(1<<c) == 0 }

	var pool [NumCards]uint8
	var places [NumCards]place
	n := 0
	add := func(c uint8, pl place) {
		pool[n], places[n] = c, pl
		n++
	}
	for p := 0; p < d.players; p++ {
		for i := 0; i < int(d.piles[p].n); i++ {
			if c := d.piles[p].at(i); hidden(c) {
				add(c, place{0, uint8(p), uint8(i)})
			}
		}
	}
	ownVisible := d.phase == phaseChoosing || d.phase == phaseAnnouncing
	constrained := -1 // index in places of the awaited player's card
	for p := 0; p < d.players; p++ {
		if c := b.card[p]; hidden(c) && !(p == o && ownVisible) {
			if d.phase == phaseAnnouncing && p == int(b.turn) {
				constrained = n
			}
			add(c, place{1, uint8(p), 0})
		}
	}
	for i, c := range d.aside {
		add(c, place{2, 0, uint8(i)})
	}

	cs := pool[:n]
	slices.Sort(cs) // canonical order: the real order must not leak
	var deal [NumCards]uint8
	rest := deal[:0]
	var forced uint8
	if constrained >= 0 {
		// The awaited player's card: uniform among the hidden cards rarer
		// than the setter's.
		ref := rarity(b.card[b.setter])
		k := 0
		for _, c := range cs {
			if rarity(c) > ref {
				k++
			}
		}
		pick := rng.IntN(k)
		for _, c := range cs {
			if forced == 0 && rarity(c) > ref {
				if pick == 0 {
					forced = c
					continue
				}
				pick--
			}
			rest = append(rest, c)
		}
	} else {
		rest = append(rest, cs...)
	}
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for i, pl := range places[:n] {
		var c uint8
		if i == constrained {
			c = forced
		} else {
			c, rest = rest[0], rest[1:]
		}
		switch pl.where {
		case 0:
			d.piles[pl.seat].set(int(pl.i), c)
		case 1:
			b.card[pl.seat] = c
		case 2:
			d.aside[pl.i] = c
		}
	}
	d.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return d
}
