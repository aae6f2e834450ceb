package chevauxui

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/bot"
	"menagerie/games/chevaux"
)

// guidedGame plays the guided game on the deal of seed as the app does:
// the player's seat follows the coach (the Hard bot's move from its view,
// see table.HintJob) and the other seats are Easy bots, every bot drawing
// from rng. It returns the keys of the tips whose When held on an update
// of the player's while the game waited for the player (where the app shows
// each due tip until it is put away), and the number of battles played.
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
	for n := 0; !tb.Over(); n++ {
		if n > 10000 {
			t.Fatal("no end after 10000 moves")
		}
		seat := tb.ToAct()[0]
		var job *table.BotJob
		if seat == 0 {
			u := tb.Update(0)
			for _, tip := range g.Tips {
				if tip.When(u) {
					seen[tip.Key] = true
				}
			}
			job, err = tb.HintJob(0)
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
	var v struct {
		Battles int `json:"battles"`
	}
	if err := json.Unmarshal(tb.Update(0).View, &v); err != nil {
		t.Fatal(err)
	}
	return seen, v.Battles
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
		seen, battles := guidedGame(t, g.Seed, rand.New(rand.NewPCG(seed, 0x626f7473)))
		for _, tip := range g.Tips {
			if !seen[tip.Key] {
				t.Errorf("bots' seed %d: tip %s never came up in %d battles", seed, tip.Key, battles)
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
	name, class, pressed, move, id string
	disabled                       bool
}

// hintedTags are the elements of html marked hinted, in document order.
func hintedTags(html string) []tag {
	// HTMLString writes an attribute's quotes as \".
	elem := regexp.MustCompile(`<(\w+)((?:[^>"]|"(?:[^"\\]|\\.)*")*)>`)
	// A true boolean attribute (aria-pressed="true") is written bare.
	attr := func(attrs, name string) (string, bool) {
		m := regexp.MustCompile(`\s` + name + `(="((?:[^"\\]|\\.)*)")?(\s|$)`).FindStringSubmatch(attrs)
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
		tg := tag{name: m[1], class: class}
		tg.pressed, _ = attr(m[2], "aria-pressed")
		tg.move, _ = attr(m[2], "data-move")
		tg.id, _ = attr(m[2], "id")
		_, tg.disabled = attr(m[2], "disabled")
		out = append(out, tg)
	}
	return out
}

// TestHintHighlight: whatever legal move is proposed, the board marks the
// elements that make it, and following the marks as the guided game does
// (tap the marked cards not yet pressed, in order, then the marked move
// button) sends exactly that move; with no hint, nothing is marked.
func TestHintHighlight(t *testing.T) {
	kinds := map[string]int{}
	for _, d := range deals[1:3] {
		tb := newTable(t, games.Config{Players: d.players, Seed: d.seed, Variant: d.variant})
		play(t, tb, rand.New(rand.NewPCG(d.seed, 9)), func(_ games.Seat, u table.Update) {
			if got := hintedTags(app.HTMLString(board(hintTable{}, u))); len(got) > 0 {
				t.Fatalf("no hint, yet %+v are marked", got)
			}
			for _, raw := range u.Legal {
				m, _ := kit.Decode[chevaux.Move](engine, raw)
				marked := hintedTags(app.HTMLString(board(hintTable{hint: raw}, u)))
				var cards, buttons []tag
				for _, tg := range marked {
					if tg.move != string(raw) {
						t.Fatalf("hint %s: %+v is marked", raw, tg)
					}
					isMove := tg.name == "button" && slices.Contains(strings.Fields(tg.class), "move")
					switch {
					case isMove:
						buttons = append(buttons, tg)
					case tg.pressed != "true":
						cards = append(cards, tg)
					}
				}
				switch {
				case len(cards) == 1 && len(buttons) == 0:
					// One tap on the card sends the move.
				case len(cards) == 0 && len(buttons) == 1 && !buttons[0].disabled:
					// The bar's button sends it.
				default:
					t.Fatalf("hint %s: the taps are %+v then %+v", raw, cards, buttons)
				}
				if m.Kind == chevaux.KindKeep && len(marked) != 2 {
					t.Fatalf("keeping marks %+v, not the characteristic in force and the keep button", marked)
				}
				kinds[m.Kind]++
			}
		})
	}
	for _, k := range []string{chevaux.KindChoose, chevaux.KindKeep, chevaux.KindSwitch, chevaux.KindCollect} {
		if kinds[k] == 0 {
			t.Errorf("no hint proposed %q", k)
		}
	}
}
