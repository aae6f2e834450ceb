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

// DefaultBattles is the battle limit of the variant "": a game of a usual
// length for players who keep no clock.
const DefaultBattles = 40

// Bounds of the "battles=N" variant.
const (
	MinBattles = 5
	MaxBattles = 500
)

// SheetMinutes is the length of the sheet's timed game: "on peut aussi
// décider d'arrêter le jeu au bout de 15 mn".
const SheetMinutes = 15

// Bounds of the "time=N" variant, in minutes.
const (
	MinMinutes = 1
	MaxMinutes = 120
)

// SafetyBattles ends a game without a battle limit ("all", or a timed game
// whose clock never rings) that has not ended by itself after this many
// battles (the most cards then wins, as with a limit): the characteristic
// choices could otherwise make a game cycle for ever.
const SafetyBattles = 5000

// Game is the Chevaux rules engine; the catalog registers Game{}.
type Game struct{}

// ID returns "chevaux".
func (Game) ID() string { return "chevaux" }

// Players returns 2 and 6.
func (Game) Players() (min, max int) { return MinPlayers, MaxPlayers }

// New deals a new game. Variants: "" (DefaultBattles battles), "battles=N"
// (MinBattles ≤ N ≤ MaxBattles), "all" (until one player holds every card)
// or "time=N" (a timed game of N minutes, MinMinutes ≤ N ≤ MaxMinutes: see
// State.End).
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, fmt.Errorf("chevaux: %d players; the game takes %d to %d", cfg.Players, MinPlayers, MaxPlayers)
	}
	e, err := ParseVariant(cfg.Variant)
	if err != nil {
		return nil, err
	}
	return newState(cfg.Players, cfg.Seed, e), nil
}

// Ending is how a game is set to end besides one player holding every card.
type Ending struct {
	Battles int // the battle limit; 0 for none
	Minutes int // the agreed length of a timed game; 0 for none
}

// ParseVariant returns the ending a variant string sets: "" DefaultBattles
// battles, "battles=N" N battles, "all" none (until one player holds every
// card), "time=N" a timed game of N minutes with no battle limit.
func ParseVariant(v string) (Ending, error) {
	number := func(prefix string, lo, hi int) (int, error) {
		n, err := strconv.Atoi(v[len(prefix):])
		if err != nil || prefix+strconv.Itoa(n) != v || n < lo || n > hi {
			return 0, fmt.Errorf("chevaux: bad variant %q: want %sN with %d ≤ N ≤ %d", v, prefix, lo, hi)
		}
		return n, nil
	}
	switch {
	case v == "":
		return Ending{Battles: DefaultBattles}, nil
	case v == "all":
		return Ending{}, nil
	case strings.HasPrefix(v, "battles="):
		n, err := number("battles=", MinBattles, MaxBattles)
		return Ending{Battles: n}, err
	case strings.HasPrefix(v, "time="):
		n, err := number("time=", MinMinutes, MaxMinutes)
		return Ending{Minutes: n}, err
	}
	return Ending{}, fmt.Errorf("chevaux: unknown variant %q: want \"\", \"all\", \"battles=N\" or \"time=N\"", v)
}
