//go:build !js

package session

// BrowserStore is the browser's storage; natively (the server, the tests)
// a store in memory.
func BrowserStore() *Store {
	s, _ := MemoryStore()
	return s
}

// classify returns err: natively no browser names its errors.
func classify(err error) error { return err }
