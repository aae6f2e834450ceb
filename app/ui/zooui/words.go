package zooui

import (
	"strings"

	"menagerie/app/ui/kit"
	"menagerie/games/zoo"
)

// cardsText writes cards as "2 éléphants + 1 moustique".
func cardsText(c zoo.Cards) string {
	var parts []string
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		if k := c.Count(a); k > 0 {
			parts = append(parts, kit.Animals(a.String(), k))
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, " + ")
}

// listText writes cards listed one identifier per card, as cardsText does.
func listText(list []string) string {
	c, _ := zoo.ParseCards(list...)
	return cardsText(c)
}

// setText writes a set as what it counts as, with its cards when they
// differ: "3 éléphants (2 éléphants + 1 moustique)".
func setText(c zoo.Cards, as zoo.Animal) string {
	whole := kit.Animals(as.String(), c.Total())
	if c.Count(as) == c.Total() {
		return whole
	}
	return whole + " (" + cardsText(c) + ")"
}

// listSetText is setText for cards listed by identifier and an animal's
// identifier, as views give them.
func listSetText(list []string, as string) string {
	c, _ := zoo.ParseCards(list...)
	a, ok := zoo.ParseAnimal(as)
	if !ok {
		return cardsText(c)
	}
	return setText(c, a)
}

// faces are cards as small pictures inline in a line of text.
func faces(list []string) []kit.Face {
	out := make([]kit.Face, 0, len(list))
	for _, id := range list {
		out = append(out, kit.Face{Art: id, Class: "zoo-face a-" + id, Label: kit.Animal(id)})
	}
	return out
}

// cardFaces are faces of a multiset of cards, in hand order.
func cardFaces(c zoo.Cards) []kit.Face {
	var list []string
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		for range c.Count(a) {
			list = append(list, a.String())
		}
	}
	return faces(list)
}

// beaterFaces are the kinds of set that beat n × a, as faces: the
// animal's picture and how many of it.
func beaterFaces(a zoo.Animal, n int) []kit.Face {
	var out []kit.Face
	for _, b := range zoo.Beaters(a, n) {
		id := b.As.String()
		out = append(out, kit.Face{Art: id, Text: "×" + itoa(b.N), Class: "zoo-face a-" + id, Label: kit.Animals(id, b.N)})
	}
	return out
}

// the is an animal's name with the definite article, in l: "la souris",
// "l’éléphant", "the mouse".
func the(l kit.Lang, a zoo.Animal) string {
	name := kit.AnimalName(l, a.String(), false)
	switch {
	case l == kit.English:
		return "the " + name
	case a == zoo.Whale || a == zoo.Perch || a == zoo.Mouse:
		return "la " + name
	case a == zoo.Elephant || a == zoo.PolarBear:
		return "l’" + name
	}
	return "le " + name // le hérisson: an aspirated h
}
