package kittest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
	"menagerie/games"
)

// required are the sections every game's rules have; a game played in
// rounds (games.Rounder) has RulesRoundEnd too.
var required = []kit.RulesKind{kit.RulesGoal, kit.RulesCards, kit.RulesTurn, kit.RulesGameEnd}

// checkRules checks the rules' sections: each kind at most once, in the
// order of kit.RulesKinds; the goal, the cards, a turn and the end of the
// game always, the end of a round exactly when the game is played in
// rounds, variants only when the setup offers a choice; in both languages
// every heading is there, every section has text, its card pictures are
// named and its drawing (a chart) shows no missing text.
func checkRules(t *testing.T, game kit.Game) {
	var kinds []kit.RulesKind
	for _, s := range game.Rules {
		if !slices.Contains(kit.RulesKinds, s.Kind) {
			t.Errorf("section of unknown kind %q", s.Kind)
			continue
		}
		if slices.Contains(kinds, s.Kind) {
			t.Errorf("two sections %q", s.Kind)
		}
		if len(kinds) > 0 && slices.Index(kit.RulesKinds, s.Kind) < slices.Index(kit.RulesKinds, kinds[len(kinds)-1]) {
			t.Errorf("section %q after %q", s.Kind, kinds[len(kinds)-1])
		}
		kinds = append(kinds, s.Kind)
	}
	want := slices.Clone(required)
	lo, _ := game.Players()
	if s, err := game.Engine.New(games.Config{Players: lo, Seed: 1}); err != nil {
		t.Fatalf("no game for %d players: %v", lo, err)
	} else if _, rounds := s.(games.Rounder); rounds {
		want = append(want, kit.RulesRoundEnd)
	} else if slices.Contains(kinds, kit.RulesRoundEnd) {
		t.Error("the rules tell the end of a round, and the game has no rounds")
	}
	for _, k := range want {
		if !slices.Contains(kinds, k) {
			t.Errorf("no section %q", k)
		}
	}
	if slices.Contains(kinds, kit.RulesVariants) && len(game.OptionValues()) < 2 {
		t.Error("the rules tell variants, and the setup offers none")
	}
	for _, s := range game.Rules {
		if len(s.Paragraphs) == 0 {
			t.Errorf("section %q has no text", s.Kind)
		}
		for _, l := range langs {
			if h := s.TitleIn(l); strings.TrimSpace(h) == "" || findMissing(h) != nil || h == s.TitleIn(other(l)) {
				t.Errorf("section %q is headed %q in %s", s.Kind, h, l)
			}
			for i, p := range s.Paragraphs {
				if strings.TrimSpace(kit.Pick(l, p)) == "" {
					t.Errorf("section %q, paragraph %d: no text in %s", s.Kind, i+1, l)
				}
			}
			kit.SetLang(l)
			where := fmt.Sprintf("section %q in %s", s.Kind, l)
			if s.Cards != nil {
				faces := s.Cards()
				if len(faces) == 0 {
					t.Errorf("%s: no card pictures", where)
				}
				for _, f := range faces {
					if strings.TrimSpace(f.Label) == "" || findMissing(f.Label) != nil || f.Art == "" && f.Text == "" {
						t.Errorf("%s: card picture %+v", where, f)
					}
				}
				missing(t, where, draw(t, where, func() app.UI { return kit.Faces(faces) }))
			}
			if s.Extra != nil {
				missing(t, where, draw(t, where, s.Extra))
			}
		}
	}
}

// other is the other language.
func other(l kit.Lang) kit.Lang {
	if l == kit.French {
		return kit.English
	}
	return kit.French
}
