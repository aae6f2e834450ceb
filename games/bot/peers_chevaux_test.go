package bot

import (
	"math/rand/v2"

	"menagerie/games"
	"menagerie/games/chevaux"
)

// chPeer (Chevaux) is a Top Trumps agent choosing by expected value: it
// counts the cards it has seen go under its own pile and takes the
// characteristic on which its card beats the largest share of the other
// cards; when it may switch, it keeps while no value announced beats its
// card, and otherwise switches to the characteristic of best expected
// value among the others.
type chPeer struct{}

// chPeerValue is the share of the cards other than card and those known to
// be in mine that card beats on c (a tie on value and rarity half).
func chPeerValue(card int, mine map[int]bool, c chevaux.Characteristic) float64 {
	won, n := 0.0, 0
	for b := 1; b <= chevaux.NumCards; b++ {
		if b == card || mine[b] {
			continue
		}
		n++
		switch {
		case chBeats(card, b, c):
			won++
		case !chBeats(b, card, c):
			won += 0.5
		}
	}
	return won / float64(max(n, 1))
}

func (*chPeer) choose(s games.State, seat games.Seat, legal []games.Move, _ *rand.Rand) games.Move {
	v := s.View(seat).(chevaux.View)
	mine := map[int]bool{}
	for _, c := range v.Seats[seat].Known {
		mine[c] = true
	}
	card := v.MyCard
	cur, _ := chevaux.ParseCharacteristic(v.Char)
	if legal[0].(chevaux.Move).Kind != chevaux.KindChoose {
		beaten := false
		for i, sv := range v.Seats {
			if games.Seat(i) != seat && sv.Said && !chBeatsTold(card, sv.Value, chRarityOf(sv.Rarity), cur) {
				beaten = true
			}
		}
		if !beaten {
			return chevaux.Keep()
		}
	}
	var best games.Move
	bestV := -1.0
	for _, m := range legal {
		mv := m.(chevaux.Move)
		if mv.Kind == chevaux.KindKeep {
			continue
		}
		c, _ := chevaux.ParseCharacteristic(mv.Char)
		if ev := chPeerValue(card, mine, c); ev > bestV {
			best, bestV = m, ev
		}
	}
	return best
}
