package chevauxui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
	"menagerie/games/chevaux"
)

// charName is a characteristic's name ("Poids").
func charName(c chevaux.Characteristic) string { return tr("ch." + c.String()) }

// charOf reads a characteristic id of the view or of a move.
func charOf(id string) (chevaux.Characteristic, bool) { return chevaux.ParseCharacteristic(id) }

// rarityName is a rarity's name, from its id ("commun").
func rarityName(id string) string { return tr("ch.rar." + id) }

// cardValue is card id's value on c, and false for no card.
func cardValue(id int, c chevaux.Characteristic) (int, bool) {
	h, ok := chevaux.Card(id)
	if !ok {
		return 0, false
	}
	return h.Value(c), true
}

// valueText prints a value of c with its unit, in one piece that never
// breaks across lines ("45 000 av. J.-C.").
func valueText(c chevaux.Characteristic, v int) string {
	var s string
	switch c {
	case chevaux.Height:
		s = tr("ch.unit.cm", v)
	case chevaux.Weight:
		s = tr("ch.unit.kg", v)
	case chevaux.Longevity:
		s = tr("ch.unit.years", v)
	default:
		if v < 0 {
			s = tr("ch.year.bce", groupThousands(-v))
		} else {
			s = strconv.Itoa(v)
		}
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
	if kit.Current() == kit.French {
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

// rarityDot is a rarity's coloured dot with its name.
func rarityDot(id string) app.UI {
	return app.Span().Class("ch-rarity").Body(
		app.Span().Class("dot").Aria("hidden", "true"),
		app.Span().Text(rarityName(id)),
	)
}

// charChoice is what one characteristic of the player's horse does when
// tapped: the move it sends ("" for none), whether it is the
// characteristic in force, and whether its move is the one proposed.
type charChoice struct {
	move    string
	current bool
	hinted  bool
}

// handCard draws the player's own horse: breed, rarity, and its four
// characteristics, the one in force marked. The characteristics the player
// may choose now (when active) are cards to tap, each sending its move.
func handCard(t kit.Table, id int, choices map[chevaux.Characteristic]charChoice, active bool) app.UI {
	h, ok := chevaux.Card(id)
	if !ok {
		return app.Text("")
	}
	act := func(ctx app.Context, e app.Event) {
		t.Act(ctx, []byte(kit.Data(ctx, "move")))
	}
	var rows []app.UI
	for _, c := range chevaux.Characteristics {
		ch := choices[c]
		face := []app.UI{
			app.Span().Class("ch-name").Text(charName(c)),
			app.Span().Class("ch-value").Text(valueText(c, h.Value(c))),
		}
		cls := "ch-char"
		if ch.current {
			cls += " chosen"
		}
		if ch.move == "" {
			rows = append(rows, app.Div().Class(cls).ID(kit.ID("char-"+c.String())).Body(face...))
			continue
		}
		rows = append(rows, kit.Card(kit.CardState{
			ID:      "char-" + c.String(),
			Class:   kit.Hinted(cls, ch.hinted),
			Label:   tr("ch.char.label", charName(c), valueText(c, h.Value(c))),
			Choice:  true,
			Pressed: ch.current,
			Data:    map[string]string{"move": ch.move},
		}, act, face...))
	}
	grid := app.Div().Class("ch-chars").Body(rows...)
	if active {
		grid = grid.Class("choices")
	}
	return app.Div().Class("horse mycard rarity-"+h.Rarity).Aria("label", tr("ch.yourcard")+" : "+h.Name+", "+rarityName(h.Rarity)).Body(
		app.Div().Class("ch-top").Body(
			kit.Art("horse", ""),
			app.Span().Class("breed").Text(h.Name),
			rarityDot(h.Rarity),
		),
		grid,
	)
}

// miniCard draws a card shown face up in a decided battle: whose it was,
// the breed, the rarity, and its value on the battle's characteristic
// (none for a tie-break card, compared on rarity alone).
func miniCard(who string, id int, c chevaux.Characteristic, withValue, won bool) app.UI {
	h, ok := chevaux.Card(id)
	if !ok {
		return app.Text("")
	}
	cls := "horse mini rarity-" + h.Rarity
	if won {
		cls += " won"
	}
	return app.Div().Class(cls).Body(
		app.Div().Class("ch-who").Body(
			app.If(won, func() app.UI { return app.Span().Class("kit-tag ch-wintag").Text(tr("ch.won")) }),
			app.Text(who),
		),
		app.Div().Class("breed").Text(h.Name),
		rarityDot(h.Rarity),
		app.If(withValue, func() app.UI { return app.Div().Class("ch-value").Text(valueText(c, h.Value(c))) }),
	)
}
