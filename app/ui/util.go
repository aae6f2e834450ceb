package ui

import (
	"math/rand/v2"
	"strconv"
)

// randSeed draws a new game's seed.
func randSeed() uint64 { return rand.Uint64() }

// formatScore prints a score without useless decimals (7, 3.5, -2).
func formatScore(f float64) string {
	return strconv.FormatFloat(f, 'f', -1, 64)
}
