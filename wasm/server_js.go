//go:build js

package main

// serverMain does nothing in the browser: serving and the static site
// generator live in server.go, kept out of app.wasm.
func serverMain() {}
