package animalementui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
	"menagerie/games/animalement"
)

// The animal cards of Animalement Vôtre: their sayings, effects and faces.

// cardTexts name the cards and what they do.
var cardTexts = kit.Texts{
	// The card names: the French sayings as printed, and English ones.
	"av.name.chicken":   {"Poule mouillée", "Chicken-hearted"},
	"av.name.mole":      {"Aveugle comme une taupe", "Blind as a mole"},
	"av.name.magpie":    {"Bavard comme une pie", "Chatty as a magpie"},
	"av.name.mule":      {"Tête de mule", "Stubborn as a mule"},
	"av.name.camel":     {"Sobre comme un chameau", "Sober as a camel"},
	"av.name.fox":       {"Rusé comme un renard", "Sly as a fox"},
	"av.name.rabbit":    {"Chaud comme un lapin", "Frisky as a rabbit"},
	"av.name.ox":        {"Fort comme un bœuf", "Strong as an ox"},
	"av.name.monkey":    {"Malin comme un singe", "Clever as a monkey"},
	"av.name.whale":     {"Gros comme une baleine", "Big as a whale"},
	"av.name.fish":      {"Vif comme un poisson", "Quick as a fish"},
	"av.name.peacock":   {"Fier comme un paon", "Proud as a peacock"},
	"av.name.rooster":   {"Coq du village", "Cock of the walk"},
	"av.name.crocodile": {"Larmes de crocodile", "Crocodile tears"},
	"av.name.cat":       {"Donner sa langue au chat", "Cat got your tongue"},
	"av.name.dog":       {"Malade comme un chien", "Sick as a dog"},
	// The cards in a sentence, with their article.
	"av.the.chicken":   {"la poule", "the hen"},
	"av.the.mole":      {"la taupe", "the mole"},
	"av.the.magpie":    {"la pie", "the magpie"},
	"av.the.mule":      {"la mule", "the mule"},
	"av.the.camel":     {"le chameau", "the camel"},
	"av.the.fox":       {"le renard", "the fox"},
	"av.the.rabbit":    {"le lapin", "the rabbit"},
	"av.the.ox":        {"le bœuf", "the ox"},
	"av.the.monkey":    {"le singe", "the monkey"},
	"av.the.whale":     {"la baleine", "the whale"},
	"av.the.fish":      {"le poisson", "the fish"},
	"av.the.peacock":   {"le paon", "the peacock"},
	"av.the.rooster":   {"le coq", "the rooster"},
	"av.the.crocodile": {"le crocodile", "the crocodile"},
	"av.the.cat":       {"le chat", "the cat"},
	"av.the.dog":       {"le chien", "the dog"},
	// What the cards do.
	"av.eff.double":  {"×2", "×2"},
	"av.eff.half":    {"×½", "×½"},
	"av.eff.minus5":  {"−5", "−5"},
	"av.eff.dog":     {"−1 carte", "−1 card"},
	"av.say.num":     {"vaut %d", "worth %d"},
	"av.say.double":  {"double votre total", "doubles your total"},
	"av.say.half":    {"divise votre total par 2", "halves your total"},
	"av.say.minus5":  {"enlève 5 points", "takes 5 points off"},
	"av.say.dog":     {"défaussez une de vos cartes 1 à 10", "discard one of your 1–10 cards"},
	"av.blue":        {"bleu clair", "light blue"},
	"av.negative":    {"négative", "negative"},
	"av.money.label": {"carte d’argent de %d", "money card worth %d"},
}

// parseAnimal parses an animal id of the views; ok is false for anything else.
func parseAnimal(id string) (animalement.Animal, bool) {
	a, err := animalement.ParseAnimal(id)
	return a, err == nil
}

// effect is what a card does, as printed on it: "7", "×2", "−5"…
func effect(id string) string {
	a, ok := parseAnimal(id)
	switch {
	case !ok:
		return "?"
	case a.Numbered():
		return strconv.Itoa(a.Value())
	case a == animalement.Crocodile:
		return tr("av.eff.half")
	case a == animalement.Cat:
		return tr("av.eff.minus5")
	case a == animalement.Dog:
		return tr("av.eff.dog")
	}
	return tr("av.eff.double")
}

// effectShort is the effect on a small card: the dog's is a cross.
func effectShort(id string) string {
	if id == "dog" {
		return "✗"
	}
	return effect(id)
}

// says is what a card does, in words.
func says(id string) string {
	a, ok := parseAnimal(id)
	switch {
	case !ok:
		return ""
	case a.Numbered():
		return tr("av.say.num", a.Value())
	case a == animalement.Crocodile:
		return tr("av.say.half")
	case a == animalement.Cat:
		return tr("av.say.minus5")
	case a == animalement.Dog:
		return tr("av.say.dog")
	}
	return tr("av.say.double")
}

// family is the card's family, for its colours: "num", "double", "neg".
func family(id string) string {
	a, _ := parseAnimal(id)
	switch {
	case a.Numbered():
		return "num"
	case a.Negative():
		return "neg"
	}
	return "double"
}

func cardName(id string) string { return tr("av.name." + id) }

// the names a card in a sentence with its effect: "le paon (×2)".
func the(id string) string { return tr("av.the."+id) + " (" + effect(id) + ")" }

// cardLabel is a card's accessible name: its saying, animal, effect and
// colour family.
func cardLabel(id string) string {
	parts := []string{cardName(id), kit.Animal(id), says(id)}
	if a, ok := parseAnimal(id); ok {
		if a.Negative() {
			parts = append(parts, tr("av.negative"))
		}
		if a.LightBlue() {
			parts = append(parts, tr("av.blue"))
		}
	}
	return strings.Join(parts, ", ")
}

// bigCard is the face of a card on offer: the picture, the effect in a
// corner, the saying underneath, and its family in words.
func bigCard(id string) app.UI {
	a, _ := parseAnimal(id)
	var tags []app.UI
	if a.Negative() {
		tags = append(tags, app.Span().Class("av-tag av-tag-neg").Text(tr("av.negative")))
	}
	if a.LightBlue() {
		tags = append(tags, app.Span().Class("av-tag av-tag-blue").Text(tr("av.blue")))
	}
	cls := "av-card av-big av-" + family(id)
	if a.LightBlue() {
		cls += " av-lightblue"
	}
	return app.Div().Class(cls).Aria("label", cardLabel(id)).Attr("role", "img").Body(
		app.Span().Class("av-eff").Aria("hidden", "true").Text(effect(id)),
		app.Div().Class("av-pic").Body(kit.Art(id, "")),
		app.Div().Class("av-saying").Aria("hidden", "true").Text(cardName(id)),
		app.If(len(tags) > 0, func() app.UI { return app.Div().Class("av-tags").Aria("hidden", "true").Body(tags...) }),
	)
}

// miniCard is a small card in a collection: picture and effect.
func miniCard(id string, extra string) app.UI {
	a, _ := parseAnimal(id)
	cls := "av-card av-mini av-" + family(id)
	if a.LightBlue() {
		cls += " av-lightblue"
	}
	if extra != "" {
		cls += " " + extra
	}
	return app.Li().Class(cls).Aria("label", cardLabel(id)).Title(cardName(id)).Body(
		app.Div().Class("av-pic").Body(kit.Art(id, "")),
		app.Span().Class("av-eff").Aria("hidden", "true").Text(effectShort(id)),
	)
}

// miniCards lists animal cards as small cards; empty gives the word none.
func miniCards(ids []string, label, extra string) app.UI {
	if len(ids) == 0 {
		return app.P().Class("muted small av-none").Text(tr("av.none"))
	}
	items := make([]app.UI, len(ids))
	for i, id := range ids {
		items[i] = miniCard(id, extra)
	}
	return app.Ul().Class("av-minis").Aria("label", label).Body(items...)
}

// sum writes card values as "4 + 6".
func sum(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " + ")
}

// sumTotal writes card values with their total when there are several:
// "4 + 6 = 10", or "15".
func sumTotal(values []int) string {
	if len(values) < 2 {
		return sum(values)
	}
	total := 0
	for _, v := range values {
		total += v
	}
	return sum(values) + " = " + strconv.Itoa(total)
}

// animalFaces are animal cards inline in a line: picture and effect.
func animalFaces(ids []string, class string) []kit.Face {
	out := make([]kit.Face, len(ids))
	for i, id := range ids {
		out[i] = kit.Face{Art: id, Text: effectShort(id), Class: "av-face av-face-" + family(id) + " " + class, Label: cardLabel(id)}
	}
	return out
}
