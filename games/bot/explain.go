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
	// ReasonDogTakes (Animalement Vôtre): the dog takes this card with it.
	ReasonDogTakes = "animalement.dog"
	// ReasonAvoidNegative (Animalement Vôtre): bid on a negative card,
	// which the first to pass takes.
	ReasonAvoidNegative = "animalement.avoid"
	// ReasonLead (Animalement Vôtre): the bid takes the lead.
	ReasonLead = "animalement.lead"
	// ReasonTakeNegative (Animalement Vôtre): pass on a negative card: take
	// it and the bid back, the others lose theirs.
	ReasonTakeNegative = "animalement.takeneg"
	// ReasonSaveMoney (Animalement Vôtre): pass on a positive card, and
	// take the bid back.
	ReasonSaveMoney = "animalement.save"
	// ReasonNearChance (Chevaux): nearly the best chance to win the battle
	// (within chNear of it), every card seen counted.
	ReasonNearChance = "chevaux.near"
	// ReasonSwitch (Chevaux): the horse is rarer than the setter's, so it
	// may set the characteristic.
	ReasonSwitch = "chevaux.switch"
	// ReasonKeep (Chevaux): keep the characteristic; the battle goes on
	// with it.
	ReasonKeep = "chevaux.keep"
	// ReasonChoose (Chevaux): lead with this characteristic; the others
	// announce theirs.
	ReasonChoose = "chevaux.choose"
)

// Explain returns the reason, one of the Reason keys (AllReasons), why seat
// would play m in s: a one-line fact about m that is true from seat's
// view, or "" for a forced move (and a game the bots know nothing of). The
// most telling reason that holds comes first: in Chevaux, the Hard level's
// measure of the chances picks m (or finds it nearly as good); in
// Animalement Vôtre, the rule of thumb picks it (the minimal winning bid,
// the cheapest loss); in Du grabuge au zoo, what the set does with the
// hand and the table (the smallest set that beats it, a whole group led,
// the chameleon kept); in Life is Life, what the exchange does to the
// hand's likely majorities by the bots' measure of a hand; in Beaver Gang,
// what the card does to the row as far as the seat remembers it (lower
// than the card it replaces, lower than an unknown card's mean). Failing
// those, the reason is what the move does by the rules. Like Choose,
// Explain reads nothing of s but seat's legal moves, view and
// determinizations, so it tells nothing seat does not know.
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

// Explains reports whether the bots can say why a move of s's game is
// good: a game with knowledge of its own that explains. For any other game
// Explain gives "" (its hints come without a reason).
func Explains(s games.State) bool {
	_, ok := gameOf(s).(explainer)
	return ok
}

// AllReasons lists every reason Explain may give, for the app's texts.
func AllReasons() []string {
	return []string{
		ReasonChance, ReasonUnbeatenChance, ReasonNearChance, ReasonSwitch, ReasonKeep, ReasonChoose,
		ReasonMinimalBid, ReasonCheapestLoss, ReasonDogTakes, ReasonAvoidNegative, ReasonLead, ReasonTakeNegative, ReasonSaveMoney,
		ReasonZooOut, ReasonZooLowest, ReasonZooBeat, ReasonZooPartner, ReasonZooJoker, ReasonZooWhole, ReasonZooWait,
		ReasonZooGroup, ReasonZooLead, ReasonZooAsk, ReasonZooHelp, ReasonZooRefuse, ReasonZooCheap, ReasonZooKeepJoker,
		ReasonZooGive, ReasonZooAside,
		ReasonLilSet, ReasonLilBest, ReasonLilGain, ReasonLilLeast, ReasonLilTake, ReasonLilStrong, ReasonLilKnock,
		ReasonLilPass, ReasonLilLast, ReasonLilRow,
		ReasonBGLower, ReasonBGUnknown, ReasonBGKnow, ReasonBGPlace, ReasonBGDraw, ReasonBGDrawSee, ReasonBGSecond,
		ReasonBGNoUse, ReasonBGDiscard, ReasonBGPeek, ReasonBGSwapGive, ReasonBGPlay, ReasonBGSwapHigh, ReasonBGSwap,
		ReasonBGLook, ReasonBGLookAgain, ReasonBGKnockLow, ReasonBGKnock, ReasonBGWait, ReasonBGPass, ReasonBGPeekFirst,
		ReasonBGReady,
	}
}
