package trim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"
)

// TestSegmentsRunsTheSame runs the test program before and after Segments,
// and after Trim and Segments (as the build does), under Node: it prints
// the same thing from a binary with a handful of data segments.
func TestSegmentsRunsTheSame(t *testing.T) {
	b := program(t)
	before := run(t, b)
	out, r, err := Segments(b)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", r)
	if r.Before < 1000 || r.After < 1 || r.After > 10 {
		t.Errorf("segments %d → %d, want thousands → a few", r.Before, r.After)
	}
	if after := run(t, out); after != before {
		t.Errorf("the program ran differently:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	memBefore, memAfter := memoryOf(t, b), memoryOf(t, out)
	if !bytes.Equal(memBefore, memAfter) {
		t.Error("the initial memory changed")
	}

	trimmed := program(t)
	if _, err := Trim(trimmed); err != nil {
		t.Fatal(err)
	}
	wantTrimmed := run(t, trimmed)
	both, _, err := Segments(trimmed)
	if err != nil {
		t.Fatal(err)
	}
	if got := run(t, both); got != wantTrimmed {
		t.Errorf("trimmed, then rewritten in few segments, the program ran differently:\nbefore:\n%s\nafter:\n%s", wantTrimmed, got)
	}
	// Trim reads the rewritten binary too, and finds nothing more to clear.
	again := bytes.Clone(both)
	if r, err := Trim(again); err != nil || r.Lines != 0 || !bytes.Equal(again, both) {
		t.Errorf("Trim after Segments: %+v, %v", r, err)
	}
	// And a second Segments changes nothing.
	twice, _, err := Segments(both)
	if err != nil || !bytes.Equal(twice, both) {
		t.Errorf("a second Segments changed the binary (%v)", err)
	}
}

func memoryOf(t *testing.T, b []byte) []byte {
	t.Helper()
	m, err := parseModule(b)
	if err != nil {
		t.Fatal(err)
	}
	return m.memory()
}

// seg is a data segment for a hand-made module: kind 0 is active in
// memory 0, 1 is passive.
type seg struct {
	kind byte
	addr int
	data []byte
}

// handMade returns a module of only a data section with segs, preceded by
// a data count section if count.
func handMade(count bool, segs ...seg) []byte {
	var body []byte
	body = binary.AppendUvarint(body, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, s.kind)
		if s.kind == 0 {
			body = append(body, 0x41)
			body = appendVarint(body, int64(s.addr))
			body = append(body, 0x0b)
		}
		body = binary.AppendUvarint(body, uint64(len(s.data)))
		body = append(body, s.data...)
	}
	b := []byte("\x00asm\x01\x00\x00\x00")
	if count {
		b = append(b, dataCountSection, 1, byte(len(segs)))
	}
	b = append(b, dataSection)
	b = binary.AppendUvarint(b, uint64(len(body)))
	return append(b, body...)
}

// TestSegmentsHandMade: the segments written for hand-made memories, cut
// only at long runs of zeros.
func TestSegmentsHandMade(t *testing.T) {
	long := make([]byte, segmentGap+1)
	cases := []struct {
		name  string
		segs  []seg
		after int
	}{
		{"one", []seg{{0, 16, []byte("abc")}}, 1},
		{"short gaps joined", []seg{{0, 16, []byte("abc")}, {0, 40, []byte("de")}, {0, 40 + segmentGap, []byte("f")}}, 1},
		{"a long gap kept", []seg{{0, 16, []byte("abc")}, {0, 19 + segmentGap + 1, []byte("de")}}, 2},
		{"out of order", []seg{{0, 40, []byte("de")}, {0, 16, []byte("abc")}}, 1},
		{"zeros inside a segment", []seg{{0, 1024, append(append([]byte("x"), long...), 'y')}}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := handMade(false, c.segs...)
			out, r, err := Segments(b)
			if err != nil {
				t.Fatal(err)
			}
			if r.After != c.after || r.Before != len(c.segs) {
				t.Errorf("segments %d → %d, want %d → %d", r.Before, r.After, len(c.segs), c.after)
			}
			if !bytes.Equal(memoryOf(t, out), memoryOf(t, b)) {
				t.Error("the initial memory changed")
			}
		})
	}
}

// TestSegmentsRefuses: a binary whose data section is not the Go linker's
// is refused with ErrLayout and left as it was.
func TestSegmentsRefuses(t *testing.T) {
	a, b := []byte("abc"), []byte("de")
	cases := []struct {
		name string
		bin  func() []byte
	}{
		{"empty", func() []byte { return nil }},
		{"not wasm", func() []byte { return []byte("#!/bin/sh\necho hello\n") }},
		{"cut short", func() []byte { p := program(t); return p[:len(p)/2] }},
		{"no data section", func() []byte { return []byte("\x00asm\x01\x00\x00\x00") }},
		{"no segment", func() []byte { return handMade(false) }},
		{"data count section", func() []byte { return handMade(true, seg{0, 16, a}) }},
		{"passive segment", func() []byte { return handMade(false, seg{1, 0, a}) }},
		{"overlapping", func() []byte { return handMade(false, seg{0, 16, a}, seg{0, 17, b}) }},
		{"overlapping out of order", func() []byte { return handMade(false, seg{0, 17, b}, seg{0, 16, a}) }},
		{"two data sections", func() []byte {
			one := handMade(false, seg{0, 16, a})
			return append(one, one[8:]...)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bin := c.bin()
			kept := bytes.Clone(bin)
			out, _, err := Segments(bin)
			if !errors.Is(err, ErrLayout) {
				t.Fatalf("err = %v, want ErrLayout", err)
			}
			if out != nil || !bytes.Equal(bin, kept) {
				t.Error("a refused binary was changed")
			}
		})
	}
}
