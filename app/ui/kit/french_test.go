package kit

import "testing"

// TestFrenchFaults: the checker finds what it must, and only that.
func TestFrenchFaults(t *testing.T) {
	for _, tc := range []struct {
		s   string
		bad bool
	}{
		{"Installer l'appli", true}, {"Installer l’appli", false},
		{"la 4e carte", true}, {"la 4ème carte", true}, {"la 4ᵉ carte", false}, {"le 1er", true}, {"le 1ᵉʳ", false},
		{"A chaque manche", true}, {"Bien. A vous", true}, {"À chaque manche", false},
		{"k cartes d’un animal A, il faut k + 1 cartes de A", false}, {"le 2 mai", false}, {"%de", false},
	} {
		if got := len(FrenchFaults(tc.s)) > 0; got != tc.bad {
			t.Errorf("%q: faults %v", tc.s, FrenchFaults(tc.s))
		}
	}
}

// TestKitFrenchTypography: the kit's own French texts have none of the
// faults FrenchFaults finds.
func TestKitFrenchTypography(t *testing.T) {
	for _, set := range []Texts{texts, clockTexts} {
		for key, pair := range set {
			for _, f := range FrenchFaults(pair[0]) {
				t.Errorf("%s: %s", key, f)
			}
		}
	}
}
