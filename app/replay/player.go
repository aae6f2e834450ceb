package replay

import (
	"errors"
	"fmt"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// markEvery is the distance between two of a Player's marks: copies of the
// table it keeps to go back without replaying from the deal. Going to any
// position replays at most markEvery-1 steps.
const markEvery = 32

// Player steps through a replay: it holds the game at one position, from 0
// (the deal, before any step) to Len (after the last step).
type Player struct {
	replay Replay
	at     *table.Table // the game at position pos
	pos    int
	marks  []*table.Table // marks[i] is the game at position i*markEvery
	rounds []Round        // see Rounds
}

// NewPlayer replays r once, checking every step and finding its rounds,
// and returns a Player at position 0. A step that its game cannot take is
// a *MoveError; an unknown game is ErrGame and a setup the game refuses
// ErrSetup, as with Decode.
func NewPlayer(r Replay) (*Player, error) {
	g, ok := catalog.ByID(r.Setup.Game)
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrGame, r.Setup.Game)
	}
	t, err := table.New(g, r.Setup)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	p := &Player{replay: r.clone()}
	p.marks = append(p.marks, t.Clone())
	var rounds roundFinder
	rounds.see(t, 0)
	for i, st := range p.replay.Log {
		if err := t.Act(st.Seat, st.Move); err != nil {
			return nil, &MoveError{Step: i + 1, Err: err}
		}
		if (i+1)%markEvery == 0 {
			p.marks = append(p.marks, t.Clone())
		}
		rounds.see(t, i+1)
	}
	p.rounds = rounds.done(len(p.replay.Log))
	// Canonical moves, as the table logged them.
	p.replay.Log = t.Log()
	p.at = p.marks[0].Clone()
	return p, nil
}

// Replay returns the replay played, its moves as the table logs them.
func (p *Player) Replay() Replay { return p.replay.clone() }

// Len is the number of steps: the last position.
func (p *Player) Len() int { return len(p.replay.Log) }

// Pos is the current position, 0 … Len: the number of steps taken.
func (p *Player) Pos() int { return p.pos }

// ErrPosition is returned for a position or a round that does not exist.
var ErrPosition = errors.New("replay: no such position")

// Go goes to position k, 0 … Len.
func (p *Player) Go(k int) error {
	if k < 0 || k > p.Len() {
		return fmt.Errorf("%w: %d of 0…%d", ErrPosition, k, p.Len())
	}
	if k < p.pos || k-p.pos >= markEvery {
		p.at, p.pos = p.marks[k/markEvery].Clone(), k/markEvery*markEvery
	}
	for ; p.pos < k; p.pos++ {
		st := p.replay.Log[p.pos]
		if err := p.at.Act(st.Seat, st.Move); err != nil {
			// NewPlayer took every step already: not expected.
			return &MoveError{Step: p.pos + 1, Err: err}
		}
	}
	return nil
}

// Forward takes the next step; false at the end.
func (p *Player) Forward() bool { return p.pos < p.Len() && p.Go(p.pos+1) == nil }

// Back takes back the last step; false at the deal.
func (p *Player) Back() bool { return p.pos > 0 && p.Go(p.pos-1) == nil }

// Next is the step taken from the current position; false at the end.
func (p *Player) Next() (table.Step, bool) {
	if p.pos >= p.Len() {
		return table.Step{}, false
	}
	return p.replay.Log[p.pos], true
}

// Prev is the step that led to the current position; false at the deal.
func (p *Player) Prev() (table.Step, bool) {
	if p.pos == 0 {
		return table.Step{}, false
	}
	return p.replay.Log[p.pos-1], true
}

// Update is the current position as seat saw it at the table: the Update
// the table made for it then (games.Spectator for what everyone saw), with
// its legal moves and recent events. The clock's deadline, wall-clock
// time, is not part of a replay: a timed game's Clock has none. A seat
// that is not at the table sees what a spectator sees.
func (p *Player) Update(seat games.Seat) table.Update {
	if seat < games.Spectator || int(seat) >= p.replay.Setup.Config.Players {
		seat = games.Spectator
	}
	return p.at.Update(seat)
}

// Over says whether the game is over at the current position.
func (p *Player) Over() bool { return p.at.Over() }
