//go:build browser && !js

package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// profileStart profiles a next visit on the phone's CPU and screen (make
// profile GAME=start): the app served as make run serves it, opened once
// and again until its service worker serves it, then opened once more under
// the profiler and a trace. It prints the start-up's steps, the page's
// tasks around Go's main one by one with what ran in them, the functions
// from main to a home page that takes a tap, and the tasks over 100 ms.
func profileStart(t *testing.T) {
	h, err := Serve("web")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	b := newBrowserAt(t, t.TempDir())
	defer b.kill()
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, src := range []string{phasesScript, readyScript} {
			if _, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
				return err
			}
		}
		return nil
	})); err != nil {
		t.Fatal(err)
	}
	// The phone's CPU and screen; no slow network: the debug build is large,
	// and a next visit reads the service worker's cache anyway.
	if err := phone(b, false); err != nil {
		t.Fatal(err)
	}
	if _, err := visit(t, b, srv.URL+"/"); err != nil {
		t.Fatal(err)
	}
	b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration();
		return !!(r && r.active && r.active.state === "activated") })()`, 3*time.Minute)
	for try := 0; ; try++ {
		time.Sleep(5 * time.Second)
		if _, err := visit(t, b, srv.URL+"/"); err != nil {
			t.Fatal(err)
		}
		if eval[bool](t, b, `!!navigator.serviceWorker.controller`) {
			break
		}
		if try == 3 {
			t.Fatal("the visits were not served by the service worker")
		}
	}
	time.Sleep(5 * time.Second)
	startProfiler(t, b)
	endTrace, err := startTrace(b, "devtools.timeline", "blink.user_timing", "v8.wasm")
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	p, err := visit(t, b, srv.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	ready := eval[float64](t, b, `window.__ready - performance.getEntriesByName("menagerie-main")[0].startTime`)
	time.Sleep(2 * time.Second) // what the page does next: its idle work
	events, err := endTrace()
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	prof := stopProfiler(t, b)
	writeProfile(t, prof)
	t.Logf("the visit profiled: %v", p)
	t.Log(startTasks(events, -300*time.Millisecond, time.Second))
	t.Log(sinceMain(prof, events, time.Duration(ready*float64(time.Millisecond)), 60))
	t.Log(longTasksTop(prof, events, 20))
}

// startProfiler starts the V8 CPU profiler of b's page, sampling every
// 200 µs.
func startProfiler(t *testing.T, b *browser) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
		return err
	})); err != nil {
		t.Fatalf("profiler: %v", err)
	}
}

// stopProfiler stops the profiler startProfiler started and returns its
// profile.
func stopProfiler(t *testing.T, b *browser) *profiler.Profile {
	t.Helper()
	var prof *profiler.Profile
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
		if err == nil {
			prof = res.Profile
		}
		return err
	})); err != nil {
		t.Fatalf("profiler: %v", err)
	}
	return prof
}

// mainMark is when Go's main began (its "menagerie-main" mark), on the
// trace's clock, in µs.
func mainMark(events []traceEvent) float64 {
	for _, e := range events {
		if e.Name == "menagerie-main" {
			return e.Ts
		}
	}
	return 0
}

// startTasks lists the page's top-level tasks of over 3 ms that began
// between from and to of Go's main, each with the events it held that took
// the most time.
func startTasks(events []traceEvent, from, to time.Duration) string {
	page, main := pageThread(events), mainMark(events)
	var mine []traceEvent
	for _, e := range events {
		if e.Ph == "X" && (traceThread{e.Pid, e.Tid}) == page {
			mine = append(mine, e)
		}
	}
	// Longest first, so that an event is seen after what holds it.
	slices.SortFunc(mine, func(a, b traceEvent) int { return cmp.Or(cmp.Compare(a.Ts, b.Ts), cmp.Compare(b.Dur, a.Dur)) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "the page's tasks from %v to %v of Go's main (start, length, what they held):\n", from, to)
	end := 0.0
	for i, top := range mine {
		if top.Ts < end {
			continue // held by a task before it
		}
		end = top.Ts + top.Dur
		at := time.Duration((top.Ts - main) * 1e3)
		if top.Dur < 3000 || at < from || at > to {
			continue
		}
		held := map[string]float64{}
		for _, e := range mine[i+1:] {
			if e.Ts >= end {
				break
			}
			if e.Name != top.Name {
				held[e.Name] += e.Dur
			}
		}
		names := slices.Collect(maps.Keys(held))
		slices.SortFunc(names, func(a, b string) int { return cmp.Compare(held[b], held[a]) })
		var parts []string
		for _, n := range names[:min(len(names), 5)] {
			parts = append(parts, fmt.Sprintf("%s %.0f", n, held[n]/1e3))
		}
		fmt.Fprintf(&sb, "%+7.0f ms %6.0f ms  %s\n", (top.Ts-main)/1e3, top.Dur/1e3, strings.Join(parts, ", "))
	}
	return sb.String()
}

// sinceMain lists the n functions with the most samples, with what they
// called, from Go's main until the home page took a tap (ready after main).
func sinceMain(prof *profiler.Profile, events []traceEvent, ready time.Duration, n int) string {
	byID, parent := profileTree(prof)
	main := mainMark(events)
	total := map[string]int64{}
	var all int64
	eachSample(prof, func(id int64, at float64, dt int64) {
		if at < main || at > main+float64(ready.Microseconds()) {
			return
		}
		all += dt
		seen := map[string]bool{}
		for cur, ok := id, true; ok; cur, ok = parent[cur] {
			name := byID[cur].CallFrame.FunctionName
			if !seen[name] {
				seen[name] = true
				total[name] += dt
			}
		}
	})
	names := slices.Collect(maps.Keys(total))
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(total[b], total[a]) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "from Go's main to a home page that takes a tap (%v, %.0f ms sampled), by time with what they called:\n", ready.Round(time.Millisecond), float64(all)/1e3)
	for _, name := range names[:min(len(names), n)] {
		if name == "" {
			name = "(anonymous)"
		}
		fmt.Fprintf(&sb, "%7.1f ms  %s\n", float64(total[name])/1e3, name)
	}
	return sb.String()
}

// writeProfile writes prof where -profileout says, if it says: DevTools'
// Performance panel opens it.
func writeProfile(t *testing.T, prof *profiler.Profile) {
	t.Helper()
	if *profileOut == "" {
		return
	}
	data, err := json.Marshal(prof)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(*profileOut, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
