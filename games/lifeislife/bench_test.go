package lifeislife

import (
	"math/rand/v2"
	"testing"

	"menagerie/games"
	"menagerie/games/gamestest"
)

func BenchmarkPlayout(b *testing.B) {
	gamestest.BenchPlayouts(b, Game{}, games.Config{Players: 4})
}

// BenchmarkDeterminize determinizes positions of hoarders' games, where the
// checks constrain the deal, for a seat at the table.
func BenchmarkDeterminize(b *testing.B) {
	var states []*State
	rng := rand.New(rand.NewPCG(1, 2))
	for seed := uint64(1); len(states) < 64; seed++ {
		st, _ := Game{}.New(games.Config{Players: 4, Seed: seed})
		s := st.(*State)
		for moves := 0; !s.Over() && moves < 200; moves++ {
			if moves%10 == 9 {
				states = append(states, s.clone())
			}
			if err := s.Apply(s.turn, hoarder(s, rng)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := states[i%len(states)]
		s.Determinize(s.turn, rng)
	}
}
