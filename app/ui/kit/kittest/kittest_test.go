package kittest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/beavergang"
)

// picker is a board of three cards and a move button drawn with the kit:
// the move proposed takes cards 0 and 2, and its button is enabled once
// they are picked.
type picker struct {
	t      *Table
	picked [3]bool
}

func (p *picker) Render() app.UI {
	var cards []app.UI
	for i := range p.picked {
		cards = append(cards, kit.Card(kit.CardState{
			ID: "card-" + strconv.Itoa(i), Class: kit.Hinted("c", i != 1), Choice: true, Pressed: p.picked[i],
			Data: map[string]string{"i": strconv.Itoa(i)},
		}, nil))
	}
	ready := p.picked[0] && p.picked[2] && !p.picked[1]
	cards = append(cards,
		kit.MoveButton(p.t, json.RawMessage(`{"k":"pass"}`)).ID("pass").Class("move"),
		kit.MoveButton(p.t, p.t.Proposed).ID("take").Class(kit.Hinted("move primary", true)).Disabled(!ready),
	)
	return app.Div().Body(cards...)
}

// TestElems reads the attributes of the kit's cards and move buttons as
// HTMLString writes them: bare true values, quoted data, false disabled.
func TestElems(t *testing.T) {
	p := &picker{t: &Table{Proposed: json.RawMessage(`{"k":"take","cards":[0,2],"why":"a \"b\" > c"}`)}}
	p.picked[0] = true
	els := Elems(app.HTMLString(p.Render()))
	byID := map[string]Elem{}
	for _, e := range els {
		if e.ID() != "" {
			byID[e.ID()] = e
		}
	}
	for _, tc := range []struct {
		id                       string
		hinted, pressed, move, d bool
	}{
		{"card-0", true, true, false, false},
		{"card-1", false, false, false, false},
		{"card-2", true, false, false, false},
		{"pass", false, false, true, false},
		{"take", true, false, true, true},
	} {
		e, ok := byID[tc.id]
		if !ok {
			t.Fatalf("no element %s in %v", tc.id, els)
		}
		if e.Has("hinted") != tc.hinted || e.Pressed() != tc.pressed || e.IsMove() != tc.move || e.Disabled() != tc.d || e.Tag != "button" {
			t.Errorf("%s: %+v", tc.id, e)
		}
	}
	if got := byID["take"].Data("move"); got != string(p.t.Proposed) {
		t.Errorf("data-move reads %s", got)
	}
	if got := byID["card-2"].Data("i"); got != "2" {
		t.Errorf("data-i reads %q", got)
	}
	var marked []string
	for _, e := range Marked(app.HTMLString(p.Render())) {
		marked = append(marked, e.ID())
	}
	if want := []string{"card-0", "card-2", "take"}; !slices.Equal(marked, want) {
		t.Errorf("marked %v, want %v", marked, want)
	}
}

// TestElemsText reads tags written by hand: a quoted ">" and quotes, bare
// attributes, escaped text, and a foreign tag with unquoted or single-quoted
// values that is read as it comes, without hanging.
func TestElemsText(t *testing.T) {
	html := `<div class="a hinted" data-move="{\"k\":\"x>y\"}" disabled aria-pressed>1 &lt;b&gt; 2</div>` +
		`<svg viewBox='0 0 1 1' x==1><path d=M0/></svg><p id="z" disabled="false">`
	els := Elems(html)
	var tags []string
	for _, e := range els {
		tags = append(tags, e.Tag)
	}
	if !slices.Equal(tags, []string{"div", "svg", "path", "p"}) {
		t.Fatalf("tags %v: %+v", tags, els)
	}
	d := els[0]
	if d.Data("move") != `{"k":"x>y"}` || !d.Has("hinted") || !d.Has("a") || !d.Disabled() || !d.Pressed() || d.IsMove() {
		t.Errorf("%+v", d)
	}
	if p := els[3]; p.ID() != "z" || p.Disabled() {
		t.Errorf("%+v", p)
	}
	if m := Marked(html); len(m) != 1 || m[0].Tag != "div" {
		t.Errorf("marked %+v", m)
	}
}

// TestFollow follows the marks: the card not yet picked, then the move
// button, which sends the proposed move; with nothing proposed, nothing is
// tapped.
func TestFollow(t *testing.T) {
	proposed := `{"k":"take","cards":[0,2]}`
	p := &picker{t: &Table{Proposed: json.RawMessage(proposed)}}
	p.picked[0] = true
	draw := func() string { return app.HTMLString(p.Render()) }
	var tapped []string
	tap := func(e Elem) {
		tapped = append(tapped, e.ID())
		i, _ := strconv.Atoi(e.Data("i"))
		p.picked[i] = !p.picked[i]
	}
	sent, drawn := Follow(draw, tap, 5)
	if sent != proposed || !slices.Equal(tapped, []string{"card-2"}) || len(drawn) != 2 {
		t.Fatalf("sent %s after tapping %v, drawings %v", sent, tapped, drawn)
	}
	p.picked = [3]bool{}
	if sent, _ := Follow(draw, tap, 1); sent != "" {
		t.Errorf("one tap sent %s", sent)
	}
	p.picked = [3]bool{true, true, true}
	if e, ok := NextTap(Marked(draw())); ok {
		t.Errorf("the marked cards picked and the button disabled, the next tap is %+v", e)
	}
	p.picked = [3]bool{true, false, true}
	if e, ok := NextTap(Marked(draw())); !ok || e.ID() != "take" {
		t.Errorf("the marked cards picked, the next tap is %+v", e)
	}
	if _, ok := NextTap(nil); ok {
		t.Error("a tap with nothing marked")
	}
}

// TestPlayGuided plays a guided game of two players whose round begins
// with both looking at their cards at once: a bot moves whenever one may,
// the player only when the game waits for them, and the tips come up on
// the first such screen, in the guide's order, the same for the same
// seed.
func TestPlayGuided(t *testing.T) {
	always := func(table.Update) bool { return true }
	game := kit.Game{Engine: beavergang.Game{}, Guide: &kit.Guide{Seed: 5, Players: 2, Tips: []kit.Tip{
		{Key: "always", When: always},
		{Key: "mine", When: kit.Mine},
		{Key: "never", When: func(table.Update) bool { return false }},
	}}}
	var screens []Screen
	got := PlayGuided(t, game, 3, func(s Screen) { screens = append(screens, s) })
	if len(screens) != got.Moves+1 || !got.Final.Over || got.Final.Seq != screens[len(screens)-1].Update.Seq {
		t.Fatalf("%d screens for %d moves, over %v", len(screens), got.Moves, got.Final.Over)
	}
	if first := screens[0]; first.Mover != -1 || first.Turn != 0 || first.Waiting || len(first.Update.ToAct) != 2 {
		t.Fatalf("the first screen: mover %d, turn %d, waiting %v, to act %v", first.Mover, first.Turn, first.Waiting, first.Update.ToAct)
	}
	firstWait := -1
	for i, s := range screens {
		bot := slices.Contains(s.Update.ToAct, 1)
		if s.Waiting != (kit.Mine(s.Update) && !bot) || s.Update.Seat != 0 {
			t.Fatalf("screen %d: waiting %v, to act %v", i, s.Waiting, s.Update.ToAct)
		}
		want := []string{"always"}
		if kit.Mine(s.Update) {
			want = append(want, "mine")
		}
		if !slices.Equal(s.Due, want) {
			t.Fatalf("screen %d: due %v, want %v", i, s.Due, want)
		}
		if i == 0 {
			continue
		}
		prev := screens[i-1]
		wantMover := games.Seat(1)
		if prev.Waiting {
			wantMover = 0
		}
		if s.Mover != wantMover || s.Turn != prev.Turn+int(1-wantMover) {
			t.Fatalf("screen %d: mover %d, turn %d after %+v", i, s.Mover, s.Turn, prev)
		}
		if firstWait < 0 && s.Waiting {
			firstWait = i
		}
	}
	if firstWait < 0 || got.Turns != screens[len(screens)-1].Turn || got.Turns == 0 {
		t.Fatalf("the player waited first on screen %d and made %d moves", firstWait, got.Turns)
	}
	at := screens[firstWait].Turn
	if !slices.Equal(got.Order, []string{"always", "mine"}) || got.Tips["always"] != at || got.Tips["mine"] != at {
		t.Errorf("tips %v in order %v, want both at turn %d", got.Tips, got.Order, at)
	}
	again := PlayGuided(t, game, 3, nil)
	if again.Moves != got.Moves || again.Turns != got.Turns || string(again.Final.View) != string(got.Final.View) {
		t.Errorf("the same seed played %d moves then %d", got.Moves, again.Moves)
	}
}

// TestTable keeps the moves a board sends and proposes its move.
func TestTable(t *testing.T) {
	tb := &Table{Proposed: json.RawMessage(`"x"`)}
	var _ kit.Table = tb
	var h kit.HintTable = tb
	tb.Act(app.Context{}, json.RawMessage(`"a"`))
	tb.Act(app.Context{}, json.RawMessage(`"b"`))
	if string(h.Hint()) != `"x"` || len(tb.Sent) != 2 || string(tb.Sent[1]) != `"b"` {
		t.Errorf("hint %s, sent %s", h.Hint(), tb.Sent)
	}
	if !MissingText.MatchString("a «x.y» b") || MissingText.MatchString("« Miser »") || !MissingText.MatchString("%!d(string=x)") {
		t.Error("MissingText")
	}
	bt := BotTable(t, beavergang.Game{}, games.Config{Players: 3, Seed: 1})
	if s := bt.Setup().Seats; len(s) != 3 || s[2].Name != "PC" || s[2].Kind != table.Bot {
		t.Errorf("seats %+v", s)
	}
}

// TestMissing lists the guide's tips that never came up, in the guide's
// order.
func TestMissing(t *testing.T) {
	guide := &kit.Guide{Tips: []kit.Tip{{Key: "a"}, {Key: "b"}, {Key: "c"}}}
	for _, c := range []struct {
		came map[string]int
		want string
	}{
		{map[string]int{"a": 1, "b": 2, "c": 3}, "[]"},
		{map[string]int{"b": 2}, "[a c]"},
		{nil, "[a b c]"},
	} {
		if got := fmt.Sprint(Guided{Tips: c.came}.Missing(guide)); got != c.want {
			t.Errorf("came up %v: missing %s, want %s", c.came, got, c.want)
		}
	}
}

// TestFindMissing finds what MissingText finds, where it finds it.
func TestFindMissing(t *testing.T) {
	for _, s := range []string{"", "« Miser »", "«\u00a0Miser\u00a0»", "a «x.y» b", "« a » «b»", "%!d(string=x)", "«»", "a « b", "«\u202fx»", "«x"} {
		if got, want := findMissing(s), MissingText.FindStringIndex(s); !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
