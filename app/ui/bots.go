package ui

import (
	"context"
	"fmt"
	"math/rand/v2"
	"menagerie/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/bot"
)

// chooseBot decides the bots' moves at the seat's level.
var chooseBot table.Chooser = timedChoose

// timedChoose is bot.ChooseLevel, timed in the browser as a User Timing
// measure named "menagerie-bot-<level>" (0 Easy … 2 Hard), from the
// decision's start to its move: make bench reads Hard's on a slowed CPU.
func timedChoose(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
	if !app.IsClient {
		return bot.ChooseLevel(ctx, s, seat, level, rng)
	}
	perf := app.Window().Get("performance")
	start := perf.Call("now").Float()
	m := bot.ChooseLevel(ctx, s, seat, level, rng)
	perf.Call("measure", fmt.Sprintf("menagerie-bot-%d", level), map[string]any{"start": start, "end": perf.Call("now").Float()})
	return m
}

// botContext is the context a bot of s searches in: every few milliseconds
// it hands control back to the browser's event loop (see bot.WithYield), so
// the page never freezes, and it thinks for its level's time on this
// device (bot.InTime), except in a game dealt from a fixed seed, whose bots
// are bounded by their iterations so that it replays whole.
func botContext(s *session.Hosted) context.Context {
	ctx := bot.WithYield(context.Background(), nil)
	if !s.FixedBots {
		ctx = bot.InTime(ctx)
	}
	return ctx
}
