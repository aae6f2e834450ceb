package kit

import (
	"bytes"
	"encoding/json"
	"reflect"
	"sync"

	"menagerie/app/table"
	"menagerie/games"
)

// DecodeView decodes an update's view into v, a pointer to the zero value
// of the game's view type.
//
// One drawing reads the same view many times (the board, the log's line in
// each language, the guide, the notices), and decoding it is the larger
// part of that work on a phone. So the last view decoded into each type is
// kept, and a view equal to it byte for byte is copied from it instead. The
// copy is shallow: its slices and maps are the kept ones, and a view is
// only ever read.
func DecodeView(u table.Update, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return json.Unmarshal(u.View, v)
	}
	t := rv.Elem().Type()
	views.Lock()
	defer views.Unlock()
	if k, ok := views.kept[t]; ok && bytes.Equal(k.raw, u.View) {
		rv.Elem().Set(k.val)
		return nil
	}
	if err := json.Unmarshal(u.View, v); err != nil {
		return err
	}
	val := reflect.New(t).Elem()
	val.Set(rv.Elem())
	views.kept[t] = keptView{raw: bytes.Clone(u.View), val: val}
	return nil
}

// views is the last view decoded into each type (see DecodeView).
var views = struct {
	sync.Mutex
	kept map[reflect.Type]keptView
}{kept: map[reflect.Type]keptView{}}

// keptView is a view as sent and as decoded.
type keptView struct {
	raw json.RawMessage
	val reflect.Value
}

// decodeMove is g.DecodeMove, which checks every byte of a move from the
// network, for the moves a drawing reads: the legal moves and the moves
// played, each decoded again by every drawing and by the log's line in
// each language. The moves decoded are kept (up to maxMoves, of the game
// decoded last) and a move met again is not decoded twice. A move is a
// value: the one kept is returned as it is.
func decodeMove(g games.Game, raw json.RawMessage) (games.Move, error) {
	game := g.ID()
	moves.Lock()
	m, ok := moves.kept[string(raw)]
	ok = ok && moves.game == game
	moves.Unlock()
	if ok {
		return m, nil
	}
	m, err := g.DecodeMove(raw)
	if err != nil {
		return nil, err
	}
	moves.Lock()
	if moves.game != game || len(moves.kept) >= maxMoves {
		clear(moves.kept)
		moves.game = game
	}
	moves.kept[string(raw)] = m
	moves.Unlock()
	return m, nil
}

// maxMoves bounds the moves decodeMove keeps: a few turns' legal moves.
const maxMoves = 1024

// moves are the moves decoded, by their bytes, and their game.
var moves = struct {
	sync.Mutex
	game string
	kept map[string]games.Move
}{kept: map[string]games.Move{}}
