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

// trimFile clears the function names and line tables of the js/wasm binary
// in file (package trim). Built by another Go release, it leaves the file
// as it is and says so: the app works the same, its download is larger.
func trimFile(file string, w io.Writer) error {
	if v := runtime.Version(); !strings.HasPrefix(v, trimmedGo+".") && v != trimmedGo {
		fmt.Fprintf(w, "%s keeps its function names and line tables: trim knows the layout of %s, this is %s\n", file, trimmedGo, v)
		return nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	r, err := trim.Trim(b)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if err := os.WriteFile(file+".tmp", b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(w, "%s: cleared %d function names (%d bytes), %d bytes of file names and %d bytes of line tables\n",
		file, r.Funcs, r.Names, r.Files, r.Lines)
	return os.Rename(file+".tmp", file)
}
