package zooui

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games/zoo"
)

// guideSearch, when set, makes TestGuideSearch try that many deals.
var guideSearch = flag.Int("zooguide.search", 0, "deals for TestGuideSearch to try")

// guided is how one guided game went.
type guided struct {
	kittest.Guided
	rounds int  // rounds played
	won    bool // the player won
}

// playGuided plays the guided game on the deal of seed, the bots drawing
// from botSeed, as the app does (see kittest.PlayGuided).
func playGuided(t *testing.T, seed, botSeed uint64) guided {
	t.Helper()
	g, game := *guide, Game
	g.Seed, game.Guide = seed, &g
	run := guided{Guided: kittest.PlayGuided(t, game, botSeed, nil)}
	var v zoo.View
	if err := kit.DecodeView(run.Final, &v); err != nil {
		t.Fatal(err)
	}
	run.rounds = v.Round
	run.won = v.Final != nil && slices.Contains(v.Final.Winners, 0)
	return run
}

// TestGuide: the guided game is a short simple game of three (kittest.Check
// plays it and checks that every tip comes up).
func TestGuide(t *testing.T) {
	if guide.Players != 3 || guide.Variant != guideVariant || strconv.Itoa(guideGoal) != guideGoalText {
		t.Fatalf("the guided game is %d players %q", guide.Players, guide.Variant)
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
		tb := botTable(t, guide.Players, guide.Variant, seed)
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
			turns += g.Turns
			if g.won {
				wins++
			}
			for _, tip := range guide.Tips {
				at, fired := g.Tips[tip.Key]
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
				z := &board{T: &kittest.Table{Proposed: mv.Raw}, U: u}
				z.sync(u, v)
				for range rng.IntN(4) {
					z.tap(rng.IntN(len(v.Hand))) // some cards chosen already
				}
				sent, drawn := kittest.Follow(func() string { return app.HTMLString(z) }, func(e kittest.Elem) {
					if e.ID() == "zoo-clear" {
						z.clear()
						return
					}
					i, err := strconv.Atoi(e.Data("i"))
					if err != nil {
						t.Fatalf("proposing %s marks %+v", mv.Raw, e)
					}
					z.tap(i)
				}, len(v.Hand)+2)
				var cards, moves []kittest.Elem
				for _, e := range drawn[len(drawn)-1] {
					if e.IsMove() {
						moves = append(moves, e)
					} else {
						cards = append(cards, e)
					}
				}
				unpressed := slices.ContainsFunc(cards, func(e kittest.Elem) bool { return !e.Pressed() })
				if unpressed || len(moves) != 1 || moves[0].Disabled() || sent != string(mv.Raw) {
					t.Fatalf("%d players, step %d, hand %v: proposing %s, after %d taps the marked cards %+v, the marked buttons %+v",
						c.players, step, v.Hand, mv.Raw, len(drawn)-1, cards, moves)
				}
				stray := slices.ContainsFunc(cards, func(e kittest.Elem) bool { return e.ID() == "zoo-clear" })
				if want := mv.Move.Cards.Total(); picked(mv.Move.Kind) && (len(cards) != want || stray) {
					t.Fatalf("proposing %s marks %d cards", mv.Raw, len(cards))
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
