package lifeislife

import (
	"cmp"
	"slices"

	"menagerie/games"
)

// View is what one seat sees of the table: everything public plus its own
// hand. Species are identifiers ("giraffe" … "mouse"); seats are 0-based
// and -1 means nobody.
type View struct {
	Seat      int           `json:"seat"`      // the viewer; -1 for a spectator
	Variant   string        `json:"variant"`   // "" or "advanced"
	Phase     string        `json:"phase"`     // "exchange", "last_turn" (after a knock) or "over"
	Round     int           `json:"round"`     // 1, 2, …
	Starter   int           `json:"starter"`   // who started this round
	Turn      int           `json:"turn"`      // whose turn it is; -1 once over
	Knocker   int           `json:"knocker"`   // who knocked this round; -1 before a knock
	LastTurns []int         `json:"lastTurns"` // after a knock: who still plays a last turn, in order
	Rows      [][]string    `json:"rows"`      // rows 1 to 4 of the display, each sorted by species
	Aside     int           `json:"aside"`     // cards set aside face down this round (once over: all but the rows)
	Hand      []string      `json:"hand"`      // the viewer's hand sorted by species; null for a spectator
	Players   []PlayerView  `json:"players"`   // every seat, in seat order
	Last      *Action       `json:"last"`      // the last move; null before the first
	LastRound *RoundSummary `json:"lastRound"` // how the previous round ended; null in round 1
	Winner    int           `json:"winner"`    // the last player with lives; -1 until over
	Standings []Standing    `json:"standings"` // once over: final places, best first
}

// PlayerView is the public side of one seat.
type PlayerView struct {
	Seat      int  `json:"seat"`
	Lives     int  `json:"lives"`
	Out       bool `json:"out"`                // lost their last life
	OutRound  int  `json:"outRound,omitempty"` // the round they went out in
	Cards     int  `json:"cards"`              // cards in hand (10 while in)
	Exchanged bool `json:"exchanged"`          // has exchanged this round, so may knock
}

// Action is the last move, as everybody saw it.
type Action struct {
	Round   int      `json:"round"`             // the round it was played in
	Seat    int      `json:"seat"`              // who moved
	Kind    string   `json:"kind"`              // "exchange", "knock" (announces the last turn) or "pass" (a knock during the last turn)
	Row     int      `json:"row,omitempty"`     // exchange: the row taken, 1 to 4
	Laid    []string `json:"laid,omitempty"`    // exchange: the cards laid, now the row
	Took    []string `json:"took,omitempty"`    // exchange: the cards taken into hand
	Outcome string   `json:"outcome,omitempty"` // "sudden_death" or "scored" when the move ended the round
}

// RoundSummary is how a round ended.
type RoundSummary struct {
	Round      int        `json:"round"`
	End        string     `json:"end"`                  // "scoring" or "sudden_death"
	Played     []int      `json:"played"`               // the seats that played the round
	Hands      [][]string `json:"hands"`                // per seat: the hand shown (all at scoring, the set's holder at a sudden death); null otherwise
	Majorities []Majority `json:"majorities,omitempty"` // scoring: one per species, giraffe first
	Totals     []int      `json:"totals,omitempty"`     // scoring: points per seat
	Trigger    int        `json:"trigger"`              // sudden death: who showed the set; -1 otherwise
	Sets       []string   `json:"sets,omitempty"`       // sudden death: the species of the set(s) shown
	Lives      []int      `json:"lives"`                // per seat: lives won or lost (-2 … +1)
	Eliminated []int      `json:"eliminated"`           // the seats that went out
}

// Majority is the scoring of one species.
type Majority struct {
	Species string `json:"species"`
	Value   int    `json:"value"`  // points for the majority
	Counts  []int  `json:"counts"` // cards per seat
	Winner  int    `json:"winner"` // who scores it; -1 for nobody
	Result  string `json:"result"` // "won", "tie", "none" (nobody has any) or "one_card" (two players left: one card is not enough)
}

// Standing is a final place.
type Standing struct {
	Place    int `json:"place"` // 1 for the winner; players out in the same round share a place
	Seat     int `json:"seat"`
	Lives    int `json:"lives"`
	OutRound int `json:"outRound,omitempty"`
}

var actionKinds = [...]string{actExchange: "exchange", actKnock: "knock", actPass: "pass"}

var outcomes = [...]string{outNone: "", outSuddenDeath: "sudden_death", outScored: "scored"}

// View returns what seat sees now; games.Spectator (or any seat not at the
// table) sees the public part only.
func (s *State) View(seat games.Seat) any { return s.view(seat) }

func (s *State) view(seat games.Seat) *View {
	v := &View{
		Seat:      int(seat),
		Variant:   Standard,
		Phase:     "exchange",
		Round:     s.round,
		Starter:   int(s.starter),
		Turn:      int(s.turn),
		Knocker:   int(s.knocker),
		LastTurns: []int{},
		Aside:     s.aside.Len(),
		Winner:    -1,
	}
	if seat < 0 || int(seat) >= s.players {
		v.Seat = int(games.Spectator)
	} else {
		v.Hand = s.hands[seat].Names()
	}
	if s.advanced {
		v.Variant = Advanced
	}
	if s.knocker != noSeat {
		v.Phase = "last_turn"
		for p := s.turn; p != s.knocker; p = s.nextIn(p) {
			v.LastTurns = append(v.LastTurns, int(p))
		}
	}
	for r := range s.rows {
		v.Rows = append(v.Rows, s.rows[r].Names())
	}
	for p := range s.players {
		v.Players = append(v.Players, PlayerView{
			Seat:      p,
			Lives:     s.lives[p],
			Out:       s.lives[p] == 0,
			OutRound:  s.outRound[p],
			Cards:     s.hands[p].Len(),
			Exchanged: s.exchanged[p],
		})
	}
	if s.last.kind != actNone {
		v.Last = s.last.view()
	}
	if s.lastRound.round > 0 {
		v.LastRound = s.lastRound.view(s.players)
	}
	if s.Over() {
		v.Phase = "over"
		v.Standings = s.standings()
		v.Winner = v.Standings[0].Seat
	}
	return v
}

func (a *action) view() *Action {
	v := &Action{Round: a.round, Seat: int(a.seat), Kind: actionKinds[a.kind], Outcome: outcomes[a.outcome]}
	if a.kind == actExchange {
		v.Row, v.Laid, v.Took = a.row, a.laid.Names(), a.took.Names()
	}
	return v
}

func (r *roundSummary) view(players int) *RoundSummary {
	v := &RoundSummary{
		Round:      r.round,
		End:        "scoring",
		Played:     []int{},
		Hands:      make([][]string, players),
		Trigger:    int(r.trigger),
		Lives:      make([]int, players),
		Eliminated: []int{},
	}
	n := 0
	for p := range players {
		if r.played[p] {
			v.Played = append(v.Played, p)
			n++
		}
		if r.revealed[p] {
			v.Hands[p] = r.hands[p].Names()
		}
		v.Lives[p] = r.lives[p]
		if r.eliminated[p] {
			v.Eliminated = append(v.Eliminated, p)
		}
	}
	if r.suddenDeath {
		v.End = "sudden_death"
		for sp := range NumSpecies {
			if r.sets&(1<<sp) != 0 {
				v.Sets = append(v.Sets, speciesNames[sp])
			}
		}
		return v
	}
	v.Totals = slices.Clone(r.totals[:players])
	need := needFor(n)
	for sp := range NumSpecies {
		var counts [maxPlayers]int
		for p := range players {
			counts[p] = r.hands[p].Count(Species(sp))
		}
		w, why := majority(&counts, &r.played, need)
		v.Majorities = append(v.Majorities, Majority{
			Species: speciesNames[sp],
			Value:   speciesValue[sp],
			Counts:  slices.Clone(counts[:players]),
			Winner:  int(w),
			Result:  why,
		})
	}
	return v
}

// standings ranks the seats: the winner, then the later a player went out
// the better; players out in the same round share a place.
func (s *State) standings() []Standing {
	out := make([]Standing, s.players)
	for p := range s.players {
		out[p] = Standing{Seat: p, Lives: s.lives[p], OutRound: s.outRound[p]}
	}
	rank := func(x Standing) int {
		if x.Lives > 0 {
			return 1 << 30
		}
		return x.OutRound
	}
	slices.SortStableFunc(out, func(a, b Standing) int { return cmp.Compare(rank(b), rank(a)) })
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && rank(out[i]) == rank(out[i-1]) {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}
