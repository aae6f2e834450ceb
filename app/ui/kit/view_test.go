package kit

import (
	"encoding/json"
	"reflect"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// TestDecodeViewKeepsTheLast decodes a run of views, each twice and into
// two types, as a drawing does: every decoding equals json.Unmarshal's,
// whether it was kept or not, and a view that differs by a byte is decoded
// again.
func TestDecodeViewKeepsTheLast(t *testing.T) {
	type hand struct {
		Turn  int      `json:"turn"`
		Cards []string `json:"cards"`
		Seen  map[string]int
	}
	type turnOnly struct {
		Turn int `json:"turn"`
	}
	raws := []string{
		`{"turn":0,"cards":["a","b"],"Seen":{"a":1}}`,
		`{"turn":0,"cards":["a","b"],"Seen":{"a":1}}`,
		`{"turn":1,"cards":["a","b"],"Seen":{"a":1}}`,
		`{"turn":1,"cards":["a","c"]}`,
		`{"turn":1}`,
		`{"turn":0,"cards":["a","b"],"Seen":{"a":1}}`,
	}
	for i, raw := range raws {
		u := table.Update{View: json.RawMessage(raw)}
		var want hand
		if err := json.Unmarshal(u.View, &want); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			var got hand
			if err := DecodeView(u, &got); err != nil {
				t.Fatalf("view %d: %v", i, err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("view %d: got %+v, want %+v", i, got, want)
			}
			var turn turnOnly
			if err := DecodeView(u, &turn); err != nil || turn.Turn != want.Turn {
				t.Errorf("view %d as its turn: %+v, %v", i, turn, err)
			}
		}
	}
	if err := DecodeView(table.Update{View: json.RawMessage(`{"turn":`)}, &turnOnly{}); err == nil {
		t.Error("a broken view decoded")
	}
}

// TestDecodeMoveKeeps decodes every legal move of a table twice, the
// second time from what was kept, and a refused move twice: the kept
// moves equal the engine's, and a refused move stays refused. The same
// bytes in another game are that game's move, not the one kept.
func TestDecodeMoveKeeps(t *testing.T) {
	g := chevaux.Game{}
	tb, err := table.New(g, table.Setup{Game: "chevaux", Config: games.Config{Players: 3, Seed: 5},
		Seats: []table.SeatInfo{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
	if err != nil {
		t.Fatal(err)
	}
	u := tb.Update(tb.ToAct()[0])
	for _, raw := range u.Legal {
		want, err := g.DecodeMove(raw)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if got, err := decodeMove(g, raw); err != nil || got != want {
				t.Errorf("%s: %v, %v; want %v", raw, got, err, want)
			}
		}
	}
	for range 2 {
		if m, err := decodeMove(g, json.RawMessage(`{"k":"play","x":1}`)); err == nil {
			t.Errorf("a move with an unknown field decoded: %v", m)
		}
	}
	other := otherGame{g}
	for _, raw := range u.Legal[:1] {
		if m, err := decodeMove(other, raw); err != nil || m != (otherMove{}) {
			t.Errorf("%s in another game: %v, %v", raw, m, err)
		}
	}
}

// otherGame is a game whose every move decodes to otherMove.
type otherGame struct{ games.Game }

func (otherGame) ID() string                            { return "other" }
func (otherGame) DecodeMove([]byte) (games.Move, error) { return otherMove{}, nil }

// otherMove is otherGame's move.
type otherMove struct{}

func (otherMove) String() string { return "other" }
