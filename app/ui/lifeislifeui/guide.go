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
		{Key: "exchange", When: playerToMove, Text: [2]string{
			"À votre tour, prenez une rangée de l'étalage : touchez-la, puis touchez autant de cartes de votre main qu'elle en a, et échangez. Vos cartes prennent sa place.",
			"On your turn, take a row of the display: tap it, then tap as many cards of your hand as it holds, and exchange. Your cards take its place.",
		}},
		{Key: "sudden", When: nearSet, Text: [2]string{
			"Mort subite : qui a les 4 chats, les 5 lapins ou les 5 cochons arrête la manche aussitôt, et chacun des autres perd une vie. La ligne « Mort subite » compte les vôtres.",
			"Sudden death: whoever holds all 4 cats, all 5 rabbits or all 5 pigs ends the round at once, and everyone else loses a life. The “Sudden death” line counts yours.",
		}},
		{Key: "same", When: sameAnimals, Text: [2]string{
			"Vous ne pouvez jamais poser exactement les mêmes animaux que ceux de la rangée prise : cela ne changerait rien.",
			"You may never lay exactly the same animals as the row you take: that would change nothing.",
		}},
		{Key: "knock", When: mayKnock, Text: [2]string{
			"Vous avez échangé : vous pouvez maintenant frapper au lieu d'échanger. Chacun des autres joue alors un dernier tour, puis la manche est comptée.",
			"You have exchanged, so you may now knock instead of exchanging. Everyone else then plays one last turn, and the round is scored.",
		}},
		{Key: "majority", When: scored, Text: [2]string{
			"Pour chaque animal, celui qui en a le plus gagne sa valeur (9 pour une girafe, 3 pour une souris). Le plus haut total ne perd aucune vie, le plus bas en perd 2, les autres 1.",
			"For each animal, whoever holds the most of it scores its value (9 for a giraffe, 3 for a mouse). The highest total loses no life, the lowest loses 2, the others 1.",
		}},
	},
}

// guideSeed deals the guided game: a bot starts, and the player's first
// hand holds three of the four cats while the fourth lies in row 4, so
// the first round usually ends at the player's first exchange by a sudden
// death; the next rounds bring the knock and the majorities.
const guideSeed = 175

// guideView is the player's view of u while they play the round; ok is
// false for a spectator, a player out or a bad view.
func guideView(u table.Update) (v lifeislife.View, ok bool) {
	if kit.DecodeView(u, &v) != nil || u.Over || v.Hand == nil {
		return v, false
	}
	me := int(u.Seat)
	return v, me >= 0 && me < len(v.Players) && !v.Players[me].Out
}

// playerToMove holds on the player's turn: the first one is the first
// exchange.
func playerToMove(u table.Update) bool {
	_, ok := guideView(u)
	return ok && kit.Mine(u)
}

// sameAnimals holds on the player's turn, after their first exchange,
// when their hand holds the very animals of a row: the one exchange of
// that row they may not make.
func sameAnimals(u table.Update) bool {
	v, ok := guideView(u)
	if !ok || !kit.Mine(u) || v.Round == 1 && !v.Players[u.Seat].Exchanged {
		return false
	}
	hand := cardsOf(v.Hand)
	for _, row := range v.Rows {
		if len(row) > 0 && hand.Contains(cardsOf(row)) {
			return true
		}
	}
	return false
}

// mayKnock holds on the player's turn when they may knock to end the
// round (not to pass in someone else's last turn).
func mayKnock(u table.Update) bool {
	v, ok := guideView(u)
	if !ok || !kit.Mine(u) || v.Knocker >= 0 {
		return false
	}
	for _, c := range kit.Legal[lifeislife.Move](engine, u) {
		if c.Move.Kind == lifeislife.Knock {
			return true
		}
	}
	return false
}

// scored holds once a round was scored by majorities.
func scored(u table.Update) bool {
	var v lifeislife.View
	return kit.DecodeView(u, &v) == nil && v.LastRound != nil && v.LastRound.End == "scoring"
}

// nearSet holds when the player's hand is one card short of a
// sudden-death set, or once a round ended by one.
func nearSet(u table.Update) bool {
	var v lifeislife.View
	if kit.DecodeView(u, &v) != nil {
		return false
	}
	if v.LastRound != nil && v.LastRound.End == "sudden_death" {
		return true
	}
	if _, ok := guideView(u); !ok {
		return false
	}
	hand := cardsOf(v.Hand)
	sets := []lifeislife.Species{lifeislife.Rabbit, lifeislife.Pig, lifeislife.Cat}
	if v.Variant == lifeislife.Advanced {
		sets = sets[:2]
	}
	for _, sp := range sets {
		if hand.Count(sp) >= sp.Value()-1 {
			return true
		}
	}
	return false
}
