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

// TestCountFaults: a count of a plural needs its singular beside it.
func TestCountFaults(t *testing.T) {
	tests := []struct {
		texts Texts
		bad   bool
	}{
		{Texts{"a": {"%d cartes", "%d cards"}}, true},
		{Texts{"a": {"%d cartes", "%d cards"}, "a.one": {"%d carte", "%d card"}}, false},
		{Texts{"a": {"Victoire à %[2]d points : %[1]s", "A win on %[2]d points: %[1]s"}}, true},
		{Texts{"a": {"… et %d coups de plus", "… and %d more moves"}}, true},
		{Texts{"a": {"Fin de la manche %d.", "Round %d is over."}}, false},
		{Texts{"a": {"Longueur : %d", "Length: %d"}}, false},
	}
	for _, tc := range tests {
		if got := len(CountFaults(tc.texts)) > 0; got != tc.bad {
			t.Errorf("%v: faults %v", tc.texts, CountFaults(tc.texts))
		}
	}
}

// TestAgreementFaults: nothing agrees with a player's unknown gender.
func TestAgreementFaults(t *testing.T) {
	for s, bad := range map[string]bool{
		"%s est éliminé.":             true,
		"; %[1]s est parti":           true,
		"Vous êtes invité à la place": true,
		"%s quitte la partie.":        false,
		"Vous êtes hors jeu":          false,
		"%s est le dernier joueur":    false,
	} {
		if got := len(AgreementFaults(s)) > 0; got != bad {
			t.Errorf("%q: faults %v", s, AgreementFaults(s))
		}
	}
}

// TestKitGrammar checks the kit's own texts for counts and agreement.
func TestKitGrammar(t *testing.T) {
	for _, f := range CountFaults(texts) {
		t.Error(f)
	}
	for key, pair := range texts {
		for _, f := range AgreementFaults(pair[0]) {
			t.Errorf("%s: %s", key, f)
		}
	}
}
