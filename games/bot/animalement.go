package bot

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"sync/atomic"

	"menagerie/games"
	am "menagerie/games/animalement"
)

// Animalement Vôtre. Everything but the order of the animal deck is
// public, so a determinization only reshuffles that deck. The knowledge:
//
//   - Minimal winning bids. A bid that stays above the high bid after
//     taking back its smallest card wastes money for nothing but a signal,
//     and one total is enough for every set of cards adding up to it; so
//     the tree tries to pass and a few minimal bids of increasing totals.
//   - The playouts bid by the card's worth: a 1–10 card or a ×2 is worth
//     what it adds to the bidder's score, a negative card what it costs, and
//     money is worth a fixed rate of points; nobody pays so much that they
//     fall below the poorest of the others (who is out).
//   - The reward is the win, smoothed by the final ranking (the poorest
//     last, then by score and money) so that a hopeless position still
//     tells better moves from worse ones.

// animalementGame is the bots' knowledge of Animalement Vôtre.
type animalementGame struct{}

func init() { know(animalementGame{}) }

func (animalementGame) fits(d games.State) bool { _, ok := d.(*am.State); return ok }

func (animalementGame) budget(level Level) int {
	if level == Hard {
		return 3000
	}
	return 200
}

func (animalementGame) opponentTree() bool { return true }

func (animalementGame) determinize(s games.State, seat games.Seat, _ Level, rng *rand.Rand) games.State {
	return plainDeterminize(s, seat, rng)
}

// amPointsPerMoney converts money into score points for the valuations:
// the whole of a hand (106) buys about 40 points of collection.
const amPointsPerMoney = 0.4

// Bids per level: how many minimal bids the tree tries besides passing.
var amBids = [...]int{Medium: 2, Hard: 3}

func (animalementGame) easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	var t amTable
	t.sync(d, seat)
	// A sloppy bidder: worth judged roughly, and a fair chance of passing.
	if !t.discarding && !t.neg && rng.IntN(3) == 0 {
		return am.Pass()
	}
	return t.policy(0.3 + 1.2*rng.Float64())
}

func (animalementGame) simulator(d games.State, seat games.Seat, level Level, _ func() games.State) simulator {
	return &amSim{seat: seat, bids: amBids[level]}
}

// amTable is the table of Animalement Vôtre as the search plays it: the
// public state of the game (all of it but the order of the deck), which a
// search iteration follows through the moves of its tree and then plays on
// by itself to the end. The engine's views are read only at the root and
// when an auction of the tree ends (the next card comes from the
// determinized deck); the playout draws its cards from a deck of its own,
// the unseen cards shuffled, which is what a determinization is.
type amTable struct {
	players    int
	card       am.Animal
	neg        bool
	high       int
	turn       games.Seat
	hand       [am.MaxPlayers]am.Money
	laid       [am.MaxPlayers]am.Money
	passed     [am.MaxPlayers]bool
	animals    [am.MaxPlayers]am.Animals
	sick       [am.MaxPlayers]bool
	discarding bool // the turn chooses a card to lose with the dog
	over       bool
	blue       int  // light-blue cards revealed
	stale      bool // an auction of the tree ended: the view must be read again
	deck       [am.NumAnimals]am.Animal
	unseen     int // deck[:unseen] are the face-down cards
}

// sync reads the public state from seat's view of d, typed (am.State.Table):
// a search reads it at every iteration, and the view would allocate its
// strings and lists each time. The deck lists the face-down cards in card
// order, as the view's Unseen does.
func (t *amTable) sync(d games.State, seat games.Seat) {
	v := d.(*am.State).Table(seat)
	t.players, t.neg, t.high, t.turn = v.Players, v.Negative, v.High, v.Turn
	t.discarding, t.over = v.Phase == am.PhaseDiscard, v.Phase == am.PhaseOver
	t.blue = bits.OnesCount32(uint32(v.Blue))
	t.card = v.Card
	for i, sv := range v.Seats[:v.Players] {
		t.hand[i], t.laid[i] = sv.Hand, sv.Laid
		t.passed[i], t.sick[i] = sv.Passed, sv.Sick
		t.animals[i] = sv.Animals
	}
	t.unseen = 0
	for a := am.Chicken; a <= am.Dog; a++ {
		if v.Unseen&(1<<a) != 0 {
			t.deck[t.unseen] = a
			t.unseen++
		}
	}
	t.stale = false
}

// apply plays a move of seat by the rules (those of the engine). When an
// auction ends, the next card is revealed from the table's own deck if
// reveal, else the table goes stale until it reads the engine's.
func (t *amTable) apply(seat games.Seat, m games.Move, reveal bool) {
	t.play(seat, m.(am.Move), reveal)
}

// play is apply on the move itself: the playouts' moves are values, which
// an interface would allocate.
func (t *amTable) play(seat games.Seat, mv am.Move, reveal bool) {
	switch mv.Kind {
	case am.KindBid:
		t.hand[seat] &^= mv.Cards
		t.laid[seat] |= mv.Cards
		t.high = t.laid[seat].Total()
		t.turn = t.nextIn(seat)
	case am.KindPass:
		if t.neg {
			// The first to pass takes the card and its money back; the
			// others lose what they laid.
			t.hand[seat] |= t.laid[seat]
			clear(t.laid[:])
			t.receive(seat, reveal)
			return
		}
		t.hand[seat] |= t.laid[seat]
		t.laid[seat], t.passed[seat] = 0, true
		left := t.nextIn(seat)
		if t.nextIn(left) != left {
			t.turn = left
			return
		}
		t.laid[left] = 0 // paid
		t.receive(left, reveal)
	case am.KindDiscard:
		t.animals[seat] &^= 1<<am.Dog | 1<<mv.Animal
		t.discarding = false
		t.open(seat, reveal)
	}
}

// nextIn is the first seat after who still in the auction, or who.
func (t *amTable) nextIn(who games.Seat) games.Seat {
	for i := 1; i < t.players; i++ {
		if n := (int(who) + i) % t.players; !t.passed[n] {
			return games.Seat(n)
		}
	}
	return who
}

// receive gives the card on auction to who, with the dog's effects.
func (t *amTable) receive(who games.Seat, reveal bool) {
	a := t.card
	switch {
	case a.Numbered() && t.sick[who]:
		t.sick[who] = false
		t.animals[who] &^= 1 << am.Dog
	case a == am.Dog && t.animals[who]&amNumbered != 0:
		t.animals[who] |= 1 << am.Dog
		t.discarding, t.turn = true, who
		clear(t.passed[:])
		t.high = 0
		return
	case a == am.Dog:
		t.animals[who] |= 1 << am.Dog
		t.sick[who] = true
	default:
		t.animals[who] |= 1 << a
	}
	t.open(who, reveal)
}

// open starts the next auction, opened by who.
func (t *amTable) open(who games.Seat, reveal bool) {
	clear(t.passed[:])
	clear(t.laid[:])
	t.high, t.turn = 0, who
	if !reveal {
		t.stale = true
		return
	}
	t.unseen--
	t.card = t.deck[t.unseen]
	t.neg = t.card.Negative()
	if t.card.LightBlue() {
		t.blue++
		t.over = t.blue == 4
	}
}

// amNumbered is the set of the ten cards worth 1 to 10.
const amNumbered am.Animals = 1<<(am.Whale+1) - 1<<am.Chicken

// reward writes the rewards of a finished game: 0.7 for the win (shared
// equally: the best score among those not out for the least money, then
// the most money), 0.3 for the rank (those out last, the others by score,
// then money).
func (t *amTable) reward(out []float64) {
	poorest := 1 << 30
	for i := range t.players {
		poorest = min(poorest, t.hand[i].Total())
	}
	// The keys are computed once: the ranking reads each many times, and
	// a score allocates.
	var keys [am.MaxPlayers]float64
	for i := range t.players {
		if t.hand[i].Total() == poorest {
			keys[i] = -1e9 + float64(t.hand[i].Total())
		} else {
			keys[i] = t.animals[i].Score()*1000 + float64(t.hand[i].Total())
		}
	}
	key := func(i int) float64 { return keys[i] }
	rankReward(out, t.players, key)
	best, winners := math.Inf(-1), 0
	for i := range t.players {
		out[i] *= 0.3
		if k := key(i); k > best {
			best, winners = k, 1
		} else if k == best {
			winners++
		}
	}
	if best < -1e8 {
		return // every player is among the poorest: nobody wins
	}
	for i := range t.players {
		if key(i) == best {
			out[i] += 0.7 / float64(winners)
		}
	}
}

// worth is what the card on auction adds to seat's score, in points;
// negative for a card that costs.
func (t *amTable) worth(seat games.Seat) float64 {
	a := t.animals[seat]
	base, mult := 0.0, 1.0
	lowest := 0
	for c := am.Chicken; c <= am.Whale; c++ {
		if a&(1<<c) != 0 {
			base += float64(c.Value())
			if lowest == 0 {
				lowest = c.Value()
			}
		}
	}
	if a&(1<<am.Cat) != 0 {
		base -= 5
	}
	for _, c := range []am.Animal{am.Fish, am.Peacock, am.Rooster} {
		if a&(1<<c) != 0 {
			mult *= 2
		}
	}
	if a&(1<<am.Crocodile) != 0 {
		mult /= 2
	}
	switch c := t.card; {
	case c.Numbered():
		if t.sick[seat] {
			return 0 // the waiting dog takes it out of play
		}
		return float64(c.Value()) * mult
	case c == am.Crocodile:
		return -max(base, 2)*mult/2 - 2
	case c == am.Cat:
		return -5 * mult
	case c == am.Dog:
		if lowest == 0 {
			return -4 * mult
		}
		return -float64(lowest) * mult
	}
	// A ×2: the score so far doubles, and so will what comes.
	return max(base, 4)*mult + 4
}

// policy is the playouts' move for the seat to act (and the easy
// level's): after the dog, the smallest 1–10 card; in an auction, seat
// offers up to the card's worth times eager in money, with the smallest
// winning bid, as long as it stays no poorer than the poorest of the
// others; otherwise it passes. The move is a value: the playouts play it
// on the table, and an interface value would allocate.
func (t *amTable) policy(eager float64) am.Move {
	seat := t.turn
	if t.discarding {
		for c := am.Chicken; c <= am.Whale; c++ {
			if t.animals[seat]&(1<<c) != 0 {
				return am.Discard(c)
			}
		}
	}
	need := t.high - t.laid[seat].Total()
	add := amMinBid(t.hand[seat], need)
	if add == 0 {
		return am.Pass()
	}
	worth := math.Abs(t.worth(seat))
	price := t.laid[seat].Total() + add.Total()
	poorest := 1 << 30
	for i := range t.players {
		if games.Seat(i) != seat {
			poorest = min(poorest, t.hand[i].Total()+t.laid[i].Total())
		}
	}
	left := t.hand[seat].Total() - add.Total()
	if float64(price)*amPointsPerMoney <= worth*eager && left >= poorest-4 {
		return am.Move{Kind: am.KindBid, Cards: add}
	}
	return am.Pass()
}

// amSim is the search's knowledge of Animalement Vôtre.
type amSim struct {
	seat games.Seat
	bids int
	t    amTable
	buf  []games.Move
}

func (s *amSim) reset(d games.State) { s.t.sync(d, s.seat) }

func (s *amSim) fresh(d games.State) {
	if s.t.stale {
		s.t.sync(d, s.seat)
	}
}

// candidates: pass and the minimal bids of the smallest totals; every
// discard after the dog. The moves are the engine's shared interface
// values (am.BidMove): the tree asks at every step.
func (s *amSim) candidates(d games.State, actor games.Seat) []games.Move {
	s.fresh(d)
	if s.t.discarding {
		return d.Legal(actor)
	}
	out := append(s.buf[:0], am.PassMove())
	hand, need := s.t.hand[actor], s.t.high-s.t.laid[actor].Total()
	for above := need; len(out) <= s.bids; {
		b := amMinBid(hand, above)
		if b == 0 {
			break
		}
		total := b.Total()
		if total-amSmallest(b) <= need {
			out = append(out, am.BidMove(b))
		}
		above = total
	}
	s.buf = out
	return out
}

// move is the playout policy's move; the search plays its playouts with
// finish instead.
func (s *amSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	s.fresh(d)
	return s.t.policy(0.5 + rng.Float64())
}

func (s *amSim) observe(_ games.State, actor games.Seat, m games.Move) { s.t.apply(actor, m, false) }

func (s *amSim) done(games.State) bool { return false }

// finish plays the game on to its end on the table, its deck shuffled
// with rng, and writes the rewards.
func (s *amSim) finish(d games.State, rng *rand.Rand, out []float64) {
	s.fresh(d)
	t := &s.t
	rng.Shuffle(t.unseen, func(i, j int) { t.deck[i], t.deck[j] = t.deck[j], t.deck[i] })
	for steps := 0; !t.over && steps < maxPlayout; steps++ {
		t.play(t.turn, t.policy(0.5+rng.Float64()), true)
	}
	t.reward(out)
}

// reward is that of finish, for a game the tree ended.
func (s *amSim) reward(d games.State, out []float64) {
	s.fresh(d)
	s.t.reward(out)
}

// The money cards of one colour, smallest first (bit i of a Money).
var amValues = [am.NumMoney]int{1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25}

// amMaxNeed bounds the amount a bid must exceed: a whole hand is 106.
const amMaxNeed = 106

// amMinBids[h], once computed, holds for each need the set of cards of
// hand h with the smallest total above need, fewest cards first, then the
// largest smallest card (so that it is a minimal bid when one of that
// total is); 0 when none. Each hand's row is computed the first time it is
// needed (a few thousand steps), so that no move pays for all of them.
var amMinBids [1 << am.NumMoney]atomic.Pointer[[amMaxNeed + 1]am.Money]

// amMinBid returns the cheapest set of cards of hand whose total exceeds
// need, or 0 if the whole hand does not.
func amMinBid(hand am.Money, need int) am.Money {
	if need < 0 {
		need = 0
	}
	if need > amMaxNeed {
		return 0
	}
	row := amMinBids[hand].Load()
	if row == nil {
		// Two searches at once may both compute it: the same row.
		row = amMinBidRow(hand)
		amMinBids[hand].Store(row)
	}
	return row[need]
}

// amSmallest is the value of the smallest card of m (m not empty).
func amSmallest(m am.Money) int { return amValues[bits.TrailingZeros16(uint16(m))] }

// amMinBidRow computes the row of amMinBids for hand h.
func amMinBidRow(h am.Money) *[amMaxNeed + 1]am.Money {
	better := func(a, b am.Money) bool { // a is a better bid than b of the same total
		ca, cb := bits.OnesCount16(uint16(a)), bits.OnesCount16(uint16(b))
		if ca != cb {
			return ca < cb
		}
		return amSmallest(a) > amSmallest(b)
	}
	var byTotal [amMaxNeed + 1]am.Money
	for sub := h; sub != 0; sub = (sub - 1) & h {
		tot := sub.Total()
		if byTotal[tot] == 0 || better(sub, byTotal[tot]) {
			byTotal[tot] = sub
		}
	}
	row := new([amMaxNeed + 1]am.Money)
	var next am.Money // the best set of the smallest total above need
	for need := amMaxNeed; need >= 0; need-- {
		if need+1 <= amMaxNeed && byTotal[need+1] != 0 {
			next = byTotal[need+1]
		}
		row[need] = next
	}
	return row
}

// explain: the minimal winning bid, and the cheapest loss after the dog,
// when the rule of thumb picks m; else what m does by the rules.
func (animalementGame) explain(s games.State, seat games.Seat, _ []games.Move, m games.Move) string {
	var t amTable
	t.sync(s, seat)
	if t.turn != seat {
		return ""
	}
	mv := m.(am.Move)
	if t.discarding {
		// The policy's discard is the smallest animal.
		if t.policy(1) == m {
			return ReasonCheapestLoss
		}
		return ReasonDogTakes
	}
	switch {
	case mv.Kind == am.KindBid && mv.Cards == amMinBid(t.hand[seat], t.high-t.laid[seat].Total()):
		return ReasonMinimalBid
	case mv.Kind == am.KindBid && t.neg:
		return ReasonAvoidNegative
	case mv.Kind == am.KindBid:
		return ReasonLead
	case t.neg:
		return ReasonTakeNegative
	}
	return ReasonSaveMoney
}
