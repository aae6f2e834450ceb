package beavergangui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// roundEnd is the summary of the round that has just ended (see
// kit.Game.RoundEnd).
func roundEnd(u table.Update) app.UI {
	var v beavergang.View
	if kit.DecodeView(u, &v) != nil || v.LastRound == nil {
		return nil
	}
	c := &board{U: u}
	return app.Div().Class("beavergang").Body(c.renderRound(turn{u: u, v: v, me: int(u.Seat)}, *v.LastRound, true))
}

// renderRound shows a scored round: every row as turned up, the action
// cards replaced, the scores.
func (c *board) renderRound(t turn, r beavergang.RoundSummary, open bool) app.UI {
	return app.Details().Class("bg-round").ID(kit.ID("bg-round")).Open(open).Body(
		append([]app.UI{app.Summary().Text(tr("bg.r.title", r.Round))}, c.roundBody(t, r)...)...,
	)
}

// foldedRound is the last round under the table, folded under its title
// but at the next round's opening peek: its body is built only while open
// (see kit.Fold).
func (c *board) foldedRound(t turn, r beavergang.RoundSummary, open bool) app.UI {
	return kit.Fold("bg-round", "bg-round", tr("bg.r.title", r.Round), open, func() []app.UI { return c.roundBody(t, r) })
}

// roundBody is what renderRound shows under its title.
func (c *board) roundBody(t turn, r beavergang.RoundSummary) []app.UI {
	var rows []app.UI
	for p, row := range r.Rows {
		var cards []app.UI
		var values []string
		for i, face := range row.Revealed {
			final := strconv.Itoa(row.Final[i])
			values = append(values, final)
			note := ""
			if isAction(face) {
				note = tr("bg.r.was", word(face))
				cards = append(cards, app.Div().Class("bg-slotbox").Body(
					card(final, "bg-sm replaced", tr("bg.theircard", i+1, t.name(p), final+" ("+note+")")),
					app.Span().Class("bg-note").Text(note),
				))
				continue
			}
			cards = append(cards, app.Div().Class("bg-slotbox").Body(
				card(face, "bg-sm", tr("bg.theircard", i+1, t.name(p), face)),
				app.Span().Class("bg-note").Text(note),
			))
		}
		rows = append(rows, app.Li().Class("bg-rrow").Body(
			app.Div().Class("bg-rhead").Body(
				app.Span().Class("name").Text(t.name(p)),
				app.Span().Class("bg-rscore").Text(tr("bg.r.score", row.Score)),
				app.Span().Class("bg-total").Text(tr("bg.r.total", row.Total)),
			),
			app.Div().Class("bg-row").Aria("label", tr("bg.r.row", t.name(p), strings.Join(values, " + "), row.Score)).Body(cards...),
		))
	}
	var repl []app.UI
	for _, rp := range r.Replacements {
		var drawn []string
		for _, d := range rp.Drawn {
			drawn = append(drawn, word(d))
		}
		was := ""
		if rp.Seat < len(r.Rows) && rp.Slot < 4 {
			was = word(r.Rows[rp.Seat].Revealed[rp.Slot])
		}
		repl = append(repl, app.Li().Text(tr("bg.r.repl", t.name(rp.Seat), rp.Slot+1, was, strings.Join(drawn, " → "))))
	}
	knocker := tr("bg.r.noknock")
	if r.Knocker >= 0 {
		knocker = tr("bg.r.knocker", t.name(r.Knocker))
	}
	return []app.UI{
		app.P().Class("muted small").Text(knocker),
		app.Ul().Class("bg-rrows").Body(rows...),
		app.If(len(repl) > 0, func() app.UI { return app.Ul().Class("bg-repl small").Body(repl...) }).
			Else(func() app.UI { return app.P().Class("muted small").Text(tr("bg.r.nore")) }),
	}
}

// renderEnd is the game's own part of the end screen, below the standings:
// every round's score per seat, the totals, and the last round's rows.
func (c *board) renderEnd(t turn) app.UI {
	v := t.v
	rounds := 0
	for _, s := range v.Seats {
		rounds = max(rounds, len(s.Scores))
	}
	head := []app.UI{app.Th().Scope("col").Text(tr("bg.end.player"))}
	for r := range rounds {
		head = append(head, app.Th().Scope("col").Class("num").Body(
			app.Abbr().Title(tr("bg.end.roundn", r+1)).Text(tr("bg.end.round", r+1)),
		))
	}
	head = append(head, app.Th().Scope("col").Class("num").Text(tr("bg.total")))
	order := v.Standings
	if len(order) == 0 {
		for p, s := range v.Seats {
			order = append(order, beavergang.Standing{Seat: p, Total: s.Total})
		}
	}
	var body []app.UI
	for _, st := range order {
		if st.Seat < 0 || st.Seat >= len(v.Seats) {
			continue
		}
		sv := v.Seats[st.Seat]
		cls := ""
		if st.Winner {
			cls = "winner"
		}
		cells := []app.UI{app.Th().Scope("row").Text(t.name(st.Seat))}
		for r := range rounds {
			score := ""
			if r < len(sv.Scores) {
				score = strconv.Itoa(sv.Scores[r])
			}
			cells = append(cells, app.Td().Class("num").Text(score))
		}
		cells = append(cells, app.Td().Class("num total").Text(strconv.Itoa(st.Total)))
		body = append(body, app.Tr().Class(cls).Body(cells...))
	}
	return kit.Static(app.Div().Class("beavergang bg-end").ID(kit.ID("bg-end")).Body(
		app.P().Class("bg-why").Text(tr("bg.end.why", rounds)),
		app.Div().Class("bg-tablewrap").Body(
			app.Table().Class("scores bg-scores").Body(
				app.THead().Body(app.Tr().Body(head...)),
				app.TBody().Body(body...),
			),
		),
		app.If(v.LastRound != nil, func() app.UI { return c.renderRound(t, *v.LastRound, true) }),
	))
}
