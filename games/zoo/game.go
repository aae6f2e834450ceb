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

// Goal is the total that ends the game: when two players (one with three
// players) have reached it.
const Goal = 19

// pcgStream is the second PCG word; the first is Config.Seed.
const pcgStream = 0x7a6f6f2d7a6f6f // "zoo-zoo"

// ID returns "zoo".
func (Game) ID() string { return "zoo" }

// Players returns 3 and 7.
func (Game) Players() (int, int) { return 3, maxPlayers }

// New deals the first round. Variant is "" (the simple game) or "partners"
// (4 to 7 players).
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
	s := &State{players: cfg.Players, round: 1, pcg: *rand.NewPCG(cfg.Seed, pcgStream)}
	switch cfg.Variant {
	case "":
	case VariantPartners:
		if cfg.Players < 4 {
			return nil, fmt.Errorf("zoo: the partner game needs 4 to 7 players, not %d", cfg.Players)
		}
		s.partners = true
	default:
		return nil, fmt.Errorf("zoo: unknown variant %q (want \"\" or %q)", cfg.Variant, VariantPartners)
	}
	s.startRound()
	return s, nil
}
