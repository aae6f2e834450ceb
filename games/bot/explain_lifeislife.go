package bot

import (
	"math"

	"menagerie/games"
	lil "menagerie/games/lifeislife"
)

// The reasons of Life is Life, each true of the move it comes with, by the
// bots' measure of a hand (lilTable: per species, its value times the
// chance that the count held is a majority), from the seat's hand and the
// rows.
const (
	// ReasonLilSet: the exchange gathers a whole sudden-death set (all the
	// cats, rabbits or pigs the variant counts): the round ends, the
	// others lose a life.
	ReasonLilSet = "lifeislife.set"
	// ReasonLilBest: of the exchanges, the one that raises the hand's
	// likely majorities most.
	ReasonLilBest = "lifeislife.best"
	// ReasonLilGain: the exchange raises the hand's likely majorities.
	ReasonLilGain = "lifeislife.gain"
	// ReasonLilLeast: every exchange lowers them; this one least.
	ReasonLilLeast = "lifeislife.least"
	// ReasonLilTake: the exchange takes more of a species the hand holds
	// already (a majority to build on).
	ReasonLilTake = "lifeislife.take"
	// ReasonLilStrong: knock, the hand is worth what the bots knock with.
	ReasonLilStrong = "lifeislife.strong"
	// ReasonLilKnock: knock; the others have one turn each left, the
	// hand's majorities stand as they are.
	ReasonLilKnock = "lifeislife.knock"
	// ReasonLilPass: the last turn, no exchange raises the hand's likely
	// majorities: pass.
	ReasonLilPass = "lifeislife.pass"
	// ReasonLilLast: the last turn; pass and the hand is scored as it is.
	ReasonLilLast = "lifeislife.last"
	// ReasonLilRow: the exchange lays cards of species the hand holds
	// fewer of than it takes.
	ReasonLilRow = "lifeislife.row"
)

// explain: what the move does to the seat's likely majorities.
func (lifeislifeGame) explain(s games.State, seat games.Seat, legal []games.Move, m games.Move) string {
	seen := lilSee(s, seat)
	v := s.View(seat).(*lil.View)
	mv := m.(lil.Move)
	best := math.Inf(-1)
	for _, l := range legal {
		if p := l.(lil.Move); p.Kind == lil.Exchange {
			best = max(best, seen.table.gain(seen.hand, p.Lay, seen.rows[p.Row-1]))
		}
	}
	if mv.Kind != lil.Exchange {
		switch {
		case seen.last && best <= 0:
			return ReasonLilPass
		case seen.last:
			return ReasonLilLast
		case seen.table.value(seen.hand) >= seen.table.knockAt:
			return ReasonLilStrong
		}
		return ReasonLilKnock
	}
	row := seen.rows[mv.Row-1]
	after := seen.hand - mv.Lay + row
	for _, sp := range []lil.Species{lil.Cat, lil.Rabbit, lil.Pig} {
		if sp == lil.Cat && v.Variant == lil.Advanced {
			continue
		}
		if after.Count(sp) == sp.Value() {
			return ReasonLilSet
		}
	}
	g := seen.table.gain(seen.hand, mv.Lay, row)
	switch {
	case g > 0 && g >= best:
		return ReasonLilBest
	case g > 0:
		return ReasonLilGain
	case g >= best:
		return ReasonLilLeast
	}
	for sp := range lil.Species(lil.NumSpecies) {
		if seen.hand.Count(sp) > 0 && row.Count(sp) > mv.Lay.Count(sp) {
			return ReasonLilTake
		}
	}
	return ReasonLilRow
}
