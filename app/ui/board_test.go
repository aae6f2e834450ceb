package ui

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// botTable starts a table of game whose seats are all bots, named PA, PB, ….
func botTable(t *testing.T, game string, cfg games.Config) *table.Table {
	t.Helper()
	setup := table.Setup{Game: game, Config: cfg}
	for i := range cfg.Players {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: "P" + string(rune('A'+i)), Kind: table.Bot})
	}
	g, _ := playable(setup.Game)
	tb, err := table.New(g, setup)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// missingText is how a text key without a text shows (see tr: «key», no
// space inside, unlike French quotes), and a format gone wrong.
var missingText = regexp.MustCompile(`«[^\s\x{a0}«»]+»|%!`)

// boardRun is a game played to its end by drawEveryPosition.
type boardRun struct {
	name     string                                   // for the failures
	draw     func(p *playPage, u table.Update) app.UI // the game's table
	describe func(u table.Update, ev table.Event) string
	// pick chooses the next move among the legal ones.
	pick func(legal []json.RawMessage) json.RawMessage
	// maxMoves stops a game that does not end.
	maxMoves int
}

// drawEveryPosition plays tb to its end, and at every position draws the
// table in both languages for the seat to act and for a spectator: nothing
// may panic, no text be missing, and every log line begins with its
// player's name. seen records which of marks some table's HTML held.
func drawEveryPosition(t *testing.T, tb *table.Table, run boardRun, marks []string, seen map[string]bool) {
	t.Helper()
	defer setLang(lang)
	p := &playPage{}
	for step := 0; ; step++ {
		if step > run.maxMoves {
			t.Fatalf("%s: no end after %d moves", run.name, step)
		}
		over := tb.Over()
		var seat games.Seat = games.Spectator
		if !over {
			seat = tb.ToAct()[0]
		}
		for _, l := range []Lang{French, English} {
			setLang(l)
			for _, s := range []games.Seat{seat, games.Spectator} {
				u := tb.Update(s)
				html := app.HTMLString(run.draw(p, u))
				if loc := missingText.FindStringIndex(html); loc != nil {
					t.Fatalf("%s: %q in %s", run.name, html[loc[0]:loc[1]], html[max(0, loc[0]-80):min(len(html), loc[1]+80)])
				}
				for _, k := range marks {
					if strings.Contains(html, k) {
						seen[k] = true
					}
				}
				for _, ev := range u.Events {
					line := run.describe(u, ev)
					if !strings.HasPrefix(line, u.Seats[ev.Seat].Name+" ") || missingText.MatchString(line) {
						t.Fatalf("%s: log line %q", run.name, line)
					}
				}
			}
		}
		if over {
			return
		}
		if err := tb.Act(seat, run.pick(tb.Update(seat).Legal)); err != nil {
			t.Fatal(err)
		}
	}
}

// anyMove picks one of the legal moves at random.
func anyMove(rng *rand.Rand) func(legal []json.RawMessage) json.RawMessage {
	return func(legal []json.RawMessage) json.RawMessage { return legal[rng.IntN(len(legal))] }
}

// checkSeen fails for each mark no table showed.
func checkSeen(t *testing.T, marks []string, seen map[string]bool) {
	t.Helper()
	for _, k := range marks {
		if !seen[k] {
			t.Errorf("no table showed %q", k)
		}
	}
}
