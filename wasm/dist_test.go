//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// needCompressed stops the test when the build has not written the
// precompressed copies of app.wasm.
func needCompressed(t *testing.T) {
	t.Helper()
	for _, ext := range []string{".br", ".gz"} {
		if !fresh("web/app.wasm", "web/app.wasm"+ext) {
			t.Fatalf("web/app.wasm%s is missing or older than app.wasm: run `make build` (make test does it)", ext)
		}
	}
}

// rawGet fetches url with the given Accept-Encoding, leaving the body as it
// came (Go's client would otherwise ask for gzip itself and decode it).
func rawGet(t *testing.T, method, url, acceptEncoding string, header ...string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res
}

func decode(t *testing.T, encoding string, body io.Reader) []byte {
	t.Helper()
	var r io.Reader
	switch encoding {
	case "br":
		r = brotli.NewReader(body)
	case "gzip":
		zr, err := gzip.NewReader(body)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "":
		r = body
	default:
		t.Fatalf("unexpected Content-Encoding %q", encoding)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", encoding, err)
	}
	return data
}

// TestPrecompressedHeaders checks what `make run` sends for app.wasm: the
// brotli or gzip copy as the request allows, labelled so that the browser
// decodes it and compiles it as WebAssembly, and exactly app.wasm once
// decoded.
func TestPrecompressedHeaders(t *testing.T) {
	needCompressed(t)
	wasm, err := os.ReadFile("web/app.wasm")
	if err != nil {
		t.Fatal(err)
	}
	h, err := Serve("web")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()

	for _, c := range []struct {
		path, accept, want string
	}{
		{"/web/app.wasm", "gzip, deflate, br, zstd", "br"}, // Chromium
		{"/web/app.wasm", "gzip, deflate", "gzip"},
		{"/web/app.wasm", "br;q=0, gzip;q=0.5", "gzip"},
		{"/web/app.wasm", "*", "br"},
		{"/web/app.wasm", "identity", ""},
		{"/web/app.wasm", "", ""},
		{"/web/app.wasm", "br;q=0, gzip;q=0", ""},
		{"/app.wasm", "br", "br"}, // go-app's alias
	} {
		res := rawGet(t, http.MethodGet, srv.URL+c.path, c.accept)
		name := c.path + " with Accept-Encoding " + strconv.Quote(c.accept)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", name, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, c.want)
		}
		if got := res.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("%s: Content-Type %q, want application/wasm", name, got)
		}
		if got := strings.Join(res.Header.Values("Vary"), ","); !strings.Contains(got, "Accept-Encoding") {
			t.Errorf("%s: Vary %q, want Accept-Encoding", name, got)
		}
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		if res.ContentLength != int64(len(body)) {
			t.Errorf("%s: Content-Length %d for %d bytes", name, res.ContentLength, len(body))
		}
		if c.want != "" && len(body) > len(wasm)/3 {
			t.Errorf("%s: %d bytes for %d: not compressed", name, len(body), len(wasm))
		}
		if !bytes.Equal(decode(t, c.want, bytes.NewReader(body)), wasm) {
			t.Errorf("%s: the decoded body is not app.wasm", name)
		}
	}

	// HEAD tells the length of what GET would send.
	res := rawGet(t, http.MethodHead, srv.URL+"/web/app.wasm", "br")
	br, _ := os.Stat("web/app.wasm.br")
	if res.ContentLength != br.Size() || res.Header.Get("Content-Encoding") != "br" {
		t.Errorf("HEAD: Content-Length %d, Content-Encoding %q; want %d, br", res.ContentLength, res.Header.Get("Content-Encoding"), br.Size())
	}
	// A revalidation of the same encoding costs nothing; each encoding has
	// its own ETag.
	etag := rawGet(t, http.MethodGet, srv.URL+"/web/app.wasm", "br").Header.Get("ETag")
	gzEtag := rawGet(t, http.MethodGet, srv.URL+"/web/app.wasm", "gzip").Header.Get("ETag")
	if etag == "" || etag == gzEtag {
		t.Errorf("ETags %q (br) and %q (gzip)", etag, gzEtag)
	}
	if res := rawGet(t, http.MethodGet, srv.URL+"/web/app.wasm", "br", "If-None-Match", etag); res.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation: status %d, want 304", res.StatusCode)
	}
	// The loader's progress counts the decoded bytes.
	res = rawGet(t, http.MethodGet, srv.URL+"/app.js", "")
	js, _ := io.ReadAll(res.Body)
	if want := `goappWasmContentLength = "` + strconv.Itoa(len(wasm)) + `"`; !bytes.Contains(js, []byte(want)) {
		t.Errorf("app.js lacks %s", want)
	}
	// Other files are left to go-app.
	res = rawGet(t, http.MethodGet, srv.URL+"/web/icons/icon-192.png", "br")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "" || res.Header.Get("Content-Type") != "image/png" {
		t.Errorf("icon: status %d, Content-Encoding %q, Content-Type %q", res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"))
	}
	for _, p := range []string{"/web/app.wasm.br", "/web/../go.mod", "/web/"} {
		if res := rawGet(t, http.MethodGet, srv.URL+p, "br"); res.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s: sent with Content-Encoding %q", p, res.Header.Get("Content-Encoding"))
		}
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate", "br", false},
		{"GZIP", "gzip", true},
		{"br;q=0", "br", false},
		{"br; q=0.001", "br", true},
		{"*", "br", true},
		{"*;q=0, gzip", "br", false},
		{"*, br;q=0", "br", false},
		{"", "gzip", false},
		{"identity", "gzip", false},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

// TestCompressDir checks which files the build compresses, and that it
// redoes only stale copies.
func TestCompressDir(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	text := bytes.Repeat([]byte("body { color: #1f5f4a; }\n"), 200)
	noise := make([]byte, 4000)
	rand.Read(noise)
	write("big.css", text)
	write("art/a.svg", text)
	write("small.css", []byte("p{}"))
	write("icon.png", text)
	write("noise.js", noise)
	write(".stamp", text)
	if err := CompressDir(dir, nil); err != nil {
		t.Fatal(err)
	}
	exists := func(name string) bool {
		_, err := os.Stat(filepath.Join(dir, name))
		return err == nil
	}
	for _, name := range []string{"big.css.br", "big.css.gz", "art/a.svg.br", "art/a.svg.gz"} {
		if !exists(name) {
			t.Errorf("%s was not written", name)
		}
	}
	for _, name := range []string{"small.css.br", "icon.png.br", "noise.js.br", "noise.js.gz", ".stamp.br", "big.css.br.gz", "big.css.gz.br"} {
		if exists(name) {
			t.Errorf("%s was written", name)
		}
	}
	f, _ := os.Open(filepath.Join(dir, "big.css.br"))
	if got := decode(t, "br", f); !bytes.Equal(got, text) {
		t.Errorf("big.css.br does not decode to big.css")
	}
	f.Close()

	// A changed file gets new copies; the others are left alone.
	before, _ := os.Stat(filepath.Join(dir, "art/a.svg.br"))
	later := time.Now().Add(time.Minute)
	changed := bytes.Repeat([]byte("p { margin: 0; }\n"), 300)
	write("big.css", changed)
	os.Chtimes(filepath.Join(dir, "big.css"), later, later)
	if err := CompressDir(dir, nil); err != nil {
		t.Fatal(err)
	}
	f, _ = os.Open(filepath.Join(dir, "big.css.gz"))
	if got := decode(t, "gzip", f); !bytes.Equal(got, changed) {
		t.Errorf("big.css.gz was not redone")
	}
	f.Close()
	if after, _ := os.Stat(filepath.Join(dir, "art/a.svg.br")); !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("an up-to-date copy was redone")
	}
}

// distFile reads a file of the static site.
func distFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestDistFiles checks the static site's files for a sub-path: every URL in
// them is under the prefix, the manifest's scope and start page are the
// sub-path's directory, and the service worker caches that directory (the
// address a static host answers without a redirect).
func TestDistFiles(t *testing.T) {
	for _, prefix := range []string{"", "/menagerie"} {
		out := t.TempDir()
		if err := Dist("web", out, prefix); err != nil {
			t.Fatal(err)
		}
		root := prefix + "/"
		var manifest struct {
			Scope    string `json:"scope"`
			StartURL string `json:"start_url"`
			Icons    []struct {
				Src string `json:"src"`
			} `json:"icons"`
			Screenshots []screenshot `json:"screenshots"`
		}
		if err := json.Unmarshal([]byte(distFile(t, out, "manifest.webmanifest")), &manifest); err != nil {
			t.Fatal(err)
		}
		if manifest.Scope != root || manifest.StartURL != root {
			t.Errorf("prefix %q: manifest scope %q, start_url %q; want %q", prefix, manifest.Scope, manifest.StartURL, root)
		}
		for _, icon := range manifest.Icons {
			if !strings.HasPrefix(icon.Src, root+"web/icons/") {
				t.Errorf("prefix %q: manifest icon %q", prefix, icon.Src)
			}
		}
		for _, shot := range manifest.Screenshots {
			rel, ok := strings.CutPrefix(shot.Src, root+"web/shots/")
			if !ok {
				t.Errorf("prefix %q: manifest screenshot %q", prefix, shot.Src)
			} else if _, err := os.Stat(filepath.Join(out, "web", "shots", rel)); err != nil {
				t.Errorf("prefix %q: manifest screenshot: %v", prefix, err)
			}
		}
		worker := distFile(t, out, "app-worker.js")
		m := regexp.MustCompile(`resourcesToCache = (\[.*\]);`).FindStringSubmatch(worker)
		if m == nil {
			t.Fatalf("prefix %q: no cache list in app-worker.js", prefix)
		}
		var cached []string
		if err := json.Unmarshal([]byte(m[1]), &cached); err != nil {
			t.Fatal(err)
		}
		has := map[string]bool{}
		for _, u := range cached {
			has[u] = true
			if !strings.HasPrefix(u, root) {
				t.Errorf("prefix %q: the worker caches %q, outside the site", prefix, u)
			}
			if isVariant(u) {
				t.Errorf("prefix %q: the worker caches %q, a precompressed copy", prefix, u)
			}
			if strings.Contains(u, "/web/shots/") {
				t.Errorf("prefix %q: the worker caches %q, a screenshot for the install dialog", prefix, u)
			}
		}
		for _, u := range []string{root, root + "web/app.wasm", root + "app.js", root + "wasm_exec.js", root + "manifest.webmanifest", root + "web/menagerie.css", root + "web/icons/icon-192.png"} {
			if !has[u] {
				t.Errorf("prefix %q: the worker does not cache %q", prefix, u)
			}
		}
		// Every root-relative URL in the page and the loader is under the
		// prefix.
		for _, name := range []string{"index.html", "app.js"} {
			text := distFile(t, out, name)
			for _, m := range regexp.MustCompile(`(?:src|href)="(/[^"]*)"|"(/[a-z-]+\.(?:js|wasm|css|webmanifest))"`).FindAllStringSubmatch(text, -1) {
				u := m[1] + m[2]
				if !strings.HasPrefix(u, root) {
					t.Errorf("prefix %q: %s refers to %q", prefix, name, u)
				}
			}
		}
		if !strings.Contains(distFile(t, out, "app.js"), `"`+root+`app-worker.js"`) {
			t.Errorf("prefix %q: app.js does not register %sapp-worker.js", prefix, root)
		}
		// The precompressed copies go along, and the generated pages get theirs.
		for _, name := range []string{"index.html.br", "app.js.gz", "wasm_exec.js.br"} {
			if _, err := os.Stat(filepath.Join(out, name)); err != nil {
				t.Errorf("prefix %q: %v", prefix, err)
			}
		}
		if fresh("web/app.wasm", "web/app.wasm.br") {
			if _, err := os.Stat(filepath.Join(out, "web/app.wasm.br")); err != nil {
				t.Errorf("prefix %q: %v", prefix, err)
			}
		}
	}
}

// countingHandler counts the body bytes a handler sends, and the encodings
// in which it sent each path.
type countingHandler struct {
	next      http.Handler
	mu        sync.Mutex
	bytes     int64
	encodings map[string]string // path → Content-Encoding of its last 200 response
}

func (c *countingHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cw := &countingWriter{ResponseWriter: w, status: http.StatusOK}
	c.next.ServeHTTP(cw, r)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.bytes += cw.n
	if c.encodings == nil {
		c.encodings = map[string]string{}
	}
	if cw.status == http.StatusOK {
		c.encodings[r.URL.Path] = w.Header().Get("Content-Encoding")
	}
}

// sent returns the body bytes sent so far.
func (c *countingHandler) sent() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.bytes
}

type countingWriter struct {
	http.ResponseWriter
	n      int64
	status int
}

func (w *countingWriter) WriteHeader(status int) {
	w.status = status
	w.ResponseWriter.WriteHeader(status)
}

func (w *countingWriter) Write(p []byte) (int, error) {
	n, err := w.ResponseWriter.Write(p)
	w.n += int64(n)
	return n, err
}
