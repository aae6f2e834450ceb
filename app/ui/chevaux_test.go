package ui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"menagerie/games"
)

// TestChevauxBoardRenders plays whole games at random, with a battle limit
// and to the last card, and draws the table at every position for the seat
// to act and for a spectator, in both languages; the end says why.
func TestChevauxBoardRenders(t *testing.T) {
	seen := map[string]bool{}
	marks := []string{`id="ch-end-why"`, "toutes les cartes", "every card", "batailles sont jouées", "battles are played", "Tie-break"}
	for _, c := range []struct {
		players int
		variant string
		seed    uint64
	}{{2, "all", 1}, {3, "battles=10", 2}, {4, "", 3}, {6, "battles=30", 4}, {2, "all", 5}, {3, "all", 6}} {
		rng := rand.New(rand.NewPCG(c.seed, 5))
		drawEveryPosition(t, botTable(t, "chevaux", games.Config{Players: c.players, Seed: c.seed, Variant: c.variant}), boardRun{
			name:     fmt.Sprintf("%+v", c),
			draw:     chevauxBoard,
			describe: chevauxDescribe,
			maxMoves: 50000,
			pick:     func(legal []json.RawMessage) json.RawMessage { return legal[rng.IntN(len(legal))] },
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}
