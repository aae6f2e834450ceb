package lifeislifeui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/lifeislife"
)

// roundEnd is the summary of the round that has just ended (see
// kit.Game.RoundEnd).
func roundEnd(u table.Update) app.UI {
	var v lifeislife.View
	if kit.DecodeView(u, &v) != nil || v.LastRound == nil {
		return nil
	}
	return summary(u, v, v.LastRound, true)
}

// summary explains how a round ended: the majorities, species by
// species, the totals and the lives lost; or the set shown at a sudden
// death. open shows it in full; otherwise it folds under its title.
func summary(u table.Update, v lifeislife.View, rs *lifeislife.RoundSummary, open bool) app.UI {
	title := tr("lil.sum.scoring", rs.Round)
	if rs.End == "sudden_death" {
		title = tr("lil.sum.sudden", rs.Round)
	}
	if open {
		return app.Section().Class("lil-summary open").ID(kit.ID("lil-summary")).Body(
			append([]app.UI{app.H2().Text(title)}, summaryBody(u, v, rs)...)...,
		)
	}
	return kit.Fold("lil-summary", "lil-summary", title, false, func() []app.UI { return summaryBody(u, v, rs) })
}

func summaryBody(u table.Update, v lifeislife.View, rs *lifeislife.RoundSummary) []app.UI {
	var out []app.UI
	if rs.End == "sudden_death" {
		who := kit.SeatName(u, games.Seat(rs.Trigger))
		why := tr("lil.sum.shows", who, setsText(rs.Sets))
		if v.Variant == lifeislife.Advanced {
			why = tr("lil.sum.shows.adv", who, setsText(rs.Sets), who)
		}
		out = append(out, app.P().Class("lil-sum-why").Text(why))
		if rs.Trigger >= 0 && rs.Trigger < len(rs.Hands) && rs.Hands[rs.Trigger] != nil {
			out = append(out, app.Div().Class("lil-sum-hand").Body(
				app.Span().Class("lil-muted small").Text(tr("lil.sum.hand", who)),
				minis(rs.Hands[rs.Trigger]),
			))
		}
	} else {
		// The table of majorities is most of the summary's elements: one
		// piece of HTML (kit.Static), also where the summary is not.
		out = append(out, kit.Static(majorities(u, rs)))
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
	out = append(out, changes(u, rs))
	for _, p := range rs.Eliminated {
		out = append(out, app.P().Class("lil-sum-out").Text(tr("lil.sum.out", kit.SeatName(u, games.Seat(p)))))
	}
	return out
}

// changes lists the lives each player won or lost in a round.
func changes(u table.Update, rs *lifeislife.RoundSummary) app.UI {
	var items []app.UI
	for _, p := range rs.Played {
		items = append(items, app.Li().Class("lil-change").Body(
			app.Span().Class("name").Text(kit.SeatName(u, games.Seat(p))),
			app.Strong().Text(signed(rs.Lives[p])),
			app.Span().Text(lifeWord(rs.Lives[p])),
		))
	}
	return app.Ul().Class("lil-changes").Aria("label", tr("lil.sum.lives")).Body(items...)
}

// lifeWord is "vie" or "vies" for a change of n lives.
func lifeWord(n int) string {
	s := tr("lil.lives", max(n, -n))
	// Keep only the word: the number is shown with its sign.
	for i := range s {
		if s[i] == ' ' {
			return s[i+1:]
		}
	}
	return s
}

// majorities is the scoring table: one line per species, one column
// per player, the majority marked by a star and in words.
func majorities(u table.Update, rs *lifeislife.RoundSummary) app.UI {
	head := []app.UI{app.Th().Attr("scope", "col").Text(tr("lil.sum.animal"))}
	for _, p := range rs.Played {
		head = append(head, app.Th().Attr("scope", "col").Class("lil-num").Text(kit.SeatName(u, games.Seat(p))))
	}
	var rows []app.UI
	for _, m := range rs.Majorities {
		var note string
		switch m.Result {
		case "won":
			note = tr("lil.sum.won", kit.SeatName(u, games.Seat(m.Winner)))
		case "tie":
			note = tr("lil.sum.tie")
		case "one_card":
			note = tr("lil.sum.one")
		default:
			note = tr("lil.sum.none")
		}
		cells := []app.UI{app.Th().Attr("scope", "row").Class("lil-sp").Body(
			mini(m.Species),
			app.Span().Class("lil-sp-text").Body(
				app.Span().Class("lil-sp-name").Text(kit.Animal(m.Species)+" · "+strconv.Itoa(m.Value)),
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
		lives = append(lives, app.Td().Class("lil-num").Text(signed(rs.Lives[p])))
	}
	return app.Div().Class("lil-scroll").Body(
		app.Table().Class("lil-majorities").Body(
			app.THead().Body(app.Tr().Body(head...)),
			app.TBody().Body(rows...),
			app.TFoot().Body(app.Tr().Body(total...), app.Tr().Body(lives...)),
		),
	)
}
