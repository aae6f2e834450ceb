package zoo

import (
	"testing"
)

// TestChart checks all 144 ordered pairs of the twelve animals against the
// "is beaten by" chart printed on the cards, typed here again
// independently.
func TestChart(t *testing.T) {
	beatenBy := map[string][]string{
		"whale":     {},
		"elephant":  {"mouse"},
		"crocodile": {"elephant"},
		"polarbear": {"whale", "elephant"},
		"lion":      {"elephant"},
		"seal":      {"whale", "polarbear"},
		"fox":       {"elephant", "crocodile", "polarbear", "lion"},
		"perch":     {"whale", "crocodile", "polarbear", "seal"},
		"hedgehog":  {"fox"},
		"fish":      {"whale", "crocodile", "seal", "perch"},
		"mouse":     {"crocodile", "polarbear", "lion", "seal", "fox", "hedgehog"},
		"mosquito":  {"hedgehog", "fish", "mouse"},
	}
	animals := []string{"whale", "elephant", "crocodile", "polarbear", "lion", "seal", "fox", "perch", "hedgehog", "fish", "mouse", "mosquito"}
	pairs := 0
	for _, loser := range animals {
		for _, winner := range animals {
			want := false
			for _, w := range beatenBy[loser] {
				want = want || w == winner
			}
			a, _ := ParseAnimal(winner)
			b, _ := ParseAnimal(loser)
			if got := Beats(a, b); got != want {
				t.Errorf("Beats(%s, %s) = %v, want %v", winner, loser, got, want)
			}
			pairs++
		}
	}
	if pairs != 144 {
		t.Fatalf("checked %d pairs", pairs)
	}
	for a := range Animal(numAnimals) {
		if Beats(Chameleon, a) || Beats(a, Chameleon) {
			t.Errorf("the chameleon beats or is beaten by %v on its own", a)
		}
	}
}

// TestSheetChartExamples are the sheet's section 3 examples.
func TestSheetChartExamples(t *testing.T) {
	for _, c := range []struct {
		a, b Animal
		want bool
	}{
		{PolarBear, Seal, true}, {Whale, Seal, true},
		{Elephant, Fox, true}, {Fox, Hedgehog, true}, {Elephant, Hedgehog, false},
		{Mouse, Elephant, true},
	} {
		if Beats(c.a, c.b) != c.want {
			t.Errorf("Beats(%v, %v) != %v", c.a, c.b, c.want)
		}
	}
}

func TestDeck(t *testing.T) {
	full := deckFor(5)
	if full.Total() != 60 {
		t.Fatalf("deck of %d cards", full.Total())
	}
	for a := Whale; a < Mosquito; a++ {
		if full.Count(a) != 5 {
			t.Errorf("%d %v", full.Count(a), a)
		}
	}
	if full.Count(Mosquito) != 4 || full.Count(Chameleon) != 1 {
		t.Errorf("%d mosquitoes, %d chameleons", full.Count(Mosquito), full.Count(Chameleon))
	}
	small := deckFor(3)
	want := cs("whale whale whale elephant elephant elephant elephant crocodile crocodile crocodile " +
		"polarbear polarbear polarbear lion lion lion lion seal seal seal fox fox fox perch perch perch " +
		"hedgehog hedgehog hedgehog fish fish fish mouse mouse mouse mouse mosquito mosquito chameleon")
	if small != want || small.Total() != 39 {
		t.Errorf("three-player deck %v (%d cards), want %v", small, small.Total(), want)
	}
	for n := 3; n <= 7; n++ {
		s, err := newState(gamesConfig(n, ""))
		if err != nil {
			t.Fatal(err)
		}
		var all Cards
		for i := range n {
			all += s.hand[i]
		}
		if all != deckFor(n) {
			t.Errorf("%d players: dealt %v", n, all)
		}
	}
}

func TestCardsArithmetic(t *testing.T) {
	h := cs("elephant elephant mosquito chameleon mouse")
	if h.Total() != 5 || h.Count(Elephant) != 2 || h.kinds() != 4 {
		t.Fatalf("%v: total %d, kinds %d", h, h.Total(), h.kinds())
	}
	if !h.Contains(cs("elephant mosquito")) || h.Contains(cs("elephant elephant elephant")) || h.Contains(cs("whale")) {
		t.Error("Contains")
	}
	if got := cs("lion lion fox").floorMinus(cs("lion fox fox")); got != cs("lion") {
		t.Errorf("floorMinus = %v", got)
	}
	if got := cs("lion lion").atLeast(cs("lion fox")); got != cs("lion lion fox") {
		t.Errorf("atLeast = %v", got)
	}
	if deckFor(4).Total() != 60 || !deckFor(4).Contains(deckFor(3)) {
		t.Error("decks")
	}
}

// TestSets covers what a set is and what it counts as, with the sheet's
// examples of the mosquito and the chameleon.
func TestSets(t *testing.T) {
	for _, c := range []struct {
		cards string
		as    Animal
		ok    bool
	}{
		{"seal", Seal, true},
		{"seal seal seal", Seal, true},
		{"seal chameleon", Seal, true},
		{"elephant mosquito", Elephant, true},                   // an elephant and a mosquito are two elephants
		{"chameleon mosquito", Mosquito, true},                  // the joker and a mosquito are two mosquitoes
		{"elephant chameleon mosquito", Elephant, true},         // three elephants
		{"elephant elephant elephant mosquito", Elephant, true}, //
		{"mosquito mosquito mosquito", Mosquito, true},          // several mosquitoes are mosquitoes
		{"mosquito mosquito chameleon", Mosquito, true},
		{"chameleon", 0, false},                  // never alone
		{"elephant mosquito mosquito", 0, false}, // only one mosquito with elephants
		{"lion mosquito", 0, false},              // mosquitoes join elephants only
		{"seal lion", 0, false},                  // one animal per set
		{"", 0, false},                           //
		{"whale whale chameleon", Whale, true},   //
		{"mouse mouse mouse mouse mouse chameleon", Mouse, true},
	} {
		as, ok := setAnimal(cs(c.cards))
		if ok != c.ok || (ok && as != c.as) {
			t.Errorf("setAnimal(%s) = %v, %v; want %v, %v", c.cards, as, ok, c.as, c.ok)
		}
	}
}

// TestBeating: exactly one more of the same animal, or as many of an animal
// that beats it; nothing else. The sheet: after a seal, two seals or one
// polar bear, but not three seals nor two polar bears.
func TestBeating(t *testing.T) {
	for _, c := range []struct {
		top, set string
		want     bool
	}{
		{"seal", "seal seal", true},
		{"seal", "polarbear", true},
		{"seal", "whale", true},
		{"seal", "seal seal seal", false},
		{"seal", "polarbear polarbear", false},
		{"seal", "seal", false},
		{"seal", "lion", false},
		{"seal", "seal chameleon", true},
		{"elephant", "elephant mosquito", true},
		{"elephant", "mouse", true},
		{"elephant", "crocodile", false},
		{"elephant", "mosquito", false},
		{"elephant elephant", "elephant chameleon mosquito", true},
		{"elephant elephant", "mouse chameleon", true},
		{"crocodile crocodile", "elephant mosquito", true},
		{"mosquito mosquito", "chameleon mosquito", false},
		{"mosquito mosquito", "mosquito mosquito mosquito", true},
		{"mosquito mosquito", "hedgehog hedgehog", true},
		{"mosquito mosquito", "elephant mosquito", false},
		{"mouse mouse", "hedgehog hedgehog", true},
		{"mouse mouse", "hedgehog", false},
		{"fox", "hedgehog", false},
		{"hedgehog", "fox", true},
		{"whale", "whale whale", true},
		{"whale", "elephant", false},
	} {
		a, _ := setAnimal(cs(c.top))
		b, ok := setAnimal(cs(c.set))
		got := ok && BeatsSet(b, cs(c.set).Total(), a, cs(c.top).Total())
		if got != c.want {
			t.Errorf("%s beats %s = %v, want %v", c.set, c.top, got, c.want)
		}
	}
}
