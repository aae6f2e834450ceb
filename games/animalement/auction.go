package animalement

import "menagerie/games"

// open starts the auction of the next card, revealed by who; if that card is
// the fourth light-blue one, the game ends instead.
func (s *State) open(who games.Seat) {
	s.clearAuction()
	s.opener, s.turn = who, who
	// The deck cannot run out: its four light-blue cards end the game first.
	s.card = s.deck[s.next]
	s.next++
	s.revealed = s.revealed.with(s.card)
	s.last.revealed = s.card
	if (s.revealed & lightBlue) == lightBlue {
		s.phase = PhaseOver
		return
	}
	s.phase = PhaseBid
}

// clearAuction takes everyone back into the auction with nothing laid.
func (s *State) clearAuction() {
	for i := range s.players {
		s.seats[i].laid, s.seats[i].passed = 0, false
	}
	s.high, s.bidder = 0, -1
}

// bid lays cards: they stay laid until the auction ends.
func (s *State) bid(who games.Seat, cards Money) {
	p := &s.seats[who]
	p.hand &^= cards
	p.laid |= cards
	s.high, s.bidder = p.laid.Total(), who
	s.last.cards, s.last.total = cards, s.high
	s.turn = s.nextIn(who)
}

// pass ends a negative auction at once (the passer takes the card and the
// money laid for it back; everyone else's is discarded), or drops out of a
// positive one, taking one's money back; when one player is left in a
// positive auction, that player takes the card for what they laid.
func (s *State) pass(who games.Seat) {
	p := &s.seats[who]
	if s.card.Negative() {
		for i := range s.players {
			q := &s.seats[i]
			if games.Seat(i) == who {
				s.last.back[i] = q.laid
				q.hand |= q.laid
			} else {
				s.last.paid[i] = q.laid
				q.spent |= q.laid
			}
			q.laid = 0
		}
		s.last.cards = s.last.back[who]
		s.receive(who)
		return
	}
	s.last.cards = p.laid
	p.hand |= p.laid
	p.laid, p.passed = 0, true
	left := s.nextIn(who)
	if s.nextIn(left) != left {
		s.turn = left
		return
	}
	w := &s.seats[left]
	s.last.paid[left] = w.laid
	s.last.free = w.laid == 0
	w.spent |= w.laid
	w.laid = 0
	s.receive(left)
}

// nextIn returns the first seat after who, clockwise, that is still in the
// auction; who itself if nobody else is.
func (s *State) nextIn(who games.Seat) games.Seat {
	for i := 1; i < s.players; i++ {
		n := (int(who) + i) % s.players
		if !s.seats[n].passed {
			return games.Seat(n)
		}
	}
	return who
}

// receive gives the card on auction to who, applies the dog, and lets who
// reveal the next card unless they must first choose a card to discard.
func (s *State) receive(who games.Seat) {
	p := &s.seats[who]
	a := s.card
	s.last.sold, s.last.taker, s.last.taken = true, who, a
	switch {
	case a.Numbered() && p.sick:
		// The waiting dog takes this card out of play with it.
		p.sick = false
		p.animals = p.animals.without(Dog)
		p.lost = p.lost.with(Dog).with(a)
		s.last.eaten = a
	case a == Dog && p.animals&numbered != 0:
		p.animals = p.animals.with(Dog)
		s.clearAuction()
		s.phase, s.turn = PhaseDiscard, who
		return
	case a == Dog:
		p.animals = p.animals.with(Dog)
		p.sick = true
	default:
		p.animals = p.animals.with(a)
	}
	s.open(who)
}

// discard takes the dog and the chosen 1–10 card out of play; the dog's
// receiver then reveals the next card.
func (s *State) discard(who games.Seat, a Animal) {
	p := &s.seats[who]
	p.animals = p.animals.without(Dog).without(a)
	p.lost = p.lost.with(Dog).with(a)
	s.last.animal = a
	s.open(who)
}
