package bot

import "strconv"

// Level is how well a bot plays. The app stores levels as these integers.
type Level int

// The levels: facile, moyen, difficile.
const (
	// Easy plays a quick heuristic with plenty of randomness: it never
	// throws the game away on purpose, but it does not search.
	Easy Level = 0
	// Medium runs a short flat Monte Carlo search over determinizations.
	Medium Level = 1
	// Hard runs Information Set MCTS over determinizations with each game's
	// knowledge in its move pruning and playouts.
	Hard Level = 2
)

// String returns "easy", "medium" or "hard".
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	}
	return "level(" + strconv.Itoa(int(l)) + ")"
}

// valid reports whether l is one of the three levels.
func (l Level) valid() bool { return l >= Easy && l <= Hard }
