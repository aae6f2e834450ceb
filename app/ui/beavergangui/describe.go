package beavergangui

import (
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/beavergang"
)

// describe is the log line of an applied move. When it is the update's
// latest move, the view tells it with the cards everybody saw (put inline),
// and when it ended a round, the round's scores, the next deal or the
// winners; an older move is told from the move alone. Only public facts
// are used: the view's last event, its round summary and standings.
func describe(u table.Update, ev table.Event) kit.Line {
	names := func(p int) string { return kit.SeatName(u, games.Seat(p)) }
	m, ok := kit.Decode[beavergang.Move](engine, ev.Move)
	if ev.Move == nil || !ok {
		return kit.Line{Text: names(int(ev.Seat))}
	}
	var v beavergang.View
	if ev.Seq == u.Seq && kit.DecodeView(u, &v) == nil && v.Last.Seat == int(ev.Seat) && v.Last.Kind == m.Kind {
		return latest(u, v, names)
	}
	e := beavergang.Event{Seat: int(ev.Seat), Kind: m.Kind, Slot: m.Slot, Target: -1, TargetSlot: -1}
	if m.Kind == beavergang.KindBack {
		e.Slot = -1 // the move does not say which card: the look did
	}
	if m.Kind == beavergang.KindSwap {
		e.Target, e.TargetSlot = m.Seat, m.TheirSlot
	}
	return kit.Line{Text: eventText(names, e, 0)}
}

// latest tells the view's last event, the move just applied.
func latest(u table.Update, v beavergang.View, names func(int) string) kit.Line {
	l := v.Last
	round := v.Round
	if l.RoundOver && v.LastRound != nil {
		round = v.LastRound.Round
	}
	line := kit.Line{Text: eventText(names, l, round), Mark: l.Kind == beavergang.KindKnock}
	switch l.Kind {
	case beavergang.KindTake:
		line.Faces = faces(l.Card, l.Out)
	case beavergang.KindReplace:
		line.Faces = faces(l.Out)
	case beavergang.KindDiscard, beavergang.KindPlay:
		line.Faces = faces(l.Card)
	}
	if !l.RoundOver || v.LastRound == nil {
		return line
	}
	var scores []string
	for p, row := range v.LastRound.Rows {
		scores = append(scores, tr("bg.ev.score", names(p), row.Score, row.Total))
	}
	more := []string{tr("bg.ev.scores", strings.Join(scores, ", "))}
	if u.Over {
		more = append(more, winners(v, names))
	} else {
		more = append(more, tr("bg.ev.deal", v.Round, names(v.Dealer)))
	}
	line.Text += " " + strings.Join(more, " ")
	return line
}

// winners says who won the game over in v, with how many points.
func winners(v beavergang.View, names func(int) string) string {
	var who []string
	total := 0
	for _, s := range v.Standings {
		if s.Winner {
			who = append(who, names(s.Seat))
			total = s.Total
		}
	}
	if len(who) == 1 {
		return tr("bg.ev.wins", who[0], total)
	}
	return tr("bg.ev.tie", strings.Join(who, tr("bg.and")), total)
}

// faces are the cards that were seen, as chips; "" (a card nobody saw) is
// left out.
func faces(cards ...string) []kit.Face {
	var out []kit.Face
	for _, c := range cards {
		if c != "" {
			out = append(out, cardFace(c))
		}
	}
	return out
}
