package beavergangui

import (
	"encoding/json"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games/beavergang"
)

// routine is "don't knock", played for the player after a beat unless
// they knock (kit.Game.Routine): the question comes after every action
// once knocking is open, and the answer is most often no.
func routine(u table.Update) (json.RawMessage, string, bool) {
	var v beavergang.View
	if !kit.Mine(u) || kit.DecodeView(u, &v) != nil || v.Step != stepKnock {
		return nil, "", false
	}
	raw, ok := turn{u: u, moves: kit.Legal[beavergang.Move](engine, u)}.find(beavergang.Move{Kind: beavergang.KindPass})
	return raw, tr("bg.routine.pass"), ok
}
