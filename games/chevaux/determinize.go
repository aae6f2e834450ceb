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

// told is what the table was told of a face-down battle card: every value
// announced for it in this battle, its rarity once announced, and, for a
// player awaited to keep or switch, that it is rarer than the setter's.
type told struct {
	seat    uint8
	rarity  int8 // the exact rarity, -1 if not told
	above   int8 // the card is rarer than this, -1 if nothing is known
	nvalues uint8
	chars   [len(Characteristics)]Characteristic
	values  [len(Characteristics)]int
}

// fits reports whether card c agrees with everything told.
func (t *told) fits(c uint8) bool {
	r := int8(rarity(c))
	if t.rarity >= 0 && r != t.rarity || r <= t.above {
		return false
	}
	for i := range t.nvalues {
		if value(c, t.chars[i]) != t.values[i] {
			return false
		}
	}
	return true
}

// Determinize returns a copy of the game in which every card the observer
// has not seen is resampled among the places the observer cannot see, in
// agreement with everything the observer was told.
//
// What is known: every card that has been face up (the cards of a decided
// battle, the cards turned up to break a tie) stays public for good, since
// every later move of it is public; the observer's own battle card while the
// battle is on. Unknown: the rest of the deal (the tops of the piles, never
// played yet), the other players' face-down battle cards, and the set-aside
// cards. What was told constrains the battle cards: each announced card has
// the rarity told and every value announced for it in this battle, and a
// player awaited to keep or switch has a card strictly rarer than the
// setter's. The constrained cards are dealt first, most constrained first,
// by a randomized backtracking search over the hidden cards in card order
// (a deal that fits always exists: the real one); the rest are shuffled
// over the other places.
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
	var constraints [MaxPlayers]told
	nc := 0
	for p := 0; p < d.players; p++ {
		c := b.card[p]
		if !hidden(c) || p == o && ownVisible {
			continue
		}
		add(c, place{1, uint8(p), 0})
		t := d.told(p)
		if t.rarity >= 0 || t.above >= 0 {
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

// told returns what the table was told of seat p's battle card.
func (s *State) told(p int) told {
	b := &s.cur
	t := told{seat: uint8(p), rarity: -1, above: -1}
	c := b.card[p]
	if b.spoke[p] {
		t.rarity = int8(rarity(c))
	}
	if s.phase == phaseAnnouncing && int(b.turn) == p {
		t.above = int8(rarity(b.card[b.setter]))
	}
	for _, e := range s.log {
		switch e.kind {
		case evChoose, evAnnounce, evKeep, evSwitch:
			if int(e.seat) == p && !t.has(e.char) {
				t.chars[t.nvalues] = e.char
				t.values[t.nvalues] = value(c, e.char)
				t.nvalues++
			}
		}
	}
	return t
}

// has reports whether a value on c is already among those told.
func (t *told) has(c Characteristic) bool {
	return slices.Contains(t.chars[:t.nvalues], c)
}
