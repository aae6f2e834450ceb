package chevauxui

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// TestGuideTips: in the guided game, whatever the bots draw, every tip
// comes up while the game waits for the player.
func TestGuideTips(t *testing.T) {
	g := Game.Guide
	kittest.CheckTips(t, g)
	for _, tip := range g.Tips {
		if texts[tip.Key] != tip.Text {
			t.Errorf("tip %s: its text is not the texts' %q", tip.Key, texts[tip.Key])
		}
	}
	runs := 20
	if testing.Short() {
		runs = 5
	}
	for run := range runs {
		seed := uint64(run) + 1
		got := kittest.PlayGuided(t, Game, seed, nil)
		var v struct {
			Battles int `json:"battles"`
		}
		if err := json.Unmarshal(got.Final.View, &v); err != nil {
			t.Fatal(err)
		}
		if missing := got.Missing(g); len(missing) > 0 {
			t.Errorf("bots' seed %d: tips %v never came up in %d battles", seed, missing, v.Battles)
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
