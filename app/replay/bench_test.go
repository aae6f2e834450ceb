package replay

import (
	"testing"

	"menagerie/app/table"
	"menagerie/games/catalog"
)

// benchGames are long random games of each engine, with their codes.
func benchGames(b *testing.B) map[string]Replay {
	b.Helper()
	out := map[string]Replay{}
	for _, c := range configs() {
		if _, ok := out[c.g.ID()]; ok {
			continue
		}
		var best Replay
		for seed := uint64(1); seed <= 5; seed++ {
			if r := randomGame(b, c, seed, 600); len(r.Log) > len(best.Log) {
				best = r
			}
		}
		out[c.g.ID()] = best
	}
	return out
}

// BenchmarkDecode decodes a random game of up to 600 steps of each engine
// (the longest of five seeds); BenchmarkRestore replays the same log
// without the codec, for comparison.
func BenchmarkDecode(b *testing.B) {
	for id, r := range benchGames(b) {
		code, err := Encode(r)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(id, func(b *testing.B) {
			b.ReportMetric(float64(len(r.Log)), "steps")
			for b.Loop() {
				if _, err := Decode(code); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkEncode(b *testing.B) {
	for id, r := range benchGames(b) {
		b.Run(id, func(b *testing.B) {
			for b.Loop() {
				if _, err := Encode(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkRestore(b *testing.B) {
	for id, r := range benchGames(b) {
		g, _ := catalog.ByID(id)
		b.Run(id, func(b *testing.B) {
			for b.Loop() {
				if _, err := table.Restore(g, r.Setup, r.Log); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPlayerGo jumps to random positions of a random game of up to
// 600 steps of each engine.
func BenchmarkPlayerGo(b *testing.B) {
	for id, r := range benchGames(b) {
		p, err := NewPlayer(r)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(id, func(b *testing.B) {
			k := 0
			for b.Loop() {
				k = (k + 277) % (p.Len() + 1)
				if err := p.Go(k); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNewPlayer replays a game of up to 600 steps and finds its
// rounds.
func BenchmarkNewPlayer(b *testing.B) {
	for id, r := range benchGames(b) {
		b.Run(id, func(b *testing.B) {
			for b.Loop() {
				p, err := NewPlayer(r)
				if err != nil {
					b.Fatal(err)
				}
				p.Rounds()
			}
		})
	}
}
