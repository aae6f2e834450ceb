package kit

import (
	"html"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Static draws a read-only part of a screen — a round's summary, a table
// of scores: elements and text, no handler, no component — as one piece
// of HTML that the browser builds in one call. go-app mounts an element
// with several calls from WebAssembly into JavaScript (about a
// millisecond each element on a phone's CPU), so a summary of 150
// elements was a long task; written as HTML it is a few milliseconds.
//
// The piece is drawn again whole when its HTML changes, so a part whose
// elements animate as they come (a card laid) is no part for Static. A
// part that is not read-only (a handler, a component in it), and every
// part outside the browser (the server's pages, the tests' trees), is
// drawn as it is.
//
// go-app gives no way to walk an element it has not mounted, so Static
// reads go-app's elements by reflection (v10's layout): should their shape
// change, every part is drawn as it is, and TestStaticHTML fails.
func Static(ui app.UI) app.UI {
	if !app.IsClient {
		return ui
	}
	s, ok := staticHTML(ui, staticResource)
	if !ok {
		return ui
	}
	return app.Raw(s)
}

// Writable says whether Static draws ui as one piece of HTML in the
// browser: an element whose parts are elements and text only.
func Writable(ui app.UI) bool {
	_, ok := staticHTML(ui, func(p string) string { return p })
	return ok
}

// staticResource resolves a path to the app's files ("/web/…") as go-app
// does for the elements it mounts: the site may be served under a path
// of its own.
func staticResource(path string) string {
	if !strings.HasPrefix(path, "/web/") && !strings.HasPrefix(path, "web/") {
		return path
	}
	return resources() + "/" + strings.TrimPrefix(strings.Trim(path, "/"), "web/")
}

// resources is where the app's files are served, asked of the page once.
var resources = sync.OnceValue(func() string { return app.Getenv("GOAPP_STATIC_RESOURCES_URL") })

// staticHTML writes ui as HTML, or says it cannot: a handler or a
// component in it, or a root the browser would not build alone (a table
// row outside its table).
func staticHTML(ui app.UI, resolve func(string) string) (string, bool) {
	h, ok := ui.(app.HTML)
	if !ok {
		return "", false
	}
	switch h.Tag() {
	case "tr", "td", "th", "tbody", "thead", "tfoot", "caption", "col", "colgroup", "option":
		return "", false
	}
	var b strings.Builder
	if !writeStatic(&b, ui, resolve) {
		return "", false
	}
	return b.String(), true
}

// booleanAttrs are the attributes go-app sets as properties from "true"
// or "false": in HTML, present means true.
var booleanAttrs = map[string]bool{
	"async": true, "autofocus": true, "autoplay": true, "checked": true, "default": true,
	"defer": true, "disabled": true, "hidden": true, "loop": true, "multiple": true,
	"muted": true, "open": true, "required": true, "reversed": true, "selected": true,
	"ismap": true, "readonly": true,
}

// writeStatic writes one node and what it holds.
func writeStatic(b *strings.Builder, ui app.UI, resolve func(string) string) bool {
	if ui == nil {
		return true
	}
	if h, ok := ui.(app.HTML); ok {
		el := goappElement(h)
		if !el.IsValid() {
			return false
		}
		if events := unexported(el, "eventHandlers"); !events.IsValid() || events.Len() > 0 {
			return false
		}
		tag := h.Tag()
		b.WriteByte('<')
		b.WriteString(tag)
		attrs := unexported(el, "attributes")
		if !attrs.IsValid() {
			return false
		}
		type attr struct{ name, value string }
		list := make([]attr, 0, attrs.Len())
		for it := attrs.MapRange(); it.Next(); {
			list = append(list, attr{it.Key().String(), it.Value().String()})
		}
		// A fixed order: the same part gives the same HTML, which go-app
		// then leaves as it is.
		slices.SortFunc(list, func(a, b attr) int { return strings.Compare(a.name, b.name) })
		for _, a := range list {
			name, value := a.name, a.value
			switch {
			case booleanAttrs[name]:
				if value == "true" || value == "" {
					b.WriteString(" " + name)
				}
				continue
			case name == "src" || name == "href" || name == "cite" || name == "data":
				value = resolve(value)
			}
			b.WriteString(" " + name + `="` + html.EscapeString(value) + `"`)
		}
		b.WriteByte('>')
		if h.SelfClosing() {
			return true
		}
		kids := unexported(el, "children")
		if !kids.IsValid() {
			return false
		}
		children, _ := kids.Interface().([]app.UI)
		for _, c := range children {
			if !writeStatic(b, c, resolve) {
				return false
			}
		}
		b.WriteString("</" + tag + ">")
		return true
	}
	v := reflect.ValueOf(ui)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return false
	}
	switch v.Elem().Type().Name() {
	case "text":
		b.WriteString(html.EscapeString(unexported(v.Elem(), "value").String()))
		return true
	case "raw":
		b.WriteString(unexported(v.Elem(), "value").String())
		return true
	}
	return false // a component, drawn by go-app
}

// goappElement is the element go-app keeps under an HTML value: every
// element type of go-app embeds it first.
func goappElement(h app.HTML) reflect.Value {
	v := reflect.ValueOf(h)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct || v.Elem().NumField() == 0 {
		return reflect.Value{}
	}
	el := v.Elem().Field(0)
	if el.Kind() != reflect.Struct || el.Type().Name() != "htmlElement" {
		return reflect.Value{}
	}
	return el
}

// unexported reads a field go-app does not export (the value is only
// read).
func unexported(v reflect.Value, name string) reflect.Value {
	f := v.FieldByName(name)
	if !f.IsValid() {
		return reflect.Value{}
	}
	return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
}
