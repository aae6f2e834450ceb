package kittest

import (
	"encoding/json"
	"regexp"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// Table stands in for the table a board is drawn on (kit.Table): it keeps
// the moves the board sends and proposes Proposed (kit.HintTable).
type Table struct {
	// Proposed is the move proposed to the player, or nil.
	Proposed json.RawMessage
	// Sent are the moves the board sent, in order.
	Sent []json.RawMessage
}

// Act keeps the move sent.
func (t *Table) Act(_ app.Context, move json.RawMessage) { t.Sent = append(t.Sent, move) }

// Hint is the move proposed.
func (t *Table) Hint() json.RawMessage { return t.Proposed }

// BotTable starts a table of g with cfg whose seats are all bots, named
// PA, PB, ….
func BotTable(t testing.TB, g games.Game, cfg games.Config) *table.Table {
	t.Helper()
	setup := table.Setup{Game: g.ID(), Config: cfg}
	for i := range cfg.Players {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: "P" + string(rune('A'+i)), Kind: table.Bot})
	}
	tb, err := table.New(g, setup)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// MissingText finds what a board or a log line shows for a text key
// without a text (kit.Texts.Tr writes «key», with no space inside, unlike
// French quotes) and for a format gone wrong ("%!").
var MissingText = regexp.MustCompile(`«[^\s\x{a0}«»]+»|%!`)
