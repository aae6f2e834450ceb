package animalementui

import (
	"menagerie/app/ui/kit"
	"menagerie/games/animalement"
)

// Game is Animalement Vôtre as the app offers and draws it.
var Game = kit.Game{
	Engine:    animalement.Game{},
	Name:      [2]string{"Animalement Vôtre", "Animalement Vôtre"},
	Blurb:     [2]string{"Enchères d’expressions animales : ne finissez pas le plus pauvre.", "Auctions of animal sayings: don't end up the poorest."},
	Art:       "peacock",
	Rules:     rules,
	Board:     Board,
	Describe:  Describe,
	Standings: Standings,
	Texts:     texts,
	Guide:     guide,
}

// rules are the rules for players, in headed sections of paragraphs:
// {French, English}.
var rules = []kit.RulesSection{
	{Kind: kit.RulesGoal, Paragraphs: [][2]string{
		{"Animalement Vôtre (Reiner Knizia, le système de « High Society ») se joue de 3 à 5. Seize cartes d’expressions animales sont mises aux enchères une à une. But : la meilleure collection… sans finir le plus pauvre, car celui qui a le moins d’argent à la fin a perdu, quelle que soit sa collection.",
			"Animalement Vôtre (Reiner Knizia, the \"High Society\" system) is for 3 to 5 players. Sixteen cards of animal sayings are auctioned one by one. Aim: the best collection… without ending up the poorest, for whoever has the least money at the end loses, whatever their collection."},
	}},
	{Kind: kit.RulesCards, Cards: ruleCards, Paragraphs: [][2]string{
		{"L’argent : chaque joueur reçoit les 11 cartes d’argent d’une couleur : 1, 2, 3, 4, 6, 8, 10, 12, 15, 20 et 25 (106 en tout). Tout ce qui quitte une main est posé face visible et chaque couleur a les mêmes cartes : en comptant bien, chacun sait ce qui reste à chacun. L’appli affiche donc l’argent de tous les joueurs.",
			"Money: each player gets the 11 money cards of one colour: 1, 2, 3, 4, 6, 8, 10, 12, 15, 20 and 25 (106 in all). Everything that leaves a hand is laid face up and every colour holds the same cards: by keeping count, everyone knows what everyone has left. So the app shows every player's money."},
		{"Les cartes animaux : dix cartes valent de 1 à 10 points (poule mouillée 1, aveugle comme une taupe 2, bavard comme une pie 3, tête de mule 4, sobre comme un chameau 5, rusé comme un renard 6, chaud comme un lapin 7, fort comme un bœuf 8, malin comme un singe 9, gros comme une baleine 10). Trois cartes doublent votre total (×2) : vif comme un poisson, fier comme un paon, coq du village. Trois cartes sont négatives : larmes de crocodile (×½), donner sa langue au chat (−5) et malade comme un chien (défaussez une de vos cartes 1 à 10).",
			"The animal cards: ten cards are worth 1 to 10 points (chicken-hearted 1, blind as a mole 2, chatty as a magpie 3, stubborn as a mule 4, sober as a camel 5, sly as a fox 6, frisky as a rabbit 7, strong as an ox 8, clever as a monkey 9, big as a whale 10). Three cards double your total (×2): quick as a fish, proud as a peacock, cock of the walk. Three cards are negative: crocodile tears (×½), cat got your tongue (−5) and sick as a dog (discard one of your 1–10 cards)."},
		{"Les cartes bleu clair : le poisson, le paon, le coq et le crocodile. La partie s’arrête dès que la 4ᵉ carte bleu clair est retournée : elle et le reste de la pioche ne sont pas vendus.",
			"The light-blue cards: the fish, the peacock, the rooster and the crocodile. The game ends the moment the 4th light-blue card is turned up: it and the rest of the deck are not auctioned."},
	}},
	{Kind: kit.RulesTurn, Paragraphs: [][2]string{
		{"Qui ouvre : le plus jeune (le joueur de la première place) retourne la première carte et ouvre les enchères. Ensuite, celui qui vient de recevoir une carte (achetée, gagnée gratuitement ou forcée) retourne la suivante et ouvre. L’appli retourne la carte d’elle-même. Celui qui ouvre peut miser ou passer.",
			"Who opens: the youngest player (the first seat) turns up the first card and opens the bidding. After that, whoever just received a card (bought it, got it free or was forced to take it) turns up the next one and opens. The app turns the card up by itself. The opener may bid or pass."},
		{"Miser : on joue dans le sens des aiguilles d’une montre, entre les joueurs qui n’ont pas passé. Miser, c’est poser une ou plusieurs cartes d’argent de sa main, de sorte que le total de ses cartes posées dépasse strictement la mise la plus haute. Ce qui est posé reste posé : on ne reprend ni n’échange rien (« ce qui est joué est joué »), sauf en passant. Qui ne peut plus dépasser la mise la plus haute doit passer. Dans l’appli, touchez vos cartes pour composer la mise, puis confirmez.",
			"Bidding: play goes clockwise among the players who have not passed. A bid lays one or more money cards from your hand so that the total of your laid cards is strictly higher than the high bid. What is laid stays laid: nothing is taken back or exchanged (\"what is played is played\"), except by passing. A player who cannot beat the high bid must pass. In the app, tap your cards to build the bid, then confirm."},
		{"Carte positive (1 à 10 et ×2) : qui passe reprend sa mise. Quand tous les autres ont passé, le dernier joueur prend la carte et défausse l’argent qu’il a posé (perdu pour la partie) ; il ne rejoue pas. Si personne n’a misé, le dernier à devoir jouer la prend gratuitement.",
			"Positive card (1 to 10 and ×2): whoever passes takes their bid back. When all the others have passed, the last player takes the card and discards the money they laid (gone for the game); they do not act again. If nobody bid, the last player to act gets it free."},
		{"Carte négative (crocodile, chat, chien) : le premier qui passe prend la carte et reprend sa mise ; tous les autres défaussent ce qu’ils ont posé, et l’enchère s’arrête aussitôt. Miser sert donc à ne pas la prendre.",
			"Negative card (crocodile, cat, dog): the first player to pass takes the card and their bid back; everyone else discards what they laid, and the auction ends at once. Bidding is how you avoid it."},
		{"Malade comme un chien : qui le reçoit choisit aussitôt une de ses cartes 1 à 10 et la défausse avec le chien, même s’il n’en a qu’une. S’il n’en a aucune, le chien attend : la prochaine carte 1 à 10 qu’il reçoit part avec lui. Les cartes ×2 et −5 ne partent jamais ainsi. Un chien qui attend encore à la fin n’a aucun effet.",
			"Sick as a dog: whoever receives it at once chooses one of their 1–10 cards and discards it with the dog, even when they have only one. With none, the dog waits: the next 1–10 card they receive goes with it. The ×2 and −5 cards never go this way. A dog still waiting at the end has no effect."},
	}},
	{Kind: kit.RulesGameEnd, Paragraphs: [][2]string{
		{"Fin et décompte : le ou les joueurs qui ont le moins d’argent en main sont éliminés. Les autres calculent leur score S : la somme de leurs cartes 1 à 10, moins 5 s’ils ont le chat, puis ×2 pour chaque carte ×2, puis ×½ s’ils ont le crocodile. Exemple de la règle : (12 − 5) × 2 × ½ = 7. Les demis restent exacts (3,5 reste 3,5) et S peut être négatif.",
			"End and scoring: the player or players with the least money in hand are out. The others work out their score S: the sum of their 1–10 cards, minus 5 if they hold the cat, then ×2 for each ×2 card, then ×½ if they hold the crocodile. The sheet's example: (12 − 5) × 2 × ½ = 7. Halves stay exact (3.5 stays 3.5) and S may be negative."},
		{"Gagnant : le meilleur score S. En cas d’égalité, celui qui a le plus d’argent gagne ; toujours à égalité, la victoire est partagée. Si tous les joueurs sont à égalité pour le moins d’argent, tous sont éliminés et personne ne gagne.",
			"Winner: the highest score S. On a tie, the one with more money left wins; still tied, the win is shared. If every player ties for the least money, all are out and nobody wins."},
	}},
}

// ruleCards are the sixteen animal cards, as the log draws them.
func ruleCards() []kit.Face {
	var ids []string
	for a := animalement.Chicken; a <= animalement.Dog; a++ {
		ids = append(ids, a.String())
	}
	return animalFaces(ids, "")
}
