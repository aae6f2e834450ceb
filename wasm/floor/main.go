// Command floor is the least app Ménagerie's stack allows: one go-app v10
// page whose button opens a pion WebRTC data channel. make bench builds it
// as app.wasm is built (the same flags, wasm trim, the same brotli) and
// loads it beside the app on the same phone profile, so that the table's
// ratios say what Ménagerie adds to what go-app and pion cost.
//
// In the browser it is the app; run natively, it serves itself from its
// working directory (web/app.wasm, and web/app.wasm.br to a browser that
// takes brotli) on -addr and prints its address.
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pion/webrtc/v4"
)

// hello is the floor's page: a title, and a button (#floor-ready, what
// make bench waits for) that opens a data channel.
type hello struct {
	app.Compo
	state string
}

func (h *hello) Render() app.UI {
	return app.Main().Body(
		app.H1().Text("Hello"),
		app.Button().ID("floor-ready").Text("Connect").OnClick(h.connect),
		app.P().Text(h.state),
	)
}

func (h *hello) connect(ctx app.Context, e app.Event) {
	pc, err := webrtc.NewPeerConnection(webrtc.Configuration{})
	if err != nil {
		h.state = err.Error()
		return
	}
	dc, err := pc.CreateDataChannel("hello", nil)
	if err != nil {
		h.state = err.Error()
		return
	}
	dc.OnOpen(func() { dc.SendText("hello") })
	offer, err := pc.CreateOffer(nil)
	if err == nil {
		err = pc.SetLocalDescription(offer)
	}
	if err != nil {
		h.state = err.Error()
		return
	}
	h.state = offer.SDP
}

func main() {
	if app.IsClient {
		app.Window().Get("performance").Call("mark", "menagerie-main") // as Ménagerie's main does
	}
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()

	addr := flag.String("addr", "127.0.0.1:0", "address to listen on")
	flag.Parse()
	h := &app.Handler{Name: "Floor", Title: "Floor"}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("http://%s\n", l.Addr())
	fmt.Fprintln(os.Stderr, http.Serve(l, brotli(h)))
	os.Exit(1)
}

// brotli answers a request for web/app.wasm with web/app.wasm.br when the
// browser takes brotli, as Ménagerie's server does.
func brotli(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		const file = "web/app.wasm"
		if r.URL.Path != "/"+file || !strings.Contains(r.Header.Get("Accept-Encoding"), "br") {
			next.ServeHTTP(w, r)
			return
		}
		info, err := os.Stat(file + ".br")
		if err != nil {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Content-Encoding", "br")
		w.Header().Set("Vary", "Accept-Encoding")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Length", fmt.Sprint(info.Size()))
		http.ServeFile(w, r, file+".br")
	})
}
