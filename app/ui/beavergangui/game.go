package beavergangui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// engine is Beaver Gang's rules.
var engine = beavergang.Game{}

// Game is Beaver Gang as the app offers and draws it.
var Game = kit.Game{
	Engine:   engine,
	Name:     [2]string{"Beaver Gang", "Beaver Gang"},
	Blurb:    [2]string{"Jeu de mémoire : gardez les plus petits castors.", "Memory game: keep the smallest beavers."},
	Art:      "beaver",
	Rules:    rules,
	Board:    func(t kit.Table, u table.Update) app.UI { return newBoard(t, u) },
	Describe: describe,
	RoundEnd: roundEnd,
	Routine:  routine,
	Texts:    texts,
	Guide:    guide,
}
