package ui

import (
	"menagerie/games"
	"menagerie/games/catalog"
)

// gameInfo is what the menu says of a game.
type gameInfo struct {
	ID       string
	Name     [2]string // French, English
	Blurb    [2]string
	Art      string // the animal that stands for the game (see animalArt)
	Min, Max int
}

// menu lists the five games in menu order, built or not.
var menu = []gameInfo{
	{ID: "lifeislife", Name: [2]string{"Life is Life", "Life is Life"}, Art: "giraffe", Min: 2, Max: 5,
		Blurb: [2]string{"Échangez des animaux pour gagner les majorités, sans perdre vos vies.", "Swap animals to win the majorities without losing your lives."}},
	{ID: "animalement", Name: [2]string{"Animalement Vôtre", "Animalement Vôtre"}, Art: "peacock", Min: 3, Max: 5,
		Blurb: [2]string{"Enchères d'expressions animales : ne finissez pas le plus pauvre.", "Auctions of animal sayings: don't end up the poorest."}},
	{ID: "zoo", Name: [2]string{"Du grabuge au zoo", "Trouble at the Zoo"}, Art: "elephant", Min: 3, Max: 7,
		Blurb: [2]string{"Videz votre main : la souris fait fuir l'éléphant.", "Empty your hand: the mouse scares the elephant."}},
	{ID: "chevaux", Name: [2]string{"Chevaux", "Horses"}, Art: "horse", Min: 2, Max: 6,
		Blurb: [2]string{"Bataille de races : taille, poids, longévité, ancienneté.", "Breed battle: height, weight, longevity, age."}},
	{ID: "beavergang", Name: [2]string{"Beaver Gang", "Beaver Gang"}, Art: "beaver", Min: 2, Max: 6,
		Blurb: [2]string{"Jeu de mémoire : gardez les plus petits castors.", "Memory game: keep the smallest beavers."}},
}

// info returns the menu entry of id.
func info(id string) (gameInfo, bool) {
	if kg, ok := tableFor(id); ok {
		lo, hi := kg.Players()
		return gameInfo{ID: id, Name: kg.Name, Blurb: kg.Blurb, Art: kg.Art, Min: lo, Max: hi}, true
	}
	for _, g := range menu {
		if g.ID == id {
			return g, true
		}
	}
	return gameInfo{}, false
}

// name is the game's name in the current language.
func (g gameInfo) name() string { return label(g.Name) }

// blurb is the game's one-line pitch in the current language.
func (g gameInfo) blurb() string { return label(g.Blurb) }

// playable says whether the game's engine is in the catalog.
func playable(id string) (games.Game, bool) {
	return catalog.ByID(id)
}
