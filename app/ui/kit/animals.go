package kit

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// animalName is an animal's name: French singular and plural, then English.
type animalName struct {
	FrOne, FrMany, EnOne, EnMany string
}

// animals names every animal of the five games by the engines' ids.
var animals = map[string]animalName{
	"giraffe":   {"girafe", "girafes", "giraffe", "giraffes"},
	"bear":      {"ours", "ours", "bear", "bears"},
	"mole":      {"taupe", "taupes", "mole", "moles"},
	"goat":      {"chèvre", "chèvres", "goat", "goats"},
	"sheep":     {"mouton", "moutons", "sheep", "sheep"},
	"dog":       {"chien", "chiens", "dog", "dogs"},
	"rabbit":    {"lapin", "lapins", "rabbit", "rabbits"},
	"pig":       {"cochon", "cochons", "pig", "pigs"},
	"cat":       {"chat", "chats", "cat", "cats"},
	"mouse":     {"souris", "souris", "mouse", "mice"},
	"whale":     {"baleine", "baleines", "whale", "whales"},
	"elephant":  {"éléphant", "éléphants", "elephant", "elephants"},
	"crocodile": {"crocodile", "crocodiles", "crocodile", "crocodiles"},
	"polarbear": {"ours polaire", "ours polaires", "polar bear", "polar bears"},
	"lion":      {"lion", "lions", "lion", "lions"},
	"seal":      {"phoque", "phoques", "seal", "seals"},
	"fox":       {"renard", "renards", "fox", "foxes"},
	"perch":     {"perche", "perches", "perch", "perches"},
	"hedgehog":  {"hérisson", "hérissons", "hedgehog", "hedgehogs"},
	"fish":      {"poisson", "poissons", "fish", "fish"},
	"mosquito":  {"moustique", "moustiques", "mosquito", "mosquitoes"},
	"chameleon": {"caméléon", "caméléons", "chameleon", "chameleons"},
	"chicken":   {"poule", "poules", "hen", "hens"},
	"magpie":    {"pie", "pies", "magpie", "magpies"},
	"mule":      {"mule", "mules", "mule", "mules"},
	"camel":     {"chameau", "chameaux", "camel", "camels"},
	"ox":        {"bœuf", "bœufs", "ox", "oxen"},
	"monkey":    {"singe", "singes", "monkey", "monkeys"},
	"peacock":   {"paon", "paons", "peacock", "peacocks"},
	"rooster":   {"coq", "coqs", "rooster", "roosters"},
	"horse":     {"cheval", "chevaux", "horse", "horses"},
	"beaver":    {"castor", "castors", "beaver", "beavers"},
}

// Animals names n animals of kind id in the current language: "3
// girafes", "a giraffe" reads as "1 giraffe", which is clearer on a card.
func Animals(id string, n int) string {
	a, ok := animals[id]
	if !ok {
		return strconv.Itoa(n) + " " + id
	}
	one, many := a.FrOne, a.FrMany
	if lang == English {
		one, many = a.EnOne, a.EnMany
	}
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Animal is the bare name of the animal id, singular.
func Animal(id string) string {
	a, ok := animals[id]
	if !ok {
		return id
	}
	if lang == English {
		return a.EnOne
	}
	return a.FrOne
}

// Art is the picture of an animal, the same everywhere in the app:
// web/art/<id>.svg, with id the engines' English animal id ("giraffe",
// "polarbear", "horse", "beaver"…). alt names it for screen readers; pass ""
// when a text beside the picture already names it.
func Art(id, alt string) app.UI {
	img := app.Img().Class("art").Src("/web/art/" + id + ".svg").Alt(alt).Draggable(false)
	if alt == "" {
		img = img.Aria("hidden", "true")
	}
	return img
}

// AnimalIDs returns the id of every animal of the games, sorted: each has
// its picture web/art/<id>.svg.
func AnimalIDs() []string {
	ids := make([]string, 0, len(animals))
	for id := range animals {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
