//go:build browser && !js

package main

import (
	"cmp"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/profiler"
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
// numbers. It runs only when asked: make profile GAME=beavergang; make
// profile GAME=start profiles a next visit instead (see profileStart).
func TestProfilePlay(t *testing.T) {
	if *profileGame == "" {
		t.Skip("make profile GAME=id runs it")
	}
	if *profileGame == "start" {
		profileStart(t)
		return
	}
	srv := newServer(t)
	defer srv.Close()
	b := hardBotsOnPhone(t, srv.URL, *profileGame)
	startProfiler(t, b)
	endTrace, err := startTrace(b, "devtools.timeline")
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	b.click(t, "#start")
	b.countMutations(t)
	watchUntilEnd(t, b, *profileFor)
	events, err := endTrace()
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	t.Log(traceTop(events, 15))

	prof := stopProfiler(t, b)
	writeProfile(t, prof)
	t.Logf("%d moves", eval[int](t, b, `+document.querySelector("#table").dataset.seq`))
	t.Log(profileTop(prof, 40))
	t.Log(longTasksTop(prof, events, 20))
	t.Log(eval[string](t, b, `window.__mutations()`))
}

// countMutations has the page count the DOM's changes from now on, by kind
// and by the changed element's tag and class (with its parent's): what the
// table's drawings add, remove, rewrite and retext, which a CPU profile
// cannot tell apart. window.__mutations() gives the most frequent.
func (b *browser) countMutations(t *testing.T) {
	eval[any](t, b, `(() => {
  const counts = new Map();
  const name = (n) => n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.classList.length ? "." + [...n.classList].slice(0, 2).join(".") : "") + (n.id ? "#" + n.id : "") : n ? n.nodeName : "";
  const add = (k, n = 1) => counts.set(k, (counts.get(k) || 0) + n);
  const size = (n) => n.nodeType === 1 ? n.querySelectorAll("*").length + 1 : 1;
  const batches = [];
  new MutationObserver((records) => {
    const mine = new Map();
    const addB = (k, n = 1) => mine.set(k, (mine.get(k) || 0) + n);
    let all = 0;
    for (const r of records) {
      const where = name(r.target) + " in " + name(r.target.parentNode);
      let k = r.type === "childList" ? (r.addedNodes.length ? "added " + [...r.addedNodes].map(name).join(",") + " to " + where : "removed from " + where) : r.type === "attributes" ? "attr of " + where : "text in " + where;
      const n = r.type === "childList" ? [...r.addedNodes].reduce((s, n) => s + size(n), 0) + r.removedNodes.length : 1;
      addB(k, n);
      all += n;
    }
    batches.push([all, [...mine].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => v + " " + k).join("; ")]);
    for (const r of records) {
      const where = name(r.target) + " in " + name(r.target.parentNode);
      if (r.type === "childList") {
        for (const n of r.addedNodes) add("added    " + name(n) + " to " + where, size(n));
        for (const n of r.removedNodes) add("removed  " + name(n) + " from " + where);
      } else if (r.type === "attributes") {
        add("attr " + r.attributeName + " of " + where);
      } else {
        add("text     of " + name(r.target.parentNode) + " in " + name(r.target.parentNode && r.target.parentNode.parentNode));
      }
    }
  }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  window.__mutations = () => "the DOM's changes, most frequent first:\n" + [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => String(v).padStart(7) + "  " + k).join("\n") +
    "\nthe drawings that changed most (changes, then the largest parts):\n" + [...batches].sort((a, b) => b[0] - a[0]).slice(0, 15).map(([n, top]) => String(n).padStart(7) + "  " + top).join("\n");
})()`)
}

// profileTop lists the n functions of prof with the most samples of their
// own, and beside each the time with what it called.
func profileTop(prof *profiler.Profile, n int) string {
	byID, parent := profileTree(prof)
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
	eachSample(prof, func(id int64, _ float64, dt int64) {
		top := name(byID[id])
		all += dt
		if top == "(idle)" {
			idle += dt
			return
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
	})
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

// profileTree indexes prof's nodes by id, and each node's parent.
func profileTree(prof *profiler.Profile) (byID map[int64]*profiler.ProfileNode, parent map[int64]int64) {
	byID, parent = map[int64]*profiler.ProfileNode{}, map[int64]int64{}
	for _, node := range prof.Nodes {
		byID[node.ID] = node
		for _, c := range node.Children {
			parent[c] = node.ID
		}
	}
	return byID, parent
}

// eachSample calls f with each sample of prof: the node sampled, when it
// was taken (µs, the trace's clock) and the time it stands for (µs, until
// the next sample).
func eachSample(prof *profiler.Profile, f func(id int64, at float64, dt int64)) {
	at := float64(prof.StartTime)
	for i, id := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			at += float64(prof.TimeDeltas[i])
		}
		dt := int64(0)
		if i+1 < len(prof.TimeDeltas) {
			dt = prof.TimeDeltas[i+1]
		}
		f(id, at, dt)
	}
}

// longTasksTop lists the page's tasks over longTaskTarget (at most n, the
// longest first), each with what its samples of the CPU profile ran: for a
// sample, the outermost function of the app (a package of menagerie) or of
// go-app's drawing, else the function sampled; "(program)" is the
// browser's own work, and, with the CPU slowed, the time it holds the page
// back. The trace's times and the profile's are on the same clock.
func longTasksTop(prof *profiler.Profile, events []traceEvent, n int) string {
	byID, parent := profileTree(prof)
	// what is the name a sample of node id counts under.
	what := func(id int64) string {
		name := ""
		for cur, ok := id, true; ok; cur, ok = parent[cur] {
			f := byID[cur].CallFrame.FunctionName
			if strings.HasPrefix(f, "menagerie_") || strings.Contains(f, "engineX_.processFrame") {
				name = f
			}
		}
		if name == "" {
			name = byID[id].CallFrame.FunctionName
		}
		return shortName(name)
	}
	tasks := slices.DeleteFunc(pageTasks(events), func(e traceEvent) bool {
		return e.Dur <= float64(longTaskTarget/time.Microsecond)
	})
	slices.SortFunc(tasks, func(a, b traceEvent) int { return cmp.Compare(b.Dur, a.Dur) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d tasks over %v, the longest first, with what ran in them (ms of samples):\n", len(tasks), longTaskTarget)
	for i, task := range tasks {
		if i == n {
			break
		}
		// by adds up the task's samples under the name name gives each
		// (skipped when ""), and lists the n largest.
		by := func(name func(id int64) string, n int) string {
			sum := map[string]int64{}
			eachSample(prof, func(id int64, at float64, dt int64) {
				if at >= task.Ts && at < task.Ts+task.Dur {
					if k := name(id); k != "" {
						sum[k] += dt
					}
				}
			})
			names := slices.Collect(maps.Keys(sum))
			slices.SortFunc(names, func(a, b string) int { return cmp.Compare(sum[b], sum[a]) })
			var parts []string
			for _, k := range names[:min(n, len(names))] {
				parts = append(parts, fmt.Sprintf("%s %.0f", k, float64(sum[k])/1e3))
			}
			return strings.Join(parts, ", ")
		}
		fmt.Fprintf(&sb, "%7.0f ms (CPU %.0f ms): %s\n", task.Dur/1e3, task.Tdur/1e3, by(what, 5))
		if i < 5 {
			// The five longest also by the functions that were running,
			// and by the innermost of the app's functions in each sample:
			// which of ours the time went under.
			fmt.Fprintf(&sb, "%23s %s\n", "running:", by(func(id int64) string { return shortName(byID[id].CallFrame.FunctionName) }, 8))
			fmt.Fprintf(&sb, "%23s %s\n", "under ours:", by(func(id int64) string {
				for cur, ok := id, true; ok; cur, ok = parent[cur] {
					if f := byID[cur].CallFrame.FunctionName; strings.HasPrefix(f, "menagerie_") {
						return shortName(f)
					}
				}
				return ""
			}, 8))
		}
	}
	return sb.String()
}

// shortName is a profile's function name without its module's path.
func shortName(f string) string {
	return strings.NewReplacer("github.com_maxence_charriere_go_app_v10_pkg_app.", "app.", "menagerie_", "").Replace(f)
}

// traceTop sums, by name, the wall time of the complete events of the
// page's main thread (see pageThread): how the browser's own work splits
// into style, layout, paint and script.
func traceTop(events []traceEvent, n int) string {
	page := pageThread(events)
	sum, count := map[string]float64{}, map[string]int{}
	for _, e := range events {
		if e.Ph == "X" && (traceThread{e.Pid, e.Tid}) == page {
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
