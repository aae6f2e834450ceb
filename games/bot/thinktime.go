package bot

import (
	"context"
	"time"
)

// thinkTimeKey is the context key that bounds a search in time.
type thinkTimeKey struct{}

// InTime returns a copy of ctx in which a search also stops after its
// level's think time (ThinkTime), measured on the device's own clock from
// the moment Choose is called: the best move found by then is played. The
// iteration budgets were set on a desktop, and a phone searches several
// times slower; in time, a bot answers as fast everywhere and simply
// searches less on a slow device. The app's bots play in time; a search
// without InTime (the tests, a game dealt from a fixed seed, which must
// play the same every time) is bounded by its iterations only, and its
// move depends only on the seat's view and rng.
func InTime(ctx context.Context) context.Context {
	return context.WithValue(ctx, thinkTimeKey{}, true)
}

// thinkTimes is each level's longest search, by level. With the pacer's
// yields and the page's own work between them, Hard answers within 300 ms
// of wall clock on a phone (CPU 4× slower than a desktop).
var thinkTimes = [...]time.Duration{Easy: 60 * time.Millisecond, Medium: 120 * time.Millisecond, Hard: 200 * time.Millisecond}

// ThinkTime is the longest a search of level lasts in a context made by
// InTime.
func ThinkTime(level Level) time.Duration {
	return thinkTimes[max(Easy, min(Hard, level))]
}

// withThinkTime bounds ctx by level's think time if ctx was made by InTime
// and has no earlier deadline; cancel must be called when the search ends.
func withThinkTime(ctx context.Context, level Level) (context.Context, context.CancelFunc) {
	if on, _ := ctx.Value(thinkTimeKey{}).(bool); !on {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, ThinkTime(level))
}
