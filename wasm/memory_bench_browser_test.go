//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
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
)

// captureWasmJS keeps the app's WebAssembly instance where the bench can
// read its memory (window.benchWasm): go-app's loader keeps it to itself.
const captureWasmJS = `(() => {
	const wrap = (f) => async (...args) => { const r = await f(...args); window.benchWasm = r.instance; return r };
	WebAssembly.instantiateStreaming = wrap(WebAssembly.instantiateStreaming);
	WebAssembly.instantiate = wrap(WebAssembly.instantiate);
})()`

// benchMemory: the WebAssembly memory (what the Go program holds of the
// page's memory; it never shrinks) and the JavaScript heap over
// memoryGames games of Chevaux between two easy bots, one after the other
// in one tab (« Rejouer »), and whether the memory levels off.
func benchMemory(t *testing.T, r *benchTableRows) {
	progress("memory: %d games in one tab", memoryGames)
	srv := newServer(t)
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
	var wasm, heap []int64
	for g := 1; g <= memoryGames; g++ {
		b.waitJS(t, `document.querySelector("#end #again") && document.querySelector("#end").innerText !== window.benchOld`, 2*time.Minute)
		wasm = append(wasm, int64(eval[float64](t, b, memJS)))
		heap = append(heap, int64(eval[float64](t, b, heapJS)))
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
	r.add(fmt.Sprintf("wasm memory over %d games in one tab (after game n)", memoryGames), at(wasm),
		fmt.Sprintf("levels off: at most %s more over the last %d games", mb(memoryLevelOff), len(wasm)-third), ptr(growth <= memoryLevelOff))
	r.add(fmt.Sprintf("JS heap over %d games in one tab", memoryGames), at(heap), "", nil)
}
