package games

// Optioner is implemented by games that offer options: Variants lists the
// Config.Variant values a table may offer, the game's default first. New
// may accept more (Chevaux takes any "battles=N" in its bounds); these are
// the ones a player picks from.
type Optioner interface {
	Variants() []string
}
