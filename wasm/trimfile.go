//go:build !js

package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"menagerie/wasm/trim"
)

// trimmedGo is the Go release whose function table layout package trim was
// checked against. This tool is built by the same go command that built
// app.wasm, so its runtime.Version is app.wasm's.
const trimmedGo = "go1.26"

// trimFile rewrites the js/wasm binary in file for a smaller download: its
// initial memory in a few data segments instead of the linker's thousands
// (trim.Segments), and, unless keepNames, without its function names and
// line tables (trim.Trim). Built by another Go release, it keeps the names
// and says so: the app works the same, its download is larger.
func trimFile(file string, keepNames bool, w io.Writer) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	switch v := runtime.Version(); {
	case keepNames:
	case !strings.HasPrefix(v, trimmedGo+".") && v != trimmedGo:
		fmt.Fprintf(w, "%s keeps its function names and line tables: trim knows the layout of %s, this is %s\n", file, trimmedGo, v)
	default:
		r, err := trim.Trim(b)
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		fmt.Fprintf(w, "%s: cleared %d function names (%d bytes), %d bytes of file names and %d bytes of line tables\n",
			file, r.Funcs, r.Names, r.Files, r.Lines)
	}
	b, r, err := trim.Segments(b)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	fmt.Fprintf(w, "%s: %d data segments → %d (%+d bytes)\n", file, r.Before, r.After, r.Bytes)
	if err := os.WriteFile(file+".tmp", b, 0o644); err != nil {
		return err
	}
	return os.Rename(file+".tmp", file)
}
