//go:build !menagerie_debug || !js

package crash

// Debug does nothing in the build players get: the panics on purpose of
// the browser tests exist only with the tag menagerie_debug.
func Debug(where string) {}
