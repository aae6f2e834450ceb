package zoo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Cards is a multiset of cards: how many of each animal, four bits per
// animal (animal a in bits 4a to 4a+3). Cards of one animal are identical,
// so a hand, a set or a pile is fully described by its counts, and no count
// exceeds 5 since no deck holds more of one animal: adding two disjoint parts
// of one deck never carries, and a packed word makes copies and comparisons
// cheap. In JSON it is an object from animal identifier to count, in hand
// order, zero counts left out: {"elephant":1,"mosquito":1}.
type Cards uint64

// nibbleHigh has the top bit of each of the 13 counts set.
const nibbleHigh Cards = 0x8888888888888 // 13 nibbles

// CardsOf returns k cards of animal a.
func CardsOf(a Animal, k int) Cards { return Cards(k) << (4 * a) }

// ParseCards counts the cards named by their animals' identifiers, as
// views list them (["elephant","elephant","mosquito"]); false, with no
// cards, when an identifier is not an animal's (see ParseAnimal) or names
// more cards of one animal than a deck holds (5).
func ParseCards(ids ...string) (Cards, bool) {
	var c Cards
	for _, id := range ids {
		a, ok := ParseAnimal(id)
		if !ok || c.Count(a) == 5 {
			return 0, false
		}
		c += CardsOf(a, 1)
	}
	return c, true
}

// Count is how many cards of animal a there are.
func (c Cards) Count(a Animal) int { return int(c>>(4*a)) & 0xF }

// Total is the number of cards.
func (c Cards) Total() int {
	x := uint64(c&0x0F0F0F0F0F0F0F0F) + uint64(c>>4&0x0F0F0F0F0F0F0F0F)
	return int(x * 0x0101010101010101 >> 56)
}

// Contains reports whether every card of d is also in c.
func (c Cards) Contains(d Cards) bool {
	// With every count below 8, (c|8) − d per nibble keeps its top bit
	// exactly when the count of c is at least that of d, and never borrows.
	return ((c|nibbleHigh)-d)&nibbleHigh == nibbleHigh
}

// Plus returns the cards of c and d together (from one deck).
func (c Cards) Plus(d Cards) Cards { return c + d }

// minus returns c without the cards of d, which c contains.
func (c Cards) minus(d Cards) Cards { return c - d }

// floorMinus takes out of c what it can of d: used for lower bounds on what
// a hand holds, which never go below zero.
func (c Cards) floorMinus(d Cards) Cards {
	var out Cards
	for a := range Animal(numAnimals) {
		out |= CardsOf(a, max(0, c.Count(a)-d.Count(a)))
	}
	return out
}

// atLeast raises each count of c to that of d: two lower bounds on one hand
// combine into their maximum, as they may speak of the same cards.
func (c Cards) atLeast(d Cards) Cards {
	var out Cards
	for a := range Animal(numAnimals) {
		out |= CardsOf(a, max(c.Count(a), d.Count(a)))
	}
	return out
}

// kinds is the number of animals present.
func (c Cards) kinds() int {
	x := uint64(c)
	x |= x >> 1
	x |= x >> 2
	return bits.OnesCount64(x & 0x1111111111111)
}

// names lists the cards one identifier per card, in hand order.
func (c Cards) names() []string {
	out := make([]string, 0, c.Total())
	for a := range Animal(numAnimals) {
		for range c.Count(a) {
			out = append(out, animalNames[a])
		}
	}
	return out
}

// String writes the cards as "1 elephant + 1 mosquito".
func (c Cards) String() string {
	var b strings.Builder
	for a := range Animal(numAnimals) {
		k := c.Count(a)
		if k == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(" + ")
		}
		fmt.Fprintf(&b, "%d %s", k, a)
	}
	if b.Len() == 0 {
		return "nothing"
	}
	return b.String()
}

// MarshalJSON writes the counts as an object in hand order.
func (c Cards) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for a := range Animal(numAnimals) {
		k := c.Count(a)
		if k == 0 {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(animalNames[a])
		b.WriteString(`":`)
		b.WriteString(strconv.Itoa(k))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes, and refuses unknown animals
// and counts that no deck holds (zero, negative or above 5).
func (c *Cards) UnmarshalJSON(data []byte) error {
	var m map[string]int
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("cards: %w", err)
	}
	if m == nil {
		return fmt.Errorf("cards: want an object of counts, got %s", data)
	}
	var out Cards
	for name, k := range m {
		a, ok := ParseAnimal(name)
		if !ok {
			return fmt.Errorf("cards: unknown animal %q", name)
		}
		if k < 1 || k > 5 {
			return fmt.Errorf("cards: %d %s is not a possible count", k, name)
		}
		out |= CardsOf(a, k)
	}
	*c = out
	return nil
}
