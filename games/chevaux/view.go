package chevaux

import (
	"slices"

	"menagerie/games"
)

// View is what one seat (or a spectator) sees of the table now. Cards are
// card ids 1 … 36 (see Card); characteristics and rarities are the ids of
// Characteristic.String and Rarity.String.
//
// While a battle is being announced (phases "choosing" and "announcing")
// the battle cards lie face down: the viewer sees its own card (MyCard) and,
// of every other card, only what was said of it: the values announced
// (SeatView.Value for the current characteristic, the Log for every one)
// and, for the setter and every switcher, its rarity (SeatView.Rarity).
// Once the battle is decided (phase "result") every battle card is shown
// (SeatView.Card, LastBattle).
//
// Of the cards under a pile the view holds what a player at the table
// remembers: which cards went under it (SeatView.Known, a set in card
// order), not in what order, since nobody tracks that.
type View struct {
	Phase     string     `json:"phase"`               // "choosing", "announcing", "result" or "over"
	Viewer    int        `json:"viewer"`              // the seat viewing, -1 for a spectator
	Players   int        `json:"players"`             // seats at the table
	ToAct     []int      `json:"toAct"`               // the seat to act (one), empty once over
	Battle    int        `json:"battle"`              // number of the current battle, 1, 2, … (the last one once over)
	Leader    int        `json:"leader"`              // who leads the current battle; -1 once over
	Char      string     `json:"char,omitempty"`      // the current characteristic, once chosen
	Setter    int        `json:"setter"`              // who set Char (the reference); -1 while choosing
	Awaiting  int        `json:"awaiting"`            // whose keep-or-switch decision is awaited, -1 if none
	Switches  int        `json:"switches"`            // characteristic switches so far this battle
	Seats     []SeatView `json:"seats"`               // every seat, in seat order
	Log       []Event    `json:"log"`                 // the current battle's public events, in order
	MyCard    int        `json:"myCard,omitempty"`    // the viewer's own card in this battle, face down or up (0 if none)
	CanSwitch []string   `json:"canSwitch,omitempty"` // characteristics the viewer may switch to now

	Last       *Event      `json:"last,omitempty"`       // the last public event of the game
	LastBattle *BattleView `json:"lastBattle,omitempty"` // the last decided battle (the current one in phase "result")

	Battles  int  `json:"battles"`           // battles finished (cards collected)
	Limit    int  `json:"limit"`             // battle limit; 0 = none
	Minutes  int  `json:"minutes,omitempty"` // a timed game's agreed length, in minutes (the table keeps the clock)
	Ending   bool `json:"ending,omitempty"`  // a timed game's time is up: it ends when this battle's cards are collected
	InPlay   int  `json:"inPlay"`            // cards in play
	SetAside int  `json:"setAside"`          // cards set aside at the deal, unknown to everyone

	Scores  []int  `json:"scores,omitempty"`  // once over: cards held per seat
	Winners []int  `json:"winners,omitempty"` // once over: the seats with the most cards
	End     string `json:"end,omitempty"`     // once over: "all-cards", "limit", "safety" or "time"
}

// SeatView is one seat's public situation.
//
// Known is a set, not an order: the cards that went face up under the pile
// (won in a battle) and have not been seen since. The Pile−Unseen cards
// below the unseen ones are among them, in an order nobody knows; while the
// battle card lies face down and came from them (the pile had no unseen
// card left), it is among them too, so that Known has one card more than
// those under the pile.
type SeatView struct {
	Pile     int    `json:"pile"`               // face-down cards in the pile (the battle card not counted)
	Unseen   int    `json:"unseen"`             // how many of them, on top, were dealt and never seen
	Known    []int  `json:"known,omitempty"`    // the cards seen going under the pile and not seen since, in card order (see below)
	Held     int    `json:"held"`               // all the cards the seat holds: pile and cards on the table
	Out      bool   `json:"out"`                // no cards left: skipped until the end
	InBattle bool   `json:"inBattle"`           // has a card in the current battle
	Card     int    `json:"card,omitempty"`     // the battle card, shown once the battle is decided
	Rarity   string `json:"rarity,omitempty"`   // the battle card's rarity, told by the setter and every switcher, and shown once decided
	Said     bool   `json:"said"`               // has announced with the current characteristic
	Value    int    `json:"value,omitempty"`    // the announced value, when Said
	TieBreak []int  `json:"tieBreak,omitempty"` // cards turned up to break a tie, in order
}

// Event is one public happening.
type Event struct {
	Seat  int    `json:"seat"`
	Kind  string `json:"kind"`            // "choose", "announce", "keep", "switch", "tiebreak", "win" or "collect"
	Card  int    `json:"card,omitempty"`  // the card turned up (tiebreak); announcements name no card
	Char  string `json:"char,omitempty"`  // the characteristic (choose, announce, keep, switch, win)
	Value int    `json:"value,omitempty"` // the value announced (choose, announce, keep, switch)
	Cards int    `json:"cards,omitempty"` // the number of cards won (win, collect)
	By    string `json:"by,omitempty"`    // what decided the battle (win): see BattleView.By
}

// BattleView is the full result of a decided battle.
type BattleView struct {
	Number   int    `json:"n"`
	Leader   int    `json:"leader"`
	Setter   int    `json:"setter"` // who set the final characteristic
	Char     string `json:"char"`   // the final characteristic
	Switches int    `json:"switches"`
	Cards    []Play `json:"cards"`          // the battle cards, in seat order
	Best     int    `json:"best"`           // the best value
	Tied     []int  `json:"tied,omitempty"` // the seats that shared the best value, when several
	// By is what decided: "value" (one best value), "rarity" (the rarest
	// among the tied), "tiebreak" (the tied players' next cards, by rarity,
	// or the only tied player with cards left) or "exhausted" (every tied
	// player ran out: the one nearest the setter clockwise won).
	By       string `json:"by"`
	TieBreak []Play `json:"tieBreak,omitempty"` // cards turned up to break the tie
	Winner   int    `json:"winner"`
	Won      []int  `json:"won"` // every card won, in the order they went under the winner's pile
}

// Play is a card a seat put on the table in a battle.
type Play struct {
	Seat  int `json:"seat"`
	Card  int `json:"card"`
	Value int `json:"value,omitempty"` // its value on the battle's characteristic (battle cards)
	Round int `json:"round,omitempty"` // the tie-break round, 1, 2, … (tie-break cards)
}

// View returns what seat sees now; games.Spectator (or any seat not at the
// table) sees the public part only.
func (s *State) View(seat games.Seat) any {
	b := &s.cur
	viewer := int(seat)
	if viewer < 0 || viewer >= s.players {
		viewer = -1
	}
	v := View{
		Phase:    phaseIDs[s.phase],
		Viewer:   viewer,
		Players:  s.players,
		ToAct:    []int{},
		Battle:   b.number,
		Leader:   int(b.leader),
		Setter:   int(b.setter),
		Awaiting: -1,
		Switches: int(b.switches),
		Seats:    make([]SeatView, s.players),
		Log:      make([]Event, 0, len(s.log)),
		Battles:  s.battles,
		Limit:    s.limit,
		Minutes:  s.minutes,
		Ending:   s.stop,
		InPlay:   s.inPlay,
		SetAside: len(s.aside),
	}
	if a := s.actor(); a >= 0 {
		v.ToAct = append(v.ToAct, a)
	}
	if b.setter >= 0 {
		v.Char = b.char.String()
	}
	if s.phase == phaseAnnouncing {
		v.Awaiting = int(b.turn)
	}
	for p := range v.Seats {
		sv := &v.Seats[p]
		sv.Pile = int(s.piles[p].n)
		for i := 0; i < sv.Pile; i++ {
			if c := s.piles[p].at(i); s.known&(1<<c) != 0 {
				sv.Known = append(sv.Known, int(c))
			} else {
				sv.Unseen++
			}
		}
		if c := b.card[p]; c != 0 && s.faceDown() && s.known&(1<<c) != 0 {
			sv.Known = append(sv.Known, int(c))
		}
		slices.Sort(sv.Known)
		sv.Held = s.held(p)
		sv.Out = s.out[p]
		sv.InBattle = b.card[p] != 0
		switch {
		case !sv.InBattle:
		case s.phase == phaseResult:
			sv.Card = int(b.card[p])
			sv.Rarity = rarity(b.card[p]).String()
		case b.setBy[p]:
			sv.Rarity = rarity(b.card[p]).String()
		}
		if b.said[p] {
			sv.Said = true
			sv.Value = value(b.card[p], b.char)
		}
		for _, t := range b.tb[:b.ntb] {
			if int(t.seat) == p {
				sv.TieBreak = append(sv.TieBreak, int(t.card))
			}
		}
	}
	for _, e := range s.log {
		v.Log = append(v.Log, s.eventView(e))
	}
	if viewer >= 0 {
		v.MyCard = int(b.card[viewer])
	}
	if viewer >= 0 && s.phase == phaseAnnouncing && int(b.turn) == viewer {
		for _, c := range Characteristics {
			if c != b.char {
				v.CanSwitch = append(v.CanSwitch, c.String())
			}
		}
	}
	switch {
	case len(s.log) > 0:
		e := s.eventView(s.log[len(s.log)-1])
		v.Last = &e
	case s.battles > 0:
		e := s.eventView(s.last)
		v.Last = &e
	}
	switch {
	case s.phase == phaseResult:
		v.LastBattle = s.battleView(b)
	case s.battles > 0:
		v.LastBattle = s.battleView(&s.prev)
	}
	if s.phase == phaseOver {
		r := s.Result()
		for p := range r.Scores {
			v.Scores = append(v.Scores, int(r.Scores[p]))
		}
		for _, w := range r.Winners {
			v.Winners = append(v.Winners, int(w))
		}
		v.End = endIDs[s.end]
	}
	return v
}

// eventView is the public form of e, an event of the current battle (or
// the last collect).
func (s *State) eventView(e event) Event {
	v := Event{Seat: int(e.seat), Kind: eventIDs[e.kind], Card: int(e.card)}
	switch e.kind {
	case evChoose, evAnnounce, evKeep, evSwitch:
		v.Char = e.char.String()
		v.Value = value(s.cur.card[e.seat], e.char)
	case evWin:
		v.Char = e.char.String()
		v.Cards = int(e.count)
		v.By = decisionIDs[e.by]
	case evCollect:
		v.Cards = int(e.count)
	}
	return v
}

// battleView is the full result of the decided battle b.
func (s *State) battleView(b *battle) *BattleView {
	v := &BattleView{
		Number:   b.number,
		Leader:   int(b.leader),
		Setter:   int(b.setter),
		Char:     b.char.String(),
		Switches: int(b.switches),
		By:       decisionIDs[b.by],
		Winner:   int(b.winner),
	}
	for p := 0; p < s.players; p++ {
		if c := b.card[p]; c != 0 {
			v.Cards = append(v.Cards, Play{Seat: p, Card: int(c), Value: value(c, b.char)})
			if b.tied[p] {
				v.Best = value(c, b.char)
				v.Tied = append(v.Tied, p)
			}
		}
	}
	if len(v.Tied) < 2 {
		v.Tied = nil
	}
	for _, t := range b.tb[:b.ntb] {
		v.TieBreak = append(v.TieBreak, Play{Seat: int(t.seat), Card: int(t.card), Round: int(t.round)})
	}
	var buf [NumCards]uint8
	for _, c := range s.wonOrder(buf[:0], b) {
		v.Won = append(v.Won, int(c))
	}
	return v
}
