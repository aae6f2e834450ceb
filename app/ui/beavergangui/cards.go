package beavergangui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
)

// cardClass is the classes of a card face ("" is face down): its kind, and
// for a number its tier (low, middle, high) which colours it.
func cardClass(face string) string {
	switch {
	case face == "":
		return "bg-card back"
	case isAction(face):
		return "bg-card face action act-" + face
	}
	return "bg-card face num tier-" + tier(face)
}

// tier is a number card's colour: "lo" (0–2), "mid" (3–6) or "hi" (7–9).
func tier(face string) string {
	n, _ := strconv.Atoi(face)
	switch {
	case n >= 7:
		return "hi"
	case n >= 3:
		return "mid"
	}
	return "lo"
}

// faceBody is what is drawn on a card.
func faceBody(face string) []app.UI {
	switch {
	case face == "":
		return []app.UI{app.Span().Class("bg-back").Body(kit.Art("beaver", ""))}
	case isAction(face):
		return []app.UI{
			app.Span().Class("bg-icon").Aria("hidden", "true").Body(app.Raw(icons[face])),
			app.Span().Class("bg-word").Text(word(face)),
		}
	}
	return []app.UI{
		app.Span().Class("bg-corner").Aria("hidden", "true").Text(face),
		app.Span().Class("bg-big").Text(face),
		app.Span().Class("bg-beaver").Body(kit.Art("beaver", "")),
	}
}

// card is a card that cannot be chosen now.
func card(face, cls, label string) app.HTMLDiv {
	return app.Div().Class(cardClass(face)+" "+cls).Role("img").Aria("label", label).Body(faceBody(face)...)
}

// pick is a card to tap: a kit card with the word of what tapping it does
// (none for a card that says why it cannot be chosen).
func pick(face string, s kit.CardState, onTap app.EventHandler, do string) app.HTMLButton {
	s.Class = cardClass(face) + " " + s.Class
	body := faceBody(face)
	if do != "" {
		body = append(body, app.Span().Class("bg-do").Aria("hidden", "true").Text(do))
	}
	return kit.Card(s, onTap, body...)
}

// cardFace is a card as a chip in a line of the log.
func cardFace(c string) kit.Face {
	cls := "bg-face"
	if isAction(c) {
		cls += " act-" + c
	} else {
		cls += " tier-" + tier(c)
	}
	return kit.Face{Text: word(c), Class: cls, Label: phrase(c)}
}

// icons are the pictures of the action cards.
var icons = map[string]string{
	swapCard: `<svg viewBox="0 0 48 48" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"><path d="M8 16h30l-8-8M40 32H10l8 8"/></svg>`,
	peekCard: `<svg viewBox="0 0 48 48" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round"><path d="M4 24s8-13 20-13 20 13 20 13-8 13-20 13S4 24 4 24z"/><circle cx="24" cy="24" r="6" fill="currentColor"/></svg>`,
	drawCard: `<svg viewBox="0 0 48 48" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"><rect x="6" y="12" width="20" height="28" rx="3"/><rect x="16" y="6" width="20" height="28" rx="3" fill="#fffdf8"/><path d="M36 30v12M30 36h12"/></svg>`,
}
