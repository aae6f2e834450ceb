package beavergangui

import (
	"strconv"

	"menagerie/app/ui/kit"
)

// rules are the rules for players, in headed sections of paragraphs:
// {French, English}.
var rules = []kit.RulesSection{
	{Kind: kit.RulesGoal, Paragraphs: [][2]string{
		{"Beaver Gang est un jeu de mémoire qui se joue de 2 à 6 joueurs. Chacun a devant lui une rangée de quatre cartes face cachée et cherche à finir chaque manche avec le plus petit total possible. Difficile : les cartes changent de place et on ne les voit qu’un instant.",
			"Beaver Gang is a memory game for 2 to 6 players. Everyone has a row of four face-down cards and tries to end each round with the lowest possible total. The hard part: the cards move around and you only see them for a moment."},
	}},
	{Kind: kit.RulesCards, Cards: ruleCards, Paragraphs: [][2]string{
		{"Les 66 cartes : les valeurs 0 à 8 quatre fois chacune, le 9 neuf fois, et trois sortes de cartes action : 9 Échange, 7 Regarder et 5 Piocher. Une carte action ne vaut rien en elle-même : elle est remplacée à la fin de la manche.",
			"The 66 cards: values 0 to 8 four times each, the 9 nine times, and three kinds of action cards: 9 Swap, 7 Peek and 5 Draw. An action card is worth nothing by itself: it is replaced at the end of the round."},
		{"La donne : tout le paquet est mélangé, chacun reçoit quatre cartes face cachée, posées en rangée (numérotées 1 à 4 depuis la gauche). La carte suivante est retournée pour commencer la défausse ; le reste forme la pioche. Chacun peut alors regarder brièvement, en secret, les deux cartes des bouts de sa rangée (1 et 4) ; il les remet en place et dit qu’il est prêt : il faut s’en souvenir. Une fois tout le monde prêt, le joueur à gauche du donneur commence, puis on joue dans le sens des aiguilles d’une montre. Le premier joueur commence la première manche ; le donneur change à chaque manche, vers la gauche.",
			"The deal: the whole deck is shuffled and everyone gets four face-down cards laid in a row (numbered 1 to 4 from the left). The next card is turned up to start the discard pile; the rest is the draw pile. Everyone may then take a brief, secret look at the two cards at the ends of their row (1 and 4), puts them back and says they are ready: you must remember them. Once everyone is ready, the player left of the dealer starts, then play goes clockwise. The first player starts the first round; the deal passes to the left each round."},
	}},
	{Kind: kit.RulesTurn, Paragraphs: [][2]string{
		{"À votre tour, faites une action. À : prenez la carte du dessus de la défausse, si c’est un chiffre, et mettez-la à la place d’une de vos cartes, sans regarder celle-ci ; la carte remplacée part face visible sur la défausse. Une carte action sur la défausse ne peut pas être prise : si la défausse commence par une carte action, elle y reste et il faut piocher jusqu’à ce qu’un chiffre la recouvre.",
			"On your turn, take one action. A: take the top card of the discard pile, if it is a number, and put it in place of one of your cards without looking at that one; the replaced card goes face up on the discard pile. An action card on the discard pile cannot be taken: if the discard pile starts with an action card it stays there, and players must draw until a number covers it."},
		{"B : piochez la carte du dessus de la pioche. Un chiffre : mettez-le à la place d’une de vos cartes (la carte remplacée part face visible sur la défausse) ou défaussez-le. Une carte action : jouez-la, ou défaussez-la sans effet.",
			"B: draw the top card of the draw pile. A number: put it in place of one of your cards (the replaced card goes face up on the discard pile) or discard it. An action card: play it, or discard it with no effect."},
		{"Les cartes action. Échange : échangez une de vos cartes avec n’importe quelle carte d’un adversaire, sans que personne ne les regarde ; chaque carte prend la place de l’autre. Regarder : regardez une de vos cartes, puis remettez-la à sa place. Piocher : piochez une carte et utilisez-la comme en B ; si elle ne vous plaît pas, défaussez-la et piochez une deuxième carte, que vous utilisez comme en B (vous pouvez aussi la défausser). La carte action jouée va sur la défausse.",
			"The action cards. Swap: swap one of your cards with any card of any opponent, nobody looking; each card takes the other's place. Peek: look at one of your own cards, then put it back. Draw: draw a card and use it as in B; if you don't like it, discard it and draw a second card, which you use as in B (you may discard it too). The played action card goes to the discard pile."},
		{"Taper : après votre action, une fois que chaque joueur a eu au moins un tour (donc à partir du premier tour du donneur), vous pouvez taper sur la table et annoncer « dernier tour ». Chacun des autres joue alors exactement un tour de plus, puis la manche se termine. On ne peut taper qu’une fois par manche.",
			"Knocking: after your action, once every player has had at least one turn (so from the dealer's first turn on), you may knock on the table and say \"last turn\". Every other player then plays exactly one more turn, and the round ends. Only one knock per round."},
		{"La pioche vide : dès que sa dernière carte est prise, toutes les cartes de la défausse (celle du dessus comprise) sont mélangées pour refaire une pioche, et une carte est retournée pour recommencer la défausse.",
			"An empty draw pile: as soon as its last card is taken, all the discards (the top one included) are shuffled into a new draw pile, and one card is turned up to restart the discard pile."},
	}},
	{Kind: kit.RulesRoundEnd, Paragraphs: [][2]string{
		{"Fin de la manche : chacun retourne ses quatre cartes. Chaque carte action d’une rangée est remplacée par la carte du dessus de la pioche, et on recommence tant que c’est encore une carte action (celles-ci sont mises de côté) ; on commence par le joueur qui a tapé, puis dans le sens des aiguilles d’une montre, chaque rangée de gauche à droite. Une rangée vaut la somme de ses quatre cartes : par exemple 4 + 2 + 0 + 5 = 11 ; une rangée 0, 4, Échange, 0 dont l’Échange est remplacé par un 8 vaut 0 + 4 + 8 + 0 = 12.",
			"End of the round: everyone turns up their four cards. Each action card in a row is replaced by the top card of the draw pile, again while that is an action card too (those are set aside); this starts with the player who knocked and goes clockwise, each row from left to right. A row scores the sum of its four cards: for example 4 + 2 + 0 + 5 = 11; a row 0, 4, Swap, 0 whose Swap is replaced by an 8 scores 0 + 4 + 8 + 0 = 12."},
	}},
	{Kind: kit.RulesGameEnd, Paragraphs: [][2]string{
		{"Fin de la partie : on joue autant de manches qu’il y a de joueurs (quatre manches à deux joueurs) et on additionne les scores. Le plus petit total gagne ; en cas d’égalité, la victoire est partagée.",
			"End of the game: play as many rounds as there are players (four rounds with two players) and add up the scores. The lowest total wins; a tie is a shared win."},
	}},
	{Kind: kit.RulesApp, Paragraphs: [][2]string{
		{"Dans l’appli, c’est un vrai jeu de mémoire : une de vos cartes n’est visible que pendant que vous la regardez. Au début de la manche, « Regarder mes deux cartes » montre les deux cartes des bouts jusqu’à ce que vous soyez prêt. Avec une carte Regarder, la carte choisie reste visible jusqu’à ce que vous la remettiez en place, ce que vous faites avant la fin de votre tour. Une carte regardée n’est jamais montrée pendant le tour d’un autre joueur, et si la page est rechargée pendant que vous regardez, les cartes sont remises en place sans être montrées de nouveau. L’appli se souvient seulement de quelle carte vous avez regardée (pas de sa valeur), tant qu’elle n’a pas bougé. La carte piochée reste visible jusqu’à ce que vous la posiez, la jouiez ou la défaussiez. Le reste, c’est à vous de vous en souvenir.",
			"In the app it is a real memory game: a card of yours is visible only while you look at it. At the start of a round, \"Look at my two cards\" shows the two end cards until you are ready. With a Peek card, the card you chose stays visible until you put it back, which you do before your turn ends. A card you looked at is never shown during another player's turn, and if the page is reloaded while you are looking, the cards are put back without being shown again. The app only remembers which card you looked at (not its value), as long as it has not moved. The card you drew stays visible until you place, play or discard it. The rest is up to your memory."},
	}},
}

// ruleCards are the numbers 0 to 9 and the three action cards, as the log
// draws them.
func ruleCards() []kit.Face {
	var out []kit.Face
	for n := range 10 {
		out = append(out, cardFace(strconv.Itoa(n)))
	}
	for _, c := range []string{swapCard, peekCard, drawCard} {
		out = append(out, cardFace(c))
	}
	return out
}
