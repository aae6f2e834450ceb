//go:build !js

package main

// Precompression. The build writes a brotli (.br) and a gzip (.gz) copy next
// to every compressible file of web/ (`wasm compress web`), once, at the
// highest settings: app.wasm is most of what a player downloads, and brotli
// at quality 11 makes it about five times smaller, at a cost in time that
// only the build pays. `wasm serve` sends those copies to browsers that
// accept them (precompressed, below); `wasm dist` copies them into the static
// site for hosts that can serve them.

import (
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
)

// encoding is one content coding the build writes and the server sends.
type encoding struct {
	token string // the Accept-Encoding / Content-Encoding token
	ext   string // the suffix of the precompressed file
	write func(w io.Writer, data []byte) error
}

// encodings in the server's order of preference.
var encodings = []encoding{
	{"br", ".br", writeBrotli},
	{"gzip", ".gz", writeGzip},
}

// brotliQuality is the brotli level, 0 to 11: 11 takes half a minute for
// app.wasm and saves a tenth more than 9, for every player.
var brotliQuality = brotli.BestCompression

func writeBrotli(w io.Writer, data []byte) error {
	bw := brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotliQuality, LGWin: 24})
	if _, err := bw.Write(data); err != nil {
		return err
	}
	return bw.Close()
}

func writeGzip(w io.Writer, data []byte) error {
	gw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := gw.Write(data); err != nil {
		return err
	}
	return gw.Close()
}

// compressible lists the extensions worth compressing: text and wasm. Images
// (PNG) are compressed already.
var compressible = map[string]bool{
	".wasm": true, ".js": true, ".css": true, ".html": true, ".svg": true,
	".json": true, ".webmanifest": true, ".txt": true, ".xml": true,
}

// minCompressSize is the size under which a file is sent as it is: it fits in
// a packet or two either way.
const minCompressSize = 1024

// isVariant reports whether name is a precompressed copy.
func isVariant(name string) bool {
	for _, e := range encodings {
		if strings.HasSuffix(name, e.ext) {
			return true
		}
	}
	return false
}

// worthCompressing reports whether the file at p (of size size) gets
// precompressed copies.
func worthCompressing(p string, size int64) bool {
	base := filepath.Base(p)
	return size >= minCompressSize && !strings.HasPrefix(base, ".") && !isVariant(base) &&
		compressible[strings.ToLower(filepath.Ext(base))]
}

// fresh reports whether the precompressed copy variant of src exists and is
// at least as new as src.
func fresh(src, variant string) bool {
	si, err := os.Stat(src)
	if err != nil {
		return false
	}
	vi, err := os.Stat(variant)
	return err == nil && !vi.ModTime().Before(si.ModTime())
}

// CompressDir writes a .br and a .gz copy next to every compressible file
// under dir that lacks an up-to-date one, and removes copies that no longer
// save anything. It logs each file it compresses to log (when not nil).
func CompressDir(dir string, log io.Writer) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if !worthCompressing(p, info.Size()) {
			return nil
		}
		return compressFile(p, log)
	})
}

// compressFile writes the precompressed copies of the file at p that are
// missing or stale. A copy that is not at least 5% smaller than the file is
// not kept: serving it would only cost the browser a decoding.
func compressFile(p string, log io.Writer) error {
	var data []byte
	for _, e := range encodings {
		variant := p + e.ext
		if fresh(p, variant) {
			continue
		}
		if data == nil {
			var err error
			if data, err = os.ReadFile(p); err != nil {
				return err
			}
		}
		start := time.Now()
		tmp, err := os.CreateTemp(filepath.Dir(p), ".compress-*")
		if err != nil {
			return err
		}
		err = e.write(tmp, data)
		size, _ := tmp.Seek(0, io.SeekCurrent)
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(tmp.Name())
			return fmt.Errorf("%s: %v", variant, err)
		}
		if size > int64(len(data))*95/100 {
			os.Remove(tmp.Name())
			os.Remove(variant)
			continue
		}
		if err := os.Chmod(tmp.Name(), 0o644); err != nil {
			os.Remove(tmp.Name())
			return err
		}
		if err := os.Rename(tmp.Name(), variant); err != nil {
			os.Remove(tmp.Name())
			return err
		}
		if log != nil {
			fmt.Fprintf(log, "%s: %d → %d bytes (%s) in %v\n", variant, len(data), size, e.token, time.Since(start).Round(time.Millisecond))
		}
	}
	return nil
}

// precompressed serves the files of dir (URL paths /web/…, and /app.wasm)
// from their precompressed copies when the request accepts one of their
// encodings, with the file's own Content-Type, the Content-Encoding, and
// Vary: Accept-Encoding; everything else goes to next (go-app's handler,
// which serves the same files uncompressed).
type precompressed struct {
	dir     string
	version string // the app's version, for the ETag
	next    http.Handler
}

// Serve returns the handler of `wasm serve` for the app whose static files
// are in web: go-app's handler behind precompressed.
func Serve(web string) (http.Handler, error) {
	h, err := NewHandler(web, "")
	if err != nil {
		return nil, err
	}
	next, err := withManifest(web, h)
	if err != nil {
		return nil, err
	}
	if next, err = withLoader(next); err != nil {
		return nil, err
	}
	return &precompressed{dir: web, version: h.Version, next: next}, nil
}

func (p *precompressed) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	file, ok := p.file(r)
	if !ok {
		p.next.ServeHTTP(w, r)
		return
	}
	var available []encoding
	for _, e := range encodings {
		if fresh(file, file+e.ext) {
			available = append(available, e)
		}
	}
	if len(available) == 0 {
		p.next.ServeHTTP(w, r)
		return
	}
	// Whatever is sent, a shared cache must key it on Accept-Encoding.
	w.Header().Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	for _, e := range available {
		if !accepts(accept, e.token) {
			continue
		}
		f, err := os.Open(file + e.ext)
		if err != nil {
			break
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil {
			break
		}
		ctype := mime.TypeByExtension(path.Ext(file))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		// Not http.ServeContent: it leaves out Content-Length when there is a
		// Content-Encoding, and ranges of a compressed body serve no one here.
		etag := strconv.Quote(p.version + "-" + e.token)
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", etag)
		if matches(r.Header.Get("If-None-Match"), etag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		h.Set("Content-Type", ctype)
		h.Set("Content-Encoding", e.token)
		h.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		h.Set("Last-Modified", info.ModTime().UTC().Format(http.TimeFormat))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			io.Copy(w, f)
		}
		return
	}
	p.next.ServeHTTP(w, r)
}

// file is the file under p.dir that the request asks for, if it is a GET or
// HEAD of one of the app's static files.
func (p *precompressed) file(r *http.Request) (string, bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return "", false
	}
	rel, ok := strings.CutPrefix(r.URL.Path, "/web/")
	switch r.URL.Path {
	case "/app.wasm", "/goapp.wasm": // go-app's aliases
		rel, ok = "app.wasm", true
	}
	if !ok || rel == "" || strings.Contains(rel, "..") || isVariant(rel) {
		return "", false
	}
	file := filepath.Join(p.dir, filepath.FromSlash(path.Clean("/"+rel)))
	if info, err := os.Stat(file); err != nil || info.IsDir() {
		return "", false
	}
	return file, true
}

// matches reports whether an If-None-Match header value names etag.
func matches(header, etag string) bool {
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == etag || tag == "*" {
			return true
		}
	}
	return false
}

// accepts reports whether an Accept-Encoding header value allows coding:
// named or matched by "*", with a q-value above zero.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		q := 1.0
		for _, param := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(param), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		if name == coding {
			return q > 0
		}
		star = q > 0
	}
	return star
}
