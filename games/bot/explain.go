package bot

import "menagerie/games"

// The reasons Explain gives: short keys for the app to word in each
// language.
const (
	// ReasonChance (Chevaux): of the characteristics, this one gives the
	// best chance to win the battle (near the end, the game) against the
	// cards the others may hold, every card seen counted.
	ReasonChance = "chevaux.chance"
	// ReasonUnbeatenChance (Chevaux): keep, since keeping gives a better
	// chance to win the battle than any switch.
	ReasonUnbeatenChance = "chevaux.keepchance"
	// ReasonMinimalBid (Animalement Vôtre): the cheapest cards of the hand
	// that take the lead.
	ReasonMinimalBid = "animalement.minbid"
	// ReasonCheapestLoss (Animalement Vôtre): after the dog, lose the
	// smallest animal.
	ReasonCheapestLoss = "animalement.cheapest"
)

// Explain returns the reason, one of the Reason keys, why seat would play
// m in s, or "" when the bots' knowledge of the game has none to give
// cheaply. It gives one in Chevaux when the Hard level's measure of the
// chances picks m, and in Animalement Vôtre when the rule of thumb (the
// policy its playouts follow) picks m too. The
// other games' knowledge is a worth of hands and sets weighed by the
// search, not a rule that says why: Explain gives no reason there. Like
// Choose, Explain reads nothing of s but seat's legal moves and view, so it
// tells nothing seat does not know.
func Explain(s games.State, seat games.Seat, m games.Move) string {
	legal := s.Legal(seat)
	if len(legal) < 2 || legalOr(m, legal) != m {
		return "" // a forced move, or no move of seat's
	}
	if e, ok := gameOf(s).(explainer); ok {
		return e.explain(s, seat, legal, m)
	}
	return ""
}
