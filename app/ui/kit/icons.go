package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// icons are the few pictures of the table's header, drawn inline so that
// they show the same on every device (emoji fonts differ, or are missing).
var icons = map[string]string{
	"hint": `<path d="M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" fill="#f2b705" stroke="#5c4300" stroke-width="1.5"/>` +
		`<path d="M9 19h6M10 22h4" stroke="#5c4300" stroke-width="2" stroke-linecap="round"/>`,
	"undo": `<path d="M9 7H4v-5M4 7a9 9 0 1 1-1.5 8" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
	"log":  `<path d="M5 5h14M5 10h14M5 15h14M5 20h9" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>`,
	"skip": `<path d="M3 5l8 7-8 7zM12 5l8 7-8 7z" fill="currentColor"/>`,
	"menu": `<path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>`,
}

// Icon is one of the header's pictures (hint, undo, skip, log, menu), 22 px,
// hidden from screen readers: the control it sits in carries the name.
func Icon(name string) app.UI {
	return app.Raw(`<svg class="kit-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">` + icons[name] + `</svg>`)
}
