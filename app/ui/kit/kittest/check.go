package kittest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/gamestest"
)

// Options says what Check plays beyond its defaults, and what a game's
// package checks on the way, in the same games (a second pass over them
// would double the tests' time).
type Options struct {
	// Games are the random games played, one per config. By default one
	// game at each of the engine's tables (gamestest.Tables), with seeds 1,
	// 2, ….
	Games []games.Config
	// Pick chooses the move the seat of u plays (default: one of u.Legal,
	// uniformly), to steer random games to the positions the checks need.
	// It must return one of u.Legal.
	Pick func(u table.Update, rng *rand.Rand) json.RawMessage
	// Marks are pieces of HTML that some drawing of the board must hold:
	// every part of the table shows at some point.
	Marks []string
	// See, if set, is called with every drawing of the board, in the
	// language on (kit.Current), with its HTML.
	See func(t *testing.T, u table.Update, html string)
	// GuideRuns is how many guided games are played, the bots drawing
	// from seeds 1, 2, … (default 20, 5 with -short).
	GuideRuns int
	// Screen, if set, is called with every screen of every guided game.
	Screen func(t *testing.T, botSeed uint64, s Screen)
	// Guided, if set, is called with every guided game once it is over.
	Guided func(t *testing.T, botSeed uint64, g Guided)
}

// checkStream is the second word of the generators Check's random games
// draw from (the first is the game's seed).
const checkStream = 0x6b697474

// Check runs the checks every game's screen passes, as gamestest.Check
// does for engines, in three subtests:
//
//   - board: seeded random games (see Options.Games), the board drawn at
//     every position for every seat and a spectator, in French and in
//     English: it draws without panicking, shows no missing text key and
//     no format gone wrong, marks nothing when no move is proposed, gives a
//     reason for every greyed card, and sends only legal moves (none to a
//     seat that may not act); every move is told in the log (kit.Log, as
//     the app keeps it) by a line that starts with its player's name; the
//     round's end, if the game tells it, draws without missing text; the
//     standings at the end list every seat once; every mark of
//     Options.Marks shows at some point.
//   - guide: the guided game's tips are complete (CheckTips), and in every
//     guided game played (PlayGuided) each tip comes up.
//   - texts: the names, blurb, rules, option labels, round's name and
//     texts are there
//     in both languages, with the same format verbs and no fault of French
//     typography; the options named are the engine's, every one.
//   - rules: the rules are in headed sections, those the game has (see
//     checkRules), each with its text, headings and pictures in both
//     languages.
func Check(t *testing.T, game kit.Game, opt Options) {
	t.Helper()
	if game.Engine == nil || game.Board == nil {
		t.Fatal("the game has no engine or no board")
	}
	defer kit.SetLang(kit.Current())
	t.Run("board", func(t *testing.T) { checkBoards(t, game, opt) })
	t.Run("guide", func(t *testing.T) { checkGuide(t, game, opt) })
	t.Run("texts", func(t *testing.T) { checkTexts(t, game) })
	t.Run("rules", func(t *testing.T) { checkRules(t, game) })
}

// maxCheckMoves bounds one of Check's random games.
const maxCheckMoves = 50000

// langs are the app's languages, as Check draws in them.
var langs = []kit.Lang{kit.French, kit.English}

// checkBoards plays Check's random games and checks every drawing.
func checkBoards(t *testing.T, game kit.Game, opt Options) {
	configs := opt.Games
	if len(configs) == 0 {
		for i, tb := range gamestest.Tables(game.Engine) {
			configs = append(configs, tb.Config(uint64(i)+1))
		}
	}
	pick := opt.Pick
	if pick == nil {
		pick = func(u table.Update, rng *rand.Rand) json.RawMessage { return u.Legal[rng.IntN(len(u.Legal))] }
	}
	seen := map[string]bool{}
	for _, cfg := range configs {
		name := fmt.Sprintf("%s %s seed %d", game.ID(), gamestest.Table{Players: cfg.Players, Variant: cfg.Variant}, cfg.Seed)
		t.Logf("%s: moves drawn from PCG(%d, %#x)", name, cfg.Seed, checkStream)
		rng := rand.New(rand.NewPCG(cfg.Seed, checkStream))
		tb := BotTable(t, game.Engine, cfg)
		logs := make([]kit.Log, cfg.Players+1)
		for step := 0; ; step++ {
			if step > maxCheckMoves {
				t.Fatalf("%s: no end after %d moves", name, step)
			}
			for i := range logs {
				seat := games.Seat(i)
				if i == cfg.Players {
					seat = games.Spectator
				}
				u := tb.Update(seat)
				where := fmt.Sprintf("%s, move %d, seat %d", name, u.Seq, seat)
				checkLog(t, game, &logs[i], u, where)
				for _, l := range langs {
					kit.SetLang(l)
					checkDrawing(t, game, u, where+" ("+string(l)+")", opt, seen)
				}
			}
			if tb.Over() {
				break
			}
			acts := tb.ToAct()
			seat := acts[rng.IntN(len(acts))]
			u := tb.Update(seat)
			move := pick(u, rng)
			if err := tb.Act(seat, move); err != nil {
				t.Fatalf("%s: seat %d plays %s: %v", name, seat, move, err)
			}
		}
		t.Logf("%s: %d moves", name, tb.Update(games.Spectator).Seq)
		if game.Standings != nil {
			checkStandings(t, game, tb.Update(games.Spectator), name)
		}
	}
	for _, m := range opt.Marks {
		if !seen[m] {
			t.Errorf("no board showed %q", m)
		}
	}
}

// checkDrawing draws u's board, and the round's end, in the language on.
func checkDrawing(t *testing.T, game kit.Game, u table.Update, where string, opt Options, seen map[string]bool) {
	t.Helper()
	html := draw(t, where, func() app.UI { return game.Board(&Table{}, u) })
	missing(t, where, html)
	if m := Marked(html); len(m) > 0 {
		t.Fatalf("%s: no move proposed, yet %+v are marked", where, m)
	}
	for _, e := range Elems(html) {
		if e.Has("why") && e.Data("why") == "" {
			t.Fatalf("%s: a greyed card says nothing: %+v", where, e)
		}
		move, sends := e.Attr("data-move")
		if !sends || e.Disabled() {
			continue
		}
		if !kit.Mine(u) {
			t.Fatalf("%s: the seat may not act, yet %+v sends a move", where, e)
		}
		if !slices.ContainsFunc(u.Legal, func(l json.RawMessage) bool { return string(l) == move }) {
			t.Fatalf("%s: %+v sends a move that is not legal (%s)", where, e, u.Legal)
		}
	}
	for _, m := range opt.Marks {
		if !seen[m] && strings.Contains(html, m) {
			seen[m] = true
		}
	}
	if game.RoundEnd != nil {
		if ui := game.RoundEnd(u); ui != nil {
			missing(t, where+", round's end", draw(t, where+", round's end", func() app.UI { return ui }))
			// Read-only: drawn as one piece of HTML (kit.Static).
			if !kit.Writable(ui) {
				t.Fatalf("%s: the round's end has a handler or a component: it cannot be drawn as one piece (kit.Static)", where)
			}
		}
	}
	if u.Over {
		// The end's account is most of the end screen's elements: one
		// piece of HTML as well.
		ui := game.Board(&Table{}, u)
		if c, ok := ui.(app.Composer); ok {
			ui = c.Render()
		}
		if !kit.Writable(ui) {
			t.Fatalf("%s: the end's account has a handler or a component: it cannot be drawn as one piece (kit.Static)", where)
		}
	}
	if opt.See != nil {
		opt.See(t, u, html)
	}
}

// draw is the HTML of what f makes; a panic fails the test, saying where.
func draw(t *testing.T, where string, f func() app.UI) (html string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s: the drawing panics: %v", where, r)
		}
	}()
	return app.HTMLString(f())
}

// missing fails t if html shows a text key without its text or a format
// gone wrong.
func missing(t *testing.T, where, html string) {
	t.Helper()
	if loc := findMissing(html); loc != nil {
		t.Fatalf("%s: %q in %s", where, html[loc[0]:loc[1]], html[max(0, loc[0]-80):min(len(html), loc[1]+80)])
	}
}

// findMissing is MissingText.FindStringIndex(s), without the regular
// expression where s cannot match it (most drawings: the expression is
// slow on long pages full of French quotes).
func findMissing(s string) []int {
	if !strings.Contains(s, "%!") {
		open := false
		for i := 0; i < len(s); {
			j := strings.Index(s[i:], "«")
			if j < 0 {
				break
			}
			i += j + len("«")
			r, _ := utf8.DecodeRuneInString(s[i:])
			if !strings.ContainsRune("«» \t\n\f\r\u00a0", r) {
				open = true
				break
			}
		}
		if !open {
			return nil
		}
	}
	return MissingText.FindStringIndex(s)
}

// checkLog adds u's moves to the seat's log as the app does, and checks
// the lines added, in both languages: each starts with its player's name
// and shows no missing text.
func checkLog(t *testing.T, game kit.Game, log *kit.Log, u table.Update, where string) {
	t.Helper()
	was := kit.Current()
	kit.SetLang(kit.French)
	before := len(log.Lines())
	log.Add(game, u)
	for _, l := range langs {
		kit.SetLang(l)
		for _, line := range log.Lines()[before:] {
			text := line.Text
			for _, f := range line.Faces {
				text += " " + f.Text + " " + f.Label
			}
			name := kit.SeatName(u, line.Seat)
			if name == "" || !strings.HasPrefix(line.Text, name+" ") || MissingText.MatchString(text) {
				t.Fatalf("%s (%s): the log line of move %d reads %q", where, l, line.Seq, text)
			}
		}
	}
	kit.SetLang(was)
}

// checkStandings checks the end's standings: every seat once.
func checkStandings(t *testing.T, game kit.Game, u table.Update, where string) {
	t.Helper()
	rows := game.Standings(u)
	var seats []games.Seat
	for _, r := range rows {
		seats = append(seats, r.Seat)
	}
	slices.Sort(seats)
	for i, s := range seats {
		if s != games.Seat(i) || len(seats) != len(u.Seats) {
			t.Fatalf("%s: the standings list seats %v for %d players", where, seats, len(u.Seats))
		}
	}
}

// checkGuide plays the guided game: every tip comes up in each run.
func checkGuide(t *testing.T, game kit.Game, opt Options) {
	g := game.Guide
	CheckTips(t, g)
	runs := opt.GuideRuns
	if runs == 0 {
		runs = 20
		if testing.Short() {
			runs = 5
		}
	}
	for run := range runs {
		botSeed := uint64(run) + 1
		var screen func(Screen)
		if opt.Screen != nil {
			screen = func(s Screen) { opt.Screen(t, botSeed, s) }
		}
		got := PlayGuided(t, game, botSeed, screen)
		t.Logf("bots' seed %d: %d moves of the player's, tips in order %v", botSeed, got.Turns, got.Order)
		if missing := got.Missing(g); len(missing) > 0 {
			t.Errorf("bots' seed %d: tips %v never came up", botSeed, missing)
		}
		if opt.Guided != nil {
			opt.Guided(t, botSeed, got)
		}
	}
}

// verbs finds the format verbs of a text.
var verbs = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)

// checkTexts checks that what a player reads is there in both languages.
func checkTexts(t *testing.T, game kit.Game) {
	pair := func(where string, p [2]string, differ bool) {
		t.Helper()
		if strings.TrimSpace(p[0]) == "" || strings.TrimSpace(p[1]) == "" || differ && p[0] == p[1] {
			t.Errorf("%s: %q", where, p)
		}
		if fr, en := verbs.FindAllString(p[0], -1), verbs.FindAllString(p[1], -1); !slices.Equal(fr, en) {
			t.Errorf("%s: French fills %v, English %v", where, fr, en)
		}
		for _, f := range append(kit.FrenchFaults(p[0]), kit.AgreementFaults(p[0])...) {
			t.Errorf("%s: %s", where, f)
		}
	}
	for _, f := range kit.CountFaults(game.Texts) {
		t.Error(f)
	}
	pair("name", game.Name, false)
	pair("blurb", game.Blurb, true)
	if len(game.Rules) == 0 {
		t.Error("no rules")
	}
	for i, p := range game.RulesText() {
		pair(fmt.Sprintf("rules paragraph %d", i+1), p, true)
	}
	if game.Round != ([2]string{}) {
		pair("round", game.Round, false)
		if verbs.FindAllString(game.Round[1], -1) == nil {
			t.Errorf("the round's name %q has no number", game.Round)
		}
	}
	for key, p := range game.Texts {
		pair(key, p, false)
	}
	var offered []string
	if o, ok := game.Engine.(games.Optioner); ok {
		offered = o.Variants()
	}
	if got := game.OptionValues(); !slices.Equal(got, offered) {
		t.Errorf("the setup offers %q, the engine %q", got, offered)
	}
	lo, hi := game.Players()
	for v, p := range game.Options {
		pair("option "+v, p, false)
		ok := false
		for n := lo; n <= hi && !ok; n++ {
			_, err := game.Engine.New(games.Config{Players: n, Variant: v})
			ok = err == nil
		}
		if !ok {
			t.Errorf("option %q: the engine deals no game with it", v)
		}
	}
}
