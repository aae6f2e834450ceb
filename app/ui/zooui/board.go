package zooui

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/zoo"
)

// board is the zoo table for one update. It keeps the cards the player
// has tapped so far, until the hand or the legal moves change, and which
// panels are open.
type board struct {
	app.Compo
	T kit.Table
	U table.Update
	// Drawn counts the boards made: go-app draws a component again only
	// when one of its fields changes, and the table around the board may
	// change with the same update (a hint, a note above the hand).
	Drawn uint64

	key    string // seat, hand and legal moves the selection was made on
	sel    []bool // by index in the hand
	closed int    // the last round whose results the player has put away
	chart  bool   // the chart of who beats whom is open
	// laid counts the trick's cards when the set to beat last changed,
	// and flip alternates at each change: the set to beat is drawn in
	// place, and its animation plays again when its class changes.
	laid int
	flip bool
}

// boards is the number of boards made (see board.Drawn).
var boards uint64

// newBoard is the board for update u on table t.
func newBoard(t kit.Table, u table.Update) *board {
	boards++
	return &board{T: t, U: u, Drawn: boards}
}

// move is a legal move of the update, typed, with its JSON.
type move = kit.Choice[zoo.Move]

// legal are the update's legal moves.
func legal(u table.Update) []move { return kit.Legal[zoo.Move](zoo.Game{}, u) }

// sync drops the selection when the seat, the hand or the legal moves change.
func (z *board) sync(u table.Update, v zoo.View) {
	var b strings.Builder
	b.WriteString(strconv.Itoa(int(u.Seat)) + "|" + strings.Join(v.Hand, ",") + "|")
	for _, raw := range u.Legal {
		b.Write(raw)
		b.WriteByte(';')
	}
	key := b.String()
	if key != z.key || len(z.sel) != len(v.Hand) {
		z.key = key
		z.sel = make([]bool, len(v.Hand))
	}
}

// now decodes the update and the selection at the time of a tap. Handlers
// read everything through it, never through values captured at render
// time: go-app keeps the first handler an element was given.
func (z *board) now() (zoo.View, []move, zoo.Cards) {
	var v zoo.View
	if kit.DecodeView(z.U, &v) != nil {
		return v, nil, 0
	}
	z.sync(z.U, v)
	return v, legal(z.U), z.selected(v.Hand)
}

// Render draws the table: the seats and the middle of the table, then the
// dock with the prompt, the hand and the action bar; once the game is
// over, how it ended.
func (z *board) Render() app.UI {
	u := z.U
	var v zoo.View
	if err := kit.DecodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if u.Over {
		return end(u, v)
	}
	z.sync(u, v)
	d := z.dock(u, v, legal(u))
	showSummary := v.LastRound != nil && v.LastRound.Round > z.closed
	main := []app.UI{
		z.head(v, showSummary),
		seats(u, v),
		app.If(showSummary, func() app.UI {
			return app.Section().Class("zoo-summary").ID(kit.ID("zoo-summary")).Body(
				summary(u, v.LastRound),
				app.Button().ID(kit.ID("zoo-summary-close")).Class("ghost").Text(tr("zoo.summary.hide")).OnClick(z.closeSummary),
			)
		}),
		felt(u, v, z.laidAnim(v.Trick)),
		team(u, v),
		app.If(z.chart, chart),
	}
	return kit.Body("zoo", main, kit.Dock(z.T, d.prompt, d.hand, d.bar))
}

// laidAnim is the animation class of the set to beat: the other of the
// two each time a set is laid (the trick's count of cards grows with
// every set, by its size, so its parity alone would not do).
func (z *board) laidAnim(t zoo.TrickView) string {
	if t.Top != nil && t.Cards != z.laid {
		z.laid, z.flip = t.Cards, !z.flip
	}
	if z.flip {
		return "zoo-anim-b"
	}
	return "zoo-anim-a"
}

// head is the round's line: its number, how it scores, when the game
// ends, and the buttons for the chart and the last round's results.
func (z *board) head(v zoo.View, summaryOpen bool) app.UI {
	scoring := map[string]string{"places": "zoo.scoring.places", "places+animals": "zoo.scoring.pa", "teams+animals": "zoo.scoring.ta"}[v.Scoring]
	goal := tr("zoo.goal.two", v.Goal)
	if v.Players == 3 {
		goal = tr("zoo.goal.one", v.Goal)
	}
	chartLabel := tr("zoo.chart")
	if z.chart {
		chartLabel = tr("zoo.chart.hide")
	}
	return app.Div().Class("zoo-head").Body(
		app.P().Class("zoo-round").Title(goal).Body(
			app.Strong().Text(tr("zoo.round", v.Round)),
			app.If(scoring != "", func() app.UI { return app.Span().Class("zoo-scoring").Text(tr(scoring)) }),
			app.Span().Class("zoo-goal").Text(goal),
		),
		app.Div().Class("zoo-tools").Body(
			app.If(v.LastRound != nil && !summaryOpen, func() app.UI {
				return app.Button().ID(kit.ID("zoo-summary-open")).Class("ghost").Aria("label", tr("zoo.summary.label", v.LastRound.Round)).
					Text(tr("zoo.summary.show", v.LastRound.Round)).OnClick(z.openSummary)
			}),
			app.Button().ID(kit.ID("zoo-chart-toggle")).Class("ghost").Aria("expanded", z.chart).Text(chartLabel).OnClick(z.toggleChart),
		),
	)
}

func (z *board) toggleChart(ctx app.Context, e app.Event) { z.chart = !z.chart }

func (z *board) closeSummary(ctx app.Context, e app.Event) {
	if v, _, _ := z.now(); v.LastRound != nil {
		z.closed = v.LastRound.Round
	}
}

func (z *board) openSummary(ctx app.Context, e app.Event) {
	if v, _, _ := z.now(); v.LastRound != nil {
		z.closed = v.LastRound.Round - 1
	}
}

// onMove sends the move in the button's data-move. The results of the
// last round are put away once the player has moved in the next one.
func (z *board) onMove(ctx app.Context, e app.Event) {
	raw := kit.Data(ctx, "move")
	if raw == "" {
		return
	}
	v, _, _ := z.now()
	if v.LastRound != nil {
		z.closed = max(z.closed, v.LastRound.Round)
	}
	z.clear()
	z.T.Act(ctx, json.RawMessage(raw))
}
