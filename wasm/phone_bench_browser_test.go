//go:build browser && !js

package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The phone profile of make bench: a mid-range phone on a slow 4G link, as
// Chromium's DevTools emulate it. Every figure of the "phone" part is
// measured on it, the app's and the floor's alike.
const (
	phoneLatency  = 150       // ms of round trip
	phoneDown     = 1_600_000 // bits a second
	phoneUp       = 750_000
	phoneCPU      = 4 // times slower
	phoneWidth    = 360
	phoneHeight   = 740
	phoneNextGoal = 2500 * time.Millisecond
	phoneNextX    = 1.3  // next visit ≤ 1.3× the floor's
	phoneFirstX   = 1.25 // first visit ≤ 1.25× the floor's
	phoneSizeX    = 1.25 // app.wasm brotli ≤ 1.25× the floor's
	phoneHardGoal = 300 * time.Millisecond
)

var phoneRuns = flag.Int("phoneruns", 6, "with -benchtable, visits of the app and of the floor, each, in the phone part")

// netConditions are the parameters of Network.emulateNetworkConditions
// (deprecated in the protocol, in favour of rules, and still what DevTools'
// throttling presets set).
type netConditions struct {
	Offline            bool    `json:"offline"`
	Latency            float64 `json:"latency"`
	DownloadThroughput float64 `json:"downloadThroughput"` // bytes a second
	UploadThroughput   float64 `json:"uploadThroughput"`
}

var emulateNetworkConditions = cdp.Command[netConditions, cdp.Empty]{Method: "Network.emulateNetworkConditions"}

// phone puts b's tab on the phone profile: the screen and the CPU, and the
// network too if network is set.
func phone(b *browser, network bool) error {
	return chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if network {
			if _, err := cdp.Call(ctx, tg, cdp.Command[cdp.Empty, cdp.Empty]{Method: "Network.enable"}, cdp.Empty{}); err != nil {
				return err
			}
			if _, err := cdp.Call(ctx, tg, emulateNetworkConditions, netConditions{
				Latency: phoneLatency, DownloadThroughput: phoneDown / 8, UploadThroughput: phoneUp / 8,
			}); err != nil {
				return err
			}
		}
		if _, err := cdp.Call(ctx, tg, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: phoneCPU}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: phoneWidth, Height: phoneHeight, DeviceScaleFactor: 2, Mobile: true,
		})
		return err
	}))
}

// phasesScript records in window.__t when the start-up's steps end, in ms
// since the navigation started: instantiateStreaming called and resolved
// (compiled), the Go program run; with the main mark of the program
// ("menagerie-main", set first thing in main) and window.__ready (see
// readyScript, for the element SELECTOR), make bench splits the start-up.
const phasesScript = `(() => {
	if (window.top !== window) return;
	const t = window.__t = {};
	const is = WebAssembly.instantiateStreaming;
	if (is) WebAssembly.instantiateStreaming = function (...a) {
		t.instStart = performance.now();
		return is.apply(this, a).then(r => { t.instEnd = performance.now(); return r });
	};
	let go;
	Object.defineProperty(window, "Go", {configurable: true, get() { return go }, set(v) {
		const run = v.prototype.run;
		v.prototype.run = function (...a) { t.run = performance.now(); return run.apply(this, a) };
		go = v;
	}});
	// Inside the first draw, for -v: when the app's shell first shows its
	// placeholder (storage being recovered) and when the page holds a
	// shell with no placeholder.
	new MutationObserver(() => {
		if (!t.run) return;
		if (!t.placeholder && document.querySelector(".shell .loading")) t.placeholder = performance.now();
		if (!t.shell && document.querySelector(".shell") && !document.querySelector(".shell .loading")) t.shell = performance.now();
	}).observe(document, {childList: true, subtree: true});
})()`

// phasesJS reads the phases once the page is ready: download (until the
// last byte of app.wasm), compile (what compiling adds after it), Go start
// (the runtime and the packages' initialization, until main) and first
// draw (from main to a home page that takes a tap).
const phasesJS = `(() => {
	const t = window.__t || {};
	const wasm = performance.getEntriesByType("resource").find(e => e.name.endsWith(".wasm"));
	const main = performance.getEntriesByName("menagerie-main")[0];
	if (!wasm || !t.instEnd || !main) return null;
	const dl = wasm.responseEnd, ready = window.__ready;
	return [dl, Math.max(0, t.instEnd - dl), main.startTime - Math.max(dl, t.instEnd), ready - main.startTime, ready];
})()`

// phases is one visit's start-up, split.
type phases struct{ download, compile, goStart, draw, ready time.Duration }

func (p phases) String() string {
	return fmt.Sprintf("%s (download %s, compile %s, Go start %s, first draw %s)",
		seconds(p.ready), seconds(p.download), seconds(p.compile), seconds(p.goStart), seconds(p.draw))
}

// medianPhases is each step's median over ps.
func medianPhases(ps []phases) phases {
	pick := func(f func(phases) time.Duration) time.Duration {
		var ds []time.Duration
		for _, p := range ps {
			ds = append(ds, f(p))
		}
		return median(ds)
	}
	return phases{
		download: pick(func(p phases) time.Duration { return p.download }),
		compile:  pick(func(p phases) time.Duration { return p.compile }),
		goStart:  pick(func(p phases) time.Duration { return p.goStart }),
		draw:     pick(func(p phases) time.Duration { return p.draw }),
		ready:    pick(func(p phases) time.Duration { return p.ready }),
	}
}

// visit loads url in b's tab and returns its start-up, split.
func visit(t *testing.T, b *browser, url string) (phases, error) {
	if _, err := loadOnce(t, b, url); err != nil {
		return phases{}, err
	}
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](phasesJS))
	if err != nil || len(v) != 5 {
		return phases{}, fmt.Errorf("the start-up's steps were not recorded (%v)", err)
	}
	// With -v, the wasm's resource timing, to see where its time went.
	entry, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`JSON.stringify(performance.getEntriesByType("resource").find(e => e.name.endsWith(".wasm")))`))
	inside, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`JSON.stringify(window.__t)`))
	t.Logf("%s: app.wasm %s; steps %v; marks %s", url, entry, v, inside)
	ms := func(x float64) time.Duration { return time.Duration(x * float64(time.Millisecond)) }
	return phases{ms(v[0]), ms(v[1]), ms(v[2]), ms(v[3]), ms(v[4])}, nil
}

// subject is what the phone part loads: the app or the floor.
type subject struct {
	name, url, ready string // ready: the element readyScript waits for
	first, next      []phases
	// played: the next visits after a visit in which the app was used for
	// a while (a game of bots played; the floor's button tapped); cached:
	// how many of them V8 started from its cache of compiled code.
	played []phases
	cached int
	use    func(t *testing.T, b *browser, url string) // what the visit before played does
}

// useTime is how long the visit before a "played" next visit lasts: V8 keeps
// a module's compiled code only once enough of it has been optimized, which
// the code that draws a home page alone never is.
const useTime = 30 * time.Second

// playHard is the app's use before a "played" next visit: a game between
// four Hard bots, without their pauses, for useTime (see watchUntilEnd).
func playHard(t *testing.T, b *browser, url string) {
	b.navigate(t, url+"#setup/zoo")
	b.waitJS(t, `document.querySelector("#start")`, time.Minute)
	b.choose(t, "#players", "4")
	for i := range 4 {
		b.choose(t, fmt.Sprintf("#kind-%d", i), "bot")
		b.choose(t, fmt.Sprintf("#level-%d", i), "2")
	}
	eval[bool](t, b, `(localStorage.setItem("menagerie.botpause", "0"), true)`)
	b.click(t, "#start")
	watchUntilEnd(t, b, useTime)
}

// tapFloor is the floor's use: its button (a pion data channel opened),
// then the same time as the app's game.
func tapFloor(t *testing.T, b *browser, _ string) {
	b.click(t, "#floor-ready")
	time.Sleep(useTime)
}

// fromCodeCache loads url as visit does, tracing V8's WebAssembly events, and
// reports whether the module came from the browser's cache of compiled code.
func fromCodeCache(t *testing.T, b *browser, url string) (phases, bool, error) {
	end, err := startTrace(b, "disabled-by-default-devtools.timeline")
	if err != nil {
		return phases{}, false, err
	}
	p, err := visit(t, b, url)
	events, terr := end()
	if err == nil {
		err = terr
	}
	hit := false
	for _, e := range events {
		hit = hit || e.Name == "v8.wasm.moduleCacheHit"
	}
	return p, hit, err
}

// visits is one sample of s: a first visit on a fresh profile, then, once
// the service worker holds the app, a visit that lets the browser keep what
// it compiled, and the next visit, which is measured; then a visit in which
// the app is used (s.use), and the next visit, measured too.
func (s *subject) visits(t *testing.T) error {
	b := newBrowserAt(t, t.TempDir())
	defer b.kill()
	script := strings.Replace(readyScript, "#play-chevaux", s.ready, 1)
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, src := range []string{phasesScript, script} {
			if _, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
				return err
			}
		}
		return nil
	})); err != nil {
		return err
	}
	if err := phone(b, true); err != nil {
		return err
	}
	p, err := visit(t, b, s.url)
	if err != nil {
		return fmt.Errorf("first visit: %v", err)
	}
	s.first = append(s.first, p)
	b.waitJS(t, `(async () => { const r = await navigator.serviceWorker.getRegistration();
		return !!(r && r.active && r.active.state === "activated") })()`, 3*time.Minute)
	for i := 0; i < 2; i++ {
		for try := 0; ; try++ {
			// The browser caches the compiled code a while after a
			// start (V8 waits for its optimizing compiler): a player's
			// app stays open longer than this.
			time.Sleep(5 * time.Second)
			if p, err = visit(t, b, s.url); err != nil {
				return fmt.Errorf("next visit: %v", err)
			}
			if eval[bool](t, b, `!!navigator.serviceWorker.controller`) {
				break
			}
			if try == 3 {
				return fmt.Errorf("the next visits were not served by the service worker")
			}
		}
	}
	s.next = append(s.next, p)
	s.use(t, b, s.url)
	time.Sleep(5 * time.Second)
	p, hit, err := fromCodeCache(t, b, s.url)
	if err != nil {
		return fmt.Errorf("next visit after use: %v", err)
	}
	s.played = append(s.played, p)
	if hit {
		s.cached++
	}
	return nil
}

// buildFloor builds wasm/floor as make build builds the app (WASM_GOWASM,
// WASM_TAGS, WASM_GCFLAGS, wasm trim, brotli at BROTLI) into dir/web, and
// the floor's server; it returns the server's command, to start in dir.
func buildFloor(dir string) (*exec.Cmd, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return nil, err
	}
	web := filepath.Join(dir, "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		return nil, err
	}
	wasmFile := filepath.Join(web, "app.wasm")
	args := append([]string{"build", "-trimpath", "-ldflags=-s -w"}, strings.Fields(os.Getenv("WASM_TAGS"))...)
	args = append(append(args, strings.Fields(os.Getenv("WASM_GCFLAGS"))...), "-o", wasmFile, "./wasm/floor")
	build := exec.Command(goBin, args...)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOWASM="+os.Getenv("WASM_GOWASM"))
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the floor: %v\n%s", err, out)
	}
	if err := trimFile(wasmFile, false, &strings.Builder{}); err != nil {
		return nil, err
	}
	if q := os.Getenv("BROTLI"); q != "" {
		fmt.Sscan(q, &brotliQuality)
	}
	if err := compressFile(wasmFile, nil); err != nil {
		return nil, err
	}
	server := filepath.Join(dir, "floor")
	if out, err := exec.Command(goBin, "build", "-o", server, "./wasm/floor").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the floor's server: %v\n%s", err, out)
	}
	cmd := exec.Command(server)
	cmd.Dir = dir
	return cmd, nil
}

// benchPhone: the app and the floor on the phone profile, first and next
// visits, alternated, medians; and their app.wasm sizes.
func benchPhone(t *testing.T, r *benchTableRows) {
	progress("phone profile: building the floor")
	dir := t.TempDir()
	cmd, err := buildFloor(dir)
	if err != nil {
		r.fail("phone profile", err)
		return
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		r.fail("phone profile", err)
		return
	}
	if err := cmd.Start(); err != nil {
		r.fail("phone profile", err)
		return
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		r.fail("phone profile", fmt.Errorf("the floor's server: %v", err))
		return
	}
	h, err := Serve("web")
	if err != nil {
		r.fail("phone profile", err)
		return
	}
	srv := httptest.NewServer(h)
	defer srv.Close()

	sizes := map[string]int64{}
	for name, f := range map[string]string{"app": "web/app.wasm.br", "floor": filepath.Join(dir, "web", "app.wasm.br")} {
		info, err := os.Stat(f)
		if err != nil {
			r.fail("phone profile", err)
			return
		}
		sizes[name] = info.Size()
	}
	app := &subject{name: "app", url: srv.URL + "/", ready: "#play-chevaux", use: playHard}
	floor := &subject{name: "floor", url: strings.TrimSpace(line) + "/", ready: "#floor-ready", use: tapFloor}
	for i := 0; i < *phoneRuns; i++ {
		order := []*subject{app, floor}
		if i%2 == 1 {
			order = []*subject{floor, app}
		}
		for _, s := range order {
			progress("phone profile: %s, visits %d of %d", s.name, i+1, *phoneRuns)
			var err error
			t.Run(fmt.Sprintf("phone-%s-%d", s.name, i), func(t *testing.T) { err = s.visits(t) })
			if err != nil {
				r.fail("phone profile, "+s.name, err)
				return
			}
		}
	}
	ratio := func(a, b float64) float64 { return a / b }
	sx := ratio(float64(sizes["app"]), float64(sizes["floor"]))
	r.add("phone: `app.wasm` brotli, the app / the floor", fmt.Sprintf("%s / %s = %.2f×", mb(sizes["app"]), mb(sizes["floor"]), sx),
		fmt.Sprintf("≤ %.2f×", phoneSizeX), ptr(sx <= phoneSizeX))
	profile := fmt.Sprintf("(%d ms RTT, %.1f Mbit/s, CPU %d×, %d×%d; median of %d)", phoneLatency, float64(phoneDown)/1e6, phoneCPU, phoneWidth, phoneHeight, *phoneRuns)
	for _, v := range []struct {
		what   string
		app    []phases
		floor  []phases
		target float64
	}{
		{"first visit (a guest opening an invitation link)", app.first, floor.first, phoneFirstX},
		{"next visit, from the service worker, after a visit that only opened the home page", app.next, floor.next, phoneNextX},
		{fmt.Sprintf("next visit, from the service worker, after a visit in which the app was used %s (app: four Hard bots played; compiled code from the browser's cache in %d of %d; floor: button tapped, %d of %d)",
			seconds(useTime), app.cached, len(app.played), floor.cached, len(floor.played)), app.played, floor.played, phoneNextX},
	} {
		a, f := medianPhases(v.app), medianPhases(v.floor)
		x := ratio(a.ready.Seconds(), f.ready.Seconds())
		met := x <= v.target
		target := fmt.Sprintf("≤ %.2f× the floor", v.target)
		if v.target == phoneNextX {
			met = met && a.ready <= phoneNextGoal
			target = fmt.Sprintf("≤ %s and ≤ %.1f× the floor", seconds(phoneNextGoal), v.target)
		}
		r.add("phone: "+v.what+" to a home page that takes a tap "+profile,
			fmt.Sprintf("app %s; floor %s; %.2f×", a, f, x), target, ptr(met))
	}
}
