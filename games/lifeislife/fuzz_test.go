package lifeislife

import (
	"encoding/json"
	"testing"

	"menagerie/games"
)

// FuzzDecodeMove: whatever DecodeMove accepts is a well-formed move that
// encodes and decodes back to itself.
func FuzzDecodeMove(f *testing.F) {
	for _, seed := range []string{
		`{"k":"knock"}`,
		`{"k":"exchange","row":2,"lay":"bear,mole"}`,
		`{"k":"exchange","row":4,"lay":"giraffe,giraffe,cat,mouse"}`,
		`{"k":"exchange","row":1,"lay":"unicorn"}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Game{}.DecodeMove(data)
		if err != nil {
			return
		}
		mv := m.(Move)
		if mv.Kind == Exchange && (mv.Row < 1 || mv.Row > numRows || mv.Lay.Len() != mv.Row) {
			t.Fatalf("%s decodes to the malformed %v", data, mv)
		}
		enc, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Game{}.DecodeMove(enc)
		if err != nil || back != games.Move(mv) {
			t.Fatalf("%s -> %v -> %s -> %v, %v", data, mv, enc, back, err)
		}
	})
}
