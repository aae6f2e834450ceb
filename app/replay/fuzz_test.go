package replay

import (
	"errors"
	"testing"

	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// FuzzDecode: Decode never panics; what it refuses wraps one of its
// sentinels, and what it accepts is a replay whose own code is the code
// decoded (one code per replay).
func FuzzDecode(f *testing.F) {
	for _, g := range catalog.All() {
		smallest := gamestest.Sizes(g)[0].Config(0)
		for seed := uint64(1); seed <= 2; seed++ {
			code, err := Encode(randomGame(f, config{g, smallest}, seed, 25*int(seed)))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(code)
			f.Add(code[:len(code)/2])
		}
	}
	f.Add("")
	f.Add("AQ")
	sentinels := []error{ErrFormat, ErrVersion, ErrTruncated, ErrTrailing, ErrGame, ErrSetup, ErrBadMove, ErrChecksum}
	f.Fuzz(func(t *testing.T, code string) {
		r, err := Decode(code)
		if err != nil {
			for _, s := range sentinels {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("Decode(%q): %v wraps no sentinel", code, err)
		}
		again, err := Encode(r)
		if err != nil || again != code {
			t.Fatalf("Decode(%q) accepted a replay whose code is %q (%v)", code, again, err)
		}
	})
}
