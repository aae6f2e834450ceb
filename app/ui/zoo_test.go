package ui

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/zoo"
)

// zooTestTable starts a table of bots.
func zooTestTable(t *testing.T, players int, variant string, seed uint64) *table.Table {
	t.Helper()
	return botTable(t, "zoo", games.Config{Players: players, Seed: seed, Variant: variant})
}

// TestZooBoardRenders plays whole games at random, simple and in teams, and
// draws the table after every move for the player to act and for a
// spectator, in both languages: nothing panics, no text key is missing and
// every log line names its player.
func TestZooBoardRenders(t *testing.T) {
	seen := map[string]bool{}
	var marks []string
	for _, id := range []string{"zoo-ask-laid", "zoo-give", "zoo-aside", "zoo-complete", "zoo-summary", "zoo-end", "zoo-team"} {
		marks = append(marks, `id="`+id+`"`)
	}
	for _, c := range []struct {
		players int
		variant string
		seed    uint64
	}{{3, "", 1}, {4, "", 2}, {4, zoo.VariantPartners, 3}, {5, zoo.VariantPartners, 4}, {7, zoo.VariantPartners, 5}} {
		drawEveryPosition(t, zooTestTable(t, c.players, c.variant, c.seed), boardRun{
			name:     fmt.Sprintf("%+v", c),
			draw:     func(p *playPage, u table.Update) app.UI { return &zooTable{P: p, U: u} },
			describe: zooDescribe,
			maxMoves: 20000,
			pick:     anyMove(rand.New(rand.NewPCG(c.seed, 9))),
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// TestZooTapsBuildEveryMove taps, in random positions, the cards of every
// legal move one at a time: each card can be tapped, and the choice then is
// exactly that move, which the confirm button sends.
func TestZooTapsBuildEveryMove(t *testing.T) {
	tb := zooTestTable(t, 5, zoo.VariantPartners, 11)
	rng := rand.New(rand.NewPCG(11, 3))
	kinds := map[zoo.Kind]int{}
	for step := 0; !tb.Over() && step < 3000; step++ {
		seat := tb.ToAct()[0]
		u := tb.Update(seat)
		var v zoo.View
		if err := decodeView(u, &v); err != nil {
			t.Fatal(err)
		}
		z := &zooTable{U: u}
		for _, mv := range zooMoves(u) {
			if !zooPicked(mv.m.Kind) {
				continue
			}
			z.key = "" // start afresh for each move
			z.sync(u, v)
			// Tap the move's cards in a random order.
			var want []string
			for a := zoo.Whale; a <= zoo.Chameleon; a++ {
				for range mv.m.Cards.Count(a) {
					want = append(want, a.String())
				}
			}
			rng.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
			for _, id := range want {
				i := -1
				for j, h := range v.Hand {
					if h == id && !z.sel[j] {
						i = j
						break
					}
				}
				if i < 0 {
					t.Fatalf("%v: no %s left to tap in %v", mv.m, id, v.Hand)
				}
				z.tap(i)
				if !z.sel[i] {
					t.Fatalf("%v: tapping %s after %v did not choose it", mv.m, id, zooCardsText(z.selected(v.Hand)))
				}
			}
			if got := z.selected(v.Hand); got != mv.m.Cards {
				t.Fatalf("chose %v, want %v", got, mv.m.Cards)
			}
			kinds[mv.m.Kind]++
		}
		legal := u.Legal
		if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []zoo.Kind{zoo.KindPlay, zoo.KindAsk, zoo.KindComplete, zoo.KindGive, zoo.KindSetAside} {
		if kinds[k] == 0 {
			t.Errorf("no %v move was built", k)
		}
	}
}

// TestZooTexts checks that every zoo text has both languages with the same
// placeholders.
func TestZooTexts(t *testing.T) {
	verbs := regexp.MustCompile(`%[+]?[sdv]`)
	for k, v := range zooTexts {
		if v[0] == "" || v[1] == "" {
			t.Errorf("%s: an empty text", k)
		}
		if fr, en := verbs.FindAllString(v[0], -1), verbs.FindAllString(v[1], -1); !slices.Equal(fr, en) {
			t.Errorf("%s: placeholders %v in French, %v in English", k, fr, en)
		}
	}
}

// TestZooWords writes sets, beaters and places in words.
func TestZooWords(t *testing.T) {
	defer setLang(lang)
	setLang(French)
	if got := zooSetText([]string{"elephant", "mosquito", "chameleon"}, "elephant"); got != "3 éléphants (1 éléphant + 1 moustique + 1 caméléon)" {
		t.Errorf("got %q", got)
	}
	if got := strings.Join(zooBeaters("elephant", 2), ", "); got != "3 éléphants, 2 souris" {
		t.Errorf("got %q", got)
	}
	if got := zooOrdinal(1) + zooOrdinal(2); got != "1er2e" {
		t.Errorf("got %q", got)
	}
	setLang(English)
	if got := zooOrdinal(1) + zooOrdinal(2) + zooOrdinal(3) + zooOrdinal(11); got != "1st2nd3rd11th" {
		t.Errorf("got %q", got)
	}
	if got := zooJoin([]string{"A", "B", "C"}); got != "A, B and C" {
		t.Errorf("got %q", got)
	}
}
