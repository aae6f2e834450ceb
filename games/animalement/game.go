package animalement

import (
	"fmt"
	"math/rand/v2"

	"menagerie/games"
)

// Game is Animalement Vôtre for the catalog.
type Game struct{}

// pcgStream is the second PCG word of every deal, so that Config.Seed alone
// chooses the deck order.
const pcgStream = 0xA11E_7E17

// MinPlayers and MaxPlayers bound Config.Players.
const (
	MinPlayers = 3
	MaxPlayers = 5
)

// ID returns "animalement".
func (Game) ID() string { return "animalement" }

// Players returns 3 and 5.
func (Game) Players() (min, max int) { return MinPlayers, MaxPlayers }

// New deals a game: every player takes the 11 money cards of a colour, the
// animal deck is shuffled with a PCG seeded from cfg.Seed, and seat 0 (the
// youngest) reveals the first card and opens. Only the standard game
// (Variant "") exists.
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, fmt.Errorf("animalement: %d players; the game is for %d to %d", cfg.Players, MinPlayers, MaxPlayers)
	}
	if cfg.Variant != "" {
		return nil, fmt.Errorf("animalement: unknown variant %q (only the standard game, \"\")", cfg.Variant)
	}
	s := &State{players: cfg.Players, rng: *rand.NewPCG(cfg.Seed, pcgStream)}
	for i := range s.deck {
		s.deck[i] = Animal(i + 1)
	}
	rand.New(&s.rng).Shuffle(NumAnimals, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	for i := range s.players {
		s.seats[i].hand = fullHand
	}
	s.open(0)
	return s, nil
}
