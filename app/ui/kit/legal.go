package kit

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// Choice is one legal move, typed, with the JSON the table expects back.
type Choice[M games.Move] struct {
	Move M
	Raw  json.RawMessage
}

// Legal decodes an update's legal moves into the game's own move type M,
// through the engine's strict decoder; a move that does not decode to M is
// left out.
func Legal[M games.Move](g games.Game, u table.Update) []Choice[M] {
	out := make([]Choice[M], 0, len(u.Legal))
	for _, raw := range u.Legal {
		m, err := decodeMove(g, raw)
		if err != nil {
			continue
		}
		if mm, ok := m.(M); ok {
			out = append(out, Choice[M]{Move: mm, Raw: raw})
		}
	}
	return out
}

// Find returns the first choice for which match holds.
func Find[M games.Move](choices []Choice[M], match func(M) bool) (Choice[M], bool) {
	for _, c := range choices {
		if match(c.Move) {
			return c, true
		}
	}
	return Choice[M]{}, false
}

// Decode decodes one move of the game into M.
func Decode[M games.Move](g games.Game, raw json.RawMessage) (M, bool) {
	var zero M
	m, err := decodeMove(g, raw)
	if err != nil {
		return zero, false
	}
	mm, ok := m.(M)
	return mm, ok
}

// MoveButton is a button that sends one legal move. The move travels in
// the button's data-move attribute and is read when clicked: go-app keeps
// the first click handler of an element that stays in place across
// renders, so a handler must not capture the move itself.
func MoveButton(t Table, move json.RawMessage) app.HTMLButton {
	return app.Button().DataSet("move", string(move)).OnClick(func(ctx app.Context, e app.Event) {
		t.Act(ctx, json.RawMessage(ctx.JSSrc().Get("dataset").Get("move").String()))
	})
}
