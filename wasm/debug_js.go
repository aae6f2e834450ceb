//go:build js && menagerie_debug

package main

import (
	"bytes"
	"encoding/base64"
	"runtime"
	"runtime/pprof"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The debug build's windows on the Go heap, for the browser tests and the
// memory part of make bench (never in the build players get: tag
// menagerie_debug). A WebAssembly memory never shrinks: its size says the
// most the heap ever took, these say what it holds now.
//
//   - window.menagerieDebugHeap() collects the garbage and returns the live
//     heap: {heap: bytes in live objects, objects, sys: bytes the heap
//     took from the memory, goroutines}.
//   - window.menagerieDebugProfile(kind) collects the garbage and returns
//     the profile kind ("heap" by default, "goroutine"…) in pprof's format,
//     base64, to read or compare with `go tool pprof -base`.
func init() {
	if !app.IsClient {
		return
	}
	app.Window().Set("menagerieDebugHeap", app.FuncOf(func(app.Value, []app.Value) any {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return map[string]any{
			"heap":       float64(m.HeapAlloc),
			"objects":    float64(m.HeapObjects),
			"sys":        float64(m.HeapSys),
			"goroutines": runtime.NumGoroutine(),
		}
	}))
	app.Window().Set("menagerieDebugProfile", app.FuncOf(func(_ app.Value, args []app.Value) any {
		runtime.GC()
		kind := "heap"
		if len(args) > 0 && args[0].Type() == app.TypeString {
			kind = args[0].String()
		}
		p := pprof.Lookup(kind)
		if p == nil {
			return "no profile " + kind
		}
		var b bytes.Buffer
		if err := p.WriteTo(&b, 0); err != nil {
			return err.Error()
		}
		return base64.StdEncoding.EncodeToString(b.Bytes())
	}))
}
