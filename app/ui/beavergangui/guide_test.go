package beavergangui

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games/beavergang"
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

// follow taps the marks of the board b as the guided game does (see
// kittest.Follow), each tap drawing b again. It returns the move sent, and
// the marks of each drawing.
func follow(b *board) (json.RawMessage, [][]kittest.Elem) {
	sent, drawn := kittest.Follow(func() string { return app.HTMLString(b) }, func(e kittest.Elem) {
		num := func(k string) int {
			n, err := strconv.Atoi(e.Data(k))
			if err != nil {
				return -1
			}
			return n
		}
		b.choose(e.Data("act"), num("seat"), num("slot"))
	}, 6)
	if sent == "" {
		return nil, drawn
	}
	return json.RawMessage(sent), drawn
}

// TestHintHighlight: whatever legal move is proposed, following the marks
// as the guided game does (tap the marked cards not yet pressed, in
// document order, then the marked move button) sends exactly that move,
// and marks only what makes it; with no hint, nothing is marked. The looks
// are pairs of moves: the peek then "ready", the Regarder's look then
// "back"; each is proposed on its own position.
func TestHintHighlight(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	kinds := map[string]int{}
	for _, seed := range []uint64{3, 8, 13} {
		rng := rand.New(rand.NewPCG(seed, 9))
		tb := newTable(t, 2+int(seed%3), seed)
		for step := 0; !tb.Over(); step++ {
			if step > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			seat := tb.ToAct()[0]
			u := tb.Update(seat)
			if got := kittest.Marked(app.HTMLString(newBoard(&kittest.Table{}, u))); len(got) > 0 {
				t.Fatalf("no hint, yet %+v are marked", got)
			}
			for _, raw := range u.Legal {
				m, _ := kit.Decode[beavergang.Move](engine, raw)
				if m.Kind == beavergang.KindPeek || m.Kind == beavergang.KindLook {
					begin(u, raw) // a look the page begins shows its cards
				}
				sent, drawn := follow(newBoard(&kittest.Table{Proposed: raw}, u))
				if string(sent) != string(raw) {
					t.Fatalf("seed %d: hint %s: following the marks %+v sends %s", seed, raw, drawn, sent)
				}
				for _, marked := range drawn {
					for _, e := range marked {
						if e.IsMove() && e.Data("move") != string(raw) {
							t.Fatalf("seed %d: hint %s: %+v is marked", seed, raw, e)
						}
					}
				}
				kinds[m.Kind]++
			}
			// Play the action cards, and knock seldom, to meet every kind.
			move := u.Legal[rng.IntN(len(u.Legal))]
			for _, raw := range u.Legal {
				m, _ := kit.Decode[beavergang.Move](engine, raw)
				if m.Kind == beavergang.KindPlay || m.Kind == beavergang.KindPeek || m.Kind == beavergang.KindPass && rng.IntN(10) > 0 {
					move = raw
				}
			}
			if err := tb.Act(seat, move); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{beavergang.KindPeek, beavergang.KindReady, beavergang.KindTake, beavergang.KindDraw,
		beavergang.KindReplace, beavergang.KindDiscard, beavergang.KindPlay, beavergang.KindSwap, beavergang.KindLook,
		beavergang.KindBack, beavergang.KindKnock, beavergang.KindPass} {
		if kinds[k] == 0 {
			t.Errorf("no hint proposed %q", k)
		}
	}
}
