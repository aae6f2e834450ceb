package ui

import (
	"encoding/json"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/games"
)

// Browsers write localStorage to disk when it suits them, seconds later: a
// browser that dies meanwhile loses the last writes. So the game and a
// guest's record are also written to IndexedDB with strict durability,
// whose transactions complete only once the data is on disk. A network
// host waits for that before its guests hear of a move. At start the shell
// copies back into localStorage whatever IndexedDB holds that is newer, and
// the pages go on reading localStorage.

const (
	durableDB    = "menagerie"
	durableStore = "kv"
)

var durable struct {
	mu      sync.Mutex
	db      app.Value
	opening bool
	waiting []func(app.Value)
}

// withDB calls f with the open database, or with nil where IndexedDB is
// missing or fails.
func withDB(f func(db app.Value)) {
	if !app.IsClient {
		f(nil)
		return
	}
	durable.mu.Lock()
	if durable.db != nil {
		db := durable.db
		durable.mu.Unlock()
		f(db)
		return
	}
	durable.waiting = append(durable.waiting, f)
	if durable.opening {
		durable.mu.Unlock()
		return
	}
	durable.opening = true
	durable.mu.Unlock()
	idb := app.Window().Get("indexedDB")
	if !idb.Truthy() {
		openDone(nil)
		return
	}
	req := idb.Call("open", durableDB, 1)
	upgrade := &jsOp{target: req}
	upgrade.on("upgradeneeded", func() { req.Get("result").Call("createObjectStore", durableStore) })
	op := &jsOp{target: req}
	op.on("success", func() { openDone(req.Get("result")) })
	op.on("error", func() { openDone(nil) })
	op.on("blocked", func() { openDone(nil) })
}

func openDone(db app.Value) {
	durable.mu.Lock()
	durable.db = db
	if db == nil {
		durable.opening = false // try again next time
	}
	waiting := durable.waiting
	durable.waiting = nil
	durable.mu.Unlock()
	for _, f := range waiting {
		f(db)
	}
}

// jsOp is one IndexedDB request or transaction: the handlers it set, all
// released once one of them has run (a request ends with one event).
type jsOp struct {
	target app.Value
	funcs  []app.Func
	once   sync.Once
}

// on sets the op's on<event> handler to f.
func (o *jsOp) on(event string, f func()) {
	fn := app.FuncOf(func(this app.Value, args []app.Value) any {
		f()
		o.once.Do(func() {
			// Released after this call returns: a Func must not be released
			// while it runs.
			go func() {
				for _, fn := range o.funcs {
					fn.Release()
				}
			}()
		})
		return nil
	})
	o.funcs = append(o.funcs, fn)
	o.target.Set("on"+event, fn)
}

// putDurable writes value under key in localStorage at once and in
// IndexedDB on disk; the returned channel is closed once the IndexedDB
// write is on disk (or failed: then localStorage is all there is).
func putDurable(key, value string) <-chan struct{} {
	done := make(chan struct{})
	if !app.IsClient {
		close(done)
		return done
	}
	setLocalString(key, value)
	var once sync.Once
	finish := func() { once.Do(func() { close(done) }) }
	withDB(func(db app.Value) {
		if db == nil {
			finish()
			return
		}
		opts := app.Window().Get("Object").New()
		opts.Set("durability", "strict")
		tx := db.Call("transaction", durableStore, "readwrite", opts)
		tx.Call("objectStore", durableStore).Call("put", value, key)
		op := &jsOp{target: tx}
		op.on("complete", finish)
		op.on("error", finish)
		op.on("abort", finish)
	})
	return done
}

// delDurable removes key from localStorage and from IndexedDB.
func delDurable(key string) {
	if !app.IsClient {
		return
	}
	app.Window().Get("localStorage").Call("removeItem", key)
	withDB(func(db app.Value) {
		if db != nil {
			db.Call("transaction", durableStore, "readwrite").Call("objectStore", durableStore).Call("delete", key)
		}
	})
}

// getDurable reads key from IndexedDB and calls f with its value ("" if
// none).
func getDurable(key string, f func(string)) {
	withDB(func(db app.Value) {
		if db == nil {
			f("")
			return
		}
		req := db.Call("transaction", durableStore).Call("objectStore", durableStore).Call("get", key)
		op := &jsOp{target: req}
		op.on("success", func() {
			v := req.Get("result")
			if v.Type() == app.TypeString {
				f(v.String())
				return
			}
			f("")
		})
		op.on("error", func() { f("") })
	})
}

// recoverDurable copies into localStorage the saved games, the guest's
// record and the statistics from IndexedDB where they were saved later
// than localStorage's (a browser that died before writing localStorage to
// disk), then calls done.
func recoverDurable(done func()) {
	if !app.IsClient {
		done()
		return
	}
	// What each key holds: a copy from IndexedDB must decode as such.
	valid := map[string]func([]byte) error{
		storageJoined: func(b []byte) error { var j joinedGame; return games.DecodeJSON(b, &j) },
		storageStats:  checkStoredStats,
	}
	for _, key := range append(gameKeys(), "menagerie.game") {
		valid[key] = func(b []byte) error { var g savedGame; return games.DecodeJSON(b, &g) }
	}
	var wg sync.WaitGroup
	wg.Add(len(valid))
	for key, check := range valid {
		getDurable(key, func(v string) {
			defer wg.Done()
			if v == "" || check([]byte(v)) != nil {
				return
			}
			disk, _ := savedAt(v)
			if local, ok := savedAt(localString(key)); !ok || disk > local {
				setLocalString(key, v)
			}
		})
	}
	go func() {
		wg.Wait()
		migrateSaved()
		done()
	}()
}

// savedAt reads when a stored copy was saved (its "at"); ok is false for
// no copy or one that does not read.
func savedAt(v string) (at int64, ok bool) {
	var s struct {
		At int64 `json:"at"`
	}
	return s.At, v != "" && json.Unmarshal([]byte(v), &s) == nil
}

// localString reads key from localStorage ("" if none).
func localString(key string) string {
	v := app.Window().Get("localStorage").Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return v.String()
}

// setLocalString keeps value under key in localStorage (see localString).
func setLocalString(key, value string) {
	app.Window().Get("localStorage").Call("setItem", key, value)
}
