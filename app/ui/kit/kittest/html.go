package kittest

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Elem is an element of a board's HTML as app.HTMLString writes it: its
// tag and its attributes. HTMLString writes an attribute whose value is
// "true" bare, and any other value quoted as Go quotes a string.
type Elem struct {
	// Tag is the element's name ("button").
	Tag string
	// Attr are its attributes, by name: a bare one is "true".
	Attr map[string]string
}

var (
	// openTag is an element's opening tag; a quoted value may hold ">".
	openTag = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"]|"(?:[^"\\]|\\.)*")*)>`)
	// attribute is one attribute of an opening tag.
	attribute = regexp.MustCompile(`([^\s="/]+)(?:=("(?:[^"\\]|\\.)*"))?`)
)

// Elems are the elements of html, in document order.
func Elems(html string) []Elem {
	var out []Elem
	for _, m := range openTag.FindAllStringSubmatch(html, -1) {
		e := Elem{Tag: m[1], Attr: map[string]string{}}
		for _, a := range attribute.FindAllStringSubmatch(m[2], -1) {
			v := "true"
			if a[2] != "" {
				var err error
				if v, err = strconv.Unquote(a[2]); err != nil {
					v = a[2][1 : len(a[2])-1]
				}
			}
			e.Attr[a[1]] = v
		}
		out = append(out, e)
	}
	return out
}

// Marked are the elements of html that a board marks as belonging to the
// move proposed (the class "hinted", see kit.Hinted), in document order.
func Marked(html string) []Elem {
	return slices.DeleteFunc(Elems(html), func(e Elem) bool { return !e.Has("hinted") })
}

// ID is the element's id.
func (e Elem) ID() string { return e.Attr["id"] }

// Data is the element's data-key attribute.
func (e Elem) Data(key string) string { return e.Attr["data-"+key] }

// Has says whether the element has the class.
func (e Elem) Has(class string) bool { return slices.Contains(strings.Fields(e.Attr["class"]), class) }

// Pressed says whether the element is pressed (aria-pressed): a chosen
// card.
func (e Elem) Pressed() bool { return e.Attr["aria-pressed"] == "true" }

// Disabled says whether the element is disabled. go-app writes a false
// disabled as disabled="false", which the browser does not set.
func (e Elem) Disabled() bool {
	v, ok := e.Attr["disabled"]
	return ok && v != "false"
}

// IsMove says whether the element is a button of the action bar that
// sends a move (button.move, with the move in data-move).
func (e Elem) IsMove() bool { return e.Tag == "button" && e.Has("move") }

// NextTap is the mark a player following the proposed move taps next, as
// the guided game's player does in the browser tests: the first marked
// element that is not a move button and is not pressed, or else the first
// marked move button that is enabled. It is false when there is none.
func NextTap(marked []Elem) (Elem, bool) {
	if i := slices.IndexFunc(marked, func(e Elem) bool { return !e.IsMove() && !e.Pressed() }); i >= 0 {
		return marked[i], true
	}
	if i := slices.IndexFunc(marked, func(e Elem) bool { return e.IsMove() && !e.Disabled() }); i >= 0 {
		return marked[i], true
	}
	return Elem{}, false
}

// Follow follows the marks of a board as the guided game's player does:
// it draws the board, taps the mark NextTap names, and goes on until a tap
// sends a move. A tapped element that carries data-move sends that move
// (a move button, or a card that makes the move alone); any other is
// tapped by tap, which must change the board as the element's click does.
// Follow returns the move sent, or "" when no mark is left to tap or
// after limit taps, and the marks of each drawing.
func Follow(draw func() string, tap func(Elem), limit int) (string, [][]Elem) {
	var drawn [][]Elem
	for range limit {
		marked := Marked(draw())
		drawn = append(drawn, marked)
		e, ok := NextTap(marked)
		if !ok {
			break
		}
		if move, sends := e.Attr["data-move"]; sends {
			return move, drawn
		}
		tap(e)
	}
	return "", drawn
}
