package beavergang

import (
	"slices"

	"menagerie/games"
)

// View is what one seat (or a spectator) may see now. Cards are the strings
// of Card.Name: "0" … "9", "swap", "peek", "draw"; "" is a face-down card.
type View struct {
	Seat    int    `json:"seat"`    // the viewer, -1 for a spectator
	Players int    `json:"players"` // number of seats
	Round   int    `json:"round"`   // current round, 1-based (the last one once over)
	Rounds  int    `json:"rounds"`  // rounds in the game: one per player, four with two
	Dealer  int    `json:"dealer"`  // this round's dealer; the seat on its left starts
	Step    string `json:"step"`    // "peek", "action", "place", "resolve", "look", "knock" or "over"
	Turn    int    `json:"turn"`    // whose turn it is; -1 during the peek and once over
	ToAct   []int  `json:"toAct"`   // the seats that may move now
	Knocker int    `json:"knocker"` // who knocked this round, -1 if nobody yet

	Seats []SeatView `json:"seats"` // every seat, in seat order

	Top      string `json:"top"`      // top card of the discard pile
	Discards int    `json:"discards"` // cards in the discard pile
	Pile     int    `json:"pile"`     // cards in the draw pile
	Holding  bool   `json:"holding"`  // the seat to act holds a drawn card (step "place")
	Drawn    string `json:"drawn"`    // that card, shown only to the seat holding it
	Second   bool   `json:"second"`   // it is a Piocher's first card: discarding it draws a second
	Playing  string `json:"playing"`  // the action card being resolved (step "resolve"): "swap" or "peek"

	Last      Event         `json:"last"`                // the last public thing that happened
	LastRound *RoundSummary `json:"lastRound,omitempty"` // the last scored round, until the next one is
	Standings []Standing    `json:"standings,omitempty"` // final standings, once over
}

// SeatView is one seat's public place at the table, with its row as the
// viewer may see it now.
type SeatView struct {
	// Row is the four slots from the left: "" face down, or the card while
	// the viewer looks at it: its own two outer cards from its opening
	// peek until it is ready, the card of its Regarder until it puts it
	// back (both within its own turn); every card once the game is over.
	Row    [4]string `json:"row"`
	Ready  bool      `json:"ready"`  // done with the opening peek
	Peeked bool      `json:"peeked"` // has looked at its two outer cards this round
	Look   int       `json:"look"`   // the slot it is looking at now (Regarder), -1 if none
	// Looked is the slot of its last Regarder this round, as long as that
	// card has not moved, or -1: everybody saw which card it looked at,
	// nobody but the seat saw the card.
	Looked int   `json:"looked"`
	Total  int   `json:"total"`  // running score, lower is better
	Scores []int `json:"scores"` // score of each finished round
}

// Event is the last public thing that happened: a move, described with the
// cards everybody saw.
type Event struct {
	Seat       int    `json:"seat"`       // who moved (the dealer for "deal")
	Kind       string `json:"kind"`       // a move kind (KindTake …), or "deal" at the start of the game
	Slot       int    `json:"slot"`       // own slot of take, replace, swap, look; -1 otherwise
	Target     int    `json:"target"`     // the opponent of a swap, -1 otherwise
	TargetSlot int    `json:"targetSlot"` // the opponent's slot of a swap, -1 otherwise
	Card       string `json:"card"`       // the card taken from the discard (take), discarded (discard) or played (play)
	Out        string `json:"out"`        // the card that left the row face up for the discard (take, replace)
	Drew       bool   `json:"drew"`       // a card was drawn from the pile, unseen by others (draw, play of a Piocher, discard of its first card)
	Rebuilt    bool   `json:"rebuilt"`    // the draw pile ran out and was rebuilt from the discards
	RoundOver  bool   `json:"roundOver"`  // the move ended the round: see lastRound
}

// RoundSummary is a scored round: every row revealed, the replacements of
// action cards, the scores.
type RoundSummary struct {
	Round        int           `json:"round"`        // 1-based
	Knocker      int           `json:"knocker"`      // replacements start with this seat
	Rows         []RowSummary  `json:"rows"`         // per seat
	Replacements []Replacement `json:"replacements"` // in the order made
}

// RowSummary is one seat's row at the end of a round.
type RowSummary struct {
	Revealed [4]string `json:"revealed"` // the row as turned up, action cards included
	Final    [4]int    `json:"final"`    // the values scored, after replacing the action cards
	Score    int       `json:"score"`    // the sum of Final
	Total    int       `json:"total"`    // the running total after this round
}

// Replacement is one action card of a row replaced from the draw pile.
type Replacement struct {
	Seat  int      `json:"seat"`
	Slot  int      `json:"slot"`
	Drawn []string `json:"drawn"` // the cards drawn for it in order; the last, a number, stays
}

// Standing is one seat's place at the end of the game.
type Standing struct {
	Seat   int  `json:"seat"`
	Total  int  `json:"total"`
	Rank   int  `json:"rank"`   // 1 for the lowest total; tied seats share a rank
	Winner bool `json:"winner"` // lowest total (a tie is a shared win)
}

// View shows seat v what it may see now; games.Spectator (or any seat not
// at the table) gets the public part only.
func (s *State) View(v games.Seat) any {
	viewer := int(v)
	if viewer < 0 || viewer >= s.n {
		viewer = -1
	}
	w := View{
		Seat:      viewer,
		Players:   s.n,
		Round:     s.Round(),
		Rounds:    s.rounds,
		Dealer:    s.dealer,
		Step:      stepNames[s.step],
		Turn:      s.turn,
		ToAct:     []int{},
		Knocker:   s.knocker,
		Seats:     make([]SeatView, s.n),
		Top:       s.top().Name(),
		Discards:  len(s.discard),
		Pile:      len(s.pile),
		Holding:   s.drawn != noCard,
		Second:    s.second,
		Playing:   s.playing.Name(),
		Last:      s.last,
		LastRound: s.lastRound,
	}
	if s.step == stepPeek || s.step == stepOver {
		w.Turn = -1
	}
	for _, p := range s.ToAct() {
		w.ToAct = append(w.ToAct, int(p))
	}
	if w.Holding && viewer == s.turn {
		w.Drawn = s.drawn.Name()
	}
	for p := range s.n {
		sv := &w.Seats[p]
		sv.Ready = s.ready[p] || s.step != stepPeek
		sv.Peeked = s.peeked[p] && s.step == stepPeek
		sv.Look = -1
		if s.step == stepLook && p == s.turn {
			sv.Look = int(s.look)
		}
		sv.Looked = int(s.looked[p])
		sv.Total = s.totals[p]
		sv.Scores = make([]int, len(s.scores))
		for r, sc := range s.scores {
			sv.Scores[r] = sc[p]
		}
		shown := s.shown(p, viewer)
		for i, c := range s.rows[p] {
			if shown&(1<<i) != 0 {
				sv.Row[i] = c.Name()
			}
		}
	}
	if s.step == stepOver {
		w.Standings = s.standings()
	}
	return w
}

// shown is the mask of seat p's cards that viewer (-1 for the public) sees
// face up now: every card once the game is over, else only its own, while
// it looks: its outer cards between its peek and its ready, the card of its
// Regarder between the look and putting it back.
func (s *State) shown(p, viewer int) uint8 {
	switch {
	case s.step == stepOver:
		return 0xf
	case p != viewer:
		return 0
	case s.step == stepPeek && s.peeked[p] && !s.ready[p]:
		return peekMask
	case s.step == stepLook && p == s.turn:
		return 1 << s.look
	}
	return 0
}

// standings ranks the seats by total, lowest first, ties sharing a rank.
func (s *State) standings() []Standing {
	out := make([]Standing, s.n)
	best := slices.Min(s.totals)
	for p, t := range s.totals {
		rank := 1
		for _, u := range s.totals {
			if u < t {
				rank++
			}
		}
		out[p] = Standing{Seat: p, Total: t, Rank: rank, Winner: t == best}
	}
	slices.SortStableFunc(out, func(a, b Standing) int { return a.Rank - b.Rank })
	return out
}
