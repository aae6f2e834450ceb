package lifeislifeui

import (
	"menagerie/app/ui/kit"
	"menagerie/games/lifeislife"
)

// rules are the rules for players, in headed sections of paragraphs:
// {French, English}.
var rules = []kit.RulesSection{
	{Kind: kit.RulesGoal, Paragraphs: [][2]string{
		{"Life is Life est un jeu de majorités qui se joue de 3 à 5 joueurs (à deux aussi, en variante). Chacun commence avec 5 vies ; perdez-les toutes et vous quittez la partie. Le dernier joueur qui a encore des vies gagne.",
			"Life is Life is a game of majorities for 3 to 5 players (two can play too, as a variant). Everyone starts with 5 lives; lose them all and you are out. The last player with lives left wins."},
	}},
	{Kind: kit.RulesCards, Cards: ruleCards, Paragraphs: [][2]string{
		{"Les cartes : 60 animaux de 10 espèces. La valeur d’une espèce est son nombre de cartes : girafe 9, ours 8, taupe 7, chèvre 7, mouton 6, chien 6, lapin 5, cochon 5, chat 4, souris 3. Le chiffre dans le coin d’une carte donne les deux.",
			"The cards: 60 animals of 10 species. A species' value is its number of cards: giraffe 9, bear 8, mole 7, goat 7, sheep 6, dog 6, rabbit 5, pig 5, cat 4, mouse 3. The number in a card's corner gives both."},
		{"Chaque manche, les 60 cartes sont mélangées : 10 pour chaque joueur encore en jeu, 10 au centre pour former l’étalage en quatre rangées de 1, 2, 3 et 4 cartes ; le reste est mis de côté face cachée, sans que personne ne le voie. Le premier joueur est tiré au sort ; ensuite chaque manche est commencée par le voisin de gauche de celui qui avait commencé la précédente (en sautant les joueurs éliminés). On joue dans le sens des aiguilles d’une montre.",
			"Each round all 60 cards are shuffled: 10 to each player still in, 10 in the middle to form the display in four rows of 1, 2, 3 and 4 cards; the rest is set aside face down, seen by nobody. The first player is drawn at random; after that each round is started by the left neighbour of the previous round's starter (skipping players who are out). Play goes clockwise."},
	}},
	{Kind: kit.RulesTurn, Paragraphs: [][2]string{
		{"À votre tour, vous échangez ou vous frappez. Échanger : choisissez une rangée, posez exactement autant de cartes de votre main qu’elle en compte, puis prenez toute la rangée en main ; les cartes posées forment la nouvelle rangée. Vous ne pouvez pas poser exactement les mêmes animaux que ceux de la rangée prise : au moins une carte doit être différente. Dans l’appli : touchez une rangée, touchez les cartes à poser, puis « Échanger ».",
			"On your turn you exchange or you knock. Exchange: choose a row, lay exactly as many cards from your hand as it holds, then take the whole row into your hand; the cards laid form the new row. You may not lay exactly the same animals as the row you take: at least one card must differ. In the app: tap a row, tap the cards to lay, then \"Exchange\"."},
		{"Frapper : seulement si vous avez déjà échangé au moins une fois dans la manche. Frapper annonce le dernier tour : chacun des autres joueurs encore en jeu joue exactement une fois de plus (il échange, ou frappe à son tour pour passer) ; celui qui a frappé ne rejoue pas. Puis on compte les points.",
			"Knock: only once you have exchanged at least once this round. Knocking announces the last turn: every other player still in plays exactly once more (they exchange, or knock in turn to pass); the knocker does not play again. Then the round is scored."},
	}},
	{Kind: kit.RulesRoundEnd, Paragraphs: [][2]string{
		{"Mort subite : si, juste après votre propre coup (un échange, ou un coup frappé), vous avez en main les 4 chats, les 5 lapins ou les 5 cochons, la manche s’arrête aussitôt, même pendant le dernier tour : chacun des autres joueurs perd 1 vie et on ne compte pas les points. Une main qui reçoit une série complète à la donne ne déclenche qu’après le premier coup de son joueur, s’il l’a encore. L’appli montre au-dessus de l’étalage où vous en êtes de chaque série.",
			"Sudden death: if, right after your own move (an exchange, or a knock), you hold all 4 cats, all 5 rabbits or all 5 pigs, the round stops at once, even during the last turn: every other player loses 1 life and there is no scoring. A hand dealt a complete set only triggers after its player's first move, if they still hold it. Above the display the app shows how far you are with each set."},
		{"Décompte : toutes les mains sont montrées. Pour chaque espèce, de la girafe à la souris, le joueur qui en a strictement plus que chacun des autres marque une fois sa valeur ; en cas d’égalité pour le plus grand nombre, personne ne marque. Avec 3 joueurs ou plus, une seule carte peut suffire ; quand il ne reste que 2 joueurs, il faut au moins 2 cartes de l’espèce pour marquer.",
			"Scoring: every hand is shown. For each species, giraffe to mouse, the player holding strictly more of it than each other player scores its value once; if several tie for the most, nobody scores. With 3 or more players a single card can be enough; once only 2 players are left, at least 2 cards of the species are needed to score."},
		{"Vies : le ou les plus hauts totaux ne perdent aucune vie, le ou les plus bas en perdent 2, tous les autres 1. Si tous les totaux sont égaux, personne ne perd de vie. Les vies ne descendent pas sous 0 : un joueur à 0 est éliminé aussitôt.",
			"Lives: the highest total(s) lose no life, the lowest total(s) lose 2, everyone else 1. If all totals are equal, nobody loses a life. Lives never go below 0: a player at 0 is out at once."},
	}},
	{Kind: kit.RulesGameEnd, Paragraphs: [][2]string{
		{"Fin de la partie : le dernier joueur qui a encore des vies gagne. Le classement final suit l’ordre des éliminations ; les joueurs éliminés à la même manche partagent la place. Le score affiché à la fin est le nombre de vies restantes.",
			"End of the game: the last player with lives left wins. The final standings follow the order players went out in; players out in the same round share a place. The score shown at the end is the number of lives left."},
	}},
	{Kind: kit.RulesVariants, Paragraphs: [][2]string{
		{"Variante avancée (option) : seuls les 5 lapins ou les 5 cochons déclenchent la mort subite (les 4 chats ne la déclenchent plus) ; le joueur qui la déclenche gagne 1 vie (sans limite), tous les autres en perdent 1.",
			"Advanced variant (option): only all 5 rabbits or all 5 pigs trigger a sudden death (no longer the 4 cats); the player who triggers it gains 1 life (with no limit), every other player loses 1."},
		{"À deux joueurs (variante) : permis ; la règle des deux derniers joueurs s’applique dès le début, il faut donc au moins 2 cartes d’une espèce pour en avoir la majorité.",
			"Two players (variant): allowed; the rule for the last two players applies from the start, so at least 2 cards of a species are needed to win its majority."},
	}},
}

// ruleCards are a card of each species, the most valuable first, as the
// log draws them.
func ruleCards() []kit.Face {
	var names []string
	for sp := lifeislife.Giraffe; sp <= lifeislife.Mouse; sp++ {
		names = append(names, sp.String())
	}
	return faces(names)
}
