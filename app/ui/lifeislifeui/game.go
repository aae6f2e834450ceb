package lifeislifeui

import (
	"menagerie/app/ui/kit"
	"menagerie/games/lifeislife"
)

// Game is Life is Life as the app offers and draws it.
var Game = kit.Game{
	Engine: engine,
	Name:   [2]string{"Life is Life", "Life is Life"},
	Blurb:  [2]string{"Échangez des animaux pour gagner les majorités, sans perdre vos vies.", "Swap animals to win the majorities without losing your lives."},
	Art:    "giraffe",
	Rules:  rules,
	Options: map[string][2]string{
		lifeislife.Standard: {"Règle de base", "Basic rules"},
		lifeislife.Advanced: {"Avancée : seuls 5 lapins ou 5 cochons déclenchent, et font gagner une vie", "Advanced: only 5 rabbits or 5 pigs trigger, and win a life"},
	},
	Board:     Board,
	Describe:  Describe,
	Standings: Standings,
	RoundEnd:  roundEnd,
	Texts:     texts,
	Guide:     guide,
}

// engine is the game's rules, which the board asks.
var engine = lifeislife.Game{}
