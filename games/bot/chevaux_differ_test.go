package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"menagerie/games"
	"menagerie/games/chevaux"
)

// chBattleWon plays the battle of c on, Hard at seat strong and the
// expected-value chooser at the others, and reports whether strong won it.
func chBattleWon(c games.State, strong games.Seat, rng *rand.Rand) bool {
	for steps := 0; !c.Over() && steps < 100; steps++ {
		seat := c.ToAct()[0]
		legal := c.Legal(seat)
		if legal[0].(chevaux.Move).Kind == chevaux.KindCollect {
			return seat == strong
		}
		m := legal[0]
		switch {
		case len(legal) == 1:
		case seat == strong:
			m = Choose(context.Background(), c, seat, Hard, rng)
		default:
			m = (&chPeer{}).choose(c, seat, legal, rng)
		}
		if c.Apply(seat, m) != nil {
			return false
		}
	}
	return false
}

// TestChevauxWhereTheyDiffer is a benchmark of the tournaments (it runs
// with -tournament): in games of Hard against the expected-value chooser,
// at each of Hard's decisions where the chooser, in its seat, would have
// moved otherwise, both moves are played on copies of the real state and
// the battle played out (the same players, the same luck): how often each
// wins the battle, for the characteristic chosen by the leader and for a
// keep or a switch.
func TestChevauxWhereTheyDiffer(t *testing.T) {
	if !*tournament {
		t.Skip("run with -tournament")
	}
	tb := table{chevaux.Game{}, 4, ""}
	var lead, switches [3]int // decisions that differ; Hard's won; the chooser's won
	n := *tourGames
	for g := range n {
		seed := *tourStart + uint64(g)
		s := newGame(t, tb, seed)
		strong := games.Seat(g % 4)
		rng := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() {
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			m := legal[0]
			switch {
			case len(legal) == 1:
			case seat == strong:
				m = Choose(context.Background(), s, seat, Hard, rng)
				if p := (&chPeer{}).choose(s, seat, legal, rng); p != m {
					count := &switches
					if legal[0].(chevaux.Move).Kind == chevaux.KindChoose {
						count = &lead
					}
					count[0]++
					for i, mv := range []games.Move{m, p} {
						c := s.Clone()
						if c.Apply(seat, mv) == nil && chBattleWon(c, strong, rand.New(rand.NewPCG(seed, 7))) {
							count[1+i]++
						}
					}
				}
			default:
				m = (&chPeer{}).choose(s, seat, legal, rng)
			}
			if err := s.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	share := func(c [3]int, i int) string {
		lo, hi := wilson(float64(c[i]), max(c[0], 1))
		return fmt.Sprintf("%.1f%% (%.1f–%.1f%%)", 100*float64(c[i])/float64(max(c[0], 1)), 100*lo, 100*hi)
	}
	t.Logf("%d games of Hard against the expected-value chooser: where their characteristic differs (%d leads), Hard's wins the battle %s, the chooser's %s; where their keep or switch differs (%d), Hard's %s, the chooser's %s",
		n, lead[0], share(lead, 1), share(lead, 2), switches[0], share(switches, 1), share(switches, 2))
}
