package animalementui

import (
	"slices"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/animalement"
)

// guide is the guided first game: three players, and a short deal (eight
// auctions) in which the three negative cards come up, the dog third,
// before the fourth light-blue card ends the game: camel, whale, dog, fish,
// peacock, crocodile, cat, mule, then the rooster. Every tip comes up
// whatever the bots do (see TestGuide).
var guide = &kit.Guide{
	Seed:    guideSeed,
	Players: 3,
	Tips:    guideTips,
}

// guideSeed is the guided game's deal.
const guideSeed = 35

// guideTips are the coach's notes, in the order they are offered. Each is
// due on the player's turn (the game waits for them there), the first time
// the rule it explains matters.
var guideTips = []kit.Tip{
	{Key: "auction",
		Text: [2]string{
			"Chaque carte animal est mise aux enchères. Touchez vos cartes d’argent pour composer une mise, puis « Miser » ; ou passez.",
			"Each animal card is auctioned. Tap your money cards to build a bid, then \"Bid\"; or pass.",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && v.Phase == animalement.PhaseBid.String()
		}},
	{Key: "raise",
		Text: [2]string{
			"Pour surenchérir, le total de toutes vos cartes posées doit dépasser la mise la plus haute. Ce qui est posé reste posé : vous ne pouvez qu’ajouter des cartes.",
			"To raise, the total of all the cards you have laid must beat the highest bid. What you laid stays laid: you can only add cards.",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && v.Phase == animalement.PhaseBid.String() && v.High > 0 && v.Bidder != v.Seat && len(legalMoves(u).bids) > 0
		}},
	{Key: "back",
		Text: [2]string{
			"On a misé plus que vous. Si vous passez maintenant, vous reprenez tout l’argent que vous avez posé : seul celui qui remporte la carte paie.",
			"Someone bid more than you. If you pass now, you take back all the money you laid: only the one who wins the card pays.",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && v.Phase == animalement.PhaseBid.String() && !v.Negative && v.Seats[v.Seat].Bid > 0
		}},
	{Key: "negative",
		Text: [2]string{
			"Cette carte fait perdre des points. Ici, c’est le premier qui passe qui la prend (et reprend sa mise) ; les autres perdent ce qu’ils ont posé. Misez pour la laisser à un autre.",
			"This card costs you points. Here the first player to pass takes it (and gets their bid back); the others lose what they laid. Bid to leave it to someone else.",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && v.Negative
		}},
	{Key: "dog",
		Text: [2]string{
			"Malade comme un chien : qui le reçoit jette avec lui un de ses animaux 1 à 10. S’il n’en a pas encore, le chien attend le prochain.",
			"Sick as a dog: whoever gets it throws away one of their 1–10 animals with it. If they have none yet, the dog waits for the next one.",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && (v.Card == animalement.Dog.String() || dogPlayed(v))
		}},
	{Key: "poorest",
		Text: [2]string{
			"« Le moins d’argent » marque qui a le moins d’argent. À la fin, celui-là est éliminé, quels que soient ses animaux : ne dépensez pas tout !",
			"\"Least money\" marks who holds the least money. At the end, that player is out, whatever their animals: don't spend it all!",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && len(v.Poorest) > 0
		}},
	{Key: "blue",
		Text: [2]string{
			"Trois cartes bleu clair sont sorties. La partie s’arrête dès que la quatrième est retournée, peut-être la prochaine : gardez assez d’argent.",
			"Three light-blue cards are out. The game ends the moment the fourth is turned up, maybe the next card: keep enough money.",
		},
		When: func(u table.Update) bool {
			v, ok := turnView(u)
			return ok && len(v.Blue) >= 3
		}},
}

// turnView is the view of an update on which the player is to move.
func turnView(u table.Update) (animalement.View, bool) {
	var v animalement.View
	if u.Over || !kit.Mine(u) || kit.DecodeView(u, &v) != nil || v.Seat < 0 || v.Seat >= len(v.Seats) {
		return v, false
	}
	return v, true
}

// dogPlayed says whether someone got the dog: it waits in their animals or
// went out of play with a card.
func dogPlayed(v animalement.View) bool {
	dog := animalement.Dog.String()
	for _, s := range v.Seats {
		if slices.Contains(s.Animals, dog) || slices.Contains(s.Lost, dog) {
			return true
		}
	}
	return false
}
