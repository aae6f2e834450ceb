package ui

import (
	"strconv"
	"testing"

	"menagerie/app/ui/kit"
)

// TestFrenchTypography checks every French text of the app and of every
// game's screens (strings, rules, guided tips, options, names and blurbs)
// for the faults kit.FrenchFaults finds: a straight apostrophe, an ordinal
// written 4e or 4ème, a capital A that should be À. (The kit's own texts
// are checked in its package.)
func TestFrenchTypography(t *testing.T) {
	check := func(where, fr string) {
		for _, f := range kit.FrenchFaults(fr) {
			t.Errorf("%s: %s", where, f)
		}
	}
	for key, pair := range texts {
		check(key, pair[0])
	}
	for _, g := range tables {
		id := g.ID()
		check(id+" name", g.Name[0])
		check(id+" blurb", g.Blurb[0])
		for key, pair := range g.Texts {
			check(id+" "+key, pair[0])
		}
		for i, p := range g.RulesText() {
			check(id+" rules paragraph "+strconv.Itoa(i+1), p[0])
		}
		for v, o := range g.Options {
			check(id+" option "+v, o[0])
		}
		if g.Guide != nil {
			for _, tip := range g.Guide.Tips {
				check(id+" tip "+tip.Key, tip.Text[0])
			}
		}
	}
}

// TestGrammar checks the app's own texts as kittest.Check checks each
// game's: a count of a plural has its singular beside it ("1 coup", and
// "0 coup" in French), and nothing agrees with a player whose gender the
// app does not know ("Marie est éliminé").
func TestGrammar(t *testing.T) {
	for _, f := range kit.CountFaults(texts) {
		t.Error(f)
	}
	for key, pair := range texts {
		for _, f := range kit.AgreementFaults(pair[0]) {
			t.Errorf("%s: %s", key, f)
		}
	}
	for n, want := range map[int]string{0: "0 coup joué", 1: "1 coup joué", 2: "2 coups joués"} {
		if got := trIn(French, "home.moves", n); got != want {
			t.Errorf("French %d moves: %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{0: "0 moves played", 1: "1 move played", 2: "2 moves played"} {
		if got := trIn(English, "home.moves", n); got != want {
			t.Errorf("English %d moves: %q, want %q", n, got, want)
		}
	}
}
