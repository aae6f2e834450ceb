package bot

import (
	"math/bits"
	"math/rand/v2"
	"sync"

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

func (animalementGame) budget(level Level) int {
	if level == Hard {
		return 1500
	}
	return 150
}

func (animalementGame) opponentTree() bool { return true }

func (animalementGame) determinize(s games.State, seat games.Seat, _ Level, rng *rand.Rand) games.State {
	return plainDeterminize(s, seat, rng)
}

// amPointsPerMoney converts money into score points for the valuations:
// the whole of a hand (106) buys about 40 points of collection.
const amPointsPerMoney = 0.4

// Bids per level: how many minimal bids the tree tries besides passing.
var amBids = [...]int{Medium: 4, Hard: 6}

func (animalementGame) easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	var t amTrack
	t.sync(d, seat)
	if t.phase == am.PhaseDiscard.String() {
		return t.discard(seat)
	}
	// A sloppy bidder: worth judged roughly, and a fair chance of passing.
	if !t.neg && rng.IntN(3) == 0 {
		return am.Pass()
	}
	return t.policy(seat, 0.3+1.2*rng.Float64())
}

func (animalementGame) simulator(d games.State, seat games.Seat, level Level, _ func() games.State) simulator {
	return &amSim{seat: seat, bids: amBids[level]}
}

// amTrack follows the public state of a game through the moves of a
// search iteration, reading the view again only when an auction ends (the
// next card is drawn from the determinized deck).
type amTrack struct {
	players int
	phase   string
	card    am.Animal
	neg     bool
	high    int
	hand    [am.MaxPlayers]am.Money
	laid    [am.MaxPlayers]am.Money
	passed  [am.MaxPlayers]bool
	animals [am.MaxPlayers]uint32 // bit a for animal a
	sick    [am.MaxPlayers]bool
	in      int  // players still in the auction
	stale   bool // the auction ended: the view must be read again
}

// sync reads the public state from seat's view of d.
func (t *amTrack) sync(d games.State, seat games.Seat) {
	v := d.View(seat).(am.View)
	t.players, t.phase, t.neg, t.high = v.Players, v.Phase, v.Negative, v.High
	t.card, _ = am.ParseAnimal(v.Card)
	t.in = 0
	for i, sv := range v.Seats {
		t.hand[i], _ = am.MoneyOf(sv.Hand...)
		t.laid[i], _ = am.MoneyOf(sv.Laid...)
		t.passed[i], t.sick[i] = sv.Passed, sv.Sick
		t.animals[i] = 0
		for _, id := range sv.Animals {
			a, _ := am.ParseAnimal(id)
			t.animals[i] |= 1 << a
		}
		if !sv.Passed {
			t.in++
		}
	}
	t.stale = false
}

// observe follows a move of seat.
func (t *amTrack) observe(seat games.Seat, m games.Move) {
	mv := m.(am.Move)
	switch mv.Kind {
	case am.KindBid:
		t.hand[seat] &^= mv.Cards
		t.laid[seat] |= mv.Cards
		t.high = t.laid[seat].Total()
	case am.KindPass:
		if t.neg {
			t.stale = true
			return
		}
		t.hand[seat] |= t.laid[seat]
		t.laid[seat], t.passed[seat] = 0, true
		t.in--
		t.stale = t.in <= 1
	default:
		t.stale = true
	}
}

// worth is what the card on auction adds to seat's score, in points;
// negative for a card that costs.
func (t *amTrack) worth(seat games.Seat) float64 {
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

// policy is the playouts' bid: seat offers up to the card's worth times
// eager in money, with the smallest winning bid, as long as it stays no
// poorer than the poorest of the others; otherwise it passes.
func (t *amTrack) policy(seat games.Seat, eager float64) games.Move {
	need := t.high - t.laid[seat].Total()
	add := amMinBid(t.hand[seat], need)
	if add == 0 {
		return am.Pass()
	}
	worth := t.worth(seat)
	if worth < 0 {
		worth = -worth
	}
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

// discard is the 1–10 card seat gives up with the dog: its smallest.
func (t *amTrack) discard(seat games.Seat) games.Move {
	for c := am.Chicken; c <= am.Whale; c++ {
		if t.animals[seat]&(1<<c) != 0 {
			return am.Discard(c)
		}
	}
	return nil
}

// amSim is the search's knowledge of Animalement Vôtre.
type amSim struct {
	seat games.Seat
	bids int
	t    amTrack
	buf  []games.Move
}

func (s *amSim) reset(d games.State) { s.t.sync(d, s.seat) }

func (s *amSim) fresh(d games.State) {
	if s.t.stale {
		s.t.sync(d, s.seat)
	}
}

// candidates: pass and the minimal bids of the smallest totals; every
// discard after the dog.
func (s *amSim) candidates(d games.State, actor games.Seat) []games.Move {
	s.fresh(d)
	if s.t.phase == am.PhaseDiscard.String() {
		return d.Legal(actor)
	}
	out := append(s.buf[:0], am.Pass())
	hand, need := s.t.hand[actor], s.t.high-s.t.laid[actor].Total()
	for above := need; len(out) <= s.bids; {
		b := amMinBid(hand, above)
		if b == 0 {
			break
		}
		total := b.Total()
		if total-amSmallest(b) <= need {
			out = append(out, am.Move{Kind: am.KindBid, Cards: b})
		}
		above = total
	}
	s.buf = out
	return out
}

func (s *amSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	s.fresh(d)
	if s.t.phase == am.PhaseDiscard.String() {
		return s.t.discard(actor)
	}
	return s.t.policy(actor, 0.5+rng.Float64())
}

func (s *amSim) observe(_ games.State, actor games.Seat, m games.Move) { s.t.observe(actor, m) }

func (s *amSim) done(games.State) bool { return false }

// reward: 0.7 for the win (shared equally), 0.3 for the rank: the
// players out for the least money last, the others by score, then money.
func (s *amSim) reward(d games.State, out []float64) {
	v := d.View(s.seat).(am.View)
	f := v.Final
	if f == nil {
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	key := func(i int) float64 {
		fs := f.Seats[i]
		if fs.Out {
			return -1e9 + float64(fs.Money)
		}
		return fs.Score*1000 + float64(fs.Money)
	}
	rankReward(out, len(f.Seats), key)
	for i := range f.Seats {
		out[i] *= 0.3
	}
	for _, w := range f.Winners {
		out[w] += 0.7 / float64(len(f.Winners))
	}
}

// The money cards of one colour, smallest first (bit i of a Money).
var amValues = [am.NumMoney]int{1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25}

// amMaxNeed bounds the amount a bid must exceed: a whole hand is 106.
const amMaxNeed = 106

var (
	amOnce sync.Once
	// amMinBids[h][need] is the set of cards of h with the smallest total
	// above need, fewest cards first, then the largest smallest card (so
	// that it is a minimal bid when one of that total is); 0 when none.
	amMinBids *[1 << am.NumMoney][amMaxNeed + 1]am.Money
)

// amMinBid returns the cheapest set of cards of hand whose total exceeds
// need, or 0 if the whole hand does not.
func amMinBid(hand am.Money, need int) am.Money {
	if need < 0 {
		need = 0
	}
	if need > amMaxNeed {
		return 0
	}
	amOnce.Do(amBuildMinBids)
	return amMinBids[hand][need]
}

// amSmallest is the value of the smallest card of m (m not empty).
func amSmallest(m am.Money) int { return amValues[bits.TrailingZeros16(uint16(m))] }

// amBuildMinBids fills amMinBids: about 400 000 steps, done the first time
// a bot plays Animalement Vôtre.
func amBuildMinBids() {
	t := new([1 << am.NumMoney][amMaxNeed + 1]am.Money)
	better := func(a, b am.Money) bool { // a is a better bid than b of the same total
		ca, cb := bits.OnesCount16(uint16(a)), bits.OnesCount16(uint16(b))
		if ca != cb {
			return ca < cb
		}
		return amSmallest(a) > amSmallest(b)
	}
	var byTotal [amMaxNeed + 1]am.Money
	for h := am.Money(0); h < 1<<am.NumMoney; h++ {
		clear(byTotal[:])
		for sub := h; sub != 0; sub = (sub - 1) & h {
			tot := sub.Total()
			if byTotal[tot] == 0 || better(sub, byTotal[tot]) {
				byTotal[tot] = sub
			}
		}
		var next am.Money // the best set of the smallest total above need
		for need := amMaxNeed; need >= 0; need-- {
			if need+1 <= amMaxNeed && byTotal[need+1] != 0 {
				next = byTotal[need+1]
			}
			t[h][need] = next
		}
	}
	amMinBids = t
}
