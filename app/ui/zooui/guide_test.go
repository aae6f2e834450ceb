package zooui

import (
	"context"
	"encoding/json"
	"flag"
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
	"menagerie/games/zoo"
)

// guideSearch, when set, makes TestGuideSearch try that many deals.
var guideSearch = flag.Int("zooguide.search", 0, "deals for TestGuideSearch to try")

// chooseBot decides a bot's move as the app does.
func chooseBot(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move {
	return bot.Choose(ctx, s, seat, bot.Level(level), rng)
}

// guided is how one guided game went.
type guided struct {
	fired  map[string]int // tip key → the player's turn it first came up on
	rounds int            // rounds played
	turns  int            // the player's turns
	won    bool           // the player won
}

// playGuided plays the guided game on seed as the app does: seat 0 is the
// player, who follows the coach (the Hard bot's move from the player's
// view), the others are Easy bots; every random choice comes from
// botSeed. Each tip's When is asked of the player's update after every
// move.
func playGuided(t *testing.T, seed, botSeed uint64) guided {
	t.Helper()
	setup := table.Setup{Game: Game.ID(), Config: games.Config{Players: guide.Players, Seed: seed, Variant: guide.Variant},
		Seats: []table.SeatInfo{{Name: "You", Kind: table.Human}}}
	for i := 1; i < guide.Players; i++ {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: "Bot", Kind: table.Bot, Level: int(bot.Easy)})
	}
	tb, err := table.New(zoo.Game{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(botSeed, 0x626f7473))
	g := guided{fired: map[string]int{}}
	for step := 0; !tb.Over(); step++ {
		if step > 5000 {
			t.Fatalf("deal %d, bots %d: no end after %d moves", seed, botSeed, step)
		}
		u := tb.Update(0)
		for _, tip := range guide.Tips {
			if _, ok := g.fired[tip.Key]; !ok && tip.When(u) {
				g.fired[tip.Key] = g.turns
			}
		}
		seat := tb.ToAct()[0]
		job, err := tb.BotJob(seat)
		if seat == 0 {
			job, err = tb.HintJob(seat)
			g.turns++
		}
		if err != nil {
			t.Fatal(err)
		}
		mv, err := job.Run(context.Background(), chooseBot, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Act(seat, mv); err != nil {
			t.Fatalf("deal %d, bots %d: %s refused: %v", seed, botSeed, mv, err)
		}
	}
	var v zoo.View
	if err := kit.DecodeView(tb.Update(0), &v); err != nil {
		t.Fatal(err)
	}
	g.rounds = v.Round
	g.won = v.Final != nil && slices.Contains(v.Final.Winners, 0)
	return g
}

// TestGuide plays the guided game with twenty seeds for the bots (and the
// coach's own randomness): every tip comes up in each, and the game ends.
func TestGuide(t *testing.T) {
	if guide.Players != 3 || guide.Variant != simpleGame {
		t.Fatalf("the guided game is %d players %q", guide.Players, guide.Variant)
	}
	keys := map[string]bool{}
	for _, tip := range guide.Tips {
		if keys[tip.Key] {
			t.Errorf("tip %s twice", tip.Key)
		}
		keys[tip.Key] = true
		if tip.Text[0] == "" || tip.Text[1] == "" || tip.When == nil {
			t.Errorf("tip %s is incomplete", tip.Key)
		}
	}
	n := 20
	if testing.Short() {
		n = 4
	}
	for botSeed := range uint64(n) {
		g := playGuided(t, guide.Seed, botSeed)
		t.Logf("bots %d: %d rounds, %d turns, won %v, tips at turns %v", botSeed, g.rounds, g.turns, g.won, g.fired)
		for _, tip := range guide.Tips {
			if _, ok := g.fired[tip.Key]; !ok {
				t.Errorf("bots %d: tip %s never came up", botSeed, tip.Key)
			}
		}
	}
}

// TestGuideSearch looks for a guided deal (go test -run GuideSearch
// -zooguide.search N): deals whose tips all come up for a few seeds of the
// bots, with how long the games last.
func TestGuideSearch(t *testing.T) {
	if *guideSearch == 0 {
		t.Skip("no -zooguide.search")
	}
	for seed := range uint64(*guideSearch) {
		setup := table.Setup{Game: Game.ID(), Config: games.Config{Players: guide.Players, Seed: seed}}
		for range guide.Players {
			setup.Seats = append(setup.Seats, table.SeatInfo{Kind: table.Bot})
		}
		tb, err := table.New(zoo.Game{}, setup)
		if err != nil {
			t.Fatal(err)
		}
		var v zoo.View
		if err := kit.DecodeView(tb.Update(0), &v); err != nil {
			t.Fatal(err)
		}
		has := func(id string) int {
			n := 0
			for _, h := range v.Hand {
				if h == id {
					n++
				}
			}
			return n
		}
		if has("chameleon") == 0 || has("mosquito") == 0 || has("elephant") == 0 {
			continue
		}
		ok, rounds, turns, wins := true, 0, 0, 0
		latest := map[string]int{} // the latest turn each tip came up on
		const tries = 4
		for botSeed := range uint64(tries) {
			g := playGuided(t, seed, botSeed)
			rounds += g.rounds
			turns += g.turns
			if g.won {
				wins++
			}
			for _, tip := range guide.Tips {
				at, fired := g.fired[tip.Key]
				if !fired {
					ok = false
				}
				latest[tip.Key] = max(latest[tip.Key], at)
			}
		}
		t.Logf("deal %d: hand %v leads %v; all tips %v, by turn %v; %.1f rounds, %.1f turns, %d/%d won", seed, v.Hand, tb.ToAct()[0] == 0,
			ok, latest, float64(rounds)/tries, float64(turns)/tries, wins, tries)
	}
}

// hinter is a table that proposes one move.
type hinter struct{ raw json.RawMessage }

func (h hinter) Act(app.Context, json.RawMessage) {}
func (h hinter) Hint() json.RawMessage            { return h.raw }

var (
	buttonTag = regexp.MustCompile(`<button[^>]*>`)
	classAttr = regexp.MustCompile(`\bclass="([^"]*)"`)
	dataI     = regexp.MustCompile(`\bdata-i="(\d+)"`)
	dataMove  = regexp.MustCompile(`\bdata-move=("(?:[^"\\]|\\.)*")`) // Go-quoted
	// The HTML writer leaves out the value "true".
	ariaPressed = regexp.MustCompile(`\baria-pressed(="true")?[\s>]`)
	disabled    = regexp.MustCompile(`\sdisabled(="true")?[\s>]`)
)

// hintedButtons are the buttons of html marked "hinted": the cards (by
// their data-i, in page order, with whether each is pressed) and the move
// buttons (their moves, and whether each is enabled).
func hintedButtons(html string) (cards []int, pressed []bool, moves []string, enabled []bool) {
	for _, tag := range buttonTag.FindAllString(html, -1) {
		c := classAttr.FindStringSubmatch(tag)
		if c == nil || !slices.Contains(strings.Fields(c[1]), "hinted") {
			continue
		}
		if strings.Contains(tag, `id="zoo-clear"`) {
			cards = append(cards, -1)
			pressed = append(pressed, false)
			continue
		}
		if slices.Contains(strings.Fields(c[1]), "move") {
			var move string
			if m := dataMove.FindStringSubmatch(tag); m != nil {
				move, _ = strconv.Unquote(m[1])
			}
			moves = append(moves, move)
			enabled = append(enabled, !disabled.MatchString(tag))
			continue
		}
		i := dataI.FindStringSubmatch(tag)
		if i == nil {
			continue
		}
		n, _ := strconv.Atoi(i[1])
		cards = append(cards, n)
		pressed = append(pressed, ariaPressed.MatchString(tag))
	}
	return cards, pressed, moves, enabled
}

// TestHintHighlight proposes, in positions of random games (simple and in
// teams), each legal move in turn, with some cards already chosen: tapping
// the marked cards that are not pressed, in page order, then the marked
// move button sends exactly the proposed move.
func TestHintHighlight(t *testing.T) {
	for _, c := range []struct {
		players int
		variant string
		seed    uint64
	}{{3, "", 21}, {5, zoo.VariantPartners, 22}} {
		tb := botTable(t, c.players, c.variant, c.seed)
		rng := rand.New(rand.NewPCG(c.seed, 5))
		kinds := map[zoo.Kind]int{}
		for step := 0; !tb.Over() && step < 150; step++ {
			seat := tb.ToAct()[0]
			u := tb.Update(seat)
			var v zoo.View
			if err := kit.DecodeView(u, &v); err != nil {
				t.Fatal(err)
			}
			for _, mv := range legal(u) {
				z := &board{T: hinter{mv.Raw}, U: u}
				z.sync(u, v)
				for range rng.IntN(4) {
					z.tap(rng.IntN(len(v.Hand))) // some cards chosen already
				}
				for taps := 0; ; taps++ {
					cards, pressed, moves, enabled := hintedButtons(app.HTMLString(z))
					i := slices.Index(pressed, false)
					switch {
					case i >= 0 && taps <= len(v.Hand) && cards[i] < 0:
						z.clear()
						continue
					case i >= 0 && taps <= len(v.Hand):
						z.tap(cards[i])
						continue
					}
					if i >= 0 || len(moves) != 1 || !enabled[0] || moves[0] != string(mv.Raw) {
						t.Fatalf("%d players, step %d, hand %v: proposing %s, after %d taps the marked cards %v (pressed %v), the marked buttons %v (enabled %v)",
							c.players, step, v.Hand, mv.Raw, taps, cards, pressed, moves, enabled)
					}
					if want := mv.Move.Cards.Total(); picked(mv.Move.Kind) && (len(cards) != want || slices.Contains(cards, -1)) {
						t.Fatalf("proposing %s marks %d cards", mv.Raw, len(cards))
					}
					break
				}
				kinds[mv.Move.Kind]++
			}
			if err := tb.Act(seat, u.Legal[rng.IntN(len(u.Legal))]); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d players: moves proposed by kind %v", c.players, kinds)
	}
}
