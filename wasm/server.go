//go:build !js

package main

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

//go:embed worker.js
var workerJS string

const usage = `usage:
  wasm serve [-addr :8000]                 serve the app (web/app.wasm must be built)
  wasm dist [-out dist] [-prefix /repo]    write the static site
Both run from the project's top directory, where web/ is.
`

func serverMain() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	switch os.Args[1] {
	case "serve":
		fs := flag.NewFlagSet("serve", flag.ExitOnError)
		addr := fs.String("addr", ":8000", "address to listen on")
		fs.Parse(os.Args[2:])
		h, err := NewHandler("web", "")
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("Ménagerie on http://localhost%s", *addr)
		log.Fatal(http.ListenAndServe(*addr, h))
	case "dist":
		fs := flag.NewFlagSet("dist", flag.ExitOnError)
		out := fs.String("out", "dist", "output directory")
		prefix := fs.String("prefix", "", "URL path the site is served under, e.g. /menagerie")
		fs.Parse(os.Args[2:])
		if err := Dist("web", *out, *prefix); err != nil {
			log.Fatal(err)
		}
		log.Printf("static site written to %s", *out)
	default:
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
}

// NewHandler makes the go-app handler for the app whose static files are in
// web. Its version is a hash of the files, so a build that changes nothing
// is not seen as an update. prefix is the URL path the site lives under
// ("" for the root).
func NewHandler(web, prefix string) (*app.Handler, error) {
	files, version, err := webFiles(web)
	if err != nil {
		return nil, err
	}
	h := &app.Handler{
		Name:            "Ménagerie",
		ShortName:       "Ménagerie",
		Title:           "Ménagerie",
		Description:     "Cinq jeux de cartes animaliers — five animal card games",
		Lang:            "fr",
		BackgroundColor: "#f6f1e7",
		ThemeColor:      "#1f5f4a",
		LoadingLabel:    "Ménagerie… {progress}%",
		Icon: app.Icon{
			Default:  "/web/icons/icon-192.png",
			Large:    "/web/icons/icon-512.png",
			SVG:      "/web/icons/icon.svg",
			Maskable: "/web/icons/maskable-512.png",
		},
		Styles:                styles(files),
		CacheableResources:    files,
		Version:               version,
		ServiceWorkerTemplate: workerJS,
		RawHeaders: []string{
			`<meta name="color-scheme" content="light">`,
		},
	}
	if prefix != "" {
		h.Resources = app.PrefixedLocation(prefix)
	}
	return h, nil
}

// webFiles lists every file under web as the URL paths the service worker
// must cache, and hashes them all into the app's version.
func webFiles(web string) ([]string, string, error) {
	if _, err := os.Stat(filepath.Join(web, "app.wasm")); err != nil {
		return nil, "", fmt.Errorf("%s/app.wasm is missing: build it first (make build)", web)
	}
	sum := sha256.New()
	var files []string
	err := filepath.WalkDir(web, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(web, p)
		rel = filepath.ToSlash(rel)
		if strings.HasSuffix(rel, ".br") || strings.HasSuffix(rel, ".gz") {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		io.WriteString(sum, rel)
		if _, err := io.Copy(sum, f); err != nil {
			return err
		}
		files = append(files, path.Join("/web", rel))
		return nil
	})
	sort.Strings(files)
	return files, hex.EncodeToString(sum.Sum(nil))[:16], err
}

// styles lists the stylesheets: menagerie.css first, then every other .css
// file under web/ (one per game table), in name order.
func styles(files []string) []string {
	out := []string{"/web/menagerie.css"}
	for _, f := range files {
		if strings.HasSuffix(f, ".css") && f != out[0] {
			out = append(out, f)
		}
	}
	return out
}

// Dist writes the static site to out.
func Dist(web, out, prefix string) error {
	h, err := NewHandler(web, prefix)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return err
	}
	return copyDir(web, filepath.Join(out, "web"))
}

func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		in, err := os.Open(p)
		if err != nil {
			return err
		}
		defer in.Close()
		outf, err := os.Create(target)
		if err != nil {
			return err
		}
		if _, err := io.Copy(outf, in); err != nil {
			outf.Close()
			return err
		}
		return outf.Close()
	})
}
