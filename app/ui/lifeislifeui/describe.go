package lifeislifeui

import (
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/lifeislife"
)

// Describe is the log line of an applied move: who exchanged which row and
// what they laid, or who knocked. When the move is the update's latest, the
// view adds what was taken, and how the round ended if it did (the scores,
// or the set shown at a sudden death). All of it was public at the table.
func Describe(u table.Update, ev table.Event) kit.Line {
	name := kit.SeatName(u, ev.Seat)
	m, ok := kit.Decode[lifeislife.Move](engine, ev.Move)
	if ev.Move == nil || !ok {
		return kit.Line{Text: name}
	}
	var v lifeislife.View
	latest := ev.Seq == u.Seq && kit.DecodeView(u, &v) == nil && v.Last != nil && v.Last.Seat == int(ev.Seat)
	var line kit.Line
	switch {
	case m.Kind == lifeislife.Exchange && latest:
		line.Text = tr("lil.log.took", name, m.Row)
		line.Faces = append(faces(v.Last.Took), word(tr("lil.log.lays")))
		line.Faces = append(line.Faces, faces(m.Lay.Names())...)
	case m.Kind == lifeislife.Exchange:
		line.Text = tr("lil.log.row", name, m.Row)
		line.Faces = faces(m.Lay.Names())
	case latest && v.Last.Kind == "pass":
		line.Text = tr("lil.log.pass", name)
	default:
		line.Text = tr("lil.log.knock", name)
		line.Mark = latest // a knock is a moment of the game
	}
	if !latest || v.LastRound == nil {
		return line
	}
	rs := v.LastRound
	var end string
	switch v.Last.Outcome {
	case "sudden_death":
		end = tr("lil.log.sudden", kit.SeatName(u, games.Seat(rs.Trigger)), setsText(rs.Sets))
		line.Mark = true
	case "scored":
		var parts []string
		for _, p := range rs.Played {
			if p < len(rs.Totals) {
				parts = append(parts, tr("lil.pts", kit.SeatName(u, games.Seat(p)), rs.Totals[p]))
			}
		}
		end = tr("lil.log.scored", rs.Round, strings.Join(parts, ", "))
	default:
		return line
	}
	for _, p := range rs.Eliminated {
		end += tr("lil.log.out", kit.SeatName(u, games.Seat(p)))
	}
	line.Faces = append(line.Faces, word(end))
	return line
}
