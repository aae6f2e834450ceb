package animalementui

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
	"menagerie/games/animalement"
)

// TestHintMarked proposes legal moves on the player's turns of several
// games and follows the marks as the guided game's player does: tapping
// the marked cards not yet picked, in document order, then the marked move
// button sends exactly the proposed move; the marks are exactly the bid's
// cards and the bid button, the pass button, or the card to discard. A
// move that is not legal here marks nothing.
func TestHintMarked(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	kinds := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 0x68696e74))
		play(t, 3+int(seed%3), seed, func(u table.Update) {
			if !kit.Mine(u) {
				return
			}
			stale, _ := json.Marshal(animalement.Discard(animalement.Whale))
			if !slices.ContainsFunc(u.Legal, func(raw json.RawMessage) bool { return string(raw) == string(stale) }) {
				html := app.HTMLString(Board(&kittest.Table{Proposed: stale}, u))
				if strings.Contains(html, "hinted") {
					t.Fatalf("seed %d: a move that is not legal is marked", seed)
				}
			}
			for range 3 {
				raw := u.Legal[rng.IntN(len(u.Legal))]
				want, _ := decodeMove(raw)
				kinds[want.Kind]++
				followHint(t, u, raw, want)
			}
		})
	}
	for _, k := range []string{animalement.KindBid, animalement.KindPass, animalement.KindDiscard} {
		if kinds[k] == 0 {
			t.Errorf("no %s proposed", k)
		}
	}
}

// followHint draws the board of u with raw proposed, checks what is marked
// and plays the marks.
func followHint(t *testing.T, u table.Update, raw json.RawMessage, want animalement.Move) {
	t.Helper()
	c := Board(&kittest.Table{Proposed: raw}, u).(*board)
	var marked []string
	for _, e := range kittest.Marked(app.HTMLString(c)) {
		marked = append(marked, e.ID())
	}
	var wantMarked []string
	switch want.Kind {
	case animalement.KindBid:
		for _, v := range want.Cards.Values() {
			wantMarked = append(wantMarked, fmt.Sprintf("money-%d", v))
		}
		wantMarked = append(wantMarked, "bid")
	case animalement.KindPass:
		wantMarked = []string{"pass"}
	case animalement.KindDiscard:
		wantMarked = []string{"discard-" + want.Animal.String()}
	}
	if !slices.Equal(marked, wantMarked) {
		t.Fatalf("%s proposed: marked %v, want %v", raw, marked, wantMarked)
	}
	if want.Kind == animalement.KindBid {
		// A card picked beyond the proposed bid takes the mark off the bid
		// button, which would send another bid.
		var v animalement.View
		if err := kit.DecodeView(u, &v); err != nil {
			t.Fatal(err)
		}
		hand, _ := animalement.MoneyOf(v.Hand...)
		if extra := hand &^ want.Cards; extra != 0 {
			c.sel = extra & -extra
			if slices.ContainsFunc(kittest.Marked(app.HTMLString(c)), func(e kittest.Elem) bool { return e.ID() == "bid" }) {
				t.Fatalf("%s proposed: the bid button is marked with %v picked", raw, c.sel.Values())
			}
			c.sel = 0
		}
	}
	// A money card is picked by its value; the card to discard and the
	// move buttons send their move.
	sent, drawn := kittest.Follow(func() string { return app.HTMLString(c) }, func(e kittest.Elem) {
		n, err := strconv.Atoi(e.Data("v"))
		if err != nil {
			t.Fatalf("%s proposed: %+v is marked", raw, e)
		}
		c.sel ^= moneyBit(n)
	}, animalement.NumMoney+2)
	if sent == "" {
		t.Fatalf("%s proposed: the marks never send it (picked %v, marks %v)", raw, c.sel.Values(), drawn[len(drawn)-1])
	}
	checkSent(t, raw, sent, want)
}

// checkSent checks that the move sent is the one proposed, as one of the
// legal moves.
func checkSent(t *testing.T, raw json.RawMessage, sent string, want animalement.Move) {
	t.Helper()
	got, ok := decodeMove(json.RawMessage(sent))
	if !ok || got != want {
		t.Fatalf("%s proposed: the marks send %s", raw, sent)
	}
}
