package stats

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"menagerie/games"
)

// Version is the version of the file Export writes and Import reads.
const Version = 1

// Bounds of what Import takes: a file of a few years of games fits with
// room to spare, and the statistics stay a small part of the browser's
// storage (about 5 MiB for a whole site, shared with the saved games).
const (
	// MaxFile bounds the size of a file Import reads, in bytes.
	MaxFile = 2 << 20
	// MaxRecords bounds the games of a book after an Import.
	MaxRecords = 2000
	// MaxPlayers bounds the different names at the tables of a book after
	// an Import.
	MaxPlayers = 500
)

// maxStored bounds what Load reads: the device's own statistics, which
// may have grown past MaxRecords by play (see Compact).
const maxStored = 32 << 20

// Errors of Import, besides those of a bad record (ErrRecord, with the
// record's index).
var (
	// ErrFile: not a statistics file (not JSON, a field that does not
	// belong).
	ErrFile = errors.New("stats: not a statistics file")
	// ErrVersion: a file of a version this app does not read.
	ErrVersion = errors.New("stats: unknown statistics file version")
	// ErrTooBig: a file over a bound (see LimitError).
	ErrTooBig = errors.New("stats: too big for the statistics")
)

// RecordError is Import's error for a file holding a record that is not
// valid: N numbers the record from 1, as a player counts. It wraps the
// record's error, so errors.Is(err, ErrRecord) holds.
type RecordError struct {
	N   int
	Err error
}

func (e *RecordError) Error() string { return fmt.Sprintf("record %d: %v", e.N, e.Err) }

// Unwrap returns the record's error.
func (e *RecordError) Unwrap() error { return e.Err }

// LimitError is Import's error for a file over one of its bounds: What is
// "bytes" (MaxFile), "games" (MaxRecords) or "players" (MaxPlayers), N how
// many there would be, and Max the bound. It wraps ErrTooBig.
type LimitError struct {
	What   string
	N, Max int
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%v: %d %s, at most %d", ErrTooBig, e.N, e.What, e.Max)
}

// Unwrap returns ErrTooBig.
func (e *LimitError) Unwrap() error { return ErrTooBig }

// file is what Export writes. Aside holds the records that did not read
// when the book was loaded, as they were (see Load).
type file struct {
	Version int               `json:"version"`
	Records []Record          `json:"records"`
	Aside   []json.RawMessage `json:"aside,omitempty"`
}

// Export returns every record as a versioned JSON file, and the records
// set aside by Load as they were.
func (b *Book) Export() ([]byte, error) {
	recs := b.Records()
	if recs == nil {
		recs = []Record{}
	}
	return json.MarshalIndent(file{Version: Version, Records: recs, Aside: b.aside}, "", " ")
}

// Import adds the records of a file made by Export that are not already
// in b, and returns how many it added. It refuses the whole file, with
// nothing changed, when it is not such a file (ErrFile), is of another
// version (ErrVersion), holds a record that is not valid (a *RecordError,
// wrapping ErrRecord) or would take b over a bound (a *LimitError,
// wrapping ErrTooBig). The records a file holds aside are not imported.
func (b *Book) Import(data []byte) (int, error) {
	if len(data) > MaxFile {
		return 0, &LimitError{What: "bytes", N: len(data), Max: MaxFile}
	}
	var f file
	if err := games.DecodeJSON(data, &f); err != nil {
		return 0, fmt.Errorf("%w: %v", ErrFile, err)
	}
	if f.Version != Version {
		return 0, fmt.Errorf("%w: %d", ErrVersion, f.Version)
	}
	for i, r := range f.Records {
		if err := r.Validate(); err != nil {
			return 0, &RecordError{N: i + 1, Err: err}
		}
	}
	if err := b.checkBounds(f.Records); err != nil {
		return 0, err
	}
	added := 0
	for _, r := range f.Records {
		if ok, _ := b.Add(r); ok {
			added++
		}
	}
	return added, nil
}

// checkBounds says whether adding recs would take b over MaxRecords or
// MaxPlayers.
func (b *Book) checkBounds(recs []Record) error {
	games := b.Len()
	names := map[string]bool{}
	seen := map[string]bool{}
	count := func(r Record) {
		for _, s := range r.Seats {
			names[strings.TrimSpace(s.Name)] = true
		}
	}
	for _, r := range b.records {
		count(r)
	}
	for _, r := range recs {
		k := key(r)
		if b.keys[k] || seen[k] {
			continue
		}
		seen[k] = true
		games++
		count(r)
	}
	switch {
	case games > MaxRecords:
		return &LimitError{What: "games", N: games, Max: MaxRecords}
	case len(names) > MaxPlayers:
		return &LimitError{What: "players", N: len(names), Max: MaxPlayers}
	}
	return nil
}

// Load returns the book kept by Export. Unlike Import, a record that does
// not read costs only itself: it is set aside (see Aside), kept as it was
// for Export to write again, and every other record is loaded. A value
// that is not a statistics file at all (ErrFile) or of another version
// (ErrVersion) is refused. Load takes no bound but a size far over
// MaxFile: a device's own statistics may have grown past Import's bounds.
func Load(data []byte) (*Book, error) {
	if len(data) > maxStored {
		return nil, fmt.Errorf("%w: %d bytes", ErrFile, len(data))
	}
	var f struct {
		Version int               `json:"version"`
		Records []json.RawMessage `json:"records"`
		Aside   []json.RawMessage `json:"aside,omitempty"`
	}
	if err := games.DecodeJSON(data, &f); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFile, err)
	}
	if f.Version != Version {
		return nil, fmt.Errorf("%w: %d", ErrVersion, f.Version)
	}
	b := New()
	for _, raw := range f.Records {
		var r Record
		if games.DecodeJSON(raw, &r) != nil || r.Validate() != nil {
			b.aside = append(b.aside, raw)
			continue
		}
		b.Add(r)
	}
	b.aside = append(b.aside, f.Aside...)
	return b, nil
}

// Aside is how many records did not read when the book was loaded (see
// Load): they count in no summary, and Export keeps them as they were.
func (b *Book) Aside() int { return len(b.aside) }
