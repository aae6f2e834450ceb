package beavergang

import (
	"math/rand/v2"
	"slices"

	"menagerie/games"
)

// step is where a round stands: what the seats to act are deciding.
type step uint8

const (
	stepPeek    step = iota // every seat looks at its two outer cards, then says it is ready
	stepAction              // the seat to act chooses action A (take) or B (draw)
	stepPlace               // it holds a drawn card: replace, discard or play it
	stepResolve             // it played Échange or Regarder and chooses the cards
	stepLook                // it looks at the card of its Regarder, until it puts it back
	stepKnock               // its action is done: knock or not
	stepOver                // the last round is scored
)

// stepNames are the step identifiers shown in views.
var stepNames = [...]string{"peek", "action", "place", "resolve", "look", "knock", "over"}

// peekMask is the two outer slots of a row (0 and 3), seen at the opening
// peek.
const peekMask = 1<<0 | 1<<3

// State is a game of Beaver Gang in progress.
type State struct {
	n       int // players
	rounds  int // rounds in the game
	round   int // current round, 0-based
	dealer  int
	step    step
	turn    int // seat whose turn it is (not meaningful during the peek)
	turns   int // turns begun this round, to allow knocking once everyone has had one
	knocker int // -1 until someone knocks

	ready  []bool    // per seat, during the peek: done with it
	peeked []bool    // per seat, during the peek: has looked at its outer cards
	rows   [][4]Card // per seat, slots 0 … 3 from the left
	// pool[s][i] is the shuffle (0 the deal, then one per rebuild of the
	// draw pile) the card in seat s's slot i came from; see determinize.go.
	pool [][4]int32
	// known[o*n+s] has bit i set when observer o knows the card in seat s's
	// slot i; observer n is the public (what everybody has seen).
	known []uint8
	look  int8 // the slot the seat to act looks at (stepLook), or -1
	// looked is, per seat, the slot of its last Regarder this round while
	// that card is still there, or -1: public, everybody saw which card.
	looked []int8

	pile      []Card // draw pile, top last, never empty between moves
	epoch     int32  // the shuffle every card of the pile comes from
	discard   []Card // discard pile, face up, top last
	drawn     Card   // the card the seat to act has drawn and not yet placed, or noCard
	drawnPool int32  // the shuffle the drawn card came from
	second    bool   // the drawn card is a Piocher's first: discarding it draws a second
	playing   Card   // the action card being resolved (stepResolve)

	totals    []int   // per seat, the running score
	scores    [][]int // per finished round, per seat
	last      Event   // the last public thing that happened
	lastRound *RoundSummary
	// lastRound is never changed once made, so clones share it.

	pcg rand.PCG // the game's shuffles; a value so that Clone copies it
}

// newState starts a game of n players whose shuffles come from pcg.
func newState(n int, pcg rand.PCG) *State {
	s := &State{
		n:      n,
		rounds: n,
		dealer: n - 1, // so that seat 0 plays first
		ready:  make([]bool, n),
		peeked: make([]bool, n),
		rows:   make([][4]Card, n),
		pool:   make([][4]int32, n),
		known:  make([]uint8, (n+1)*n),
		looked: make([]int8, n),
		totals: make([]int, n),
		scores: [][]int{},
		pcg:    pcg,
	}
	if n == 2 {
		s.rounds = 4
	}
	s.deal()
	s.last = Event{Seat: s.dealer, Kind: "deal", Slot: -1, Target: -1, TargetSlot: -1}
	return s
}

// ToAct is every seat still peeking during the peek, the seat whose turn it
// is during play, and nobody once the game is over. The list of the seat to
// act, and of every seat at the peek's start, is shared (see oneSeat): a
// caller may read it or append to it, never write in it.
func (s *State) ToAct() []games.Seat {
	switch s.step {
	case stepOver:
		return nil
	case stepPeek:
		if !slices.Contains(s.ready, true) {
			return oneSeats[:s.n:s.n] // the round's start, shared as oneSeat is
		}
		var out []games.Seat
		for p, r := range s.ready {
			if !r {
				out = append(out, games.Seat(p))
			}
		}
		return out
	}
	return oneSeat(s.turn)
}

// toAct reports whether seat p may move now.
func (s *State) toAct(p int) bool {
	switch s.step {
	case stepOver:
		return false
	case stepPeek:
		return !s.ready[p]
	}
	return p == s.turn
}

// Over reports whether the last round has been scored.
func (s *State) Over() bool { return s.step == stepOver }

// Round is the round being played, 1, 2, …, the last one once the game
// is over (games.Rounder).
func (s *State) Round() int { return min(s.round+1, s.rounds) }

// Result gives each seat's total over the rounds (lower is better) and the
// seats with the lowest total, all of them when tied.
func (s *State) Result() games.Result {
	r := games.Result{Scores: make([]float64, s.n)}
	best := slices.Min(s.totals)
	for p, t := range s.totals {
		r.Scores[p] = float64(t)
		if t == best {
			r.Winners = append(r.Winners, games.Seat(p))
		}
	}
	return r
}

// Clone is a deep copy.
func (s *State) Clone() games.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.ready = slices.Clone(s.ready)
	c.peeked = slices.Clone(s.peeked)
	c.rows = slices.Clone(s.rows)
	c.pool = slices.Clone(s.pool)
	c.known = slices.Clone(s.known)
	c.looked = slices.Clone(s.looked)
	c.pile = slices.Clone(s.pile)
	c.discard = slices.Clone(s.discard)
	c.totals = slices.Clone(s.totals)
	c.scores = slices.Clone(s.scores)
	for i, r := range c.scores {
		c.scores[i] = slices.Clone(r)
	}
	return &c
}

// top is the top card of the discard pile, or noCard.
func (s *State) top() Card {
	if len(s.discard) == 0 {
		return noCard
	}
	return s.discard[len(s.discard)-1]
}
