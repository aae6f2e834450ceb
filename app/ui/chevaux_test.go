package ui

import (
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
		drawEveryPosition(t, botTable(t, "chevaux", games.Config{Players: c.players, Seed: c.seed, Variant: c.variant}), boardRun{
			name:     fmt.Sprintf("%+v", c),
			draw:     chevauxBoard,
			describe: chevauxDescribe,
			maxMoves: 50000,
			pick:     anyMove(rand.New(rand.NewPCG(c.seed, 5))),
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// TestChevauxValue writes values in one unbreakable piece, grouped as each
// language groups thousands.
func TestChevauxValue(t *testing.T) {
	defer func(l Lang) { lang = l }(lang)
	for _, tc := range []struct {
		lang  Lang
		char  string
		value int
		want  string
	}{
		{French, "appearance", -45000, "45\u202f000\u00a0av.\u00a0J.\u2011C."},
		{English, "appearance", -45000, "45,000\u00a0BC"},
		{French, "appearance", -2500, "2500\u00a0av.\u00a0J.\u2011C."},
		{French, "appearance", 1874, "1874"},
		{French, "height", 163, "163\u00a0cm"},
		{English, "longevity", 30, "30\u00a0years"},
	} {
		lang = tc.lang
		if got := chevauxValue(tc.char, tc.value); got != tc.want {
			t.Errorf("%s: chevauxValue(%s, %d) = %q, want %q", tc.lang, tc.char, tc.value, got, tc.want)
		}
	}
}
