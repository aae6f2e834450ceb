package chevaux

import "strconv"

// AllCards is the variant played until one player holds every card.
const AllCards = "all"

// Battles is the variant that ends after n battles.
func Battles(n int) string { return "battles=" + strconv.Itoa(n) }

// Timed is the variant of a timed game of n minutes.
func Timed(n int) string { return "time=" + strconv.Itoa(n) }

// Variants lists the endings a table offers, the sheet's timed game first:
// 15 minutes, until one holds every card, 20, 40 or 80 battles.
func (Game) Variants() []string {
	return []string{Timed(SheetMinutes), AllCards, Battles(20), Battles(DefaultBattles), Battles(80)}
}
