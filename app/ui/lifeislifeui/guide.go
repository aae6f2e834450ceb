package lifeislifeui

import (
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/lifeislife"
)

// guide is the guided first game: a fixed deal for three players in which
// every tip comes up whatever the bots do (see TestGuideTipsComeUp), in
// about a dozen turns of the player.
var guide = &kit.Guide{
	Seed:    guideSeed,
	Players: 3,
	Variant: lifeislife.Standard,
	Tips: []kit.Tip{
		{Key: "exchange", When: at("exchange"), Text: [2]string{
			"À votre tour, prenez une rangée de l’étalage : touchez-la, puis autant de cartes de votre main qu’elle en a, et échangez. Vous ne pouvez pas poser exactement les mêmes animaux que ceux de la rangée.",
			"On your turn, take a row of the display: tap it, then as many cards of your hand as it holds, and exchange. You may not lay exactly the same animals as the row holds.",
		}},
		{Key: "sudden", When: at("sudden"), Text: [2]string{
			"Mort subite : qui a les 4 chats, les 5 lapins ou les 5 cochons arrête la manche aussitôt, et chacun des autres perd une vie. La ligne « Mort subite » compte les vôtres.",
			"Sudden death: whoever holds all 4 cats, all 5 rabbits or all 5 pigs ends the round at once, and everyone else loses a life. The “Sudden death” line counts yours.",
		}},
		{Key: "knock", When: at("knock"), Text: [2]string{
			"Vous avez échangé : vous pouvez maintenant frapper au lieu d’échanger. Chacun des autres joue alors un dernier tour, puis la manche est comptée.",
			"You have exchanged, so you may now knock instead of exchanging. Everyone else then plays one last turn, and the round is scored.",
		}},
		{Key: "majority", When: at("majority"), Text: [2]string{
			"Pour chaque animal, celui qui en a le plus gagne sa valeur (9 pour une girafe, 3 pour une souris). Le plus haut total ne perd aucune vie, le plus bas en perd 2, les autres 1.",
			"For each animal, whoever holds the most of it scores its value (9 for a giraffe, 3 for a mouse). The highest total loses no life, the lowest loses 2, the others 1.",
		}},
	},
}

// guideSeed deals the guided game: the player starts, holding three of
// the four cats, and the fourth lies alone in row 1, so the first round
// ends at the player's first exchange by a sudden death; the next rounds
// bring the knock and the majorities.
const guideSeed = 21640

// moment is the tip the player's turn in u calls for, or "": one tip at
// most for any update, so that notes never pile up (the player reads one,
// plays, and the next comes on a later turn). The first turn of the game
// is for the exchange; the first turn of a later round, for how the last
// one ended; the turns after an exchange, for a hand one card short of a
// sudden-death set, a row whose very animals the hand holds, or else the
// knock. A last turn, after someone knocked, calls for nothing.
func moment(u table.Update) string {
	var v lifeislife.View
	if kit.DecodeView(u, &v) != nil || u.Over || v.Hand == nil || !kit.Mine(u) {
		return ""
	}
	me := int(u.Seat)
	if me < 0 || me >= len(v.Players) || v.Players[me].Out || v.Knocker >= 0 {
		return ""
	}
	switch {
	case !v.Players[me].Exchanged && v.LastRound == nil:
		return "exchange"
	case !v.Players[me].Exchanged && v.LastRound.End == "scoring":
		return "majority"
	case !v.Players[me].Exchanged && v.LastRound.End == "sudden_death":
		return "sudden"
	case !v.Players[me].Exchanged:
		return ""
	case nearSet(v):
		return "sudden"
	}
	return "knock"
}

// at is the When of the tip key: the player's turns whose moment it is.
func at(key string) func(table.Update) bool {
	return func(u table.Update) bool { return moment(u) == key }
}

// nearSet says whether the hand is one card short of a sudden-death set.
func nearSet(v lifeislife.View) bool {
	hand := cardsOf(v.Hand)
	sets := []lifeislife.Species{lifeislife.Rabbit, lifeislife.Pig, lifeislife.Cat}
	if v.Variant == lifeislife.Advanced {
		sets = sets[:2]
	}
	for _, sp := range sets {
		if hand.Count(sp) == sp.Value()-1 {
			return true
		}
	}
	return false
}
