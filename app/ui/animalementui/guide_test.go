package animalementui

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
	"menagerie/games/animalement"
	"menagerie/games/bot"
)

// chooseBot decides a bot's move at its seat's level, as the app does.
func chooseBot(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
	return bot.Choose(ctx, s, seat, bot.Level(level), rng)
}

// guidedGame is what one guided game showed the player.
type guidedGame struct {
	seen  []string // the tips shown, in order
	turns int      // the player's moves
	over  bool
}

// playGuide plays the guided game g as the app does: the player ("You",
// seat 0) plays the move the coach proposes (the Hard bot's, from the
// player's view), the other seats are Easy bots, every bot and the coach
// drawing from one generator seeded with botSeed (the app's is random).
// On every update the player sees, the coach shows each tip that is due,
// in order, and the player puts it away.
func playGuide(t *testing.T, g *kit.Guide, botSeed uint64) guidedGame {
	t.Helper()
	setup := table.Setup{Game: Game.ID(), Config: games.Config{Players: g.Players, Seed: g.Seed, Variant: g.Variant}}
	setup.Seats = append(setup.Seats, table.SeatInfo{Name: "You", Kind: table.Human})
	for range g.Players - 1 {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: "Bot", Kind: table.Bot, Level: int(bot.Easy)})
	}
	tb, err := table.New(Game.Engine, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(botSeed, 0x626f7473))
	var out guidedGame
	for {
		u := tb.Update(0)
		for _, tip := range g.Tips {
			if !slices.Contains(out.seen, tip.Key) && tip.When(u) {
				out.seen = append(out.seen, tip.Key)
			}
		}
		if tb.Over() {
			out.over = true
			return out
		}
		seat := tb.ToAct()[0]
		var job *table.BotJob
		if seat == 0 {
			job, err = tb.HintJob(seat)
			out.turns++
		} else {
			job, err = tb.BotJob(seat)
		}
		if err != nil {
			t.Fatal(err)
		}
		move, err := job.Run(context.Background(), chooseBot, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Act(seat, move); err != nil {
			t.Fatalf("seat %d plays %s: %v", seat, move, err)
		}
	}
}

// TestGuide plays the guided game with the bots drawing from 20 seeds
// (they draw from a random one in the app): every tip comes up in each, and
// each tip's text is there in both languages.
func TestGuide(t *testing.T) {
	g := Game.Guide
	if g == nil {
		t.Fatal("no guided game")
	}
	for _, tip := range g.Tips {
		if tip.Text[0] == "" || tip.Text[1] == "" || tip.Text[0] == tip.Text[1] || tip.When == nil {
			t.Errorf("tip %s: %q", tip.Key, tip.Text)
		}
	}
	seeds := uint64(20)
	if testing.Short() {
		seeds = 4
	}
	for botSeed := uint64(1); botSeed <= seeds; botSeed++ {
		got := playGuide(t, g, botSeed)
		t.Logf("bot seed %d: %d moves of the player's, tips %v", botSeed, got.turns, got.seen)
		for _, tip := range g.Tips {
			if !slices.Contains(got.seen, tip.Key) {
				t.Errorf("bot seed %d: tip %s never came up (seen %v)", botSeed, tip.Key, got.seen)
			}
		}
	}
}

// hintTable is a table that proposes a move and takes none.
type hintTable struct {
	noTable
	hint json.RawMessage
}

func (h hintTable) Hint() json.RawMessage { return h.hint }

// button is an opening button tag's attributes. The HTML that go-app
// writes outside the browser gives a true attribute bare and a false one
// as "false", and quotes within a value with backslashes.
type button map[string]string

var (
	buttonTag = regexp.MustCompile(`<button\b[^>]*>`)
	attribute = regexp.MustCompile(`([a-z][a-z-]*)(?:="((?:[^"\\]|\\.)*)")?`)
)

// buttons are the buttons of a board's HTML, in document order.
func buttons(html string) []button {
	var out []button
	for _, tag := range buttonTag.FindAllString(html, -1) {
		b := button{}
		for _, a := range attribute.FindAllStringSubmatch(strings.TrimSuffix(strings.TrimPrefix(tag, "<button"), ">"), -1) {
			v := "true"
			if strings.Contains(a[0], "=") {
				var err error
				if v, err = strconv.Unquote(`"` + a[2] + `"`); err != nil {
					v = a[2]
				}
			}
			b[a[1]] = stdhtml.UnescapeString(v)
		}
		out = append(out, b)
	}
	return out
}

func (b button) has(class string) bool { return slices.Contains(strings.Fields(b["class"]), class) }

func (b button) isMove() bool { return b.has("move") }

func (b button) disabled() bool { return b["disabled"] == "true" }

// TestHintMarked proposes legal moves on the player's turns of several
// games and follows the marks as the guided game's player does: tapping
// the marked cards not yet picked, in document order, then the marked move
// button sends exactly the proposed move; the marks are exactly the bid's
// cards and the bid button, the pass button, or the card to discard. A
// move that is not legal here marks nothing.
func TestHintMarked(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	kinds := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 0x68696e74))
		play(t, 3+int(seed%3), seed, func(u table.Update) {
			if !kit.Mine(u) {
				return
			}
			stale, _ := json.Marshal(animalement.Discard(animalement.Whale))
			if !slices.ContainsFunc(u.Legal, func(raw json.RawMessage) bool { return string(raw) == string(stale) }) {
				html := app.HTMLString(Board(hintTable{hint: stale}, u))
				if strings.Contains(html, "hinted") {
					t.Fatalf("seed %d: a move that is not legal is marked", seed)
				}
			}
			for range 3 {
				raw := u.Legal[rng.IntN(len(u.Legal))]
				want, _ := decodeMove(raw)
				kinds[want.Kind]++
				followHint(t, u, raw, want)
			}
		})
	}
	for _, k := range []string{animalement.KindBid, animalement.KindPass, animalement.KindDiscard} {
		if kinds[k] == 0 {
			t.Errorf("no %s proposed", k)
		}
	}
}

// followHint draws the board of u with raw proposed, checks what is marked
// and plays the marks.
func followHint(t *testing.T, u table.Update, raw json.RawMessage, want animalement.Move) {
	t.Helper()
	c := Board(hintTable{hint: raw}, u).(*board)
	var marked []string
	for _, b := range buttons(app.HTMLString(c)) {
		if b.has("hinted") {
			marked = append(marked, b["id"])
		}
	}
	var wantMarked []string
	switch want.Kind {
	case animalement.KindBid:
		for _, v := range want.Cards.Values() {
			wantMarked = append(wantMarked, fmt.Sprintf("money-%d", v))
		}
		wantMarked = append(wantMarked, "bid")
	case animalement.KindPass:
		wantMarked = []string{"pass"}
	case animalement.KindDiscard:
		wantMarked = []string{"discard-" + want.Animal.String()}
	}
	if !slices.Equal(marked, wantMarked) {
		t.Fatalf("%s proposed: marked %v, want %v", raw, marked, wantMarked)
	}
	if want.Kind == animalement.KindBid {
		// A card picked beyond the proposed bid takes the mark off the bid
		// button, which would send another bid.
		var v animalement.View
		if err := kit.DecodeView(u, &v); err != nil {
			t.Fatal(err)
		}
		hand, _ := animalement.MoneyOf(v.Hand...)
		if extra := hand &^ want.Cards; extra != 0 {
			c.sel = extra & -extra
			if i := slices.IndexFunc(buttons(app.HTMLString(c)), func(b button) bool { return b["id"] == "bid" && b.has("hinted") }); i >= 0 {
				t.Fatalf("%s proposed: the bid button is marked with %v picked", raw, c.sel.Values())
			}
			c.sel = 0
		}
	}
	for taps := 0; ; taps++ {
		if taps > animalement.NumMoney+1 {
			t.Fatalf("%s proposed: the marks never send it (picked %v)", raw, c.sel.Values())
		}
		bs := buttons(app.HTMLString(c))
		i := slices.IndexFunc(bs, func(b button) bool { return b.has("hinted") && !b.isMove() && b["aria-pressed"] != "true" })
		if i >= 0 {
			if v, ok := bs[i]["data-v"]; ok {
				n, _ := strconv.Atoi(v)
				c.sel ^= moneyBit(n)
				continue
			}
			checkSent(t, raw, bs[i]["data-move"], want)
			return
		}
		i = slices.IndexFunc(bs, func(b button) bool { return b.has("hinted") && b.isMove() && !b.disabled() })
		if i < 0 {
			t.Fatalf("%s proposed: no marked button to send it with, cards picked %v", raw, c.sel.Values())
		}
		checkSent(t, raw, bs[i]["data-move"], want)
		return
	}
}

// checkSent checks that the move sent is the one proposed, as one of the
// legal moves.
func checkSent(t *testing.T, raw json.RawMessage, sent string, want animalement.Move) {
	t.Helper()
	got, ok := decodeMove(json.RawMessage(sent))
	if !ok || got != want {
		t.Fatalf("%s proposed: the marks send %s", raw, sent)
	}
}
