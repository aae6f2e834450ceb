package chevauxui

import (
	"math/rand/v2"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// TestGuideTexts: the tips' texts are the package's (kittest.Check plays
// the guided game and checks that every tip comes up).
func TestGuideTexts(t *testing.T) {
	for _, tip := range Game.Guide.Tips {
		if texts[tip.Key] != tip.Text {
			t.Errorf("tip %s: its text is not the texts' %q", tip.Key, texts[tip.Key])
		}
	}
}

// TestHintHighlight: whatever legal move is proposed, the board marks the
// elements that make it, and following the marks as the guided game does
// (tap the marked cards not yet pressed, in order, then the marked move
// button; see kittest.Follow) sends exactly that move in one tap; with no
// hint, nothing is marked.
func TestHintHighlight(t *testing.T) {
	kinds := map[string]int{}
	for _, d := range deals[1:3] {
		tb := kittest.BotTable(t, engine, games.Config{Players: d.players, Seed: d.seed, Variant: d.variant})
		play(t, tb, rand.New(rand.NewPCG(d.seed, 9)), func(_ games.Seat, u table.Update) {
			if got := kittest.Marked(app.HTMLString(board(&kittest.Table{}, u))); len(got) > 0 {
				t.Fatalf("no hint, yet %+v are marked", got)
			}
			for _, raw := range u.Legal {
				m, _ := kit.Decode[chevaux.Move](engine, raw)
				html := app.HTMLString(board(&kittest.Table{Proposed: raw}, u))
				sent, _ := kittest.Follow(func() string { return html }, func(e kittest.Elem) {
					t.Fatalf("hint %s: %+v is tapped, which sends nothing", raw, e)
				}, 1)
				if sent != string(raw) {
					t.Fatalf("hint %s: following the marks sends %s", raw, sent)
				}
				marked := kittest.Marked(html)
				var cards, buttons []kittest.Elem
				for _, e := range marked {
					if e.Data("move") != string(raw) {
						t.Fatalf("hint %s: %+v is marked", raw, e)
					}
					switch {
					case e.IsMove():
						buttons = append(buttons, e)
					case !e.Pressed():
						cards = append(cards, e)
					}
				}
				switch {
				case len(cards) == 1 && len(buttons) == 0:
					// One tap on the card sends the move.
				case len(cards) == 0 && len(buttons) == 1 && !buttons[0].Disabled():
					// The bar's button sends it.
				default:
					t.Fatalf("hint %s: the taps are %+v then %+v", raw, cards, buttons)
				}
				if m.Kind == chevaux.KindKeep && len(marked) != 2 {
					t.Fatalf("keeping marks %+v, not the characteristic in force and the keep button", marked)
				}
				kinds[m.Kind]++
			}
		})
	}
	for _, k := range []string{chevaux.KindChoose, chevaux.KindKeep, chevaux.KindSwitch, chevaux.KindCollect} {
		if kinds[k] == 0 {
			t.Errorf("no hint proposed %q", k)
		}
	}
}
