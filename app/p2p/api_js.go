//go:build js

package p2p

import (
	"syscall/js"

	"github.com/pion/webrtc/v4"
)

// newPeerConnection returns a browser peer connection (pion wraps
// RTCPeerConnection in GOOS=js). The browser chooses the ICE credentials,
// hides local addresses behind mDNS names as it sees fit, and has its own
// timeouts; Config.Loopback and Config.Namespace do not apply.
func newPeerConnection(cfg Config) (*webrtc.PeerConnection, error) {
	return webrtc.NewPeerConnection(cfg.configuration())
}

// onMessage delivers the data channel's messages to f in order. pion's
// OnMessage starts one goroutine per message in the browser, which loses
// the order, so this copies each message synchronously inside the event
// handler instead (f must not block: it only queues).
func onMessage(dc *webrtc.DataChannel, f func([]byte)) (release func()) {
	v := dc.JSValue()
	v.Set("binaryType", "arraybuffer")
	handler := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
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
	v.Set("onmessage", handler)
	return func() {
		v.Set("onmessage", js.Null())
		handler.Release()
	}
}
