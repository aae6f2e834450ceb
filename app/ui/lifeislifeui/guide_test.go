package lifeislifeui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/lifeislife"
)

// TestHintIsHighlighted proposes legal moves of the player's turns in a
// few games (the knock and a few exchanges drawn at random) and follows the highlight as the guided game's browser test
// does: tapping the highlighted cards not yet chosen, in document order,
// then the highlighted move button, which must be enabled and send exactly
// the move proposed.
func TestHintIsHighlighted(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	rng := rand.New(rand.NewPCG(18, 1))
	followed := map[string]bool{}
	for _, seed := range []uint64{175, 3, 42} {
		tb := kittest.BotTable(t, engine, games.Config{Players: 3, Seed: seed})
		for turn := 0; turn < 40 && !tb.Over(); turn++ {
			seat := tb.ToAct()[0]
			u := tb.Update(seat)
			for k := range 6 {
				hint := u.Legal[rng.IntN(len(u.Legal))]
				if k == 0 {
					hint = u.Legal[len(u.Legal)-1] // the knock, when allowed
				}
				followHint(t, u, hint)
				m, _ := kit.Decode[lifeislife.Move](engine, hint)
				followed[fmt.Sprint(m.Kind, m.Row)] = true
			}
			if err := tb.Act(seat, u.Legal[rng.IntN(len(u.Legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(followed) != 5 {
		t.Errorf("the hints followed were %v: not a knock and every row", followed)
	}
	// No hint, or one for another position: nothing is highlighted.
	tb := kittest.BotTable(t, engine, games.Config{Players: 3, Seed: 175})
	u := tb.Update(tb.ToAct()[0])
	for _, hint := range []json.RawMessage{nil, json.RawMessage(`{"k":"knock"}`), json.RawMessage(`{"k":"exchange","row":9,"lay":"cat"}`)} {
		b := Board(&kittest.Table{Proposed: hint}, u).(*board)
		if html := app.HTMLString(b.Render()); strings.Contains(html, "hinted") {
			t.Errorf("hint %s: something is highlighted", hint)
		}
	}
}

// followHint draws u's board with hint proposed and taps as the coach's
// follower does (see kittest.Follow), checking that the move sent is hint,
// by the one marked move button, enabled.
func followHint(t *testing.T, u table.Update, hint json.RawMessage) {
	t.Helper()
	b := Board(&kittest.Table{Proposed: hint}, u).(*board)
	sent, drawn := kittest.Follow(func() string { return app.HTMLString(b.Render()) }, func(e kittest.Elem) {
		switch {
		case strings.HasPrefix(e.ID(), "row-"):
			r, _ := strconv.Atoi(e.Data("row"))
			b.chooseRow(r)
		case strings.HasPrefix(e.ID(), "hand-"):
			k, _ := strconv.Atoi(e.Data("i"))
			b.toggle(k)
		default:
			t.Fatalf("hint %s: highlighted %v", hint, e)
		}
	}, 7)
	last := drawn[len(drawn)-1]
	moves := slices.DeleteFunc(slices.Clone(last), func(e kittest.Elem) bool { return !e.IsMove() })
	if sent == "" || len(moves) != 1 || moves[0].Disabled() {
		t.Fatalf("hint %s: after %d taps the move buttons highlighted are %v", hint, len(drawn)-1, moves)
	}
	if sent != string(hint) {
		t.Fatalf("hint %s: the highlighted button sends %s", hint, sent)
	}
}
