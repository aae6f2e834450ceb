package chevaux

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/games"
)

// Player counts.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// DefaultBattles is the battle limit of the standard game: the sheet's
// "stop after 15 minutes" expressed as a number of battles.
const DefaultBattles = 40

// Bounds of the "battles=N" variant.
const (
	MinBattles = 5
	MaxBattles = 500
)

// SafetyBattles ends an "all" game that has not ended by itself after this
// many battles (the most cards then wins, as with a limit): the characteristic
// choices could otherwise make a game cycle for ever.
const SafetyBattles = 5000

// Game is the Chevaux rules engine; the catalog registers Game{}.
type Game struct{}

// ID returns "chevaux".
func (Game) ID() string { return "chevaux" }

// Players returns 2 and 6.
func (Game) Players() (min, max int) { return MinPlayers, MaxPlayers }

// New deals a new game. Variants: "" (DefaultBattles battles), "battles=N"
// (MinBattles ≤ N ≤ MaxBattles) or "all" (until one player holds every card).
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, fmt.Errorf("chevaux: %d players; the game takes %d to %d", cfg.Players, MinPlayers, MaxPlayers)
	}
	limit, err := ParseVariant(cfg.Variant)
	if err != nil {
		return nil, err
	}
	return newState(cfg.Players, cfg.Seed, limit), nil
}

// ParseVariant returns the battle limit a variant string sets, 0 for "all"
// (play until one player holds every card in play).
func ParseVariant(v string) (limit int, err error) {
	switch {
	case v == "":
		return DefaultBattles, nil
	case v == "all":
		return 0, nil
	case strings.HasPrefix(v, "battles="):
		n, err := strconv.Atoi(v[len("battles="):])
		if err != nil || "battles="+strconv.Itoa(n) != v || n < MinBattles || n > MaxBattles {
			return 0, fmt.Errorf("chevaux: bad variant %q: want battles=N with %d ≤ N ≤ %d", v, MinBattles, MaxBattles)
		}
		return n, nil
	}
	return 0, fmt.Errorf("chevaux: unknown variant %q: want \"\", \"all\" or \"battles=N\"", v)
}
