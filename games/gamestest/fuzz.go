package gamestest

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"menagerie/games"
)

// FuzzApply is the body of every engine's fuzz target: it plays a seeded
// random game for a number of moves, decodes arbitrary bytes as a move and
// offers it to every seat. A move DecodeMove accepts must either be one of
// the seat's legal moves and apply, or be refused with the state unchanged;
// nothing may panic. The seed corpus holds real moves of seeded games.
func FuzzApply(f *testing.F, g games.Game, cfg games.Config) {
	for seed := uint64(1); seed <= 4; seed++ {
		c := cfg
		c.Seed = seed
		s, err := g.New(c)
		if err != nil {
			f.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for step := 0; step < 60 && !s.Over(); step++ {
			toAct := s.ToAct()
			seat := toAct[rng.IntN(len(toAct))]
			legal := s.Legal(seat)
			m := legal[rng.IntN(len(legal))]
			if step%15 == 0 {
				data, _ := json.Marshal(m)
				f.Add(seed, uint16(step), data)
			}
			if err := s.Apply(seat, m); err != nil {
				f.Fatal(err)
			}
		}
	}
	f.Add(uint64(1), uint16(0), []byte(`{}`))
	f.Add(uint64(2), uint16(3), []byte(`null`))
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, data []byte) {
		c := cfg
		c.Seed = seed
		s, err := g.New(c)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for i := 0; i < int(steps%400) && !s.Over(); i++ {
			toAct := s.ToAct()
			seat := toAct[rng.IntN(len(toAct))]
			legal := s.Legal(seat)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		m, err := g.DecodeMove(data)
		if err != nil {
			return
		}
		for seat := games.Spectator; int(seat) <= c.Players; seat++ {
			legal := containsMove(s.Legal(seat), m)
			before := s.Clone()
			err := s.Apply(seat, m)
			switch {
			case err == nil && !legal:
				t.Fatalf("seat %d's %s was applied but is not among its legal moves", seat, data)
			case err != nil && legal:
				t.Fatalf("seat %d's legal %s was refused: %v", seat, data, err)
			case err != nil && !reflect.DeepEqual(before, s):
				t.Fatalf("refused %s changed the state", data)
			case err == nil:
				return
			}
		}
	})
}
