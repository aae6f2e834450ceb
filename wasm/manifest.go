//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui"
)

// shotOrder is the order of the screenshots in the manifest, with the label
// each one gets: the home page first, then the tables in the home page's
// order. web/shots/<name>-phone.png and <name>-desktop.png (make shots).
func shotOrder() []struct{ name, label string } {
	out := []struct{ name, label string }{{"home", "Ménagerie : jeux de cartes animaliers"}}
	for _, g := range ui.Titles() {
		out = append(out, struct{ name, label string }{g.ID, g.Name})
	}
	return out
}

// screenshot is one entry of the web app manifest's screenshots, which
// Chromium shows in its richer install dialog: "narrow" ones on phones,
// "wide" ones on larger screens.
type screenshot struct {
	Src        string `json:"src"`
	Sizes      string `json:"sizes"`
	Type       string `json:"type"`
	FormFactor string `json:"form_factor"`
	Label      string `json:"label"`
}

// screenshots lists the screenshots found in web/shots, their addresses
// resolved by res (nil at the site's root). None is fine: the manifest then
// has none.
func screenshots(web string, res app.ResourceResolver) ([]screenshot, error) {
	var out []screenshot
	for _, s := range shotOrder() {
		for _, size := range []struct{ suffix, form string }{{"phone", "narrow"}, {"desktop", "wide"}} {
			name := s.name + "-" + size.suffix + ".png"
			f, err := os.Open(filepath.Join(web, "shots", name))
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				return nil, err
			}
			cfg, err := png.DecodeConfig(f)
			f.Close()
			if err != nil {
				return nil, fmt.Errorf("%s/shots/%s: %v", web, name, err)
			}
			src := "/web/shots/" + name
			if res != nil {
				src = res.Resolve(src)
			}
			out = append(out, screenshot{
				Src:        src,
				Sizes:      fmt.Sprintf("%dx%d", cfg.Width, cfg.Height),
				Type:       "image/png",
				FormFactor: size.form,
				Label:      s.label,
			})
		}
	}
	return out, nil
}

// fixManifest completes the manifest go-app writes: its scope becomes the
// site's root (go-app always writes "/", which for a site under a sub-path
// would claim the whole host for the installed app), and the screenshots go
// in.
func fixManifest(data []byte, root string, shots []screenshot) ([]byte, error) {
	var manifest map[string]any
	if err := json.Unmarshal(data, &manifest); err != nil {
		return nil, fmt.Errorf("manifest.webmanifest: %v", err)
	}
	manifest["scope"] = root
	if len(shots) > 0 {
		manifest["screenshots"] = shots
	}
	return json.MarshalIndent(manifest, "", "  ")
}

// fixManifestFile applies fixManifest to the manifest file of a static site.
func fixManifestFile(file, root string, shots []screenshot) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if data, err = fixManifest(data, root, shots); err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	return os.WriteFile(file, data, 0o644)
}

// withManifest serves next, except for the manifest, which it answers with
// go-app's completed by fixManifest (made once, at start).
func withManifest(web string, next *app.Handler) (http.Handler, error) {
	rec := httptest.NewRecorder()
	next.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/manifest.webmanifest", nil))
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("manifest.webmanifest: go-app answers %d", rec.Code)
	}
	shots, err := screenshots(web, next.Resources)
	if err != nil {
		return nil, err
	}
	data, err := fixManifest(rec.Body.Bytes(), "/", shots)
	if err != nil {
		return nil, err
	}
	ctype := rec.Header().Get("Content-Type")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/manifest.webmanifest" {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
	}), nil
}
