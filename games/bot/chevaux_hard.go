package bot

import (
	"context"
	"math/rand/v2"

	"menagerie/games"
	"menagerie/games/chevaux"
)

// Chevaux, Hard: no tree. Every decision of the bot (the characteristic to
// choose, keep or switch) is settled by the chance it gives to win the
// battle against the cards each opponent may hold. The chance is measured
// over chSamples determinizations, the same ones for every move (so that
// the moves are compared on the same deals): each move is played on a copy
// of each, and the battle is played on to its decision by the playout
// policy, in which every other seat chooses by its own card (it switches
// when beaten and rarer than the setter). The determinizations count every
// card seen: a card that went under a pile is dealt back into it, in any
// order, and the cards nobody has seen over the places nobody has seen,
// as the values and rarities told allow.
//
// The ending: when the battle under way is the last before the game ends
// (the battle limit, a timed game's time up) or one of the last
// chEndgame, a move is scored by the chance to win the game instead:
// every copy is played to the end, the others and the bot's later
// decisions by the policy. Holding every card ends a game too, and shows
// in the same way.

// chSamples is how many determinizations weigh each decision.
const chSamples = 96

// chHardEndgame is how many battles before the limit the bot plays for the
// game rather than for the battle.
const chHardEndgame = 3

// decider is a game whose knowledge decides some moves of a level without
// the search: decide returns nil to leave it to the search. det draws a
// determinization of the real state for the bot's seat, as the search's.
type decider interface {
	decide(ctx context.Context, d games.State, seat games.Seat, level Level, legal []games.Move, samples int, det func() games.State, rng *rand.Rand) games.Move
}

func (chevauxGame) decide(ctx context.Context, d games.State, seat games.Seat, level Level, legal []games.Move, samples int, det func() games.State, rng *rand.Rand) games.Move {
	if level != Hard {
		return nil
	}
	if samples <= 0 {
		samples = chSamples
	}
	best, _ := chChances(ctx, d, seat, legal, samples, det, rng)
	return best
}

// chChances scores each of legal by the chance of winning the battle (or,
// near the end, the game) over samples determinizations, the first d, and
// returns the best move and its chance.
func chChances(ctx context.Context, d games.State, seat games.Seat, legal []games.Move, samples int, det func() games.State, rng *rand.Rand) (games.Move, float64) {
	score := chScores(ctx, d, seat, legal, samples, det, rng)
	best := 0
	for i := range legal {
		if score[i] > score[best] {
			best = i
		}
	}
	return legal[best], score[best]
}

// chScores is each legal move's chance of winning the battle (near the
// end, the game) over samples determinizations, the first d; a move the
// engine refuses scores -1.
func chScores(ctx context.Context, d games.State, seat games.Seat, legal []games.Move, samples int, det func() games.State, rng *rand.Rand) []float64 {
	v := d.View(seat).(chevaux.View)
	toEnd := v.Ending || v.Limit > 0 && v.Limit-v.Battles <= chHardEndgame
	score := make([]float64, len(legal))
	one := make([]float64, len(legal)) // the sample under way
	pace := newPacer(ctx)
	done := 0 // samples counted in score
samples:
	for k := 0; k < samples; k++ {
		if k > 0 {
			if pace.stop() {
				break
			}
			d = det()
		}
		for i, m := range legal {
			// Near the end a play-out goes to the game's end: one sample
			// of every move is too long to run without a yield, and in
			// time a sample after the first may be left unfinished (and
			// uncounted) at the deadline.
			switch {
			case i == 0:
			case done == 0:
				pace.tick()
			case pace.stop():
				break samples
			}
			c := d.Clone()
			if c.Apply(seat, m) != nil {
				one[i] = -1 // never chosen
				continue
			}
			one[i] = chPlayOut(c, seat, toEnd, rng)
		}
		for i := range score {
			score[i] += one[i]
		}
		done++
	}
	for i := range score {
		score[i] /= float64(max(done, 1))
	}
	return score
}

// chPlayOut plays d on by the policy until the battle is decided (toEnd:
// until the game ends) and returns seat's share of the win.
func chPlayOut(d games.State, seat games.Seat, toEnd bool, rng *rand.Rand) float64 {
	for steps := 0; !d.Over() && steps < maxPlayout; steps++ {
		actor := d.ToAct()[0]
		legal := d.Legal(actor)
		m := legal[0]
		if m.(chevaux.Move).Kind == chevaux.KindCollect {
			if !toEnd {
				if actor == seat {
					return 1
				}
				return 0
			}
		} else {
			m = chPolicy(d, actor, legal, 0, rng)
		}
		if d.Apply(actor, m) != nil {
			return 0
		}
	}
	if !d.Over() {
		return 0
	}
	w := d.Result().Winners
	for _, p := range w {
		if p == seat {
			return 1 / float64(len(w))
		}
	}
	return 0
}
