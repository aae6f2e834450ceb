package ui

import (
	"menagerie/app/ui/kit"
	"regexp"

	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestAboutCreditsArt renders the about page in both languages: it credits
// Twemoji with its licence, links the licence text shipped with the art, and
// names the app's own drawings.
func TestAboutCreditsArt(t *testing.T) {
	defer setLang(lang)
	for _, l := range []Lang{French, English} {
		setLang(l)
		html := app.HTMLString(&aboutPage{Lang: l})
		if out := os.Getenv("MENAGERIE_ABOUT_HTML"); out != "" {
			os.WriteFile(out+"-"+string(l)+".html", []byte(html), 0o644)
		}
		want := []string{
			"Twemoji", "Twitter", "Jason Sofonia", "CC BY 4.0",
			`href="` + ccByURL + `"`, `href="` + twemojiURL + `"`, `href="` + artLicencePath + `"`,
			ArtPackage + " " + ArtVersion, `target="_blank"`,
		}
		for _, id := range ownArt {
			want = append(want, `src="/web/art/`+id+`.svg"`, aboutTitleCase(kit.Animal(id)))
		}
		for _, w := range want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the about page does not say %q", l, w)
			}
		}
		if missingText.MatchString(html) {
			t.Errorf("%s: a text is missing: %s", l, html)
		}
	}
}

func TestAboutTitleCase(t *testing.T) {
	for in, want := range map[string]string{"": "", "taupe": "Taupe", "éléphant": "Éléphant", "ours polaire": "Ours polaire"} {
		if got := aboutTitleCase(in); got != want {
			t.Errorf("aboutTitleCase(%q) = %q, want %q", in, got, want)
		}
	}
}

// missingText is how a text key without a text shows (see tr: «key», no
// space inside, unlike French quotes), and a format gone wrong.
var missingText = regexp.MustCompile(`«[^\s\x{a0}«»]+»|%!`)
