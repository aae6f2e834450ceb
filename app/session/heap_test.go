package session

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"menagerie/games/catalog"
)

// Settings of TestHeapLevelsOff.
const (
	heapGames = 30 // games played one after the other on one device
	// heapGrowth is the most the live heap may grow from the tenth game to
	// the last. A generous bound: what leaked before (each save's copy of
	// the game, held while the disk lagged behind) grew by several times
	// as much.
	heapGrowth = 1 << 20
	// diskPace is how many moves the lagging disk takes to write one
	// value.
	diskPace = 3
)

// TestHeapLevelsOff plays heapGames games of Chevaux between bots, one
// after the other on one device, as « Rejouer » does in one tab, each move
// saved, the games recorded in the statistics, with a disk slower than the
// moves (IndexedDB's strict writes when the bots play fast). The live heap
// after a garbage collection, game after game, levels off.
func TestHeapLevelsOff(t *testing.T) {
	seed := rand.Uint64() % 1_000_000
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 28))
	g, ok := catalog.ByID("chevaux")
	if !ok {
		t.Fatal("no chevaux in the catalog")
	}
	disk := newLaggingDisk()
	dev := NewDevice(NewStore(NewMemory(), disk))
	var heap []uint64
	moves := 0
	for range heapGames {
		h, err := dev.Start(setupOf(g, rng.Uint64()))
		if err != nil {
			t.Fatal(err)
		}
		for !h.Over() {
			played, err := botTurn(t, h, rng)
			if err != nil {
				t.Fatal(err)
			}
			if !played {
				t.Fatal("nobody to act in a game of bots")
			}
			if moves++; moves%diskPace == 0 {
				disk.answer(1)
			}
		}
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		heap = append(heap, m.HeapAlloc)
	}
	t.Logf("live heap after each game (bytes): %v; %d disk writes for %d moves", heap, disk.writes, moves)
	if grown := int64(heap[len(heap)-1]) - int64(heap[9]); grown > heapGrowth {
		t.Errorf("the live heap grew by %d bytes from the 10th game to the %dth (most allowed %d)", grown, heapGames, heapGrowth)
	}
}
