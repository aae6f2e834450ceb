//go:build browser && !js

package main

import (
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

var (
	profileGame = flag.String("profilegame", "", "TestProfilePlay: the game whose play to profile (make profile GAME=id)")
	profileOut  = flag.String("profileout", "", "TestProfilePlay: where to write the .cpuprofile (DevTools' Performance panel opens it)")
	profileFor  = flag.Duration("profilefor", longTaskPlay, "TestProfilePlay: how long the bots play (a second or two profiles the table's first drawing)")
)

// TestProfilePlay profiles the page's main thread while four Hard bots play
// a game as benchLongTasks has them play (phone CPU and screen, pauses
// skipped), and prints the functions that took the most time, by their own
// samples and with what they called. Build the app with its function names
// first (make clean build DEBUG=1), or WebAssembly functions show as
// numbers. It runs only when asked: make profile GAME=beavergang.
func TestProfilePlay(t *testing.T) {
	if *profileGame == "" {
		t.Skip("make profile GAME=id runs it")
	}
	srv := newServer(t)
	defer srv.Close()
	b := newBrowserAt(t, t.TempDir())
	if err := phone(b, false); err != nil {
		t.Fatalf("phone profile: %v", err)
	}
	b.navigate(t, srv.URL+"/#setup/"+*profileGame)
	b.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
	b.choose(t, "#players", longTaskSeats)
	n, _ := strconv.Atoi(longTaskSeats)
	for i := range n {
		b.choose(t, fmt.Sprintf("#kind-%d", i), "bot")
		b.choose(t, fmt.Sprintf("#level-%d", i), "2")
	}
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
	endTrace, err := startTrace(b, "devtools.timeline")
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	start := time.Now()
	b.click(t, "#start")
	for time.Since(start) < *profileFor {
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			break
		}
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
		time.Sleep(100 * time.Millisecond)
	}
	events, err := endTrace()
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	t.Log(traceTop(events, 15))
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
	if *profileOut != "" {
		data, err := json.Marshal(prof)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*profileOut, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d moves", eval[int](t, b, `document.querySelectorAll("#log li").length`))
	t.Log(profileTop(prof, 40))
}

// profileTop lists the n functions of prof with the most samples of their
// own, and beside each the time with what it called.
func profileTop(prof *profiler.Profile, n int) string {
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, node := range prof.Nodes {
		byID[node.ID] = node
		for _, c := range node.Children {
			parent[c] = node.ID
		}
	}
	name := func(node *profiler.ProfileNode) string {
		f := node.CallFrame
		s := f.FunctionName
		if s == "" {
			s = "(anonymous)"
		}
		if f.URL != "" {
			s += " " + f.URL[strings.LastIndex(f.URL, "/")+1:]
		}
		return s
	}
	self, total := map[string]int64{}, map[string]int64{}
	var all, idle int64
	for i, id := range prof.Samples {
		dt := int64(0)
		if i+1 < len(prof.TimeDeltas) {
			dt = prof.TimeDeltas[i+1]
		}
		node := byID[id]
		top := name(node)
		all += dt
		if top == "(idle)" {
			idle += dt
			continue
		}
		self[top] += dt
		seen := map[string]bool{}
		for cur, ok := id, true; ok; cur, ok = parent[cur] {
			s := name(byID[cur])
			if !seen[s] {
				seen[s] = true
				total[s] += dt
			}
		}
	}
	type row struct {
		name        string
		self, total int64
	}
	var rows []row
	for k, v := range self {
		rows = append(rows, row{k, v, total[k]})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.self, a.self) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "%.1f s sampled, %.1f s idle ((program) is the browser's own work)\n", float64(all)/1e6, float64(idle)/1e6)
	for i, r := range rows {
		if i == n {
			break
		}
		fmt.Fprintf(&sb, "%7.0f ms self %7.0f ms total  %s\n", float64(r.self)/1e3, float64(r.total)/1e3, r.name)
	}
	var tops []row
	for k, v := range total {
		tops = append(tops, row{k, self[k], v})
	}
	slices.SortFunc(tops, func(a, b row) int { return cmp.Compare(b.total, a.total) })
	sb.WriteString("by total:\n")
	for i, r := range tops {
		if i == n {
			break
		}
		fmt.Fprintf(&sb, "%7.0f ms total %7.0f ms self  %s\n", float64(r.total)/1e3, float64(r.self)/1e3, r.name)
	}
	return sb.String()
}

// traceTop sums, by name, the wall time of the complete events of the
// page's main thread (the renderer's main thread that ran most tasks): how
// the browser's own work splits into style, layout, paint and script.
func traceTop(events []traceEvent, n int) string {
	type thread struct{ pid, tid int }
	main := map[thread]bool{}
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" && e.Args.Name == "CrRendererMain" {
			main[thread{e.Pid, e.Tid}] = true
		}
	}
	work := map[thread]float64{}
	for _, e := range events {
		if e.Ph == "X" && e.Name == "ThreadControllerImpl::RunTask" && main[thread{e.Pid, e.Tid}] {
			work[thread{e.Pid, e.Tid}] += e.Dur
		}
	}
	var page thread
	for th, w := range work {
		if w > work[page] {
			page = th
		}
	}
	sum, count := map[string]float64{}, map[string]int{}
	for _, e := range events {
		if e.Ph == "X" && (thread{e.Pid, e.Tid}) == page {
			sum[e.Name] += e.Dur
			count[e.Name]++
		}
	}
	names := slices.Collect(maps.Keys(sum))
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(sum[b], sum[a]) })
	var sb strings.Builder
	sb.WriteString("the page's main thread, by event (wall time, nested events counted in each):\n")
	for i, name := range names {
		if i == n {
			break
		}
		fmt.Fprintf(&sb, "%7.0f ms %6d× %s\n", sum[name]/1e3, count[name], name)
	}
	return sb.String()
}
