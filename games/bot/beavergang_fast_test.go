package bot

import (
	"math/rand/v2"
	"testing"

	"menagerie/games"
	bg "menagerie/games/beavergang"
)

// TestBgFastAgrees checks the Beaver Gang search's readings through the
// engine's fast paths against the view they replace: a card's code is that
// of its name, and the reward at the end of each round of random games
// (the game's end included) is the one computed from the view's last
// round and standings.
func TestBgFastAgrees(t *testing.T) {
	for c := bg.Card(-1); c <= bg.Piocher; c++ {
		if bgCode(c) != bgCard(c.Name()) {
			t.Errorf("card %v: code %d, from its name %d", c, bgCode(c), bgCard(c.Name()))
		}
	}
	ends := 0
	for n := 2; n <= bgMaxSeats; n++ {
		for seed := uint64(1); seed <= 4; seed++ {
			st, err := bg.Game{}.New(games.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 5))
			for !st.Over() {
				acts := st.ToAct()
				actor := acts[rng.IntN(len(acts))]
				legal := st.Legal(actor)
				last := st.(*bg.State).LastRound()
				if err := st.Apply(actor, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				if st.(*bg.State).LastRound() == last {
					continue // the round goes on
				}
				ends++
				for seat := range games.Seat(n) {
					s := &bgSim{seat: seat}
					got, want := make([]float64, n), make([]float64, n)
					s.reward(st, got)
					bgViewReward(st, seat, want)
					for i := range got {
						if got[i] != want[i] {
							t.Fatalf("%d players, seed %d, seat %d: reward %v, from the view %v", n, seed, seat, got, want)
						}
					}
				}
			}
		}
	}
	if ends == 0 {
		t.Fatal("no round ended")
	}
}

// bgViewReward is bgSim.reward as it read the view before the fast paths.
func bgViewReward(d games.State, seat games.Seat, out []float64) {
	v := d.View(seat).(bg.View)
	rows := v.LastRound.Rows
	total := 0
	for _, r := range rows {
		total += r.Score
	}
	rankReward(out, len(rows), func(i int) float64 { return -float64(rows[i].Score) })
	for i, r := range rows {
		others := float64(total-r.Score) / float64(len(rows)-1)
		out[i] = out[i]/2 + max(0, min(1, 0.5+(others-float64(r.Score))/20))/2
	}
	if v.Step == "over" {
		winners := 0
		for _, st := range v.Standings {
			if st.Winner {
				winners++
			}
		}
		for i := range rows {
			out[i] /= 2
		}
		for _, st := range v.Standings {
			if st.Winner {
				out[st.Seat] += 0.5 / float64(winners)
			}
		}
	}
}
