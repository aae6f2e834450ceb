package animalement

import (
	"slices"

	"menagerie/games"
)

// View is what a seat (or a spectator) sees: the whole table, since nothing
// in this game is known to one player and not to the others (see the
// package doc: the money in every hand follows from the cards laid face-up).
// Animals are ids such as "peacock" (Animal.String); money cards are their
// values (1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25). The engine also does the
// counting a player does at the table: each seat's collection score so far
// (SeatView.Score) and who holds the least money (Poorest).
type View struct {
	Seat     int        `json:"seat"`    // the viewer; -1 for a spectator
	Players  int        `json:"players"` // number of seats
	Phase    string     `json:"phase"`   // "bid", "discard" (the turn chooses a card to lose with the dog) or "over"
	Turn     int        `json:"turn"`    // the seat to act; -1 once over
	Card     string     `json:"card"`    // the animal face-up: on auction, or at the end the 4th light-blue card (not auctioned)
	Negative bool       `json:"neg"`     // Card is negative: the first to pass takes it
	Opener   int        `json:"opener"`  // who revealed Card and opened
	High     int        `json:"high"`    // the high bid (largest face-up total); 0 when nobody has bid
	Bidder   int        `json:"bidder"`  // who holds the high bid; -1 when nobody has bid
	Blue     []string   `json:"blue"`    // light-blue cards revealed so far (4 end the game)
	Deck     int        `json:"deck"`    // animal cards still face-down
	Unseen   []string   `json:"unseen"`  // which cards those are, in card order (their order is hidden)
	Hand     []int      `json:"hand"`    // the viewer's money cards in hand; null for a spectator
	Seats    []SeatView `json:"seats"`   // every seat, by seat number
	Last     *Last      `json:"last"`    // the last move and what it caused; null before the first
	Final    *Final     `json:"final"`   // the scoring, once over; null before
	// Poorest lists the seats that hold the least money now, counting
	// what they have laid in the auction in progress (it stays theirs
	// until the auction ends): those who would be out if the game ended
	// now. It is empty when every seat holds the same, since then nobody
	// is poorer than anyone (at the start, say; at the end Final says
	// who is out).
	Poorest []int `json:"poorest"`
}

// SeatView is one player's side of the table.
type SeatView struct {
	Hand    []int    `json:"hand"`    // money cards in hand
	Money   int      `json:"money"`   // their total
	Laid    []int    `json:"laid"`    // money cards face-up in the current auction
	Bid     int      `json:"bid"`     // their total
	Passed  bool     `json:"passed"`  // has passed in the current auction
	Spent   []int    `json:"spent"`   // money cards discarded: gone for the game
	Animals []string `json:"animals"` // animal cards collected (the dog included while it waits)
	Lost    []string `json:"lost"`    // animal cards gone out of play with the dog, the dog included
	Sick    bool     `json:"sick"`    // holds the dog: the next 1–10 card they get goes with it
	// Score is the collection score S that Animals make now, computed as
	// the end of the game computes it (Animals.Score; a waiting dog
	// counts for nothing): at the end it is FinalSeat.Score.
	Score float64 `json:"score"`
}

// Last describes the last move and everything it caused.
type Last struct {
	Seat     int    `json:"seat"`               // who moved
	Kind     string `json:"k"`                  // "bid", "pass" or "discard"
	Cards    []int  `json:"cards,omitempty"`    // bid: the cards added; pass: the cards taken back
	Bid      int    `json:"bid,omitempty"`      // bid: the bidder's face-up total now
	Animal   string `json:"animal,omitempty"`   // discard: the card that went out with the dog
	Sale     *Sale  `json:"sale,omitempty"`     // the move ended the auction
	Revealed string `json:"revealed,omitempty"` // the card turned face-up next
	Over     bool   `json:"over,omitempty"`     // Revealed is the 4th light-blue card: the game is over
}

// Sale is the end of an auction.
type Sale struct {
	Animal  string  `json:"animal"`            // the card
	Taker   int     `json:"taker"`             // who took it
	Neg     bool    `json:"neg"`               // a negative card, taken by the first to pass
	Free    bool    `json:"free,omitempty"`    // a positive card taken without money (nobody bid)
	Paid    [][]int `json:"paid"`              // per seat, the money discarded
	Back    [][]int `json:"back"`              // per seat, the money taken back as the auction ended
	Lost    string  `json:"lost,omitempty"`    // the card taken went out of play with the taker's waiting dog
	Discard bool    `json:"discard,omitempty"` // the taker got the dog and now chooses a 1–10 card to lose
	Sick    bool    `json:"sick,omitempty"`    // the taker got the dog without a 1–10 card: it waits
}

// Final is the scoring.
type Final struct {
	Seats   []FinalSeat `json:"seats"`   // by seat number
	Poorest int         `json:"poorest"` // the least money left: who has it is out
	Winners []int       `json:"winners"` // empty when every player is among the poorest
	Tie     string      `json:"tie"`     // "": best score alone; "money": best score tied, most money won; "shared"
	AllOut  bool        `json:"allOut"`  // every player tied for the least money: nobody wins
}

// FinalSeat is one player's scoring.
type FinalSeat struct {
	Money  int     `json:"money"`  // money left in hand
	Out    bool    `json:"out"`    // among the poorest: lost whatever the score
	Score  float64 `json:"score"`  // the collection score S (also computed for those out)
	Steps  []Step  `json:"steps"`  // how S was computed
	Winner bool    `json:"winner"` // among the winners
}

// View returns the table as seat sees it; games.Spectator sees the same
// without a hand of its own.
func (s *State) View(seat games.Seat) any {
	v := View{
		Seat:     int(seat),
		Players:  s.players,
		Phase:    s.phase.String(),
		Turn:     int(s.turn),
		Card:     s.card.String(),
		Negative: s.card.Negative(),
		Opener:   int(s.opener),
		High:     s.high,
		Bidder:   int(s.bidder),
		Blue:     (s.revealed & lightBlue).ids(),
		Deck:     NumAnimals - s.next,
		Unseen:   (allAnimals &^ s.revealed).ids(),
		Seats:    make([]SeatView, s.players),
		Poorest:  []int{},
	}
	if seat < 0 || int(seat) >= s.players {
		v.Seat = int(games.Spectator)
	} else {
		v.Hand = s.seats[seat].hand.Values()
	}
	for i := range v.Seats {
		p := &s.seats[i]
		v.Seats[i] = SeatView{
			Hand:    p.hand.Values(),
			Money:   p.hand.Total(),
			Laid:    p.laid.Values(),
			Bid:     p.laid.Total(),
			Passed:  p.passed,
			Spent:   p.spent.Values(),
			Animals: p.animals.ids(),
			Lost:    p.lost.ids(),
			Sick:    p.sick,
			Score:   p.animals.Score(),
		}
	}
	if _, poor := s.poorest(); slices.Contains(poor[:s.players], false) {
		for i := range s.players {
			if poor[i] {
				v.Poorest = append(v.Poorest, i)
			}
		}
	}
	if s.last.kind != "" {
		v.Last = s.lastView()
	}
	if s.phase == PhaseOver {
		v.Turn = -1
		v.Final = s.finalView()
	}
	return v
}

func (s *State) lastView() *Last {
	e := &s.last
	l := &Last{Seat: int(e.seat), Kind: e.kind, Bid: e.total}
	if e.kind != KindDiscard {
		l.Cards = e.cards.Values()
	} else {
		l.Animal = e.animal.String()
	}
	if e.sold {
		sale := &Sale{
			Animal: e.taken.String(),
			Taker:  int(e.taker),
			Neg:    e.taken.Negative(),
			Free:   e.free,
			Paid:   make([][]int, s.players),
			Back:   make([][]int, s.players),
		}
		for i := range s.players {
			sale.Paid[i], sale.Back[i] = e.paid[i].Values(), e.back[i].Values()
		}
		if e.eaten != 0 {
			sale.Lost = e.eaten.String()
		}
		if e.taken == Dog {
			sale.Discard = s.phase == PhaseDiscard
			sale.Sick = !sale.Discard
		}
		l.Sale = sale
	}
	if e.revealed != 0 {
		l.Revealed = e.revealed.String()
		l.Over = s.phase == PhaseOver
	}
	return l
}

func (s *State) finalView() *Final {
	o := s.outcome()
	f := &Final{Seats: make([]FinalSeat, s.players), Winners: []int{}, Tie: o.tie, AllOut: o.allOut}
	f.Poorest = o.money[0]
	for i := range s.players {
		f.Poorest = min(f.Poorest, o.money[i])
		f.Seats[i] = FinalSeat{Money: o.money[i], Out: o.out[i], Score: o.scores[i], Steps: s.seats[i].animals.steps()}
	}
	for _, w := range o.winners {
		f.Winners = append(f.Winners, int(w))
		f.Seats[w].Winner = true
	}
	return f
}
