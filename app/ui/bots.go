package ui

import (
	"context"
	"math/rand/v2"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/bot"
)

// chooseBot decides the bots' moves at the seat's level.
var chooseBot table.Chooser = func(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
	return bot.Choose(ctx, s, seat, bot.Level(level), rng)
}

// botContext is the context a bot searches in: every few milliseconds it
// hands control back to the browser's event loop (see bot.WithYield), so
// the page never freezes.
func botContext() context.Context {
	return bot.WithYield(context.Background(), nil)
}
