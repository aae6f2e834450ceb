package nostr

import (
	"encoding/json"
)

// Filter is a subscription filter (NIP-01): the events of these kinds
// whose tag Tag has one of the values Values, created at Since or later.
// Only what the app uses is here.
type Filter struct {
	Kinds  []int
	Tag    string // a single letter, such as "t"
	Values []string
	Since  int64 // Unix seconds; 0 for none
	// Limit bounds how many stored events a relay sends back (the newest
	// first); 0 for the relay's own bound.
	Limit int
}

// MarshalJSON writes the filter as a relay reads it:
// {"kinds":[…],"#t":[…],"since":…,"limit":…}.
func (f Filter) MarshalJSON() ([]byte, error) {
	m := map[string]any{}
	if len(f.Kinds) > 0 {
		m["kinds"] = f.Kinds
	}
	if f.Tag != "" {
		m["#"+f.Tag] = f.Values
	}
	if f.Since > 0 {
		m["since"] = f.Since
	}
	if f.Limit > 0 {
		m["limit"] = f.Limit
	}
	return json.Marshal(m)
}

// Matches reports whether e passes the filter, as a relay should have
// checked: a relay may send anything.
func (f Filter) Matches(e *Event) bool {
	if len(f.Kinds) > 0 && !contains(f.Kinds, e.Kind) {
		return false
	}
	if f.Since > 0 && e.CreatedAt < f.Since {
		return false
	}
	if f.Tag == "" {
		return true
	}
	for _, t := range e.Tags {
		if len(t) >= 2 && t[0] == f.Tag && contains(f.Values, t[1]) {
			return true
		}
	}
	return false
}

func contains[T comparable](s []T, v T) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
