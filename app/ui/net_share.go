package ui

import (
	"bytes"
	"encoding/base64"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"rsc.io/qr"
)

// qrDataURL returns an SVG QR code of text as a data URL ("" if text is
// too long for a QR code).
func qrDataURL(text string) string {
	c, err := qr.Encode(text, qr.L)
	if err != nil {
		return ""
	}
	const quiet = 4
	var b bytes.Buffer
	n := c.Size + 2*quiet
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges"><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n, n, n)
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; x++ {
			if c.Black(x, y) {
				fmt.Fprintf(&b, "M%d %dh1v1h-1z", x+quiet, y+quiet)
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(b.Bytes())
}

// canShare says whether the browser has the Web Share API.
func canShare() bool {
	return app.Window().Get("navigator").Get("share").Truthy()
}

// copyText puts text on the clipboard.
func copyText(text string) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if clip.Truthy() {
		clip.Call("writeText", text)
	}
}

// shareText opens the system's share sheet.
func shareText(title, text, url string) {
	data := map[string]any{"title": title, "text": text}
	if url != "" {
		data["url"] = url
	}
	p := app.Window().Get("navigator").Call("share", data)
	// A cancelled share rejects the promise: swallow it quietly.
	if p.Truthy() && p.Get("catch").Truthy() {
		var f app.Func
		f = app.FuncOf(func(this app.Value, args []app.Value) any { f.Release(); return nil })
		p.Call("catch", f)
	}
}

// codeBox shows a link or a code to pass on: as text with a copy button,
// as a QR code, and with a share button where the browser has one.
type codeBox struct {
	app.Compo
	ID     string // prefix of the elements' ids
	Label  string
	Text   string // what to pass on
	Title  string // the share sheet's title
	Say    string // the share sheet's text before the link
	URL    bool   // Text is a link
	Lang   Lang
	copied bool
	// qr is the image of the code for qrOf: encoding it on every redraw
	// would waste the phone's time.
	qr, qrOf string
}

func (c *codeBox) Render() app.UI {
	if c.qrOf != c.Text || c.Text == "" {
		c.qr, c.qrOf = qrDataURL(c.Text), c.Text
	}
	src := c.qr
	return app.Div().Class("codebox").ID(c.ID).Body(
		app.Label().For(c.ID+"-text").Text(c.Label),
		app.Textarea().ID(c.ID+"-text").Class("code").ReadOnly(true).Rows(3).Text(c.Text).
			OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
		app.Div().Class("code-actions").Body(
			app.Button().ID(c.ID+"-copy").Class("primary").OnClick(c.copy).Body(
				app.If(c.copied, func() app.UI { return app.Text(tr("net.copied")) }).
					Else(func() app.UI { return app.Text(tr("net.copy")) }),
			),
			app.If(canShare(), func() app.UI {
				return app.Button().ID(c.ID + "-share").OnClick(c.share).Text(tr("net.share"))
			}),
		),
		app.If(src != "", func() app.UI {
			return app.Img().Class("qr").ID(c.ID + "-qr").Src(src).Alt(tr("net.qr"))
		}),
	)
}

func (c *codeBox) copy(ctx app.Context, e app.Event) {
	copyText(c.Text)
	c.copied = true
	ctx.After(2e9, func(ctx app.Context) { c.copied = false })
}

func (c *codeBox) share(ctx app.Context, e app.Event) {
	if c.URL {
		shareText(c.Title, c.Say, c.Text)
		return
	}
	shareText(c.Title, c.Say+" "+c.Text, "")
}
