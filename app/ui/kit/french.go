package kit

import (
	"regexp"
	"sync"
)

// frenchFaults are the faults of French typography FrenchFaults finds,
// each with what to write instead. They are compiled on first use: only
// the tests use them, never the app when it starts.
var frenchFaults = sync.OnceValue(func() []frenchFault {
	return []frenchFault{
		{regexp.MustCompile(`'`), "the typographic apostrophe ’"},
		{regexp.MustCompile(`\b\d+(e|è|ème|eme|ième|er|re|ère)\b`), "a superscript ordinal: 1ᵉʳ, 1ʳᵉ, 4ᵉ"},
		{regexp.MustCompile(`(^|[.!?…]\s+|[«(]\s*)A\s`), "« À » at the start of a sentence"},
	}
})

// frenchFault is a fault of French typography and what to write instead.
type frenchFault struct {
	re   *regexp.Regexp
	want string
}

// FrenchFaults lists the faults of French typography in the French text s
// that FrenchSpaces cannot mend, for the tests over every text: a straight
// apostrophe, an ordinal written 4e or 4ème instead of 4ᵉ, a capital A
// that should be À.
func FrenchFaults(s string) []string {
	var out []string
	for _, f := range frenchFaults() {
		if loc := f.re.FindStringIndex(s); loc != nil {
			out = append(out, f.want+` (at "`+s[max(0, loc[0]-20):min(len(s), loc[1]+20)]+`")`)
		}
	}
	return out
}
