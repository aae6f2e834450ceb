package replay

import (
	"fmt"
	"strings"
)

// FragmentPrefix starts the fragment of a replay link, "#replay/<code>".
const FragmentPrefix = "replay/"

// Fragment returns r's link fragment, "#replay/<code>" (see Encode).
func Fragment(r Replay) (string, error) {
	code, err := Encode(r)
	if err != nil {
		return "", err
	}
	return "#" + FragmentPrefix + code, nil
}

// ParseFragment decodes a link fragment written by Fragment, with or
// without its leading "#" (see Decode for what it refuses).
func ParseFragment(fragment string) (Replay, error) {
	code, ok := strings.CutPrefix(strings.TrimPrefix(fragment, "#"), FragmentPrefix)
	if !ok {
		return Replay{}, fmt.Errorf("%w: no %q in %.20q", ErrFormat, FragmentPrefix, fragment)
	}
	return Decode(code)
}
