package lifeislife

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"menagerie/games"
)

// noSeat marks "nobody" in seat fields (no knock yet, no trigger, game over).
const noSeat games.Seat = -1

// State is a game of Life is Life in progress. Every field is a value or a
// fixed-size array, so Clone is a copy.
type State struct {
	players  int
	advanced bool
	rng      rand.PCG // deals every round; a value so that Clone copies it

	lives    [maxPlayers]int // 0 means out
	outRound [maxPlayers]int // the round a player lost their last life in
	round    int
	starter  games.Seat
	turn     games.Seat // noSeat once the game is over
	knocker  games.Seat // noSeat until someone knocks this round

	hands     [maxPlayers]Cards
	rows      [numRows]Cards // rows[r-1] is row r, of r cards
	aside     Cards          // set aside face down this round, seen by nobody
	exchanged [maxPlayers]bool
	// known is what everybody knows of each hand this round: the cards seen
	// going into it (rows taken) less those seen leaving it (cards laid).
	known [maxPlayers]Cards
	// forbid is, per player and per set species (setSpecies), a bit for
	// each count of that species the hand cannot hold now, because after
	// one of the player's exchanges this round it would have shown a set.
	// Everybody can work it out from the exchanges; Determinize uses it.
	forbid [maxPlayers][len(setSpecies)]uint16

	last      action       // the last move, for the view
	lastRound roundSummary // the last round that ended (round 0: none yet)
}

// in reports whether seat p still has lives.
func (s *State) in(p games.Seat) bool { return s.lives[p] > 0 }

// countIn returns how many players still have lives.
func (s *State) countIn() int {
	n := 0
	for p := range s.players {
		if s.lives[p] > 0 {
			n++
		}
	}
	return n
}

// nextIn returns the first player still in to the left of p (the next seat
// clockwise), p itself if nobody else is.
func (s *State) nextIn(p games.Seat) games.Seat {
	for i := 1; i <= s.players; i++ {
		q := games.Seat((int(p) + i) % s.players)
		if s.in(q) {
			return q
		}
	}
	return p
}

// setSpecies are the species whose every card makes a sudden-death set;
// the advanced variant leaves out the last one, the cats.
var setSpecies = [...]Species{Rabbit, Pig, Cat}

// activeSets is how many of setSpecies count in this game.
func (s *State) activeSets() int {
	if s.advanced {
		return 2
	}
	return len(setSpecies)
}

// sets returns the sudden-death sets held in h, as a bit per species.
func (s *State) sets(h Cards) uint16 {
	var m uint16
	for _, sp := range setSpecies[:s.activeSets()] {
		if h.Count(sp) == sp.Value() {
			m |= 1 << sp
		}
	}
	return m
}

// ToAct returns the player whose turn it is, or nothing once the game is over.
func (s *State) ToAct() []games.Seat {
	if s.turn == noSeat {
		return nil
	}
	return oneSeat(s.turn)
}

// Over reports whether only one player has lives left.
func (s *State) Over() bool { return s.turn == noSeat }

// Round is the round being played, 1, 2, … (games.Rounder).
func (s *State) Round() int { return s.round }

// Result gives each seat its lives left as its score; the last player with
// lives wins.
func (s *State) Result() games.Result {
	r := games.Result{Scores: make([]float64, s.players)}
	for p := range s.players {
		r.Scores[p] = float64(s.lives[p])
		if s.Over() && s.lives[p] > 0 {
			r.Winners = append(r.Winners, games.Seat(p))
		}
	}
	return r
}

// Clone returns a deep copy.
func (s *State) Clone() games.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	return &c
}

// mayKnock reports whether the player to act may knock: during the last
// turn a knock is a pass and always allowed; otherwise only after a first
// exchange this round.
func (s *State) mayKnock() bool {
	return s.knocker != noSeat || s.exchanged[s.turn]
}

// Legal lists every distinct exchange (row 1 to 4, every multiset of hand
// species that differs from the row) and the knock when allowed.
func (s *State) Legal(seat games.Seat) []games.Move {
	if s.turn == noSeat || seat != s.turn {
		return nil
	}
	return appendLegal(s, make([]games.Move, 0, 192), &exchangeMoves, knockMove)
}

// appendLegal appends to out the legal moves of the player to act, taken
// from moves (every exchange, as exchangeMoves ranks them) and knock: one
// walk for Legal's boxed moves and AppendLegal's values.
func appendLegal[M any](s *State, out []M, moves *[numRows][]M, knock M) []M {
	for r := 1; r <= numRows; r++ {
		out = appendLays(s, out, moves, s.hands[s.turn], r, 0, 0, r, 0)
	}
	if s.mayKnock() {
		out = append(out, knock)
	}
	return out
}

// appendLays appends an exchange of row for every way to complete lay with
// left more cards of species sp or later from hand, skipping the one that
// equals the row. rank is the rank of the lays that start like lay; the
// moves come ready made from moves, so listing them allocates nothing but
// the list.
func appendLays[M any](s *State, out []M, moves *[numRows][]M, hand Cards, row int, lay Cards, sp Species, left, rank int) []M {
	if left == 0 {
		if lay != s.rows[row-1] {
			out = append(out, moves[row-1][rank])
		}
		return out
	}
	rest := hand >> (4 * sp)
	if rest == 0 {
		return out // no cards left from sp on
	}
	if left == 1 {
		// The last card: one lay per species held, ranked by species.
		taboo := s.rows[row-1]
		for ; rest != 0; rest >>= 4 {
			if rest&15 != 0 && lay.add(sp, 1) != taboo {
				out = append(out, moves[row-1][rank])
			}
			sp, rank = sp+1, rank+1
		}
		return out
	}
	// Jump over the species the hand lacks: the lays holding any of them
	// all rank before.
	if skip := Species(bits.TrailingZeros64(uint64(rest)) / 4); skip > 0 {
		rank += multisets[NumSpecies-sp][left] - multisets[NumSpecies-sp-skip][left]
		sp += skip
	}
	for k := min(hand.Count(sp), left); k >= 0; k-- {
		out = appendLays(s, out, moves, hand, row, lay.add(sp, k), sp+1, left-k, rank+laysBefore[sp][left][k])
	}
	return out
}

// Apply plays m for seat after checking it completely.
func (s *State) Apply(seat games.Seat, m games.Move) error {
	mv, err := asMove(m)
	if err != nil {
		return err
	}
	if err := s.check(seat, mv); err != nil {
		return err
	}
	s.play(mv)
	return nil
}

// check says why seat may not play m now, or nil.
func (s *State) check(seat games.Seat, m Move) error {
	switch {
	case s.turn == noSeat:
		return errors.New("lifeislife: the game is over")
	case seat < 0 || int(seat) >= s.players:
		return fmt.Errorf("lifeislife: no seat %d in a %d-player game", seat, s.players)
	case seat != s.turn:
		return fmt.Errorf("lifeislife: it is seat %d's turn, not seat %d's", s.turn, seat)
	}
	switch m.Kind {
	case Exchange:
		if m.Row < 1 || m.Row > numRows {
			return fmt.Errorf("lifeislife: there is no row %d (rows are 1 to 4)", m.Row)
		}
		if n := m.Lay.Len(); n != m.Row {
			return fmt.Errorf("lifeislife: row %d takes exactly %d laid cards, not %d", m.Row, m.Row, n)
		}
		if !s.hands[seat].Contains(m.Lay) {
			return fmt.Errorf("lifeislife: seat %d does not hold %s", seat, m.Lay)
		}
		if m.Lay == s.rows[m.Row-1] {
			return fmt.Errorf("lifeislife: laying %s for row %d's %s exchanges the same animals", m.Lay, m.Row, s.rows[m.Row-1])
		}
		return nil
	case Knock:
		if !s.mayKnock() {
			return fmt.Errorf("lifeislife: seat %d may knock only after exchanging at least once this round", seat)
		}
		return nil
	}
	return fmt.Errorf("lifeislife: unknown move kind %v", m.Kind)
}

// play applies a checked move of the player to act.
func (s *State) play(m Move) {
	p := s.turn
	s.last = action{round: s.round, seat: p, kind: actKnock}
	if m.Kind == Exchange {
		row := &s.rows[m.Row-1]
		took := *row
		s.hands[p] = s.hands[p] - m.Lay + took
		s.known[p] = s.known[p].minusAtMost(m.Lay) + took
		*row = m.Lay
		s.exchanged[p] = true
		s.remember(p, m.Lay, took)
		s.last.kind, s.last.row, s.last.laid, s.last.took = actExchange, m.Row, m.Lay, took
	} else if s.knocker == noSeat {
		s.knocker = p
	} else {
		s.last.kind = actPass
	}
	// Sets are checked for the mover only, after their own move: a hand
	// changes only by its holder's exchange, and a dealt set counts only
	// after its holder's first exchange (a knock comes after one too).
	if set := s.sets(s.hands[p]); set != 0 {
		s.last.outcome = outSuddenDeath
		s.suddenDeath(p, set)
		return
	}
	next := s.nextIn(p)
	if s.knocker != noSeat && next == s.knocker {
		s.last.outcome = outScored
		s.scoreRound()
		return
	}
	s.turn = next
}

// remember updates forbid after p laid laid and took took: the counts that
// were forbidden move with the hand, and the full set is forbidden now
// (had p held it, the round would have ended).
func (s *State) remember(p games.Seat, laid, took Cards) {
	for i, sp := range setSpecies {
		f := s.forbid[p][i]
		if d := took.Count(sp) - laid.Count(sp); d >= 0 {
			f <<= d
		} else {
			f >>= -d
		}
		s.forbid[p][i] = f | 1<<sp.Value()
	}
}
