package ui

import (
	"strings"
	"testing"
)

// TestFrenchSpaces checks French typography's no-break spaces.
func TestFrenchSpaces(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Rangée 3 : touchez", "Rangée 3\u00a0: touchez"},
		{"2 ; une carte", "2\u202f; une carte"},
		{"Bravo ! Encore ?", "Bravo\u202f! Encore\u202f?"},
		{"les « maringouins »", "les «\u00a0maringouins\u00a0»"},
		{"12:30, a:b", "12:30, a:b"},
	} {
		if got := frenchSpaces(tc.in); got != tc.want {
			t.Errorf("frenchSpaces(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestTextsTypography draws every text in both languages: French gets its
// no-break spaces, English keeps plain ones.
func TestTextsTypography(t *testing.T) {
	for key, pair := range texts {
		fr, en := trIn(French, key), trIn(English, key)
		for _, bad := range []string{" :", " ;", " !", " ?", "« ", " »"} {
			if strings.Contains(fr, bad) {
				t.Errorf("%s: %q has %q", key, fr, bad)
			}
		}
		if en != pair[1] {
			t.Errorf("%s: English %q became %q", key, pair[1], en)
		}
	}
}
