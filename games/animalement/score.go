package animalement

import "menagerie/games"

// The kinds of score steps (Step.Kind), in the order they apply.
const (
	StepSum    = "sum"    // the sum of the 1–10 cards
	StepMinus5 = "minus5" // donner sa langue au chat: −5
	StepDouble = "double" // a ×2 card
	StepHalf   = "half"   // larmes de crocodile: ×½
)

// Step is one line of a score computation, e.g. {"k":"double","cards":["fish"],"v":14}.
type Step struct {
	Kind  string   `json:"k"`
	Cards []string `json:"cards"` // sum: the 1–10 cards counted; otherwise the card applied
	Value float64  `json:"v"`     // the score after this step
}

// score returns the collection score S of a player and how it was
// computed: Σ(1–10) − 5 (cat), then ×2 per ×2 card, then ×½ (crocodile).
// The halves are exact; a dog still waiting counts for nothing.
func score(animals animalSet) (float64, []Step) {
	var sum float64
	for _, a := range (animals & numbered).list() {
		sum += float64(a.Value())
	}
	steps := []Step{{Kind: StepSum, Cards: (animals & numbered).ids(), Value: sum}}
	if animals.has(Cat) {
		sum -= 5
		steps = append(steps, Step{Kind: StepMinus5, Cards: []string{Cat.String()}, Value: sum})
	}
	for _, a := range []Animal{Fish, Peacock, Rooster} {
		if animals.has(a) {
			sum *= 2
			steps = append(steps, Step{Kind: StepDouble, Cards: []string{a.String()}, Value: sum})
		}
	}
	if animals.has(Crocodile) {
		sum /= 2
		steps = append(steps, Step{Kind: StepHalf, Cards: []string{Crocodile.String()}, Value: sum})
	}
	return sum, steps
}

// How the winners were decided (outcome.tie).
const (
	TieNone   = ""       // one player had the best score
	TieMoney  = "money"  // the best score was tied; more money left decided
	TieShared = "shared" // tied on score and on money: a shared win
)

// outcome is the end of the game as the rules decide it.
type outcome struct {
	money   [MaxPlayers]int
	out     [MaxPlayers]bool // among the poorest: lost whatever the score
	scores  [MaxPlayers]float64
	winners []games.Seat // empty when everybody is among the poorest
	tie     string
	allOut  bool
}

// outcome counts the money left (the poorest are out) and the scores of
// the others: the best score wins, then the most money, else a shared win.
func (s *State) outcome() outcome {
	var o outcome
	poorest := -1
	for i := range s.players {
		o.money[i] = s.seats[i].hand.Total()
		if poorest < 0 || o.money[i] < poorest {
			poorest = o.money[i]
		}
		o.scores[i], _ = score(s.seats[i].animals)
	}
	o.allOut = true
	for i := range s.players {
		o.out[i] = o.money[i] == poorest
		o.allOut = o.allOut && o.out[i]
	}
	var best []games.Seat
	for i := range s.players {
		switch {
		case o.out[i]:
		case len(best) == 0 || o.scores[i] > o.scores[best[0]]:
			best = []games.Seat{games.Seat(i)}
		case o.scores[i] == o.scores[best[0]]:
			best = append(best, games.Seat(i))
		}
	}
	o.winners = []games.Seat{}
	for _, w := range best {
		switch {
		case len(o.winners) == 0 || o.money[w] > o.money[o.winners[0]]:
			o.winners = []games.Seat{w}
		case o.money[w] == o.money[o.winners[0]]:
			o.winners = append(o.winners, w)
		}
	}
	switch {
	case len(o.winners) > 1:
		o.tie = TieShared
	case len(best) > 1:
		o.tie = TieMoney
	}
	return o
}

// Result gives every seat's collection score S (also for the players who
// are out: Winners says who won) and the winners; nobody wins when every
// player ties for the least money.
func (s *State) Result() games.Result {
	o := s.outcome()
	return games.Result{Scores: append([]float64(nil), o.scores[:s.players]...), Winners: o.winners}
}
