package animalement

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Animal is one of the 16 animal cards. The ten cards worth 1 to 10 have
// exactly their value as their number, so Animal(7) is the 7.
type Animal uint8

// The animal cards, with their French names (those the rule sheet does not
// give are this package's own: the 1, 3, 6, 8, 9 and 10); the English id of
// each (Animal.String) is what views and moves carry.
const (
	Chicken   Animal = 1 + iota // poule mouillée: 1
	Mole                        // aveugle comme une taupe: 2
	Magpie                      // bavard comme une pie: 3
	Mule                        // tête de mule: 4
	Camel                       // sobre comme un chameau: 5
	Fox                         // rusé comme un renard: 6
	Rabbit                      // chaud comme un lapin: 7
	Ox                          // fort comme un bœuf: 8
	Monkey                      // malin comme un singe: 9
	Whale                       // gros comme une baleine: 10
	Fish                        // vif comme un poisson: ×2, light-blue
	Peacock                     // fier comme un paon: ×2, light-blue
	Rooster                     // coq du village: ×2, light-blue
	Crocodile                   // larmes de crocodile: ×½, light-blue, negative
	Cat                         // donner sa langue au chat: −5, negative
	Dog                         // malade comme un chien: discard a 1–10 card, negative
)

// NumAnimals is the number of animal cards in the deck.
const NumAnimals = 16

var animalIDs = [NumAnimals + 1]string{"",
	"chicken", "mole", "magpie", "mule", "camel", "fox", "rabbit", "ox", "monkey", "whale",
	"fish", "peacock", "rooster", "crocodile", "cat", "dog"}

var animalNames = [NumAnimals + 1]string{"",
	"poule mouillée", "aveugle comme une taupe", "bavard comme une pie", "tête de mule",
	"sobre comme un chameau", "rusé comme un renard", "chaud comme un lapin", "fort comme un bœuf",
	"malin comme un singe", "gros comme une baleine", "vif comme un poisson", "fier comme un paon",
	"coq du village", "larmes de crocodile", "donner sa langue au chat", "malade comme un chien"}

// String returns the card's stable lower-case English id, e.g. "peacock".
func (a Animal) String() string {
	if a < 1 || a > NumAnimals {
		return "animal(" + strconv.Itoa(int(a)) + ")"
	}
	return animalIDs[a]
}

// Name returns the card's French name as printed, e.g. "fier comme un paon".
func (a Animal) Name() string {
	if a < 1 || a > NumAnimals {
		return a.String()
	}
	return animalNames[a]
}

// Value returns the face value of a 1–10 card, and 0 for the others.
func (a Animal) Value() int {
	if a.Numbered() {
		return int(a)
	}
	return 0
}

// Numbered reports whether a is one of the ten cards worth 1 to 10: the
// only cards that count in the sum and that the dog can make you discard.
func (a Animal) Numbered() bool { return a >= Chicken && a <= Whale }

// Negative reports whether a is auctioned in reverse: the first to pass
// must take it.
func (a Animal) Negative() bool { return a == Crocodile || a == Cat || a == Dog }

// LightBlue reports whether a is one of the four cards whose fourth
// appearance ends the game.
func (a Animal) LightBlue() bool { return a >= Fish && a <= Crocodile }

// ParseAnimal returns the animal whose id (Animal.String) is id.
func ParseAnimal(id string) (Animal, error) {
	for a := Chicken; a <= Dog; a++ {
		if animalIDs[a] == id {
			return a, nil
		}
	}
	return 0, fmt.Errorf("no animal card %q", id)
}

// MarshalJSON writes the animal as its id string.
func (a Animal) MarshalJSON() ([]byte, error) {
	if a < 1 || a > NumAnimals {
		return nil, fmt.Errorf("no animal card %d", a)
	}
	return json.Marshal(animalIDs[a])
}

// UnmarshalJSON reads an animal id string, strictly.
func (a *Animal) UnmarshalJSON(data []byte) error {
	var id string
	if err := json.Unmarshal(data, &id); err != nil || string(data) == "null" {
		return fmt.Errorf("an animal is a card id string, not %s", data)
	}
	x, err := ParseAnimal(id)
	if err != nil {
		return err
	}
	*a = x
	return nil
}

// Animals is a set of animal cards, bit a for Animal a: a player's
// collection, say. Its zero value is the empty set.
type Animals uint32

const (
	allAnimals Animals = (1<<(NumAnimals+1) - 1) &^ 1
	numbered   Animals = (1<<(Whale+1) - 1) &^ 1
	lightBlue  Animals = 1<<Fish | 1<<Peacock | 1<<Rooster | 1<<Crocodile
)

func (s Animals) has(a Animal) bool { return s&(1<<a) != 0 }
func (s Animals) with(a Animal) Animals {
	return s | 1<<a
}
func (s Animals) without(a Animal) Animals { return s &^ (1 << a) }
func (s Animals) count() int               { return bits.OnesCount32(uint32(s)) }

// list returns the cards of s in card order; nil when s is empty.
func (s Animals) list() []Animal {
	var out []Animal
	for a := Chicken; a <= Dog; a++ {
		if s.has(a) {
			out = append(out, a)
		}
	}
	return out
}

// ids returns the ids of the cards of s in card order; never nil, so that
// views encode an empty set as [].
func (s Animals) ids() []string {
	out := make([]string, 0, s.count())
	for _, a := range s.list() {
		out = append(out, a.String())
	}
	return out
}

// Money values of the 11 cards of each colour, smallest first. Bit i of a
// Money set stands for the card worth moneyValues[i].
var moneyValues = [NumMoney]int{1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25}

// NumMoney is the number of money cards of one colour.
const NumMoney = 11

// Money is a set of money cards of one colour (one player's), bit i for
// the card worth moneyValues[i]. In JSON it is the sorted list of the card
// values, e.g. [2,25].
type Money uint16

// fullHand is the 11 cards every player starts with.
const fullHand Money = 1<<NumMoney - 1

// moneyTotals[m] is the total value of the set m.
var moneyTotals = func() (t [1 << NumMoney]uint8) {
	for m := range t {
		for i, v := range moneyValues {
			if m&(1<<i) != 0 {
				t[m] += uint8(v)
			}
		}
	}
	return t
}()

// Total returns the sum of the card values in m.
func (m Money) Total() int { return int(moneyTotals[m&fullHand]) }

// Values returns the card values in m, smallest first; never nil.
func (m Money) Values() []int {
	out := make([]int, 0, m.count())
	for i, v := range moneyValues {
		if m&(1<<i) != 0 {
			out = append(out, v)
		}
	}
	return out
}

func (m Money) count() int { return bits.OnesCount16(uint16(m)) }

// MoneyOf returns the set of the given card values; ok is false if a value
// is not a money card or appears twice.
func MoneyOf(values ...int) (m Money, ok bool) {
	for _, v := range values {
		i := moneyIndex(v)
		if i < 0 || m&(1<<i) != 0 {
			return 0, false
		}
		m |= 1 << i
	}
	return m, true
}

func moneyIndex(v int) int {
	for i, x := range moneyValues {
		if x == v {
			return i
		}
	}
	return -1
}

// String writes m as its values joined by "+", e.g. "2+25".
func (m Money) String() string {
	vs := m.Values()
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, "+")
}

// MarshalJSON writes m as the sorted list of its card values.
func (m Money) MarshalJSON() ([]byte, error) {
	if m&^fullHand != 0 {
		return nil, fmt.Errorf("money set %#x has no such cards", uint16(m))
	}
	return json.Marshal(m.Values())
}

// UnmarshalJSON reads a non-empty, strictly increasing list of money card
// values: the only form MarshalJSON writes in a move.
func (m *Money) UnmarshalJSON(data []byte) error {
	var vs []int
	if err := json.Unmarshal(data, &vs); err != nil || vs == nil {
		return fmt.Errorf("money is a list of card values, not %s", data)
	}
	if len(vs) == 0 {
		return fmt.Errorf("empty list of money cards")
	}
	for i := 1; i < len(vs); i++ {
		if vs[i] <= vs[i-1] {
			return fmt.Errorf("money card values %v are not strictly increasing", vs)
		}
	}
	x, ok := MoneyOf(vs...)
	if !ok {
		return fmt.Errorf("%v: money cards are worth %v", vs, moneyValues)
	}
	*m = x
	return nil
}
