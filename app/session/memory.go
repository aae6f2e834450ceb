package session

import (
	"maps"
	"sync"
)

// Memory is a storage held in memory, Sync and Disk at once: the store of
// native builds and of the tests. Fail, when set, refuses every write with
// its error (a full or blocked storage).
type Memory struct {
	mu   sync.Mutex
	data map[string]string
	// Fail, when not nil, is the error of every Set and Put.
	Fail error
}

// NewMemory is an empty Memory.
func NewMemory() *Memory { return &Memory{data: map[string]string{}} }

// MemoryStore is a Store over one Memory for both storages, and the
// Memory.
func MemoryStore() (*Store, *Memory) {
	m := NewMemory()
	return NewStore(m, m), m
}

// Get implements Sync.
func (m *Memory) Get(key string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.data[key], nil
}

// Set implements Sync.
func (m *Memory) Set(key, value string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Fail != nil {
		return m.Fail
	}
	m.data[key] = value
	return nil
}

// Remove implements Sync.
func (m *Memory) Remove(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.data, key)
	return nil
}

// Write implements Disk.
func (m *Memory) Write(key, value string, done func(error)) { done(m.Set(key, value)) }

// Read implements Disk.
func (m *Memory) Read(key string, f func(string)) {
	v, _ := m.Get(key)
	f(v)
}

// Erase implements Disk.
func (m *Memory) Erase(key string, done func(error)) { done(m.Remove(key)) }

// Keys returns a copy of everything m holds.
func (m *Memory) Keys() map[string]string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return maps.Clone(m.data)
}
