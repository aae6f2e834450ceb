package beavergang

import "math/rand/v2"

// deal shuffles the whole deck and starts a round: four face-down cards to
// each seat one at a time from the left of the dealer, the next card turned
// up to start the discard pile, then the opening peek, in which nobody has
// looked yet.
func (s *State) deal() {
	deck := append(s.pile[:0], fullDeck[:]...) // the old pile is done with
	s.shuffle(deck)
	for k := range 4 {
		for j := 1; j <= s.n; j++ {
			p := (s.dealer + j) % s.n
			s.rows[p][k] = deck[len(deck)-1]
			deck = deck[:len(deck)-1]
		}
	}
	s.discard = append(s.discard[:0], deck[len(deck)-1])
	s.pile = deck[:len(deck)-1]
	s.epoch = 0
	clear(s.pool)
	clear(s.known)
	for p := range s.n {
		s.ready[p], s.peeked[p], s.looked[p] = false, false, -1
	}
	s.look = -1
	s.drawn, s.second, s.playing = noCard, false, noCard
	s.knocker = -1
	s.turns = 0
	s.turn = (s.dealer + 1) % s.n
	s.step = stepPeek
}

// shuffle mixes cards with the game's PCG.
func (s *State) shuffle(cards []Card) {
	rand.New(&s.pcg).Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// drawCard takes the top card of the draw pile and rebuilds the pile at once
// when that was its last card; it reports whether it did.
func (s *State) drawCard() (c Card, rebuilt bool) {
	c = s.pile[len(s.pile)-1]
	s.pile = s.pile[:len(s.pile)-1]
	if len(s.pile) == 0 {
		s.rebuild()
		rebuilt = true
	}
	return c, rebuilt
}

// rebuild makes a new draw pile of the shuffled discards and turns up its
// top card to restart the discard pile. The new pile is a new pool for
// Determinize: its cards are known, their order is not.
func (s *State) rebuild() {
	s.pile = append(s.pile[:0], s.discard...)
	s.shuffle(s.pile)
	s.discard = append(s.discard[:0], s.pile[len(s.pile)-1])
	s.pile = s.pile[:len(s.pile)-1]
	s.epoch++
}

// beginTurn gives the turn to seat p.
func (s *State) beginTurn(p int) {
	s.turn = p
	s.turns++
	s.step = stepAction
}

// endAction follows a seat's action: it may knock if nobody has and every
// seat has had a turn; otherwise play moves on.
func (s *State) endAction() {
	s.playing = noCard
	if s.knocker < 0 && s.turns >= s.n {
		s.step = stepKnock
		return
	}
	s.advance()
}

// advance passes the turn clockwise, or ends the round when it comes back
// to the knocker.
func (s *State) advance() {
	next := (s.turn + 1) % s.n
	if next == s.knocker {
		s.endRound()
		return
	}
	s.beginTurn(next)
}

// endRound reveals every row, replaces each action card from the draw pile
// until a number card comes (the knocker first, then clockwise, each row
// from the left), scores the rows and deals the next round or ends the game.
func (s *State) endRound() {
	actions := 0
	for p := range s.n {
		for _, c := range s.rows[p] {
			if c.IsAction() {
				actions++
			}
		}
	}
	sum := &RoundSummary{Round: s.round + 1, Knocker: s.knocker, Rows: make([]RowSummary, s.n), Replacements: make([]Replacement, 0, actions)}
	for p := range s.n {
		sum.Rows[p].Revealed = names(s.rows[p])
	}
	for k := range s.n {
		p := (s.knocker + k) % s.n
		for i, c := range s.rows[p] {
			if !c.IsAction() {
				continue
			}
			r := Replacement{Seat: p, Slot: i}
			for {
				// Action cards drawn here are set aside with the one replaced.
				c, _ = s.drawCard()
				r.Drawn = append(r.Drawn, c.Name())
				if c.IsNumber() {
					break
				}
			}
			s.rows[p][i] = c
			sum.Replacements = append(sum.Replacements, r)
		}
	}
	score := make([]int, s.n)
	for p := range s.n {
		for i, c := range s.rows[p] {
			sum.Rows[p].Final[i] = c.Value()
			score[p] += c.Value()
		}
		s.totals[p] += score[p]
		sum.Rows[p].Score = score[p]
		sum.Rows[p].Total = s.totals[p]
	}
	s.scores = append(s.scores, score)
	for i := range s.known {
		s.known[i] = 0xf // everything is face up
	}
	for p := range s.looked {
		s.looked[p] = -1
	}
	s.look = -1
	s.lastRound = sum
	s.last.RoundOver = true
	s.round++
	if s.round == s.rounds {
		s.step = stepOver
		return
	}
	s.dealer = (s.dealer + 1) % s.n
	s.deal()
}

// names is a row in view identifiers.
func names(row [4]Card) [4]string {
	var out [4]string
	for i, c := range row {
		out[i] = c.Name()
	}
	return out
}
