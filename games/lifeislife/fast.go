package lifeislife

import "menagerie/games"

// The search's fast paths. A bot's search plays thousands of moves per
// decision, and reading them through Legal (a new list of interface
// values) and View (strings for every card) made most of its garbage,
// which in the browser's single thread is time the page stands still.
// These methods give the same values, typed and without allocating; each
// gives a seat no more than its view does: everything here is public but
// Hand, which is the seat's own.

// exchangeValues is exchangeMoves unboxed, for AppendLegal.
var exchangeValues = func() (t [numRows][]Move) {
	for r, ms := range exchangeMoves {
		t[r] = make([]Move, len(ms))
		for i, m := range ms {
			t[r][i] = m.(Move)
		}
	}
	return t
}()

// oneSeats backs oneSeat: a search asks who acts at every move.
var oneSeats = [maxPlayers]games.Seat{0, 1, 2, 3, 4}

// oneSeat is the list of seat p alone, shared and capped so that an append
// copies it: ToAct without an allocation.
func oneSeat(p games.Seat) []games.Seat { return oneSeats[p : p+1 : p+1] }

// AppendLegal appends to dst the moves Legal lists, in the same order, as
// Move values: the search's fast path, which would otherwise get a new list
// of interface values at every move to keep one of them.
func (s *State) AppendLegal(seat games.Seat, dst []Move) []Move {
	if s.turn == noSeat || seat != s.turn {
		return dst
	}
	return appendLegal(s, dst, &exchangeValues, Move{Kind: Knock})
}

// Boxed returns m as a games.Move without an allocation, the very value
// Legal lists for it (every move is boxed once, at start-up): the search's
// fast path to the moves it keeps. A value that is no possible move is
// boxed anew.
func (m Move) Boxed() games.Move {
	switch {
	case m == Move{Kind: Knock}:
		return knockMove
	case m.Kind == Exchange && m.Row >= 1 && m.Row <= numRows && m.Lay>>(4*NumSpecies) == 0 && m.Lay.Len() == m.Row:
		return exchangeMoves[m.Row-1][layRank(m.Lay)]
	}
	return m
}

// Hand is seat's hand, the search's fast path to the view's Hand: seat's
// own cards (none for a seat not at the table, or out).
func (s *State) Hand(seat games.Seat) Cards {
	if seat < 0 || int(seat) >= s.players {
		return 0
	}
	return s.hands[seat]
}

// Rows is the display, rows 1 to 4: the search's fast path to the view's
// Rows.
func (s *State) Rows() [numRows]Cards { return s.rows }

// Players is the number of seats at the table, out or not, as many as the
// view's Players: the search's fast path.
func (s *State) Players() int { return s.players }

// Advanced reports whether the game plays the advanced variant (the view's
// Variant): the search's fast path.
func (s *State) Advanced() bool { return s.advanced }

// Lives is seat's lives left, the view's Players[seat].Lives (0: out, the
// view's Out), or 0 for a seat not at the table: the search's fast path.
func (s *State) Lives(seat games.Seat) int {
	if seat < 0 || int(seat) >= s.players {
		return 0
	}
	return s.lives[seat]
}

// Exchanged reports whether seat has exchanged this round (so may knock),
// the view's Players[seat].Exchanged: the search's fast path.
func (s *State) Exchanged(seat games.Seat) bool {
	return seat >= 0 && int(seat) < s.players && s.exchanged[seat]
}

// Knocker is who knocked this round, -1 before a knock and once the game is
// over, as the view's Knocker: the search's fast path (a knocker means the
// view's Phase "last_turn").
func (s *State) Knocker() games.Seat { return s.knocker }

// LastTurns is how many players still play a last turn after the knock,
// the player to act included: the length of the view's LastTurns, which
// the search's fast path needs no more of.
func (s *State) LastTurns() int {
	n := 0
	if s.knocker != noSeat {
		for p := s.turn; p != s.knocker; p = s.nextIn(p) {
			n++
		}
	}
	return n
}

// Winner is the view's Winner: the last player with lives once the game is
// over (the first of the standings), -1 until then; the search's fast path
// to the reward.
func (s *State) Winner() games.Seat {
	if !s.Over() {
		return noSeat
	}
	// The first of the stable sort of standings: lives left beat any
	// round out, then the later out, then the lower seat.
	rank := func(p int) int {
		if s.lives[p] > 0 {
			return 1 << 30
		}
		return s.outRound[p]
	}
	best := 0
	for p := 1; p < s.players; p++ {
		if rank(p) > rank(best) {
			best = p
		}
	}
	return games.Seat(best)
}

// LastRound is the round number of the view's LastRound, the last round
// that ended, or 0 before any (a null LastRound): the search's fast path
// to the reward, with RoundLives.
func (s *State) LastRound() int { return s.lastRound.round }

// RoundLives is what the view's LastRound says of seat: its lives won or
// lost (Lives[seat], -2 … +1) and whether it went out (in Eliminated);
// nothing for a seat not at the table or before any round ended.
func (s *State) RoundLives(seat games.Seat) (change int, out bool) {
	if seat < 0 || int(seat) >= s.players {
		return 0, false
	}
	return s.lastRound.lives[seat], s.lastRound.eliminated[seat]
}
