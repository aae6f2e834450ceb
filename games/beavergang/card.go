package beavergang

import "strconv"

// Card is one card of the deck: a number card worth 0 to 9, or one of the
// three action cards. In views a card is the string of its Name: "0" … "9",
// "swap", "peek" or "draw".
type Card int8

// The action cards. Number cards are Card(0) … Card(9).
const (
	Echange  Card = 10 // Échange: swap one of your cards with any opponent's card, nobody looking
	Regarder Card = 11 // Regarder: look at one of your own cards
	Piocher  Card = 12 // Piocher: draw again, with a second card if you discard the first

	// noCard marks "no drawn card in hand".
	noCard Card = -1
)

// deckSize is the number of cards in the game.
const deckSize = 66

// IsNumber reports whether c is a number card (0 … 9).
func (c Card) IsNumber() bool { return c >= 0 && c <= 9 }

// IsAction reports whether c is one of the three action cards.
func (c Card) IsAction() bool { return c >= Echange && c <= Piocher }

// Value is what c scores: its number, or 0 for an action card (which is
// replaced before scoring anyway).
func (c Card) Value() int {
	if c.IsNumber() {
		return int(c)
	}
	return 0
}

// Name is the stable identifier of c used in views: "0" … "9", "swap",
// "peek", "draw"; "" for no card.
func (c Card) Name() string {
	switch {
	case c.IsNumber():
		return strconv.Itoa(int(c))
	case c == Echange:
		return "swap"
	case c == Regarder:
		return "peek"
	case c == Piocher:
		return "draw"
	}
	return ""
}

// String is the card's Name.
func (c Card) String() string { return c.Name() }

// fullDeck is newDeck's cards, which every deal copies.
var fullDeck = [deckSize]Card(newDeck())

// newDeck returns the 66 cards in canonical order: 0–8 four times each, 9
// nine times, 9 Échange, 7 Regarder, 5 Piocher.
func newDeck() []Card {
	d := make([]Card, 0, deckSize)
	for v := Card(0); v <= 8; v++ {
		for range 4 {
			d = append(d, v)
		}
	}
	for range 9 {
		d = append(d, 9)
	}
	for range 9 {
		d = append(d, Echange)
	}
	for range 7 {
		d = append(d, Regarder)
	}
	for range 5 {
		d = append(d, Piocher)
	}
	return d
}
