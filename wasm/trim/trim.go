// Package trim makes a Go js/wasm binary a smaller download without
// changing what it runs. Segments writes its initial memory as a few data
// segments instead of the linker's 100,000 (segments.go). Trim takes the
// debugging text out of it: the names of its functions and its line
// tables (which source file and line each instruction comes from). The Go
// runtime keeps both in its function table (pclntab) only to print stack
// traces and answer runtime.Caller; `go build -ldflags='-s -w'` cannot
// drop them. In app.wasm they are about a
// tenth of the brotli download (200 KB), which every player pays for and no
// player reads.
//
// Trim leaves everything the program runs on: the table that finds a
// function by its address, the stack-size tables (stack growth, unwinding a
// panic), the pointer maps the garbage collector reads, the inlining trees.
// After it, a stack trace says "?" where it gave a file and a line, and
// nothing where it gave a function's name; runtime.Caller reports file "?"
// and line 0. Build without trimming (make build DEBUG=1) to read them.
//
// The layout it rewrites is the runtime's internal one (runtime/symtab.go,
// runtime2.go's _func), which a Go release may change: Trim checks that
// layout at every step and refuses a binary that does not match it,
// changing nothing.
package trim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// Report says what Trim cleared, in bytes of linear memory.
type Report struct {
	Funcs int // functions in the binary's function table
	Names int // function names cleared
	Files int // file names cleared
	Lines int // line and file tables cleared
}

// ErrLayout wraps every refusal: the bytes are not a Go js/wasm binary
// whose function table Trim knows.
var ErrLayout = errors.New("trim: not a Go js/wasm binary of a known layout")

func refuse(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrLayout, fmt.Sprintf(format, args...))
}

// pcHeaderMagic opens the function table's header since Go 1.20
// (runtime.pcHeader: magic, two pad bytes, minLC, ptrSize), for wasm's
// instruction size (1) and pointer size (8).
var pcHeaderMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// The _func record (runtime2.go): offsets of its fields.
const (
	funcEntryOff  = 0
	funcNameOff   = 4
	funcPCSP      = 16
	funcPCFile    = 20
	funcPCLn      = 24
	funcNPCData   = 28
	funcStartLine = 36
	funcNFuncData = 43
	funcSize      = 44 // then npcdata and nfuncdata uint32 offsets
)

// Trim clears the function names, file names and line tables of the Go
// js/wasm binary b, in place, and says how much it cleared. Cleared bytes
// become zeros in b's data segments: b keeps its size, and compresses much
// better. On an error b is unchanged.
func Trim(b []byte) (Report, error) {
	mod, err := parseModule(b)
	if err != nil {
		return Report{}, err
	}
	mem := mod.memory()
	r, err := trimTable(mem)
	if err != nil {
		return Report{}, err
	}
	mod.store(mem)
	return r, nil
}

// trimTable does Trim's work on the program's initial linear memory.
func trimTable(mem []byte) (Report, error) {
	at := bytes.Index(mem, pcHeaderMagic)
	if at < 0 {
		return Report{}, refuse("no function table header")
	}
	if bytes.Contains(mem[at+1:], pcHeaderMagic) {
		return Report{}, refuse("two function table headers")
	}
	h := mem[at:]
	if len(h) < 72 {
		return Report{}, refuse("function table header cut short")
	}
	field := func(i int) int {
		v := binary.LittleEndian.Uint64(h[8+8*i:])
		if v > uint64(len(h)) {
			return -1
		}
		return int(v)
	}
	// pcHeader after the magic: nfunc, nfiles, textStart, then the offsets
	// (from the header) of funcnametab, cutab, filetab, pctab, pclntab.
	nfunc, names, cutab, files, pctab, pcln := field(0), field(3), field(4), field(5), field(6), field(7)
	if nfunc <= 0 || names <= 0 || !(names < cutab && cutab <= files && files <= pctab && pctab < pcln) {
		return Report{}, refuse("function table header out of order")
	}
	r := Report{Funcs: nfunc, Names: cutab - names, Files: pctab - files}
	nameTab, fileTab, pcTab, funcTab := h[names:cutab], h[files:pctab], h[pctab:pcln], h[pcln:]
	le := binary.LittleEndian
	if len(funcTab) < 8*(nfunc+1) {
		return Report{}, refuse("function index cut short")
	}

	// Check every record, and sort its tables into those the program runs
	// on (stack sizes, pcdata) and those only tracebacks read (file, line).
	keep, drop := map[uint32]bool{}, map[uint32]bool{}
	records := make([][]byte, nfunc)
	prev := uint32(0)
	for i := range nfunc {
		entry, off := le.Uint32(funcTab[8*i:]), int(le.Uint32(funcTab[8*i+4:]))
		if entry < prev || off < 8*(nfunc+1) || off+funcSize > len(funcTab) {
			return Report{}, refuse("function %d: index entry out of range", i)
		}
		prev = entry
		f := funcTab[off:]
		npcdata, nfuncdata := int(le.Uint32(f[funcNPCData:])), int(f[funcNFuncData])
		if le.Uint32(f[funcEntryOff:]) != entry || npcdata > 16 || nfuncdata > 16 ||
			off+funcSize+4*(npcdata+nfuncdata) > len(funcTab) ||
			int(le.Uint32(f[funcNameOff:])) >= len(nameTab) {
			return Report{}, refuse("function %d: record does not match the index", i)
		}
		keep[le.Uint32(f[funcPCSP:])] = true
		for d := range npcdata {
			keep[le.Uint32(f[funcSize+4*d:])] = true
		}
		drop[le.Uint32(f[funcPCFile:])] = true
		drop[le.Uint32(f[funcPCLn:])] = true
		records[i] = f
	}
	// Measure every table before changing anything.
	type span struct{ from, to int }
	var clearSpans []span
	for off := range drop {
		if off == 0 || keep[off] {
			continue
		}
		end, ok := tableEnd(pcTab, int(off))
		if !ok {
			return Report{}, refuse("a line table runs past the end of its section")
		}
		clearSpans = append(clearSpans, span{int(off), end})
	}
	for off := range keep {
		if _, ok := tableEnd(pcTab, int(off)); off != 0 && !ok {
			return Report{}, refuse("a stack table runs past the end of its section")
		}
	}

	// Change: each record loses its name, file and line; the tables only
	// they used become zeros, and so do the names.
	for _, f := range records {
		le.PutUint32(f[funcNameOff:], 0)
		le.PutUint32(f[funcPCFile:], 0)
		le.PutUint32(f[funcPCLn:], 0)
		le.PutUint32(f[funcStartLine:], 0)
	}
	for _, s := range clearSpans {
		clear(pcTab[s.from:s.to])
		r.Lines += s.to - s.from
	}
	clear(nameTab)
	clear(fileTab)
	return r, nil
}

// tableEnd returns where the pc-value table at off in tab ends: pairs of
// varints (value delta, pc delta), closed by a zero value delta after the
// first pair (runtime.step).
func tableEnd(tab []byte, off int) (int, bool) {
	first := true
	for {
		if off >= len(tab) {
			return 0, false
		}
		if tab[off] == 0 && !first {
			return off + 1, true
		}
		for range 2 {
			_, n := binary.Uvarint(tab[off:])
			if n <= 0 {
				return 0, false
			}
			off += n
		}
		first = false
	}
}
