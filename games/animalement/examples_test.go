package animalement

import (
	"reflect"
	"slices"
	"testing"
)

// The three worked examples of the French rule sheet.

// "Fier comme un paon" est mis aux enchères. Sandra mise 20, Natacha mise
// 25, Alexandre passe son tour et Sylvie surenchérit à 26 (avec la carte 25
// et 1). […] Sandra […] reprend ses cartes. Natacha ajoute une carte
// d'enchère de 2 points à son offre de 25. Trop fort pour Sylvie qui reprend
// elle aussi ses cartes d'enchères. C'est donc Natacha qui emporte la carte
// d'animal et la paye 27 (25 + 2).
func TestSheetPeacock(t *testing.T) {
	const sandra, natacha, alexandre, sylvie = 0, 1, 2, 3
	s := table(t, 4, sandra, Peacock, Mule)
	if v := view(s); v.Card != "peacock" || v.Negative || v.Turn != sandra {
		t.Fatalf("start: card %s neg %v turn %d", v.Card, v.Negative, v.Turn)
	}
	play(t, s, sandra, Bid(20), natacha, Bid(25), alexandre, Pass(), sylvie, Bid(1, 25))
	if s.high != 26 || s.bidder != sylvie {
		t.Fatalf("high bid %d by %d, want 26 by Sylvie", s.high, s.bidder)
	}
	wantSeat(t, s, sandra)
	play(t, s, sandra, Pass())
	if got := s.seats[sandra].hand; got != fullHand {
		t.Fatalf("Sandra took back %v, holds %v", money(t, 20), got.Values())
	}
	wantSeat(t, s, natacha)
	// Natacha's 25 stays laid: adding 1 only ties Sylvie's 26, adding 2 beats it.
	refuse(t, s, natacha, Bid(1))
	refuse(t, s, natacha, Bid(25)) // already on the table, not in hand
	if l := legalStrings(s, natacha); slices.Contains(l, "bid 1") || !slices.Contains(l, "bid 2") {
		t.Fatalf("Natacha's legal moves %v", l)
	}
	play(t, s, natacha, Bid(2))
	wantSeat(t, s, sylvie) // Alexandre has passed: he is skipped
	play(t, s, sylvie, Pass())

	n := s.seats[natacha]
	if !n.animals.has(Peacock) || n.spent != money(t, 2, 25) || n.hand != fullHand&^money(t, 2, 25) {
		t.Fatalf("Natacha: animals %v spent %v hand %v", n.animals.list(), n.spent.Values(), n.hand.Values())
	}
	for _, p := range []int{sandra, alexandre, sylvie} {
		if s.seats[p].hand != fullHand || s.seats[p].spent != 0 || s.seats[p].animals != 0 {
			t.Fatalf("seat %d: hand %v spent %v", p, s.seats[p].hand.Values(), s.seats[p].spent.Values())
		}
	}
	v := view(s)
	want := &Last{Seat: sylvie, Kind: KindPass, Cards: []int{1, 25}, Revealed: "mule", Sale: &Sale{
		Animal: "peacock", Taker: natacha,
		Paid: [][]int{{}, {2, 25}, {}, {}}, Back: [][]int{{}, {}, {}, {}},
	}}
	if !reflect.DeepEqual(v.Last, want) {
		t.Fatalf("last = %+v %+v, want %+v %+v", v.Last, v.Last.Sale, want, want.Sale)
	}
	// Natacha, who received the card, reveals the next one and opens.
	if v.Card != "mule" || v.Opener != natacha || v.Turn != natacha || v.High != 0 || v.Bidder != -1 {
		t.Fatalf("next auction: card %s opener %d turn %d high %d", v.Card, v.Opener, v.Turn, v.High)
	}
}

// « Donner sa langue au chat » est mis aux enchères. C'est Natacha qui mise
// un 4, Alexandre monte à 5, Sandra pose un 7 et Sylvie mise un 10. Natacha
// a de nouveau la main et monte à 13. Alexandre est le premier à passer son
// tour : il est donc obligé de prendre la carte. Il reprend les cartes qu'il
// avait mises. Les autres joueurs sont obligés de poser sur la pile de
// défausse toutes les cartes d'enchère qu'ils avaient mises.
func TestSheetCat(t *testing.T) {
	const natacha, alexandre, sandra, sylvie = 0, 1, 2, 3
	s := table(t, 4, natacha, Cat, Whale)
	if v := view(s); !v.Negative {
		t.Fatal("the cat is not auctioned as a negative card")
	}
	// 5 and 7 are not money cards: Alexandre lays 2+3, Sandra 1+6; Natacha
	// goes from 4 to 13 by adding 1+8.
	play(t, s, natacha, Bid(4), alexandre, Bid(2, 3), sandra, Bid(1, 6), sylvie, Bid(10),
		natacha, Bid(1, 8))
	if s.high != 13 {
		t.Fatalf("high bid %d, want 13", s.high)
	}
	play(t, s, alexandre, Pass())
	a := s.seats[alexandre]
	if a.animals != set(Cat) || a.hand != fullHand || a.spent != 0 {
		t.Fatalf("Alexandre: animals %v hand %v spent %v", a.animals.list(), a.hand.Values(), a.spent.Values())
	}
	for p, paid := range map[int]Money{natacha: money(t, 1, 4, 8), sandra: money(t, 1, 6), sylvie: money(t, 10)} {
		if s.seats[p].spent != paid || s.seats[p].hand != fullHand&^paid || s.seats[p].animals != 0 {
			t.Fatalf("seat %d: spent %v, want %v", p, s.seats[p].spent.Values(), paid.Values())
		}
	}
	v := view(s)
	// The auction ended at once; Alexandre reveals the next card and opens.
	if v.Card != "whale" || v.Turn != alexandre || v.Opener != alexandre {
		t.Fatalf("next auction: card %s turn %d", v.Card, v.Turn)
	}
	want := &Last{Seat: alexandre, Kind: KindPass, Cards: []int{2, 3}, Revealed: "whale", Sale: &Sale{
		Animal: "cat", Taker: alexandre, Neg: true,
		Paid: [][]int{{1, 4, 8}, {}, {1, 6}, {10}}, Back: [][]int{{}, {2, 3}, {}, {}},
	}}
	if !reflect.DeepEqual(v.Last, want) {
		t.Fatalf("last = %+v %+v, want %+v %+v", v.Last, v.Last.Sale, want, want.Sale)
	}
}

// Sandra holds "sobre comme un chameau" (5), "chaud comme un lapin" (7),
// "donner sa langue au chat", "vif comme un poisson" and "larmes de
// crocodile": (12 − 5) × 2 × ½ = 7. And the crocodile, the mole (2) and the
// mule (4) are worth 3 instead of 6.
func TestSheetScores(t *testing.T) {
	sandra := set(Camel, Rabbit, Cat, Fish, Crocodile)
	score7, steps := sandra.Score(), sandra.steps()
	want := []Step{
		{Kind: StepSum, Cards: []string{"camel", "rabbit"}, Value: 12},
		{Kind: StepMinus5, Cards: []string{"cat"}, Value: 7},
		{Kind: StepDouble, Cards: []string{"fish"}, Value: 14},
		{Kind: StepHalf, Cards: []string{"crocodile"}, Value: 7},
	}
	if score7 != 7 || !reflect.DeepEqual(steps, want) {
		t.Fatalf("Sandra scores %v %+v, want 7 %+v", score7, steps, want)
	}
	if got := set(Crocodile, Mole, Mule).Score(); got != 3 {
		t.Fatalf("crocodile, mole, mule score %v, want 3", got)
	}
}
