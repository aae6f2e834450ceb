package kit

import (
	"encoding/json"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// Game is everything the app needs to offer and draw one game. Its engine
// says its id, how many may play and which options exist; the rest is how
// the game looks and reads.
type Game struct {
	// Engine is the game's rules.
	Engine games.Game
	// Name and Blurb are what the menu says of the game: {French, English}.
	Name, Blurb [2]string
	// Art is the animal that stands for the game (see Art).
	Art string
	// Rules are the rules for players, in headed sections (see
	// RulesSection), each kind at most once, in the order of RulesKinds.
	Rules []RulesSection
	// Options names each Config.Variant value the setup page offers, the
	// default first. The values are the engine's own (see games.Optioner).
	Options map[string][2]string
	// Board draws the table for one update; it sends moves through t.
	Board func(t Table, u table.Update) app.UI
	// Describe turns an applied move into a line of the log, from what the
	// update after it shows (see Line). It uses only public facts and what
	// u's seat may see.
	Describe func(u table.Update, ev table.Event) Line
	// Standings, if set, orders the end screen's table and marks its rows
	// (eliminated players…); by default the winners come first, then the
	// others by how far their score is from the winners'.
	Standings func(u table.Update) []Standing
	// Texts are the game's strings, for the translation tests.
	Texts Texts
	// Guide is the game's guided first game, if it has one.
	Guide *Guide
	// RoundEnd, if set, tells how the round that has just ended went
	// (who scored what and why, lives lost, who is out), from the first
	// update after it, or after the game's last move; nil when u holds no
	// such summary. The table shows it over the board and waits for the
	// player before play goes on (see Moment).
	RoundEnd func(u table.Update) app.UI
	// Routine, if set, is a move the table plays for the player after a
	// beat unless they choose another, as it plays a seat's only move
	// (Beaver Gang's not knocking): the move, one of u's legal moves, and
	// what the table says while it waits; ok is false when there is none.
	Routine func(u table.Update) (move json.RawMessage, say string, ok bool)
	// Round, if set, names a round of a game played in rounds (see
	// games.Rounder) with its number, as the game calls it: {French,
	// English} formats, "Bataille %d" in Chevaux. By default, "Manche %d".
	Round [2]string
}

// RoundName names the game's round number n, in the screen's language.
func (g Game) RoundName(n int) string {
	if g.Round == ([2]string{}) {
		return tr("kit.round", n)
	}
	return fmt.Sprintf(Label(g.Round), n)
}

// ID is the engine's id ("zoo").
func (g Game) ID() string { return g.Engine.ID() }

// Players is how many may play.
func (g Game) Players() (min, max int) { return g.Engine.Players() }

// OptionValues lists the options the setup page offers, the default first:
// the engine's, in its order, as far as the game names them.
func (g Game) OptionValues() []string {
	o, ok := g.Engine.(games.Optioner)
	if !ok {
		return nil
	}
	var out []string
	for _, v := range o.Variants() {
		if _, named := g.Options[v]; named {
			out = append(out, v)
		}
	}
	return out
}

// Table is what a game's board may do with the table it is drawn on.
type Table interface {
	// Act sends the player's move. A refused move leaves the game as it
	// was; the table says why.
	Act(ctx app.Context, move json.RawMessage)
}

// SeatName is the name at seat, or "" for none.
func SeatName(u table.Update, s games.Seat) string {
	if s < 0 || int(s) >= len(u.Seats) {
		return ""
	}
	return u.Seats[s].Name
}

// Mine says whether the update's seat may move now.
func Mine(u table.Update) bool {
	for _, s := range u.ToAct {
		if s == u.Seat && u.Seat >= 0 {
			return true
		}
	}
	return false
}
