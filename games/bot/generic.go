package bot

import (
	"math/rand/v2"

	"menagerie/games"
)

// genericGame is the search for a game the bots have no knowledge of: it
// needs nothing but the games contract. Every level searches (a bot never
// plays at random): Easy a short flat search, Medium a longer one, Hard
// Information Set MCTS with every seat in the tree. Playouts play uniformly
// random legal moves to the end of the game, and the reward is a share of
// the win (Result.Winners), since the contract does not say whether a
// score is better high or low.
type genericGame struct{}

// genericEasy is the easy level's budget of flat search iterations.
const genericEasy = 30

func (genericGame) fits(games.State) bool { return true }

func (genericGame) budget(level Level) int {
	switch level {
	case Hard:
		return 1000
	case Medium:
		return 150
	}
	return genericEasy
}

func (genericGame) opponentTree() bool { return true }

func (genericGame) determinize(s games.State, seat games.Seat, _ Level, rng *rand.Rand) games.State {
	return plainDeterminize(s, seat, rng)
}

// easy: no quick heuristic, so the easy level searches too, briefly.
func (genericGame) easy(games.State, games.Seat, []games.Move, *rand.Rand) games.Move { return nil }

func (genericGame) simulator(games.State, games.Seat, Level, func() games.State) simulator {
	return &genericSim{}
}

// genericSim plays random playouts to the end of the game.
type genericSim struct{}

func (*genericSim) reset(games.State) {}

func (*genericSim) candidates(d games.State, actor games.Seat) []games.Move { return d.Legal(actor) }

func (*genericSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	legal := d.Legal(actor)
	return legal[rng.IntN(len(legal))]
}

func (*genericSim) observe(games.State, games.Seat, games.Move) {}

func (*genericSim) done(games.State) bool { return false }

// reward: an equal share of 1 to each winner, 0 to the others; a playout
// cut short by maxPlayout gives everyone half.
func (*genericSim) reward(d games.State, out []float64) {
	if !d.Over() {
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	for i := range out {
		out[i] = 0
	}
	w := d.Result().Winners
	for _, p := range w {
		if int(p) >= 0 && int(p) < len(out) {
			out[p] = 1 / float64(len(w))
		}
	}
}
