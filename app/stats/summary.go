package stats

import (
	"strings"

	"menagerie/app/table"
)

// Tally is the count of some of the games played by the device's players
// (see the package doc for what counts).
type Tally struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	// Scored is set when the tally is of one game: Best and Average are
	// then its scores (they do not compare from game to game).
	Scored  bool    `json:"scored,omitempty"`
	Best    float64 `json:"best,omitempty"`    // the highest score, or the lowest in a game where the lowest wins
	Average float64 `json:"average,omitempty"` // the mean score
	Streak  int     `json:"streak"`            // wins since the last game not won
	Longest int     `json:"longest"`           // the most wins in a row
}

// Summary is the statistics of one game, or of every game.
type Summary struct {
	Game string `json:"game,omitempty"` // "" for every game
	// LowWins says that in this game the winners score the least (Beaver
	// Gang), so that Best is the lowest score.
	LowWins   bool             `json:"lowWins,omitempty"`
	All       Tally            `json:"all"`
	ByPlayers map[int]Tally    `json:"byPlayers"` // by the number of players at the table
	ByLevel   map[int]Tally    `json:"byLevel"`   // by the strongest bot's level; games without bots are in none
	ByPlayer  map[string]Tally `json:"byPlayer"`  // by the name of the device's player
}

// tally adds games to a Tally.
type tally struct {
	Tally
	sum    float64
	scores int // the scores summed: one per player of the device at each table
	low    bool
	// people are the streaks of each of the device's players, by name:
	// a streak is one person's (two people's wins in turn are no streak).
	people map[string]*streak
}

// streak is one person's wins in a row: now, and the most ever.
type streak struct{ now, longest int }

// add counts one game, played at its table by the device's players seats
// (one or more): their scores, and a win when one of them won.
func (t *tally) add(seats []Seat) {
	won := false
	for _, seat := range seats {
		switch {
		case t.scores == 0:
			t.Best = seat.Score
		case t.low:
			t.Best = min(t.Best, seat.Score)
		default:
			t.Best = max(t.Best, seat.Score)
		}
		t.scores++
		t.sum += seat.Score
		won = won || seat.Won
		if t.people == nil {
			t.people = map[string]*streak{}
		}
		name := strings.TrimSpace(seat.Name)
		p := t.people[name]
		if p == nil {
			p = &streak{}
			t.people[name] = p
		}
		if seat.Won {
			p.now++
			p.longest = max(p.longest, p.now)
		} else {
			p.now = 0
		}
	}
	t.Played++
	if won {
		t.Won++
	}
}

// done returns the Tally, with scores if scored; its streak is the best
// of its players'.
func (t *tally) done(scored bool) Tally {
	out := t.Tally
	for _, p := range t.people {
		out.Streak = max(out.Streak, p.now)
		out.Longest = max(out.Longest, p.longest)
	}
	if scored && t.scores > 0 {
		out.Scored = true
		out.Average = t.sum / float64(t.scores)
	} else {
		out.Best = 0
	}
	return out
}

// lowWins says whether, by the records' votes, game is won by the lowest
// score (see the package doc).
func (b *Book) lowWins(game string) bool {
	votes := 0
	for _, r := range b.records {
		if r.Game == game {
			votes += r.vote()
		}
	}
	return votes < 0
}

// Summary returns the statistics of game, or of every game when game is "".
func (b *Book) Summary(game string) Summary {
	s := Summary{Game: game}
	if game != "" {
		s.LowWins = b.lowWins(game)
	}
	all := &tally{low: s.LowWins}
	byPlayers, byLevel, byPlayer := map[int]*tally{}, map[int]*tally{}, map[string]*tally{}
	get := func(m map[int]*tally, k int) *tally {
		if m[k] == nil {
			m[k] = &tally{low: s.LowWins}
		}
		return m[k]
	}
	for _, r := range b.records {
		if game != "" && r.Game != game {
			continue
		}
		var mine []Seat
		for _, seat := range r.Seats {
			if seat.Kind == table.Human {
				mine = append(mine, seat)
			}
		}
		if len(mine) == 0 {
			continue
		}
		all.add(mine)
		get(byPlayers, r.Players()).add(mine)
		if level := r.level(); level >= 0 {
			get(byLevel, level).add(mine)
		}
		for _, seat := range mine {
			if name := strings.TrimSpace(seat.Name); name != "" {
				if byPlayer[name] == nil {
					byPlayer[name] = &tally{low: s.LowWins}
				}
				byPlayer[name].add([]Seat{seat})
			}
		}
	}
	scored := game != ""
	s.All = all.done(scored)
	s.ByPlayers, s.ByLevel, s.ByPlayer = map[int]Tally{}, map[int]Tally{}, map[string]Tally{}
	for k, t := range byPlayers {
		s.ByPlayers[k] = t.done(scored)
	}
	for k, t := range byLevel {
		s.ByLevel[k] = t.done(scored)
	}
	for k, t := range byPlayer {
		s.ByPlayer[k] = t.done(scored)
	}
	return s
}

// ByGame returns, for each game with records, its Summary's All.
func (b *Book) ByGame() map[string]Tally {
	out := map[string]Tally{}
	for _, g := range b.Games() {
		out[g] = b.Summary(g).All
	}
	return out
}
