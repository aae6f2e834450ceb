package session

import (
	"context"
	"encoding/json"
	"math/rand/v2"

	"menagerie/app/netplay"
	"menagerie/app/table"
	"menagerie/games/bot"
)

// chooser is how the device's bots decide (Device.Choose, else the bots
// of package bot at the seat's level).
func (d *Device) chooser() table.Chooser {
	if d.Choose != nil {
		return d.Choose
	}
	return bot.ChooseLevel
}

// BotContext is the context a bot of h searches in: every few milliseconds
// it hands control back to the browser's event loop (see bot.WithYield), so
// the page never freezes, and it thinks for its level's time on this
// device (bot.InTime), except in a game dealt from a fixed seed, whose bots
// are bounded by their iterations so that it replays whole.
func (h *Hosted) BotContext() context.Context {
	ctx := bot.WithYield(context.Background(), nil)
	if !h.FixedBots {
		ctx = bot.InTime(ctx)
	}
	return ctx
}

// RunBot works out job's move with the device's bots and h's generator
// (BotRng belongs to the goroutine that plays the bots: one at a time).
func (h *Hosted) RunBot(job *table.BotJob) (json.RawMessage, error) {
	return job.Run(h.BotContext(), h.dev.chooser(), h.BotRng)
}

// guestHints is the Hint option of a host whose guests may ask for hints:
// the strongest bot from the guest's seat's view, beside the page like
// every bot, with generators of its own (BotRng belongs to the bots).
func (h *Hosted) guestHints() func(job *table.BotJob) (netplay.Hint, error) {
	rng := rand.New(rand.NewPCG(h.BotRng.Uint64(), 0x68696e74))
	return func(job *table.BotJob) (netplay.Hint, error) {
		return h.runHint(job, rand.New(rand.NewPCG(rng.Uint64(), 0)))
	}
}

// runHint works out the hint of job with rng, and why (a key of the
// bots' explanations, "" when they have none).
func (h *Hosted) runHint(job *table.BotJob, rng *rand.Rand) (netplay.Hint, error) {
	move, err := job.Run(h.BotContext(), h.dev.chooser(), rng)
	if err != nil {
		return netplay.Hint{}, err
	}
	reason, _ := job.Explain(bot.Explain, move)
	return netplay.Hint{Move: move, Reason: reason}, nil
}
