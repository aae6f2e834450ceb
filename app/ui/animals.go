package ui

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

// animalWord is the bare name of the animal id, singular.
func animalWord(id string) string {
	a, ok := animals[id]
	if !ok {
		return id
	}
	if lang == English {
		return a.EnOne
	}
	return a.FrOne
}
