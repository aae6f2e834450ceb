package games

import (
	"math/rand/v2"
	"time"
)

// Seat is a player's place at the table, numbered 0 … players-1.
type Seat int

// Spectator is the seat of someone who watches: it sees public information only.
const Spectator Seat = -1

// Config is what a new game is made from.
type Config struct {
	Players int
	Seed    uint64 // the whole game is a function of Seed and the moves applied
	Variant string // "" standard; game-specific options, e.g. "partners", "advanced"
}

// Game describes one of the card games and starts new ones.
type Game interface {
	ID() string // "lifeislife", "animalement", "zoo", "chevaux", "beavergang"
	Players() (min, max int)
	New(cfg Config) (State, error)        // error on a bad config, never a panic
	DecodeMove(data []byte) (Move, error) // inverse of json.Marshal(move)
}

// Move is one player's action: a small value type that encodes to JSON.
type Move interface{ String() string }

// State is a game in progress. Every method is safe to call at any time;
// only Apply changes it.
type State interface {
	ToAct() []Seat              // who may move now (several at once is allowed); empty when over
	Legal(s Seat) []Move        // every legal move for s now; nil if s may not act
	Apply(s Seat, m Move) error // validates first; on error the state is unchanged
	View(s Seat) any            // JSON-encodable: exactly what s may see now; Spectator sees public only
	Over() bool
	Result() Result // meaningful once Over
	Clone() State   // deep copy
	// Determinize returns a clone in which everything observer has not
	// legitimately seen is resampled consistently (perfect recall of what
	// observer saw); View(observer) is unchanged, and the result depends only
	// on what observer knows and on rng.
	Determinize(observer Seat, rng *rand.Rand) State
}

// Result is how a finished game ended.
type Result struct {
	Scores  []float64 // per seat, the game's own final score
	Winners []Seat    // one or more
}

// Ender is implemented by the states of games that the players may agree
// to stop before their natural end (Chevaux: "on peut aussi décider
// d'arrêter le jeu au bout de 15 mn"). End records that agreement: the game
// then ends as its rules say, at once or after the part in progress (the
// battle being fought in Chevaux), and scores as its rules say. End returns
// an error, with nothing changed, when the game cannot be stopped now (it is
// not a timed game, it is over, or the stop is already agreed). Like Apply,
// End is a step of the game: a table that calls it records it in its log, so
// that the game replays exactly.
type Ender interface {
	End() error
}

// Timed is implemented by the states of games played against a clock, as
// their Config.Variant says. The engines keep no clock: TimeLimit is the
// agreed length of the game (zero when the game is not timed); the table
// keeps the time and calls End (see Ender) once it is up.
type Timed interface {
	TimeLimit() time.Duration
}

// Private is implemented by the moves of games in which a move may carry
// something the other seats must not see: Zoo's cards given to a partner or
// set aside face down, say. An engine's move type implements it when some of
// its moves are made face down at the physical table; Private then reports
// whether this move is one of them (a move type may mix public and private
// moves). A table shows a private move only to the seat that made it: the
// other seats learn of it through their own views, which say just what
// they could see at the table (that cards were passed, not which). Moves
// that do not implement Private are public: every seat may see them.
type Private interface {
	Private() bool
}

// Rounder is implemented by the states of games played in rounds: the
// rounds of Life is Life, Du grabuge au zoo and Beaver Gang, the battles of
// Chevaux. Round is the number of the round in progress, 1, 2, … (once the
// game is over, the last one played); it never goes down while the game
// goes on. Generic code (a replay's jumps, the table) asks it, never a
// view's field; a game without rounds (Animalement Vôtre, one auction after
// another) does not implement it.
type Rounder interface {
	Round() int
}
