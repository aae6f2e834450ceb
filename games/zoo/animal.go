package zoo

// Animal is one of the thirteen card faces. Its order (whale first,
// chameleon last) is only the order hands are sorted in: who beats whom is
// the chart in beatenBy, never a comparison of these numbers.
type Animal uint8

// The animals, in the order hands are shown.
const (
	Whale Animal = iota
	Elephant
	Crocodile
	PolarBear
	Lion
	Seal
	Fox
	Perch
	Hedgehog
	Fish
	Mouse
	Mosquito
	Chameleon
)

// numAnimals is the number of card faces, the chameleon included.
const numAnimals = 13

// animalNames are the stable identifiers used in moves and views.
var animalNames = [numAnimals]string{
	"whale", "elephant", "crocodile", "polarbear", "lion", "seal", "fox",
	"perch", "hedgehog", "fish", "mouse", "mosquito", "chameleon",
}

// String returns the animal's identifier, e.g. "polarbear".
func (a Animal) String() string {
	if int(a) < numAnimals {
		return animalNames[a]
	}
	return "?"
}

// ParseAnimal is the inverse of Animal.String: it reads an animal's
// identifier, as moves and views give it ("polarbear"), and reports false
// for any other string.
func ParseAnimal(id string) (Animal, bool) {
	for a, n := range animalNames {
		if n == id {
			return Animal(a), true
		}
	}
	return 0, false
}

// beatenBy is the chart printed in each card's bubble: the animals that
// beat the given one. The relation is not transitive (the mouse beats the
// elephant, the elephant beats the fox, the fox does not beat the mouse's
// beaters in turn), so it is kept as a table. The chameleon beats nothing
// on its own: it only ever counts as another animal.
var beatenBy = [numAnimals]uint16{
	Whale:     0,
	Elephant:  1 << Mouse,
	Crocodile: 1 << Elephant,
	PolarBear: 1<<Whale | 1<<Elephant,
	Lion:      1 << Elephant,
	Seal:      1<<Whale | 1<<PolarBear,
	Fox:       1<<Elephant | 1<<Crocodile | 1<<PolarBear | 1<<Lion,
	Perch:     1<<Whale | 1<<Crocodile | 1<<PolarBear | 1<<Seal,
	Hedgehog:  1 << Fox,
	Fish:      1<<Whale | 1<<Crocodile | 1<<Seal | 1<<Perch,
	Mouse:     1<<Crocodile | 1<<PolarBear | 1<<Lion | 1<<Seal | 1<<Fox | 1<<Hedgehog,
	Mosquito:  1<<Hedgehog | 1<<Fish | 1<<Mouse,
}

// Beats reports whether one card of animal a beats one card of animal b
// (so k × a beats k × b).
func Beats(a, b Animal) bool {
	return int(a) < numAnimals && int(b) < numAnimals && beatenBy[b]&(1<<a) != 0
}

// deckFor is the deck for a player count: 5 of each of the eleven big
// animals, 4 mosquitoes and the chameleon (60 cards); with three players,
// one lion, one elephant, one mouse and two of every other animal
// (mosquitoes included) are left out (39 cards).
func deckFor(players int) Cards {
	var c Cards
	for a := Whale; a < Mosquito; a++ {
		k := 5
		if players == 3 {
			k = 3
			if a == Lion || a == Elephant || a == Mouse {
				k = 4
			}
		}
		c |= CardsOf(a, k)
	}
	if players == 3 {
		return c | CardsOf(Mosquito, 2) | CardsOf(Chameleon, 1)
	}
	return c | CardsOf(Mosquito, 4) | CardsOf(Chameleon, 1)
}
