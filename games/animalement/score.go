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

// Score is the collection score S of the cards of s, as the end of the
// game counts it: Σ(1–10) − 5 (cat), then ×2 per ×2 card, then ×½
// (crocodile). The halves are exact; a dog still waiting counts for
// nothing.
func (s Animals) Score() float64 { return s.score(nil) }

// score computes S (see Score), appending to *steps, when steps is not
// nil, how it was computed.
func (s Animals) score(steps *[]Step) float64 {
	var sum float64
	for a := Chicken; a <= Whale; a++ {
		if s.has(a) {
			sum += float64(a.Value())
		}
	}
	step := func(kind string, cards []string) {
		if steps != nil {
			*steps = append(*steps, Step{Kind: kind, Cards: cards, Value: sum})
		}
	}
	if steps != nil {
		step(StepSum, (s & numbered).ids())
	}
	if s.has(Cat) {
		sum -= 5
		step(StepMinus5, []string{Cat.String()})
	}
	for _, a := range [...]Animal{Fish, Peacock, Rooster} {
		if s.has(a) {
			sum *= 2
			step(StepDouble, []string{a.String()})
		}
	}
	if s.has(Crocodile) {
		sum /= 2
		step(StepHalf, []string{Crocodile.String()})
	}
	return sum
}

// steps is how the score of s is computed, step by step.
func (s Animals) steps() []Step {
	var steps []Step
	s.score(&steps)
	return steps
}

// money is what seat i holds: the money cards in hand and those laid in the
// auction in progress, which stay theirs until it ends (at the end of the
// game, none is laid).
func (s *State) money(i int) int { return s.seats[i].hand.Total() + s.seats[i].laid.Total() }

// poorest returns the least money held at the table (see money) and
// whether each seat holds it.
func (s *State) poorest() (least int, poor [MaxPlayers]bool) {
	least = s.money(0)
	for i := 1; i < s.players; i++ {
		least = min(least, s.money(i))
	}
	for i := range s.players {
		poor[i] = s.money(i) == least
	}
	return least, poor
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
	_, o.out = s.poorest()
	o.allOut = true
	for i := range s.players {
		o.money[i] = s.money(i)
		o.scores[i] = s.seats[i].animals.Score()
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
