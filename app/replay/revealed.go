package replay

import (
	"menagerie/app/table"
	"menagerie/games"
)

// Revealed is a position with every hand shown. The engines have no view
// of everything, and need none: a seat's view holds all that seat may see,
// so the views of every seat together show every card anyone holds, and
// the spectator's holds what lies on the table for all. (Cards nobody has
// seen, such as a face-down deck, stay hidden: they are hidden at the
// table too, and nothing of the game turns on them until they are seen.)
type Revealed struct {
	// Public is the position as a spectator saw it: the public table and
	// the events every seat saw.
	Public table.Update `json:"public"`
	// Seats is the position as each seat saw it, by seat: its hand, its
	// legal moves, and the events it saw (its own private moves too).
	Seats []table.Update `json:"seats"`
}

// Revealed is the current position with every hand shown.
func (p *Player) Revealed() Revealed {
	r := Revealed{Public: p.at.Update(games.Spectator)}
	for seat := range p.replay.Setup.Config.Players {
		r.Seats = append(r.Seats, p.at.Update(games.Seat(seat)))
	}
	return r
}
