package chevauxui

import (
	"fmt"

	"menagerie/app/ui/kit"
	"menagerie/games/chevaux"
)

// engine is the game's rules.
var engine = chevaux.Game{}

// Game is the Chevaux table.
var Game = kit.Game{
	Engine:    engine,
	Name:      [2]string{"Chevaux", "Horses"},
	Blurb:     [2]string{"Bataille de races : taille, poids, longévité, ancienneté.", "Breed battle: height, weight, longevity, age."},
	Art:       "horse",
	Rules:     rules,
	Options:   options(),
	Board:     board,
	Describe:  describe,
	Standings: standings,
	Texts:     texts,
	Guide:     guide,
	Round:     texts["ch.battle"],
}

// options names each ending the engine offers, from what it sets: a
// timed game, a number of battles, or until one player holds every card.
func options() map[string][2]string {
	out := map[string][2]string{}
	for _, v := range engine.Variants() {
		e, err := chevaux.ParseVariant(v)
		if err != nil {
			continue
		}
		switch {
		case e.Minutes > 0:
			out[v] = counted("ch.opt.minutes", e.Minutes)
		case e.Battles > 0:
			out[v] = counted("ch.opt.battles", e.Battles)
		default:
			out[v] = texts["ch.opt.all"]
		}
	}
	return out
}

// counted is the text key in both languages, for n.
func counted(key string, n int) [2]string {
	pair := texts[key]
	return [2]string{fmt.Sprintf(pair[0], n), fmt.Sprintf(pair[1], n)}
}

// rules are the rules for players, in headed sections of paragraphs:
// {French, English}.
var rules = []kit.RulesSection{
	{Kind: kit.RulesGoal, Paragraphs: [][2]string{
		{"Chevaux est une bataille de races de chevaux qui se joue de 2 à 6 joueurs, d’après la règle du jeu de la collection Défis Nature de Bioviva. But : gagner toutes les cartes, ou en avoir le plus quand la partie s’arrête.",
			"Horses is a battle of horse breeds for 2 to 6 players, after the rules of the game in Bioviva's Défis Nature collection. Aim: win every card, or hold the most when the game stops."},
	}},
	{Kind: kit.RulesCards, Cards: ruleCards, Paragraphs: [][2]string{
		{"Les 36 cartes sont distribuées équitablement, face cachée ; les cartes en trop sont mises de côté sans être vues. Chaque carte donne quatre caractéristiques — hauteur au garrot, poids, longévité, date d’apparition — et une rareté : vert (commun), jaune (peu commun), orange (rare), rouge (très rare). Les valeurs sont approximatives.",
			"The 36 cards are dealt evenly, face down; leftover cards are set aside unseen. Each card gives four characteristics — height at withers, weight, longevity, date of first appearance — and a rarity: green (common), yellow (uncommon), orange (rare), red (very rare). The values are approximate."},
	}},
	{Kind: kit.RulesTurn, Paragraphs: [][2]string{
		{"À chaque bataille, chacun pose la première carte de son tas face cachée et la regarde sans la montrer. Le meneur (le premier joueur, puis le gagnant de la bataille précédente) choisit une caractéristique et annonce sa valeur ; les autres annoncent la valeur de la même caractéristique dans le sens des aiguilles d’une montre. Des cartes des autres, on n’entend que les valeurs annoncées, et la rareté de celui qui a choisi la caractéristique, dont dépend un changement ; toutes les cartes de la bataille sont montrées quand elle est jouée. La plus grande valeur gagne, sauf pour la date d’apparition : la plus ancienne gagne.",
			"In each battle everyone lays the top card of their pile face down and looks at it without showing it. The leader (the first player, then the winner of the previous battle) chooses a characteristic and announces its value; the others announce the value of the same characteristic, clockwise. Of the others' cards you only hear the values announced, and the rarity of the player who chose the characteristic, since a switch depends on it; every card of the battle is shown once it is decided. The highest value wins, except for the date of appearance: the earliest wins."},
		{"Changer de caractéristique : quand vient votre tour d’annoncer, si votre cheval est strictement plus rare que celui du joueur qui a choisi la caractéristique en cours, vous pouvez en choisir une autre. Vous annoncez alors sa rareté, tout le monde annonce la valeur de la nouvelle caractéristique, et c’est votre carte qui sert désormais de référence : au plus trois changements par bataille.",
			"Switching: when it is your turn to announce, if your horse is strictly rarer than the card of the player who set the current characteristic, you may choose another one. You then announce its rarity, everyone announces the new characteristic's value, and your card becomes the reference: at most three switches per battle."},
		{"Égalité : les ex æquo annoncent leur rareté, et la carte la plus rare gagne. Même rareté : les joueurs à égalité retournent la carte suivante de leur tas et comparent seulement la rareté, jusqu’à ce qu’un joueur l’emporte. Un joueur à égalité qui n’a plus de carte perd le départage ; si plus personne n’en a, le plus proche du joueur de référence dans le sens des aiguilles d’une montre gagne.",
			"Ties: the tied players announce their rarity, and the rarest card wins. Same rarity: the tied players turn up their next card and compare rarity only, until one wins. A tied player with no card left loses the tie-break; if nobody has any left, the one nearest the reference player clockwise wins."},
	}},
	{Kind: kit.RulesRoundEnd, Heading: texts["ch.rules.battle"], Paragraphs: [][2]string{
		{"Le gagnant ramasse toutes les cartes de la bataille (départage compris) et les glisse sous son tas : sa propre carte d’abord, puis les autres dans le sens des aiguilles d’une montre. Un joueur sans carte est éliminé.",
			"The winner collects every card of the battle (tie-break cards included) and puts them under their pile: their own card first, then the others clockwise. A player with no cards left is out."},
		{"Tout le monde voit quelles cartes passent sous chaque tas, mais personne ne suit leur ordre : quand un tas revient à ses cartes gagnées, on sait parmi lesquelles est sa carte, pas laquelle.",
			"Everyone sees which cards go under each pile, but nobody follows their order: when a pile comes back to its won cards, you know which cards its battle card is among, not which one."},
	}},
	{Kind: kit.RulesGameEnd, Paragraphs: [][2]string{
		{"Fin : un joueur a toutes les cartes et gagne. Par défaut, la partie s’arrête aussi au bout de 15 minutes, comme le permet la règle : quand le temps est écoulé, on finit la bataille en cours (si le meneur n’a pas encore choisi, on s’arrête tout de suite) et le plus de cartes gagne. Vous pouvez aussi jouer jusqu’à ce qu’un joueur ait tout, ou un nombre de batailles. Les égalités partagent la victoire.",
			"End: a player holding every card wins. By default the game also stops after 15 minutes, as the rules allow: when the time is up, the battle in progress is finished (if the leader has not chosen yet, the game stops at once) and the most cards wins. You may also play until one player holds everything, or a number of battles. Ties share the win."},
	}},
}

// ruleCards are a horse of each rarity, commonest first, as the log draws
// them.
func ruleCards() []kit.Face {
	var out []kit.Face
	for _, r := range []chevaux.Rarity{chevaux.Green, chevaux.Yellow, chevaux.Orange, chevaux.Red} {
		for _, h := range chevaux.Cards() {
			if h.Rarity == r.String() {
				out = append(out, kit.Face{Art: "horse", Text: h.Name, Class: "ch-face rarity-" + h.Rarity, Label: h.Name + ", " + rarityName(h.Rarity)})
				break
			}
		}
	}
	return out
}
