package replay

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestLinkSizes measures the codes of seeded random finished games at each
// table: a game of up to 300 steps stays well under 2,000 characters. The
// table is logged (go test -v -run TestLinkSizes).
func TestLinkSizes(t *testing.T) {
	var report strings.Builder
	fmt.Fprintf(&report, "| table | games | steps median | steps max | code median | code max | bits per step |\n|---|---|---|---|---|---|---|\n")
	for _, c := range configs() {
		var steps, sizes []int
		bits := 0.0
		for seed := uint64(1); seed <= 8; seed++ {
			r := randomGame(t, c, seed, 0)
			code, err := Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Log) <= 300 && len(code) > 1000 {
				t.Errorf("%v seed %d: %d steps make %d characters", c, seed, len(r.Log), len(code))
			}
			steps = append(steps, len(r.Log))
			sizes = append(sizes, len(code))
			bits += float64(len(payload(t, code))*8) / float64(max(1, len(r.Log)))
		}
		slices.Sort(steps)
		slices.Sort(sizes)
		fmt.Fprintf(&report, "| %v | %d | %d | %d | %d | %d | %.1f |\n", c, len(steps), steps[len(steps)/2], steps[len(steps)-1],
			sizes[len(sizes)/2], sizes[len(sizes)-1], bits/float64(len(steps)))
	}
	t.Log("\n" + report.String())
}
