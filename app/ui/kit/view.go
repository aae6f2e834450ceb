package kit

import (
	"bytes"
	"encoding/json"
	"reflect"
	"sync"

	"menagerie/app/table"
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
