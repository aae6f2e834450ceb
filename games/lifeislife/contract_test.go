package lifeislife

import (
	"fmt"
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

// TestContract plays every player count of both variants. Random games are
// long (a random player seldom knocks) and every turn offers some 150
// exchanges, so the configs run in parallel. Every determinization is also
// checked against what the observer knows beyond its view (determinized).
func TestContract(t *testing.T) {
	for _, variant := range []string{Standard, Advanced} {
		for n := minPlayers; n <= maxPlayers; n++ {
			cfg := games.Config{Players: n, Variant: variant}
			t.Run(fmt.Sprintf("%dp%s", n, variant), func(t *testing.T) {
				t.Parallel()
				gamestest.Check(t, Game{}, gamestest.Options{Configs: []games.Config{cfg}, Seeds: 10, HiddenInfo: true,
					Determinized: determinized})
			})
		}
	}
}

// determinized says what d, a determinization of s for observer,
// contradicts of what observer knows beyond its view: the cards everybody
// saw go into a hand, the counts of set species the hands' checks ruled
// out, and the 60 cards of the deck.
func determinized(real, det games.State, observer games.Seat) error {
	s, d := real.(*State), det.(*State)
	total := d.aside
	for _, row := range d.rows {
		total += row
	}
	for p := range d.players {
		total += d.hands[p]
	}
	if total != fullDeck {
		return fmt.Errorf("the deal holds %s, not the deck", total)
	}
	for p := range s.players {
		if !d.hands[p].Contains(s.known[p]) {
			return fmt.Errorf("seat %d holds %s without %s, which everybody saw it take", p, d.hands[p], s.known[p])
		}
		if s.Over() || s.lives[p] == 0 {
			continue
		}
		for i, sp := range setSpecies[:s.activeSets()] {
			if n := d.hands[p].Count(sp); s.forbid[p][i]>>n&1 != 0 {
				return fmt.Errorf("seat %d holds %d %s, which would have ended the round after one of its exchanges", p, n, sp)
			}
		}
	}
	return nil
}
