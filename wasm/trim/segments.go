package trim

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"slices"
)

// The Go linker writes a binary's initial memory as up to 100,000 data
// segments, cutting wherever 8 or more zero bytes would cost more than a
// segment's header. Each header (an address, a length) is a few bytes that
// brotli can hardly shrink: in app.wasm they are about 140 KB of the
// download, where the zeros they skip would compress to almost nothing.
// Segments writes the same memory as a few segments instead, cut only at
// runs of zeros longer than segmentGap (the gap between the read-only and
// the writable data is megabytes): the memory a program starts with is
// byte for byte the same, since a WebAssembly memory starts zeroed.
const segmentGap = 64 << 10

// dataCountSection announces the number of data segments to instructions
// that name a segment (memory.init, data.drop); the Go linker writes none,
// and a binary that has one is refused, since its instructions would name
// segments that Segments renumbers.
const dataCountSection = 12

// SegmentsReport says what Segments changed.
type SegmentsReport struct {
	Before, After int // data segments
	Bytes         int // the data section's size change in bytes (zeros written out, headers gone)
}

// Segments returns the Go js/wasm binary b with its data section rewritten
// as few segments (see segmentGap); every other section is kept as it is.
// It refuses, with ErrLayout and b unchanged, a binary whose data section
// is not the Go linker's: active segments of memory 0 at constant addresses,
// not overlapping, and no data count section.
func Segments(b []byte) ([]byte, SegmentsReport, error) {
	mod, err := parseModule(b)
	if err != nil {
		return nil, SegmentsReport{}, err
	}
	if mod.dataCount {
		return nil, SegmentsReport{}, refuse("a data count section (instructions that name data segments)")
	}
	if len(mod.segs) == 0 {
		return nil, SegmentsReport{}, refuse("no data segment")
	}
	// The linker writes its sections in its own order, not by address; in
	// one memory image, a later segment over an earlier one would be lost.
	segs := slices.SortedFunc(slices.Values(mod.segs), func(a, b segment) int { return cmp.Compare(a.addr, b.addr) })
	for i := 1; i < len(segs); i++ {
		if prev := segs[i-1]; segs[i].addr < prev.addr+prev.size {
			return nil, SegmentsReport{}, refuse("overlapping data segments")
		}
	}
	mem := mod.memory()
	var body []byte
	n := 0
	for from := segs[0].addr; from < len(mem); {
		to := segmentEnd(mem, from)
		body = binary.AppendUvarint(body, 0) // active, memory 0
		body = append(body, 0x41)            // i32.const addr
		body = appendVarint(body, int64(from))
		body = append(body, 0x0b) // end
		body = binary.AppendUvarint(body, uint64(to-from))
		body = append(body, mem[from:to]...)
		n++
		// The next segment starts at the next byte that is not zero.
		from = to
		for from < len(mem) && mem[from] == 0 {
			from++
		}
	}
	body = append(binary.AppendUvarint(nil, uint64(n)), body...)
	sec := append([]byte{dataSection}, binary.AppendUvarint(nil, uint64(len(body)))...)
	sec = append(sec, body...)
	out := make([]byte, 0, len(b)-(mod.dataTo-mod.dataFrom)+len(sec))
	out = append(out, b[:mod.dataFrom]...)
	out = append(out, sec...)
	out = append(out, b[mod.dataTo:]...)
	return out, SegmentsReport{Before: len(mod.segs), After: n, Bytes: len(out) - len(b)}, nil
}

// segmentEnd returns where the segment starting at from, on a byte that is
// not zero, ends: before the first run of more than segmentGap zeros, or
// at the end of mem.
func segmentEnd(mem []byte, from int) int {
	gap := make([]byte, segmentGap+1)
	i := bytes.Index(mem[from:], gap)
	if i < 0 {
		return len(mem)
	}
	return from + i
}

// appendVarint appends v as a signed LEB128 number.
func appendVarint(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
