package bot

import (
	"context"
	"math/rand/v2"

	"menagerie/games"
)

// Choose returns a legal move for seat in s at the given level, or nil when
// seat may not act. It reads nothing of s but s.Legal(seat) and
// s.Determinize(seat, …), and then only the determinized copies, so it
// cannot use what seat has not seen. The search stops after the level's
// budget of iterations, or earlier when ctx is done; without a deadline the
// move depends only on what seat knows and on rng. A yield function set
// with WithYield is called every few milliseconds of search. A level out of
// range plays as the nearest level.
func Choose(ctx context.Context, s games.State, seat games.Seat, level Level, rng *rand.Rand) games.Move {
	return choose(ctx, s, seat, level, rng, 0)
}

// ChooseLevel is Choose with the level as a number (0 Easy, 1 Medium, 2
// Hard), as a table's seats hold it: the app's bots, hints and coach, and
// every test that plays as the app does, decide through it.
func ChooseLevel(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
	return Choose(ctx, s, seat, Level(level), rng)
}

// choose is Choose with the number of search iterations set by iterations
// when it is positive (tests use short searches), or the level's budget.
func choose(ctx context.Context, s games.State, seat games.Seat, level Level, rng *rand.Rand, iterations int) games.Move {
	legal := s.Legal(seat)
	switch len(legal) {
	case 0:
		return nil
	case 1:
		return legal[0]
	}
	level = max(Easy, min(Hard, level))
	ctx, cancel := withThinkTime(ctx, level)
	defer cancel()
	d := s.Determinize(seat, rng)
	g := gameOf(d)
	if level == Easy {
		if m := g.easy(d, seat, legal, rng); m != nil {
			return legalOr(m, legal)
		}
	}
	if dc, ok := g.(decider); ok {
		det := func() games.State { return g.determinize(s, seat, level, rng) }
		if m := dc.decide(ctx, d, seat, level, legal, iterations, det, rng); m != nil {
			return legalOr(m, legal)
		}
	}
	if iterations <= 0 {
		iterations = g.budget(level)
	}
	sr := &searcher{
		ctx:   ctx,
		s:     s,
		seat:  seat,
		level: level,
		g:     g,
		rng:   rng,
		flat:  level < Hard,
	}
	return sr.run(d, legal, iterations)
}

// game is what the bots know of one game: how to play it quickly, how to
// determinize it at each level, and how to search it.
type game interface {
	// fits reports whether d is a state of this game.
	fits(d games.State) bool
	// budget is the number of search iterations of level: Medium or Hard,
	// and Easy in a game whose easy level searches too.
	budget(level Level) int
	// easy picks the easy level's move for seat among legal, reading only
	// d, a determinization of the real state for seat; nil when the easy
	// level searches (a short flat search, budget(Easy) iterations).
	easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move
	// determinize returns a determinization of s for seat, with the memory
	// of level: s.Determinize(seat, rng) in every game but Beaver Gang.
	determinize(s games.State, seat games.Seat, level Level, rng *rand.Rand) games.State
	// opponentTree reports whether the Hard level's tree holds the other
	// seats' moves too. Otherwise they play the playout policy, which lets
	// each play by its own cards: the tree cannot, since its statistics mix
	// every determinization and a seat's move there cannot depend on the
	// cards it holds in this one.
	opponentTree() bool
	// simulator makes the search's game knowledge for seat at level; d is
	// a determinization of the real state for seat, and det draws more of
	// them, as determinize does, or returns nil once a search in time has
	// spent its share for this (see setupDraw): a game that draws many
	// makes do with those it has.
	simulator(d games.State, seat games.Seat, level Level, det func() games.State) simulator
}

// simulator is a game's knowledge inside the search. One search iteration
// calls reset on a fresh determinization, then candidates (in the tree) or
// move (in the playout) for every decision, observe after every move
// applied, done before every decision, and reward once at the end.
type simulator interface {
	// reset starts an iteration on d, a determinization at the search's root.
	reset(d games.State)
	// candidates lists the moves the tree tries for actor in d: a non-empty
	// subset of d.Legal(actor), the most promising first.
	candidates(d games.State, actor games.Seat) []games.Move
	// move is the playout policy's move for actor in d; it must be legal.
	move(d games.State, actor games.Seat, rng *rand.Rand) games.Move
	// observe follows the move m that actor just played in d.
	observe(d games.State, actor games.Seat, m games.Move)
	// done reports whether the playout has gone far enough to be scored
	// (the end of a round, a few battles), besides d.Over().
	done(d games.State) bool
	// reward writes each seat's reward in [0, 1] for the playout ending in d.
	reward(d games.State, out []float64)
}

// finisher is a simulator that plays its playouts on a model of its own,
// much faster than the engine, instead of with move.
type finisher interface {
	// finish plays on from d, the state at the end of the tree, to the end
	// of the game, and writes each seat's reward in out.
	finish(d games.State, rng *rand.Rand, out []float64)
}

// explainer is a game whose knowledge can say why a move is good: see
// Explain. legal is seat's legal moves in s, two or more, m one of them.
type explainer interface {
	explain(s games.State, seat games.Seat, legal []games.Move, m games.Move) string
}

// known is the knowledge of every game the bots know, each added by its
// own file (know, in an init function): no list of games lives here.
var known []game

// know adds g to the games the bots know.
func know(g game) { known = append(known, g) }

// gameOf returns the bots' knowledge of the game d is a state of, or the
// generic search's (genericGame) for a game they know nothing about.
func gameOf(d games.State) game {
	for _, g := range known {
		if g.fits(d) {
			return g
		}
	}
	return genericGame{}
}

// legalOr returns m if it is one of legal, else the first legal move: a
// heuristic that slips never makes the bot play an illegal move. M is
// games.Move, or an engine's moves as values (see its AppendLegal).
func legalOr[M comparable](m M, legal []M) M {
	for _, l := range legal {
		if l == m {
			return m
		}
	}
	return legal[0]
}

// plainDeterminize is the determinization of every game but Beaver Gang,
// whose levels remember differently.
func plainDeterminize(s games.State, seat games.Seat, rng *rand.Rand) games.State {
	return s.Determinize(seat, rng)
}
