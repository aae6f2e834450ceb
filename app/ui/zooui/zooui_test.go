package zooui

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/zoo"
)

// botTable starts a zoo table whose seats are bots named PA, PB, ….
func botTable(t *testing.T, players int, variant string, seed uint64) *table.Table {
	t.Helper()
	return kittest.BotTable(t, zoo.Game{}, games.Config{Players: players, Seed: seed, Variant: variant})
}

// TestCheck runs the checks every game's screen passes (kittest.Check) on
// games simple and in teams, from three players to seven, to a short goal;
// besides, every part of the table shows at some point.
func TestCheck(t *testing.T) {
	var marks []string
	for _, id := range []string{"zoo-ask-laid", "zoo-give", "zoo-aside", "zoo-complete", "zoo-ask", "zoo-refuse", "zoo-pass",
		"zoo-summary", "zoo-end", "zoo-team", "zoo-hint"} {
		marks = append(marks, `id="`+id+`"`)
	}
	marks = append(marks, `data-why="`)
	kittest.Check(t, Game, kittest.Options{
		Games: []games.Config{{Players: 3, Seed: 1, Variant: "goal=10"}, {Players: 4, Seed: 3, Variant: "partners,goal=10"},
			{Players: 7, Seed: 5, Variant: "partners,goal=10"}},
		Marks: marks,
	})
}

// TestTapsBuildEveryMove taps, in random positions, the cards of every
// legal move one at a time: each card can be tapped, and the choice then
// is exactly that move.
func TestTapsBuildEveryMove(t *testing.T) {
	tb := botTable(t, 5, zoo.VariantPartners, 11)
	rng := rand.New(rand.NewPCG(11, 3))
	kinds := map[zoo.Kind]int{}
	for step := 0; !tb.Over() && step < 3000; step++ {
		seat := tb.ToAct()[0]
		u := tb.Update(seat)
		var v zoo.View
		if err := kit.DecodeView(u, &v); err != nil {
			t.Fatal(err)
		}
		z := &board{U: u}
		for _, mv := range legal(u) {
			if !picked(mv.Move.Kind) {
				continue
			}
			z.key = "" // start afresh for each move
			z.sync(u, v)
			var want []string
			for a := zoo.Whale; a <= zoo.Chameleon; a++ {
				for range mv.Move.Cards.Count(a) {
					want = append(want, a.String())
				}
			}
			rng.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
			for _, id := range want {
				i := -1
				for j, h := range v.Hand {
					if h == id && !z.sel[j] {
						i = j
						break
					}
				}
				if i < 0 {
					t.Fatalf("%v: no %s left to tap in %v", mv.Move, id, v.Hand)
				}
				z.tap(i)
				if !z.sel[i] {
					t.Fatalf("%v: tapping %s after %v did not choose it", mv.Move, id, cardsText(z.selected(v.Hand)))
				}
			}
			if got := z.selected(v.Hand); got != mv.Move.Cards {
				t.Fatalf("chose %v, want %v", got, mv.Move.Cards)
			}
			kinds[mv.Move.Kind]++
		}
		if err := tb.Act(seat, u.Legal[rng.IntN(len(u.Legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []zoo.Kind{zoo.KindPlay, zoo.KindAsk, zoo.KindComplete, zoo.KindGive, zoo.KindSetAside} {
		if kinds[k] == 0 {
			t.Errorf("no %v move was built", k)
		}
	}
}

// TestWhyNot: a greyed card says why, from what beats the set on the
// table, in both languages.
func TestWhyNot(t *testing.T) {
	defer kit.SetLang(kit.Current())
	mice := &zoo.SetView{By: 1, Helper: -1, Cards: []string{"mouse", "mouse"}, As: "mouse", N: 2}
	complete := func(cards zoo.Cards) move {
		return move{Move: zoo.Move{Kind: zoo.KindComplete, Cards: cards, As: zoo.Hedgehog}}
	}
	for _, c := range []struct {
		name   string
		view   zoo.View
		moves  []move
		card   string
		fr, en string
	}{
		{"an animal that does not beat the set", zoo.View{Hand: []string{"whale"}, Trick: zoo.TrickView{Top: mice}}, nil, "whale",
			"Les baleines ne battent pas les souris.", "Whales do not beat mice."},
		{"too few of an animal that beats it", zoo.View{Hand: []string{"fox", "mouse"}, Trick: zoo.TrickView{Top: mice}}, nil, "fox",
			"Pour battre 2 souris, il faut 2 renards ; vous en avez 1.", "To beat 2 mice you need 2 foxes; you have 1."},
		{"too few of the same animal", zoo.View{Hand: []string{"fox", "mouse", "mouse"}, Trick: zoo.TrickView{Top: mice}}, nil, "mouse",
			"Pour battre 2 souris, il faut 3 souris ; vous en avez 2.", "To beat 2 mice you need 3 mice; you have 2."},
		{"the chameleon with nothing to join", zoo.View{Hand: []string{"whale", "chameleon"}, Trick: zoo.TrickView{Top: mice}}, nil, "chameleon",
			"Le caméléon ne se joue jamais seul, et aucun groupe de votre main ne bat 2 souris avec lui.", "The chameleon is never played alone, and no set in your hand beats 2 mice with it."},
		{"the chameleon alone, to lead", zoo.View{Hand: []string{"chameleon"}}, nil, "chameleon",
			"Le caméléon ne se joue jamais seul.", "The chameleon is never played alone."},
		{"a help request the card does not complete", zoo.View{Hand: []string{"hedgehog", "fox"}, Trick: zoo.TrickView{Top: mice}, Ask: &zoo.AskView{Junior: 2, Senior: 0, Cards: []string{"hedgehog"}}},
			[]move{complete(zoo.CardsOf(zoo.Hedgehog, 1))}, "fox",
			"Complétez 1 hérisson avec 1 hérisson pour battre 2 souris.", "Complete 1 hedgehog with 1 hedgehog to beat 2 mice."},
		{"a help request nothing completes", zoo.View{Hand: []string{"fox"}, Trick: zoo.TrickView{Top: mice}, Ask: &zoo.AskView{Junior: 2, Senior: 0, Cards: []string{"hedgehog"}}},
			nil, "fox",
			"Rien dans votre main ne complète 1 hérisson pour battre 2 souris : refusez.", "Nothing in your hand completes 1 hedgehog to beat 2 mice: refuse."},
	} {
		for _, l := range []kit.Lang{kit.French, kit.English} {
			kit.SetLang(l)
			want := c.en
			if l == kit.French {
				want = kit.FrenchSpaces(c.fr)
			}
			if got := whyNot(table.Update{}, c.view, c.moves, c.card); got != want {
				t.Errorf("%s (%s): got %q, want %q", c.name, l, got, want)
			}
		}
	}
}

// TestWords writes sets, what beats them, places and lists in words.
func TestWords(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.French)
	set, _ := zoo.ParseCards("elephant", "mosquito", "chameleon")
	for _, c := range []struct{ got, want string }{
		{setText(set, zoo.Elephant), "3 éléphants (1 éléphant + 1 moustique + 1 caméléon)"},
		{listSetText([]string{"mouse", "mouse"}, "mouse"), "2 souris"},
		{ordinal(1) + ordinal(2), "1ᵉʳ2ᵉ"},
		{signed(3) + signed(-2) + signed(0), "+3−20"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	var beat []string
	for _, f := range beaterFaces(zoo.Elephant, 2) {
		beat = append(beat, f.Label)
	}
	if got := strings.Join(beat, ", "); got != "3 éléphants, 2 souris" {
		t.Errorf("what beats 2 elephants: %q", got)
	}
	kit.SetLang(kit.English)
	for _, c := range []struct{ got, want string }{
		{ordinal(1) + ordinal(2) + ordinal(3) + ordinal(11) + ordinal(22), "1st2nd3rd11th22nd"},
		{join([]string{"A", "B", "C"}, "zoo.and"), "A, B and C"},
		{join([]string{"A"}, "zoo.or"), "A"},
		{capital("whales"), "Whales"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// TestRulesChart: the rules page's chart of who beats whom, as drawn, is
// the engine's: for every pair of animals, b is drawn in a's row exactly
// when zoo.Beats(b, a); and it sits in the rules' section on a turn.
func TestRulesChart(t *testing.T) {
	var extra func() app.UI
	for _, s := range Game.Rules {
		if s.Extra != nil {
			if s.Kind != kit.RulesTurn {
				t.Errorf("the chart is in section %q", s.Kind)
			}
			extra = s.Extra
		}
	}
	if extra == nil {
		t.Fatal("the rules draw no chart")
	}
	defer kit.SetLang(kit.Current())
	for _, l := range []kit.Lang{kit.French, kit.English} {
		kit.SetLang(l)
		rows := map[zoo.Animal][]zoo.Animal{}
		row := zoo.Animal(255)
		for _, e := range kittest.Elems(app.HTMLString(extra())) {
			if id := e.Data("animal"); id != "" {
				a, ok := zoo.ParseAnimal(id)
				if !ok {
					t.Fatalf("row of %q", id)
				}
				if _, seen := rows[a]; seen {
					t.Fatalf("two rows for %v", a)
				}
				row, rows[a] = a, nil
			}
			if id := e.Data("beater"); id != "" {
				b, ok := zoo.ParseAnimal(id)
				if !ok || row == 255 {
					t.Fatalf("beater %q outside a row", id)
				}
				rows[row] = append(rows[row], b)
			}
		}
		pairs := 0
		for a := zoo.Whale; a <= zoo.Chameleon; a++ {
			if _, ok := rows[a]; !ok {
				t.Errorf("%s: no row for %v", l, a)
			}
			for b := zoo.Whale; b <= zoo.Chameleon; b++ {
				if drawn := slices.Contains(rows[a], b); drawn != zoo.Beats(b, a) {
					t.Errorf("%s: the chart draws %v beating %v: %v, the engine says %v", l, b, a, drawn, zoo.Beats(b, a))
				}
				pairs++
			}
		}
		if pairs != 13*13 {
			t.Errorf("%d pairs checked", pairs)
		}
	}
}

// TestGame: the standings follow the engine's final order.
func TestGame(t *testing.T) {
	tb := botTable(t, 4, "", 7)
	rng := rand.New(rand.NewPCG(7, 1))
	for !tb.Over() {
		seat := tb.ToAct()[0]
		legal := tb.Update(seat).Legal
		if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	u := tb.Update(games.Spectator)
	var v zoo.View
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	rows := standings(u)
	if len(rows) != len(v.Final.Standings) {
		t.Fatalf("%d rows for %d standings", len(rows), len(v.Final.Standings))
	}
	for i, r := range rows {
		st := v.Final.Standings[i]
		if int(r.Seat) != st.Seat || r.Score != itoa(st.Total) || r.Winner != slices.Contains(v.Final.Winners, st.Seat) {
			t.Errorf("row %d: %+v, the engine says %+v (winners %v)", i, r, st, v.Final.Winners)
		}
	}
	if !rows[0].Winner {
		t.Errorf("the first row is not the winner: %+v", rows[0])
	}
}

// TestChosenGoal: the total that ends the game, as the players chose it,
// is in the setup page's options, the rules, the table during the game and
// the end screen, in both languages.
func TestChosenGoal(t *testing.T) {
	defer kit.SetLang(kit.Current())
	for _, v := range (zoo.Game{}).Variants() {
		o, err := zoo.ParseVariant(v)
		if err != nil {
			t.Fatal(err)
		}
		label := Game.Options[v]
		want := fmt.Sprintf("%d points", o.Goal)
		if !strings.Contains(label[0], want) || !strings.Contains(label[1], want) {
			t.Errorf("option %q is named %q", v, label)
		}
	}
	ruled := false
	for _, p := range Game.RulesText() {
		ruled = ruled || strings.Contains(p[0], fmt.Sprintf("de %d à %d points", zoo.MinGoal, zoo.MaxGoal)) &&
			strings.Contains(p[1], fmt.Sprintf("%d to %d points", zoo.MinGoal, zoo.MaxGoal))
	}
	if !ruled {
		t.Error("the rules do not say the total may be chosen")
	}
	for _, c := range []struct {
		players int
		variant string
		goal    int
	}{{4, "goal=10", 10}, {3, "goal=30", 30}, {5, "partners,goal=10", 10}} {
		tb := botTable(t, c.players, c.variant, 3)
		for _, l := range []kit.Lang{kit.French, kit.English} {
			kit.SetLang(l)
			html := app.HTMLString(Game.Board(nil, tb.Update(tb.ToAct()[0])))
			goal := texts.In(l, "zoo.goal.two", c.goal)
			if c.players == 3 {
				goal = texts.In(l, "zoo.goal.one", c.goal)
			}
			if !strings.Contains(html, goal) {
				t.Errorf("%s: the table does not show %q", c.variant, goal)
			}
		}
		rng := rand.New(rand.NewPCG(3, 26))
		for !tb.Over() {
			seat := tb.ToAct()[0]
			legal := tb.Update(seat).Legal
			if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for _, l := range []kit.Lang{kit.French, kit.English} {
			kit.SetLang(l)
			html := app.HTMLString(Game.Board(nil, tb.Update(games.Spectator)))
			end := regexp.MustCompile(`(?s)id="zoo-end".*?</p>`).FindString(html)
			if !strings.Contains(end, fmt.Sprintf("%d points", c.goal)) {
				t.Errorf("%s: the end screen says %q", c.variant, end)
			}
		}
	}
}

// TestLaidAnimReplays follows a whole game from one seat: the set to beat
// takes the other animation class each time a set is laid on it (so its
// animation plays again, however many cards the set has), and keeps its
// class when a player passes.
func TestLaidAnimReplays(t *testing.T) {
	tb := botTable(t, 4, "", 7)
	rng := rand.New(rand.NewPCG(7, 1))
	z := &board{}
	var last zoo.TrickView
	lastAnim, changes, same := "", 0, 0
	for step := 0; !tb.Over() && step < 2000; step++ {
		var v zoo.View
		if err := kit.DecodeView(tb.Update(0), &v); err != nil {
			t.Fatal(err)
		}
		anim := z.laidAnim(v.Trick)
		if v.Trick.Top != nil && last.Top != nil {
			switch {
			case v.Trick.Cards != last.Cards && anim == lastAnim:
				t.Fatalf("step %d: a set laid over %v keeps the class %s", step, last.Top.Cards, anim)
			case v.Trick.Cards != last.Cards:
				changes++
			case anim != lastAnim:
				t.Fatalf("step %d: the set to beat is the same, the class went from %s to %s", step, lastAnim, anim)
			default:
				same++
			}
		}
		last, lastAnim = v.Trick, anim
		seat := tb.ToAct()[0]
		u := tb.Update(seat)
		if err := tb.Act(seat, u.Legal[rng.IntN(len(u.Legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if changes == 0 || same == 0 {
		t.Errorf("sets laid over another %d times, passes over one %d times: the game showed too little", changes, same)
	}
}
