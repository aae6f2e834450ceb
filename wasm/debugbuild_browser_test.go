//go:build browser && !js

package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// debugTag is the build tag of the app's debug build: the panics on
// purpose of the crash tests (package crash's Debug) and the heap figures
// of make bench (debug_js.go). The build players get has neither.
const debugTag = "menagerie_debug"

// debugBuild is the app built with debugTag, once for all the tests of a
// run, in a directory of its own: dir/web is web/ with that app.wasm.
var debugBuild struct {
	once sync.Once
	dir  string
	err  error
}

// Flags of the debug build when make does not pass them: the Makefile's
// own (WASM_TAGS, WASM_GOWASM, WASM_GCFLAGS), so that the Go build cache
// that `make build` filled serves every package but the few the tag
// changes.
const (
	debugDefaultTags    = "-tags nethttpomithttp2"
	debugDefaultGOWASM  = "satconv,signext"
	debugDefaultGCFlags = "-gcflags=all=-l -gcflags=runtime= -gcflags=internal/...= -gcflags=sync/...= -gcflags=slices= -gcflags=sort= -gcflags=maps= -gcflags=menagerie/games/...="
)

// envOr is the environment variable key, or def when it is unset.
func envOr(key, def string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return def
}

// debugWeb builds the debug app (once) and returns the directory whose
// web/ holds it.
func debugWeb(t *testing.T) string {
	t.Helper()
	debugBuild.once.Do(func() {
		debugBuild.dir, debugBuild.err = buildDebug()
		if debugBuild.dir != "" {
			dir := debugBuild.dir
			afterTests = append(afterTests, func() { os.RemoveAll(dir) })
		}
	})
	if debugBuild.err != nil {
		t.Fatal(debugBuild.err)
	}
	return debugBuild.dir
}

// buildDebug builds the app with debugTag, its names kept (a stack trace
// reads), into a new directory beside a copy of web/.
func buildDebug() (string, error) {
	dir, err := os.MkdirTemp("", "menagerie-debug-")
	if err != nil {
		return "", err
	}
	web := filepath.Join(dir, "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		return dir, err
	}
	entries, err := os.ReadDir("web")
	if err != nil {
		return dir, err
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "app.wasm") || e.Name() == "shots" {
			continue
		}
		if err := copyWeb(e, web); err != nil {
			return dir, err
		}
	}
	tags := envOr("WASM_TAGS", debugDefaultTags)
	if strings.Contains(tags, "-tags ") {
		tags += "," + debugTag
	} else {
		tags = "-tags " + debugTag
	}
	args := append([]string{"build", "-trimpath", "-ldflags=-s -w"}, strings.Fields(tags)...)
	args = append(append(args, strings.Fields(envOr("WASM_GCFLAGS", debugDefaultGCFlags))...), "-o", filepath.Join(web, "app.wasm"), "./wasm")
	build := exec.Command("go", args...)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOWASM="+envOr("WASM_GOWASM", debugDefaultGOWASM))
	if out, err := build.CombinedOutput(); err != nil {
		return dir, fmt.Errorf("building the debug app: %v\n%s", err, out)
	}
	return dir, nil
}

// copyWeb copies the entry e of web/ into dir.
func copyWeb(e os.DirEntry, dir string) error {
	from, to := filepath.Join("web", e.Name()), filepath.Join(dir, e.Name())
	if e.IsDir() {
		return os.CopyFS(to, os.DirFS(from))
	}
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// newDebugServer serves the debug app (see debugWeb) as newServer serves
// the app.
func newDebugServer(t *testing.T) *httptest.Server {
	t.Helper()
	dir := debugWeb(t)
	h, err := NewHandler(filepath.Join(dir, "web"), "")
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/web/", http.FileServer(http.Dir(dir)))
	mux.Handle("/", h)
	return httptest.NewServer(mux)
}
