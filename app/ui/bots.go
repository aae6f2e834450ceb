package ui

import (
	"context"

	"menagerie/app/table"
)

// chooseBot decides the bots' moves.
var chooseBot table.Chooser = table.RandomBot

// botContext is the context a bot searches in.
func botContext() context.Context { return context.Background() }
