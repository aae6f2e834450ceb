//go:build !js

// Command run builds ../wasm for GOOS=js, serves it on loopback and loads it
// in headless Chromium, printing the page's verdict. Run it inside a
// private network namespace so that WebRTC has a non-loopback address and
// no packet leaves the machine (as wasm/link_browser_test.go does):
//
//	unshare -n sh -c 'ip link set lo up
//	  ip link add veth0 type veth peer name veth1
//	  ip addr add 10.200.0.1/24 dev veth0; ip link set veth0 up; ip link set veth1 up
//	  ip route add default dev veth0
//	  exec go run ./app/p2p/testdata/browser/run'
//
// With -mdns, Chromium keeps its default of hiding local addresses behind
// mDNS names.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

const page = `<!doctype html><html><head><title>running</title><script src="wasm_exec.js"></script>
<script>const go = new Go(); WebAssembly.instantiateStreaming(fetch("main.wasm"), go.importObject).then(r => go.run(r.instance)).catch(e => document.title = "FAIL: " + e);</script>
</head><body></body></html>`

func main() {
	delay := flag.Int("delay", 0, "seconds between the guest's reply and the host's Accept")
	mdns := flag.Bool("mdns", false, "let Chromium hide local addresses behind mDNS names")
	browser := flag.String("chromium", "/usr/bin/chromium", "Chromium binary")
	flag.Parse()
	if err := run(*mdns, *browser, *delay); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(mdns bool, browser string, delay int) error {
	dir, err := os.MkdirTemp("", "p2p-browser")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	_, self, _, _ := runtime.Caller(0)
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "main.wasm"), ".")
	build.Dir = filepath.Join(filepath.Dir(self), "..", "wasm")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building the wasm: %w", err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return err
	}
	wasmExec, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	_ = os.WriteFile(filepath.Join(dir, "wasm_exec.js"), wasmExec, 0o644)
	_ = os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	go http.Serve(ln, http.FileServer(http.Dir(dir)))

	features := "Translate,BlinkGenPropertyTrees"
	if !mdns {
		features += ",WebRtcHideLocalIpsWithMdns"
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-features", features),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Navigate("http://"+ln.Addr().String()+"/index.html?delay="+fmt.Sprint(delay))); err != nil {
		return err
	}
	deadline := time.Now().Add(time.Duration(90+delay) * time.Second)
	for time.Now().Before(deadline) {
		title, err := chromedp.Run(ctx, chromedp.Title())
		if err != nil {
			return err
		}
		if strings.HasPrefix(title, "PASS") {
			fmt.Println(title)
			return nil
		}
		if strings.HasPrefix(title, "FAIL") {
			return fmt.Errorf("%s", title)
		}
		time.Sleep(500 * time.Millisecond)
	}
	return fmt.Errorf("no verdict in time")
}
