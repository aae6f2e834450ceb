// Package nostr is a lean client of Nostr relays (NIP-01): events signed
// with BIP-340 Schnorr signatures on secp256k1, and a pool of WebSocket
// connections to a few relays that publishes events to all of them and
// delivers the events of one subscription, each once.
//
// It is only what the app's signalling needs: Event (with NIP-01's exact
// serialization for its id, Sign and Verify), Filter, and Pool. The
// signatures are computed with math/big (see schnorr.go): the Go libraries
// of secp256k1 carry precomputed tables too large for the app's download,
// and the app's signatures guard nothing (each session draws a throw-away
// key; the relays want a valid signature, the app authenticates its
// messages with the room's key). A Pool
// dials its relays with the browser's own WebSocket (socket_js.go; a
// WebSocket client in Go would add its code and net/http's to the
// download) and natively with github.com/coder/websocket, reconnects with
// a growing delay, and sends its subscription again on every connection. Everything a relay
// sends is decoded strictly and bounded: a frame of at most
// MaxFrameSize bytes, events whose id is their hash only, each
// delivered once, at most MaxEventRate a second; a relay that sends more
// is cut off and dialed again later. The pool's user may sift the events
// (the rendezvous keeps those that open with the room's key), so that a
// flood of others never takes the place of one that matters. Events go to the reader through a
// bounded queue: when the reader falls behind, the newest are dropped, so
// a relay can never make the app block or grow without bound.
package nostr
