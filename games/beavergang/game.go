package beavergang

import (
	"fmt"
	"math/rand/v2"

	"menagerie/games"
)

// Game is Beaver Gang for the catalog.
type Game struct{}

// pcgStream is the second PCG word: the first is Config.Seed.
const pcgStream = 0xb1be4ba0de

// ID is "beavergang".
func (Game) ID() string { return "beavergang" }

// Players is 2 to 6.
func (Game) Players() (min, max int) { return 2, maxPlayers }

// New deals the first round. The only variant is the standard game, "".
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Players < 2 || cfg.Players > maxPlayers {
		return nil, fmt.Errorf("beavergang: %d players; the game is for 2 to %d", cfg.Players, maxPlayers)
	}
	if cfg.Variant != "" {
		return nil, fmt.Errorf("beavergang: unknown variant %q (only the standard game, \"\")", cfg.Variant)
	}
	return newState(cfg.Players, *rand.NewPCG(cfg.Seed, pcgStream)), nil
}

// DecodeMove is the strict inverse of json.Marshal(Move).
func (Game) DecodeMove(data []byte) (games.Move, error) { return decodeMove(data) }
