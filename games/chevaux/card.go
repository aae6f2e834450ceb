package chevaux

// NumCards is the number of cards in the box: one horse breed each.
const NumCards = 36

// Characteristic is one of the four values printed on every card; a battle
// is fought on one of them.
type Characteristic uint8

// The four characteristics, in the order the card prints them.
const (
	Height     Characteristic = iota // hauteur au garrot, in cm: higher wins
	Weight                           // poids, in kg: higher wins
	Longevity                        // longévité, in years: higher wins
	Appearance                       // date d'apparition, a year (negative = BCE): EARLIEST wins
)

// Characteristics lists every characteristic, in card order.
var Characteristics = [...]Characteristic{Height, Weight, Longevity, Appearance}

var charIDs = [...]string{"height", "weight", "longevity", "appearance"}

// String returns the characteristic's stable id: "height", "weight",
// "longevity" or "appearance".
func (c Characteristic) String() string {
	if int(c) < len(charIDs) {
		return charIDs[c]
	}
	return "?"
}

// ParseCharacteristic is the inverse of Characteristic.String.
func ParseCharacteristic(id string) (Characteristic, bool) {
	for i, s := range charIDs {
		if s == id {
			return Characteristic(i), true
		}
	}
	return 0, false
}

// Better reports whether value a beats value b on c: the higher value, or
// the earlier year for Appearance.
func (c Characteristic) Better(a, b int) bool {
	if c == Appearance {
		return a < b
	}
	return a > b
}

// Rarity is the coloured dot in a card's top-left corner. A higher rarity
// wins ties and allows switching the characteristic.
type Rarity uint8

// The rarities from the most common to the rarest.
const (
	Green  Rarity = iota // vert, cheval commun
	Yellow               // jaune, peu commun
	Orange               // orange, rare
	Red                  // rouge, très rare
)

var rarityIDs = [...]string{"green", "yellow", "orange", "red"}

// String returns the rarity's stable id: "green", "yellow", "orange" or "red".
func (r Rarity) String() string {
	if int(r) < len(rarityIDs) {
		return rarityIDs[r]
	}
	return "?"
}

// ParseRarity is the inverse of Rarity.String: it reads a rarity id, as
// Horse.Rarity and the views give it.
func ParseRarity(id string) (Rarity, bool) {
	for i, s := range rarityIDs {
		if s == id {
			return Rarity(i), true
		}
	}
	return 0, false
}

// Horse is one card: a breed with its four characteristics and its rarity.
// The values are typical adult values, approximate by nature.
type Horse struct {
	ID         int    `json:"id"`         // 1 … 36, the card number
	Name       string `json:"name"`       // the breed, in French
	Height     int    `json:"height"`     // height at withers, cm
	Weight     int    `json:"weight"`     // kg
	Longevity  int    `json:"longevity"`  // years
	Appearance int    `json:"appearance"` // year the breed appeared, negative = BCE
	Rarity     string `json:"rarity"`     // "green", "yellow", "orange" or "red"
}

// card is the internal form of a card's data.
type card struct {
	name   string
	values [4]int32 // indexed by Characteristic
	rarity Rarity
}

// cards holds the 36 cards of the box, indexed by card id (0 unused).
var cards = [NumCards + 1]card{
	{},
	{"Pur-sang anglais", [4]int32{163, 500, 27, 1700}, Green},
	{"Pur-sang arabe", [4]int32{150, 430, 30, -2500}, Green},
	{"Quarter Horse", [4]int32{152, 520, 27, 1660}, Green},
	{"Selle français", [4]int32{165, 550, 27, 1958}, Green},
	{"Shetland", [4]int32{102, 200, 35, -500}, Green},
	{"Haflinger", [4]int32{144, 450, 30, 1874}, Green},
	{"Appaloosa", [4]int32{150, 480, 28, 1750}, Green},
	{"Paint Horse", [4]int32{152, 500, 28, 1962}, Green},
	{"Poney Welsh", [4]int32{125, 250, 32, 1100}, Green},
	{"Irish Cob", [4]int32{150, 600, 30, 1850}, Green},
	{"Frison", [4]int32{160, 650, 25, 1000}, Green},
	{"Fjord", [4]int32{140, 450, 30, -2000}, Green},
	{"Percheron", [4]int32{168, 900, 25, 1820}, Yellow},
	{"Shire", [4]int32{178, 1000, 25, 1600}, Yellow},
	{"Clydesdale", [4]int32{172, 850, 25, 1770}, Yellow},
	{"Camarguais", [4]int32{140, 400, 30, -10000}, Yellow},
	{"Islandais", [4]int32{135, 350, 35, 874}, Yellow},
	{"Andalou (PRE)", [4]int32{157, 500, 28, 1400}, Yellow},
	{"Mustang", [4]int32{145, 380, 25, 1520}, Yellow},
	{"Trotteur français", [4]int32{162, 500, 25, 1864}, Yellow},
	{"Ardennais", [4]int32{158, 800, 25, -50}, Yellow},
	{"Comtois", [4]int32{155, 700, 25, 400}, Yellow},
	{"Lipizzan", [4]int32{155, 500, 30, 1580}, Orange},
	{"Akhal-Teke", [4]int32{155, 450, 25, -1000}, Orange},
	{"Falabella", [4]int32{76, 70, 40, 1868}, Orange},
	{"Mérens", [4]int32{147, 450, 30, -13000}, Orange},
	{"Boulonnais", [4]int32{163, 800, 25, 1150}, Orange},
	{"Barbe", [4]int32{150, 450, 28, -800}, Orange},
	{"Henson", [4]int32{155, 500, 28, 1975}, Orange},
	{"Exmoor", [4]int32{122, 320, 30, -8000}, Orange},
	{"Cheval de Przewalski", [4]int32{130, 300, 25, -45000}, Red},
	{"Trait mulassier poitevin", [4]int32{160, 850, 25, 1600}, Red},
	{"Knabstrup", [4]int32{158, 500, 28, 1812}, Red},
	{"Marwari", [4]int32{160, 450, 28, 1200}, Red},
	{"Auxois", [4]int32{160, 850, 25, 1913}, Red},
	{"Castillonnais", [4]int32{145, 450, 30, 800}, Red},
}

// Value returns the horse's value on c, as printed on its card: Height,
// Weight, Longevity or Appearance; 0 for any other c. Which value is
// better is c.Better's to say. The engine itself reads every card's values
// through Value.
func (h Horse) Value(c Characteristic) int {
	switch c {
	case Height:
		return h.Height
	case Weight:
		return h.Weight
	case Longevity:
		return h.Longevity
	case Appearance:
		return h.Appearance
	}
	return 0
}

// horses holds the cards as Horses, indexed by card id (0 unused).
var horses = func() (hs [NumCards + 1]Horse) {
	for id := 1; id <= NumCards; id++ {
		c := &cards[id]
		hs[id] = Horse{
			ID:         id,
			Name:       c.name,
			Height:     int(c.values[Height]),
			Weight:     int(c.values[Weight]),
			Longevity:  int(c.values[Longevity]),
			Appearance: int(c.values[Appearance]),
			Rarity:     c.rarity.String(),
		}
	}
	return hs
}()

// Card returns the card with the given id (1 … 36), and false for any
// other id.
func Card(id int) (Horse, bool) {
	if id < 1 || id > NumCards {
		return Horse{}, false
	}
	return horses[id], true
}

// Cards returns the whole data set, in card order (ids 1 … 36).
func Cards() []Horse { return append([]Horse(nil), horses[1:]...) }

// value returns card id's value on c.
func value(id uint8, c Characteristic) int { return horses[id].Value(c) }

// rarity returns card id's rarity.
func rarity(id uint8) Rarity { return cards[id].rarity }
