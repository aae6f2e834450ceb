package chevauxui

import (
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// describe tells one applied move for the log, from the update after it:
// the characteristic and the value the player announced with it, then the
// values announced on their own by the players who could not switch; on
// the move that decided a battle, every card of the battle, the winner, the
// cards won and how (best value, rarity, tie-break). A collect says how
// many cards the winner took.
//
// The update is normally the one right after the move. When it comes later
// (a guest's screen may skip positions), what it still shows is used: the
// current battle's public events, and the last decided battle's cards;
// a move of an older battle is told without its values.
func describe(u table.Update, ev table.Event) kit.Line {
	name := kit.SeatName(u, ev.Seat)
	m, ok := kit.Decode[chevaux.Move](engine, ev.Move)
	if !ok {
		return kit.Line{Text: name}
	}
	var v chevaux.View
	if kit.DecodeView(u, &v) != nil {
		return kit.Line{Text: name + " " + m.String()}
	}
	p := placeOf(u, v, ev)
	if m.Kind == chevaux.KindCollect {
		return collectLine(u, v, p, name)
	}
	if seg, ok := p.segment(v, ev.Seat, m.Kind); ok {
		return currentLine(u, p, name, m, seg)
	}
	return pastLine(u, p, ev.Seat, m)
}

// place is where a move stands in the game, as far as an update tells.
type place struct {
	battle int // the battle the move was made in (or collected)
	// later are the players' moves after it in the same battle (none
	// after a collect).
	later []chevaux.Move
	// before are the players' moves before it in the same battle that the
	// update still carries, oldest first.
	before []chevaux.Move
	// current says the battle is the one on the table now.
	current bool
	// last is the battle's full result when the update still shows it.
	last *chevaux.BattleView
}

// placeOf finds ev among u's recent events and counts the battles decided
// since.
func placeOf(u table.Update, v chevaux.View, ev table.Event) place {
	at := -1
	for i, e := range u.Events {
		if e.Seq == ev.Seq {
			at = i
		}
	}
	moves := func(evs []table.Event) []chevaux.Move {
		out := make([]chevaux.Move, 0, len(evs))
		for _, e := range evs {
			if e.Seat < 0 {
				continue
			}
			if m, ok := kit.Decode[chevaux.Move](engine, e.Move); ok {
				out = append(out, m)
			}
		}
		return out
	}
	var after, before []chevaux.Move
	if at >= 0 {
		after, before = moves(u.Events[at+1:]), moves(u.Events[:at])
	}
	collects := 0
	for _, m := range after {
		if m.Kind == chevaux.KindCollect {
			collects++
		}
	}
	p := place{battle: v.Battles - collects + 1}
	if m, ok := kit.Decode[chevaux.Move](engine, ev.Move); ok && m.Kind == chevaux.KindCollect {
		p.battle = v.Battles - collects
	} else {
		for _, m := range after {
			if m.Kind == chevaux.KindCollect {
				break
			}
			p.later = append(p.later, m)
		}
		for i := len(before) - 1; i >= 0 && before[i].Kind != chevaux.KindCollect; i-- {
			p.before = append([]chevaux.Move{before[i]}, p.before...)
		}
	}
	p.current = !u.Over && collects == 0 && p.battle == v.Battle
	if at < 0 {
		p.current = false
	}
	if b := v.LastBattle; b != nil && b.Number == p.battle && at >= 0 {
		p.last = b
	}
	return p
}

// segment is the move's part of the current battle's public events: its
// own announcement first, then the automatic ones and, on the move that
// decided the battle, its tie-break cards and its result.
func (p place) segment(v chevaux.View, seat games.Seat, kind string) ([]chevaux.Event, bool) {
	if !p.current {
		return nil, false
	}
	var starts []int
	for i, e := range v.Log {
		switch e.Kind {
		case chevaux.KindChoose, chevaux.KindKeep, chevaux.KindSwitch:
			starts = append(starts, i)
		}
	}
	k := len(starts) - 1 - len(p.later)
	if k < 0 {
		return nil, false
	}
	end := len(v.Log)
	if k+1 < len(starts) {
		end = starts[k+1]
	}
	seg := v.Log[starts[k]:end]
	if seg[0].Seat != int(seat) || seg[0].Kind != kind {
		return nil, false
	}
	return seg, true
}

// decided says whether the move decided its battle: the last decision of
// a battle whose result the update shows.
func (p place) decided() bool { return p.last != nil && len(p.later) == 0 }

// moveText is "Alice chooses Weight: 500 kg", or "Alice chooses Weight"
// when the value is not known.
func moveText(name string, kind string, c chevaux.Characteristic, value string) string {
	key := "ch.log.choose"
	switch kind {
	case chevaux.KindKeep:
		key = "ch.log.keep"
	case chevaux.KindSwitch:
		key = "ch.log.switch"
	}
	if value == "" {
		return tr(key+".n", name, charName(c))
	}
	return tr(key, name, charName(c), value)
}

// currentLine tells a move of the battle on the table, from its public
// events.
func currentLine(u table.Update, p place, name string, m chevaux.Move, seg []chevaux.Event) kit.Line {
	c, _ := charOf(seg[0].Char)
	text := moveText(name, m.Kind, c, valueText(c, seg[0].Value))
	var said []string
	for _, e := range seg[1:] {
		if e.Kind == eventAnnounce {
			said = append(said, tr("ch.log.said", kit.SeatName(u, games.Seat(e.Seat)), valueText(c, e.Value)))
		}
	}
	if len(said) > 0 {
		text += tr("ch.log.sep") + tr("ch.log.then", strings.Join(said, ", "))
	}
	line := kit.Line{Text: text}
	if p.decided() {
		line.Text += tr("ch.log.result") + resultText(u, p.last)
		line.Faces = battleFaces(u, p.last)
		line.Mark = true // the battle won is a moment of the game
	}
	return line
}

// pastLine tells a move of a battle that is no longer on the table: its
// value from the battle's cards when the update still shows them.
func pastLine(u table.Update, p place, seat games.Seat, m chevaux.Move) kit.Line {
	name := kit.SeatName(u, seat)
	c, known := charOf(m.Char)
	if m.Kind == chevaux.KindKeep {
		// The characteristic kept is the last one chosen before it, or,
		// when nobody switched after it, the battle's last one.
		known = false
		for _, b := range p.before {
			if b.Kind != chevaux.KindKeep {
				c, known = charOf(b.Char)
			}
		}
		if !known && p.last != nil && !switchedIn(p.later) {
			c, known = charOf(p.last.Char)
		}
	}
	if !known {
		return kit.Line{Text: name + " " + m.String()}
	}
	value := ""
	if p.last != nil {
		for _, play := range p.last.Cards {
			if play.Seat == int(seat) {
				if val, ok := cardValue(play.Card, c); ok {
					value = valueText(c, val)
				}
			}
		}
	}
	line := kit.Line{Text: moveText(name, m.Kind, c, value)}
	if p.decided() {
		line.Text += tr("ch.log.result") + resultText(u, p.last)
		line.Faces = battleFaces(u, p.last)
	}
	return line
}

// switchedIn says whether one of moves is a switch.
func switchedIn(moves []chevaux.Move) bool {
	for _, m := range moves {
		if m.Kind == chevaux.KindSwitch {
			return true
		}
	}
	return false
}

// collectLine tells the winner taking a battle's cards.
func collectLine(u table.Update, v chevaux.View, p place, name string) kit.Line {
	n := 0
	switch {
	case p.last != nil:
		n = len(p.last.Won)
	case v.Last != nil && v.Last.Kind == chevaux.KindCollect && p.battle == v.Battles:
		n = v.Last.Cards
	}
	if n == 0 {
		return kit.Line{Text: name + " " + chevaux.Collect().String()}
	}
	return kit.Line{Text: tr("ch.log.collect", name, tr("ch.cards", n))}
}

// resultText says who won a decided battle, how many cards, and how: the
// best value, or the tie and what broke it.
func resultText(u table.Update, b *chevaux.BattleView) string {
	return tr("ch.log.win", kit.SeatName(u, games.Seat(b.Winner)), tr("ch.cards", len(b.Won)), howText(u, b))
}

// howText says how a battle was decided: "best value: 900 kg", or "tie at
// 163 cm between Alice and Bob, broken by rarity".
func howText(u table.Update, b *chevaux.BattleView) string {
	c, _ := charOf(b.Char)
	best := valueText(c, b.Best)
	if len(b.Tied) < 2 {
		return tr("ch.how.value", best)
	}
	var names []string
	for _, s := range b.Tied {
		names = append(names, kit.SeatName(u, games.Seat(s)))
	}
	return tr("ch.how.tie", best, joinNames(names), tr("ch.by."+b.By))
}

// joinNames joins names with commas and a last "and".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + tr("ch.log.and") + names[len(names)-1]
}

// battleFaces are the cards of a decided battle, inline: each player's
// card (its value on the battle's characteristic said to screen readers,
// the line's text says it too), then the tie-break cards.
func battleFaces(u table.Update, b *chevaux.BattleView) []kit.Face {
	c, _ := charOf(b.Char)
	var out []kit.Face
	for _, play := range b.Cards {
		h, ok := chevaux.Card(play.Card)
		if !ok {
			continue
		}
		who := kit.SeatName(u, games.Seat(play.Seat))
		value := valueText(c, h.Value(c))
		cls := "ch-face rarity-" + h.Rarity
		if play.Seat == b.Winner {
			cls += " won"
		}
		out = append(out, kit.Face{Art: "horse", Text: who + " " + h.Name, Class: cls,
			Label: tr("ch.char.label", who, h.Name+", "+rarityName(h.Rarity)+", "+value)})
	}
	for _, play := range b.TieBreak {
		h, ok := chevaux.Card(play.Card)
		if !ok {
			continue
		}
		who := kit.SeatName(u, games.Seat(play.Seat))
		out = append(out, kit.Face{Art: "horse", Text: tr("ch.tiebreak") + " " + who, Class: "ch-face ch-tb rarity-" + h.Rarity,
			Label: tr("ch.char.label", tr("ch.tiebreak")+", "+who, h.Name+", "+rarityName(h.Rarity))})
	}
	return out
}
