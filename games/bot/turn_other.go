//go:build !js

package bot

// turn does nothing outside the browser: there the search does not hold
// the only thread.
func turn() {}
