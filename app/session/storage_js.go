//go:build js

package session

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"time"

	"menagerie/app/crash"
)

// BrowserStore is the browser's storage: localStorage, and IndexedDB on
// disk beside it where the browser has it.
func BrowserStore() *Store {
	return NewStore(&localStorage{set: map[string]js.Value{}}, &indexedDB{})
}

// classify wraps ErrFull or ErrBlocked around a browser's exception that
// is one of them.
func classify(err error) error {
	var jsErr js.Error
	if !errors.As(err, &jsErr) {
		return err
	}
	name := jsErr.Value.Get("name")
	if name.Type() != js.TypeString {
		return err
	}
	switch name.String() {
	case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
		return fmt.Errorf("%w: %v", ErrFull, err)
	case "SecurityError", "InvalidAccessError":
		return fmt.Errorf("%w: %v", ErrBlocked, err)
	}
	return err
}

// localStorage is the browser's localStorage (Sync, Witness). A browser
// that blocks it throws on window.localStorage itself. It keeps the
// JavaScript string of each value it set, to tell in JavaScript (===)
// whether the key still holds it, without bringing the value into Go.
type localStorage struct {
	mu  sync.Mutex
	set map[string]js.Value
}

func (*localStorage) area() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return js.Value{}, ErrBlocked
	}
	return ls, nil
}

// Get implements Sync.
func (l *localStorage) Get(key string) (string, error) {
	ls, err := l.area()
	if err != nil {
		return "", err
	}
	v := ls.Call("getItem", key)
	if v.Type() != js.TypeString {
		return "", nil
	}
	return v.String(), nil
}

// Set implements Sync.
func (l *localStorage) Set(key, value string) error {
	ls, err := l.area()
	if err != nil {
		return err
	}
	v := js.ValueOf(value)
	ls.Call("setItem", key, v) // a refusal throws: the value is not kept
	l.mu.Lock()
	l.set[key] = v
	l.mu.Unlock()
	return nil
}

// Remove implements Sync.
func (l *localStorage) Remove(key string) error {
	ls, err := l.area()
	if err != nil {
		return err
	}
	l.mu.Lock()
	delete(l.set, key)
	l.mu.Unlock()
	ls.Call("removeItem", key)
	return nil
}

// Unchanged implements Witness.
func (l *localStorage) Unchanged(key string) bool {
	l.mu.Lock()
	v, ok := l.set[key]
	l.mu.Unlock()
	ls, err := l.area()
	return ok && err == nil && ls.Call("getItem", key).Equal(v)
}

const (
	durableDB    = "menagerie"
	durableStore = "kv"
)

// indexedDB is the browser's IndexedDB (Disk): one database with one
// store, opened on first use.
type indexedDB struct {
	mu      sync.Mutex
	db      js.Value
	opening bool
	waiting []func(js.Value)
}

// with calls f with the open database, or with undefined where IndexedDB
// is missing or fails.
func (d *indexedDB) with(f func(db js.Value)) {
	d.mu.Lock()
	if d.db.Truthy() {
		db := d.db
		d.mu.Unlock()
		f(db)
		return
	}
	d.waiting = append(d.waiting, f)
	if d.opening {
		d.mu.Unlock()
		return
	}
	d.opening = true
	d.mu.Unlock()
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		d.opened(js.Undefined())
		return
	}
	var req js.Value
	// Version 2 gives a database of version 1 that lacks its store one.
	if err := guard(func() error { req = idb.Call("open", durableDB, 2); return nil }); err != nil {
		d.opened(js.Undefined())
		return
	}
	// A database that never answers (stuck in an upgrade, a browser that
	// refuses site data) is given up after openWait.
	timer := time.AfterFunc(openWait, func() { d.opened(js.Undefined()) })
	upgrade := &jsOp{target: req}
	upgrade.on("upgradeneeded", func() {
		_ = guard(func() error {
			db := req.Get("result")
			if !db.Get("objectStoreNames").Call("contains", durableStore).Bool() {
				db.Call("createObjectStore", durableStore)
			}
			return nil
		})
	})
	op := &jsOp{target: req}
	op.on("success", func() { timer.Stop(); d.opened(req.Get("result")) })
	op.on("error", func() { timer.Stop(); d.opened(js.Undefined()) })
	op.on("blocked", func() { timer.Stop(); d.opened(js.Undefined()) })
}

// openWait bounds the wait for IndexedDB to open.
const openWait = 4 * time.Second

func (d *indexedDB) opened(db js.Value) {
	d.mu.Lock()
	if !d.opening {
		// Settled already (given up after openWait): a database that
		// opened late serves the writes to come.
		if !d.db.Truthy() && db.Truthy() {
			d.db = db
		}
		d.mu.Unlock()
		return
	}
	// Settled now; with no database, the next use tries again.
	d.db, d.opening = db, false
	waiting := d.waiting
	d.waiting = nil
	d.mu.Unlock()
	for _, f := range waiting {
		f(db)
	}
}

// errNoIndexedDB is a disk write's answer where IndexedDB is missing or
// failed to open.
var errNoIndexedDB = errors.New("no IndexedDB")

// Write implements Disk.
func (d *indexedDB) Write(key, value string, done func(error)) {
	d.with(func(db js.Value) {
		if !db.Truthy() {
			done(errNoIndexedDB)
			return
		}
		err := guard(func() error {
			opts := js.Global().Get("Object").New()
			opts.Set("durability", "strict")
			tx := db.Call("transaction", durableStore, "readwrite", opts)
			tx.Call("objectStore", durableStore).Call("put", value, key)
			op := &jsOp{target: tx}
			op.on("complete", func() { done(nil) })
			op.on("error", func() { done(txError(tx)) })
			op.on("abort", func() { done(txError(tx)) })
			return nil
		})
		if err != nil {
			done(err)
		}
	})
}

// txError is why transaction tx failed.
func txError(tx js.Value) error {
	e := tx.Get("error")
	if !e.Truthy() {
		return errors.New("IndexedDB: the write failed")
	}
	return classify(js.Error{Value: e})
}

// Read implements Disk.
func (d *indexedDB) Read(key string, f func(string)) {
	d.with(func(db js.Value) {
		if !db.Truthy() {
			f("")
			return
		}
		err := guard(func() error {
			req := db.Call("transaction", durableStore).Call("objectStore", durableStore).Call("get", key)
			op := &jsOp{target: req}
			op.on("success", func() {
				v := req.Get("result")
				if v.Type() == js.TypeString {
					f(v.String())
					return
				}
				f("")
			})
			op.on("error", func() { f("") })
			return nil
		})
		if err != nil {
			f("")
		}
	})
}

// Erase implements Disk.
func (d *indexedDB) Erase(key string, done func(error)) {
	d.with(func(db js.Value) {
		if !db.Truthy() {
			done(errNoIndexedDB)
			return
		}
		done(guard(func() error {
			db.Call("transaction", durableStore, "readwrite").Call("objectStore", durableStore).Call("delete", key)
			return nil
		}))
	})
}

// jsOp is one IndexedDB request or transaction: the handlers it set, all
// released once one of them has run (a request ends with one event).
type jsOp struct {
	target js.Value
	funcs  []js.Func
	once   sync.Once
}

// on sets the op's on<event> handler to f.
func (o *jsOp) on(event string, f func()) {
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		defer crash.Recover()
		f()
		crash.Debug("callback")
		o.once.Do(func() {
			// Released after this call returns: a Func must not be released
			// while it runs.
			crash.Go(func() {
				for _, fn := range o.funcs {
					fn.Release()
				}
			})
		})
		return nil
	})
	o.funcs = append(o.funcs, fn)
	o.target.Set("on"+event, fn)
}
