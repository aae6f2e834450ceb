//go:build js

package p2p

import (
	"syscall/js"

	"github.com/pion/webrtc/v4"

	"menagerie/app/crash"
)

// newPeerConnection returns a browser peer connection (pion wraps
// RTCPeerConnection in GOOS=js). The browser chooses the ICE credentials,
// hides local addresses behind mDNS names as it sees fit, and has its own
// timeouts; Config.Loopback and Config.Namespace do not apply.
func newPeerConnection(cfg Config) (*webrtc.PeerConnection, error) {
	return webrtc.NewPeerConnection(cfg.configuration())
}

// maxBurst is the most messages a peer may send within one second: an
// honest app sends a few (a move, a ping, the parts of one state), a flood
// sends thousands. Past it the channel is treated as overflowing.
const maxBurst = 1024

// gate is the data channel's message handler, in JavaScript: each call
// into Go costs the page far more than the message does, so a channel that
// is closed, or floods, stops calling into Go at once, and the events a
// flood has already queued cost the page nothing (a close from Go only
// takes effect after them).
var gate = js.Global().Get("Function").New("deliver", "flood", "maxBurst", `
	let dead = false, start = 0, n = 0;
	const h = (e) => {
		if (dead) return;
		const now = performance.now();
		if (now - start > 1000) { start = now; n = 0; }
		if (++n > maxBurst) { dead = true; flood(); return; }
		deliver(e.data);
	};
	h.mute = () => { dead = true; };
	return h;`)

// onMessage delivers the data channel's messages to f in order. pion's
// OnMessage starts one goroutine per message in the browser, which loses
// the order, so this copies each message synchronously inside the event
// handler instead (f must not block: it only queues). A peer that sends
// more than maxBurst messages a second gets flood called once and is not
// read any more; mute stops the reading at once (call it when the
// connection ends), release undoes the hook.
func onMessage(dc *webrtc.DataChannel, f func([]byte), flood func()) (mute, release func()) {
	v := dc.JSValue()
	v.Set("binaryType", "arraybuffer")
	deliver := js.FuncOf(func(this js.Value, args []js.Value) any {
		defer crash.Recover()
		data := args[0]
		if data.Type() == js.TypeString {
			f([]byte(data.String()))
			return nil
		}
		arr := js.Global().Get("Uint8Array").New(data)
		b := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(b, arr)
		f(b)
		return nil
	})
	flooded := js.FuncOf(func(js.Value, []js.Value) any {
		defer crash.Recover()
		flood()
		return nil
	})
	handler := gate.Invoke(deliver, flooded, maxBurst)
	v.Set("onmessage", handler)
	mute = func() { handler.Call("mute") }
	release = func() {
		handler.Call("mute")
		v.Set("onmessage", js.Null())
		deliver.Release()
		flooded.Release()
	}
	return mute, release
}
