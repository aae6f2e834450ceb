//go:build !js

package main

import (
	"encoding/json"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// writePNG writes a blank w×h PNG.
func writePNG(t *testing.T, file string, w, h int) {
	t.Helper()
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
}

// shotsWeb makes a web directory with an app.wasm and three screenshots.
func shotsWeb(t *testing.T) string {
	t.Helper()
	web := t.TempDir()
	if err := os.MkdirAll(filepath.Join(web, "shots"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(web, "app.wasm"), []byte("\x00asm"), 0o644); err != nil {
		t.Fatal(err)
	}
	writePNG(t, filepath.Join(web, "shots", "zoo-phone.png"), 412, 900)
	writePNG(t, filepath.Join(web, "shots", "chevaux-desktop.png"), 1280, 900)
	writePNG(t, filepath.Join(web, "shots", "chevaux-phone.png"), 412, 900)
	return web
}

func TestScreenshots(t *testing.T) {
	web := shotsWeb(t)
	// In the catalog's order: the zoo comes before Chevaux.
	want := []screenshot{
		{"/web/shots/zoo-phone.png", "412x900", "image/png", "narrow", "Du grabuge au zoo"},
		{"/web/shots/chevaux-phone.png", "412x900", "image/png", "narrow", "Chevaux"},
		{"/web/shots/chevaux-desktop.png", "1280x900", "image/png", "wide", "Chevaux"},
	}
	got, err := screenshots(web, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("screenshots:\n got %v\nwant %v", got, want)
	}
	got, err = screenshots(web, subPath("/menagerie"))
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Src != "/menagerie/web/shots/zoo-phone.png" {
		t.Errorf("under /menagerie: %q", got[0].Src)
	}
	// A file that is not a PNG is refused with its name.
	if err := os.WriteFile(filepath.Join(web, "shots", "home-phone.png"), []byte("not a png"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := screenshots(web, nil); err == nil {
		t.Error("a broken screenshot is accepted")
	}
	// No screenshots at all is fine.
	if got, err := screenshots(t.TempDir(), nil); err != nil || len(got) != 0 {
		t.Errorf("no shots: %v, %v", got, err)
	}
}

// TestServeManifest checks that `make run` answers the manifest with the
// screenshots, and that the worker does not cache them.
func TestServeManifest(t *testing.T) {
	web := shotsWeb(t)
	h, err := Serve(web)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	res, err := http.Get(srv.URL + "/manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var manifest struct {
		Name        string       `json:"name"`
		Scope       string       `json:"scope"`
		Screenshots []screenshot `json:"screenshots"`
	}
	if err := json.NewDecoder(res.Body).Decode(&manifest); err != nil {
		t.Fatal(err)
	}
	if manifest.Name != "Ménagerie" || manifest.Scope != "/" || len(manifest.Screenshots) != 3 {
		t.Errorf("manifest: %+v", manifest)
	}
	files, _, err := webFiles(web)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(files, []string{"/web/app.wasm"}) {
		t.Errorf("the worker caches %v", files)
	}
}
