package kit

import (
	"regexp"
	"sort"
	"strings"
	"sync"
)

// The checkers' patterns are compiled on first use: only the tests use
// them, never the app when it starts.

// countedNoun finds a count followed by a plural word: "%d cartes",
// "%[2]d points", "%d coups de plus", "%d more moves".
var countedNoun = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`%(\[\d+\])?d[\s\x{a0}]+(de |d’|more )?(\p{L}+)`)
})

// notNouns are the words after a count that are not the counted thing's
// plural: verbs ("Round %d is over"), and French words that end in s or x
// in the singular too.
var notNouns = map[string]bool{"is": true, "was": true, "has": true, "does": true, "takes": true, "gets": true, "goes": true, "fois": true, "plus": true, "pas": true}

// agreement finds French texts that make a word agree, in the masculine,
// with a player whose gender the app does not know: "%s est éliminé",
// "Vous êtes invité". (The feminine forms are left alone: the texts have
// none with a player for subject, and "la partie de %s est abîmée" is
// right.)
var agreement = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(%(\[\d+\])?s (est|sont|reste|a été)|[Vv]ous (êtes|restez|avez été)) (\p{L}+é|\p{L}+és|prêt|prêts|parti|partis|seul|seuls)(\P{L}|$)`)
})

// CountFaults lists the texts of t, in either language, that count
// something in the plural ("%d cartes") with no singular text beside them
// under the key with ".one" ("%d carte"): Tr picks that one for one, and
// for zero in French.
func CountFaults(t map[string][2]string) []string {
	var out []string
	for key, pair := range t {
		if _, ok := t[key+".one"]; ok || strings.HasSuffix(key, ".one") {
			continue
		}
		for _, s := range pair {
			if noun := countedPlural(s); noun != "" {
				out = append(out, key+`: counts "`+noun+`" with no singular text `+key+".one")
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// countedPlural is the plural word a count in s is followed by, or "".
func countedPlural(s string) string {
	for _, m := range countedNoun().FindAllStringSubmatch(s, -1) {
		w := m[3]
		if notNouns[w] {
			continue
		}
		if last := w[len(w)-1]; last == 's' || last == 'x' {
			return w
		}
	}
	return ""
}

// AgreementFaults lists the places in the French text s where a word
// agrees with a player of unknown gender ("Marie est éliminé"): such texts
// are written so that nothing needs to agree ("Marie quitte la partie",
// "hors jeu").
func AgreementFaults(s string) []string {
	var out []string
	for _, m := range agreement().FindAllString(s, -1) {
		out = append(out, `agrees with a player of unknown gender: "`+m+`"`)
	}
	return out
}
