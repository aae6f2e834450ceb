package zooui

import "menagerie/games/zoo"

// The rules arithmetic below is the engine's; these copies stand in for
// zoo.ParseAnimal, zoo.ParseCards, zoo.Beater, zoo.Beaters and
// zoo.BeatenBy until the engine exports them, and go then.

// parseAnimal reads an animal's identifier ("polarbear").
func parseAnimal(id string) (zoo.Animal, bool) {
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		if a.String() == id {
			return a, true
		}
	}
	return 0, false
}

// parseCards counts the cards named by their animals' identifiers.
func parseCards(ids ...string) (zoo.Cards, bool) {
	var c zoo.Cards
	for _, id := range ids {
		a, ok := parseAnimal(id)
		if !ok || c.Count(a) == 5 {
			return 0, false
		}
		c = c.Plus(zoo.CardsOf(a, 1))
	}
	return c, true
}

// beater is a kind of set that beats the set on the table: N cards
// counting as As.
type beater struct {
	As zoo.Animal
	N  int
}

// beaters lists every kind of set that beats n cards counting as a: one
// more of a, then as many of each animal that beats a.
func beaters(a zoo.Animal, n int) []beater {
	if a >= zoo.Chameleon || n < 1 {
		return nil
	}
	out := []beater{{a, n + 1}}
	for _, b := range beatenBy(a) {
		out = append(out, beater{b, n})
	}
	return out
}

// beatenBy lists the animals that beat a, card for card, in hand order.
func beatenBy(a zoo.Animal) []zoo.Animal {
	var out []zoo.Animal
	for b := zoo.Whale; b < zoo.Chameleon; b++ {
		if zoo.Beats(b, a) {
			out = append(out, b)
		}
	}
	return out
}
