package main

import (
	"os"
	"testing"
)

// The tests of this package run natively (go test ./...) or, with the
// build tag browser, with the browser tests too (the *_browser_test.go
// files, in headless Chromium): make test passes -tags browser.

// afterTests are run once every test is done (the browser tests stop their
// shared Chromium).
var afterTests []func()

func TestMain(m *testing.M) {
	// The app serves web/ from the working directory: run from the top.
	if err := os.Chdir(".."); err != nil {
		panic(err)
	}
	routes()
	code := m.Run()
	for _, f := range afterTests {
		f()
	}
	os.Exit(code)
}
