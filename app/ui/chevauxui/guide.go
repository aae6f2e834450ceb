package chevauxui

import (
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/chevaux"
)

// guide is the guided first game: three players, a short game of eight
// battles. Each battle lays the next card of every pile, whatever was
// chosen (until a pile runs out or a tie-break turns up more cards), so
// the deal fixes the horses that meet. In
// this one the player leads the first battle; in the second, led by a bot
// unless the player won the first, the player's horse is the rarest of the
// three and beats the others only by tying on weight or longevity and
// winning on rarity: the player may switch, ties and collects (see
// TestGuideTips, over many draws of the bots).
var guide = &kit.Guide{
	Seed:    guideSeed,
	Players: 3,
	Variant: chevaux.Battles(guideBattles),
	Tips: []kit.Tip{
		{Key: "ch.tip.choose", Text: texts["ch.tip.choose"], When: choosing},
		{Key: "ch.tip.switch", Text: texts["ch.tip.switch"], When: mayswitch},
		{Key: "ch.tip.tie", Text: texts["ch.tip.tie"], When: afterTie},
		{Key: "ch.tip.collect", Text: texts["ch.tip.collect"], When: collecting},
	},
}

// The guided game's deal and length.
const (
	guideSeed    = 10
	guideBattles = 8
)

// guideView is the view of an update on which the player is to act, and
// false for any other update.
func guideView(u table.Update) (chevaux.View, bool) {
	var v chevaux.View
	if u.Over || !kit.Mine(u) || kit.DecodeView(u, &v) != nil {
		return v, false
	}
	return v, true
}

// choosing: the player leads a battle and chooses its characteristic.
func choosing(u table.Update) bool {
	v, ok := guideView(u)
	return ok && v.Phase == phaseChoosing
}

// collecting: the player won a battle and is to collect its cards.
func collecting(u table.Update) bool {
	v, ok := guideView(u)
	return ok && v.Phase == phaseResult
}

// afterTie: the battle on the table, or the last one, ended in a tie for
// the best value, and the player is to act.
func afterTie(u table.Update) bool {
	v, ok := guideView(u)
	return ok && v.LastBattle != nil && len(v.LastBattle.Tied) > 1
}

// mayswitch: the player's horse is rarer than the card of the player who
// set the characteristic: keep it or switch.
func mayswitch(u table.Update) bool {
	v, ok := guideView(u)
	return ok && v.Phase == phaseAnnouncing
}
