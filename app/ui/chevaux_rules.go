package ui

func init() {
	rulesText["chevaux"] = [][2]string{
		{"Chevaux est une bataille de races de chevaux, de 2 à 6 joueurs. But : gagner toutes les cartes, ou en avoir le plus quand la partie s'arrête.",
			"Horses is a battle of horse breeds for 2 to 6 players. Aim: win every card, or hold the most when the game stops."},
		{"Les 36 cartes sont distribuées équitablement, face cachée ; les cartes en trop sont mises de côté sans être vues. Chaque carte donne quatre caractéristiques — hauteur au garrot, poids, longévité, date d'apparition — et une rareté : vert (commun), jaune (peu commun), orange (rare), rouge (très rare). Les valeurs sont approximatives.",
			"The 36 cards are dealt evenly, face down; leftover cards are set aside unseen. Each card gives four characteristics — height at withers, weight, longevity, date of first appearance — and a rarity: green (common), yellow (uncommon), orange (rare), red (very rare). The values are approximate."},
		{"À chaque bataille, chacun pose la première carte de son tas et la regarde. Le meneur (le premier joueur, puis le gagnant de la bataille précédente) choisit une caractéristique et annonce sa valeur ; les autres annoncent la leur dans le sens des aiguilles d'une montre. La plus grande valeur gagne, sauf pour la date d'apparition : la plus ancienne gagne.",
			"In each battle everyone lays the top card of their pile and looks at it. The leader (the first player, then the winner of the previous battle) chooses a characteristic and announces its value; the others announce theirs clockwise. The highest value wins, except for the date of appearance: the earliest wins."},
		{"Changer de caractéristique : quand vient votre tour d'annoncer, si votre cheval est strictement plus rare que celui du joueur qui a choisi la caractéristique en cours, vous pouvez en choisir une autre. Tout le monde annonce à nouveau, et c'est votre carte qui sert désormais de référence : au plus trois changements par bataille.",
			"Switching: when it is your turn to announce, if your horse is strictly rarer than the card of the player who set the current characteristic, you may choose another one. Everyone announces again, and your card becomes the reference: at most three switches per battle."},
		{"Égalité : la carte la plus rare parmi les ex æquo gagne. Même rareté : les joueurs à égalité retournent la carte suivante de leur tas et comparent seulement la rareté, jusqu'à ce qu'un joueur l'emporte. Un joueur à égalité qui n'a plus de carte perd le départage ; si plus personne n'en a, le plus proche du joueur de référence dans le sens des aiguilles d'une montre gagne.",
			"Ties: the rarest card among the tied players wins. Same rarity: the tied players turn up their next card and compare rarity only, until one wins. A tied player with no card left loses the tie-break; if nobody has any left, the one nearest the reference player clockwise wins."},
		{"Le gagnant ramasse toutes les cartes de la bataille (départage compris) et les glisse sous son tas : sa propre carte d'abord, puis les autres dans le sens des aiguilles d'une montre. Un joueur sans carte est éliminé.",
			"The winner collects every card of the battle (tie-break cards included) and puts them under their pile: their own card first, then the others clockwise. A player with no cards left is out."},
		{"Fin : un joueur a toutes les cartes, ou la limite de batailles est atteinte — 40 batailles par défaut, l'équivalent des « 15 minutes » de la règle ; vous pouvez en choisir une autre, ou jouer jusqu'à ce qu'un joueur ait tout. À la limite, le plus de cartes gagne ; les égalités partagent la victoire.",
			"End: one player holds every card, or the battle limit is reached — 40 battles by default, standing for the sheet's \"15 minutes\"; you may choose another limit, or play until one player holds everything. At the limit the most cards wins; ties share the win."},
	}
}
