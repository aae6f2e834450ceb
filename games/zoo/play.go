package zoo

// event is the last public thing that happened, kept for the views. It
// holds public cards only: the cards of a give or a set-aside stay out.
type event struct {
	kind    Kind
	seat    int8    // who moved
	forSeat int8    // complete and refuse: the junior who asked; else -1
	cards   Cards   // the public cards: the set played (whole, for a completion), laid, or taken back
	added   Cards   // complete: the senior's cards
	as      Animal  // play and complete: what the set counts as
	n       int8    // cards moved (give, set aside)
	out     [2]int8 // seats that ran out of cards with this move, or -1
	took    int8    // the seat that collected the trick this move ended, or -1
	tookN   int8    // how many cards it collected
	lead    int8    // the new leader when a trick ended or a lead was passed, or -1
	round   bool    // the round ended with this move
}

// apply plays m, already checked, for seat.
func (s *State) apply(seat int, m Move) {
	s.last = event{kind: m.Kind, seat: int8(seat), forSeat: -1, out: [2]int8{-1, -1}, took: -1, lead: -1}
	switch m.Kind {
	case KindGive:
		p := int(s.partner[seat])
		s.take(seat, m.Cards)
		s.hand[p] += m.Cards
		s.knows[seat] += m.Cards
		s.gave[seat] = m.Cards
		s.ready[seat] = true
		s.last.n = 2
		s.afterExchange()
	case KindSetAside:
		s.take(seat, m.Cards)
		s.aside[seat] = m.Cards
		s.ready[seat] = true
		s.last.n = 2
		s.afterExchange()
	case KindPlay:
		s.take(seat, m.Cards)
		s.last.cards, s.last.as = m.Cards, m.As
		s.lay(seat, -1, m.Cards, m.As)
	case KindPass:
		s.pass(seat)
	case KindAsk:
		// The laid cards leave the hand but not the bounds in knows and
		// shown, which count them as in hand until the answer.
		s.hand[seat] -= m.Cards
		s.laid = m.Cards
		s.asking = true
		s.last.cards = m.Cards
	case KindComplete:
		j := int(s.turn)
		s.forget(j, s.laid)
		s.take(seat, m.Cards)
		whole := s.laid + m.Cards
		s.laid, s.asking = 0, false
		s.last.forSeat, s.last.cards, s.last.added, s.last.as = int8(j), whole, m.Cards, m.As
		s.lay(j, seat, whole, m.As)
	case KindRefuse:
		j := int(s.turn)
		s.hand[j] += s.laid
		s.shown[j] = s.shown[j].atLeast(s.laid)
		s.last.forSeat, s.last.cards = int8(j), s.laid
		s.laid, s.asking = 0, false
		s.pass(j)
	}
}

// take removes cards from seat's hand, and lowers every bound on that hand.
func (s *State) take(seat int, cards Cards) {
	s.hand[seat] -= cards
	s.forget(seat, cards)
}

// forget lowers every bound on seat's hand by cards that left it.
func (s *State) forget(seat int, cards Cards) {
	if p := s.partner[seat]; p >= 0 {
		s.knows[p] = s.knows[p].floorMinus(cards)
	}
	s.shown[seat] = s.shown[seat].floorMinus(cards)
}

// afterExchange starts the play once every exchange is made; the player
// in last place leads.
func (s *State) afterExchange() {
	for i := range s.players {
		if !s.ready[i] {
			return
		}
	}
	s.phase = phasePlay
	s.leader = s.lastPlaced()
	s.turn = s.leader
}

// lay puts a set on the table as by's (helped by helper, or -1): it becomes
// the set to beat. Whoever ran out of cards finishes, the junior before the
// senior; then the round may end, or the turn goes on.
func (s *State) lay(by, helper int, cards Cards, as Animal) {
	s.pile += cards
	s.top, s.topAs, s.topBy, s.topHelper = cards, as, int8(by), int8(helper)
	s.passed = 0
	s.finish(by)
	if helper >= 0 {
		s.finish(helper)
	}
	if s.holders() <= 1 {
		s.endRound()
		return
	}
	s.turn = int8(s.nextHolder(by))
}

// finish records that seat ran out of cards, if it did just now.
func (s *State) finish(seat int) {
	if s.holds(seat) || s.place[seat] != 0 {
		return
	}
	s.finished++
	s.place[seat] = s.finished
	if s.last.out[0] < 0 {
		s.last.out[0] = int8(seat)
	} else {
		s.last.out[1] = int8(seat)
	}
}

// pass ends seat's turn without a set. Passing the lead (only the
// chameleon left) shows everyone that hand and hands the lead on. Otherwise
// the turn goes to the next player with cards, unless play comes back to
// the owner of the set to beat (or to the seat of an owner who is out):
// then the trick ends.
func (s *State) pass(seat int) {
	s.passed |= 1 << seat
	if s.top == 0 {
		s.shown[seat] = s.shown[seat].atLeast(s.hand[seat])
		s.leader = int8(s.nextHolder(seat))
		s.turn = s.leader
		s.last.lead = s.leader
		return
	}
	for i := 1; i <= s.players; i++ {
		x := (seat + i) % s.players
		if x == int(s.topBy) {
			s.endTrick()
			return
		}
		if s.holds(x) {
			s.turn = int8(x)
			return
		}
	}
}

// endTrick gives the trick to the owner of the unbeaten set, face down,
// and the lead to that player, or to the next player to the left with cards
// when the owner is out.
func (s *State) endTrick() {
	w := int(s.topBy)
	s.collected[w] += s.pile
	s.last.took, s.last.tookN = int8(w), int8(s.pile.Total())
	s.pile, s.top, s.topAs, s.topBy, s.topHelper, s.passed = 0, 0, 0, -1, -1, 0
	if !s.holds(w) {
		w = s.nextHolder(w)
	}
	s.leader, s.turn = int8(w), int8(w)
	s.last.lead = s.leader
}
