package zoo

import "menagerie/games"

// View is what one seat (or a spectator, seat -1) sees: everything a table
// screen shows. Fields marked omitempty are left out of the JSON when zero
// (0, false, empty). Cards are lists of animal identifiers ("whale", "elephant",
// "crocodile", "polarbear", "lion", "seal", "fox", "perch", "hedgehog",
// "fish", "mouse", "mosquito", "chameleon"), one per card, in that order.
type View struct {
	Seat      int           `json:"seat"`                // the viewer; -1 for a spectator
	Players   int           `json:"players"`             //
	Variant   string        `json:"variant"`             // "" or "partners"
	Goal      int           `json:"goal"`                // the total that ends the game (19 unless chosen)
	Round     int           `json:"round"`               // 1-based
	Phase     string        `json:"phase"`               // "exchange", "play" or "over"
	Scoring   string        `json:"scoring"`             // this round: "places", "places+animals" or "teams+animals"
	Dealer    int           `json:"dealer"`              //
	Turn      int           `json:"turn"`                // whose turn it is in play (the junior while help is asked); -1 otherwise
	ToAct     []int         `json:"toAct"`               // who may move now
	Hand      []string      `json:"hand,omitempty"`      // the viewer's hand, sorted
	Aside     []string      `json:"aside,omitempty"`     // the viewer's set-aside cards (lone player)
	Exchange  *ExchangeView `json:"exchange,omitempty"`  // the viewer's exchange this round (partner rounds)
	Seats     []SeatView    `json:"seats"`               // every seat, by seat number
	Trick     TrickView     `json:"trick"`               //
	Ask       *AskView      `json:"ask,omitempty"`       // a help request waiting for the senior
	Finished  []int         `json:"finished"`            // seats out of cards this round, in finishing order
	Last      *LastView     `json:"last,omitempty"`      // the last public action
	LastRound *RoundView    `json:"lastRound,omitempty"` // how the last round scored
	Final     *FinalView    `json:"final,omitempty"`     // once the game is over
}

// SeatView is one seat's public information.
type SeatView struct {
	Seat      int      `json:"seat"`
	Cards     int      `json:"cards"`               // cards in hand
	Collected int      `json:"collected,omitempty"` // cards collected this round, set-aside cards included
	Lions     int      `json:"lions,omitempty"`     // lions among the cards collected in tricks
	Hedgehogs int      `json:"hedgehogs,omitempty"` // hedgehogs among the cards collected in tricks
	Aside     int      `json:"aside,omitempty"`     // face-down set-aside cards (lone player)
	Shown     []string `json:"shown,omitempty"`     // cards everyone knows are in this hand (a refused request's cards; a lone chameleon)
	Place     int      `json:"place,omitempty"`     // finishing place this round; 0 while holding cards
	Role      string   `json:"role,omitempty"`      // partner rounds: "senior", "junior" or "alone"
	Partner   int      `json:"partner"`             // the partner's seat, or -1
	Ready     bool     `json:"ready,omitempty"`     // exchange phase: has given (or set aside) two cards
	Passed    bool     `json:"passed,omitempty"`    // has passed since the set to beat was played
	Total     int      `json:"total"`               // points so far
	Rank      int      `json:"rank"`                // standing, 1 = first; 0 before the first round ends
}

// SetView is a set laid on the table.
type SetView struct {
	By     int      `json:"by"`          // whose set it is
	Helper int      `json:"helper"`      // the senior who completed it, or -1
	Cards  []string `json:"cards"`       //
	As     string   `json:"as"`          // the animal it counts as
	N      int      `json:"n,omitempty"` // how many of it: the number of cards
}

// TrickView is the trick in play.
type TrickView struct {
	Leader int      `json:"leader"`           // who led (or is to lead) it; -1 outside play
	Top    *SetView `json:"top,omitempty"`    // the set to beat; absent when the trick is to be led
	Cards  int      `json:"cards"`            // cards played in the trick so far
	Passed []int    `json:"passed,omitempty"` // seats that passed since the set to beat
}

// AskView is a help request waiting for the senior's answer.
type AskView struct {
	Junior int      `json:"junior"`
	Senior int      `json:"senior"`
	Cards  []string `json:"cards"` // the cards the junior laid
}

// ExchangeView is the viewer's own exchange with a partner.
type ExchangeView struct {
	Partner int      `json:"partner"`
	Gave    []string `json:"gave"` // the two cards given, once given
	Got     []string `json:"got"`  // the two cards received, once received
}

// LastView is the last public action and what followed from it.
type LastView struct {
	Seat  int      `json:"seat"`                // who moved
	Kind  string   `json:"kind"`                // "play", "pass", "give", "aside", "ask", "complete" or "refuse"
	For   int      `json:"for"`                 // complete, refuse: the junior who asked; else -1
	Cards []string `json:"cards,omitempty"`     // play: the set; ask: the laid cards; complete: the whole set; refuse: the cards taken back
	Added []string `json:"added,omitempty"`     // complete: the senior's cards
	As    string   `json:"as,omitempty"`        // play, complete: what the set counts as
	N     int      `json:"n,omitempty"`         // cards in the set, or cards given or set aside
	Out   []int    `json:"out,omitempty"`       // seats that ran out of cards with it (the junior first)
	Took  int      `json:"took"`                // the seat that collected the trick it ended, or -1
	TookN int      `json:"tookN,omitempty"`     // how many cards it collected
	Lead  int      `json:"lead"`                // the next leader when it ended a trick or passed a lead, else -1
	Round bool     `json:"roundOver,omitempty"` // it ended the round (see lastRound)
}

// RoundView is how a round scored.
type RoundView struct {
	Round   int             `json:"round"`
	Animals bool            `json:"animals"` // lions and hedgehogs were scored
	Teams   bool            `json:"teams"`   // a partner round
	Seats   []RoundSeatView `json:"seats"`   // by seat number
	Table   []string        `json:"table"`   // the unfinished trick, collected by nobody
}

// RoundSeatView is one seat's score for a round.
type RoundSeatView struct {
	Seat        int      `json:"seat"`
	Role        string   `json:"role,omitempty"`        // "senior", "junior", "alone" in a partner round
	Partner     int      `json:"partner"`               // or -1
	Place       int      `json:"place,omitempty"`       // finishing place, 1 = first out
	PlacePoints int      `json:"placePoints"`           // n, n−1, …, 2, 0
	TeamPoints  int      `json:"teamPoints"`            // both partners' place points, own + 4 alone; else the place points
	Lions       int      `json:"lions,omitempty"`       // lions collected, set-aside cards included
	Hedgehogs   int      `json:"hedgehogs,omitempty"`   // hedgehogs collected, set-aside cards included
	LionBonus   int      `json:"lionBonus,omitempty"`   // +1 per lion for two or more
	LionPenalty int      `json:"lionPenalty,omitempty"` // −1 per lion left in hand
	NoHedgehog  int      `json:"noHedgehog,omitempty"`  // −1 without a hedgehog
	Points      int      `json:"points"`                // the round's score
	Total       int      `json:"total"`                 // total after the round
	Rank        int      `json:"rank"`                  // standing after the round
	Left        []string `json:"left,omitempty"`        // the cards left in hand (the last player)
	Aside       []string `json:"aside,omitempty"`       // the lone player's set-aside cards
}

// FinalView is how the game ended.
type FinalView struct {
	Reason    string     `json:"reason"`    // "two-reached-goal" or, with three players, "one-reached-goal"
	Winners   []int      `json:"winners"`   // the player in first place
	Standings []Standing `json:"standings"` // best first
}

// Standing is one line of the final standings.
type Standing struct {
	Seat  int `json:"seat"`
	Rank  int `json:"rank"`
	Total int `json:"total"`
}

// View returns what seat sees now; games.Spectator sees the public part.
func (s *State) View(seat games.Seat) any {
	me := int(seat)
	if me < 0 || me >= s.players {
		me = -1
	}
	n := s.players
	v := View{
		Seat: me, Players: n, Goal: s.goal, Round: s.round, Dealer: int(s.dealer),
		Turn: -1, ToAct: []int{}, Finished: []int{}, Seats: make([]SeatView, n),
	}
	if s.partners {
		v.Variant = VariantPartners
	}
	switch {
	case s.partnerRound():
		v.Scoring = "teams+animals"
	case s.scoresAnimals():
		v.Scoring = "places+animals"
	default:
		v.Scoring = "places"
	}
	switch s.phase {
	case phaseExchange:
		v.Phase = "exchange"
	case phasePlay:
		v.Phase = "play"
		v.Turn = int(s.turn)
	default:
		v.Phase = "over"
	}
	for _, x := range s.ToAct() {
		v.ToAct = append(v.ToAct, int(x))
	}
	if me >= 0 {
		v.Hand = s.hand[me].names()
		v.Aside = s.aside[me].names()
		if p := int(s.partner[me]); p >= 0 {
			v.Exchange = &ExchangeView{Partner: p, Gave: s.gave[me].names(), Got: s.gave[p].names()}
		}
	}
	for i := range n {
		sv := SeatView{
			Seat: i, Cards: s.hand[i].Total(), Collected: s.collected[i].Total() + s.aside[i].Total(),
			Lions: s.collected[i].Count(Lion), Hedgehogs: s.collected[i].Count(Hedgehog),
			Aside: s.aside[i].Total(), Place: int(s.place[i]),
			Role: roleNames[s.role[i]], Partner: int(s.partner[i]), Ready: s.ready[i],
			Passed: s.phase == phasePlay && s.passed&(1<<i) != 0,
			Total:  s.total[i], Rank: int(s.rank[i]),
		}
		if s.shown[i] != 0 {
			sv.Shown = s.shown[i].names()
		}
		v.Seats[i] = sv
	}
	for p := 1; p <= int(s.finished); p++ {
		for i := range n {
			if int(s.place[i]) == p {
				v.Finished = append(v.Finished, i)
			}
		}
	}
	v.Trick = TrickView{Leader: -1, Passed: []int{}}
	if s.phase == phasePlay {
		v.Trick.Leader = int(s.leader)
		v.Trick.Cards = s.pile.Total()
		if s.top != 0 {
			v.Trick.Top = &SetView{By: int(s.topBy), Helper: int(s.topHelper), Cards: s.top.names(), As: s.topAs.String(), N: s.top.Total()}
		}
		for i := range n {
			if s.passed&(1<<i) != 0 {
				v.Trick.Passed = append(v.Trick.Passed, i)
			}
		}
		if s.asking {
			v.Ask = &AskView{Junior: int(s.turn), Senior: int(s.partner[s.turn]), Cards: s.laid.names()}
		}
	}
	v.Last = s.lastView()
	v.LastRound = s.roundView()
	if s.phase == phaseOver {
		v.Final = s.finalView()
	}
	return v
}

// lastView renders the last event, or nil before any move.
func (s *State) lastView() *LastView {
	e := s.last
	if e.kind == 0 {
		return nil
	}
	l := &LastView{
		Seat: int(e.seat), Kind: e.kind.String(), For: int(e.forSeat), N: int(e.n), Out: []int{},
		Took: int(e.took), TookN: int(e.tookN), Lead: int(e.lead), Round: e.round,
	}
	if e.cards != 0 {
		l.Cards = e.cards.names()
		if e.kind != KindGive && e.kind != KindSetAside {
			l.N = e.cards.Total()
		}
	}
	if e.added != 0 {
		l.Added = e.added.names()
	}
	if e.kind.hasAs() {
		l.As = e.as.String()
	}
	for _, x := range e.out {
		if x >= 0 {
			l.Out = append(l.Out, int(x))
		}
	}
	return l
}

// roundView renders the last round's scoring, or nil before the first ends.
func (s *State) roundView() *RoundView {
	sm := &s.lastRound
	if sm.round == 0 {
		return nil
	}
	r := &RoundView{Round: sm.round, Animals: sm.animals, Seats: make([]RoundSeatView, s.players), Table: sm.table.names()}
	for i := range s.players {
		sc := sm.points(i, s.players)
		rs := RoundSeatView{
			Seat: i, Role: roleNames[sm.role[i]], Partner: int(sm.partner[i]), Place: int(sm.place[i]),
			PlacePoints: sc.place, TeamPoints: sc.team,
			Lions: int(sm.lions[i]), Hedgehogs: int(sm.hedgehogs[i]),
			LionBonus: sc.lionBonus, LionPenalty: sc.lionLoss, NoHedgehog: sc.noHedgehog,
			Points: sc.sum(), Total: s.total[i], Rank: int(s.rank[i]),
		}
		r.Teams = r.Teams || sm.role[i] != roleNone
		if int(sm.leftSeat) == i {
			rs.Left = sm.left.names()
		}
		if int(sm.asideSeat) == i {
			rs.Aside = sm.aside.names()
		}
		r.Seats[i] = rs
	}
	return r
}

// RoundPoints appends to dst each seat's points in the last round scored,
// as the view's LastRound gives them, or nothing before the first round
// ends: the fast path of a search's reward, which would otherwise build a
// whole view to read them.
func (s *State) RoundPoints(dst []float64) []float64 {
	sm := &s.lastRound
	if sm.round == 0 {
		return dst
	}
	for i := range s.players {
		dst = append(dst, float64(sm.points(i, s.players).sum()))
	}
	return dst
}

// Winner is the seat the view's Final names the winner, once the game is
// over.
func (s *State) Winner() (seat int, over bool) {
	if s.phase != phaseOver {
		return 0, false
	}
	return s.seatRanked(1), true
}

// finalView renders the end of the game.
func (s *State) finalView() *FinalView {
	f := &FinalView{Reason: "two-reached-goal", Winners: []int{}, Standings: make([]Standing, 0, s.players)}
	if s.players == 3 {
		f.Reason = "one-reached-goal"
	}
	for r := 1; r <= s.players; r++ {
		i := s.seatRanked(r)
		f.Standings = append(f.Standings, Standing{Seat: i, Rank: r, Total: s.total[i]})
		if r == 1 {
			f.Winners = append(f.Winners, i)
		}
	}
	return f
}
