package ui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"menagerie/games"
	"menagerie/games/beavergang"
)

// TestBeaverGangBoardRenders plays whole games at random and draws the
// table after every move, for the seat to act and for a spectator, in both
// languages: nothing panics, no text key is missing, no format goes wrong,
// every log line names its player, and the round results and the end
// explanation get drawn.
func TestBeaverGangBoardRenders(t *testing.T) {
	seen := map[string]bool{}
	marks := []string{"bg-round", "bg-end", "bg-swap", "bg-hide", "bg-drawn", "bg-knock", "was ", "était "}
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		rng := rand.New(rand.NewPCG(seed, 9))
		tb := botTable(t, "beavergang", games.Config{Players: 2 + int(seed%5), Seed: seed})
		drawEveryPosition(t, tb, boardRun{
			name:     fmt.Sprintf("seed %d", seed),
			draw:     beavergangBoard,
			describe: beavergangDescribe,
			maxMoves: 20000,
			// Play the action cards and knock seldom, to see everything.
			pick: func(legal []json.RawMessage) json.RawMessage {
				move := legal[rng.IntN(len(legal))]
				for _, m := range legal {
					if strings.Contains(string(m), `"play"`) {
						move = m
					}
					if strings.Contains(string(m), `"pass"`) && rng.IntN(5) > 0 {
						move = m
					}
				}
				return move
			},
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// TestBeaverGangEventText says each kind of move in both languages.
func TestBeaverGangEventText(t *testing.T) {
	defer func(l Lang) { lang = l }(lang)
	names := func(p int) string { return []string{"Ana", "Bob"}[p] }
	for _, tc := range []struct {
		ev     beavergang.Event
		fr, en string
	}{
		{beavergang.Event{Seat: 0, Kind: "take", Slot: 1, Card: "8", Out: "swap"},
			"Ana prend un 8 de la défausse pour sa carte 2\u202f; une carte Échange part à la défausse.",
			"Ana takes an 8 from the discard pile for their card 2; a Swap card goes to the discard pile."},
		{beavergang.Event{Seat: 1, Kind: "swap", Slot: 3, Target: 0, TargetSlot: 0},
			"Bob échange sa carte 4 avec la carte 1 de Ana, sans les regarder.",
			"Bob swaps their card 4 with Ana's card 1, unseen."},
		{beavergang.Event{Seat: 1, Kind: "discard", Card: "peek", Drew: true, Rebuilt: true, RoundOver: true},
			"Bob défausse une carte Regarder et pioche une deuxième carte. La pioche épuisée est refaite avec la défausse. Fin de la manche 2.",
			"Bob discards a Peek card and draws a second card. The empty draw pile is rebuilt from the discards. Round 2 is over."},
		{beavergang.Event{Seat: 0, Kind: "play", Card: "draw"},
			"Ana joue une carte Piocher et pioche une carte.",
			"Ana plays a Draw card and draws a card."},
	} {
		lang = French
		if got := bgEventText(names, tc.ev, 2); got != tc.fr {
			t.Errorf("fr: got %q\nwant %q", got, tc.fr)
		}
		lang = English
		if got := bgEventText(names, tc.ev, 2); got != tc.en {
			t.Errorf("en: got %q\nwant %q", got, tc.en)
		}
	}
}

// TestBeaverGangRules has every paragraph in both languages.
func TestBeaverGangRules(t *testing.T) {
	paras := rulesText["beavergang"]
	if len(paras) < 8 {
		t.Fatalf("%d paragraphs", len(paras))
	}
	for i, p := range paras {
		if p[0] == "" || p[1] == "" || p[0] == p[1] {
			t.Errorf("paragraph %d: %q", i, p)
		}
	}
}
