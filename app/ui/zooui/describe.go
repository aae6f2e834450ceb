package zooui

import (
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// describe is the log's line for an applied move, with the cards laid
// inline; the latest move's line also says what followed from it (who ran
// out, who collected the trick, who leads, how the round scored), which
// only the view after it shows. The cards given or set aside face down are
// never told, not even to their owner: the log is shared by everyone at a
// pass-and-play table.
func describe(u table.Update, ev table.Event) kit.Line {
	name := kit.SeatName(u, ev.Seat)
	var v zoo.View
	viewOK := kit.DecodeView(u, &v) == nil
	partner := func(s games.Seat) string {
		if !viewOK || s < 0 || int(s) >= len(v.Seats) {
			return ""
		}
		return kit.SeatName(u, games.Seat(v.Seats[s].Partner))
	}
	latest := viewOK && ev.Seq == u.Seq && v.Last != nil && v.Last.Seat == int(ev.Seat)
	var line kit.Line
	m, ok := kit.Decode[zoo.Move](zoo.Game{}, ev.Move)
	switch {
	case ev.Move == nil || !ok:
		// A move hidden from this seat: two cards given face down, or set
		// aside by the lone player.
		if viewOK && int(ev.Seat) < len(v.Seats) && v.Seats[ev.Seat].Role == "alone" {
			line.Text = tr("zoo.log.aside", name)
		} else {
			line.Text = tr("zoo.log.give", name, partner(ev.Seat))
		}
	case m.Kind == zoo.KindPlay:
		line.Text = tr("zoo.log.play", name, setText(m.Cards, m.As))
		line.Faces = cardFaces(m.Cards)
	case m.Kind == zoo.KindPass && latest && v.Last.Lead >= 0 && v.Last.Took < 0:
		line.Text = tr("zoo.log.passlead", name)
	case m.Kind == zoo.KindPass:
		line.Text = tr("zoo.log.pass", name)
	case m.Kind == zoo.KindGive:
		line.Text = tr("zoo.log.give", name, partner(ev.Seat))
	case m.Kind == zoo.KindSetAside:
		line.Text = tr("zoo.log.aside", name)
	case m.Kind == zoo.KindAsk:
		line.Text = tr("zoo.log.ask", name, partner(ev.Seat), cardsText(m.Cards))
		line.Faces = cardFaces(m.Cards)
	case m.Kind == zoo.KindComplete:
		whole, junior := m.Cards, ""
		if latest {
			whole, _ = zoo.ParseCards(v.Last.Cards...)
			junior = kit.SeatName(u, games.Seat(v.Last.For))
		} else {
			junior = partner(ev.Seat)
		}
		line.Text = tr("zoo.log.complete", name, cardsText(m.Cards), setText(whole, m.As), junior)
		line.Faces = cardFaces(m.Cards)
	case m.Kind == zoo.KindRefuse:
		back := "—"
		if latest {
			back = listText(v.Last.Cards)
		}
		line.Text = tr("zoo.log.refuse", name, partner(ev.Seat), back)
	default:
		line.Text = name + " : " + m.String()
	}
	if latest {
		if rest := aftermath(u, v); rest != "" {
			line.Text += ". " + rest
		}
	}
	return line
}

// aftermath says what followed the last move: who ran out, who collected
// the trick, who leads, how the round scored and who won.
func aftermath(u table.Update, v zoo.View) string {
	l := v.Last
	name := func(s int) string { return kit.SeatName(u, games.Seat(s)) }
	var parts []string
	for _, s := range l.Out {
		place := 0
		if s >= 0 && s < len(v.Seats) {
			place = v.Seats[s].Place
		}
		if l.Round && v.LastRound != nil && s < len(v.LastRound.Seats) {
			place = v.LastRound.Seats[s].Place
		}
		parts = append(parts, tr("zoo.log.out", name(s), ordinal(place)))
	}
	if l.Took >= 0 {
		parts = append(parts, tr("zoo.log.took", name(l.Took), l.TookN))
	}
	if l.Lead >= 0 && !l.Round {
		parts = append(parts, tr("zoo.log.lead", name(l.Lead)))
	}
	if r := v.LastRound; l.Round && r != nil {
		var scores []string
		for _, s := range finishOrder(r) {
			rs := r.Seats[s]
			place := ordinal(rs.Place)
			if rs.Place == 0 {
				place = ordinal(len(r.Seats))
			}
			scores = append(scores, tr("zoo.log.score", name(s), place, signed(rs.Points)))
		}
		parts = append(parts, tr("zoo.log.round", r.Round, strings.Join(scores, ", ")))
	}
	if f := v.Final; l.Round && f != nil && len(f.Winners) > 0 {
		var names []string
		for _, w := range f.Winners {
			names = append(names, name(w))
		}
		parts = append(parts, tr("zoo.log.won", join(names, "zoo.and")))
	}
	return strings.Join(parts, " ")
}
