package ui

import (
	"context"

	"menagerie/app/table"
	"menagerie/games/bot"
)

// chooseBot decides the bots' moves at the seat's level.
var chooseBot table.Chooser = bot.ChooseLevel

// botContext is the context a bot searches in: every few milliseconds it
// hands control back to the browser's event loop (see bot.WithYield), so
// the page never freezes.
func botContext() context.Context {
	return bot.WithYield(context.Background(), nil)
}
