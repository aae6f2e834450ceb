//go:build !js

package main

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"menagerie/app/ui"
)

// TestArtEveryAnimal checks that every animal of the games has its picture,
// web/art/<id>.svg, written by wasm/art/build.sh (make build runs it): a
// well-formed SVG document with a viewBox, and the licence file beside.
func TestArtEveryAnimal(t *testing.T) {
	if _, err := os.Stat("web/art/.stamp"); err != nil {
		t.Fatal("web/art is not built: run `make build` (or sh wasm/art/build.sh)")
	}
	ids := ui.AnimalIDs()
	if len(ids) < 30 {
		t.Fatalf("AnimalIDs: %d animals, want the 32 of the five games", len(ids))
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) { checkSVG(t, filepath.Join("web/art", id+".svg")) })
	}
	lic, err := os.ReadFile("web/art/LICENSE-twemoji.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"CC BY 4.0", "creativecommons.org/licenses/by/4.0", "Twitter", "MIT License"} {
		if !strings.Contains(string(lic), want) {
			t.Errorf("LICENSE-twemoji.txt does not say %q", want)
		}
	}
}

// checkSVG parses the whole file: its root must be <svg> with a viewBox.
func checkSVG(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	root := false
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if se, ok := tok.(xml.StartElement); ok && !root {
			root = true
			if se.Name.Local != "svg" || se.Name.Space != "http://www.w3.org/2000/svg" {
				t.Fatalf("%s: root <%s %s>, want an SVG <svg>", path, se.Name.Space, se.Name.Local)
			}
			vb := ""
			for _, a := range se.Attr {
				if a.Name.Local == "viewBox" {
					vb = a.Value
				}
			}
			if len(strings.Fields(strings.ReplaceAll(vb, ",", " "))) != 4 {
				t.Errorf("%s: viewBox %q, want four numbers", path, vb)
			}
		}
	}
	if !root {
		t.Fatalf("%s: empty, no <svg>", path)
	}
}

// TestArtSources checks what wasm/art/build.sh works from: the package.json
// pins the version the about page credits, the mapping and the app's own
// drawings cover every animal exactly once, and the own drawings share
// Twemoji's 36×36 view box.
func TestArtSources(t *testing.T) {
	var pkg struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	b, err := os.ReadFile("wasm/art/package.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatal(err)
	}
	if v := pkg.Dependencies[ui.ArtPackage]; v != ui.ArtVersion {
		t.Errorf("wasm/art/package.json pins %s at %q, the about page credits %s", ui.ArtPackage, v, ui.ArtVersion)
	}
	if len(pkg.Dependencies) != 1 {
		t.Errorf("wasm/art/package.json: %d dependencies, want only %s", len(pkg.Dependencies), ui.ArtPackage)
	}

	from := map[string]string{}
	b, err = os.ReadFile("wasm/art/mapping")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 2 {
			t.Errorf("mapping: %q: want «id file»", line)
			continue
		}
		if from[f[0]] != "" {
			t.Errorf("mapping: %s twice", f[0])
		}
		from[f[0]] = f[1]
	}
	own, _ := filepath.Glob("wasm/art/own/*.svg")
	var ownIDs []string
	for _, p := range own {
		id := strings.TrimSuffix(filepath.Base(p), ".svg")
		ownIDs = append(ownIDs, id)
		if from[id] != "" {
			t.Errorf("%s is both mapped to %s and drawn in %s", id, from[id], p)
		}
		from[id] = p
		checkSVG(t, p)
		if vb := viewBox(t, p); vb != "0 0 36 36" {
			t.Errorf("%s: viewBox %q, want Twemoji's 0 0 36 36", p, vb)
		}
	}
	credited := ui.OwnArtIDs()
	sort.Strings(credited)
	if strings.Join(credited, " ") != strings.Join(ownIDs, " ") {
		t.Errorf("the about page credits %v as the app's own drawings, wasm/art/own has %v", credited, ownIDs)
	}
	ids := map[string]bool{}
	for _, id := range ui.AnimalIDs() {
		ids[id] = true
		if from[id] == "" {
			t.Errorf("%s has no picture: map it in wasm/art/mapping or draw wasm/art/own/%s.svg", id, id)
		}
	}
	for id := range from {
		if !ids[id] {
			t.Errorf("wasm/art has a picture for %q, which no game has", id)
		}
	}
}

func viewBox(t *testing.T, path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var root struct {
		ViewBox string `xml:"viewBox,attr"`
	}
	if err := xml.Unmarshal(b, &root); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return root.ViewBox
}
