//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// Settings of the memory part of the table.
const (
	memoryGames = 30 // games played back to back in one tab
	// memoryLevelOff is the most the WebAssembly memory may grow over the
	// last third of the games for it to have levelled off.
	memoryLevelOff = 2_000_000
	// heapLevelOff is the most the live Go heap's mean over the last third
	// of the games may exceed its mean over the middle third. What a game
	// holds at its end varies with its length (its log is on screen): a
	// mean over ten games evens that out, and a leak of the size of the
	// one found (each save's copy of the game, about 0.5 MB a game) shows.
	heapLevelOff = 1_000_000
)

// captureWasmJS keeps the app's WebAssembly instance where the bench can
// read its memory (window.benchWasm): go-app's loader keeps it to itself.
const captureWasmJS = `(() => {
	const wrap = (f) => async (...args) => { const r = await f(...args); window.benchWasm = r.instance; return r };
	WebAssembly.instantiateStreaming = wrap(WebAssembly.instantiateStreaming);
	WebAssembly.instantiate = wrap(WebAssembly.instantiate);
})()`

// benchMemory: the WebAssembly memory (what the Go program holds of the
// page's memory; it never shrinks), the live Go heap after a garbage
// collection and the goroutines (from the debug build's
// window.menagerieDebugHeap: the app players get has no such hook), and
// the JavaScript heap over memoryGames games of Chevaux between two easy
// bots, one after the other in one tab (« Rejouer »), and whether the
// memory and the live heap level off.
func benchMemory(t *testing.T, r *benchTableRows) {
	progress("memory: %d games in one tab (the debug build, for its heap figures)", memoryGames)
	srv := newDebugServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.beforeApp(t, captureWasmJS)
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	seed := rand.Uint64() % 1_000_000
	b.navigate(t, fmt.Sprintf("%s/#setup/chevaux?seed=%d", srv.URL, seed))
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	b.choose(t, "#players", "2")
	b.choose(t, "#variant", "battles=5")
	b.choose(t, "#kind-0", "bot")
	for _, sel := range []string{"#level-0", "#level-1"} {
		b.choose(t, sel, "0")
	}
	b.start(t)
	const memJS = `window.benchWasm ? window.benchWasm.exports.mem.buffer.byteLength : 0`
	const heapJS = `performance.memory ? performance.memory.usedJSHeapSize : 0`
	const liveJS = `window.menagerieDebugHeap ? window.menagerieDebugHeap() : {heap: 0, goroutines: 0}`
	var wasm, heap, live, goroutines []int64
	for g := 1; g <= memoryGames; g++ {
		b.waitJS(t, `document.querySelector("#end #again") && document.querySelector("#end").innerText !== window.benchOld`, 2*time.Minute)
		wasm = append(wasm, int64(eval[float64](t, b, memJS)))
		heap = append(heap, int64(eval[float64](t, b, heapJS)))
		l := eval[struct {
			Heap       float64 `json:"heap"`
			Goroutines float64 `json:"goroutines"`
		}](t, b, liveJS)
		live = append(live, int64(l.Heap))
		goroutines = append(goroutines, int64(l.Goroutines))
		progress("memory: game %d: wasm %s, live Go heap %s, %d goroutines", g, mb(wasm[g-1]), mb(live[g-1]), goroutines[g-1])
		if g < memoryGames {
			// Each end says its deal's commitment: a new end says another.
			eval[bool](t, b, `(window.benchOld = document.querySelector("#end").innerText, document.querySelector("#again").click(), true)`)
			b.waitJS(t, `!document.querySelector("#end") || document.querySelector("#end").innerText !== window.benchOld`, 20*time.Second)
		}
	}
	if wasm[0] == 0 {
		r.fail("wasm memory, 30 games", fmt.Errorf("the app's WebAssembly memory could not be read"))
		return
	}
	at := func(xs []int64) string {
		var parts []string
		for _, g := range []int{1, 10, 20, 30} {
			if g <= len(xs) {
				parts = append(parts, fmt.Sprintf("%d: %s", g, mb(xs[g-1])))
			}
		}
		return strings.Join(parts, ", ")
	}
	third := len(wasm) * 2 / 3
	growth := wasm[len(wasm)-1] - wasm[third-1]
	progress("memory: wasm %v", wasm)
	progress("memory: live Go heap %v", live)
	progress("memory: goroutines %v", goroutines)
	r.add(fmt.Sprintf("wasm memory over %d games in one tab (after game n)", memoryGames), at(wasm),
		fmt.Sprintf("levels off: at most %s more over the last %d games", mb(memoryLevelOff), len(wasm)-third), ptr(growth <= memoryLevelOff))
	if live[0] == 0 {
		r.fail("live Go heap, 30 games", fmt.Errorf("the debug build's heap figures could not be read"))
	} else {
		mid, last := mean(live[len(live)/3:third]), mean(live[third:])
		r.add(fmt.Sprintf("live Go heap after a GC over %d games in one tab (after game n)", memoryGames), at(live),
			fmt.Sprintf("levels off: mean of the last %d games at most %s over the middle ones' (last %s, middle %s)", len(live)-third, mb(heapLevelOff), mb(last), mb(mid)),
			ptr(last-mid <= heapLevelOff))
		// A bot thinking or a write under way is a goroutine for a moment:
		// the fewest over a third of the games is what stays.
		floorMid, floorLast := slices.Min(goroutines[len(goroutines)/3:third]), slices.Min(goroutines[third:])
		r.add(fmt.Sprintf("goroutines over %d games in one tab", memoryGames), at2(goroutines),
			fmt.Sprintf("levels off: the fewest over the last %d games no more than over the middle ones (last %d, middle %d)", len(goroutines)-third, floorLast, floorMid),
			ptr(floorLast <= floorMid))
	}
	r.add(fmt.Sprintf("JS heap over %d games in one tab", memoryGames), at(heap), "", nil)
}

// mean is the mean of xs.
func mean(xs []int64) int64 {
	var sum int64
	for _, x := range xs {
		sum += x
	}
	return sum / int64(max(1, len(xs)))
}

// at2 is xs after the 1st, 10th, 20th and 30th games, as plain numbers.
func at2(xs []int64) string {
	var parts []string
	for _, g := range []int{1, 10, 20, 30} {
		if g <= len(xs) {
			parts = append(parts, fmt.Sprintf("%d: %d", g, xs[g-1]))
		}
	}
	return strings.Join(parts, ", ")
}
