package animalementui

import "menagerie/games/animalement"

// The counting a player does at the table, done here until the engine's
// view does it (View.Poorest and SeatView.Score are on their way): the
// score a seat's animals make now, and who holds the least money.

// collectionScore is the collection score S of a set of cards, as the
// engine computes it at the end (shown during play as a guide).
func collectionScore(ids []string) float64 {
	var total float64
	var doubles int
	var half bool
	for _, id := range ids {
		a, ok := parseAnimal(id)
		switch {
		case !ok:
		case a.Numbered():
			total += float64(a.Value())
		case a == animalement.Cat:
			total -= 5
		case a == animalement.Crocodile:
			half = true
		case a == animalement.Fish, a == animalement.Peacock, a == animalement.Rooster:
			doubles++
		}
	}
	for range doubles {
		total *= 2
	}
	if half {
		total /= 2
	}
	return total
}

// poorest lists the seats that hold the least money now, counting what
// they have laid in the auction under way (it stays theirs until the
// auction ends): those who would be out if the game ended now. It is empty
// when every seat holds the same, since then nobody is poorer than anyone.
func poorest(v animalement.View) []int {
	least := -1
	for _, s := range v.Seats {
		if m := s.Money + s.Bid; least < 0 || m < least {
			least = m
		}
	}
	var out []int
	for i, s := range v.Seats {
		if s.Money+s.Bid == least {
			out = append(out, i)
		}
	}
	if len(out) == len(v.Seats) {
		return nil
	}
	return out
}
