package zooui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// Game is Du grabuge au zoo as the app offers and draws it.
var Game = kit.Game{
	Engine:    zoo.Game{},
	Name:      [2]string{"Du grabuge au zoo", "Trouble at the Zoo"},
	Blurb:     [2]string{"Videz votre main : la souris fait fuir l’éléphant.", "Empty your hand: the mouse scares the elephant."},
	Art:       "elephant",
	Rules:     rules,
	Options:   options(),
	Board:     func(t kit.Table, u table.Update) app.UI { return newBoard(t, u) },
	Describe:  describe,
	Standings: standings,
	RoundEnd:  roundEnd,
	Texts:     texts,
	Guide:     guide,
}

// options names each game the engine offers, from what it sets: the
// simple or the partner game, and the total that ends it.
func options() map[string][2]string {
	out := map[string][2]string{}
	for _, v := range (zoo.Game{}).Variants() {
		o, err := zoo.ParseVariant(v)
		if err != nil {
			continue
		}
		key := "zoo.opt.simple"
		if o.Partners {
			key = "zoo.opt.partners"
		}
		pair := texts[key]
		out[v] = [2]string{fmt.Sprintf(pair[0], o.Goal), fmt.Sprintf(pair[1], o.Goal)}
	}
	return out
}

// standings are the final standings in the engine's order, which breaks
// ties on points (see the rules): the first is the winner.
func standings(u table.Update) []kit.Standing {
	var v zoo.View
	if kit.DecodeView(u, &v) != nil || v.Final == nil {
		return kit.DefaultStandings(u)
	}
	winners := map[int]bool{}
	for _, w := range v.Final.Winners {
		winners[w] = true
	}
	out := make([]kit.Standing, 0, len(v.Final.Standings))
	for _, st := range v.Final.Standings {
		out = append(out, kit.Standing{Seat: games.Seat(st.Seat), Score: itoa(st.Total), Winner: winners[st.Seat]})
	}
	return out
}
