//go:build browser && !js

package main

import (
	"testing"
	"time"
)

// TestUntil checks the tests' own wait (browser.until, under waitJS and
// poll): a condition whose value is a promise counts by what it gives, one
// that throws is false, and one that turns true as the page changes is
// seen.
func TestUntil(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	for _, c := range []struct {
		js   string
		want bool
	}{
		{`true`, true},
		{`false`, false},
		{`(async () => true)()`, true},
		{`(async () => false)()`, false},
		{`Promise.reject(new Error("no"))`, false},
		{`nothing.here`, false},
	} {
		if got := b.poll(t, c.js, 300*time.Millisecond); got != c.want {
			t.Errorf("poll(%s) = %v, want %v", c.js, got, c.want)
		}
	}
	eval[bool](t, b, `(setTimeout(() => document.body.appendChild(document.createElement("hr")), 200), true)`)
	if !b.poll(t, `(async () => !!document.querySelector("hr"))()`, 10*time.Second) {
		t.Errorf("an element added after 200 ms was not seen")
	}
}
