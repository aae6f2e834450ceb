package zoo

import (
	"fmt"
	"math/rand/v2"

	"menagerie/games"
)

// Game is Du grabuge au zoo for 3 to 7 players.
type Game struct{}

// VariantPartners is the changing-partners game (4 to 7 players): from the
// second round on, players pair up by standing, exchange cards and may ask
// their partner for help.
const VariantPartners = "partners"

// DefaultGoal is the sheet's total that ends the game: when two players
// (one with three players) have reached it.
const DefaultGoal = 19

// Bounds of the total the players may choose instead (« Les joueurs peuvent
// choisir un pointage différent sur lequel la partie se terminera »).
const (
	MinGoal = 10
	MaxGoal = 40
)

// pcgStream is the second PCG word; the first is Config.Seed.
const pcgStream = 0x7a6f6f2d7a6f6f // "zoo-zoo"

// ID returns "zoo".
func (Game) ID() string { return "zoo" }

// Players returns 3 and 7.
func (Game) Players() (int, int) { return 3, maxPlayers }

// New deals the first round. Variant is "" (the simple game, to
// DefaultGoal), "partners" (the partner game, 4 to 7 players), or either
// with a chosen total: "goal=N" or "partners,goal=N" (see ParseVariant).
func (Game) New(cfg games.Config) (games.State, error) {
	s, err := newState(cfg)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// newState is New with the concrete type.
func newState(cfg games.Config) (*State, error) {
	if cfg.Players < 3 || cfg.Players > maxPlayers {
		return nil, fmt.Errorf("zoo: %d players; the game is for 3 to %d", cfg.Players, maxPlayers)
	}
	o, err := ParseVariant(cfg.Variant)
	if err != nil {
		return nil, err
	}
	if o.Partners && cfg.Players < 4 {
		return nil, fmt.Errorf("zoo: the partner game needs 4 to 7 players, not %d", cfg.Players)
	}
	s := &State{players: cfg.Players, round: 1, partners: o.Partners, goal: o.Goal, pcg: *rand.NewPCG(cfg.Seed, pcgStream)}
	s.startRound()
	return s, nil
}
