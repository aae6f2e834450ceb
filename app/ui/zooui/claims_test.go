package zooui

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"menagerie/app/ui/kit"
	"menagerie/games/zoo"
)

// claim is one statement of a text that an animal beats another, or does
// not (Not), or (Other noAnimal) beats nothing.
type claim struct {
	Who, Other zoo.Animal
	Not        bool
	Text       string // the clause it was read from
}

// noAnimal stands for "nothing" in a claim.
const noAnimal zoo.Animal = 255

func (c claim) String() string {
	if c.Other == noAnimal {
		return fmt.Sprintf("%s beats nothing (%q)", c.Who, c.Text)
	}
	not := ""
	if c.Not {
		not = "does not "
	}
	return fmt.Sprintf("%s %sbeats %s (%q)", c.Who, not, c.Other, c.Text)
}

// holds reports whether the engine's chart agrees with the claim.
func (c claim) holds() bool {
	if c.Other == noAnimal {
		for b := zoo.Whale; b <= zoo.Chameleon; b++ {
			if zoo.Beats(c.Who, b) {
				return false
			}
		}
		return true
	}
	return zoo.Beats(c.Who, c.Other) != c.Not
}

// item is one piece of a clause: an animal named (with its article or
// number), a verb saying who beats whom, a list separator, a relative
// pronoun, "nothing", or any other word.
type item struct {
	kind    byte // 'm' mention, 'v' verb, 's' separator, 'r' relative, 'n' nothing, 'o' other
	animal  zoo.Animal
	passive bool // "is beaten by": the objects beat the subjects
	not     bool // a negated verb
}

// The words the checker reads, after normalization (lower case, elisions
// spelt out: l’ → le, n’ → ne, doesn’t → does not).
var (
	determiners = []string{"le", "la", "les", "un", "une", "des", "deux", "trois", "the", "a", "an", "one", "two", "three"}
	separators  = []string{",", "et", "and", "ou", "or"}
	relatives   = []string{"qui", "which", "that"}
	activeVerbs = [][]string{{"fait", "fuir"}, {"font", "fuir"}, {"scares", "off"}, {"scare", "off"},
		{"bat"}, {"battent"}, {"mange"}, {"mangent"}, {"beats"}, {"beat"}, {"eats"}, {"eat"}, {"scares"}, {"scare"}}
	passiveVerbs = [][]string{{"est", "battu", "par"}, {"est", "battue", "par"}, {"sont", "battus", "par"}, {"sont", "battues", "par"},
		{"est", "mangé", "par"}, {"sont", "mangés", "par"}, {"is", "beaten", "by"}, {"are", "beaten", "by"}, {"is", "eaten", "by"}, {"are", "eaten", "by"}}
	nothing = [][]string{{"personne"}, {"aucun", "animal"}, {"nothing"}, {"no", "animal"}}
	// clauseEnd splits a text into clauses: a claim never crosses these.
	clauseEnd = regexp.MustCompile(`[.;:!?()«»“”"←—]`)
	token     = regexp.MustCompile(`[\p{L}\p{N}]+|,`)
)

// names are the zoo's animals by every name the texts give them, longest
// first, as word lists.
var names = func() (out []struct {
	words []string
	a     zoo.Animal
}) {
	for a := zoo.Whale; a <= zoo.Chameleon; a++ {
		for _, l := range []kit.Lang{kit.French, kit.English} {
			for _, many := range []bool{false, true} {
				out = append(out, struct {
					words []string
					a     zoo.Animal
				}{strings.Fields(kit.AnimalName(l, a.String(), many)), a})
			}
		}
	}
	out = append(out, struct {
		words []string
		a     zoo.Animal
	}{[]string{"maringouin"}, zoo.Mosquito}, struct {
		words []string
		a     zoo.Animal
	}{[]string{"maringouins"}, zoo.Mosquito})
	slices.SortStableFunc(out, func(x, y struct {
		words []string
		a     zoo.Animal
	}) int {
		return len(y.words) - len(x.words)
	})
	return out
}()

// normalize lowers the text and spells out its elisions.
func normalize(s string) string {
	s = strings.ToLower(strings.ReplaceAll(s, "’", "'"))
	s = strings.ReplaceAll(s, "n't", " not")
	return regexp.MustCompile(`\b(l|n|d|qu|j|s)'`).ReplaceAllStringFunc(s, func(m string) string {
		return map[string]string{"l'": "le ", "n'": "ne ", "d'": "de ", "qu'": "que ", "j'": "je ", "s'": "se "}[m]
	})
}

// at reports whether words start with phrase.
func at(words []string, phrase []string) bool {
	return len(words) >= len(phrase) && slices.Equal(words[:len(phrase)], phrase)
}

// items reads a clause's words.
func items(words []string) []item {
	var out []item
	for i := 0; i < len(words); {
		w := words[i]
		neg := 0
		switch {
		case w == "ne":
			neg = 1
		case at(words[i:], []string{"does", "not"}) || at(words[i:], []string{"do", "not"}):
			neg = 2
		}
		found := false
		for _, vs := range [][][]string{activeVerbs, passiveVerbs} {
			for _, v := range vs {
				if at(words[i+neg:], v) {
					it := item{kind: 'v', passive: len(v) == 3, not: neg > 0}
					i += neg + len(v)
					if it.not && i < len(words) && words[i] == "pas" {
						i++
					}
					out = append(out, it)
					found = true
					break
				}
			}
			if found {
				break
			}
		}
		if found {
			continue
		}
		for _, n := range nothing {
			if at(words[i:], n) {
				out = append(out, item{kind: 'n'})
				i += len(n)
				found = true
				break
			}
		}
		if found {
			continue
		}
		j := i
		for j < len(words) && slices.Contains(determiners, words[j]) && j-i < 2 {
			j++
		}
		for _, n := range names {
			if at(words[j:], n.words) {
				out = append(out, item{kind: 'm', animal: n.a})
				i = j + len(n.words)
				found = true
				break
			}
		}
		if found {
			continue
		}
		switch {
		case slices.Contains(separators, w):
			out = append(out, item{kind: 's'})
		case slices.Contains(relatives, w):
			out = append(out, item{kind: 'r'})
		default:
			out = append(out, item{kind: 'o'})
		}
		i++
	}
	return out
}

// claims reads every claim of text, and fails t on a verb of beating in a
// clause that names an animal but that the checker cannot read: such a
// text must say who beats whom plainly ("A bat B", "A ne bat pas B", "A
// est battu par B, C et D", "the A beats nothing", lists of animals on
// either side). A clause with a placeholder (%s) is a template whose
// animals come from the engine at run time: it is not read, the texts made
// from it are (the guided game's tips, as the app shows them).
func claims(t *testing.T, text string) []claim {
	t.Helper()
	var out []claim
	for _, clause := range clauseEnd.Split(normalize(text), -1) {
		if strings.Contains(clause, "%") {
			continue
		}
		its := items(token.FindAllString(clause, -1))
		if !slices.ContainsFunc(its, func(it item) bool { return it.kind == 'm' }) {
			continue
		}
		for v, it := range its {
			if it.kind != 'v' {
				continue
			}
			// The subjects: a list of animals just before the verb (a
			// relative pronoun between, after a comma or not).
			var subj []zoo.Animal
			k := v - 1
			if k >= 0 && its[k].kind == 'r' {
				k--
				if k >= 0 && its[k].kind == 's' {
					k--
				}
			}
			for k >= 0 && its[k].kind == 'm' {
				subj = append(subj, its[k].animal)
				if k >= 2 && its[k-1].kind == 's' && its[k-2].kind == 'm' && (k < 3 || its[k-3].kind != 'v') {
					k -= 2
					continue
				}
				break
			}
			// The objects: "nothing", or a list of animals just after the
			// verb, up to the next verb's subject.
			var obj []zoo.Animal
			none := v+1 < len(its) && its[v+1].kind == 'n'
			for k := v + 1; k < len(its) && its[k].kind == 'm'; k += 2 {
				if k > v+1 && k+1 < len(its) && (its[k+1].kind == 'v' || its[k+1].kind == 'r') {
					break
				}
				obj = append(obj, its[k].animal)
				if k+1 >= len(its) || its[k+1].kind != 's' {
					break
				}
			}
			if len(subj) == 0 || len(obj) == 0 && !none {
				t.Errorf("a claim the checker cannot read (say who beats whom plainly): %q in %q", clause, text)
				continue
			}
			for _, s := range subj {
				if none {
					out = append(out, claim{Who: s, Other: noAnimal, Text: clause})
					continue
				}
				for _, o := range obj {
					c := claim{Who: s, Other: o, Not: it.not, Text: clause}
					if it.passive {
						c.Who, c.Other = o, s
					}
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// zooTexts are every text of the game a player reads, in both languages:
// the strings, the rules, the guided game's tips, the options, the name
// and the blurb.
func zooTexts() []string {
	var out []string
	for _, pair := range texts {
		out = append(out, pair[0], pair[1])
	}
	for _, p := range Game.RulesText() {
		out = append(out, p[0], p[1])
	}
	for _, tip := range Game.Guide.Tips {
		out = append(out, tip.Text[0], tip.Text[1])
	}
	for _, o := range Game.Options {
		out = append(out, o[0], o[1])
	}
	return append(out, Game.Name[0], Game.Name[1], Game.Blurb[0], Game.Blurb[1])
}

// No text of the game claims a beat the engine refuses, nor denies one it
// allows: every "A beats B" of the rules, the tips and the strings, in
// both languages, is checked against zoo.Beats.
func TestTextsMatchTheChart(t *testing.T) {
	n := 0
	seen := map[string]bool{}
	for _, text := range zooTexts() {
		for _, c := range claims(t, text) {
			n++
			seen[fmt.Sprintf("%s>%v/%v", c.Who, c.Other, c.Not)] = true
			if c.Other == noAnimal {
				seen[c.Who.String()+">nothing"] = true
			}
			if !c.holds() {
				t.Errorf("the chart says otherwise: %v", c)
			}
		}
	}
	// The texts do make claims, and the checker reads them.
	for _, want := range []string{"mouse>elephant/false", "elephant>fox/false", "elephant>hedgehog/true", "mosquito>nothing", "hedgehog>mosquito/false", "polarbear>seal/false"} {
		if !seen[want] {
			t.Errorf("no text claims %s", want)
		}
	}
	t.Logf("%d claims checked", n)
}

// The checker reads what it must, and catches the old mosquito tip.
func TestClaimsChecker(t *testing.T) {
	for _, tc := range []struct {
		text  string
		wrong int // claims the chart refuses
		all   int
	}{
		{"Le moustique mange le hérisson, le poisson et la souris.", 3, 3},
		{"The mosquito eats hedgehogs, fish and mice.", 3, 3},
		{"la souris bat l’éléphant, l’éléphant bat le renard, le renard bat le hérisson, mais l’éléphant ne bat pas le hérisson", 0, 4},
		{"the mouse beats the elephant, the elephant beats the fox, the fox beats the hedgehog, but the elephant does not beat the hedgehog", 0, 4},
		{"Le renard ne bat pas le hérisson.", 1, 1},
		{"The whale doesn't beat the seal.", 1, 1},
		{"Le phoque est battu par la baleine et l’ours polaire.", 0, 2},
		{"The seal is beaten by the fox.", 1, 1},
		{"Le moustique ne bat personne ; le hérisson, le poisson et la souris battent le moustique.", 0, 4},
		{"The whale beats nothing.", 1, 1},
		{"Le moustique ne bat aucun animal.", 0, 1},
		{"ou un ours polaire, qui bat le phoque, mais pas deux", 0, 1},
		{"Une souris fait fuir un éléphant ; deux souris, deux éléphants.", 0, 1},
		{"Empty your hand: the mouse scares the elephant.", 0, 1},
	} {
		cs := claims(t, tc.text)
		wrong := 0
		for _, c := range cs {
			if !c.holds() {
				wrong++
			}
		}
		if len(cs) != tc.all || wrong != tc.wrong {
			t.Errorf("%q: %d claims, %d wrong; want %d, %d: %v", tc.text, len(cs), wrong, tc.all, tc.wrong, cs)
		}
	}
}
