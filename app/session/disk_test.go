package session

import (
	"sync"
	"testing"
)

// laggingDisk is a Disk slower than the moves, as IndexedDB's strict
// writes are when the bots play fast: it answers a write only when the
// test lets it (answer), in the order they came.
type laggingDisk struct {
	mu      sync.Mutex
	data    map[string]string
	queue   []func() // the writes and erases not yet answered
	writes  int      // writes received
	maxWait int      // the most writes ever waiting at once
}

func newLaggingDisk() *laggingDisk { return &laggingDisk{data: map[string]string{}} }

func (d *laggingDisk) Write(key, value string, done func(error)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.writes++
	d.queue = append(d.queue, func() { d.data[key] = value; done(nil) })
	d.maxWait = max(d.maxWait, len(d.queue))
}

func (d *laggingDisk) Read(key string, f func(string)) {
	d.mu.Lock()
	v := d.data[key]
	d.mu.Unlock()
	f(v)
}

func (d *laggingDisk) Erase(key string, done func(error)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.queue = append(d.queue, func() { delete(d.data, key); done(nil) })
}

// answer ends up to n of the writes and erases waiting, the oldest first,
// and reports how many it ended.
func (d *laggingDisk) answer(n int) int {
	for i := range n {
		d.mu.Lock()
		if len(d.queue) == 0 {
			d.mu.Unlock()
			return i
		}
		f := d.queue[0]
		d.queue = d.queue[1:]
		d.mu.Unlock()
		f() // may queue the next write
	}
	return n
}

// get is the value on disk under key.
func (d *laggingDisk) get(key string) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.data[key]
}

// TestDiskWritesCoalesce: saves that come faster than the disk writes them
// wait as one, the newest: one write of a key is on disk at a time, every
// save is answered once the value that holds it is on disk, and the disk
// ends with the newest. An erase drops the value waiting.
func TestDiskWritesCoalesce(t *testing.T) {
	disk := newLaggingDisk()
	s := NewStore(NewMemory(), disk)
	var answers []<-chan error
	for i := range 100 {
		ch, err := s.Put("k", string(rune('a'+i%26))+"-"+string(rune('0'+i%10)), true)
		if err != nil {
			t.Fatal(err)
		}
		answers = append(answers, ch)
	}
	if disk.writes != 1 {
		t.Fatalf("%d writes went to the disk while the first was under way, want 1", disk.writes)
	}
	for disk.answer(1) > 0 {
	}
	if disk.writes != 2 || disk.maxWait != 1 {
		t.Errorf("%d writes, at most %d waiting at once; want 2 and 1", disk.writes, disk.maxWait)
	}
	for i, ch := range answers {
		select {
		case err := <-ch:
			if err != nil {
				t.Errorf("save %d: %v", i, err)
			}
		default:
			t.Fatalf("save %d was never answered", i)
		}
	}
	if got, want := disk.get("k"), s.Get("k"); got != want {
		t.Errorf("the disk holds %q, the newest save was %q", got, want)
	}

	// A save waiting behind a write under way does not outlive an erase.
	first, _ := s.Put("k", "one", true)
	waiting, _ := s.Put("k", "two", true)
	if err := s.Delete("k"); err != nil {
		t.Fatal(err)
	}
	for disk.answer(1) > 0 {
	}
	if v := disk.get("k"); v != "" {
		t.Errorf("the disk holds %q after the erase", v)
	}
	for _, ch := range []<-chan error{first, waiting} {
		select {
		case <-ch:
		default:
			t.Fatal("a save was never answered")
		}
	}
}
