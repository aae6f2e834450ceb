package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games/lifeislife"
)

// lilSummary explains how a round ended: the majorities, species by
// species, the totals and the lives lost; or the set shown at a sudden
// death. open shows it in full; otherwise it folds under its title.
func lilSummary(u table.Update, v lifeislife.View, rs *lifeislife.RoundSummary, open bool) app.UI {
	title := tr("lil.sum.scoring", rs.Round)
	if rs.End == "sudden_death" {
		title = tr("lil.sum.sudden", rs.Round)
	}
	body := lilSummaryBody(u, v, rs)
	if open {
		return app.Section().Class("lil-summary open").ID("lil-summary").Body(
			append([]app.UI{app.H2().Text(title)}, body...)...,
		)
	}
	return app.Details().Class("lil-summary").ID("lil-summary").Body(
		append([]app.UI{app.Summary().Text(tr("lil.sum.show", rs.Round) + " — " + title)}, body...)...,
	)
}

func lilSummaryBody(u table.Update, v lifeislife.View, rs *lifeislife.RoundSummary) []app.UI {
	var out []app.UI
	if rs.End == "sudden_death" {
		who := seatName(u, gamesSeat(rs.Trigger))
		why := tr("lil.sum.shows", who, lilSetsText(rs.Sets))
		if v.Variant == lifeislife.Advanced {
			why = tr("lil.sum.shows.adv", who, lilSetsText(rs.Sets), who)
		}
		out = append(out, app.P().Class("lil-sum-why").Text(why))
		if rs.Trigger >= 0 && rs.Trigger < len(rs.Hands) && rs.Hands[rs.Trigger] != nil {
			out = append(out, app.Div().Class("lil-sum-hand").Body(
				app.Span().Class("lil-muted small").Text(tr("lil.sum.hand", who)),
				lilMinis(rs.Hands[rs.Trigger]),
			))
		}
	} else {
		out = append(out, lilMajorities(u, rs))
		hi, lo := -1, 1<<30
		for _, p := range rs.Played {
			hi, lo = max(hi, rs.Totals[p]), min(lo, rs.Totals[p])
		}
		if hi == lo {
			out = append(out, app.P().Class("lil-sum-why").Text(tr("lil.sum.equal")))
		} else {
			out = append(out, app.P().Class("lil-sum-why").Text(tr("lil.sum.rule")))
		}
	}
	out = append(out, lilChanges(u, rs))
	for _, p := range rs.Eliminated {
		out = append(out, app.P().Class("lil-sum-out").Text(tr("lil.sum.out", seatName(u, gamesSeat(p)))))
	}
	return out
}

// lilChanges lists the lives each player won or lost in a round.
func lilChanges(u table.Update, rs *lifeislife.RoundSummary) app.UI {
	var changes []app.UI
	for _, p := range rs.Played {
		changes = append(changes, app.Li().Class("lil-change").Body(
			app.Span().Class("name").Text(seatName(u, gamesSeat(p))),
			app.Strong().Text(lilSigned(rs.Lives[p])),
			app.Span().Text(lilLifeWord(rs.Lives[p])),
		))
	}
	return app.Ul().Class("lil-changes").Aria("label", tr("lil.sum.lives")).Body(changes...)
}

// lilLifeWord is "vie" or "vies" for a change of n lives.
func lilLifeWord(n int) string {
	s := plural(max(n, -n), "lil.life", "lil.lives")
	// Keep only the word: the number is shown with its sign.
	for i := range s {
		if s[i] == ' ' {
			return s[i+1:]
		}
	}
	return s
}

// lilMajorities is the scoring table: one line per species, one column
// per player, the majority marked by a star and in words.
func lilMajorities(u table.Update, rs *lifeislife.RoundSummary) app.UI {
	head := []app.UI{app.Th().Attr("scope", "col").Text(tr("lil.sum.animal"))}
	for _, p := range rs.Played {
		head = append(head, app.Th().Attr("scope", "col").Class("lil-num").Text(seatName(u, gamesSeat(p))))
	}
	var rows []app.UI
	for _, m := range rs.Majorities {
		var note string
		switch m.Result {
		case "won":
			note = tr("lil.sum.won", seatName(u, gamesSeat(m.Winner)))
		case "tie":
			note = tr("lil.sum.tie")
		case "one_card":
			note = tr("lil.sum.one")
		default:
			note = tr("lil.sum.none")
		}
		cells := []app.UI{app.Th().Attr("scope", "row").Class("lil-sp").Body(
			lilMini(m.Species),
			app.Span().Class("lil-sp-text").Body(
				app.Span().Class("lil-sp-name").Text(animalWord(m.Species)+" · "+strconv.Itoa(m.Value)),
				app.Span().Class("lil-sp-note").Text(note),
			),
		)}
		for _, p := range rs.Played {
			n := 0
			if p < len(m.Counts) {
				n = m.Counts[p]
			}
			if m.Winner == p {
				cells = append(cells, app.Td().Class("lil-num won").Aria("label", tr("lil.sum.maj", n)).Body(
					app.Span().Aria("hidden", "true").Text("★ "+strconv.Itoa(n)),
				))
				continue
			}
			text := strconv.Itoa(n)
			if n == 0 {
				text = "·"
			}
			cells = append(cells, app.Td().Class("lil-num").Aria("label", strconv.Itoa(n)).Text(text))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	total := []app.UI{app.Th().Attr("scope", "row").Text(tr("lil.sum.points"))}
	lives := []app.UI{app.Th().Attr("scope", "row").Text(tr("lil.sum.lives"))}
	for _, p := range rs.Played {
		total = append(total, app.Td().Class("lil-num lil-total").Text(rs.Totals[p]))
		lives = append(lives, app.Td().Class("lil-num").Text(lilSigned(rs.Lives[p])))
	}
	return app.Div().Class("lil-scroll").Body(
		app.Table().Class("lil-majorities").Body(
			app.THead().Body(app.Tr().Body(head...)),
			app.TBody().Body(rows...),
			app.TFoot().Body(app.Tr().Body(total...), app.Tr().Body(lives...)),
		),
	)
}

// lilEnd is the end screen's own part: final places and why, then how the
// last round went.
func lilEnd(u table.Update, v lifeislife.View) app.UI {
	rounds := v.Round
	if v.LastRound != nil {
		rounds = v.LastRound.Round
	}
	shared := false
	for i := 1; i < len(v.Standings); i++ {
		if v.Standings[i].Place == v.Standings[i-1].Place {
			shared = true
		}
	}
	return app.Div().Class("board lifeislife lil-end").Body(
		app.If(v.Winner >= 0, func() app.UI {
			return app.P().Class("lil-end-why").Text(tr("lil.end.why", seatName(u, gamesSeat(v.Winner)), rounds))
		}),
		app.H2().Text(tr("lil.end.title")),
		app.Table().Class("scores lil-standings").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Attr("scope", "col").Text(tr("lil.end.place")),
				app.Th().Attr("scope", "col").Text(tr("lil.end.player")),
				app.Th().Attr("scope", "col").Text(tr("lil.end.lives")),
				app.Th().Attr("scope", "col").Text(tr("lil.end.state")),
			)),
			app.TBody().Body(
				app.Range(v.Standings).Slice(func(i int) app.UI {
					s := v.Standings[i]
					state := tr("lil.end.winner")
					if s.Lives == 0 {
						state = tr("lil.end.out", s.OutRound)
					}
					return app.Tr().Body(
						app.Td().Text(s.Place),
						app.Td().Text(seatName(u, gamesSeat(s.Seat))),
						app.Td().Text(s.Lives),
						app.Td().Text(state),
					)
				}),
			),
		),
		app.If(shared, func() app.UI { return app.P().Class("lil-muted small").Text(tr("lil.end.shared")) }),
		app.If(v.LastRound != nil, func() app.UI {
			return lilSummary(u, v, v.LastRound, true)
		}),
	)
}
