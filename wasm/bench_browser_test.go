//go:build browser && !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	"menagerie/games/catalog"
)

// `make bench` runs TestBenchTable with -benchtable: it measures what a
// player feels and prints one Markdown table, with the machine it ran on.
// The targets are benchmarks, not tests: a missed target is reported in the
// table, not as a failure; only a measurement that cannot be made fails.
var (
	benchTable = flag.Bool("benchtable", false, "measure and print the benchmark table (make bench)")
	benchOnly  = flag.String("benchonly", "", "with -benchtable, only these comma-separated parts: sizes, loads, playouts, bots, longtasks, roundtrip, phone, memory, paste")
)

// Settings of the measurements, kept so that `make bench` stays within
// about ten minutes on two cores.
const (
	loadRuns       = 5     // cold and warm loads, each
	playoutTime    = "1s"  // -benchtime of each game's BenchmarkPlayout
	playoutCount   = "3"   // its -count; the table gives the median
	botMoves       = "16x" // -benchtime of games/bot's benchmarks: moves per game and level
	coldTarget     = 1500 * time.Millisecond
	warmTarget     = 500 * time.Millisecond
	brotliTarget   = 2_180_000 // bytes: app.wasm's size before the table kit (2.18 MB) must not grow
	movesTarget    = 200_000   // random moves per second, natively
	hardBotTarget  = 500 * time.Millisecond
	roundTripP95   = 50 * time.Millisecond
	longTaskTarget = 100 * time.Millisecond
	longTaskPlay   = 30 * time.Second // how long each game of the longtasks part plays
	longTaskSeats  = "4"              // its players, every one a Hard bot
	rehearsalWait  = 5 * time.Second  // how long a page is looked at, at most, before its tap
	benchPlayoutRE = "^BenchmarkPlayout$"
)

// row is one line of the table.
type row struct {
	measure, result, target, met string
}

// benchTableRows collects the rows and the measurements that failed.
type benchTableRows struct {
	rows   []row
	failed []string
}

func (r *benchTableRows) add(measure, result, target string, met *bool) {
	m := ""
	if met != nil {
		m = "no"
		if *met {
			m = "yes"
		}
	}
	r.rows = append(r.rows, row{measure, result, target, m})
}

func (r *benchTableRows) fail(measure string, err error) {
	r.rows = append(r.rows, row{measure, "failed: " + oneLine(err.Error()), "", ""})
	r.failed = append(r.failed, measure+": "+err.Error())
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 160 {
		s = s[:160] + "…"
	}
	return strings.ReplaceAll(s, "|", "/")
}

func ptr(b bool) *bool { return &b }

// progress tells the person waiting what is being measured (on stderr, so
// that stdout is the table).
func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "bench: "+format+"\n", args...)
}

// TestBenchTable measures and prints the table (only with -benchtable).
func TestBenchTable(t *testing.T) {
	if !*benchTable {
		t.Skip("run with -benchtable (make bench)")
	}
	start := time.Now()
	machine := machineLine()
	var r benchTableRows
	for _, part := range []struct {
		name    string
		measure func(*testing.T, *benchTableRows)
	}{
		{"sizes", benchSizes},
		{"loads", benchLoads},
		{"playouts", benchPlayouts},
		{"bots", benchBots},
		{"longtasks", benchLongTasks},
		{"roundtrip", benchRoundTrip},
		{"phone", benchPhone},
		{"memory", benchMemory},
		{"paste", benchPaste},
	} {
		if *benchOnly == "" || slices.Contains(strings.Split(*benchOnly, ","), part.name) {
			part.measure(t, &r)
		}
	}

	var out bytes.Buffer
	fmt.Fprintf(&out, "\n%s\n\n", machine)
	fmt.Fprintln(&out, "| measure | result | target | met |")
	fmt.Fprintln(&out, "|---|---|---|---|")
	for _, x := range r.rows {
		fmt.Fprintf(&out, "| %s | %s | %s | %s |\n", x.measure, x.result, x.target, x.met)
	}
	fmt.Fprintf(&out, "\nMeasured in %v by `make bench`.\n", time.Since(start).Round(time.Second))
	os.Stdout.Write(out.Bytes())
	for _, f := range r.failed {
		t.Error(f)
	}
}

// machineLine describes the machine, the tools and the moment.
func machineLine() string {
	cpu := "unknown CPU"
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				cpu = strings.TrimSpace(v)
				break
			}
		}
	}
	load := ""
	if data, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(data)); len(f) > 0 {
			load = ", load average " + f[0] + " at the start"
		}
	}
	chromium := "Chromium not found"
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			if v, err := exec.Command(p, "--version").Output(); err == nil {
				chromium = strings.TrimSpace(strings.Split(string(v), " built")[0])
			}
			break
		}
	}
	node := "Node not found"
	if v, err := exec.Command("node", "--version").Output(); err == nil {
		node = "Node " + strings.TrimSpace(string(v))
	}
	return fmt.Sprintf("%s — %s, %d cores, %s/%s%s; %s; %s; %s",
		time.Now().UTC().Format("2006-01-02 15:04 UTC"), cpu, runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, load,
		strings.Replace(runtime.Version(), "go", "Go ", 1), chromium, node)
}

// mb writes a byte count in megabytes (10⁶ bytes).
func mb(n int64) string {
	return fmt.Sprintf("%.2f MB", float64(n)/1e6)
}

// benchSizes: app.wasm raw, gzip and brotli, as the build wrote them.
func benchSizes(t *testing.T, r *benchTableRows) {
	sizes := map[string]int64{}
	for _, ext := range []string{"", ".gz", ".br"} {
		f := "web/app.wasm" + ext
		info, err := os.Stat(f)
		if err == nil && ext != "" && !fresh("web/app.wasm", f) {
			err = fmt.Errorf("%s is older than app.wasm", f)
		}
		if err != nil {
			r.fail("app.wasm"+ext, fmt.Errorf("%v (make build writes it)", err))
			return
		}
		sizes[ext] = info.Size()
	}
	raw := sizes[""]
	pct := func(n int64) string { return fmt.Sprintf(" (%.0f%%)", 100*float64(n)/float64(raw)) }
	r.add("`app.wasm`, raw", mb(raw), "", nil)
	r.add("`app.wasm`, gzip -9", mb(sizes[".gz"])+pct(sizes[".gz"]), "", nil)
	r.add("`app.wasm`, brotli -q 11", fmt.Sprintf("%s (%d bytes)", mb(sizes[".br"])+pct(sizes[".br"]), sizes[".br"]),
		"≤ "+mb(brotliTarget), ptr(sizes[".br"] <= brotliTarget))
}

// readyScript runs in every page before its own scripts. It records in
// window.__ready the time (ms since the navigation started) at which the home
// page became interactive: the wasm loader gone, the game buttons rendered by
// the app (not the server's pre-rendered copies, which do nothing) and the
// event loop free to take a click.
const readyScript = `(() => {
	if (window.top !== window) return;
	let pre = null;
	const check = () => {
		if (window.__ready !== undefined || window.__readySeen) return;
		if (document.readyState === "loading") return;
		const button = document.querySelector("#play-chevaux");
		if (pre === null) pre = button || false;
		if (!button || button === pre || document.getElementById("app-wasm-loader")) return;
		window.__readySeen = true;
		setTimeout(() => { window.__ready = performance.now() }, 0);
	};
	new MutationObserver(check).observe(document, {childList: true, subtree: true});
	document.addEventListener("DOMContentLoaded", check);
	const poll = setInterval(() => { check(); if (window.__ready !== undefined) clearInterval(poll) }, 5);
})()`

// loadOnce navigates b's tab to url and returns the time to interactive.
func loadOnce(t *testing.T, b *browser, url string) (time.Duration, error) {
	if err := chromedp.Do(b.ctx, chromedp.Navigate(url)); err != nil {
		return 0, err
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`window.__ready === undefined ? -1 : window.__ready`))
		if err == nil && ms >= 0 {
			return time.Duration(ms * float64(time.Millisecond)), nil
		}
		if time.Now().After(deadline) {
			return 0, fmt.Errorf("the home page did not become interactive in 60 s (%v)", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// benchLoads: cold loads (a fresh profile each) to an interactive home page,
// what they download, and warm loads from the service worker (the same
// profile's next visit, once the worker holds the app).
func benchLoads(t *testing.T, r *benchTableRows) {
	h, err := Serve("web")
	if err != nil {
		r.fail("cold load", err)
		return
	}
	counter := &countingHandler{next: h}
	srv := httptest.NewServer(counter)
	defer srv.Close()
	var cold, warm []time.Duration
	var pageBytes, allBytes []int64
	for i := 0; i < loadRuns; i++ {
		progress("cold and warm load %d of %d", i+1, loadRuns)
		var err error
		t.Run(fmt.Sprintf("load%d", i), func(t *testing.T) {
			err = func() error {
				b := newBrowserAt(t, t.TempDir())
				if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
					_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: readyScript})
					return err
				})); err != nil {
					return err
				}
				before := counter.sent()
				d, err := loadOnce(t, b, srv.URL+"/")
				if err != nil {
					return err
				}
				cold = append(cold, d)
				// What the page downloaded up to now, headers included.
				n, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource")).reduce((n, e) => n + e.transferSize, 0)`))
				if err != nil {
					return err
				}
				pageBytes = append(pageBytes, int64(n))
				// The worker's install fetches the app again for its cache.
				b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration();
					return !!(r && r.active && r.active.state === "activated") })()`, 60*time.Second)
				allBytes = append(allBytes, counter.sent()-before)
				// Chromium may not yet use a worker that has just been activated
				// (it stores the registration in the background): the next visit
				// comes a little later, and is tried again if it went to the
				// network all the same.
				for try := 0; ; try++ {
					time.Sleep(time.Second)
					d, err = loadOnce(t, b, srv.URL+"/")
					if err != nil {
						return err
					}
					if eval[bool](t, b, `!!navigator.serviceWorker.controller`) {
						break
					}
					if try == 3 {
						return fmt.Errorf("the next visits were not served by the service worker")
					}
				}
				warm = append(warm, d)
				return nil
			}()
		})
		if err != nil {
			r.fail("cold and warm loads", err)
			return
		}
	}
	r.add("cold load: downloaded", fmt.Sprintf("%s to interactive; %s with the offline cache (medians)", mb(median(pageBytes)), mb(median(allBytes))), "", nil)
	c, w := median(cold), median(warm)
	r.add(fmt.Sprintf("cold load to an interactive home page, headless Chromium, loopback (median of %d)", loadRuns), seconds(c)+spread(cold), "≤ 1.5 s", ptr(c <= coldTarget))
	r.add(fmt.Sprintf("warm load from the service worker (median of %d)", loadRuns), seconds(w)+spread(warm), "≤ 0.5 s", ptr(w <= warmTarget))
}

func median[T int64 | time.Duration | float64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func seconds(d time.Duration) string {
	return fmt.Sprintf("%.2f s", d.Seconds())
}

func spread(ds []time.Duration) string {
	return fmt.Sprintf(" (%s–%s)", seconds(slices.Min(ds)), seconds(slices.Max(ds)))
}

// benchResult is one line of `go test -bench` output.
type benchResult struct {
	pkg, name string
	metrics   map[string]float64 // unit → value: "ns/op", "moves/s"…
}

// parseBench reads `go test -bench` output.
func parseBench(out string) []benchResult {
	var res []benchResult
	pkg := ""
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if p, ok := strings.CutPrefix(line, "pkg: "); ok {
			pkg = strings.TrimSpace(p)
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		if _, err := strconv.Atoi(f[1]); err != nil {
			continue
		}
		b := benchResult{pkg: pkg, name: f[0], metrics: map[string]float64{}}
		// The name ends in -GOMAXPROCS, except in WebAssembly.
		if i := strings.LastIndex(b.name, "-"); i > 0 {
			if _, err := strconv.Atoi(b.name[i+1:]); err == nil {
				b.name = b.name[:i]
			}
		}
		for i := 2; i+1 < len(f); i += 2 {
			if v, err := strconv.ParseFloat(f[i], 64); err == nil {
				b.metrics[f[i+1]] = v
			}
		}
		res = append(res, b)
	}
	return res
}

func TestParseBench(t *testing.T) {
	out := `goos: js
pkg: menagerie/games/chevaux
BenchmarkPlayout 	   10824	    100158 ns/op	      9984 games/s	   1075207 moves/s
pkg: menagerie/games/bot
BenchmarkChoose/zoo/hard-2 	       5	 312000000 ns/op	       284.5 ms/move
BenchmarkBroken 	 oops
PASS
`
	got := parseBench(out)
	if len(got) != 2 {
		t.Fatalf("%d results: %+v", len(got), got)
	}
	if got[0].pkg != "menagerie/games/chevaux" || got[0].name != "BenchmarkPlayout" || got[0].metrics["moves/s"] != 1075207 || got[0].metrics["games/s"] != 9984 {
		t.Errorf("first: %+v", got[0])
	}
	if got[1].pkg != "menagerie/games/bot" || got[1].name != "BenchmarkChoose/zoo/hard" || got[1].metrics["ms/move"] != 284.5 || got[1].metrics["ns/op"] != 312e6 {
		t.Errorf("second: %+v", got[1])
	}
	if s := groupDigits(1234567.4); s != "1\u202f234\u202f567" {
		t.Errorf("groupDigits: %q", s)
	}
}

// goTest runs `go test` with args in the module's top directory, natively or
// as GOOS=js GOARCH=wasm under Node, and returns its output. Under Node it
// compiles with the app's compiler flags (WASM_GCFLAGS, set by make bench),
// so the bots are measured as the app runs them.
func goTest(wasm bool, args ...string) (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("go is not on the PATH: %v", err)
	}
	full := []string{"test", "-p", "1"}
	if wasm {
		out, err := exec.Command(goBin, "env", "GOROOT").Output()
		if err != nil {
			return "", err
		}
		full = append(full, "-exec", filepath.Join(strings.TrimSpace(string(out)), "lib", "wasm", "go_js_wasm_exec"))
		full = append(full, strings.Fields(os.Getenv("WASM_GCFLAGS"))...)
	}
	cmd := exec.Command(goBin, append(full, args...)...)
	cmd.Env = os.Environ()
	if wasm {
		cmd.Env = append(cmd.Env, "GOOS=js", "GOARCH=wasm")
	}
	var buf bytes.Buffer
	cmd.Stdout = &buf
	cmd.Stderr = &buf
	err = cmd.Run()
	if err != nil {
		return buf.String(), fmt.Errorf("go %s: %v\n%s", strings.Join(cmd.Args[1:], " "), err, buf.String())
	}
	return buf.String(), nil
}

// groupDigits writes n with thin spaces between thousands: 1 234 567.
func groupDigits(n float64) string {
	s := strconv.FormatInt(int64(n+0.5), 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString("\u202f")
		}
		b.WriteRune(c)
	}
	return b.String()
}

// benchPlayouts: random moves and whole random games per second, for each
// game, natively and in WebAssembly, from the games' own BenchmarkPlayout
// (the median of playoutCount runs: other work on the machine only ever
// slows a run down).
func benchPlayouts(t *testing.T, r *benchTableRows) {
	var pkgs []string
	names := map[string]string{}
	for _, g := range catalog.All() {
		pkg := "menagerie/games/" + g.ID()
		pkgs = append(pkgs, pkg)
		names[pkg] = g.ID()
	}
	results := map[bool]map[string]benchResult{}
	for _, wasm := range []bool{false, true} {
		progress("random playouts, %s", platform(wasm))
		out, err := goTest(wasm, append([]string{"-run", "^$", "-bench", benchPlayoutRE, "-benchtime", playoutTime, "-count", playoutCount}, pkgs...)...)
		if err != nil {
			r.fail("random playouts, "+platform(wasm), err)
			continue
		}
		runs := map[string][]benchResult{}
		for _, b := range parseBench(out) {
			runs[b.pkg] = append(runs[b.pkg], b)
		}
		results[wasm] = map[string]benchResult{}
		for pkg, bs := range runs {
			m := benchResult{pkg: pkg, name: bs[0].name, metrics: map[string]float64{}}
			for _, unit := range []string{"moves/s", "games/s"} {
				var xs []float64
				for _, b := range bs {
					xs = append(xs, b.metrics[unit])
				}
				m.metrics[unit] = median(xs)
			}
			results[wasm][pkg] = m
		}
	}
	for _, pkg := range pkgs {
		for _, wasm := range []bool{false, true} {
			if results[wasm] == nil {
				continue
			}
			measure := fmt.Sprintf("%s: random play, %s", names[pkg], platform(wasm))
			b, ok := results[wasm][pkg]
			if !ok {
				r.fail(measure, fmt.Errorf("no %s in %s", benchPlayoutRE, pkg))
				continue
			}
			moves := b.metrics["moves/s"]
			result := fmt.Sprintf("%s moves/s, %s games/s", groupDigits(moves), groupDigits(b.metrics["games/s"]))
			if wasm {
				r.add(measure, result, "", nil)
			} else {
				r.add(measure, result, "≥ 200\u202f000 moves/s", ptr(moves >= movesTarget))
			}
		}
	}
}

func platform(wasm bool) string {
	if wasm {
		return "WebAssembly (Node)"
	}
	return "native"
}

// benchBots: the bots' time per move at each level, in WebAssembly, from
// games/bot's benchmarks (BenchmarkChoose/<game>/<players>/<level>, one move
// per op): every benchmark whose name has a level (easy, medium, hard) as one
// of its parts, per move from its "ms/move" metric or else its ns/op.
func benchBots(t *testing.T, r *benchTableRows) {
	levels := []string{"easy", "medium", "hard"}
	if _, err := os.Stat("games/bot"); err != nil {
		for _, l := range levels {
			r.add("bot move, "+l+", WebAssembly", "pending: games/bot has not landed", target(l), nil)
		}
		return
	}
	progress("bots, WebAssembly")
	out, err := goTest(true, "-run", "^$", "-bench", ".", "-benchtime", botMoves, "./games/bot")
	if err != nil {
		r.fail("bot moves, WebAssembly", err)
		return
	}
	perLevel := map[string][]string{}
	worst := map[string]float64{}
	for _, b := range parseBench(out) {
		parts := strings.Split(strings.ToLower(strings.TrimPrefix(b.name, "Benchmark")), "/")
		for _, l := range levels {
			if !slices.Contains(parts, l) {
				continue
			}
			ms, ok := b.metrics["ms/move"]
			if !ok {
				ms = b.metrics["ns/op"] / 1e6
			}
			// BenchmarkChoose/zoo/4p/partners/hard → "zoo 4p partners".
			label := strings.Join(slices.DeleteFunc(slices.Clone(parts[1:]), func(p string) bool { return p == l }), " ")
			perLevel[l] = append(perLevel[l], label+" "+millis(ms))
			worst[l] = max(worst[l], ms)
		}
	}
	for _, l := range levels {
		if len(perLevel[l]) == 0 {
			r.add("bot move, "+l+", WebAssembly", "pending: no benchmark of games/bot names this level", target(l), nil)
			continue
		}
		var met *bool
		if l == "hard" {
			met = ptr(worst[l] <= float64(hardBotTarget/time.Millisecond))
		}
		r.add("bot move, "+l+", WebAssembly (mean per game)", "slowest "+millis(worst[l])+": "+strings.Join(perLevel[l], ", "), target(l), met)
	}
}

// millis writes a time in ms, with a decimal when it is short.
func millis(ms float64) string {
	if ms < 10 {
		return fmt.Sprintf("%.1f ms", ms)
	}
	return fmt.Sprintf("%.0f ms", ms)
}

func target(level string) string {
	if level == "hard" {
		return "≤ 500 ms"
	}
	return ""
}

// longTaskJS starts recording in window.__long every task of the page that
// takes 50 ms or more (the browser's "long tasks"), as [start, duration] in
// ms since the navigation started, and counts in window.__mut the DOM's
// mutation records (a node added or removed, an attribute or a text
// changed), what go-app's updates cost the browser's style and layout.
const longTaskJS = `(() => {
	window.__long = [];
	window.__mut = 0;
	new MutationObserver(list => { window.__mut += list.length })
		.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
	}).observe({entryTypes: ["longtask"]});
	return true })()`

// benchLongTasks: the longest task of the page while Hard bots play each
// game in headless Chromium, without the bots' pauses, so that they think
// back to back. A task over 100 ms is one the player feels (a tap that
// waits, an animation that stutters). The durations are wall clock, as the
// player feels them; on a busy machine a task also waits for a core, so the
// row gives the most CPU time a task of the page's main thread took too,
// from a trace of the browser.
func benchLongTasks(t *testing.T, r *benchTableRows) {
	srv := newServer(t)
	defer srv.Close()
	for _, g := range catalog.All() {
		id := g.ID()
		measure := fmt.Sprintf("%s: longest task of the page while %s Hard bots play, headless Chromium, CPU %d× slower, %d×%d", id, longTaskSeats, phoneCPU, phoneWidth, phoneHeight)
		progress("long tasks, %s", id)
		var (
			res  longTasks
			done bool
		)
		t.Run("longtasks-"+id, func(t *testing.T) {
			res = playBots(t, srv.URL, id)
			done = !t.Failed()
		})
		if !done {
			r.fail(measure, fmt.Errorf("not measured (go test ./wasm -run TestBenchTable -benchtable -benchonly longtasks -v tells why)"))
			continue
		}
		r.add(measure, res.String(), "≤ 100 ms", ptr(res.longest <= float64(longTaskTarget/time.Millisecond)))
		if len(res.hard) == 0 {
			r.fail(id+": Hard's move", fmt.Errorf("no menagerie-bot-2 measure in the page"))
			continue
		}
		slowest := slices.Max(res.hard)
		r.add(fmt.Sprintf("%s: Hard's move in the page, CPU %d× slower (decision to move, median; slowest)", id, phoneCPU),
			fmt.Sprintf("%s; slowest %s (%d moves)", millis(median(res.hard)), millis(slowest), len(res.hard)),
			"≤ 300 ms", ptr(slowest <= float64(phoneHardGoal/time.Millisecond)))
	}
}

// longTasks is what benchLongTasks measured in one game.
type longTasks struct {
	longest float64 // ms, wall clock
	over    int     // tasks over longTaskTarget
	count   int     // tasks of 50 ms or more
	cpu     float64 // ms, the most CPU time of a task of the main thread; 0 if unknown
	moves   int     // lines of the game's log at the end (it keeps 200)
	played  time.Duration
	ended   bool
	hard    []float64 // ms, each Hard decision of the page (User Timing)
	mut     int       // DOM mutation records while the bots played
	gcs     []float64 // ms, the page's collections in idle time while the bots played
	ownGCs  int       // collections the collector started itself meanwhile
}

func (l longTasks) String() string {
	s := fmt.Sprintf("%s (%d ≥ 50 ms, %d > 100 ms)", millis(l.longest), l.count, l.over)
	if l.cpu > 0 {
		s += fmt.Sprintf("; most CPU time of a task %s", millis(l.cpu))
	}
	moves := fmt.Sprint(l.moves)
	if l.moves >= 200 {
		moves = "over 200"
	}
	s += fmt.Sprintf("; %s moves in %.0f s", moves, l.played.Seconds())
	if l.ended {
		s += ", to the end"
	}
	if len(l.gcs) > 0 {
		s += fmt.Sprintf("; %d collections in idle time, the longest %s, %d by the collector itself", len(l.gcs), millis(slices.Max(l.gcs)), l.ownGCs)
	}
	if len(l.hard) > 0 {
		// Every seat is a bot: each decision is a move.
		s += fmt.Sprintf("; %.0f DOM mutations per move", float64(l.mut)/float64(len(l.hard)))
	}
	return s
}

// playBots starts a game of id with longTaskSeats Hard bots, without their
// pauses, and records the page's long tasks and a trace for longTaskPlay or
// until the game ends.
func playBots(t *testing.T, url, id string) longTasks {
	b := hardBotsOnPhone(t, url, id)
	endTrace, err := startTrace(b)
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	start := time.Now()
	eval[bool](t, b, `(window.__playFrom = performance.now(), true)`)
	b.click(t, "#start")
	var res longTasks
	res.ended = watchUntilEnd(t, b, longTaskPlay)
	res.played = time.Since(start)
	// The play ends here: stopping the trace makes the page's thread write
	// it out, in tasks of the measure's own that are no part of the play.
	eval[bool](t, b, `(window.__longCut = performance.now(), true)`)
	events, err := endTrace()
	if err != nil {
		t.Fatalf("tracing: %v", err)
	}
	res.cpu = mainThreadCPU(events)
	res.moves = eval[int](t, b, `+document.querySelector("#table").dataset.seq`)
	res.mut = eval[int](t, b, `window.__mut`)
	res.hard = eval[[]float64](t, b, `performance.getEntriesByName("menagerie-bot-2").map(e => e.duration)`)
	// With -v, each Hard move over its target, with the long tasks during it.
	for _, slow := range eval[[]string](t, b, `performance.getEntriesByName("menagerie-bot-2").filter(e => e.duration > 300).map(e =>
		e.duration.toFixed(0) + " ms from " + e.startTime.toFixed(0) + ": tasks " + window.__long.filter(([s, d]) => s + d > e.startTime && s < e.startTime + e.duration).map(([s, d]) => d.toFixed(0) + " ms at " + s.toFixed(0)).join(", "))`) {
		t.Logf("slow Hard move: %s", slow)
	}
	t.Logf("tasks over 100 ms after the play, while the trace is written: %v", eval[[][2]float64](t, b, `window.__long.filter(([s, d]) => s >= window.__longCut && d > 100)`))
	t.Logf("tasks of 50 ms or more on the setup page (ms, at ms; the tap at %.0f): %v", eval[float64](t, b, `window.__playFrom`), eval[[][2]float64](t, b, `window.__long.filter(([s]) => s < window.__playFrom).map(([s, d]) => [d, s])`))
	t.Logf("the warm-up's steps in idle time (ms): %v; their ends (at ms): %v",
		eval[[]string](t, b, `performance.getEntriesByName("menagerie-warm").map(e => e.detail + " " + Math.round(e.duration))`),
		eval[[]string](t, b, `performance.getEntriesByName("menagerie-warmed").map(e => e.detail + " " + Math.round(e.startTime))`))
	eval[bool](t, b, `(window.__long = window.__long.filter(([s]) => s < window.__longCut), true)`)
	slowest := eval[[][2]float64](t, b, `window.__long.slice().sort((a, b) => b[1] - a[1]).slice(0, 5)`)
	t.Logf("longest tasks (ms, at ms): %v", slowest)
	// With -v, each task over the target with what ran in it that the page
	// measures: a collection in idle time, a bot's decision.
	for _, task := range eval[[]string](t, b, `window.__long.filter(([s, d]) => d > 100).map(([s, d]) => {
		const during = name => performance.getEntriesByName(name).filter(e => s < e.startTime + e.duration && e.startTime < s + d).map(e => e.duration.toFixed(0) + " ms").join(", ");
		return d.toFixed(0) + " ms at " + s.toFixed(0) + ": idle collection " + (during("menagerie-gc") || "none") + "; Hard " + (during("menagerie-bot-2") || "none") })`) {
		t.Logf("task over 100 ms: %s", task)
	}
	// The page's collections (at, ms), the first one before the play.
	gcs := eval[[][2]float64](t, b, `performance.getEntriesByName("menagerie-gc").map(e => [e.startTime, e.duration])`)
	t.Logf("collections in idle time (at, ms): %v", gcs)
	played := `e.startTime >= window.__playFrom && e.startTime < window.__longCut`
	res.ownGCs = eval[int](t, b, `performance.getEntriesByName("menagerie-gc-own").filter(e => `+played+`).reduce((n, e) => n + e.detail, 0)`)
	res.gcs = eval[[]float64](t, b, `performance.getEntriesByName("menagerie-gc").filter(e => `+played+`).map(e => e.duration)`)
	for _, e := range eval[[][2]float64](t, b, `window.__long`) {
		res.count++
		res.longest = max(res.longest, e[1])
		if e[1] > float64(longTaskTarget/time.Millisecond) {
			res.over++
		}
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
	if res.moves == 0 {
		t.Fatalf("no move in %v", res.played)
	}
	return res
}

// hardBotsOnPhone opens, on a phone's CPU (4× slower) and screen
// (360×740), the home page, then from it the setup page of id with
// longTaskSeats Hard bots, ready for a tap on #start; the page's long
// tasks are recorded from the home page on (see longTaskJS).
func hardBotsOnPhone(t *testing.T, url, id string) *browser {
	b := newBrowserAt(t, t.TempDir())
	if err := phone(b, false); err != nil {
		t.Fatalf("phone profile: %v", err)
	}
	// The bots play without their pauses, back to back, which is when the
	// page is busiest. (Tapping "skip" after each move instead made the
	// page handle a tap and draw the table again about ten times a second,
	// which no player does.) The rounds' summaries stay on, as a player
	// sees them.
	b.beforeApp(t, `try { localStorage.setItem("menagerie.botpause", "0") } catch (e) {}`)
	// The app's start-up is another part's (phone); from the home page on,
	// as a player goes to a game, every task counts: the setup page's,
	// the warm-up's in its idle time, then the table's.
	b.navigate(t, url+"/")
	b.waitJS(t, `document.querySelector("#play-`+id+`")`, 30*time.Second)
	eval[bool](t, b, longTaskJS)
	// A player looks at the home page a moment before the tap, and the
	// page rehearses a setup page meanwhile: the tap waits for it, as long
	// as a player would at most.
	if _, ok := warmed(t, b, "setup page"); !ok {
		t.Logf("the setup page not rehearsed %v after the home page: the tap goes without", rehearsalWait)
	}
	b.click(t, "#play-"+id)
	b.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
	b.choose(t, "#players", longTaskSeats)
	n, _ := strconv.Atoi(longTaskSeats)
	for i := range n {
		b.choose(t, fmt.Sprintf("#kind-%d", i), "bot")
		b.choose(t, fmt.Sprintf("#level-%d", i), "2")
	}
	// A player reads the setup page a moment before the tap, and the page
	// rehearses the table meanwhile (see the app's warm-up): the tap waits
	// for it, as long as a player would at most.
	setup := eval[float64](t, b, `performance.now()`)
	if at, ok := warmed(t, b, "table "+id); ok {
		t.Logf("the table rehearsed %.0f ms after the options were chosen", at-setup)
	} else {
		t.Logf("the table not rehearsed %v after the options were chosen: the tap goes without", rehearsalWait)
	}
	return b
}

// warmed waits, rehearsalWait at most, for the page's warm-up to end its
// step named name (the app's "menagerie-warmed" mark), and says when, on
// the page's clock (ms).
func warmed(t *testing.T, b *browser, name string) (at float64, ok bool) {
	t.Helper()
	mark := fmt.Sprintf(`performance.getEntriesByName("menagerie-warmed").filter(e => e.detail == %q)`, name)
	if !b.poll(t, mark+`.length > 0`, rehearsalWait) {
		return 0, false
	}
	return eval[float64](t, b, mark+`[0].startTime`), true
}

// watchUntilEnd lets the bots play for d, or until the game ends (which it
// reports), tapping on past each round's summary as a player watching
// would; the bots play on after it.
func watchUntilEnd(t *testing.T, b *browser, d time.Duration) (ended bool) {
	for start := time.Now(); time.Since(start) < d; {
		if eval[bool](t, b, `!!document.querySelector("#end")`) {
			return true
		}
		eval[bool](t, b, `(() => { const go = document.querySelector("#moment-go"); if (go) go.click(); return true })()`)
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// traceEvent is an event of a Chromium trace, with the fields used here.
type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`   // "X" for a complete event, "M" for metadata
	Ts   float64 `json:"ts"`   // µs, when it began (the CPU profile's clock)
	Dur  float64 `json:"dur"`  // µs, wall clock
	Tdur float64 `json:"tdur"` // µs, the thread's CPU time
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Args struct {
		Name string `json:"name"` // a thread's name, in a thread_name event
	} `json:"args"`
}

// startTrace starts tracing the browser's top-level tasks; endTrace ends
// it and returns the events.
func startTrace(b *browser, categories ...string) (endTrace func() ([]traceEvent, error), err error) {
	ctx, cancel := context.WithCancel(b.ctx)
	var (
		mu     sync.Mutex
		events []traceEvent
		bad    error
	)
	complete := make(chan struct{})
	if err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			defer mu.Unlock()
			for _, v := range ev.Value {
				var e traceEvent
				if err := json.Unmarshal(v, &e); err != nil && bad == nil {
					bad = err
				}
				events = append(events, e)
			}
		case *tracing.EventTracingComplete:
			close(complete)
		}
	}); err != nil {
		cancel()
		return nil, err
	}
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig:  &tracing.TraceConfig{IncludedCategories: append([]string{"toplevel"}, categories...)},
		})
		return err
	})); err != nil {
		cancel()
		return nil, err
	}
	return func() ([]traceEvent, error) {
		defer cancel()
		err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
			return err
		}))
		if err != nil {
			return nil, err
		}
		select {
		case <-complete:
		case <-time.After(30 * time.Second):
			return nil, fmt.Errorf("the trace did not complete in 30 s")
		}
		mu.Lock()
		defer mu.Unlock()
		return events, bad
	}, nil
}

// mainThreadCPU returns the most CPU time, in ms, that a task of the page's
// main thread took: the thread named CrRendererMain of the renderer whose
// main thread worked most (the page's, not the browser's own pages). It
// returns 0 when the trace has no CPU times.
func mainThreadCPU(events []traceEvent) float64 {
	longest := 0.0
	for _, e := range pageTasks(events) {
		longest = max(longest, e.Tdur/1000)
	}
	return longest
}

// pageTasks are the tasks of the page's main thread (see pageThread).
func pageTasks(events []traceEvent) []traceEvent {
	page := pageThread(events)
	var tasks []traceEvent
	for _, e := range events {
		if e.Ph == "X" && e.Name == runTask && (traceThread{e.Pid, e.Tid}) == page {
			tasks = append(tasks, e)
		}
	}
	return tasks
}

// runTask is the trace event of one task of a thread.
const runTask = "ThreadControllerImpl::RunTask"

// traceThread is a thread of a trace.
type traceThread struct{ pid, tid int }

// pageThread is the page's main thread in a trace: of the threads named
// CrRendererMain, the one whose tasks took the most CPU time (the page's,
// not the browser's own pages).
func pageThread(events []traceEvent) traceThread {
	main := map[traceThread]bool{}
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" && e.Args.Name == "CrRendererMain" {
			main[traceThread{e.Pid, e.Tid}] = true
		}
	}
	work := map[traceThread]float64{}
	for _, e := range events {
		if e.Ph == "X" && e.Name == runTask && main[traceThread{e.Pid, e.Tid}] {
			work[traceThread{e.Pid, e.Tid}] += e.Tdur
		}
	}
	var page traceThread
	for th, w := range work {
		if w > work[page] {
			page = th
		}
	}
	return page
}

func TestMainThreadCPU(t *testing.T) {
	var events []traceEvent
	if err := json.Unmarshal([]byte(`[
		{"name": "thread_name", "ph": "M", "pid": 1, "tid": 1, "args": {"name": "CrBrowserMain"}},
		{"name": "thread_name", "ph": "M", "pid": 2, "tid": 7, "args": {"name": "CrRendererMain"}},
		{"name": "thread_name", "ph": "M", "pid": 3, "tid": 9, "args": {"name": "CrRendererMain"}},
		{"name": "ThreadControllerImpl::RunTask", "ph": "X", "pid": 1, "tid": 1, "dur": 90000, "tdur": 90000},
		{"name": "ThreadControllerImpl::RunTask", "ph": "X", "pid": 2, "tid": 7, "dur": 120000, "tdur": 31000},
		{"name": "ThreadControllerImpl::RunTask", "ph": "X", "pid": 2, "tid": 7, "dur": 40000, "tdur": 38500},
		{"name": "SimpleWatcher::OnHandleReady", "ph": "X", "pid": 2, "tid": 7, "dur": 80000, "tdur": 80000},
		{"name": "ThreadControllerImpl::RunTask", "ph": "X", "pid": 3, "tid": 9, "dur": 60000, "tdur": 60000}
	]`), &events); err != nil {
		t.Fatal(err)
	}
	if got := mainThreadCPU(events); got != 38.5 {
		t.Errorf("mainThreadCPU = %v ms, want 38.5 (the busiest renderer's longest task in CPU time)", got)
	}
	if got := mainThreadCPU(events[:3]); got != 0 {
		t.Errorf("mainThreadCPU of a trace without tasks = %v, want 0", got)
	}
}

// roundTripEnv names the file where TestBenchRoundTrip, run by make bench
// inside its network namespace, writes its samples.
const roundTripEnv = "MENAGERIE_BENCH_ROUNDTRIP"

// roundTripSamples is how many guest moves TestBenchRoundTrip times.
const roundTripSamples = 60

// benchRoundTrip: the move round trip between two Chromium tabs over WebRTC,
// measured by TestBenchRoundTrip in a private network namespace (as
// TestLinkGameTwoBrowsers plays).
func benchRoundTrip(t *testing.T, r *benchTableRows) {
	progress("move round trip over WebRTC")
	file := filepath.Join(t.TempDir(), "roundtrip.txt")
	t.Setenv(roundTripEnv, file)
	skipped := ""
	t.Run("roundtrip", func(t *testing.T) {
		defer func() {
			if t.Skipped() {
				skipped = "needs root, for a private network namespace"
			}
		}()
		inNetns(t, "TestBenchRoundTrip")
	})
	const p50, p95 = "move round trip between two tabs over WebRTC (guest acts → host applies → guest shows), p50", "… p95"
	data, err := os.ReadFile(file)
	if err != nil {
		if skipped != "" {
			r.add(p50, "not measured: "+skipped, "", nil)
			r.add(p95, "not measured: "+skipped, "≤ 50 ms", nil)
			return
		}
		r.fail(p50, fmt.Errorf("no samples: %v (go test ./wasm -run TestBenchTable -benchtable -benchonly roundtrip -v tells why)", err))
		return
	}
	var ms []float64
	for _, f := range strings.Fields(string(data)) {
		if v, err := strconv.ParseFloat(f, 64); err == nil {
			ms = append(ms, v)
		}
	}
	if len(ms) == 0 {
		r.fail(p50, fmt.Errorf("no samples"))
		return
	}
	slices.Sort(ms)
	q := func(p float64) float64 { return ms[min(len(ms)-1, int(p*float64(len(ms))))] }
	r.add(p50, fmt.Sprintf("%.0f ms (%d moves)", q(0.5), len(ms)), "", nil)
	r.add(p95, fmt.Sprintf("%.0f ms (max %.0f ms)", q(0.95), ms[len(ms)-1]), "≤ 50 ms", ptr(q(0.95) <= float64(roundTripP95/time.Millisecond)))
}

// guestMoveJS clicks one of the guest's moves and resolves to the time in ms
// until its page shows the host's next update, -1 if it has no move to make,
// -2 if nothing comes. The update shows as a new data-seq on the play page or
// its board when the game's page has one, else as a change of the page's
// text: the guest's page changes nothing by itself when a move is clicked.
const guestMoveJS = `(async () => {
	if (!document.querySelector(".play.guest[data-turn=mine]")) return -1;
	let moves = document.querySelectorAll(".play.guest .kit-bar button.move:not([disabled])");
	if (!moves.length) moves = document.querySelectorAll(".play.guest .choice:not(.why):not([aria-pressed=true])");
	if (!moves.length) return -1;
	const mark = () => { const p = document.querySelector(".play.guest"); if (!p) return "";
		const seq = p.dataset.seq || (p.querySelector("[data-seq]") || {dataset: {}}).dataset.seq;
		return seq ? "seq " + seq : p.textContent };
	const before = mark();
	let t0 = 0;
	return await new Promise(resolve => {
		const obs = new MutationObserver(() => { if (mark() !== before) { obs.disconnect(); resolve(performance.now() - t0) } });
		obs.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
		setTimeout(() => { obs.disconnect(); resolve(-2) }, 5000);
		t0 = performance.now();
		moves[PICK % moves.length].click();
	});
})()`

// TestBenchRoundTrip times the guest's moves in a two-browser Chevaux game
// over WebRTC, from the guest's click to its page showing the host's update,
// and writes the times to the file named by roundTripEnv. It is a part of
// make bench, run inside a private network namespace.
func TestBenchRoundTrip(t *testing.T) {
	file := os.Getenv(roundTripEnv)
	if file == "" {
		t.Skip("part of make bench (TestBenchTable -benchtable)")
	}
	if inNetns(t, "TestBenchRoundTrip") {
		return
	}
	srv := newServer(t)
	defer srv.Close()
	host := newBrowserAt(t, t.TempDir())
	guest := newBrowserAt(t, t.TempDir())
	host.navigate(t, srv.URL+"/#setup/chevaux")
	host.waitJS(t, `document.querySelector("#start")`, 30*time.Second)
	host.choose(t, "#players", "2")
	host.choose(t, "#variant", "battles=80")
	host.choose(t, "#kind-1", "remote")
	host.click(t, "#start")
	host.waitJS(t, `document.querySelector("#invite-1-text") && document.querySelector("#invite-1-text").value`, 30*time.Second)
	guest.navigate(t, eval[string](t, host, `document.querySelector("#invite-1-text").value`))
	guest.waitJS(t, `document.querySelector("#reply-text") && document.querySelector("#reply-text").value`, 30*time.Second)
	reply := eval[string](t, guest, `document.querySelector("#reply-text").value`)
	eval[bool](t, host, fmt.Sprintf(`(() => { const a = document.querySelector("#reply-1"); a.value = %q;
		a.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, reply))
	host.click(t, "#accept-1")
	host.waitJS(t, `document.querySelector("#status-1") && document.querySelector("#status-1").dataset.status == "connected"`, 30*time.Second)
	guest.waitJS(t, `document.querySelector("#guest-lobby")`, 20*time.Second)
	host.click(t, "#lobby-start")
	guest.waitJS(t, `document.querySelector(".play.guest .board.chevaux")`, 20*time.Second)

	var samples []string
	lost := 0
	const seed = 927
	t.Logf("moves chosen with seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 5))
	deadline := time.Now().Add(2 * time.Minute)
	for len(samples) < roundTripSamples && time.Now().Before(deadline) {
		if eval[bool](t, guest, `!!document.querySelector("#end")`) {
			break
		}
		switch ms := eval[float64](t, guest, strings.Replace(guestMoveJS, "PICK", strconv.Itoa(rng.IntN(1<<20)), 1)); {
		case ms >= 0:
			samples = append(samples, strconv.FormatFloat(ms, 'f', 1, 64))
			continue
		case ms == -2:
			lost++
		}
		if eval[bool](t, host, `!!document.querySelector("#table[data-turn=mine]")`) {
			host.tapOnce(t, rng)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if lost > 0 {
		t.Errorf("%d guest moves never showed an update", lost)
	}
	if len(samples) < roundTripSamples/2 {
		t.Fatalf("only %d guest moves timed", len(samples))
	}
	if err := os.WriteFile(file, []byte(strings.Join(samples, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}
