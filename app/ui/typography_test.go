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
		for i, p := range g.Rules {
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
