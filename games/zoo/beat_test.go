package zoo

import (
	"slices"
	"strings"
	"testing"

	"menagerie/games"
)

func TestParseAnimal(t *testing.T) {
	for _, c := range []struct {
		id   string
		want Animal
		ok   bool
	}{
		{"whale", Whale, true},
		{"polarbear", PolarBear, true},
		{"mosquito", Mosquito, true},
		{"chameleon", Chameleon, true},
		{"", 0, false},
		{"Whale", 0, false},
		{"polar bear", 0, false},
		{"?", 0, false},
	} {
		if got, ok := ParseAnimal(c.id); got != c.want || ok != c.ok {
			t.Errorf("ParseAnimal(%q) = %v, %v; want %v, %v", c.id, got, ok, c.want, c.ok)
		}
	}
	for a := Whale; a <= Chameleon; a++ {
		if back, ok := ParseAnimal(a.String()); !ok || back != a {
			t.Errorf("%v reads back as %v, %v", a, back, ok)
		}
	}
}

func TestParseCards(t *testing.T) {
	for _, c := range []struct {
		ids  string
		want Cards
		ok   bool
	}{
		{"", 0, true},
		{"elephant elephant mosquito", CardsOf(Elephant, 2) + CardsOf(Mosquito, 1), true},
		{"chameleon whale whale", CardsOf(Whale, 2) + CardsOf(Chameleon, 1), true},
		{"mouse mouse mouse mouse mouse", CardsOf(Mouse, 5), true},
		{"mouse mouse mouse mouse mouse mouse", 0, false},
		{"mouse cat", 0, false},
	} {
		if got, ok := ParseCards(strings.Fields(c.ids)...); got != c.want || ok != c.ok {
			t.Errorf("ParseCards(%s) = %v, %v; want %v, %v", c.ids, got, ok, c.want, c.ok)
		}
	}
}

func TestBeaters(t *testing.T) {
	for _, c := range []struct {
		a    Animal
		n    int
		want []Beater
	}{
		{Seal, 1, []Beater{{Seal, 2}, {Whale, 1}, {PolarBear, 1}}},
		{Elephant, 2, []Beater{{Elephant, 3}, {Mouse, 2}}},
		{Whale, 1, []Beater{{Whale, 2}}},
		{Mouse, 2, []Beater{{Mouse, 3}, {Crocodile, 2}, {PolarBear, 2}, {Lion, 2}, {Seal, 2}, {Fox, 2}, {Hedgehog, 2}}},
		{Mosquito, 1, []Beater{{Mosquito, 2}, {Hedgehog, 1}, {Fish, 1}, {Mouse, 1}}},
		{Hedgehog, 3, []Beater{{Hedgehog, 4}, {Fox, 3}}},
		{Chameleon, 1, nil},
		{Seal, 0, nil},
		{Animal(13), 1, nil},
	} {
		if got := Beaters(c.a, c.n); !slices.Equal(got, c.want) {
			t.Errorf("Beaters(%v, %d) = %v, want %v", c.a, c.n, got, c.want)
		}
	}
}

// Beaters lists exactly the kinds of set that BeatsSet accepts.
func TestBeatersAreBeatsSet(t *testing.T) {
	for a := Whale; a <= Chameleon+1; a++ {
		for n := range 8 {
			list := Beaters(a, n)
			for b := Whale; b <= Chameleon+1; b++ {
				for m := range 9 {
					if got, want := slices.Contains(list, Beater{b, m}), BeatsSet(b, m, a, n); got != want {
						t.Errorf("%d × %v against %d × %v: listed %v, BeatsSet %v", m, b, n, a, got, want)
					}
				}
			}
		}
	}
}

func TestBeatenBy(t *testing.T) {
	for _, c := range []struct {
		a    Animal
		want []Animal
	}{
		{Whale, nil},
		{Elephant, []Animal{Mouse}},
		{Seal, []Animal{Whale, PolarBear}},
		{Fox, []Animal{Elephant, Crocodile, PolarBear, Lion}},
		{Mosquito, []Animal{Hedgehog, Fish, Mouse}},
		{Chameleon, nil},
	} {
		if got := BeatenBy(c.a); !slices.Equal(got, c.want) {
			t.Errorf("BeatenBy(%v) = %v, want %v", c.a, got, c.want)
		}
	}
	for a := Whale; a <= Chameleon; a++ {
		for b := Whale; b <= Chameleon; b++ {
			if slices.Contains(BeatenBy(a), b) != Beats(b, a) {
				t.Errorf("BeatenBy(%v) and Beats(%v, %v) disagree", a, b, a)
			}
		}
	}
}

// Against any set on the table, the plays Legal lists are exactly the
// sets of the hand whose animal and size Beaters lists.
func TestLegalBeatsAreBeaters(t *testing.T) {
	hand := cs("whale whale elephant elephant elephant crocodile crocodile polarbear polarbear lion lion seal seal seal fox fox perch perch hedgehog hedgehog hedgehog fish fish mouse mouse mouse mosquito mosquito chameleon")
	plays := 0
	for a := Whale; a < Chameleon; a++ {
		for n := 1; n <= 3; n++ {
			s := table(t, 4, "")
			s.setHands(0, CardsOf(a, n)+CardsOf(Perch, 1), hand, CardsOf(Whale, 1), CardsOf(Whale, 1))
			must(t, s, 0, Move{Kind: KindPlay, Cards: CardsOf(a, n), As: a})
			beaters := Beaters(a, n)
			for _, l := range s.Legal(1) {
				m := l.(Move)
				if m.Kind != KindPlay {
					continue
				}
				plays++
				if !slices.Contains(beaters, Beater{m.As, m.Cards.Total()}) {
					t.Errorf("%d × %v: Legal plays %v, not among %v", n, a, m, beaters)
				}
			}
			for _, b := range beaters {
				if plain := CardsOf(b.As, b.N); hand.Contains(plain) && !slices.Contains(s.Legal(1), games.Move(Move{Kind: KindPlay, Cards: plain, As: b.As})) {
					t.Errorf("%d × %v: Legal lacks %v", n, a, plain)
				}
			}
		}
	}
	if plays < 100 {
		t.Errorf("only %d plays checked", plays)
	}
}
