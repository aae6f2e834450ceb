package beavergangui

import (
	"context"
	"encoding/json"
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
	"menagerie/games/beavergang"
	"menagerie/games/bot"
)

// guidedGame plays the guided game on the deal of seed as the app does:
// the player's seat follows the coach (the Hard bot's move from its view,
// see table.HintJob) and the other seats are Easy bots, every bot drawing
// from rng. It returns the keys of the tips whose When held on an update
// of the player's while the game waited for the player (where the app shows
// each due tip until it is put away), and the number of moves the player
// made.
func guidedGame(t testing.TB, seed uint64, rng *rand.Rand) (map[string]bool, int) {
	t.Helper()
	g := Game.Guide
	setup := table.Setup{Game: engine.ID(), Config: games.Config{Players: g.Players, Seed: seed, Variant: g.Variant}}
	setup.Seats = append(setup.Seats, table.SeatInfo{Name: "You", Kind: table.Human})
	for i := 1; i < g.Players; i++ {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: "Bot", Kind: table.Bot, Level: int(bot.Easy)})
	}
	tb, err := table.New(engine, setup)
	if err != nil {
		t.Fatal(err)
	}
	choose := func(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
		return bot.Choose(ctx, s, seat, bot.Level(level), rng)
	}
	seen := map[string]bool{}
	moves := 0
	for n := 0; !tb.Over(); n++ {
		if n > 10000 {
			t.Fatal("no end after 10000 moves")
		}
		// During the opening peek every seat acts at once: the bots
		// first, as the player waits for them in the app.
		toAct := tb.ToAct()
		seat := toAct[len(toAct)-1]
		var job *table.BotJob
		if seat == 0 {
			u := tb.Update(0)
			for _, tip := range g.Tips {
				if tip.When(u) {
					seen[tip.Key] = true
				}
			}
			job, err = tb.HintJob(0)
			moves++
		} else {
			job, err = tb.BotJob(seat)
		}
		if err != nil {
			t.Fatal(err)
		}
		move, err := job.Run(context.Background(), choose, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Act(seat, move); err != nil {
			t.Fatal(err)
		}
	}
	return seen, moves
}

// TestGuideTips: in the guided game, whatever the bots draw, every tip
// comes up while the game waits for the player.
func TestGuideTips(t *testing.T) {
	g := Game.Guide
	if g == nil || len(g.Tips) == 0 {
		t.Fatal("no guided game")
	}
	for _, tip := range g.Tips {
		if texts[tip.Key] != tip.Text || tip.Text[0] == "" || tip.Text[1] == "" {
			t.Errorf("tip %s: its text is not the texts' %q", tip.Key, texts[tip.Key])
		}
	}
	runs := 20
	if testing.Short() {
		runs = 5
	}
	for run := range runs {
		seed := uint64(run) + 1
		seen, moves := guidedGame(t, g.Seed, rand.New(rand.NewPCG(seed, 0x626f7473)))
		for _, tip := range g.Tips {
			if !seen[tip.Key] {
				t.Errorf("bots' seed %d: tip %s never came up in %d moves of the player's", seed, tip.Key, moves)
			}
		}
	}
}

// hintTable is a table that proposes one move (see kit.HintTable) and
// takes none.
type hintTable struct{ hint json.RawMessage }

func (hintTable) Act(app.Context, json.RawMessage) {}

func (h hintTable) Hint() json.RawMessage { return h.hint }

// tag is one element of a drawn board: its attributes, as HTMLString
// writes them.
type tag struct {
	name, class, pressed, id string
	data                     map[string]string
	disabled                 bool
}

// isMove says whether tg is a button of the action bar that sends a move.
func (tg tag) isMove() bool {
	return tg.name == "button" && slices.Contains(strings.Fields(tg.class), "move")
}

// attrRes are the expressions that read each attribute (see hintedTags).
var attrRes = map[string]*regexp.Regexp{}

// elem is an element's opening tag; HTMLString writes an attribute's
// quotes as \".
var elem = regexp.MustCompile(`<(\w+)((?:[^>"]|"(?:[^"\\]|\\.)*")*)>`)

// hintedTags are the elements of html marked hinted, in document order.
func hintedTags(html string) []tag {
	// A true boolean attribute (aria-pressed="true") is written bare.
	attr := func(attrs, name string) (string, bool) {
		re, ok := attrRes[name]
		if !ok {
			re = regexp.MustCompile(`\s` + name + `(="((?:[^"\\]|\\.)*)")?(\s|$)`)
			attrRes[name] = re
		}
		m := re.FindStringSubmatch(attrs)
		switch {
		case m == nil:
			return "", false
		case m[1] == "":
			return "true", true
		}
		return strings.ReplaceAll(m[2], `\"`, `"`), true
	}
	var out []tag
	for _, m := range elem.FindAllStringSubmatch(html, -1) {
		class, _ := attr(m[2], "class")
		if !slices.Contains(strings.Fields(class), "hinted") {
			continue
		}
		tg := tag{name: m[1], class: class, data: map[string]string{}}
		tg.pressed, _ = attr(m[2], "aria-pressed")
		tg.id, _ = attr(m[2], "id")
		_, tg.disabled = attr(m[2], "disabled")
		for _, k := range []string{"act", "move", "seat", "slot"} {
			tg.data[k], _ = attr(m[2], "data-"+k)
		}
		out = append(out, tg)
	}
	return out
}

// follow taps the marks of the board b as the guided game does, each tap
// drawing b again: the first marked element not pressed (a card, or a bar
// button that is not a move), else the marked move button. It returns the
// move sent, and the marks of each drawing.
func follow(t *testing.T, b *board) (json.RawMessage, [][]tag) {
	t.Helper()
	var drawn [][]tag
	for range 6 {
		marked := hintedTags(app.HTMLString(b))
		drawn = append(drawn, marked)
		i := slices.IndexFunc(marked, func(tg tag) bool { return !tg.isMove() && tg.pressed != "true" })
		if i < 0 {
			i = slices.IndexFunc(marked, func(tg tag) bool { return tg.isMove() && !tg.disabled })
		}
		if i < 0 {
			return nil, drawn
		}
		tg := marked[i]
		if tg.data["act"] == "move" {
			return json.RawMessage(tg.data["move"]), drawn
		}
		num := func(k string) int {
			n, err := strconv.Atoi(tg.data[k])
			if err != nil {
				return -1
			}
			return n
		}
		b.choose(tg.data["act"], num("seat"), num("slot"))
	}
	return nil, drawn
}

// TestHintHighlight: whatever legal move is proposed, following the marks
// as the guided game does (tap the marked cards not yet pressed, in
// document order, then the marked move button) sends exactly that move,
// and marks only what makes it; with no hint, nothing is marked. The looks
// are pairs of moves: the peek then "ready", the Regarder's look then
// "back"; each is proposed on its own position.
func TestHintHighlight(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	kinds := map[string]int{}
	for _, seed := range []uint64{3, 8, 13} {
		rng := rand.New(rand.NewPCG(seed, 9))
		tb := newTable(t, 2+int(seed%3), seed)
		for step := 0; !tb.Over(); step++ {
			if step > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			seat := tb.ToAct()[0]
			u := tb.Update(seat)
			if got := hintedTags(app.HTMLString(newBoard(hintTable{}, u))); len(got) > 0 {
				t.Fatalf("no hint, yet %+v are marked", got)
			}
			for _, raw := range u.Legal {
				m, _ := kit.Decode[beavergang.Move](engine, raw)
				if m.Kind == beavergang.KindPeek || m.Kind == beavergang.KindLook {
					begin(u, raw) // a look the page begins shows its cards
				}
				sent, drawn := follow(t, newBoard(hintTable{hint: raw}, u))
				if string(sent) != string(raw) {
					t.Fatalf("seed %d: hint %s: following the marks %+v sends %s", seed, raw, drawn, sent)
				}
				for _, marked := range drawn {
					for _, tg := range marked {
						if tg.isMove() && tg.data["move"] != string(raw) {
							t.Fatalf("seed %d: hint %s: %+v is marked", seed, raw, tg)
						}
					}
				}
				kinds[m.Kind]++
			}
			// Play the action cards, and knock seldom, to meet every kind.
			move := u.Legal[rng.IntN(len(u.Legal))]
			for _, raw := range u.Legal {
				m, _ := kit.Decode[beavergang.Move](engine, raw)
				if m.Kind == beavergang.KindPlay || m.Kind == beavergang.KindPeek || m.Kind == beavergang.KindPass && rng.IntN(10) > 0 {
					move = raw
				}
			}
			if err := tb.Act(seat, move); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{beavergang.KindPeek, beavergang.KindReady, beavergang.KindTake, beavergang.KindDraw,
		beavergang.KindReplace, beavergang.KindDiscard, beavergang.KindPlay, beavergang.KindSwap, beavergang.KindLook,
		beavergang.KindBack, beavergang.KindKnock, beavergang.KindPass} {
		if kinds[k] == 0 {
			t.Errorf("no hint proposed %q", k)
		}
	}
}
