package animalement

import "menagerie/games"

// Table is the public table as View shows it, in typed fields: the fast
// path of a search, which reads the table of a determinization at every
// iteration and would otherwise build a whole view of strings and lists
// only to parse it back. It holds what View shows to every seat alike (and
// to a spectator): the face-down cards as a set, since their order is
// hidden.
type Table struct {
	Players  int        // View.Players
	Phase    Phase      // View.Phase
	Turn     games.Seat // View.Turn: the seat to act; -1 once over
	Card     Animal     // View.Card
	Negative bool       // View.Negative
	High     int        // View.High
	Blue     Animals    // View.Blue: the light-blue cards revealed so far
	Unseen   Animals    // View.Unseen: the face-down cards, in no order
	// Seats[:Players] are View.Seats, by seat number.
	Seats [MaxPlayers]TableSeat
}

// TableSeat is one seat of a Table: the fields of its SeatView that a
// search reads, as sets.
type TableSeat struct {
	Hand    Money   // SeatView.Hand
	Laid    Money   // SeatView.Laid
	Passed  bool    // SeatView.Passed
	Animals Animals // SeatView.Animals
	Sick    bool    // SeatView.Sick
}

// Table returns the table as View(seat) shows it, without an allocation:
// the search's fast path (see Table, the type). Like View, it shows every
// seat (and a spectator) the same: the viewer's own hand, the only part of
// View that depends on seat, is in Seats anyway. Seat keeps the contract
// of View, so that a caller asks for what its seat may see.
func (s *State) Table(seat games.Seat) Table {
	t := Table{
		Players:  s.players,
		Phase:    s.phase,
		Turn:     s.turn,
		Card:     s.card,
		Negative: s.card.Negative(),
		High:     s.high,
		Blue:     s.revealed & lightBlue,
		Unseen:   allAnimals &^ s.revealed,
	}
	if s.phase == PhaseOver {
		t.Turn = -1
	}
	for i := range s.players {
		p := &s.seats[i]
		t.Seats[i] = TableSeat{Hand: p.hand, Laid: p.laid, Passed: p.passed, Animals: p.animals, Sick: p.sick}
	}
	return t
}

// BidMove returns the bid of cards as the interface value Legal hands out,
// shared: the search's fast path, which offers bids at every step of its
// tree and would otherwise box a new Move for each. A set that is not a
// bid (empty, or with no such cards) gets a Move of its own.
func BidMove(cards Money) games.Move {
	if cards == 0 || cards&^fullHand != 0 {
		return Move{Kind: KindBid, Cards: cards}
	}
	return bidMoves[cards]
}

// PassMove returns Pass as the interface value Legal hands out, shared,
// for the same reason as BidMove.
func PassMove() games.Move { return passMove }
