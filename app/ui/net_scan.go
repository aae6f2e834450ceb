package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
)

// scanButton reads a QR code with the camera where the browser has
// BarcodeDetector, and types what it read into the text area Target, as if
// pasted (its input handler takes it from there).
type scanButton struct {
	app.Compo
	Target string
	Lang   Lang
	on     bool
	stream app.Value
}

// canScan says whether the browser can read QR codes.
func canScan() bool {
	return app.Window().Get("BarcodeDetector").Truthy() && app.Window().Get("navigator").Get("mediaDevices").Truthy()
}

func (s *scanButton) Render() app.UI {
	if !canScan() {
		return app.Span()
	}
	return app.Span().Class("scan").Body(
		app.If(s.on, func() app.UI {
			return app.Span().Body(
				app.Video().ID(s.Target+"-video").Class("scan-video").Muted(true).Attr("playsinline", true),
				app.Button().Class("ghost").Text(tr("net.scan.stop")).OnClick(func(ctx app.Context, e app.Event) { s.stop() }),
			)
		}).Else(func() app.UI {
			return app.Button().ID(s.Target + "-scan").Class("ghost").Text(tr("net.scan")).OnClick(s.start)
		}),
	)
}

func (s *scanButton) OnDismount() { s.stop() }

func (s *scanButton) start(ctx app.Context, e app.Event) {
	s.on = true
	constraints := map[string]any{"video": map[string]any{"facingMode": "environment"}}
	p := app.Window().Get("navigator").Get("mediaDevices").Call("getUserMedia", constraints)
	var fail app.Func
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		fail.Release()
		ctx.Dispatch(func(ctx app.Context) { s.on = false })
		return nil
	})
	p.Call("catch", fail)
	p.Then(func(stream app.Value) {
		defer crash.Recover()
		ctx.Dispatch(func(ctx app.Context) {
			if !s.on {
				stopStream(stream)
				return
			}
			s.stream = stream
			ctx.Defer(func(ctx app.Context) { s.watch(ctx) })
		})
	})
}

// watch shows the camera and looks for a code a few times a second.
func (s *scanButton) watch(ctx app.Context) {
	video := app.Window().GetElementByID(s.Target + "-video")
	if !video.Truthy() || s.stream == nil {
		return
	}
	video.Set("srcObject", s.stream)
	video.Call("play")
	det := app.Window().Get("BarcodeDetector").New(map[string]any{"formats": []any{"qr_code"}})
	var look func()
	look = func() {
		if !s.on {
			return
		}
		det.Call("detect", video).Then(func(codes app.Value) {
			defer crash.Recover()
			if codes.Length() > 0 {
				text := codes.Index(0).Get("rawValue").String()
				ctx.Dispatch(func(ctx app.Context) {
					s.stop()
					if el := app.Window().GetElementByID(s.Target); el.Truthy() {
						el.Set("value", text)
						el.Call("dispatchEvent", app.Window().Get("Event").New("input", map[string]any{"bubbles": true}))
					}
				})
				return
			}
			ctx.After(300*time.Millisecond, func(app.Context) { look() })
		})
	}
	look()
}

func (s *scanButton) stop() {
	s.on = false
	if s.stream != nil {
		stopStream(s.stream)
		s.stream = nil
	}
}

func stopStream(stream app.Value) {
	tracks := stream.Call("getTracks")
	for i := 0; i < tracks.Length(); i++ {
		tracks.Index(i).Call("stop")
	}
}
