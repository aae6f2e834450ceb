package beavergangui

import (
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// guide is the guided first game: two players, so four rounds (the fewest
// the rules allow). Each tip comes the first time the player meets what it
// explains; the deal is one in which the player, whatever the bots draw,
// gets to take a discard, meets each of the three action cards, may knock,
// and sees an action card replaced at the end of a round (see
// TestGuideTips, over many draws of the bots).
var guide = &kit.Guide{
	Seed:    guideSeed,
	Players: 2,
	Tips: []kit.Tip{
		{Key: "bg.tip.peek", Text: texts["bg.tip.peek"], When: peeking},
		{Key: "bg.tip.take", Text: texts["bg.tip.take"], When: mayTake},
		{Key: "bg.tip.swap", Text: texts["bg.tip.swap"], When: meets(swapCard)},
		{Key: "bg.tip.look", Text: texts["bg.tip.look"], When: meets(peekCard)},
		{Key: "bg.tip.draw", Text: texts["bg.tip.draw"], When: meets(drawCard)},
		{Key: "bg.tip.knock", Text: texts["bg.tip.knock"], When: mayKnock},
		{Key: "bg.tip.replace", Text: texts["bg.tip.replace"], When: replaced},
	},
}

// guideSeed is the guided game's deal.
const guideSeed = 51

// guideView is the view of an update on which the player is to act, and
// false for any other update.
func guideView(u table.Update) (beavergang.View, bool) {
	var v beavergang.View
	if u.Over || !kit.Mine(u) || kit.DecodeView(u, &v) != nil {
		return v, false
	}
	return v, true
}

// legal says whether the player has a legal move of kind.
func legal(u table.Update, kind string) bool {
	return turn{moves: kit.Legal[beavergang.Move](engine, u)}.has(kind)
}

// peeking: a round begins, and the player may look at its outer cards.
func peeking(u table.Update) bool {
	_, ok := guideView(u)
	return ok && legal(u, beavergang.KindPeek)
}

// mayTake: the player may take the top card of the discard pile.
func mayTake(u table.Update) bool {
	_, ok := guideView(u)
	return ok && legal(u, beavergang.KindTake)
}

// meets: the player holds a drawn card named card and is to use it, or
// sees one on the discard pile, or just played by someone else.
func meets(card string) func(table.Update) bool {
	return func(u table.Update) bool {
		v, ok := guideView(u)
		if !ok {
			return false
		}
		held := v.Step == stepPlace && v.Turn == int(u.Seat) && v.Drawn == card
		played := v.Last.Kind == beavergang.KindPlay && v.Last.Card == card
		return held || played || v.Top == card
	}
}

// mayKnock: the player may knock.
func mayKnock(u table.Update) bool {
	_, ok := guideView(u)
	return ok && legal(u, beavergang.KindKnock)
}

// replaced: the last round scored had an action card of a row replaced
// from the draw pile, and the player is to act.
func replaced(u table.Update) bool {
	v, ok := guideView(u)
	return ok && v.LastRound != nil && len(v.LastRound.Replacements) > 0
}
