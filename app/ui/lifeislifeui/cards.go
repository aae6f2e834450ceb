package lifeislifeui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
	"menagerie/games/lifeislife"
)

// species is the species named id, and whether it is one.
func species(id string) (lifeislife.Species, bool) {
	sp, err := lifeislife.ParseSpecies(id)
	return sp, err == nil
}

// value is the points (and number of cards) of species id; 0 for none.
func value(id string) int {
	sp, ok := species(id)
	if !ok {
		return 0
	}
	return sp.Value()
}

// cardsOf is the multiset of the cards named.
func cardsOf(names []string) lifeislife.Cards {
	var list []lifeislife.Species
	for _, n := range names {
		if sp, ok := species(n); ok {
			list = append(list, sp)
		}
	}
	return lifeislife.CardsOf(list...)
}

// cardLabel names a card for screen readers: "girafe, valeur 9".
func cardLabel(id string) string { return tr("lil.card.label", kit.Animal(id), value(id)) }

// face is what a compact card shows: its value in the corner and the
// animal's picture; its name too, where there is room (see the styles).
func face(id string) []app.UI {
	return []app.UI{
		app.Span().Class("lil-val").Aria("hidden", "true").Text(value(id)),
		kit.Art(id, ""),
		app.Span().Class("lil-name").Aria("hidden", "true").Text(kit.Animal(id)),
	}
}

// mini is a small card that cannot be tapped, as in a row or a summary.
func mini(id string) app.UI {
	return app.Span().Class("lil-card lil-sm sp-"+id).Title(cardLabel(id)).Aria("label", cardLabel(id)).Attr("role", "img").Body(face(id)...)
}

// minis is a row of small cards, named as a group.
func minis(names []string) app.UI {
	return app.Span().Class("lil-minis").Aria("label", cardsText(names)).Attr("role", "img").Body(
		app.Range(names).Slice(func(i int) app.UI { return mini(names[i]) }),
	)
}

// faces are cards inline in a line of the log.
func faces(names []string) []kit.Face {
	out := make([]kit.Face, 0, len(names))
	for _, n := range names {
		out = append(out, kit.Face{Art: n, Text: strconv.Itoa(value(n)), Class: "lil-face sp-" + n, Label: cardLabel(n)})
	}
	return out
}

// word is a few words among the faces of a log line.
func word(text string) kit.Face { return kit.Face{Text: text, Class: "lil-word", Label: text} }

// cardsText names cards in words, grouped: "girafe, 2 taupes".
func cardsText(names []string) string {
	var parts []string
	for i := 0; i < len(names); {
		j := i
		for j < len(names) && names[j] == names[i] {
			j++
		}
		if j-i == 1 {
			parts = append(parts, kit.Animal(names[i]))
		} else {
			parts = append(parts, kit.Animals(names[i], j-i))
		}
		i = j
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

// setsText names the sets shown at a sudden death: "5 lapins".
func setsText(sets []string) string {
	var parts []string
	for _, s := range sets {
		parts = append(parts, kit.Animals(s, value(s)))
	}
	return strings.Join(parts, tr("lil.and"))
}

// signed prints a lives change with a true minus sign: "−2", "+1", "0".
func signed(n int) string {
	switch {
	case n < 0:
		return "−" + strconv.Itoa(-n)
	case n > 0:
		return "+" + strconv.Itoa(n)
	}
	return "0"
}
