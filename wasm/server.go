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
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/ui"
)

//go:embed worker.js
var workerJS string

//go:embed guard.js
var guardJS string

// pageGuard is guard.js as the page's head runs it, with the app's limits.
func pageGuard() string {
	return strings.NewReplacer(
		"{{.MaxFragment}}", strconv.Itoa(ui.MaxFragment),
		"{{.JoinPrefix}}", netplay.JoinPrefix,
	).Replace(guardJS)
}

const usage = `usage:
  wasm serve [-addr :8000]                 serve the app (web/app.wasm must be built)
  wasm dist [-out dist] [-prefix /repo]    write the static site
  wasm compress [-quality 11] DIR...       write .br and .gz copies of the
                                           compressible files under DIR
  wasm trim [-keepnames] FILE             rewrite a Go js/wasm binary in place:
                                           its memory in a few data segments,
                                           without function names and line tables
All run from the project's top directory, where web/ is.
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
		h, err := Serve("web")
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
	case "compress":
		fs := flag.NewFlagSet("compress", flag.ExitOnError)
		fs.IntVar(&brotliQuality, "quality", brotliQuality, "brotli quality, 0 (fast) to 11 (smallest)")
		fs.Parse(os.Args[2:])
		if fs.NArg() == 0 {
			fmt.Fprint(os.Stderr, usage)
			os.Exit(2)
		}
		for _, dir := range fs.Args() {
			if err := CompressDir(dir, os.Stderr); err != nil {
				log.Fatal(err)
			}
		}
	case "trim":
		fs := flag.NewFlagSet("trim", flag.ExitOnError)
		keep := fs.Bool("keepnames", false, "keep the function names and line tables (to read a stack trace)")
		fs.Parse(os.Args[2:])
		if fs.NArg() != 1 {
			fmt.Fprint(os.Stderr, usage)
			os.Exit(2)
		}
		if err := trimFile(fs.Arg(0), *keep, os.Stderr); err != nil {
			log.Fatal(err)
		}
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
	wasm, err := os.Stat(filepath.Join(web, "app.wasm"))
	if err != nil {
		return nil, err
	}
	wasmURL := "/web/app.wasm"
	if p := cleanPrefix(prefix); p != "" {
		wasmURL = subPath(p).Resolve(wasmURL)
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
		WasmContentLength:     strconv.FormatInt(wasm.Size(), 10), // for the loader's progress: a compressed response's length is not the size
		ServiceWorkerTemplate: workerJS,
		RawHeaders: []string{
			`<meta name="color-scheme" content="light">`,
			"<script>" + pageGuard() + "</script>",
			// app.js asks for app.wasm only once the page's stylesheets
			// are in (a deferred script waits for them): on a phone's
			// link, seconds after the page. Preloaded, it comes at once;
			// the loader's fetch (same URL, same mode) takes this response.
			`<link rel="preload" href="` + wasmURL + `" as="fetch" crossorigin>`,
		},
	}
	if p := cleanPrefix(prefix); p != "" {
		h.Resources = subPath(p)
	}
	return h, nil
}

// cleanPrefix turns a sub-path as a person writes it ("menagerie/",
// "/menagerie") into "/menagerie", and the root into "".
func cleanPrefix(prefix string) string {
	if p := strings.Trim(prefix, "/"); p != "" {
		return "/" + p
	}
	return ""
}

// subPath resolves the app's URLs for a site under a sub-path such as
// "/menagerie". Unlike go-app's PrefixedLocation, it resolves the root to
// "/menagerie/", with the slash: a static host answers "/menagerie" with a
// redirect, and a redirected response in the service worker's cache cannot
// answer a navigation, so the cached start page and the manifest's start_url
// must be the directory itself.
type subPath string

// Like go-app's resolvers, it leaves alone what is not a path from the site's
// root: other sites, fragments, relative links.
func (p subPath) Resolve(location string) string {
	switch {
	case location == "" || location == "/":
		return string(p) + "/"
	case location == "web" || strings.HasPrefix(location, "web/"):
		return string(p) + "/" + location
	case strings.HasPrefix(location, "/") && !strings.HasPrefix(location, "//"):
		return string(p) + location
	}
	return location
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
		// The screenshots are for the install dialog, fetched only then:
		// not worth a place in every player's offline cache.
		if strings.HasSuffix(rel, ".br") || strings.HasSuffix(rel, ".gz") || strings.HasPrefix(rel, "shots/") {
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

// Dist writes the static site to out, for the URL path prefix ("" for a
// site at the root of its host). The precompressed copies that the build
// wrote in web go along; those of the generated pages (index.html, app.js…)
// are written here, which is quick.
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
	shots, err := screenshots(web, h.Resources)
	if err != nil {
		return err
	}
	if err := fixManifestFile(filepath.Join(out, "manifest.webmanifest"), cleanPrefix(prefix)+"/", shots); err != nil {
		return err
	}
	if err := fixLoaderFile(filepath.Join(out, "app.js")); err != nil {
		return err
	}
	top, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	for _, f := range top {
		if info, err := f.Info(); err == nil && f.Type().IsRegular() && worthCompressing(f.Name(), info.Size()) {
			if err := compressFile(filepath.Join(out, f.Name()), nil); err != nil {
				return err
			}
		}
	}
	return copyDir(web, filepath.Join(out, "web"))
}

// copyDir copies the files under src to dst with their modification times,
// leaving out precompressed copies older than their file (a build that
// skipped the compression step).
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
		if isVariant(p) {
			orig := p[:len(p)-len(filepath.Ext(p))]
			if !fresh(orig, p) {
				return nil
			}
		}
		info, err := d.Info()
		if err != nil {
			return err
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
		if err := outf.Close(); err != nil {
			return err
		}
		return os.Chtimes(target, info.ModTime(), info.ModTime())
	})
}
