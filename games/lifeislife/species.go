package lifeislife

import (
	"fmt"
	"strings"
)

// Species is one of the ten animals. Its number is its place in scoring
// order (most valuable first); its String is the stable identifier used in
// moves and views.
type Species uint8

// The ten species, in the order majorities are checked (value 9 down to 3).
const (
	Giraffe Species = iota
	Bear
	Mole
	Goat
	Sheep
	Dog
	Rabbit
	Pig
	Cat
	Mouse
)

// NumSpecies is the number of species in the deck.
const NumSpecies = 10

// DeckSize is the number of animal cards: the sum of every species' count.
const DeckSize = 60

var speciesNames = [NumSpecies]string{"giraffe", "bear", "mole", "goat", "sheep", "dog", "rabbit", "pig", "cat", "mouse"}

// speciesValue is both the number of cards of a species and the points a
// majority of it scores.
var speciesValue = [NumSpecies]int{9, 8, 7, 7, 6, 6, 5, 5, 4, 3}

// String returns the species identifier, e.g. "giraffe".
func (sp Species) String() string {
	if sp < NumSpecies {
		return speciesNames[sp]
	}
	return fmt.Sprintf("species(%d)", uint8(sp))
}

// Value is the points a majority of sp scores, which is also how many cards
// of sp the deck holds (0 for a number that is no species).
func (sp Species) Value() int {
	if sp < NumSpecies {
		return speciesValue[sp]
	}
	return 0
}

// ParseSpecies returns the species whose identifier is name.
func ParseSpecies(name string) (Species, error) {
	for i, n := range speciesNames {
		if n == name {
			return Species(i), nil
		}
	}
	return 0, fmt.Errorf("unknown species %q", name)
}

// Cards is a multiset of animal cards: how many of each species. Cards of
// one species are identical, so a hand, a row or a set of laid cards is
// fully described by its counts. They are packed four bits per species
// (species 0 lowest; no species has more than 9 cards), so that adding and
// removing cards is integer arithmetic and comparing is ==.
type Cards uint64

// fullDeck holds every card of the game.
var fullDeck = func() Cards {
	var c Cards
	for sp, v := range speciesValue {
		c |= Cards(v) << (4 * sp)
	}
	return c
}()

// CardsOf returns the multiset holding the given cards.
func CardsOf(cards ...Species) Cards {
	var c Cards
	for _, sp := range cards {
		c = c.add(sp, 1)
	}
	return c
}

// Count is the number of cards of species sp in c.
func (c Cards) Count(sp Species) int { return int(c >> (4 * sp) & 15) }

// add returns c with k more cards of species sp.
func (c Cards) add(sp Species, k int) Cards { return c + Cards(k)<<(4*sp) }

// Len is the number of cards in c.
func (c Cards) Len() int {
	// Sum the nibbles pairwise into bytes, then all bytes into the top one.
	x := uint64(c)&0x0f0f0f0f0f0f0f0f + uint64(c)>>4&0x0f0f0f0f0f0f0f0f
	return int(x * 0x0101010101010101 >> 56)
}

// Contains reports whether every card of sub is in c.
func (c Cards) Contains(sub Cards) bool {
	for ; sub != 0; c, sub = c>>4, sub>>4 {
		if sub&15 > c&15 {
			return false
		}
	}
	return true
}

// minusAtMost returns c without the cards of o, stopping at zero for a
// species c has fewer of.
func (c Cards) minusAtMost(o Cards) Cards {
	var out Cards
	for sp := range Species(NumSpecies) {
		out = out.add(sp, max(0, c.Count(sp)-o.Count(sp)))
	}
	return out
}

// List returns the cards of c sorted by species.
func (c Cards) List() []Species {
	out := make([]Species, 0, c.Len())
	for sp := range Species(NumSpecies) {
		for range c.Count(sp) {
			out = append(out, sp)
		}
	}
	return out
}

// Names returns the identifiers of the cards of c sorted by species, one
// per card; an empty multiset gives an empty, non-nil slice.
func (c Cards) Names() []string {
	out := make([]string, 0, c.Len())
	for sp := range Species(NumSpecies) {
		for range c.Count(sp) {
			out = append(out, speciesNames[sp])
		}
	}
	return out
}

// appendNames appends the identifiers of the cards of c, sorted by species
// and separated by sep.
func (c Cards) appendNames(b []byte, sep string) []byte {
	first := true
	for sp := range Species(NumSpecies) {
		for range c.Count(sp) {
			if !first {
				b = append(b, sep...)
			}
			first = false
			b = append(b, speciesNames[sp]...)
		}
	}
	return b
}

// String lists the cards of c, e.g. "bear, mole, mole".
func (c Cards) String() string { return string(c.appendNames(nil, ", ")) }

// MarshalText encodes c as its cards' identifiers sorted by species and
// joined by commas, e.g. "bear,mole,mole"; it is how moves carry cards in
// JSON.
func (c Cards) MarshalText() ([]byte, error) {
	return c.appendNames(make([]byte, 0, 8*c.Len()), ","), nil
}

// UnmarshalText is the strict inverse of MarshalText.
func (c *Cards) UnmarshalText(text []byte) error {
	out, err := parseCards(string(text))
	if err != nil {
		return err
	}
	*c = out
	return nil
}

// parseCards reads the form MarshalText writes: identifiers sorted by
// species, joined by commas, no more cards of a species than it has.
func parseCards(text string) (Cards, error) {
	var c Cards
	if text == "" {
		return c, nil
	}
	prev := Species(0)
	for name := range strings.SplitSeq(text, ",") {
		sp, err := ParseSpecies(name)
		if err != nil {
			return 0, err
		}
		if sp < prev {
			return 0, fmt.Errorf("cards %q are not sorted by species", text)
		}
		if c.Count(sp) == sp.Value() {
			return 0, fmt.Errorf("cards %q hold more than %d %s", text, sp.Value(), sp)
		}
		prev, c = sp, c.add(sp, 1)
	}
	return c, nil
}
