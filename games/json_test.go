package games_test

import (
	"encoding/json"
	"testing"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

type inner struct {
	N int `json:"n"`
}

type base struct {
	ID string `json:"id"`
}

type sample struct {
	base
	K        string            `json:"k"`
	In       *inner            `json:"in,omitempty"`
	List     []inner           `json:"list,omitempty"`
	Map      map[string]inner  `json:"map,omitempty"`
	Raw      json.RawMessage   `json:"raw,omitempty"`
	Any      any               `json:"any,omitempty"`
	Free     map[string]string `json:"free,omitempty"`
	Untagged int
}

func TestDecodeJSON(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{`{"k":"keep"}`, true},
		{`{"id":"x","k":"a","in":{"n":1},"list":[{"n":2}],"map":{"A":{"n":3}}}`, true},
		{`{"raw":{"K":1,"k":2},"any":{"Z":[1]},"free":{"K":"v"}}`, true},
		{`{"Untagged":1}`, true},
		{`{"K":"keep"}`, false},               // another case
		{`{"ID":"x"}`, false},                 // another case, embedded field
		{`{"in":{"N":1}}`, false},             // another case, nested
		{`{"list":[{"n":1},{"N":2}]}`, false}, // another case, in a list
		{`{"map":{"a":{"N":1}}}`, false},      // another case, in a map value
		{`{"untagged":1}`, false},             // another case, untagged field
		{`{"k":"a","k":"b"}`, false},          // duplicate key
		{`{"x":1}`, false},                    // unknown field
		{`{"k":"a"} {}`, false},               // trailing value
		{`{"k":"a"`, false},                   // cut
		{`[]`, false},                         // not an object
	} {
		var s sample
		err := games.DecodeJSON([]byte(c.in), &s)
		if (err == nil) != c.ok {
			t.Errorf("DecodeJSON(%s) = %v, want ok %v", c.in, err, c.ok)
		}
	}
}

// TestMovesRefuseOtherCase checks that every engine refuses a legal move
// whose keys are written in another case.
func TestMovesRefuseOtherCase(t *testing.T) {
	for _, g := range catalog.All() {
		s, err := g.New(gamestest.Usual(g).Config(1))
		if err != nil {
			t.Fatal(err)
		}
		seat := s.ToAct()[0]
		m := s.Legal(seat)[0]
		data, _ := json.Marshal(m)
		if _, err := g.DecodeMove(data); err != nil {
			t.Fatalf("%s: %s does not decode: %v", g.ID(), data, err)
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(data, &obj) != nil {
			continue
		}
		upper := map[string]json.RawMessage{}
		for k, v := range obj {
			b := []byte(k)
			if b[0] >= 'a' && b[0] <= 'z' {
				b[0] -= 'a' - 'A'
			} else if b[0] >= 'A' && b[0] <= 'Z' {
				b[0] += 'a' - 'A'
			}
			upper[string(b)] = v
		}
		bad, _ := json.Marshal(upper)
		if _, err := g.DecodeMove(bad); err == nil {
			t.Errorf("%s: %s (from %s) decodes", g.ID(), bad, data)
		}
	}
}
