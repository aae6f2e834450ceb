package kittest

import (
	"slices"
	"strconv"
	"strings"
)

// Elem is an element of a board's HTML as app.HTMLString writes it: its
// tag and its attributes. HTMLString writes an attribute whose value is
// "true" bare, and any other value quoted as Go quotes a string, in no set
// order.
type Elem struct {
	// Tag is the element's name ("button").
	Tag string
	// Attrs is the opening tag after its name, as written: Attr reads it.
	Attrs string
}

// Elems are the elements of html, in document order.
func Elems(html string) []Elem { return scan(html, false) }

// Marked are the elements of html that a board marks as belonging to the
// move proposed (the class "hinted", see kit.Hinted), in document order.
func Marked(html string) []Elem {
	return slices.DeleteFunc(scan(html, true), func(e Elem) bool { return !e.Has("hinted") })
}

// scan reads the opening tags of html, only those that say "hinted" if
// hinted is set. Text is escaped (no "<" in it), and a quoted value may
// hold ">" and a backslash-escaped quote.
func scan(html string, hinted bool) []Elem {
	var out []Elem
	for i := 0; i < len(html); i++ {
		if html[i] != '<' || i+1 == len(html) || !letter(html[i+1]) {
			continue
		}
		name := i + 1
		for name < len(html) && (letter(html[name]) || html[name] == '-' || '0' <= html[name] && html[name] <= '9') {
			name++
		}
		end := tagEnd(html, name)
		if !hinted || strings.Contains(html[name:end], "hinted") {
			out = append(out, Elem{Tag: html[i+1 : name], Attrs: html[name:end]})
		}
		i = end
	}
	return out
}

// Attr is the value of the element's attribute name ("true" for a bare
// one), and whether the element has it.
func (e Elem) Attr(name string) (string, bool) {
	s := e.Attrs
	for i := 0; i < len(s); i++ {
		start := i
		for i < len(s) && !strings.ContainsRune(" \t\n/=", rune(s[i])) {
			i++
		}
		key, raw := s[start:i], ""
		if i+1 < len(s) && s[i] == '=' && s[i+1] == '"' {
			end := closeQuote(s, i+1)
			raw = s[i+1 : min(end+1, len(s))]
			i = end
		}
		if key != name || key == "" {
			continue
		}
		if raw == "" {
			return "true", true
		}
		value, err := strconv.Unquote(raw)
		if err != nil {
			value = strings.Trim(raw, `"`)
		}
		return value, true
	}
	return "", false
}

// tagEnd is the index of the ">" that closes the tag whose attributes
// begin at i, past quoted values, or len(s).
func tagEnd(s string, i int) int {
	for ; i < len(s); i++ {
		switch s[i] {
		case '"':
			i = closeQuote(s, i)
		case '>':
			return i
		}
	}
	return len(s)
}

// closeQuote is the index of the quote that closes the value opened by the
// quote at i, or len(s); a backslash escapes the byte after it.
func closeQuote(s string, i int) int {
	for i++; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return len(s)
}

// letter says whether c is an ASCII letter.
func letter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// value is the value of the element's attribute name, or "" without it.
func (e Elem) value(name string) string {
	v, _ := e.Attr(name)
	return v
}

// ID is the element's id.
func (e Elem) ID() string { return e.value("id") }

// Data is the element's data-key attribute.
func (e Elem) Data(key string) string { return e.value("data-" + key) }

// Has says whether the element has the class.
func (e Elem) Has(class string) bool { return slices.Contains(strings.Fields(e.value("class")), class) }

// Pressed says whether the element is pressed (aria-pressed): a chosen
// card.
func (e Elem) Pressed() bool { return e.value("aria-pressed") == "true" }

// Disabled says whether the element is disabled. go-app writes a false
// disabled as disabled="false", which the browser does not set.
func (e Elem) Disabled() bool {
	v, ok := e.Attr("disabled")
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
		if move, sends := e.Attr("data-move"); sends {
			return move, drawn
		}
		tap(e)
	}
	return "", drawn
}
