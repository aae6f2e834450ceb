package ui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"menagerie/games"
	"menagerie/games/lifeislife"
)

// TestLifeIsLifeBoardRenders plays whole games at random and draws the
// table after every move, for the player to act and for a spectator, in
// both languages: nothing panics, no text key is missing, every log line
// names its player, and both kinds of round end get drawn.
func TestLifeIsLifeBoardRenders(t *testing.T) {
	seen := map[string]bool{}
	marks := []string{"décompte", "mort subite", "Classement", "mouse"}
	// Seeds 25 and 142 end a round by a sudden death (standard, then
	// advanced variant).
	for _, seed := range []uint64{1, 2, 3, 4, 5, 25, 142} {
		variant := ""
		if seed%2 == 0 {
			variant = lifeislife.Advanced
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		tb := botTable(t, "lifeislife", games.Config{Players: 2 + int(seed%4), Seed: seed, Variant: variant})
		drawEveryPosition(t, tb, boardRun{
			name:     fmt.Sprintf("seed %d", seed),
			draw:     lilBoard,
			describe: lilDescribe,
			maxMoves: 5000,
			// Knock often, so that rounds end by scoring too.
			pick: func(legal []json.RawMessage) json.RawMessage {
				move := legal[rng.IntN(len(legal))]
				if last := legal[len(legal)-1]; strings.Contains(string(last), "knock") && rng.IntN(4) == 0 {
					move = last
				}
				return move
			},
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// TestLifeIsLifeCardsText groups cards in words.
func TestLifeIsLifeCardsText(t *testing.T) {
	defer setLang(lang)
	setLang(French)
	if got := lilCardsText([]string{"giraffe", "mole", "mole"}); got != "girafe, 2 taupes" {
		t.Errorf("got %q", got)
	}
	setLang(English)
	if got := lilSetsText([]string{"rabbit"}); got != "5 rabbits" {
		t.Errorf("got %q", got)
	}
	if got := lilSigned(-2) + lilSigned(0) + lilSigned(1); got != "−20+1" {
		t.Errorf("got %q", got)
	}
}
