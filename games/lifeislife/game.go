package lifeislife

import (
	"fmt"
	"math/rand/v2"

	"menagerie/games"
)

// Variant names accepted in games.Config.Variant.
const (
	// Standard is the sheet's game: 4 cats, 5 rabbits or 5 pigs end a round
	// at once and cost every other player a life.
	Standard = ""
	// Advanced is the sheet's variant for experienced players: only 5
	// rabbits or 5 pigs end a round, and the player holding them gains a life.
	Advanced = "advanced"
)

const (
	minPlayers = 2 // two players is this package's variant; the sheet says 3 to 5
	maxPlayers = 5
	startLives = 5
	handSize   = 10
	numRows    = 4
)

// pcgStream is the second PCG word; the first is Config.Seed.
const pcgStream = 0x11f0_11f0_000

// Game is Life is Life; the catalog registers it as lifeislife.Game{}.
type Game struct{}

// ID returns "lifeislife".
func (Game) ID() string { return "lifeislife" }

// Players returns 2 and 5: the sheet plays 3 to 5; two players may play
// too, with the rule for the last two players from the start.
func (Game) Players() (minimum, maximum int) { return minPlayers, maxPlayers }

// New deals the first round of a game; the start player is drawn at random.
func (Game) New(cfg games.Config) (games.State, error) {
	s, err := newState(cfg)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// newState is New with the concrete type, for the package's own use.
func newState(cfg games.Config) (*State, error) {
	if cfg.Players < minPlayers || cfg.Players > maxPlayers {
		return nil, fmt.Errorf("lifeislife: %d players; the game takes %d to %d", cfg.Players, minPlayers, maxPlayers)
	}
	if cfg.Variant != Standard && cfg.Variant != Advanced {
		return nil, fmt.Errorf("lifeislife: unknown variant %q (want %q or %q)", cfg.Variant, Standard, Advanced)
	}
	s := &State{
		players:  cfg.Players,
		advanced: cfg.Variant == Advanced,
		rng:      *rand.NewPCG(cfg.Seed, pcgStream),
		knocker:  noSeat,
	}
	for p := range s.players {
		s.lives[p] = startLives
	}
	s.starter = games.Seat(rand.New(&s.rng).IntN(s.players))
	s.lastRound.trigger = noSeat
	s.newRound()
	return s, nil
}

// DecodeMove is the strict inverse of json.Marshal of a Move.
func (Game) DecodeMove(data []byte) (games.Move, error) {
	m, err := decodeMove(data)
	if err != nil {
		return nil, err
	}
	return m, nil
}
