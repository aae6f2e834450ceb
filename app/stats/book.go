package stats

import (
	"encoding/json"
	"slices"
)

// Book is the device's records, oldest first, each once. The zero Book is
// empty and ready to use.
type Book struct {
	records []Record
	keys    map[string]bool   // the JSON of every record
	aside   []json.RawMessage // the records that did not read (see Load)
}

// New returns an empty book.
func New() *Book { return &Book{keys: map[string]bool{}} }

// key identifies a record: two records are the same when every field is.
func key(r Record) string {
	data, _ := json.Marshal(r)
	return string(data)
}

// Add records r, after the records that ended before or with it; it
// reports false, and changes nothing, when r is already there. A record
// that is not valid is refused.
func (b *Book) Add(r Record) (bool, error) {
	if err := r.Validate(); err != nil {
		return false, err
	}
	r.Seats = slices.Clone(r.Seats)
	if b.keys == nil {
		b.keys = map[string]bool{}
	}
	k := key(r)
	if b.keys[k] {
		return false, nil
	}
	b.keys[k] = true
	i, _ := slices.BinarySearchFunc(b.records, r.At, func(x Record, at int64) int {
		if x.At <= at {
			return -1
		}
		return 1
	})
	b.records = slices.Insert(b.records, i, r)
	return true, nil
}

// Len is the number of records.
func (b *Book) Len() int { return len(b.records) }

// Records returns every record, oldest first.
func (b *Book) Records() []Record {
	out := make([]Record, len(b.records))
	for i, r := range b.records {
		r.Seats = slices.Clone(r.Seats)
		out[i] = r
	}
	return out
}

// Last returns the n most recent records, the latest first.
func (b *Book) Last(n int) []Record {
	all := b.Records()
	n = max(0, min(n, len(all)))
	out := all[len(all)-n:]
	slices.Reverse(out)
	return out
}

// Reset forgets every record, and those set aside.
func (b *Book) Reset() {
	b.records, b.keys, b.aside = nil, map[string]bool{}, nil
}

// Games lists the games with records, sorted.
func (b *Book) Games() []string {
	var out []string
	for _, r := range b.records {
		if !slices.Contains(out, r.Game) {
			out = append(out, r.Game)
		}
	}
	slices.Sort(out)
	return out
}

// Compact makes room: it drops the replay codes of the n oldest records
// that have one (their counts and scores stay), and returns how many it
// dropped. A record whose code goes may then equal another: it is kept
// once.
func (b *Book) Compact(n int) int {
	dropped := 0
	recs := b.records
	b.records, b.keys = nil, map[string]bool{}
	for _, r := range recs {
		if dropped < n && r.Replay != "" {
			r.Replay = ""
			dropped++
		}
		if k := key(r); !b.keys[k] {
			b.keys[k] = true
			b.records = append(b.records, r)
		}
	}
	return dropped
}
