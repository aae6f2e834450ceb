//go:build !js

package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"time"
)

// The loader: go-app's app.js fetches app.wasm through fetchWithProgress,
// which counts the bytes for the loading label and hands
// WebAssembly.instantiateStreaming a Response rebuilt from the stream. A
// rebuilt Response has no URL, so the browser cannot keep the compiled code
// with the cached file, and compiles the whole program again at every
// start: seconds on a phone. fixLoader makes app.js hand it the response of
// fetch itself (straight from the service worker's cache on a next visit),
// which the browser compiles while it streams and then caches compiled;
// the progress counts the bytes of a clone, and only on a visit the service
// worker does not serve (a first visit, when the label is worth showing).
const loaderCall = `fetchWithProgress("`

const loaderFunc = `

// Ménagerie (see wasm/loader.go): instantiateStreaming gets fetch's own
// response, which the browser can cache compiled.
async function menagerieFetchWasm(url, progress) {
  const response = await fetch(url);
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    return response;
  }
  const total = parseInt(goappWasmContentLength, 10) || parseInt(response.headers.get("Content-Length"), 10);
  if (!(total > 0) || !response.body) {
    return response;
  }
  const reader = response.clone().body.getReader();
  (async () => {
    for (let loaded = 0; ;) {
      const { done, value } = await reader.read();
      if (done) break;
      loaded += value.byteLength;
      progress(Math.min(100, Math.round((loaded * 100) / total)));
    }
  })().catch(() => { });
  return response;
}
`

// fixLoader returns go-app's app.js with the fetch of app.wasm replaced (see
// loaderCall); it fails if app.js does not call fetchWithProgress once, as
// go-app v10 does.
func fixLoader(js []byte) ([]byte, error) {
	if n := bytes.Count(js, []byte(loaderCall)); n != 1 {
		return nil, fmt.Errorf("app.js: %d calls of fetchWithProgress, want 1 (go-app's loader changed: see wasm/loader.go)", n)
	}
	out := bytes.Replace(js, []byte(loaderCall), []byte(`menagerieFetchWasm("`), 1)
	return append(out, loaderFunc...), nil
}

// fixLoaderFile applies fixLoader to a written app.js (make dist).
func fixLoaderFile(file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	data, err = fixLoader(data)
	if err != nil {
		return err
	}
	return os.WriteFile(file, data, 0o644)
}

// withLoader serves next, except for app.js (and go-app's alias goapp.js),
// which it answers with go-app's fixed by fixLoader (made once, at start).
func withLoader(next http.Handler) (http.Handler, error) {
	rec := httptest.NewRecorder()
	next.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("app.js: go-app answers %d", rec.Code)
	}
	data, err := fixLoader(rec.Body.Bytes())
	if err != nil {
		return nil, err
	}
	ctype := rec.Header().Get("Content-Type")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/app.js" && r.URL.Path != "/goapp.js" {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
	}), nil
}
