package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"menagerie/app/table"
)

// Browsers write localStorage to disk when it suits them, seconds later: a
// browser that dies meanwhile loses the last writes. So what must survive
// (the saved games, a guest's record, the statistics) is also written to
// IndexedDB with strict durability, whose transactions complete only once
// the data is on disk. A network host waits for that before its guests
// hear of a move. At start, Recover copies back into localStorage whatever
// IndexedDB holds that is newer, and the app goes on reading localStorage.

// Errors of a write, which Store.Put returns wrapped.
var (
	// ErrFull is a write refused because the storage is full (the
	// browser's quota).
	ErrFull = errors.New("storage full")
	// ErrBlocked is a write refused because the browser blocks this
	// site's storage (private browsing, site data blocked).
	ErrBlocked = errors.New("storage blocked")
)

// Sync is a synchronous key-value storage: the browser's localStorage.
// Its methods may fail (a full or blocked storage) and may panic (a
// browser's exception); Store turns both into errors.
type Sync interface {
	// Get returns the value under key, "" if none.
	Get(key string) (string, error)
	// Set keeps value under key.
	Set(key, value string) error
	// Remove forgets key.
	Remove(key string) error
}

// Witness is a Sync that can tell, without reading the value back, that
// key still holds the value it last set there itself: nobody else (the
// app in another tab) wrote it since. Reading a saved game back costs a
// move its whole log in a browser; see Store.SaveOver.
type Witness interface {
	Unchanged(key string) bool
}

// Disk is an asynchronous key-value storage whose writes end on disk: the
// browser's IndexedDB. Each call calls its callback exactly once, maybe
// before it returns.
type Disk interface {
	// Write keeps value under key, then calls done with nil once it is on
	// disk, or with why not.
	Write(key, value string, done func(error))
	// Read calls f with the value under key ("" if none, or on an error).
	Read(key string, f func(string))
	// Erase forgets key, then calls done.
	Erase(key string, done func(error))
}

// Store is the device's storage: a Sync storage read at once, and a Disk
// beside it for what must survive the browser (nil where there is none).
// Every write of the app goes through Put, PutJSON or Delete: the one
// write path, which never panics and returns why a write was refused.
type Store struct {
	local Sync
	disk  Disk
	// MakeRoom, if set, frees some of the storage when a game does not
	// fit (old finished data only), and reports whether it freed any.
	MakeRoom func() bool

	// mu guards writing, the keys with a disk write under way, and
	// marks, what SaveOver last wrote under each key.
	mu      sync.Mutex
	writing map[string]*diskWrite
	marks   map[string]savedMark
}

// savedMark is what SaveOver needs of a saved game it wrote: its deal and
// its number of moves.
type savedMark struct {
	setup table.Setup
	moves int
}

// diskWrite is what waits behind the disk write of one key under way.
// IndexedDB's strict writes can take longer than a move: when the bots
// play fast, one write a move would queue without end, each holding its
// copy of the whole game. So a key has one write on disk at a time, and
// the newest value waiting replaces the older ones (a save holds all the
// moves of the saves before it): it goes to disk once the write under
// way ends, and answers for every value it replaced.
type diskWrite struct {
	next    *string       // the newest value waiting, nil if none
	waiting []func(error) // the answers next owes: each Put it replaced
}

// NewStore is the store over local and disk (disk may be nil).
func NewStore(local Sync, disk Disk) *Store {
	return &Store{local: local, disk: disk, writing: map[string]*diskWrite{}, marks: map[string]savedMark{}}
}

// Get returns the value under key ("" if none, or if storage cannot be
// read).
func (s *Store) Get(key string) string {
	var v string
	_ = guard(func() (err error) { v, err = s.local.Get(key); return err })
	return v
}

// GetJSON decodes the value under key into v (kept as JSON by PutJSON),
// and reports whether there was one that decoded.
func (s *Store) GetJSON(key string, v any) bool {
	data := s.Get(key)
	return data != "" && json.Unmarshal([]byte(data), v) == nil
}

// Put writes value under key: in the local storage at once, and, when
// durable, on disk too. It never panics. err says why the local storage
// refused it (it wraps ErrFull or ErrBlocked when that is the reason);
// disk then gets the value all the same, if it can. disk receives one
// value, nil once the value is on disk or why it is not (no disk, a
// failed write), and is closed.
func (s *Store) Put(key, value string, durable bool) (disk <-chan error, err error) {
	s.forget(key)
	err = guard(func() error { return s.local.Set(key, value) })
	if err != nil {
		err = fmt.Errorf("writing %s: %w", key, err)
	}
	ch := make(chan error, 1)
	if !durable || s.disk == nil {
		ch <- errNoDisk(durable)
		close(ch)
		return ch, err
	}
	var once sync.Once
	done := func(e error) { once.Do(func() { ch <- e; close(ch) }) }
	s.mu.Lock()
	if w, ok := s.writing[key]; ok {
		w.next = &value
		w.waiting = append(w.waiting, done)
		s.mu.Unlock()
		return ch, err
	}
	s.writing[key] = &diskWrite{}
	s.mu.Unlock()
	s.write(key, value, []func(error){done})
	return ch, err
}

// write puts value on disk under key, then answers every one of answers
// with how it went, and writes the newest value that came meanwhile, if
// any (see diskWrite).
func (s *Store) write(key, value string, answers []func(error)) {
	var once sync.Once
	ended := func(e error) {
		once.Do(func() {
			for _, a := range answers {
				a(e)
			}
			s.mu.Lock()
			w := s.writing[key]
			if w == nil || w.next == nil {
				delete(s.writing, key)
				s.mu.Unlock()
				return
			}
			next, waiting := *w.next, w.waiting
			w.next, w.waiting = nil, nil
			s.mu.Unlock()
			s.write(key, next, waiting)
		})
	}
	if perr := guard(func() error { s.disk.Write(key, value, ended); return nil }); perr != nil {
		ended(perr)
	}
}

// errNoDisk is a write's disk answer when it goes to no disk.
func errNoDisk(durable bool) error {
	if durable {
		return errors.New("no disk storage")
	}
	return nil
}

// PutJSON writes v, encoded as JSON, under key in the local storage only
// (settings, remembered choices): see Put.
func (s *Store) PutJSON(key string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = s.Put(key, string(data), false)
	return err
}

// Delete forgets key, in the local storage and on disk.
func (s *Store) Delete(key string) error {
	s.forget(key)
	err := guard(func() error { return s.local.Remove(key) })
	if s.disk == nil {
		return err
	}
	// A value waiting behind a write under way must not reach the disk
	// after the erase: it goes, and is answered with the erase. (The
	// write under way was issued before it, and IndexedDB keeps the
	// order.)
	s.mu.Lock()
	var dropped []func(error)
	if w := s.writing[key]; w != nil {
		dropped = w.waiting
		w.next, w.waiting = nil, nil
	}
	s.mu.Unlock()
	var once sync.Once
	erased := func(e error) {
		once.Do(func() {
			for _, a := range dropped {
				a(e)
			}
		})
	}
	if perr := guard(func() error { s.disk.Erase(key, erased); return nil }); perr != nil {
		erased(perr)
	}
	return err
}

// Recover copies into the local storage each of keys whose disk copy is
// valid (check accepts it) and was saved later than the local one (its
// "at" field, see savedAt): the copy of a browser that died before it
// wrote its local storage to disk. It calls done once every key is seen.
func (s *Store) Recover(keys map[string]func([]byte) error, done func()) {
	if s.disk == nil || len(keys) == 0 {
		done()
		return
	}
	var mu sync.Mutex
	left := len(keys)
	for key, check := range keys {
		seen := func(v string) {
			if v != "" && check([]byte(v)) == nil {
				disk, _ := savedAt(v)
				if local, ok := savedAt(s.Get(key)); !ok || disk > local {
					_, _ = s.Put(key, v, false)
				}
			}
			mu.Lock()
			left--
			last := left == 0
			mu.Unlock()
			if last {
				done()
			}
		}
		if err := guard(func() error { s.disk.Read(key, seen); return nil }); err != nil {
			seen("")
		}
	}
}

// savedAt reads when a stored copy was saved (its "at"); ok is false for
// no copy or one that does not read.
func savedAt(v string) (at int64, ok bool) {
	var s struct {
		At int64 `json:"at"`
	}
	return s.At, v != "" && json.Unmarshal([]byte(v), &s) == nil
}

// guard runs f and turns a panic (a browser's exception through
// syscall/js) into an error.
func guard(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = panicError(r)
		}
	}()
	return f()
}

// panicError is the error of a recovered panic: ErrFull or ErrBlocked
// when the browser's exception says so.
func panicError(r any) error {
	if e, ok := r.(error); ok {
		return classify(e)
	}
	return fmt.Errorf("%v", r)
}

// forget drops what SaveOver knew of the value under key: it changes.
func (s *Store) forget(key string) {
	s.mu.Lock()
	delete(s.marks, key)
	s.mu.Unlock()
}
