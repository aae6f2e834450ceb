package trim

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// built returns testdata/prog compiled for js/wasm, once per test run.
var built = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "trim")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "prog.wasm")
	cmd := exec.Command("go", "build", "-o", out, ".")
	cmd.Dir = "testdata/prog"
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, errors.New(string(msg))
	}
	return os.ReadFile(out)
})

func program(t *testing.T) []byte {
	t.Helper()
	b, err := built()
	if err != nil {
		t.Fatalf("building testdata/prog: %v", err)
	}
	return bytes.Clone(b)
}

// run runs a js/wasm binary under Node with Go's own loader.
func run(t *testing.T, wasm []byte) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is needed to run WebAssembly outside a browser (Debian: apt-get install nodejs): %v", err)
	}
	f := filepath.Join(t.TempDir(), "prog.wasm")
	if err := os.WriteFile(f, wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	loader := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
	out, err := exec.Command(node, loader, f).CombinedOutput()
	if err != nil {
		t.Fatalf("running: %v\n%s", err, out)
	}
	return string(out)
}

// TestTrimmedRunsTheSame runs a program that grows and copies stacks under
// the garbage collector, unwinds a panic through deferred calls and calls
// a method by reflection, before and after Trim: everything it computes is
// the same; only where it was called from and its function's name are gone.
func TestTrimmedRunsTheSame(t *testing.T) {
	b := program(t)
	before := run(t, b)
	r, err := Trim(b)
	if err != nil {
		t.Fatal(err)
	}
	after := run(t, b)
	t.Logf("%+v\nbefore:\n%safter:\n%s", r, before, after)
	if r.Funcs < 1000 || r.Names < 10000 || r.Lines < 10000 || r.Files < 100 {
		t.Errorf("cleared too little: %+v", r)
	}
	cut := func(s string) (string, string) {
		i := strings.Index(s, "caller ")
		if i < 0 {
			t.Fatalf("no caller line in\n%s", s)
		}
		return s[:i], s[i:]
	}
	runBefore, whereBefore := cut(before)
	runAfter, whereAfter := cut(after)
	if runBefore != runAfter {
		t.Errorf("the trimmed program computed something else")
	}
	if want := "caller main.go:"; !strings.HasPrefix(whereBefore, want) || !strings.Contains(whereBefore, `name "main.main"`) {
		t.Errorf("before Trim: %q, want %q… and the name main.main", whereBefore, want)
	}
	if want := "caller ?:0 true\nname \"\"\n"; whereAfter != want {
		t.Errorf("after Trim: %q, want %q", whereAfter, want)
	}
	if !strings.Contains(runAfter, "recovered at depth 500: assignment to entry in nil map") {
		t.Errorf("the panic was not recovered as before:\n%s", runAfter)
	}
}

// TestTrimTwice: a trimmed binary trims again to the same bytes.
func TestTrimTwice(t *testing.T) {
	b := program(t)
	if _, err := Trim(b); err != nil {
		t.Fatal(err)
	}
	once := bytes.Clone(b)
	r, err := Trim(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, once) || r.Lines != 0 {
		t.Errorf("a second Trim changed the binary (%+v)", r)
	}
}

// TestTrimRefuses: what is not a Go js/wasm binary of the known layout is
// refused with ErrLayout and left as it was.
func TestTrimRefuses(t *testing.T) {
	good := program(t)
	header := bytes.Index(good, pcHeaderMagic)
	if header < 0 {
		t.Fatal("the function table header is not in one piece in the file")
	}
	cases := []struct {
		name string
		edit func([]byte) []byte
	}{
		{"empty", func([]byte) []byte { return nil }},
		{"not wasm", func([]byte) []byte { return []byte("#!/bin/sh\necho hello\n") }},
		{"cut short", func(b []byte) []byte { return b[:len(b)/2] }},
		{"no function table", func(b []byte) []byte { b[header] ^= 0xff; return b }},
		{"two function tables", func(b []byte) []byte {
			// A second header inside the first's name table.
			copy(b[header+200:], pcHeaderMagic)
			return b
		}},
		{"header out of order", func(b []byte) []byte {
			copy(b[header+8+8*6:header+8+8*7], b[header+8+8*3:header+8+8*4]) // pctab offset := funcnametab offset
			return b
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := c.edit(program(t))
			kept := bytes.Clone(b)
			_, err := Trim(b)
			if !errors.Is(err, ErrLayout) {
				t.Fatalf("err = %v, want ErrLayout", err)
			}
			if !bytes.Equal(b, kept) {
				t.Error("a refused binary was changed")
			}
		})
	}
}
