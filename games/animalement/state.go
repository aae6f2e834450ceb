package animalement

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"menagerie/games"
)

// Phase is what the game waits for.
type Phase uint8

// The phases.
const (
	// PhaseBid: an auction is running; the player to act bids or passes.
	PhaseBid Phase = iota
	// PhaseDiscard: the player who just received the dog chooses which of
	// their 1–10 cards goes out of play with it.
	PhaseDiscard
	// PhaseOver: the fourth light-blue card has been revealed.
	PhaseOver
)

var phaseNames = [...]string{"bid", "discard", "over"}

// String returns "bid", "discard" or "over".
func (p Phase) String() string { return phaseNames[p] }

// seat is one player's cards.
type seat struct {
	hand    Money   // money cards in hand
	laid    Money   // money cards face-up in the current auction
	spent   Money   // money cards discarded: gone for the game
	passed  bool    // has passed in the current auction
	animals Animals // collected animal cards (the dog included while it waits)
	lost    Animals // animal cards gone out of play with the dog, the dog included
	sick    bool    // holds the dog and will discard the next 1–10 card received
}

// State is a game of Animalement Vôtre. It holds arrays only, so a copy of
// the struct is a deep copy.
type State struct {
	players  int
	rng      rand.PCG
	deck     [NumAnimals]Animal // deck[next:] are face-down, deck[next] on top
	next     int
	revealed Animals // every card turned face-up so far
	phase    Phase
	card     Animal     // the card on auction; at the end, the fourth light-blue card
	turn     games.Seat // who acts (bid, pass or discard)
	opener   games.Seat // who revealed the card and opened
	high     int        // the high bid: the largest face-up total
	bidder   games.Seat // who made it, or -1
	seats    [MaxPlayers]seat
	last     event
}

// event is the last public thing that happened: the move and what it
// caused. It holds no slices so that State stays a flat value.
type event struct {
	kind     string // a move kind; "" before the first move
	seat     games.Seat
	cards    Money  // bid: cards added; pass: cards taken back
	total    int    // bid: the bidder's face-up total now
	animal   Animal // discard: the card discarded with the dog
	sold     bool   // the move ended the auction
	taker    games.Seat
	taken    Animal
	free     bool              // a positive card taken without any money laid
	paid     [MaxPlayers]Money // money discarded at the end of the auction, per seat
	back     [MaxPlayers]Money // money taken back at the end of the auction, per seat
	eaten    Animal            // a 1–10 card that went out with a waiting dog
	revealed Animal            // the next card turned face-up, if any
}

// ToAct returns the seat to act, or nothing once the game is over.
func (s *State) ToAct() []games.Seat {
	if s.phase == PhaseOver {
		return nil
	}
	return oneSeat(s.turn)
}

// oneSeats backs oneSeat: a search asks who acts at every step.
var oneSeats = [MaxPlayers]games.Seat{0, 1, 2, 3, 4}

// oneSeat is the list of the one seat i, shared and capped so that an
// append copies it: the player to act, without an allocation.
func oneSeat(i games.Seat) []games.Seat { return oneSeats[i : i+1 : i+1] }

// Over reports whether the fourth light-blue card has been revealed.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Clone returns a deep copy.
func (s *State) Clone() games.State {
	c := *s
	return &c
}

// Legal lists every legal move of seat: in an auction, pass and every set
// of money cards from hand that lifts the seat's face-up total above the
// high bid (in increasing order of the set's bits); after receiving the dog,
// one discard per 1–10 card held.
func (s *State) Legal(seat games.Seat) []games.Move {
	if s.phase == PhaseOver || seat != s.turn {
		return nil
	}
	p := &s.seats[seat]
	if s.phase == PhaseDiscard {
		held := p.animals & numbered
		out := make([]games.Move, 0, held.count())
		for _, a := range held.list() {
			out = append(out, discardMoves[a])
		}
		return out
	}
	// Counting first keeps the slice exact: a long one costs more in garbage
	// collection than the second walk over the subsets.
	hand, need := p.hand, s.high-p.laid.Total()
	out := make([]games.Move, 1, 1+countBids(hand, need))
	out[0] = passMove
	// Walk the non-empty subsets of hand in increasing order.
	for sub := (0 - hand) & hand; sub != 0; sub = (sub - hand) & hand {
		if int(moneyTotals[sub]) > need {
			out = append(out, bidMoves[sub])
		}
	}
	return out
}

// countBids counts the non-empty subsets of hand worth more than need: the
// bids of a player holding hand whose added cards must total more than need.
func countBids(hand Money, need int) int {
	n := 0
	for sub := (0 - hand) & hand; sub != 0; sub = (sub - hand) & hand {
		if int(moneyTotals[sub]) > need {
			n++
		}
	}
	return n
}

// Apply plays m for seat after checking it completely; on error nothing
// changes.
func (s *State) Apply(seat games.Seat, m games.Move) error {
	if err := s.check(seat, m); err != nil {
		return fmt.Errorf("animalement: %w", err)
	}
	mv := m.(Move)
	s.last = event{kind: mv.Kind, seat: seat}
	switch mv.Kind {
	case KindBid:
		s.bid(seat, mv.Cards)
	case KindPass:
		s.pass(seat)
	case KindDiscard:
		s.discard(seat, mv.Animal)
	}
	return nil
}

// check says why seat may not play m now, or nil.
func (s *State) check(seat games.Seat, m games.Move) error {
	if m == nil {
		return errors.New("no move (nil)")
	}
	mv, ok := m.(Move)
	if !ok {
		return fmt.Errorf("%T is not a move of this game", m)
	}
	if seat < 0 || int(seat) >= s.players {
		return fmt.Errorf("no seat %d in a %d-player game", seat, s.players)
	}
	if s.phase == PhaseOver {
		return errors.New("the game is over")
	}
	if seat != s.turn {
		return fmt.Errorf("seat %d is not to act: seat %d is", seat, s.turn)
	}
	if err := mv.wellFormed(); err != nil {
		return err
	}
	p := &s.seats[seat]
	switch mv.Kind {
	case KindBid, KindPass:
		if s.phase != PhaseBid {
			return fmt.Errorf("seat %d must first discard a 1–10 card with the dog", seat)
		}
		if mv.Kind == KindPass {
			return nil
		}
		if mv.Cards&^p.hand != 0 {
			return fmt.Errorf("seat %d does not hold %v in hand", seat, (mv.Cards &^ p.hand).Values())
		}
		if total := p.laid.Total() + mv.Cards.Total(); total <= s.high {
			return fmt.Errorf("a face-up total of %d does not beat the high bid of %d", total, s.high)
		}
	case KindDiscard:
		if s.phase != PhaseDiscard {
			return errors.New("nothing to discard now")
		}
		if !p.animals.has(mv.Animal) {
			return fmt.Errorf("seat %d does not hold %v", seat, mv.Animal)
		}
	}
	return nil
}
