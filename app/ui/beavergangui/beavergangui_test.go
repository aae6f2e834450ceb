package beavergangui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/beavergang"
)

// newTable starts a Beaver Gang table whose seats are bots named PA, PB, ….
func newTable(t *testing.T, players int, seed uint64) *table.Table {
	t.Helper()
	return kittest.BotTable(t, engine, games.Config{Players: players, Seed: seed})
}

// draw is the HTML of the board for u.
func draw(u table.Update) string { return app.HTMLString(Game.Board(nil, u)) }

// withLang runs f in each language, and puts the language back.
func withLang(f func(l kit.Lang)) {
	defer kit.SetLang(kit.Current())
	for _, l := range []kit.Lang{kit.French, kit.English} {
		kit.SetLang(l)
		f(l)
	}
}

// act plays m for seat on tb.
func act(t *testing.T, tb *table.Table, seat games.Seat, m beavergang.Move) {
	t.Helper()
	raw, _ := json.Marshal(m)
	if err := tb.Act(seat, raw); err != nil {
		t.Fatalf("%v: %v", m, err)
	}
}

// view decodes u's view.
func view(t *testing.T, u table.Update) beavergang.View {
	t.Helper()
	var v beavergang.View
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestCheck runs the checks every game's screen passes (kittest.Check) on
// games of two and five, playing the action cards and knocking seldom, every
// look begun as a tap on the page would; besides, the round results, the
// end and every kind of prompt get drawn.
func TestCheck(t *testing.T) {
	var tables []games.Config
	for _, seed := range []uint64{3, 5} {
		tables = append(tables, games.Config{Players: 2 + int(seed%5), Seed: seed})
	}
	kittest.Check(t, Game, kittest.Options{
		Games: tables,
		Pick: func(u table.Update, rng *rand.Rand) json.RawMessage {
			move := u.Legal[rng.IntN(len(u.Legal))]
			for _, raw := range u.Legal {
				m, _ := kit.Decode[beavergang.Move](engine, raw)
				if m.Kind == beavergang.KindPlay || m.Kind == beavergang.KindPeek {
					move = raw
				}
				if m.Kind == beavergang.KindPass && rng.IntN(5) > 0 {
					move = raw
				}
			}
			begin(u, move)
			return move
		},
		Marks: []string{`id="bg-round"`, `id="bg-end"`, `id="bg-swap"`, `id="bg-peek"`, `id="bg-ready"`, `id="bg-back"`,
			`id="bg-drawn"`, `id="bg-knock"`, `id="bg-knock-btn"`, `id="bg-play"`, `id="bg-take"`, `id="bg-help"`, `id="bg-held"`,
			`data-act="theirs"`, `kit-card bg-card`, "was ", "était ", "regardée", "saw card", `class="kit-prompt"`},
	})
}

// faceUp counts the face-up cards of the player's own row in html.
func faceUp(html string) int {
	i := strings.Index(html, `id="bg-mine"`)
	if i < 0 {
		return -1
	}
	mine := html[i:]
	mine = mine[:strings.Index(mine, `class="bg-held`)]
	return strings.Count(mine, "bg-card face")
}

// TestLookNotShownAgain: a look shows its cards on the page that began it;
// drawn on a page that did not (after a reload), the same look shows
// nothing, and the board's only move is to put the cards back.
func TestLookNotShownAgain(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	clear(begun)
	tb := newTable(t, 2, 7)

	// The opening peek.
	act(t, tb, 0, beavergang.Move{Kind: beavergang.KindPeek})
	u := tb.Update(0)
	if html := draw(u); faceUp(html) != 0 || !strings.Contains(html, `id="bg-ready"`) {
		t.Errorf("a peek not begun on this page shows %d cards", faceUp(html))
	}
	if l, ok := stale(u, view(t, u)); !ok || putBack(l).Kind != beavergang.KindReady {
		t.Errorf("the peek is not put back with ready: %v %v", l, ok)
	}
	begun[look{u.Commit, 0, 1, -1}] = true
	if html := draw(u); faceUp(html) != 2 {
		t.Errorf("the page that began the peek shows %d cards, want 2", faceUp(html))
	}
	act(t, tb, 0, beavergang.Move{Kind: beavergang.KindReady})
	act(t, tb, 1, beavergang.Move{Kind: beavergang.KindReady})

	// Play until seat 0 holds a Regarder, then look.
	for steps := 0; ; steps++ {
		if steps > 2000 || tb.Over() {
			t.Fatal("no Regarder for seat 0")
		}
		seat := tb.ToAct()[0]
		v := view(t, tb.Update(seat))
		if seat == 0 && v.Step == stepPlace && v.Drawn == peekCard {
			break
		}
		m := beavergang.Move{Kind: beavergang.KindDraw}
		switch v.Step {
		case stepPlace:
			m = beavergang.Move{Kind: beavergang.KindDiscard}
		case stepKnock:
			m = beavergang.Move{Kind: beavergang.KindPass}
		case stepPeek:
			m = beavergang.Move{Kind: beavergang.KindReady}
		}
		act(t, tb, seat, m)
	}
	act(t, tb, 0, beavergang.Move{Kind: beavergang.KindPlay})
	act(t, tb, 0, beavergang.Move{Kind: beavergang.KindLook, Slot: 2})
	u = tb.Update(0)
	html := draw(u)
	if faceUp(html) != 0 || strings.Contains(html, "Remember it") || !strings.Contains(html, `id="bg-back"`) {
		t.Errorf("a look not begun on this page shows %d cards:\n%s", faceUp(html), html)
	}
	v := view(t, u)
	if l, ok := stale(u, v); !ok || putBack(l).Kind != beavergang.KindBack {
		t.Errorf("the look is not put back with back: %v %v", l, ok)
	}
	begun[look{u.Commit, 0, v.Round, 2}] = true
	if html := draw(u); faceUp(html) != 1 || !strings.Contains(html, "Remember it") {
		t.Errorf("the page that began the look shows %d cards", faceUp(html))
	}
	act(t, tb, 0, beavergang.Move{Kind: beavergang.KindBack})
	if html := draw(tb.Update(0)); faceUp(html) != 0 || !strings.Contains(html, "you looked at it") {
		t.Errorf("after the look: %d cards, note %v", faceUp(html), strings.Contains(html, "you looked at it"))
	}
}

// playTo plays tb with plain moves (draw, discard, pass, ready) until done
// says so of the update of the seat to act.
func playTo(t *testing.T, tb *table.Table, done func(seat games.Seat, v beavergang.View) bool) games.Seat {
	t.Helper()
	for steps := 0; steps < 5000 && !tb.Over(); steps++ {
		seat := tb.ToAct()[0]
		v := view(t, tb.Update(seat))
		if done(seat, v) {
			return seat
		}
		m := beavergang.Move{Kind: beavergang.KindDraw}
		switch v.Step {
		case stepPlace:
			m = beavergang.Move{Kind: beavergang.KindDiscard}
		case stepKnock:
			m = beavergang.Move{Kind: beavergang.KindPass}
		case stepPeek:
			m = beavergang.Move{Kind: beavergang.KindReady}
		}
		act(t, tb, seat, m)
	}
	t.Fatal("the position never came")
	return 0
}

// TestCardsToChoose: at each step of the player's turn, the cards it may
// tap are kit cards with the class "choice", and the others say why in
// both languages; moves go through buttons of class "move".
func TestCardsToChoose(t *testing.T) {
	tb := newTable(t, 3, 11)
	act(t, tb, 0, beavergang.Move{Kind: beavergang.KindReady})
	act(t, tb, 1, beavergang.Move{Kind: beavergang.KindReady})
	act(t, tb, 2, beavergang.Move{Kind: beavergang.KindReady})
	for _, tc := range []struct {
		name    string
		at      func(seat games.Seat, v beavergang.View) bool
		choices int    // cards to tap
		why     string // the reason of the greyed cards, in English
		buttons []string
	}{
		{"action", func(_ games.Seat, v beavergang.View) bool {
			return v.Step == stepAction && !isAction(v.Top) && v.Top != ""
		}, 1, "First draw a card, or take", []string{`id="bg-draw"`, `id="bg-take"`}},
		{"place", func(_ games.Seat, v beavergang.View) bool { return v.Step == stepPlace && !isAction(v.Drawn) },
			4, "", []string{`id="bg-discard-btn"`}},
		{"knock", func(_ games.Seat, v beavergang.View) bool { return v.Step == stepKnock }, 0, "knock or not",
			[]string{`id="bg-knock-btn"`, `id="bg-pass"`}},
	} {
		seat := playTo(t, tb, tc.at)
		u := tb.Update(seat)
		withLang(func(l kit.Lang) {
			html := draw(u)
			n := 0
			var reasons []string
			for _, e := range kittest.Elems(html) {
				if e.Has("kit-card") && e.Has("choice") {
					n++
				}
				if why := e.Data("why"); why != "" {
					reasons = append(reasons, why)
				}
			}
			if n != tc.choices {
				t.Errorf("%s (%s): %d cards to choose, want %d", tc.name, l, n, tc.choices)
			}
			if tc.why == "" && len(reasons) > 0 {
				t.Errorf("%s (%s): greyed cards %q", tc.name, l, reasons)
			}
			if tc.why != "" && len(reasons) != 4 {
				t.Errorf("%s (%s): %d greyed cards of the row, want 4", tc.name, l, len(reasons))
			}
			if tc.why != "" && l == kit.English && !strings.Contains(reasons[0], tc.why) {
				t.Errorf("%s: the reason is %q", tc.name, reasons[0])
			}
			for _, b := range tc.buttons {
				if !strings.Contains(html, b) {
					t.Errorf("%s (%s): no %s", tc.name, l, b)
				}
			}
			if !strings.Contains(html, `class="move`) {
				t.Errorf("%s (%s): no move button", tc.name, l)
			}
		})
		act(t, tb, seat, beavergang.Move{Kind: map[string]string{"action": beavergang.KindDraw, "place": beavergang.KindDiscard, "knock": beavergang.KindPass}[tc.name]})
	}
}

// TestSwapChoices: during an Échange the player's four cards and every
// opponent's card are cards to choose; the confirmation is disabled until
// one of each is chosen.
func TestSwapChoices(t *testing.T) {
	tb := newTable(t, 3, 5)
	for p := range games.Seat(3) {
		act(t, tb, p, beavergang.Move{Kind: beavergang.KindReady})
	}
	seat := playTo(t, tb, func(_ games.Seat, v beavergang.View) bool { return v.Step == stepPlace && v.Drawn == swapCard })
	act(t, tb, seat, beavergang.Move{Kind: beavergang.KindPlay})
	html := draw(tb.Update(seat))
	if n := strings.Count(html, `data-act="theirs"`); n != 8 {
		t.Errorf("%d opponents' cards to choose, want 8", n)
	}
	if n := strings.Count(html, `data-act="mine"`); n != 4 {
		t.Errorf("%d own cards to choose, want 4", n)
	}
	if !slices.ContainsFunc(kittest.Elems(html), func(e kittest.Elem) bool { return e.ID() == "bg-swap" && e.Tag == "button" && e.Disabled() }) {
		t.Errorf("the swap is not disabled before any choice")
	}
}

// TestEventText says each kind of move in both languages.
func TestEventText(t *testing.T) {
	names := func(p int) string { return []string{"Ana", "Bob"}[p] }
	for _, tc := range []struct {
		ev     beavergang.Event
		fr, en string
	}{
		{beavergang.Event{Seat: 0, Kind: beavergang.KindTake, Slot: 1, Card: "8", Out: swapCard},
			"Ana prend un 8 de la défausse pour sa carte 2\u202f; une carte Échange part à la défausse.",
			"Ana takes an 8 from the discard pile for their card 2; a Swap card goes to the discard pile."},
		{beavergang.Event{Seat: 1, Kind: beavergang.KindSwap, Slot: 3, Target: 0, TargetSlot: 0},
			"Bob échange sa carte 4 avec la carte 1 de Ana, sans les regarder.",
			"Bob swaps their card 4 with Ana's card 1, unseen."},
		{beavergang.Event{Seat: 1, Kind: beavergang.KindDiscard, Card: peekCard, Drew: true, Rebuilt: true, RoundOver: true},
			"Bob défausse une carte Regarder et pioche une deuxième carte. La pioche épuisée est refaite avec la défausse. Fin de la manche 2.",
			"Bob discards a Peek card and draws a second card. The empty draw pile is rebuilt from the discards. Round 2 is over."},
		{beavergang.Event{Seat: 0, Kind: beavergang.KindPlay, Card: drawCard},
			"Ana joue une carte Piocher et pioche une carte.",
			"Ana plays a Draw card and draws a card."},
		{beavergang.Event{Seat: 0, Kind: beavergang.KindBack, Slot: -1},
			"Ana remet la carte regardée en place.",
			"Ana puts the card they looked at back."},
	} {
		withLang(func(l kit.Lang) {
			want := tc.fr
			if l == kit.English {
				want = tc.en
			}
			if got := eventText(names, tc.ev, 2); got != want {
				t.Errorf("%s: got %q\nwant %q", l, got, want)
			}
		})
	}
}

// TestLogComplete plays whole games, keeping the log as the play page does
// (after every move), for a player and for a spectator: one line per move,
// each naming its player; the two logs are the same (only public facts);
// the cards that went face up are inline; every round's end gives the
// scores, and the last line the winners.
func TestLogComplete(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	for _, seed := range []uint64{3, 8} {
		players := 2 + int(seed%4)
		tb := newTable(t, players, seed)
		rng := rand.New(rand.NewPCG(seed, 1))
		var mine, public kit.Log
		moves := 0
		for !tb.Over() {
			seat := tb.ToAct()[0]
			legal := tb.Update(seat).Legal
			if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			moves++
			mine.Add(Game, tb.Update(0))
			public.Add(Game, tb.Update(games.Spectator))
		}
		lines := mine.Lines()
		if len(lines) != moves {
			t.Fatalf("seed %d: %d lines for %d moves", seed, len(lines), moves)
		}
		rounds, facesSeen := 0, false
		for i, l := range lines {
			if p := public.Lines()[i]; p.Text != l.Text || len(p.Faces) != len(l.Faces) {
				t.Errorf("seed %d: line %d differs for a spectator:\n%q\n%q", seed, i, l.Text, p.Text)
			}
			name := fmt.Sprintf("P%c ", 'A'+rune(l.Seat))
			if !strings.HasPrefix(l.Text, name) || kittest.MissingText.MatchString(l.Text) {
				t.Errorf("seed %d: line %q", seed, l.Text)
			}
			if strings.Contains(l.Text, "is over") {
				rounds++
				if !strings.Contains(l.Text, "Round scores: PA ") {
					t.Errorf("seed %d: a round's end without its scores: %q", seed, l.Text)
				}
			}
			if strings.Contains(l.Text, "takes") && len(l.Faces) != 2 {
				t.Errorf("seed %d: a take shows %d cards: %q", seed, len(l.Faces), l.Text)
			}
			facesSeen = facesSeen || len(l.Faces) > 0
		}
		want := players
		if players == 2 {
			want = 4
		}
		if rounds != want {
			t.Errorf("seed %d: %d round ends logged, want %d", seed, rounds, want)
		}
		if last := lines[len(lines)-1].Text; !strings.Contains(last, " wins with ") && !strings.Contains(last, "shared win") {
			t.Errorf("seed %d: the last line names no winner: %q", seed, last)
		}
		if !facesSeen {
			t.Errorf("seed %d: no card inline in the log", seed)
		}
	}
}

// TestRules: the rules are told in full (kittest.Check checks every text
// in both languages), for two to six players.
func TestRules(t *testing.T) {
	if len(Game.RulesText()) < 8 {
		t.Fatalf("%d paragraphs", len(Game.RulesText()))
	}
	if lo, hi := Game.Players(); lo != 2 || hi != 6 {
		t.Errorf("players %d–%d", lo, hi)
	}
}
