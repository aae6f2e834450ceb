package ui

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games/chevaux"
)

func init() {
	boards["chevaux"] = chevauxBoard
	describers["chevaux"] = chevauxDescribe
	for k, v := range chevauxTexts {
		texts[k] = v
	}
}

var chevauxTexts = map[string][2]string{
	"ch.height":       {"Hauteur au garrot", "Height at withers"},
	"ch.weight":       {"Poids", "Weight"},
	"ch.longevity":    {"Longévité", "Longevity"},
	"ch.appearance":   {"Date d'apparition", "First appeared"},
	"ch.rar.green":    {"commun (vert)", "common (green)"},
	"ch.rar.yellow":   {"peu commun (jaune)", "uncommon (yellow)"},
	"ch.rar.orange":   {"rare (orange)", "rare (orange)"},
	"ch.rar.red":      {"très rare (rouge)", "very rare (red)"},
	"ch.unit.cm":      {"%d cm", "%d cm"},
	"ch.unit.kg":      {"%d kg", "%d kg"},
	"ch.unit.years":   {"%d ans", "%d years"},
	"ch.year.bce":     {"%s av. J.-C.", "%s BC"},
	"ch.battle":       {"Bataille %d", "Battle %d"},
	"ch.battle.limit": {"Bataille %d sur %d", "Battle %d of %d"},
	"ch.cards":        {"%d cartes", "%d cards"},
	"ch.card":         {"%d carte", "%d card"},
	"ch.out":          {"éliminé", "out"},
	"ch.players":      {"Joueurs", "Players"},
	"ch.end.all":      {"%s a remporté toutes les cartes.", "%s won every card."},
	"ch.end.limit":    {"Les %d batailles sont jouées : le plus de cartes gagne.", "All %d battles are played: the most cards wins."},
	"ch.end.time":     {"Le temps est écoulé : le plus de cartes gagne.", "Time is up: the most cards wins."},
	"ch.ending":       {"Temps écoulé : la partie s'arrête après cette bataille.", "Time is up: the game ends after this battle."},
	"ch.facedown":     {"Carte cachée", "Face-down card"},
	"ch.announced":    {"Annoncé : %s", "Announced: %s"},
	"ch.told.none":    {"rien d'annoncé encore", "nothing announced yet"},
	"ch.end.shared":   {"Égalité : la victoire est partagée.", "A tie: the win is shared."},
	"ch.leader":       {"mène", "leads"},
	"ch.yourcard":     {"Votre carte", "Your card"},
	"ch.choose":       {"Choisissez une caractéristique", "Choose a characteristic"},
	"ch.choose.btn":   {"Jouer : %s", "Play: %s"},
	"ch.keep":         {"Garder : %s", "Keep: %s"},
	"ch.switch":       {"Changer : %s", "Switch: %s"},
	"ch.switch.why":   {"Votre cheval est plus rare que celui de %s : vous pouvez changer de caractéristique.", "Your horse is rarer than %s's: you may switch the characteristic."},
	"ch.collect":      {"Ramasser les cartes", "Collect the cards"},
	"ch.current":      {"Caractéristique : %s (choisie par %s)", "Characteristic: %s (set by %s)"},
	"ch.wins":         {"%s remporte %d cartes", "%s wins %d cards"},
	"ch.by.value":     {"meilleure valeur", "best value"},
	"ch.by.rarity":    {"égalité départagée par la rareté", "tie broken by rarity"},
	"ch.by.tiebreak":  {"égalité départagée par les cartes suivantes", "tie broken by the next cards"},
	"ch.by.exhausted": {"égalité : plus de cartes pour départager", "tie: no cards left to break it"},
	"ch.tiebreak":     {"Départage", "Tie-break"},
	"ch.said":         {"annonce %s", "says %s"},
	"ch.waiting":      {"attend", "waiting"},
	"ch.log.choose":   {"%s choisit : %s", "%s chooses %s"},
	"ch.log.keep":     {"%s garde la caractéristique", "%s keeps the characteristic"},
	"ch.log.switch":   {"%s change pour : %s", "%s switches to %s"},
	"ch.log.collect":  {"%s ramasse les cartes", "%s collects the cards"},
	"ch.lastbattle":   {"Dernière bataille", "Last battle"},
}

func chevauxChar(id string) string { return tr("ch." + id) }

// chevauxValue prints a characteristic's value with its unit, in one
// piece that never breaks across lines ("45 000 av. J.-C.").
func chevauxValue(char string, v int) string {
	var s string
	switch char {
	case "height":
		s = tr("ch.unit.cm", v)
	case "weight":
		s = tr("ch.unit.kg", v)
	case "longevity":
		s = tr("ch.unit.years", v)
	case "appearance":
		if v < 0 {
			s = tr("ch.year.bce", groupThousands(-v))
		} else {
			s = strconv.Itoa(v)
		}
	default:
		s = strconv.Itoa(v)
	}
	return strings.NewReplacer(" ", "\u00a0", "-", "\u2011").Replace(s)
}

// groupThousands writes n with its thousands grouped, as each language
// does ("45 000", "45,000"), from 10 000 up: a year such as 1874 is not
// grouped.
func groupThousands(n int) string {
	s := strconv.Itoa(n)
	if n < 10000 {
		return s
	}
	sep := ","
	if lang == French {
		sep = "\u202f"
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func horseValue(h chevaux.Horse, char string) int {
	switch char {
	case "height":
		return h.Height
	case "weight":
		return h.Weight
	case "longevity":
		return h.Longevity
	}
	return h.Appearance
}

// horseCard draws one horse: breed, rarity in colour and words, the four
// characteristics, the chosen one in bold.
func horseCard(id int, chosen, caption string) app.UI {
	h, ok := chevaux.Card(id)
	if !ok {
		return app.Div().Class("horse").Text("?")
	}
	chars := []string{"height", "weight", "longevity", "appearance"}
	rarity := tr("ch.rar." + h.Rarity)
	return app.Div().Class("horse rarity-"+h.Rarity).Aria("label", h.Name+", "+rarity).Body(
		app.If(caption != "", func() app.UI { return app.Div().Class("muted small").Text(caption) }),
		app.Span().Class("horse-emoji").Body(animalArt("horse", "")),
		app.Div().Class("breed").Text(h.Name),
		app.Div().Class("rarity").Body(app.Span().Class("dot").Aria("hidden", "true"), app.Span().Text(rarity)),
		app.Dl().Body(
			app.Range(chars).Slice(func(i int) app.UI {
				c := chars[i]
				cls := ""
				if c == chosen {
					cls = "chosen"
				}
				return app.Div().Style("display", "contents").Body(
					app.Dt().Class(cls).Text(chevauxChar(c)),
					app.Dd().Class(cls).Text(chevauxValue(c, horseValue(h, c))),
				)
			}),
		),
	)
}

// chevauxMoves decodes the legal moves with their raw JSON.
func chevauxMoves(u table.Update) (out []struct {
	m   chevaux.Move
	raw json.RawMessage
}) {
	for _, raw := range u.Legal {
		var m chevaux.Move
		if json.Unmarshal(raw, &m) == nil {
			out = append(out, struct {
				m   chevaux.Move
				raw json.RawMessage
			}{m, raw})
		}
	}
	return out
}

func chevauxBoard(p *playPage, u table.Update) app.UI {
	var v chevaux.View
	if err := decodeView(u, &v); err != nil {
		return app.P().Class("error").Text(err.Error())
	}
	moves := chevauxMoves(u)
	var actions []app.UI
	for _, mv := range moves {
		raw := mv.raw
		var text, id string
		switch mv.m.Kind {
		case chevaux.KindChoose:
			text, id = tr("ch.choose.btn", chevauxChar(mv.m.Char)), "choose-"+mv.m.Char
		case chevaux.KindKeep:
			text, id = tr("ch.keep", chevauxChar(v.Char)), "keep"
		case chevaux.KindSwitch:
			text, id = tr("ch.switch", chevauxChar(mv.m.Char)), "switch-"+mv.m.Char
		case chevaux.KindCollect:
			text, id = tr("ch.collect"), "collect"
		default:
			text, id = mv.m.String(), "move"
		}
		actions = append(actions, p.moveButton(raw).ID(id).Class("primary move").Text(text))
	}
	battle := tr("ch.battle", v.Battle)
	if v.Limit > 0 {
		battle = tr("ch.battle.limit", min(v.Battle, v.Limit), v.Limit)
	}
	cls := "board chevaux"
	if len(actions) > 0 {
		// On a phone, the player's card and choices come before the seats.
		cls += " my-turn"
	}
	return app.Div().Class(cls).Body(
		app.P().Class("muted").Body(app.Text(battle), app.If(u.Clock != nil && !u.Over, func() app.UI {
			return app.Span().Body(app.Text(" · "), clockOf(u))
		})),
		app.If(v.Ending && !u.Over, func() app.UI { return app.P().Class("notice").ID("ch-ending").Text(tr("ch.ending")) }),
		app.If(u.Over, func() app.UI { return chevauxEndWhy(u, v) }),
		chevauxSeats(u, v),
		// The keep-or-switch prompt names the setter and the keep button
		// the characteristic: no need to say them twice on a small screen.
		app.If(v.Char != "" && !u.Over && len(v.CanSwitch) == 0, func() app.UI {
			return app.P().Class("current").Text(tr("ch.current", chevauxChar(v.Char), seatName(u, gamesSeat(v.Setter))))
		}),
		// Your card and what to do with it: side by side on a wide screen.
		app.Div().Class("ch-turn").Body(
			app.If(v.MyCard != 0, func() app.UI {
				return app.Div().Class("mycard").Body(horseCard(v.MyCard, v.Char, tr("ch.yourcard")))
			}),
			app.Div().Class("ch-act").Body(
				app.If(len(v.CanSwitch) > 0, func() app.UI {
					return app.P().Body(
						app.Strong().ID("ch-announced").Text(chevauxAnnounced(u, v)),
						app.Text(" — "+tr("ch.switch.why", seatName(u, gamesSeat(v.Setter)))),
					)
				}),
				app.If(len(moves) > 0 && moves[0].m.Kind == chevaux.KindChoose, func() app.UI {
					return app.P().Text(tr("ch.choose"))
				}),
				app.If(len(actions) > 0, func() app.UI { return app.Div().Class("choices").Body(actions...) }),
			),
		),
		chevauxTable(u, v),
		chevauxResult(u, v),
	)
}

// chevauxAnnounced lists the values announced with the current
// characteristic, for the player who decides to keep it or switch.
func chevauxAnnounced(u table.Update, v chevaux.View) string {
	var said []string
	for i, sv := range v.Seats {
		if sv.Said && i != v.Viewer {
			said = append(said, seatName(u, gamesSeat(i))+" "+chevauxValue(v.Char, sv.Value))
		}
	}
	return tr("ch.announced", strings.Join(said, " · "))
}

// chevauxEndWhy says why the game ended as it did: one player took every
// card, or the battles ran out and the most cards won, perhaps shared.
func chevauxEndWhy(u table.Update, v chevaux.View) app.UI {
	var why string
	switch {
	case v.End == "all-cards" && len(v.Winners) == 1:
		why = tr("ch.end.all", seatName(u, gamesSeat(v.Winners[0])))
	case v.End == "time":
		why = tr("ch.end.time")
	default:
		why = tr("ch.end.limit", v.Battles)
	}
	if len(v.Winners) > 1 {
		why += " " + tr("ch.end.shared")
	}
	return app.P().Class("ch-end-why").ID("ch-end-why").Text(why)
}

func chevauxSeats(u table.Update, v chevaux.View) app.UI {
	return app.Ul().Class("seats-bar").Aria("label", tr("ch.players")).Body(
		app.Range(v.Seats).Slice(func(i int) app.UI {
			sv := v.Seats[i]
			cls := "seat"
			for _, a := range u.ToAct {
				if int(a) == i {
					cls += " acting"
				}
			}
			if int(u.Seat) == i {
				cls += " me"
			}
			if sv.Out {
				cls += " out"
			}
			var state string
			switch {
			case sv.Out:
				state = tr("ch.out")
			case sv.Said:
				state = tr("ch.said", chevauxValue(v.Char, sv.Value))
			case v.Leader == i && !u.Over:
				state = tr("ch.leader")
			}
			return app.Li().Class(cls).ID("seat-"+strconv.Itoa(i)).Body(
				app.Div().Class("name").Text(u.Seats[i].Name),
				app.Div().Class("count").Text(plural(sv.Held, "ch.card", "ch.cards")),
				app.If(state != "", func() app.UI { return app.Div().Class("muted small").Text(state) }),
			)
		}),
	)
}

// chevauxTable shows the other players' battle cards while the battle is
// announced: face down, with only what was told of them.
func chevauxTable(u table.Update, v chevaux.View) app.UI {
	if v.Phase != "choosing" && v.Phase != "announcing" {
		return app.Text("")
	}
	var cards []app.UI
	for i, sv := range v.Seats {
		if sv.InBattle && i != v.Viewer {
			cards = append(cards, faceDownCard(u.Seats[i].Name, i, sv, v))
		}
	}
	if len(cards) == 0 {
		return app.Text("")
	}
	return app.Div().Class("battle").ID("ch-table").Body(cards...)
}

// faceDownCard draws seat's face-down battle card: its rarity once told,
// and every value announced for it in this battle (the current
// characteristic's in bold).
func faceDownCard(name string, seat int, sv chevaux.SeatView, v chevaux.View) app.UI {
	told := map[string]int{}
	for _, e := range v.Log {
		switch e.Kind {
		case "choose", "announce", "keep", "switch":
			if e.Seat == seat {
				told[e.Char] = e.Value
			}
		}
	}
	var rows []app.UI
	for _, c := range []string{"height", "weight", "longevity", "appearance"} {
		val, ok := told[c]
		if !ok {
			continue
		}
		cls := ""
		if c == v.Char {
			cls = "chosen"
		}
		rows = append(rows, app.Dt().Class(cls).Text(chevauxChar(c)), app.Dd().Class(cls).Text(chevauxValue(c, val)))
	}
	cls := "horse facedown"
	if sv.Rarity != "" {
		cls += " rarity-" + sv.Rarity
	}
	return app.Div().Class(cls).ID("facedown-"+strconv.Itoa(seat)).Body(
		app.Div().Class("muted small").Text(name),
		app.Div().Class("breed").Text(tr("ch.facedown")),
		app.If(sv.Rarity != "", func() app.UI {
			return app.Div().Class("rarity").Body(app.Span().Class("dot").Aria("hidden", "true"), app.Span().Text(tr("ch.rar."+sv.Rarity)))
		}),
		app.If(len(rows) > 0, func() app.UI { return app.Dl().Body(rows...) }).
			Else(func() app.UI { return app.Div().Class("muted small").Text(tr("ch.told.none")) }),
	)
}

// chevauxResult shows the last decided battle: every card, the winner and why.
func chevauxResult(u table.Update, v chevaux.View) app.UI {
	b := v.LastBattle
	if b == nil {
		return app.Text("")
	}
	var cards []app.UI
	for _, c := range b.Cards {
		caption := seatName(u, gamesSeat(c.Seat)) + " — " + chevauxValue(b.Char, c.Value)
		cards = append(cards, horseCard(c.Card, b.Char, caption))
	}
	for _, c := range b.TieBreak {
		cards = append(cards, horseCard(c.Card, "", tr("ch.tiebreak")+" — "+seatName(u, gamesSeat(c.Seat))))
	}
	title := tr("ch.lastbattle") + " — " + chevauxChar(b.Char)
	if v.Phase == "result" {
		title = tr("ch.battle", b.Number) + " — " + chevauxChar(b.Char)
	}
	return app.Section().Class("result").ID("battle-result").Body(
		app.H2().Text(title),
		app.P().Body(
			app.Strong().Text(tr("ch.wins", seatName(u, gamesSeat(b.Winner)), len(b.Won))),
			app.Text(" ("+tr("ch.by."+b.By)+")"),
		),
		app.Div().Class("battle").Body(cards...),
	)
}

func chevauxDescribe(u table.Update, ev table.Event) string {
	name := seatName(u, ev.Seat)
	var m chevaux.Move
	if json.Unmarshal(ev.Move, &m) != nil {
		return name
	}
	switch m.Kind {
	case chevaux.KindChoose:
		return tr("ch.log.choose", name, chevauxChar(m.Char))
	case chevaux.KindKeep:
		return tr("ch.log.keep", name)
	case chevaux.KindSwitch:
		return tr("ch.log.switch", name, chevauxChar(m.Char))
	case chevaux.KindCollect:
		return tr("ch.log.collect", name)
	}
	return name + " : " + m.String()
}
