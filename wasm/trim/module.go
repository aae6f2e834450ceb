package trim

import (
	"bytes"
	"encoding/binary"
)

// segment is one active data segment: size bytes of the file, from file
// offset at, copied into linear memory at addr when the module starts.
type segment struct{ addr, at, size int }

// module is a WebAssembly binary's data segments, enough to read and
// rewrite the initial linear memory in place.
type module struct {
	b    []byte
	segs []segment
	top  int // end of the highest segment in memory

	dataFrom, dataTo int  // the data section in b, its id byte included
	dataCount        bool // b has a data count section
}

const dataSection = 11

// parseModule reads b's data segments. The Go linker writes active
// segments for memory 0 at constant addresses; anything else is refused.
func parseModule(b []byte) (*module, error) {
	if len(b) < 8 || !bytes.Equal(b[:8], []byte("\x00asm\x01\x00\x00\x00")) {
		return nil, refuse("not a WebAssembly module")
	}
	m := &module{b: b}
	r := reader{b: b, at: 8}
	found := false
	for r.at < len(b) {
		from := r.at
		id, size := r.byte(), r.uvarint()
		if r.bad || size > uint64(len(b)-r.at) {
			return nil, refuse("section cut short")
		}
		end := r.at + int(size)
		if id == dataCountSection {
			m.dataCount = true
		}
		if id == dataSection {
			if found {
				return nil, refuse("two data sections")
			}
			found = true
			m.dataFrom, m.dataTo = from, end
			s := reader{b: b[:end], at: r.at}
			n := s.uvarint()
			for range n {
				kind, op := s.uvarint(), s.byte()
				addr := s.varint()
				endOp, size := s.byte(), s.uvarint()
				if s.bad || kind != 0 || op != 0x41 || endOp != 0x0b || addr < 0 || addr > 1<<32 || size > uint64(end-s.at) {
					return nil, refuse("a data segment Trim cannot read")
				}
				m.segs = append(m.segs, segment{addr: int(addr), at: s.at, size: int(size)})
				m.top = max(m.top, int(addr)+int(size))
				s.at += int(size)
			}
			if s.at != end {
				return nil, refuse("data section cut short")
			}
		}
		r.at = end
	}
	if !found {
		return nil, refuse("no data section")
	}
	return m, nil
}

// memory returns a copy of the initial linear memory up to the last segment.
func (m *module) memory() []byte {
	mem := make([]byte, m.top)
	for _, s := range m.segs {
		copy(mem[s.addr:], m.b[s.at:s.at+s.size])
	}
	return mem
}

// store writes mem back into the segments it came from.
func (m *module) store(mem []byte) {
	for _, s := range m.segs {
		copy(m.b[s.at:s.at+s.size], mem[s.addr:])
	}
}

// reader decodes LEB128 numbers; bad records any read past the end.
type reader struct {
	b   []byte
	at  int
	bad bool
}

func (r *reader) byte() byte {
	if r.at >= len(r.b) {
		r.bad = true
		return 0
	}
	r.at++
	return r.b[r.at-1]
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b[min(r.at, len(r.b)):])
	if n <= 0 {
		r.bad = true
		return 0
	}
	r.at += n
	return v
}

// varint reads a signed LEB128 number (i32.const's operand).
func (r *reader) varint() int64 {
	var v int64
	var shift uint
	for {
		c := r.byte()
		if r.bad || shift > 63 {
			r.bad = true
			return 0
		}
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
}
