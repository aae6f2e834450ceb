package games

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// DecodeJSON decodes data into v strictly: exactly one JSON value and
// nothing after it, no field that v's type does not have, no key written in
// another case than the field's (encoding/json alone would take "K" for
// "k"), no key twice in one object. It is the one decoder for whatever
// crosses a trust boundary: moves, wire messages, saved games.
func DecodeJSON(data []byte, v any) error {
	t := reflect.TypeOf(v)
	if t == nil || t.Kind() != reflect.Pointer {
		return errors.New("json: DecodeJSON needs a pointer")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := checkValue(dec, t.Elem(), 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("json: data after the value")
	}
	dec = json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// maxDepth bounds the nesting that DecodeJSON follows.
const maxDepth = 64

var (
	rawType         = reflect.TypeFor[json.RawMessage]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	textType        = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// checkValue reads one value from dec and checks the keys of every object
// in it against t.
func checkValue(dec *json.Decoder, t reflect.Type, depth int) error {
	if depth > maxDepth {
		return errors.New("json: nested too deeply")
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("json: %w", err)
	}
	delim, isDelim := tok.(json.Delim)
	if !isDelim {
		return nil // a scalar: its type is encoding/json's business
	}
	custom := t == rawType || t.Kind() == reflect.Interface ||
		reflect.PointerTo(t).Implements(unmarshalerType) || reflect.PointerTo(t).Implements(textType)
	switch delim {
	case '[':
		elem := t
		if !custom && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := checkValue(dec, elem, depth+1); err != nil {
				return err
			}
		}
	case '{':
		var fields map[string]reflect.Type
		if !custom && t.Kind() == reflect.Struct {
			fields = jsonFields(t)
		}
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return fmt.Errorf("json: %w", err)
			}
			key, _ := k.(string) // object keys are strings
			if seen[key] {
				return fmt.Errorf("json: duplicate key %q", key)
			}
			seen[key] = true
			ft := reflect.TypeFor[any]()
			switch {
			case fields != nil:
				f, ok := fields[key]
				if !ok {
					return fmt.Errorf("json: unknown field %q", key)
				}
				ft = f
			case !custom && t.Kind() == reflect.Map:
				ft = t.Elem()
			}
			if err := checkValue(dec, ft, depth+1); err != nil {
				return err
			}
		}
	}
	_, err = dec.Token() // the closing delimiter
	if err != nil {
		return fmt.Errorf("json: %w", err)
	}
	return nil
}

// jsonFields maps the JSON names of struct t's fields, embedded structs
// included, to their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous && name == "" {
			et := ft
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				for k, v := range jsonFields(et) {
					if _, ok := out[k]; !ok {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = ft
	}
	return out
}
