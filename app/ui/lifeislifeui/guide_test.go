package lifeislifeui

import (
	"context"
	"encoding/json"
	"fmt"
	stdhtml "html"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/bot"
	"menagerie/games/lifeislife"
)

// chooser is the app's bot chooser: the seat's level.
func chooser(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
	return bot.Choose(ctx, s, seat, bot.Level(level), rng)
}

// guidedRun is what one guided game showed the player.
type guidedRun struct {
	fired  map[string]int // tip key: how many turns the player had played when it first came up
	turns  int            // the player's turns
	rounds int
	sudden []int // the player's turns (1 for the first) that ended a round by a sudden death
	won    bool
}

// playGuided plays g's deal as the app does: "You" at seat 0 following the
// coach (the Hard bot's move from the seat's view), the others Easy bots,
// every bot decision from rng. Tips are checked on every update the
// player's screen may show: no two may be due at once (a note at a time,
// one per turn), and each is recorded with the player's turn it first
// came up on.
func playGuided(t *testing.T, g *kit.Guide, rng *rand.Rand) guidedRun {
	t.Helper()
	seats := []table.SeatInfo{{Name: "You", Kind: table.Human}}
	for i := 1; i < g.Players; i++ {
		seats = append(seats, table.SeatInfo{Name: "Bot " + string(rune('0'+i)), Kind: table.Bot, Level: int(bot.Easy)})
	}
	setup := table.Setup{Game: engine.ID(), Config: games.Config{Players: g.Players, Seed: g.Seed, Variant: g.Variant}, Seats: seats}
	tb, err := table.New(engine, setup)
	if err != nil {
		t.Fatal(err)
	}
	run := guidedRun{fired: map[string]int{}}
	check := func(u table.Update) {
		var due []string
		for _, tip := range g.Tips {
			if tip.When(u) {
				due = append(due, tip.Key)
			}
		}
		if len(due) > 1 {
			t.Errorf("move %d: tips %v are due at once", u.Seq, due)
		}
		for _, tip := range g.Tips {
			if _, ok := run.fired[tip.Key]; !ok && tip.When(u) {
				run.fired[tip.Key] = run.turns
			}
		}
	}
	for step := 0; !tb.Over(); step++ {
		if step > 3000 {
			t.Fatalf("no end after %d moves", step)
		}
		seat := tb.ToAct()[0]
		var job *table.BotJob
		check(tb.Update(0))
		if seat == 0 {
			run.turns++
			job, err = tb.HintJob(0)
		} else {
			job, err = tb.BotJob(seat)
		}
		if err != nil {
			t.Fatal(err)
		}
		move, err := job.Run(context.Background(), chooser, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Act(seat, move); err != nil {
			t.Fatal(err)
		}
		if seat == 0 {
			var v lifeislife.View
			if err := kit.DecodeView(tb.Update(0), &v); err != nil {
				t.Fatal(err)
			}
			if v.Last != nil && v.Last.Outcome == "sudden_death" {
				run.sudden = append(run.sudden, run.turns)
			}
		}
	}
	u := tb.Update(0)
	check(u)
	var v struct {
		Round  int `json:"round"`
		Winner int `json:"winner"`
	}
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	run.rounds, run.won = v.Round, v.Winner == 0
	return run
}

// TestGuideTipsComeUp plays the guided deal with the bots deciding from
// twenty seeds: every tip comes up in every game, one at a time, and the
// player's first exchange ends the first round by a sudden death.
func TestGuideTipsComeUp(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		run := playGuided(t, guide, rand.New(rand.NewPCG(seed, 0x626f7473)))
		t.Logf("bot seed %d: %d turns, %d rounds, sudden deaths on turns %v, won %v, tips %v", seed, run.turns, run.rounds, run.sudden, run.won, run.fired)
		for _, tip := range guide.Tips {
			if _, ok := run.fired[tip.Key]; !ok {
				t.Errorf("bot seed %d: tip %q never came up", seed, tip.Key)
			}
		}
		if len(run.sudden) == 0 || run.sudden[0] != 1 {
			t.Errorf("bot seed %d: the player's sudden deaths came on turns %v, not first on turn 1", seed, run.sudden)
		}
	}
}

// hintSink is a table that proposes a move.
type hintSink struct {
	sink
	hint json.RawMessage
}

func (h *hintSink) Hint() json.RawMessage { return h.hint }

var (
	buttonTag = regexp.MustCompile(`<button[^>]*>`)
	attrOf    = regexp.MustCompile(`\s([a-z-]+)(="(?:[^"\\]|\\.)*")?`)
)

// element is a button of a rendered board, by its attributes.
type element map[string]string

// buttons lists the buttons of html in document order. HTMLString quotes
// values as Go does; an attribute printed bare (aria-pressed, disabled) is
// "true"; disabled is "false" when absent.
func buttons(html string) []element {
	var out []element
	for _, tag := range buttonTag.FindAllString(html, -1) {
		e := element{"disabled": "false"}
		for _, a := range attrOf.FindAllStringSubmatch(strings.TrimSuffix(tag, ">"), -1) {
			e[a[1]] = "true"
			if a[2] != "" {
				v, err := strconv.Unquote(a[2][1:])
				if err != nil {
					v = a[2][1:]
				}
				e[a[1]] = stdhtml.UnescapeString(v)
			}
		}
		out = append(out, e)
	}
	return out
}

func (e element) hinted() bool {
	return slices.Contains(strings.Fields(e["class"]), "hinted")
}

// TestHintIsHighlighted proposes legal moves of the player's turns in a
// few games (the knock and a few exchanges drawn at random) and follows the highlight as the guided game's browser test
// does: tapping the highlighted cards not yet chosen, in document order,
// then the highlighted move button, which must be enabled and send exactly
// the move proposed.
func TestHintIsHighlighted(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	rng := rand.New(rand.NewPCG(18, 1))
	followed := map[string]bool{}
	for _, seed := range []uint64{175, 3, 42} {
		tb := botTable(t, games.Config{Players: 3, Seed: seed})
		for turn := 0; turn < 40 && !tb.Over(); turn++ {
			seat := tb.ToAct()[0]
			u := tb.Update(seat)
			for k := range 6 {
				hint := u.Legal[rng.IntN(len(u.Legal))]
				if k == 0 {
					hint = u.Legal[len(u.Legal)-1] // the knock, when allowed
				}
				followHint(t, u, hint)
				m, _ := kit.Decode[lifeislife.Move](engine, hint)
				followed[fmt.Sprint(m.Kind, m.Row)] = true
			}
			if err := tb.Act(seat, u.Legal[rng.IntN(len(u.Legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(followed) != 5 {
		t.Errorf("the hints followed were %v: not a knock and every row", followed)
	}
	// No hint, or one for another position: nothing is highlighted.
	tb := botTable(t, games.Config{Players: 3, Seed: 175})
	u := tb.Update(tb.ToAct()[0])
	for _, hint := range []json.RawMessage{nil, json.RawMessage(`{"k":"knock"}`), json.RawMessage(`{"k":"exchange","row":9,"lay":"cat"}`)} {
		b := Board(&hintSink{hint: hint}, u).(*board)
		if html := app.HTMLString(b.Render()); strings.Contains(html, "hinted") {
			t.Errorf("hint %s: something is highlighted", hint)
		}
	}
}

// followHint draws u's board with hint proposed and taps as the coach's
// follower does, checking that the move sent is hint.
func followHint(t *testing.T, u table.Update, hint json.RawMessage) {
	t.Helper()
	ts := &hintSink{hint: hint}
	b := Board(ts, u).(*board)
	for taps := 0; ; taps++ {
		if taps > 6 {
			t.Fatalf("hint %s: still tapping after %d taps", hint, taps)
		}
		els := buttons(app.HTMLString(b.Render()))
		i := slices.IndexFunc(els, func(e element) bool {
			return e.hinted() && !strings.Contains(" "+e["class"]+" ", " move ") && e["aria-pressed"] != "true"
		})
		if i >= 0 {
			e := els[i]
			switch {
			case strings.HasPrefix(e["id"], "row-"):
				r, _ := strconv.Atoi(e["data-row"])
				b.chooseRow(r)
			case strings.HasPrefix(e["id"], "hand-"):
				k, _ := strconv.Atoi(e["data-i"])
				b.toggle(k)
			default:
				t.Fatalf("hint %s: highlighted %v", hint, e)
			}
			continue
		}
		var moves []element
		for _, e := range els {
			if e.hinted() && strings.Contains(" "+e["class"]+" ", " move ") {
				moves = append(moves, e)
			}
		}
		if len(moves) != 1 || moves[0]["disabled"] != "false" {
			t.Fatalf("hint %s: after %d taps the move buttons highlighted are %v", hint, taps, moves)
		}
		if got := moves[0]["data-move"]; got != string(hint) {
			t.Fatalf("hint %s: the highlighted button sends %s", hint, got)
		}
		return
	}
}
