package bot

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"menagerie/games"
)

// Information Set MCTS (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"):
// every iteration draws a new determinization of the real state for the
// bot's seat, walks down one tree shared by all determinizations, choosing
// among the moves legal in this determinization, adds one node, plays the
// game on with a policy, and backs the rewards up the path. A node holds
// the reward of the seat that made its move, so each seat plays for itself
// in the tree (or for its team, when the reward is the team's). Since a
// move can be legal in one determinization and not in another, a node also
// counts how often it was available, and UCB uses that count instead of
// the parent's visits.
//
// In a game where the other seats decide by cards of their own (a battle
// card, a hand), the tree holds the bot's moves only and the others play
// the game's playout policy, which lets each of them look at its own cards
// in the determinization: a tree node cannot, since it mixes every
// determinization (game.opponentTree).
//
// The Medium level searches flat: only the bot's own moves at the root have
// statistics, and everything after them is playout.

// exploration is the UCB constant for rewards in [0, 1].
const exploration = 0.7

// maxPlayout bounds a playout, should a policy ever fail to end a round.
const maxPlayout = 5000

// maxSeats is the largest table of any game.
const maxSeats = 8

// node is a move in the search tree and its statistics.
type node struct {
	seat   games.Seat // who made the move
	move   games.Move
	kids   []*node
	visits int32
	avail  int32   // how often the move was available when its parent was reached
	reward float64 // the sum of seat's rewards over the visits
}

// child returns the child for seat playing m, or nil.
func (n *node) child(seat games.Seat, m games.Move) *node {
	for _, k := range n.kids {
		if k.seat == seat && k.move == m {
			return k
		}
	}
	return nil
}

// ucb is the child's UCB1 value with availability counts.
func (n *node) ucb() float64 {
	return n.reward/float64(n.visits) + exploration*math.Sqrt(math.Log(float64(n.avail))/float64(n.visits))
}

// searcher is one search for one move.
type searcher struct {
	ctx   context.Context
	s     games.State // the real state: only Determinize(seat, …) is read
	seat  games.Seat
	level Level
	g     game
	rng   *rand.Rand
	flat  bool // Medium: statistics at the root only

	pace    *pacer
	sim     simulator
	rewards [maxSeats]float64
	path    []*node
}

// run searches for iterations iterations from d, the first determinization,
// and returns the most visited of the bot's moves, one of legal.
func (sr *searcher) run(d games.State, legal []games.Move, iterations int) games.Move {
	sr.pace = newPacer(sr.ctx)
	sr.sim = sr.g.simulator(d, sr.seat, sr.level, sr.setupDraw())
	sr.sim.reset(d)
	var cands []games.Move
	for _, m := range sr.sim.candidates(d, sr.seat) {
		if legalOr(m, legal) == m {
			cands = append(cands, m)
		}
	}
	switch len(cands) {
	case 0:
		return legal[0]
	case 1:
		return cands[0]
	}
	root := &node{seat: -1}
	for _, m := range cands {
		root.kids = append(root.kids, &node{seat: sr.seat, move: m})
	}
	for it := 0; it < iterations; it++ {
		if sr.pace.stop() {
			break
		}
		if it > 0 {
			d = sr.determinize()
			sr.sim.reset(d)
		}
		sr.iterate(root, d)
	}
	// The most visited move; on equal visits the better mean, then the
	// earlier candidate (candidates come best first).
	best := root.kids[0]
	for _, k := range root.kids[1:] {
		if k.visits > best.visits || k.visits == best.visits && k.visits > 0 &&
			k.reward/float64(k.visits) > best.reward/float64(best.visits) {
			best = k
		}
	}
	if p, ok := sr.sim.(ender); ok && best.visits > 0 {
		// A move that ends the round wins over the best when the search
		// finds it as good: going on no longer helps.
		bestMean := best.reward / float64(best.visits)
		for _, k := range root.kids {
			if k != best && k.visits > 0 && p.ends(k.move) && k.reward/float64(k.visits) >= bestMean-endMargin {
				return k.move
			}
		}
	}
	return best.move
}

// ender is a simulator of a game where a round goes on until a player
// chooses to end it (Life is Life's knock): the search then plays such a
// move whenever its mean reward is within endMargin of the best move's.
// Without it, a bot sure of its result finds every move equally good and
// may go on exchanging for ever against a player who never ends the round.
type ender interface {
	// ends reports whether m, a move of the bot's, ends the round.
	ends(m games.Move) bool
}

// endMargin is how much worse than the best move a move that ends the
// round may look and still be played: less than the noise of a flat
// search's mean, enough to break the ties of a decided round.
const endMargin = 0.02

// determinize draws a determinization of the real state for the bot's
// seat, with the memory of its level. A game may draw several before the
// search begins: the pacer yields meanwhile too.
func (sr *searcher) determinize() games.State {
	sr.pace.tick()
	if dr, ok := sr.sim.(drawer); ok {
		if d := dr.draw(sr.rng); d != nil {
			return d
		}
	}
	return sr.g.determinize(sr.s, sr.seat, sr.level, sr.rng)
}

// setupShare is the part of a search's think time that its simulator may
// spend drawing determinizations before the search begins (Beaver Gang's
// belief weighs a pool of them), and setupLeast how many it may always
// draw: on a slow phone the pool is smaller rather than the answer late.
const (
	setupShare = 0.4
	setupLeast = 16
)

// setupDraw returns the det function of the simulator's making: it draws
// as determinize does, and returns nil once setupLeast are drawn and the
// search, if in time, has spent setupShare of its think time. Without a
// deadline it never returns nil, so the move depends on rng alone.
func (sr *searcher) setupDraw() func() games.State {
	drawn := 0
	return func() games.State {
		if drawn >= setupLeast && sr.pace.spent(setupShare) {
			return nil
		}
		drawn++
		return sr.determinize()
	}
}

// drawer is a simulator that draws the search's determinizations itself,
// from a belief of its own over those of the engine (Beaver Gang), or
// returns nil to leave it to the game's determinize.
type drawer interface {
	draw(rng *rand.Rand) games.State
}

// iterate runs one iteration on the determinization d.
func (sr *searcher) iterate(root *node, d games.State) {
	sr.path = sr.path[:0]
	n := root
	expanded := false
	for depth := 0; !expanded && !d.Over() && !sr.sim.done(d); depth++ {
		actor := sr.seat
		if depth > 0 {
			actor = d.ToAct()[0]
		}
		if sr.flat && depth > 0 {
			break
		}
		if actor != sr.seat && !sr.g.opponentTree() {
			if !sr.apply(d, actor, sr.sim.move(d, actor, sr.rng)) {
				return
			}
			continue
		}
		cands := sr.sim.candidates(d, actor)
		var m games.Move
		if len(cands) == 1 {
			// A forced move needs no statistics: play it and stay.
			m = cands[0]
		} else {
			var k *node
			k, expanded = sr.selectChild(n, actor, cands)
			m, n = k.move, k
			sr.path = append(sr.path, k)
		}
		if !sr.apply(d, actor, m) {
			return
		}
	}
	if f, ok := sr.sim.(finisher); ok && !d.Over() {
		f.finish(d, sr.rng, sr.rewards[:])
	} else {
		for steps := 0; !d.Over() && !sr.sim.done(d) && steps < maxPlayout; steps++ {
			actor := d.ToAct()[0]
			if !sr.apply(d, actor, sr.sim.move(d, actor, sr.rng)) {
				return
			}
		}
		sr.sim.reward(d, sr.rewards[:])
	}
	for _, k := range sr.path {
		k.visits++
		k.reward += sr.rewards[k.seat]
	}
}

// strict makes an illegal move from a game's knowledge panic instead of
// quietly ending the iteration; the tests set it.
var strict = false

// apply plays m for actor in d and tells the simulator. A move the engine
// refuses is a bug of the game's knowledge: the iteration is then dropped
// (apply returns false) rather than let a player's page crash.
func (sr *searcher) apply(d games.State, actor games.Seat, m games.Move) bool {
	if err := d.Apply(actor, m); err != nil {
		if strict {
			panic(fmt.Sprintf("bot: %T: seat %d cannot play %v: %v", d, actor, m, err))
		}
		return false
	}
	sr.sim.observe(d, actor, m)
	return true
}

// selectChild picks the child of n to follow among cands, the moves of
// actor available in this determinization: the first one never tried yet
// (expanded is then true), or else the best by UCB. Every available child
// counts one more availability.
func (sr *searcher) selectChild(n *node, actor games.Seat, cands []games.Move) (k *node, expanded bool) {
	var best *node
	bestScore := math.Inf(-1)
	for _, m := range cands {
		c := n.child(actor, m)
		if c == nil {
			if k == nil {
				k = &node{seat: actor, move: m}
			}
			continue
		}
		c.avail++
		if c.visits == 0 {
			if k == nil {
				k = c
			}
			continue
		}
		if sc := c.ucb(); sc > bestScore {
			best, bestScore = c, sc
		}
	}
	if k != nil {
		if k.avail == 0 {
			k.avail = 1
			n.kids = append(n.kids, k)
		}
		return k, true
	}
	return best, false
}
