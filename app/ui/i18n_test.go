package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/games/bot"
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

// TestRulesParagraph puts a paragraph's topic in bold, and only a topic.
func TestRulesParagraph(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Le pli\u00a0: celui qui mène", "<p><strong>Le pli</strong>\u00a0: celui qui mène</p>"},
		{"Scoring: one point", "<p><strong>Scoring</strong>: one point</p>"},
		{"Un groupe, c'est une carte. Ainsi : rien", "<p>Un groupe, c&#39;est une carte. Ainsi : rien</p>"},
		{"No colon at all", "<p>No colon at all</p>"},
	} {
		got := regexp.MustCompile(`\n\s*`).ReplaceAllString(app.HTMLString(rulesParagraph(tc.in)), "")
		if got != tc.want {
			t.Errorf("rulesParagraph(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestHintReasonTexts: every reason a hint may give (bot.AllReasons) is
// worded in both languages, differently, and every hint text is one of
// them.
func TestHintReasonTexts(t *testing.T) {
	known := map[string]bool{}
	for _, r := range bot.AllReasons() {
		known["hint."+r] = true
		pair, ok := texts["hint."+r]
		if !ok || strings.TrimSpace(pair[0]) == "" || strings.TrimSpace(pair[1]) == "" || pair[0] == pair[1] {
			t.Errorf("reason %q is worded %q", r, pair)
		}
	}
	for key := range texts {
		if strings.HasPrefix(key, "hint.") && !known[key] {
			t.Errorf("%s words no reason the bots give", key)
		}
	}
}
