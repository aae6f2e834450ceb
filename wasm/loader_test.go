//go:build !js

package main

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// TestLoaderKeepsTheResponse: the app.js served (and written by make dist)
// hands instantiateStreaming fetch's own response for app.wasm, not one
// rebuilt from a stream, so that the browser can cache the compiled code;
// a loader fixLoader does not know is refused, not served half fixed.
func TestLoaderKeepsTheResponse(t *testing.T) {
	h, err := Serve("web")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/app.js", "/goapp.js"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		js := rec.Body.String()
		if rec.Code != 200 || !strings.Contains(js, `instantiateStreaming(`) {
			t.Fatalf("%s: %d, no instantiateStreaming in\n%.300s", path, rec.Code, js)
		}
		if strings.Contains(js, loaderCall) || strings.Count(js, `menagerieFetchWasm("`) != 1 {
			t.Errorf("%s still fetches app.wasm through fetchWithProgress", path)
		}
		if !strings.Contains(rec.Header().Get("Content-Type"), "javascript") {
			t.Errorf("%s: Content-Type %q", path, rec.Header().Get("Content-Type"))
		}
	}
	for _, bad := range []string{"", "goappInitWebAssembly()", loaderCall + loaderCall} {
		if _, err := fixLoader([]byte(bad)); err == nil {
			t.Errorf("fixLoader(%q) did not refuse", bad)
		}
	}
}
