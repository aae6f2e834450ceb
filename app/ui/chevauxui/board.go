package chevauxui

import (
	"encoding/json"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// The view's phases (chevaux.View.Phase) and the id of an automatic
// announcement among its events (chevaux.Event.Kind; the others are the
// moves' kinds).
const (
	phaseChoosing   = "choosing"
	phaseAnnouncing = "announcing"
	phaseResult     = "result"
	eventAnnounce   = "announce"
)

// board draws the table: the seats with what each told of its face-down
// card, the battle in progress and the last battle's cards; the dock holds
// the player's own horse, whose characteristics are tapped to choose or
// switch, and the keep or collect button.
func board(t kit.Table, u table.Update) app.UI {
	var v chevaux.View
	if err := kit.DecodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	if u.Over {
		return kit.Static(app.Div().Class("board chevaux ch-over").Body(endWhy(u, v), lastBattle(u, v)))
	}
	legal := kit.Legal[chevaux.Move](engine, u)
	hint, _ := kit.HintOf[chevaux.Move](t, engine)
	// The felt: the seats around the table, the battle in its middle.
	main := []app.UI{app.Div().Class("ch-felt").Body(
		seats(u, v),
		battleInfo(u, v),
		app.If(v.Ending, func() app.UI { return app.P().Class("notice").ID(kit.ID("ch-ending")).Text(tr("ch.ending")) }),
		lastBattle(u, v),
	)}
	return kit.Body("chevaux", main, kit.Dock(t, prompt(u, v), hand(t, v, legal, hint), bar(t, v, legal, hint)))
}

// battleInfo says which battle this is, the time left, and the
// characteristic in force and who set it.
func battleInfo(u table.Update, v chevaux.View) app.UI {
	n := tr("ch.battle", v.Battle)
	if v.Limit > 0 {
		n = tr("ch.battle.limit", min(v.Battle, v.Limit), v.Limit)
	}
	var current string
	switch {
	case v.Phase == phaseResult, v.Char == "" && kit.Mine(u):
		// The result, or the prompt, says it.
	case v.Char != "":
		c, _ := charOf(v.Char)
		current = tr("ch.current", charName(c), kit.SeatName(u, games.Seat(v.Setter)))
	default:
		current = tr("ch.current.none", kit.SeatName(u, games.Seat(v.Leader)))
	}
	return app.Div().Class("ch-info").ID(kit.ID("ch-info")).Body(
		app.P().Class("ch-battle").Body(
			app.Span().ID(kit.ID("ch-battle")).Text(n),
			app.If(u.Clock != nil, func() app.UI { return app.Span().Body(app.Text(" · "), kit.Clock(u)) }),
		),
		app.If(current != "", func() app.UI { return app.P().Class("ch-current").ID(kit.ID("ch-current")).Text(current) }),
	)
}

// seats is the strip of players: cards held, who leads, who is out, and
// what each told of its face-down battle card.
func seats(u table.Update, v chevaux.View) app.UI {
	strip := make([]app.UI, len(v.Seats))
	for i, sv := range v.Seats {
		var state app.UI = app.Text("")
		switch {
		case sv.Out:
			state = app.Span().Class("kit-tag kit-note").Text(tr("ch.out"))
		case v.Leader == i:
			state = app.Span().Class("kit-tag ch-leader").Text(tr("ch.leader"))
		}
		strip[i] = kit.Seat(u, i, sv.Out,
			app.Span().Class("count").Text(tr("ch.cards", sv.Held)),
			state,
			told(u, v, i, sv),
		)
	}
	return kit.Seats(tr("ch.players"), strip...)
}

// told draws a seat's battle card while the battle is announced: face
// down, its rarity if told (its player set the characteristic), and every
// value announced for it in this battle, the one in force in bold.
func told(u table.Update, v chevaux.View, seat int, sv chevaux.SeatView) app.UI {
	if !sv.InBattle || (v.Phase != phaseChoosing && v.Phase != phaseAnnouncing) {
		return app.Text("")
	}
	said := map[string]int{}
	for _, e := range v.Log {
		switch e.Kind {
		case chevaux.KindChoose, eventAnnounce, chevaux.KindKeep, chevaux.KindSwitch:
			if e.Seat == seat {
				said[e.Char] = e.Value
			}
		}
	}
	var values []app.UI
	for _, c := range chevaux.Characteristics {
		val, ok := said[c.String()]
		if !ok {
			continue
		}
		cls := "ch-said"
		if c.String() == v.Char {
			cls += " chosen"
		}
		values = append(values, app.Span().Class(cls).Title(charName(c)).Text(valueText(c, val)))
	}
	cls := "facedown"
	label := tr("ch.facedown")
	if sv.Rarity != "" {
		cls += " rarity-" + sv.Rarity
		label = tr("ch.facedown.of", kit.SeatName(u, games.Seat(seat)), rarityName(sv.Rarity))
	}
	return app.Div().Class(cls).ID(kit.ID("facedown-"+strconv.Itoa(seat))).Title(label).Body(
		app.Span().Class("dot").Aria("hidden", "true"),
		app.If(len(values) == 0, func() app.UI { return app.Span().Class("ch-said muted").Text("?") }).
			Else(func() app.UI { return app.Span().Body(values...) }),
	)
}

// lastBattle shows the last decided battle (the one on the table, while
// its winner is to collect): every card with its value, the tie-break
// cards, the winner and how.
func lastBattle(u table.Update, v chevaux.View) app.UI {
	b := v.LastBattle
	if b == nil {
		return app.Text("")
	}
	c, _ := charOf(b.Char)
	cards := make([]app.UI, 0, len(b.Cards)+len(b.TieBreak))
	for _, play := range b.Cards {
		cards = append(cards, miniCard(kit.SeatName(u, games.Seat(play.Seat)), play.Card, c, true, play.Seat == b.Winner))
	}
	for _, play := range b.TieBreak {
		cards = append(cards, miniCard(tr("ch.tiebreak")+" · "+kit.SeatName(u, games.Seat(play.Seat)), play.Card, c, false, false))
	}
	cls := "result ch-result"
	if v.Phase == phaseResult {
		cls += " now"
	}
	return app.Section().Class(cls).ID(kit.ID("battle-result")).Body(
		app.H2().Text(tr("ch.lastbattle", b.Number, charName(c))),
		app.P().Class("ch-won").Body(
			app.Strong().Text(winsText(u, b)),
			app.Text(" ("+howText(u, b)+")"),
		),
		app.Div().Class("battle").Body(cards...),
	)
}

// winsText says who won the battle b and how many cards: "You win" when
// the winner is the seat on screen.
func winsText(u table.Update, b *chevaux.BattleView) string {
	cards := tr("ch.cards", len(b.Won))
	if games.Seat(b.Winner) == u.Seat {
		return tr("ch.wins.you", cards)
	}
	return tr("ch.wins", kit.SeatName(u, games.Seat(b.Winner)), cards)
}

// prompt says what the player is to do, or what the table waits for.
func prompt(u table.Update, v chevaux.View) string {
	me := int(u.Seat)
	mine := kit.Mine(u)
	actor := ""
	if len(v.ToAct) > 0 {
		actor = kit.SeatName(u, games.Seat(v.ToAct[0]))
	}
	c, _ := charOf(v.Char)
	switch {
	case me < 0 || me >= len(v.Seats):
		return tr("ch.p.watch")
	case v.Seats[me].Out:
		return tr("ch.p.out")
	case v.Phase == phaseChoosing && mine:
		return tr("ch.p.choose")
	case v.Phase == phaseChoosing:
		return tr("ch.p.choose.other", actor)
	case v.Phase == phaseAnnouncing && mine:
		return tr("ch.p.switch", kit.SeatName(u, games.Seat(v.Setter)))
	case v.Phase == phaseAnnouncing:
		return tr("ch.p.switch.other", actor, charName(c))
	case v.Phase == phaseResult && mine:
		return tr("ch.p.collect")
	case v.Phase == phaseResult:
		return tr("ch.p.won.other", actor)
	}
	return ""
}

// hand is the player's own battle card, its characteristics to tap when
// the player chooses or may switch; nothing when the player has no card.
// The characteristic of the proposed move (hint's, if it is a legal move
// of the player's) is marked hinted.
func hand(t kit.Table, v chevaux.View, legal []kit.Choice[chevaux.Move], hint chevaux.Move) app.UI {
	if v.MyCard == 0 {
		return nil
	}
	choices := map[chevaux.Characteristic]charChoice{}
	if c, ok := charOf(v.Char); ok {
		choices[c] = charChoice{current: true}
	}
	for _, l := range legal {
		switch l.Move.Kind {
		case chevaux.KindChoose, chevaux.KindSwitch:
			if c, ok := charOf(l.Move.Char); ok {
				choices[c] = charChoice{move: string(l.Raw), hinted: l.Move == hint}
			}
		case chevaux.KindKeep:
			if c, ok := charOf(v.Char); ok {
				choices[c] = charChoice{move: string(l.Raw), current: true, hinted: l.Move == hint}
			}
		}
	}
	return handCard(t, v.MyCard, choices, len(legal) > 0)
}

// bar is the action bar: keep the characteristic, or collect the cards;
// the button of the proposed move (hint) is marked hinted.
func bar(t kit.Table, v chevaux.View, legal []kit.Choice[chevaux.Move], hint chevaux.Move) []app.UI {
	var out []app.UI
	for _, l := range legal {
		switch l.Move.Kind {
		case chevaux.KindKeep:
			// The value kept is on the horse, in bold, just above.
			text := v.Char
			if c, ok := charOf(v.Char); ok {
				text = charName(c)
			}
			out = append(out, moveButton(t, l.Raw, "keep", tr("ch.keep", text), l.Move == hint))
		case chevaux.KindCollect:
			n := 0
			if v.LastBattle != nil {
				n = len(v.LastBattle.Won)
			}
			out = append(out, moveButton(t, l.Raw, "collect", tr("ch.collect", n), l.Move == hint))
		}
	}
	return out
}

// moveButton is a button of the action bar that sends one move, marked
// when it is the proposed move.
func moveButton(t kit.Table, raw json.RawMessage, id, text string, hinted bool) app.UI {
	return kit.MoveButton(t, raw).ID(kit.ID(id)).Class(kit.Hinted("primary move", hinted)).Text(text)
}
