package ui

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/games"
	"menagerie/games/bot"
)

// The device's bots are timed (see session.Device.Choose).
func init() { device.Choose = timedChoose }

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
