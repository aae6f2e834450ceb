package stats

import (
	"encoding/json"
	"errors"
	"fmt"

	"menagerie/games"
)

// Version is the version of the file Export writes and Import reads.
const Version = 1

// maxFile bounds the size of a file Import reads.
const maxFile = 32 << 20

// Errors of Import, besides those of a bad record (ErrRecord, with the
// record's index).
var (
	// ErrFile: not a statistics file (not JSON, a field that does not
	// belong, far too big).
	ErrFile = errors.New("stats: not a statistics file")
	// ErrVersion: a file of a version this app does not read.
	ErrVersion = errors.New("stats: unknown statistics file version")
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

// file is what Export writes.
type file struct {
	Version int      `json:"version"`
	Records []Record `json:"records"`
}

// Export returns every record as a versioned JSON file.
func (b *Book) Export() ([]byte, error) {
	recs := b.Records()
	if recs == nil {
		recs = []Record{}
	}
	return json.MarshalIndent(file{Version: Version, Records: recs}, "", " ")
}

// Import adds the records of a file made by Export that are not already
// in b, and returns how many it added. It refuses the whole file, with
// nothing changed, when it is not such a file (ErrFile), is of another
// version (ErrVersion) or holds a record that is not valid (a *RecordError,
// wrapping ErrRecord).
func (b *Book) Import(data []byte) (int, error) {
	if len(data) > maxFile {
		return 0, fmt.Errorf("%w: %d bytes", ErrFile, len(data))
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
	added := 0
	for _, r := range f.Records {
		if ok, _ := b.Add(r); ok {
			added++
		}
	}
	return added, nil
}

// Load returns the book of a file made by Export (see Import).
func Load(data []byte) (*Book, error) {
	b := New()
	if _, err := b.Import(data); err != nil {
		return nil, err
	}
	return b, nil
}
