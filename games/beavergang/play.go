package beavergang

import (
	"errors"
	"fmt"

	"menagerie/games"
)

// Legal lists every legal move of seat p now, or nil when p may not act.
func (s *State) Legal(p games.Seat) []games.Move {
	if p < 0 || int(p) >= s.n || !s.toAct(int(p)) {
		return nil
	}
	n := 6 // enough for every step but the choice of an Échange
	if s.step == stepResolve && s.playing == Echange {
		n = 16 * (s.n - 1)
	}
	return s.legal(int(p), make([]games.Move, 0, n))
}

// legal appends the legal moves of p, a seat to act, to buf. With a buffer
// of enough capacity it does not allocate: the moves are boxed in advance.
func (s *State) legal(p int, buf []games.Move) []games.Move {
	switch s.step {
	case stepPeek:
		if !s.peeked[p] {
			buf = append(buf, boxed.peek)
		}
		buf = append(buf, boxed.ready)
	case stepAction:
		if s.top().IsNumber() {
			buf = append(buf, boxed.take[:]...)
		}
		buf = append(buf, boxed.draw)
	case stepPlace:
		if s.drawn.IsNumber() {
			buf = append(buf, boxed.replace[:]...)
		} else {
			buf = append(buf, boxed.play)
		}
		buf = append(buf, boxed.discard)
	case stepResolve:
		if s.playing == Regarder {
			return append(buf, boxed.look[:]...)
		}
		for i := range 4 {
			for o := range s.n {
				if o != p {
					buf = append(buf, boxed.swap[i][o][:]...)
				}
			}
		}
	case stepLook:
		buf = append(buf, boxed.back)
	case stepKnock:
		buf = append(buf, boxed.knock, boxed.pass)
	}
	return buf
}

// Apply plays m for seat p after checking it completely; on error nothing
// has changed.
func (s *State) Apply(p games.Seat, m games.Move) error {
	if m == nil {
		return errors.New("beavergang: nil move")
	}
	mv, ok := m.(Move)
	if !ok {
		return fmt.Errorf("beavergang: %T is not a Beaver Gang move", m)
	}
	if err := s.validate(p, mv); err != nil {
		return fmt.Errorf("beavergang: seat %d: %v: %w", p, mv, err)
	}
	s.apply(int(p), mv)
	return nil
}

// validate says why seat p may not play m now, or nil when it may.
func (s *State) validate(p games.Seat, m Move) error {
	if err := m.check(); err != nil {
		return err
	}
	if s.step == stepOver {
		return errors.New("the game is over")
	}
	if p < 0 || int(p) >= s.n {
		return fmt.Errorf("no seat %d in a %d-player game", p, s.n)
	}
	if !s.toAct(int(p)) {
		if s.step == stepPeek {
			return errors.New("already ready; waiting for the others")
		}
		return fmt.Errorf("not your turn (seat %d is to act)", s.turn)
	}
	// want allows the kinds a and b (b may be ""); the list for the error
	// is made only on failure, so that a legal move costs no allocation.
	want := func(a, b string) error {
		if m.Kind == a || b != "" && m.Kind == b {
			return nil
		}
		kinds := []string{a}
		if b != "" {
			kinds = append(kinds, b)
		}
		return fmt.Errorf("a %q move is not possible now: step %q allows %q", m.Kind, stepNames[s.step], kinds)
	}
	switch s.step {
	case stepPeek:
		if err := want(KindPeek, KindReady); err != nil {
			return err
		}
		if m.Kind == KindPeek && s.peeked[p] {
			return errors.New("already looked at the outer cards this round")
		}
	case stepAction:
		if err := want(KindTake, KindDraw); err != nil {
			return err
		}
		if m.Kind == KindTake && !s.top().IsNumber() {
			return fmt.Errorf("the top discard (%s) is not a number card: draw instead", s.top())
		}
	case stepPlace:
		if s.drawn.IsNumber() {
			return want(KindReplace, KindDiscard)
		}
		return want(KindPlay, KindDiscard)
	case stepResolve:
		if s.playing == Regarder {
			return want(KindLook, "")
		}
		if err := want(KindSwap, ""); err != nil {
			return err
		}
		if m.Seat == int(p) || m.Seat >= s.n {
			return fmt.Errorf("seat %d is not an opponent", m.Seat)
		}
	case stepLook:
		return want(KindBack, "")
	case stepKnock:
		return want(KindKnock, KindPass)
	}
	return nil
}

// apply plays a validated move.
func (s *State) apply(p int, m Move) {
	s.last = Event{Seat: p, Kind: m.Kind, Slot: -1, Target: -1, TargetSlot: -1}
	bit := uint8(1) << m.Slot
	switch m.Kind {
	case KindPeek:
		s.peeked[p] = true
		s.known[p*s.n+p] |= peekMask

	case KindReady:
		s.ready[p] = true
		for _, r := range s.ready {
			if !r {
				return
			}
		}
		s.beginTurn((s.dealer + 1) % s.n)

	case KindTake:
		c := s.top()
		out := s.rows[p][m.Slot]
		s.rows[p][m.Slot] = c
		s.discard[len(s.discard)-1] = out
		for o := 0; o <= s.n; o++ {
			s.known[o*s.n+p] |= bit // it lay face up: everybody knows it
		}
		s.moved(p, m.Slot)
		s.last.Slot, s.last.Card, s.last.Out = m.Slot, c.Name(), out.Name()
		s.endAction()

	case KindDraw:
		s.draw(false)

	case KindReplace:
		out := s.rows[p][m.Slot]
		s.rows[p][m.Slot], s.pool[p][m.Slot] = s.release(), s.drawnPool
		for o := 0; o <= s.n; o++ {
			s.known[o*s.n+p] &^= bit
		}
		s.known[p*s.n+p] |= bit
		s.discard = append(s.discard, out)
		s.moved(p, m.Slot)
		s.last.Slot, s.last.Out = m.Slot, out.Name()
		s.endAction()

	case KindDiscard:
		second := s.second
		c := s.release()
		s.discard = append(s.discard, c)
		s.last.Card = c.Name()
		if second {
			s.draw(false) // Piocher: the second card, used as in B
			return
		}
		s.endAction()

	case KindPlay:
		c := s.release()
		s.discard = append(s.discard, c)
		if c == Piocher {
			s.draw(true)
		} else {
			s.playing = c
			s.step = stepResolve
		}
		s.last.Card = c.Name()

	case KindSwap:
		o, j := m.Seat, m.TheirSlot
		s.rows[p][m.Slot], s.rows[o][j] = s.rows[o][j], s.rows[p][m.Slot]
		s.pool[p][m.Slot], s.pool[o][j] = s.pool[o][j], s.pool[p][m.Slot]
		// Whoever knew a card still knows it in its new place.
		obit := uint8(1) << j
		for w := 0; w <= s.n; w++ {
			a, b := &s.known[w*s.n+p], &s.known[w*s.n+o]
			ka, kb := *a&bit != 0, *b&obit != 0
			*a &^= bit
			*b &^= obit
			if kb {
				*a |= bit
			}
			if ka {
				*b |= obit
			}
		}
		s.moved(p, m.Slot)
		s.moved(o, j)
		s.last.Slot, s.last.Target, s.last.TargetSlot = m.Slot, o, j
		s.endAction()

	case KindLook:
		// The card stays in view until the seat puts it back (KindBack),
		// which is the only move it has meanwhile: the look ends within
		// the seat's turn.
		s.look, s.looked[p] = int8(m.Slot), int8(m.Slot)
		s.known[p*s.n+p] |= bit
		s.playing = noCard
		s.step = stepLook
		s.last.Slot = m.Slot

	case KindBack:
		s.last.Slot = int(s.look)
		s.look = -1
		s.endAction()

	case KindKnock:
		s.knocker = p
		s.advance()

	case KindPass:
		s.advance()
	}
}

// moved notes that the card in seat p's slot i left it: the slot is no
// longer the one p looked at.
func (s *State) moved(p, i int) {
	if int(s.looked[p]) == i {
		s.looked[p] = -1
	}
}

// release takes the drawn card out of the hand of the seat to act.
func (s *State) release() Card {
	c := s.drawn
	s.drawn, s.second = noCard, false
	return c
}

// draw puts the top card of the draw pile in the hand of the seat to act;
// second says it is the first card of a Piocher.
func (s *State) draw(second bool) {
	pool := s.epoch // before a rebuild makes a new pool
	c, rebuilt := s.drawCard()
	s.drawn, s.drawnPool, s.second = c, pool, second
	s.last.Drew = true
	s.last.Rebuilt = s.last.Rebuilt || rebuilt
	s.step = stepPlace
}
