package animalementui

import (
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/animalement"
)

// Describe is the log line of an applied move (see kit.Game.Describe). When
// the move is the update's latest, the view says everything it caused: the
// bid's total, who took the card and what they paid or lost, the dog, the
// next card turned up; the animals show as pictures. Everything in this
// game is public.
func Describe(u table.Update, ev table.Event) kit.Line {
	name := kit.SeatName(u, ev.Seat)
	m, ok := decodeMove(ev.Move)
	if ev.Move == nil || !ok {
		return kit.Line{Text: name}
	}
	if ev.Seq == u.Seq {
		var v animalement.View
		if kit.DecodeView(u, &v) == nil && v.Last != nil && v.Last.Seat == int(ev.Seat) && v.Last.Kind == m.Kind {
			text, faces := lastMove(u, v)
			return kit.Line{Text: strings.Join(text, " "), Faces: faces}
		}
	}
	switch m.Kind {
	case animalement.KindBid:
		return kit.Line{Text: tr("av.log.bid.short", name, sum(m.Cards.Values()))}
	case animalement.KindDiscard:
		id := m.Animal.String()
		return kit.Line{Text: tr("av.log.discard", name, the(id)), Faces: animalFaces([]string{id}, "")}
	}
	return kit.Line{Text: tr("av.log.pass", name)}
}

// lastMove tells the view's last move and what it caused, sentence by
// sentence, with the animals it moved.
func lastMove(u table.Update, v animalement.View) ([]string, []kit.Face) {
	l := v.Last
	seat := func(i int) string { return kit.SeatName(u, games.Seat(i)) }
	name := seat(l.Seat)
	var out []string
	var faces []string
	switch l.Kind {
	case animalement.KindBid:
		out = append(out, tr("av.log.bid", name, sum(l.Cards), l.Bid))
	case animalement.KindDiscard:
		out = append(out, tr("av.log.discard", name, the(l.Animal)))
		faces = append(faces, l.Animal)
	case animalement.KindPass:
		switch {
		case l.Sale != nil && l.Sale.Neg:
			out = append(out, tr("av.log.negtake", name, the(l.Sale.Animal)))
			if len(l.Cards) > 0 {
				out = append(out, tr("av.log.negback", sum(l.Cards)))
			}
		case len(l.Cards) > 0:
			out = append(out, tr("av.log.passback", name, sum(l.Cards)))
		default:
			out = append(out, tr("av.log.pass", name))
		}
	}
	if sale := l.Sale; sale != nil {
		faces = append(faces, sale.Animal)
		taker := seat(sale.Taker)
		switch {
		case sale.Neg:
			var lost []string
			for i, paid := range sale.Paid {
				if i != sale.Taker && len(paid) > 0 {
					lost = append(lost, seat(i)+" ("+sumTotal(paid)+")")
				}
			}
			if len(lost) > 0 {
				out = append(out, tr("av.log.lose", strings.Join(lost, ", ")))
			}
		case sale.Free:
			out = append(out, tr("av.log.free", taker, the(sale.Animal)))
		case sale.Taker < len(sale.Paid):
			out = append(out, tr("av.log.buy", taker, the(sale.Animal), sumTotal(sale.Paid[sale.Taker])))
		}
		switch {
		case sale.Lost != "":
			out = append(out, tr("av.log.eaten", taker, the(sale.Lost)))
			faces = append(faces, sale.Lost)
		case sale.Discard:
			out = append(out, tr("av.log.choose", taker))
		case sale.Sick:
			out = append(out, tr("av.log.sick", taker))
		}
	}
	if l.Revealed != "" {
		key := "av.log.reveal"
		if l.Over {
			key = "av.log.over"
		}
		out = append(out, tr(key, seat(v.Opener), the(l.Revealed)))
		faces = append(faces, l.Revealed)
	}
	return out, animalFaces(faces, "")
}
