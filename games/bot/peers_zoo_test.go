package bot

import (
	"math"
	"math/rand/v2"

	"menagerie/games"
	"menagerie/games/zoo"
)

// zooPeer, the "climber", reads every hand and climbs as a card player
// would: it goes out when it can and never beats its partner; it plays
// the largest set nobody after it can beat when it has one (tried on a
// copy of the real game), else beats with its weakest whole group (the
// animal most others beat, all its cards of it, no chameleon) rather than
// pass, keeps the chameleon and its strong cards for the end, and leads
// its weakest whole group unless one of its last two groups is unbeaten.
// It gives its partner (or sets aside) the cards of the animals it holds
// fewest, and completes its partner's request with the fewest cards.
//
// It replaced a more passive rule that passed rather than beat with more
// than 5 cards in hand, which both levels beat in every game.
type zooPeer struct{}

// zooWeakness is how many animals beat a, card for card: the more, the
// sooner a set of it is worth getting rid of.
func zooWeakness(a zoo.Animal) int { return len(zoo.BeatenBy(a)) }

// zooWhole reports whether m lays every card of its animal held in hand,
// without the chameleon.
func zooWhole(m zoo.Move, hand zoo.Cards) bool {
	return m.Cards.Count(zoo.Chameleon) == 0 && m.Cards.Count(m.As) == hand.Count(m.As)
}

func (zooPeer) choose(s games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	v := s.View(seat).(zoo.View)
	hand := zooCards(v.Hand)
	switch legal[0].(zoo.Move).Kind {
	case zoo.KindGive, zoo.KindSetAside:
		// The two cards of the animals held fewest.
		best, bestScore := legal[0], math.MaxInt
		for _, m := range legal {
			score := 0
			for a := range zoo.Chameleon + 1 {
				if k := m.(zoo.Move).Cards.Count(a); k > 0 {
					score += k * hand.Count(a)
				}
			}
			if score < bestScore {
				best, bestScore = m, score
			}
		}
		return best
	case zoo.KindComplete, zoo.KindRefuse:
		best := legal[len(legal)-1]
		for _, m := range legal {
			if mv := m.(zoo.Move); mv.Kind == zoo.KindComplete && (best.(zoo.Move).Kind != zoo.KindComplete || mv.Cards.Total() < best.(zoo.Move).Cards.Total()) {
				best = m
			}
		}
		return best
	}
	var pass games.Move
	var plays []zoo.Move
	for _, m := range legal {
		mv := m.(zoo.Move)
		switch mv.Kind {
		case zoo.KindPass:
			pass = m
		case zoo.KindPlay:
			if mv.Cards.Total() == hand.Total() {
				return m // out
			}
			plays = append(plays, mv)
		}
	}
	partnerTop := v.Trick.Top != nil && v.Seats[seat].Partner >= 0 && v.Trick.Top.By == v.Seats[seat].Partner
	if len(plays) == 0 || partnerTop && pass != nil {
		if pass != nil {
			return pass
		}
		return legal[rng.IntN(len(legal))]
	}
	// The weakest whole group, and the largest unbeaten set (without the
	// chameleon if it can).
	var weak, win *zoo.Move
	for i, m := range plays {
		if zooWhole(m, hand) && (weak == nil || zooWeakness(m.As) > zooWeakness(weak.As) ||
			zooWeakness(m.As) == zooWeakness(weak.As) && m.Cards.Total() > weak.Cards.Total()) {
			weak = &plays[i]
		}
		better := win == nil || m.Cards.Count(zoo.Chameleon) < win.Cards.Count(zoo.Chameleon) ||
			m.Cards.Count(zoo.Chameleon) == win.Cards.Count(zoo.Chameleon) && m.Cards.Total() > win.Cards.Total()
		if better && zooPeerUnbeaten(s, seat, m) {
			win = &plays[i]
		}
	}
	if pass == nil { // leading
		groups := 0
		for a := range zoo.Chameleon {
			if hand.Count(a) > 0 {
				groups++
			}
		}
		if win != nil && zooWhole(*win, hand) && groups <= 2 {
			return *win
		}
		if weak != nil {
			return *weak
		}
		return plays[0]
	}
	switch {
	case win != nil:
		return *win
	case weak != nil:
		return *weak
	case hand.Total() <= 5:
		return plays[0]
	}
	return pass
}

// zooPeerUnbeaten reports whether, after seat plays m in s, every other
// seat passes until the trick comes back (it reads every hand).
func zooPeerUnbeaten(s games.State, seat games.Seat, m games.Move) bool {
	c := s.Clone()
	if c.Apply(seat, m) != nil {
		return false
	}
	for range 16 {
		acts := c.ToAct()
		if c.Over() || len(acts) == 0 || acts[0] == seat {
			return true
		}
		a := acts[0]
		var pass games.Move
		for _, l := range c.Legal(a) {
			switch l.(zoo.Move).Kind {
			case zoo.KindPass:
				pass = l
			case zoo.KindPlay:
				return false
			}
		}
		if pass == nil || c.Apply(a, pass) != nil {
			return true
		}
		if v := c.View(a).(zoo.View); v.Trick.Top == nil {
			return true // the trick ended
		}
	}
	return true
}
