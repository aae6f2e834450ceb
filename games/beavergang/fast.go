package beavergang

import (
	"slices"

	"menagerie/games"
)

// The search's fast paths. A bot's search plays thousands of moves per
// decision, and reading them through Legal (a new list of interface values)
// and View (strings for every card, a list per seat) made most of its
// garbage, which in the browser's single thread is time the page stands
// still. These methods give the same values, typed and without allocating;
// each gives a seat no more than its view does: the drawn card only to the
// seat holding it, a row's cards only while the view shows them face up.

// oneSeats backs oneSeat: a search asks who acts at every move.
var oneSeats = [maxPlayers]games.Seat{0, 1, 2, 3, 4, 5}

// oneSeat is the list of seat p alone, shared and capped so that an append
// copies it: ToAct without an allocation.
func oneSeat(p int) []games.Seat { return oneSeats[p : p+1 : p+1] }

// AppendLegal appends to dst the moves Legal lists for seat, in the same
// order, as Move values (nothing when seat may not act): the search's fast
// path, which would otherwise get a new list of interface values at every
// move to keep one of them.
func (s *State) AppendLegal(seat games.Seat, dst []Move) []Move {
	if seat < 0 || int(seat) >= s.n || !s.toAct(int(seat)) {
		return dst
	}
	p := int(seat)
	switch s.step {
	case stepPeek:
		if !s.peeked[p] {
			dst = append(dst, Move{Kind: KindPeek})
		}
		dst = append(dst, Move{Kind: KindReady})
	case stepAction:
		if s.top().IsNumber() {
			for i := range 4 {
				dst = append(dst, Move{Kind: KindTake, Slot: i})
			}
		}
		dst = append(dst, Move{Kind: KindDraw})
	case stepPlace:
		if s.drawn.IsNumber() {
			for i := range 4 {
				dst = append(dst, Move{Kind: KindReplace, Slot: i})
			}
		} else {
			dst = append(dst, Move{Kind: KindPlay})
		}
		dst = append(dst, Move{Kind: KindDiscard})
	case stepResolve:
		if s.playing == Regarder {
			for i := range 4 {
				dst = append(dst, Move{Kind: KindLook, Slot: i})
			}
			return dst
		}
		for i := range 4 {
			for o := range s.n {
				if o != p {
					for j := range 4 {
						dst = append(dst, Move{Kind: KindSwap, Slot: i, Seat: o, TheirSlot: j})
					}
				}
			}
		}
	case stepLook:
		dst = append(dst, Move{Kind: KindBack})
	case stepKnock:
		dst = append(dst, Move{Kind: KindKnock}, Move{Kind: KindPass})
	}
	return dst
}

// Boxed returns m as a games.Move without an allocation, the very value
// Legal lists for it (every possible move is boxed once, at start-up): the
// search's fast path to the moves it keeps. A value that is no possible
// move is boxed anew.
func (m Move) Boxed() games.Move {
	slot := func(v int) bool { return v >= 0 && v < 4 }
	bare := m.Slot == 0 && m.Seat == 0 && m.TheirSlot == 0
	own := slot(m.Slot) && m.Seat == 0 && m.TheirSlot == 0
	switch {
	case m.Kind == KindPeek && bare:
		return boxed.peek
	case m.Kind == KindReady && bare:
		return boxed.ready
	case m.Kind == KindDraw && bare:
		return boxed.draw
	case m.Kind == KindDiscard && bare:
		return boxed.discard
	case m.Kind == KindPlay && bare:
		return boxed.play
	case m.Kind == KindBack && bare:
		return boxed.back
	case m.Kind == KindKnock && bare:
		return boxed.knock
	case m.Kind == KindPass && bare:
		return boxed.pass
	case m.Kind == KindTake && own:
		return boxed.take[m.Slot]
	case m.Kind == KindReplace && own:
		return boxed.replace[m.Slot]
	case m.Kind == KindLook && own:
		return boxed.look[m.Slot]
	case m.Kind == KindSwap && slot(m.Slot) && slot(m.TheirSlot) && m.Seat >= 0 && m.Seat < maxPlayers:
		return boxed.swap[m.Slot][m.Seat][m.TheirSlot]
	}
	return m
}

// Players is the number of seats, the view's Players: the search's fast
// path.
func (s *State) Players() int { return s.n }

// Top is the top card of the discard pile, face up for everybody, or -1
// when there is none: the search's fast path to the view's Top.
func (s *State) Top() Card { return s.top() }

// Drawn is the card drawn and not yet placed as seat's view shows it: the
// card to the seat holding it, -1 to every other seat and when nobody holds
// one. The search's fast path to the view's Drawn.
func (s *State) Drawn(seat games.Seat) Card {
	if s.drawn == noCard || int(seat) != s.turn {
		return noCard
	}
	return s.drawn
}

// Row is seat's row as viewer's view shows it (the view's
// Seats[seat].Row): a card where it is face up for viewer, -1 where it is
// face down; all -1 for a seat not at the table. The search's fast path.
func (s *State) Row(viewer, seat games.Seat) [4]Card {
	out := [4]Card{noCard, noCard, noCard, noCard}
	p := int(seat)
	if p < 0 || p >= s.n {
		return out
	}
	v := int(viewer)
	if v < 0 || v >= s.n {
		v = -1
	}
	shown := s.shown(p, v)
	for i, c := range s.rows[p] {
		if shown&(1<<i) != 0 {
			out[i] = c
		}
	}
	return out
}

// Total is seat's running score (the view's Seats[seat].Total), 0 for a
// seat not at the table: the search's fast path.
func (s *State) Total(seat games.Seat) int {
	if seat < 0 || int(seat) >= s.n {
		return 0
	}
	return s.totals[seat]
}

// LastRound is the last scored round, public, as every view gives it (the
// view's LastRound, the very same value: it must not be changed), or nil
// before the first: the search's fast path.
func (s *State) LastRound() *RoundSummary { return s.lastRound }

// CloneInto makes dst a deep copy of s, as Clone does, reusing dst's lists
// instead of allocating new ones, and returns dst: the search's fast path
// for the copies it plays once and throws away (a zero State will do as
// the first dst). dst must not share its lists with another state: it
// should only ever have been filled by CloneInto. The copy is the full
// state, as Clone's is: a bot reads it only through its seat's view and
// these fast paths.
func (s *State) CloneInto(dst *State) *State {
	if dst == s {
		return dst
	}
	scores := dst.scores[:cap(dst.scores)]
	ready, peeked, rows, pool := dst.ready, dst.peeked, dst.rows, dst.pool
	known, looked, pile, discard, totals := dst.known, dst.looked, dst.pile, dst.discard, dst.totals
	*dst = *s
	dst.ready = append(ready[:0], s.ready...)
	dst.peeked = append(peeked[:0], s.peeked...)
	dst.rows = append(rows[:0], s.rows...)
	dst.pool = append(pool[:0], s.pool...)
	dst.known = append(known[:0], s.known...)
	dst.looked = append(looked[:0], s.looked...)
	dst.pile = append(pile[:0], s.pile...)
	dst.discard = append(discard[:0], s.discard...)
	dst.totals = append(totals[:0], s.totals...)
	// Each round's scores are copied into the rows dst already owns.
	for i, r := range s.scores {
		if i < len(scores) {
			scores[i] = append(scores[i][:0], r...)
		} else {
			scores = append(scores, slices.Clone(r))
		}
	}
	dst.scores = scores[:len(s.scores)]
	return dst
}
