package lifeislifeui

import (
	"encoding/json"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/lifeislife"
)

// moves are an update's legal moves, sorted: the knock (a pass in the last
// turn), if allowed, and every exchange.
type moves struct {
	knock json.RawMessage
	exch  []kit.Choice[lifeislife.Move]
}

// movesOf decodes the legal moves of u through the engine.
func movesOf(u table.Update) (m moves) {
	for _, c := range kit.Legal[lifeislife.Move](engine, u) {
		switch c.Move.Kind {
		case lifeislife.Knock:
			m.knock = c.Raw
		case lifeislife.Exchange:
			m.exch = append(m.exch, c)
		}
	}
	return m
}

// rowOpen says whether some exchange takes row r.
func (m moves) rowOpen(r int) bool {
	for _, c := range m.exch {
		if c.Move.Row == r {
			return true
		}
	}
	return false
}

// fits says whether some exchange of row r lays at least the cards c.
func (m moves) fits(r int, c lifeislife.Cards) bool {
	for _, e := range m.exch {
		if e.Move.Row == r && e.Move.Lay.Contains(c) {
			return true
		}
	}
	return false
}

// find is the exchange of row r laying exactly c, or nil.
func (m moves) find(r int, c lifeislife.Cards) json.RawMessage {
	for _, e := range m.exch {
		if e.Move.Row == r && e.Move.Lay == c {
			return e.Raw
		}
	}
	return nil
}
