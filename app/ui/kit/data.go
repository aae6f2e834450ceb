package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Data is the data-* attribute key of the element an event came from, or
// "" when it has none (go-app leaves out an attribute whose value is empty,
// and a JavaScript undefined must not read as the text "<undefined>").
func Data(ctx app.Context, key string) string {
	v := ctx.JSSrc().Get("dataset").Get(key)
	if v.Type() != app.TypeString {
		return ""
	}
	return v.String()
}
