package ui

import (
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
)

// The garbage collector in the page's idle time. The page's live heap is
// about a megabyte, and a collection of it takes 15–60 ms on a phone's CPU
// (measured at 4× slowdown). Left to its own pace the collector starts
// when the heap reaches its goal, in whatever task allocates then — a
// table's drawing, a bot's search — and that task became the longest of a
// game (150–370 ms at 4×, the drawing and the collection together, with a
// heap swept three times the size). Collected when the browser has time to
// spare, once the heap has grown by idleGCBytes, a collection is a short
// task of its own, and the collector's own start rarely comes at all.
//
// A page's first collection costs most, whatever the heap holds (about
// 90 ms at 4× on the home page, 170 ms a few seconds into a game: the
// collector's code runs for the first time). It is done in the page's
// first idle time, once the home page is drawn, when the heap is smallest
// and the player is reading the page, not playing.

// idleGCBytes is how much the page allocates between two collections in
// idle time: a few seconds of a game's play.
const idleGCBytes = 4 << 20

// idleGCEvery is how often the page looks at what it allocated.
const idleGCEvery = 500 * time.Millisecond

// idleGCWait bounds the wait for idle time before a collection.
const idleGCWait = 300 * time.Millisecond

// CollectWhenIdle collects the garbage in the browser's idle time, for
// ever: run it on a goroutine of its own, in the browser only.
func CollectWhenIdle() {
	defer crash.Recover()
	samples := []metrics.Sample{
		{Name: "/gc/heap/allocs:bytes"},
		{Name: "/gc/cycles/total:gc-cycles"},
	}
	whenIdle()
	collect()
	metrics.Read(samples)
	base, cycles := samples[0].Value.Uint64(), samples[1].Value.Uint64()
	for {
		time.Sleep(idleGCEvery)
		metrics.Read(samples)
		allocs, n := samples[0].Value.Uint64(), samples[1].Value.Uint64()
		if n != cycles {
			// The collector ran on its own meanwhile, in whatever task
			// allocated then: marked for make bench, and counted from now.
			app.Window().Get("performance").Call("mark", "menagerie-gc-own", map[string]any{"detail": n - cycles})
			base, cycles = allocs, n
			continue
		}
		if allocs-base < idleGCBytes {
			continue
		}
		// Within idleGCWait: a page busy with the bots' searches has
		// little idle time, and its collection is still a short task of
		// its own where the collector's own would come inside one of them.
		whenIdleWithin(idleGCWait)
		collect()
		metrics.Read(samples)
		base, cycles = samples[0].Value.Uint64(), samples[1].Value.Uint64()
	}
}

// collect collects the garbage, timed as a User Timing measure named
// "menagerie-gc": make bench tells these from the long tasks of drawings
// and searches.
func collect() {
	perf := app.Window().Get("performance")
	start := perf.Call("now").Float()
	runtime.GC()
	perf.Call("measure", "menagerie-gc", map[string]any{"start": start, "end": perf.Call("now").Float()})
}
