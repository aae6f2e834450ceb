package kit

import (
	"cmp"
	"math"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// Standing is one row of the end screen's table.
type Standing struct {
	Seat   games.Seat
	Score  string // as the game counts it
	Winner bool
	Note   string // "eliminated", "least money"… or ""
}

// FormatScore prints a score without useless decimals (7, 3.5, -2).
func FormatScore(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// DefaultStandings orders the seats for the end screen: the winners first,
// then the others by how far their score is from the winners' (so that it
// reads right whether the game is won with the most points or the fewest).
func DefaultStandings(u table.Update) []Standing {
	if u.Result == nil {
		return nil
	}
	r := u.Result
	best := math.NaN()
	for _, w := range r.Winners {
		if int(w) < len(r.Scores) {
			best = r.Scores[w]
		}
	}
	var out []Standing
	for i := range u.Seats {
		s := Standing{Seat: games.Seat(i), Winner: slices.Contains(r.Winners, games.Seat(i))}
		if i < len(r.Scores) {
			s.Score = FormatScore(r.Scores[i])
		}
		out = append(out, s)
	}
	dist := func(s Standing) float64 {
		if s.Winner || math.IsNaN(best) || int(s.Seat) >= len(r.Scores) {
			return 0
		}
		return math.Abs(r.Scores[s.Seat] - best)
	}
	slices.SortStableFunc(out, func(a, b Standing) int {
		if a.Winner != b.Winner {
			if a.Winner {
				return -1
			}
			return 1
		}
		return cmp.Compare(dist(a), dist(b))
	})
	return out
}

// Scores draws the end screen's table: rank, name, score, and a mark for
// the winners and for any note.
func Scores(u table.Update, rows []Standing) app.UI {
	return app.Table().Class("scores kit-scores").ID(ID("scores")).Body(
		app.THead().Body(app.Tr().Body(
			app.Th().Text(tr("kit.rank")), app.Th().Text(tr("kit.name")), app.Th().Text(tr("kit.score")),
		)),
		app.TBody().Body(app.Range(rows).Slice(func(i int) app.UI {
			s := rows[i]
			cls := ""
			if s.Winner {
				cls = "winner"
			}
			if s.Note != "" {
				cls += " noted"
			}
			return app.Tr().Class(cls).Body(
				app.Td().Class("num").Text(strconv.Itoa(i+1)),
				app.Td().Body(
					app.Span().Class("name").Text(SeatName(u, s.Seat)),
					app.If(s.Winner, func() app.UI { return app.Span().Class("kit-tag kit-win").Text("🏆 " + tr("kit.winner")) }),
					app.If(s.Note != "", func() app.UI { return app.Span().Class("kit-tag kit-note").Text(s.Note) }),
				),
				app.Td().Class("num").Text(s.Score),
			)
		})),
	)
}
