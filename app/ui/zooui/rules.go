package zooui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"fmt"
	"slices"
	"strconv"
	"strings"

	"menagerie/app/ui/kit"
	"menagerie/games/zoo"
)

// rules are the rules for players, in headed sections of paragraphs:
// {French, English}.
var rules = []kit.RulesSection{
	{Kind: kit.RulesGoal, Paragraphs: [][2]string{
		{"Du grabuge au zoo se joue de 3 à 7 joueurs (meilleur à 4 ou 5). À chaque manche, chacun essaie de se débarrasser de ses cartes avant les autres : plus on finit tôt, plus on marque. Les points s’additionnent de manche en manche ; la partie s’arrête après la manche où deux joueurs (un seul à trois joueurs) ont atteint 19 points (ou le total choisi, voir ci-dessous), et le premier du classement gagne.",
			"Trouble at the Zoo is for 3 to 7 players (best with 4 or 5). In each round everyone tries to get rid of their cards before the others: the sooner you finish, the more you score. Points add up from round to round; the game stops after the round in which two players (one, with three players) have reached 19 points (or the total chosen, see below), and first place wins."},
	}},
	{Kind: kit.RulesCards, Cards: ruleCards, Paragraphs: [][2]string{
		{"Les cartes (60) : 5 de chacun de ces onze animaux — baleine, éléphant, crocodile, ours polaire, lion, phoque, renard, perche, hérisson, poisson, souris —, 4 moustiques (les « maringouins » de la règle) et 1 caméléon, le joker. Avec 3 à 6 joueurs, tout est distribué à parts égales ; à 7, les quatre premiers joueurs à gauche du donneur reçoivent 9 cartes et les autres 8.",
			"The cards (60): 5 each of eleven animals — whale, elephant, crocodile, polar bear, lion, seal, fox, perch, hedgehog, fish, mouse —, 4 mosquitoes and 1 chameleon, the joker. With 3 to 6 players every card is dealt in equal hands; with 7, the first four players to the dealer's left get 9 cards and the others 8."},
		{"Un groupe, c’est une ou plusieurs cartes du même animal. Le caméléon peut rejoindre n’importe quel groupe et compte comme cet animal, mais ne se joue jamais seul. Un moustique (un seul) peut rejoindre un groupe qui contient au moins un vrai éléphant : il compte comme un éléphant. Ainsi caméléon + moustique = 2 moustiques ; éléphant + caméléon + moustique = 3 éléphants ; plusieurs moustiques ensemble restent des moustiques.",
			"A set is one or more cards of the same animal. The chameleon may join any set and counts as that animal, but is never played alone. One mosquito (only one) may join a set holding at least one real elephant: it counts as an elephant. So chameleon + mosquito = 2 mosquitoes; elephant + chameleon + mosquito = 3 elephants; several mosquitoes together are mosquitoes."},
	}},
	{Kind: kit.RulesTurn, Extra: rulesChart, Paragraphs: [][2]string{
		{"Le pli : celui qui mène pose le groupe de son choix. Puis, chacun à son tour vers la gauche, on bat le groupe sur la table ou on passe. Pour battre k cartes d’un animal A, il faut exactement k + 1 cartes de A, ou exactement k cartes d’un animal qui bat A. Rien d’autre : après un phoque, on peut jouer deux phoques mais pas trois, ou un ours polaire, qui bat le phoque, mais pas deux.",
			"A trick: the leader lays any set. Then, in turn to the left, each player beats the set on the table or passes. To beat k cards of animal A you need exactly k + 1 cards of A, or exactly k cards of an animal that beats A. Nothing else: after a seal you may play two seals but not three, or one polar bear, which beats the seal, but not two."},
		{texts["zoo.rules.chart"][0], texts["zoo.rules.chart"][1]},
		{"Passer n’empêche pas de rejouer plus tard dans le même pli. Quand le tour revient au joueur dont le groupe n’a pas été battu, il ramasse le pli face cachée et mène le suivant ; s’il n’a plus de cartes, le joueur suivant à sa gauche qui en a mène. Les joueurs sans cartes sont sautés. Un joueur qui doit mener avec le caméléon pour seule carte ne peut pas le jouer : il passe (tout le monde voit alors sa main) et le joueur suivant mène.",
			"Passing does not stop you playing later in the same trick. When play comes back to the player whose set is unbeaten, that player collects the trick face down and leads the next; if that player has no cards left, the next player to the left who has cards leads. Players without cards are skipped. A player who must lead holding only the chameleon cannot play it: they pass (everyone then sees that hand) and the next player leads."},
	}},
	{Kind: kit.RulesRoundEnd, Paragraphs: [][2]string{
		{"Fin de manche : dès qu’un seul joueur a encore des cartes. Les cartes d’un pli inachevé ne vont à personne. Points de place : le 1ᵉʳ marque autant de points qu’il y a de joueurs, le 2ᵉ un de moins, et ainsi de suite ; l’avant-dernier marque 2 et le dernier 0 (à cinq : 5, 4, 3, 2, 0 ; à trois : 3, 2, 0).",
			"End of a round: as soon as only one player still holds cards. The cards of an unfinished trick go to nobody. Place points: 1st scores one point per player, 2nd one less, and so on; second-to-last scores 2 and last 0 (five players: 5, 4, 3, 2, 0; three players: 3, 2, 0)."},
	}},
	{Kind: kit.RulesGameEnd, Paragraphs: [][2]string{
		{fmt.Sprintf("Le total qui termine la partie : %d points selon la règle, qui permet aux joueurs d’en choisir un autre. Choisissez-le en préparant la partie (de %d à %d points ; les options proposent %s) ; il vaut pour la partie simple, le jeu en équipes et la partie à trois, et la table l’affiche en haut.",
			zoo.DefaultGoal, zoo.MinGoal, zoo.MaxGoal, goalList(kit.French)),
			fmt.Sprintf("The total that ends the game: %d points by the rules, which let the players choose another. Choose it when setting up the game (%d to %d points; the options offer %s); it holds for the simple game, the partner game and the three-player game, and the table shows it at the top.",
				zoo.DefaultGoal, zoo.MinGoal, zoo.MaxGoal, goalList(kit.English))},
		{"Partie simple : à la première manche, le donneur est tiré au sort et le joueur à sa gauche mène. Ensuite, le premier du classement donne et le dernier (le plus petit total) mène. La partie simple ne compte que les points de place : ni lions ni hérissons. Classement : par total ; à égalité, celui qui était le moins bien classé avant la dernière manche passe devant (après la première manche, la meilleure place dans cette manche).",
			"Simple game: in the first round the dealer is drawn at random and the player to the dealer's left leads. Afterwards, first place deals and last place (the lowest total) leads. The simple game scores place points only: no lions, no hedgehogs. Standings: by total; on a tie, whoever stood lower before the last round ranks higher (after the first round, the better place in that round)."},
	}},
	{Kind: kit.RulesVariants, Paragraphs: [][2]string{
		{"Jeu en équipes (option, de 4 à 7 joueurs) : la première manche se joue comme la partie simple. Ensuite, avant chaque manche, les joueurs forment des équipes selon le classement — à 4 : 1+3, 2+4 ; à 5 : 1+4, 2+5, le 3ᵉ seul ; à 6 : 1+4, 2+5, 3+6 ; à 7 : 1+5, 2+6, 3+7, le 4ᵉ seul. Le mieux classé des deux partenaires est le senior, l’autre le junior.",
			"Partner game (option, 4 to 7 players): the first round is played as in the simple game. Before each later round, players team up by standing — 4: 1+3, 2+4; 5: 1+4, 2+5, 3rd alone; 6: 1+4, 2+5, 3+6; 7: 1+5, 2+6, 3+7, 4th alone. The higher-ranked partner is the senior, the other the junior."},
		{"Échange : après la donne, le junior donne 2 cartes face cachée à son senior, puis le senior lui en donne 2 (il peut rendre celles qu’il a reçues). Le joueur seul met 2 cartes de côté, face cachée : elles comptent comme des cartes ramassées et sont révélées en fin de manche. Puis le dernier du classement mène.",
			"Exchange: after the deal, the junior gives 2 cards face down to the senior, then the senior gives 2 to the junior (possibly the ones just received). The lone player sets 2 cards aside face down: they count as collected cards and are turned up at the end of the round. Then the lowest-ranked player leads."},
		{"Demande d’aide : à son tour, face à un groupe sur la table (jamais pour mener), le junior peut poser une partie d’un groupe qui le battrait et demander l’aide de son senior — par exemple un hérisson contre deux souris (le hérisson bat la souris), en espérant un second hérisson ; ou un moustique contre un éléphant, en espérant un éléphant. Le senior complète de sa main (au moins une carte) pour former un groupe qui bat, ou refuse. S’il refuse, le junior reprend ses cartes à la vue de tous et son tour compte comme un passe. Le groupe complété est celui du junior : s’il remporte le pli, le junior le ramasse, et s’il vide les deux mains, le junior finit le premier. Une seule demande par tour. Les cartes posées doivent pouvoir être complétées par des cartes que le junior ne voit pas ; un junior qui n’a plus que le caméléon peut le poser dans une demande.",
			"Help request: on their turn, facing a set on the table (never to lead), the junior may lay part of a set that would beat it and ask the senior for help — say a hedgehog against two mice (the hedgehog beats the mouse), hoping for a second hedgehog; or a mosquito against an elephant, hoping for an elephant. The senior completes it from hand (at least one card) into a set that beats, or refuses. On a refusal the junior takes the cards back in everyone's sight and the turn counts as a pass. The completed set is the junior's: if it wins the trick, the junior collects it, and if it empties both hands, the junior finishes first. One request per turn. The laid cards must be completable by cards the junior cannot see; a junior holding only the chameleon may lay it in a request."},
		{"Points en équipe : chaque partenaire marque la somme des points de place des deux partenaires ; le joueur seul marque sa place + 4. Points individuels, en plus : avec au moins 2 lions parmi ses cartes ramassées, +1 par lion (un lion seul ne vaut rien) ; le joueur resté avec des cartes perd 1 point par lion dans sa main ; quiconque n’a aucun hérisson parmi ses cartes ramassées perd 1 point.",
			"Team scoring: each partner scores the sum of both partners' place points; the lone player scores their own place + 4. Individual points, on top: with at least 2 lions among your collected cards, +1 per lion (a lone lion is worth nothing); the player left holding cards loses 1 point per lion in hand; anyone without a hedgehog among their collected cards loses 1 point."},
		{"À trois joueurs : retirez 1 lion, 1 éléphant, 1 souris et 2 de chacun des autres animaux, moustiques compris ; gardez le caméléon (39 cartes, 13 chacun). Pas d’équipes. Le 1ᵉʳ marque 3, le 2ᵉ 2, le 3ᵉ 0. À la fin de la première manche seulement, on compte aussi les lions et les hérissons, comme dans le jeu en équipes (voir plus haut) ; les manches suivantes ne comptent que les places. Le plus petit total mène à partir de la deuxième manche. La partie s’arrête dès qu’un joueur a atteint le total (19 points, ou celui choisi) ; le plus haut total gagne (égalités départagées comme ci-dessus).",
			"Three players: remove 1 lion, 1 elephant, 1 mouse and 2 of every other animal, mosquitoes included; keep the chameleon (39 cards, 13 each). No teams. 1st scores 3, 2nd 2, 3rd 0. At the end of the first round only, lions and hedgehogs are scored too, as in the partner game (see above); later rounds score places only. The lowest total leads from the second round. The game stops when one player has reached the total (19 points, or the one chosen); the highest total wins (ties broken as above)."},
	}},
	{Kind: kit.RulesApp, Paragraphs: [][2]string{
		{"Dans l’appli : touchez les cartes de votre main pour former un groupe, puis confirmez avec « Jouer », « Demander l’aide », « Compléter », « Donner » ou « Mettre de côté ». Une carte grisée ne peut pas entrer dans un coup permis : touchez-la pour savoir pourquoi. « Passer » et « Refuser » se jouent d’une touche. Le bouton « Qui bat qui ? » affiche le tableau des animaux.",
			"In the app: tap the cards of your hand to build a set, then confirm with “Play”, “Ask for help”, “Complete”, “Give” or “Set aside”. A greyed card cannot be part of an allowed move: tap it to learn why. “Pass” and “Refuse” take a single tap. The “Who beats whom?” button shows the chart of the animals."},
	}},
}

// goalList lists the totals the options offer, in l.
func goalList(l kit.Lang) string {
	goals := append([]int{zoo.DefaultGoal}, zoo.OfferedGoals...)
	slices.Sort(goals)
	var out []string
	for _, g := range goals {
		out = append(out, strconv.Itoa(g))
	}
	last := out[len(out)-1]
	return strings.Join(out[:len(out)-1], ", ") + texts.In(l, "zoo.or") + last
}

// rulesChart is the chart of who beats whom under the rules of a turn,
// from the engine (see chartList).
func rulesChart() app.UI {
	return app.Div().Class("zoo-chart zoo-rules-chart").ID(kit.ID("zoo-rules-chart")).Body(chartList())
}

// ruleCards are a card of each animal, in hand order, as the log draws
// them.
func ruleCards() []kit.Face {
	var ids []string
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		ids = append(ids, a.String())
	}
	return faces(ids)
}
