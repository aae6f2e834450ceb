package zooui

import (
	"slices"
	"strings"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/zoo"
)

// guide is the guided first game: three players (the smallest deck, and
// the only simple game whose first round scores lions and hedgehogs), a
// short game to guideGoal points (a first game of 19 lasts long). Its
// deal has the player lead the first trick holding the chameleon, a
// mosquito beside an elephant, two lions and a hedgehog, so that every
// note but the last comes up in the first round, whatever the bots play.
var guide = &kit.Guide{
	Seed:    guideSeed,
	Players: 3,
	Variant: guideVariant,
	Tips: []kit.Tip{
		{Key: "zoo.lead", When: whenLead, Text: [2]string{
			"À vous de commencer : posez un groupe, une ou plusieurs cartes du même animal. Les autres devront le battre ou passer.",
			"You start: lay a set, one or more cards of the same animal. The others must beat it or pass."}},
		{Key: "zoo.beat", When: whenBeat, Text: [2]string{
			"Pour battre le groupe posé, jouez une carte de plus du même animal, ou autant de cartes d’un animal qui le mange.",
			"To beat the set on the table, play one more card of the same animal, or as many cards of an animal that eats it."}},
		{Key: "zoo.predator", When: whenPredator, Text: [2]string{
			"Un de vos animaux mange celui qui est posé : à nombre égal de cartes, il gagne (une souris fait fuir un éléphant ; deux souris, deux éléphants). Le bouton « Qui bat qui ? » montre qui mange qui.",
			"One of your animals eats the one on the table: with as many cards, it wins (one mouse scares off one elephant; two mice, two elephants). The “Who beats whom?” button shows who eats whom."}},
		{Key: "zoo.chameleon", When: whenChameleon, Text: [2]string{
			"Le caméléon rejoint n’importe quel groupe et compte comme cet animal : avec un renard, il fait deux renards. Il ne se joue jamais seul, alors ne le gardez pas pour la fin.",
			"The chameleon joins any set and counts as that animal: with a fox, it makes two foxes. It is never played alone, so don't keep it for last."}},
		{Key: "zoo.mosquito", When: whenMosquito, Text: mosquitoTip()},
		{Key: "zoo.pass", When: whenPass, Text: [2]string{
			"Rien dans votre main ne bat ce groupe : passez. Vous pourrez rejouer plus tard dans le même pli ; si tout le monde passe, celui qui a posé le groupe ramasse le pli et recommence.",
			"Nothing in your hand beats this set: pass. You may play again later in the same trick; if everyone passes, whoever laid the set collects the trick and starts the next one."}},
		{Key: "zoo.lions", When: whenLions, Text: [2]string{
			"Dans cette première manche, les lions comptent : avec deux lions ou plus dans vos plis, +1 par lion, mais chaque lion resté en main à la fin coûte 1 point. Et sans hérisson dans vos plis, vous perdez 1 point.",
			"In this first round lions count: with two lions or more in your tricks, +1 per lion, but each lion left in your hand at the end costs 1 point. And without a hedgehog in your tricks you lose 1 point."}},
		{Key: "zoo.places", When: whenPlaces, Text: [2]string{
			"La manche est finie : le premier sans cartes marque 3 points, le deuxième 2, le dernier 0. Désormais seules les places comptent, jusqu’à ce que quelqu’un atteigne ` + guideGoalText + ` points.",
			"The round is over: the first out of cards scores 3, the second 2, the last 0. From now on only places count, until someone reaches ` + guideGoalText + ` points."}},
	},
}

// mosquitoTip is the note on the mosquito, from the engine's chart: what
// it beats (nothing, on its own), what beats it, and that one mosquito may
// join a set of elephants.
func mosquitoTip() [2]string {
	var out [2]string
	for i, l := range []kit.Lang{kit.French, kit.English} {
		var beats, by []string
		for a := zoo.Whale; a < zoo.Chameleon; a++ {
			if zoo.Beats(zoo.Mosquito, a) {
				beats = append(beats, the(l, a))
			}
			if zoo.Beats(a, zoo.Mosquito) {
				by = append(by, the(l, a))
			}
		}
		if len(beats) == 0 {
			out[i] = texts.In(l, "zoo.tip.mosquito.none", join2(l, by))
		} else {
			out[i] = texts.In(l, "zoo.tip.mosquito", join2(l, beats), join2(l, by))
		}
	}
	return out
}

// join2 joins names as "a, b and c" in l.
func join2(l kit.Lang, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + texts.In(l, "zoo.and") + names[len(names)-1]
}

// guideSeed is the guided game's deal (see guide): found by TestGuideSearch,
// every note came up in each of sixty games played with other seeds for
// the bots and the coach.
const guideSeed = 198

// guideGoal is the guided game's total: the shortest the setup offers.
const (
	guideGoal     = 10
	guideGoalText = "10"
)

// guideVariant is the simple game to guideGoal.
var guideVariant = zoo.Options{Goal: guideGoal}.Variant()

// turn decodes the update on the player's turn: the view and the legal
// moves, or false when it is not the player's turn.
func turn(u table.Update) (zoo.View, []move, bool) {
	var v zoo.View
	if !kit.Mine(u) || kit.DecodeView(u, &v) != nil {
		return v, nil, false
	}
	return v, legal(u), true
}

// plays are the legal moves that lay cards.
func plays(moves []move) []zoo.Move {
	var out []zoo.Move
	for _, mv := range moves {
		if mv.Move.Kind == zoo.KindPlay {
			out = append(out, mv.Move)
		}
	}
	return out
}

// whenLead: the player starts a trick.
func whenLead(u table.Update) bool {
	v, moves, ok := turn(u)
	return ok && v.Trick.Top == nil && len(plays(moves)) > 0
}

// whenBeat: the player can beat the set on the table.
func whenBeat(u table.Update) bool {
	v, moves, ok := turn(u)
	return ok && v.Trick.Top != nil && len(plays(moves)) > 0
}

// whenPredator: the player can beat the set on the table with another
// animal.
func whenPredator(u table.Update) bool {
	v, moves, ok := turn(u)
	if !ok || v.Trick.Top == nil {
		return false
	}
	top, _ := zoo.ParseAnimal(v.Trick.Top.As)
	return slices.ContainsFunc(plays(moves), func(m zoo.Move) bool { return m.As != top })
}

// whenChameleon: the player may play the chameleon.
func whenChameleon(u table.Update) bool {
	_, moves, ok := turn(u)
	return ok && slices.ContainsFunc(plays(moves), func(m zoo.Move) bool { return m.Cards.Count(zoo.Chameleon) > 0 })
}

// whenMosquito: the player may play a mosquito as an elephant.
func whenMosquito(u table.Update) bool {
	_, moves, ok := turn(u)
	return ok && slices.ContainsFunc(plays(moves), func(m zoo.Move) bool {
		return m.As == zoo.Elephant && m.Cards.Count(zoo.Mosquito) > 0
	})
}

// whenPass: nothing in the player's hand beats the set on the table.
func whenPass(u table.Update) bool {
	v, moves, ok := turn(u)
	return ok && v.Trick.Top != nil && len(plays(moves)) == 0 &&
		slices.ContainsFunc(moves, func(mv move) bool { return mv.Move.Kind == zoo.KindPass })
}

// whenLions: in a first round that scores lions, a lion is on the table or
// in somebody's tricks.
func whenLions(u table.Update) bool {
	v, _, ok := turn(u)
	if !ok || v.Round != 1 || v.Players != 3 {
		return false
	}
	if v.Trick.Top != nil && slices.Contains(v.Trick.Top.Cards, zoo.Lion.String()) {
		return true
	}
	return slices.ContainsFunc(v.Seats, func(s zoo.SeatView) bool { return s.Lions > 0 })
}

// whenPlaces: a round has been scored.
func whenPlaces(u table.Update) bool {
	v, _, ok := turn(u)
	return ok && v.LastRound != nil
}
