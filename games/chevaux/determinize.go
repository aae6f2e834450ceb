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

// told is what the table knows of a face-down battle card: every value
// announced for it in this battle, its rarity if its player set a
// characteristic, and bounds on its rarity from how its player announced:
// a player awaited to keep or switch (or who kept or switched) has a card
// rarer than the setter's, one who announced without being awaited a card
// no rarer than the setter's.
type told struct {
	seat    uint8
	rarity  int8 // the exact rarity, -1 if not told
	above   int8 // the card is rarer than this, -1 if no lower bound is known
	atMost  int8 // the card is no rarer than this (Red if no upper bound is known)
	nvalues uint8
	chars   [len(Characteristics)]Characteristic
	values  [len(Characteristics)]int
}

// fits reports whether card c agrees with everything told.
func (t *told) fits(c uint8) bool {
	r := int8(rarity(c))
	if t.rarity >= 0 && r != t.rarity || r <= t.above || r > t.atMost {
		return false
	}
	for i := range t.nvalues {
		if value(c, t.chars[i]) != t.values[i] {
			return false
		}
	}
	return true
}

// constrained reports whether anything is known of the card.
func (t *told) constrained() bool {
	return t.rarity >= 0 || t.above >= 0 || t.atMost < int8(Red) || t.nvalues > 0
}

// Determinize returns a copy of the game in which every card the observer
// has not seen where it lies is dealt again among the places it could be,
// in agreement with everything the observer was told; the result depends
// on that knowledge and rng only.
//
// What is known: every card that has been face up (the cards of a decided
// battle, the cards turned up to break a tie) is known to have gone under
// the winner's pile, but not in what order: a pile's seen cards are dealt
// again over the pile's places below its unseen cards, in any order, and a
// face-down battle card that came from them (its pile had no unseen card
// left) is one of them. The observer's own battle card is known while the
// battle is on. Unknown: the rest of the deal (the tops of the piles, never
// played yet), the other players' face-down battle cards from there, and
// the set-aside cards. What was told constrains the battle cards (see
// told). Each pile's seen cards are taken in card order, the battle card
// drawn among those that fit, the rest shuffled. The unseen cards are
// taken in card order too, the constrained battle cards dealt first, most
// constrained first, by a randomized backtracking search (a deal that fits
// always exists: the real one); the rest are shuffled over the other
// places.
func (s *State) Determinize(observer games.Seat, rng *rand.Rand) games.State {
	d := s.Clone().(*State)
	o := int(observer)
	b := &d.cur
	faceDown := d.faceDown()
	seen := func(c uint8) bool { return d.known&(1<<c) != 0 }
	// otherCard reports whether seat p's battle card lies face down, out of
	// the observer's sight.
	otherCard := func(p int) bool { return b.card[p] != 0 && faceDown && p != o }

	// Each pile's seen cards, as a set: redealt in any order.
	for p := 0; p < d.players; p++ {
		pl := &d.piles[p]
		var buf [NumCards + 1]uint8
		set := buf[:0]
		first := int(pl.n) // the first seen place of the pile
		for i := int(pl.n) - 1; i >= 0 && seen(pl.at(i)); i-- {
			set = append(set, pl.at(i))
			first = i
		}
		withCard := otherCard(p) && seen(b.card[p])
		if withCard {
			set = append(set, b.card[p])
		}
		slices.Sort(set)
		if withCard {
			t := s.told(p)
			var cand [NumCards + 1]uint8
			m := 0
			for _, c := range set {
				if t.fits(c) {
					cand[m] = c
					m++
				}
			}
			c := cand[rng.IntN(m)]
			b.card[p] = c
			set = slices.DeleteFunc(set, func(x uint8) bool { return x == c })
		}
		rng.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		for i, c := range set {
			pl.set(first+i, c)
		}
	}

	// The unseen cards.
	var pool [NumCards]uint8
	var places [NumCards]place
	n := 0
	add := func(c uint8, pl place) {
		pool[n], places[n] = c, pl
		n++
	}
	for p := 0; p < d.players; p++ {
		for i := 0; i < int(d.piles[p].n); i++ {
			if c := d.piles[p].at(i); !seen(c) {
				add(c, place{0, uint8(p), uint8(i)})
			}
		}
	}
	var constraints [MaxPlayers]told
	nc := 0
	for p := 0; p < d.players; p++ {
		if !otherCard(p) || seen(b.card[p]) {
			continue
		}
		add(b.card[p], place{1, uint8(p), 0})
		if t := s.told(p); t.constrained() {
			constraints[nc] = t
			nc++
		}
	}
	for i, c := range d.aside {
		add(c, place{2, 0, uint8(i)})
	}

	cs := pool[:n]
	slices.Sort(cs) // canonical order: the real order must not leak
	var used uint64 // bit c: card c is dealt to a constrained place
	var forced [MaxPlayers]uint8
	cons := constraints[:nc]
	// Most constrained first (fewest fitting cards), then seat order: both
	// depend on what was told only.
	var fitting [MaxPlayers]int
	for i := range cons {
		for _, c := range cs {
			if cons[i].fits(c) {
				fitting[i]++
			}
		}
	}
	var orderBuf [MaxPlayers]int
	order := orderBuf[:nc]
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return fitting[x] - fitting[y] })
	var deal func(k int) bool
	deal = func(k int) bool {
		if k == len(order) {
			return true
		}
		t := &cons[order[k]]
		var cand [NumCards]uint8
		m := 0
		for _, c := range cs {
			if used&(1<<c) == 0 && t.fits(c) {
				cand[m] = c
				m++
			}
		}
		rng.Shuffle(m, func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
		for _, c := range cand[:m] {
			used |= 1 << c
			forced[order[k]] = c
			if deal(k + 1) {
				return true
			}
			used &^= 1 << c
		}
		return false
	}
	deal(0)

	var buf [NumCards]uint8
	rest := buf[:0]
	for _, c := range cs {
		if used&(1<<c) == 0 {
			rest = append(rest, c)
		}
	}
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for _, pl := range places[:n] {
		var c uint8
		if k := constrainedAt(cons, pl); k >= 0 {
			c = forced[k]
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

// constrainedAt returns the index in cons of the battle card at pl, or -1.
func constrainedAt(cons []told, pl place) int {
	if pl.where != 1 {
		return -1
	}
	for k := range cons {
		if cons[k].seat == pl.seat {
			return k
		}
	}
	return -1
}

// told returns what the table knows of seat p's battle card during the
// battle: the rarity told by a setter, the values announced, and the
// bounds that the order of the announcements gives (see told).
func (s *State) told(p int) told {
	b := &s.cur
	t := told{seat: uint8(p), rarity: -1, above: -1, atMost: int8(Red)}
	c := b.card[p]
	if b.setBy[p] {
		t.rarity = int8(rarity(c))
	}
	setter := -1
	for _, e := range s.log {
		q := int(e.seat)
		switch e.kind {
		case evChoose:
			setter = q
		case evAnnounce:
			if q == p {
				t.atMost = min(t.atMost, int8(rarity(b.card[setter])))
			}
		case evKeep, evSwitch:
			if q == p {
				t.above = max(t.above, int8(rarity(b.card[setter])))
			}
			if e.kind == evSwitch {
				setter = q
			}
		default:
			continue
		}
		if q == p && !t.has(e.char) {
			t.chars[t.nvalues] = e.char
			t.values[t.nvalues] = value(c, e.char)
			t.nvalues++
		}
	}
	if s.phase == phaseAnnouncing && int(b.turn) == p {
		t.above = max(t.above, int8(rarity(b.card[b.setter])))
	}
	return t
}

// has reports whether a value on c is already among those told.
func (t *told) has(c Characteristic) bool {
	return slices.Contains(t.chars[:t.nvalues], c)
}
