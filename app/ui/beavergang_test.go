package ui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/beavergang"
)

// TestBeaverGangBoardRenders plays whole games at random and draws the
// table after every move, for the seat to act and for a spectator, in both
// languages: nothing panics, no text key is missing, no format goes wrong,
// every log line names its player, and the round results and the end
// explanation get drawn.
func TestBeaverGangBoardRenders(t *testing.T) {
	seen := map[string]bool{}
	marks := []string{"bg-round", "bg-end", "bg-swap", "bg-peek", "bg-ready", "bg-back", "bg-drawn", "bg-knock", "was ", "était ",
		"regardée", "looked at card"}
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		rng := rand.New(rand.NewPCG(seed, 9))
		tb := botTable(t, "beavergang", games.Config{Players: 2 + int(seed%5), Seed: seed})
		drawEveryPosition(t, tb, boardRun{
			name:     fmt.Sprintf("seed %d", seed),
			draw:     beavergangBoard,
			describe: beavergangDescribe,
			maxMoves: 20000,
			// Play the action cards and knock seldom, to see everything;
			// every look is begun as a tap on the page would.
			pick: func(legal []json.RawMessage) json.RawMessage {
				move := legal[rng.IntN(len(legal))]
				for _, m := range legal {
					if strings.Contains(string(m), `"play"`) || strings.Contains(string(m), `"peek"`) {
						move = m
					}
					if strings.Contains(string(m), `"pass"`) && rng.IntN(5) > 0 {
						move = m
					}
				}
				bgBegin(tb.Update(tb.ToAct()[0]), move)
				return move
			},
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// bgFaces counts the face-up cards of the player's own row in html.
func bgFaces(html string) int {
	mine := html[strings.Index(html, `id="bg-mine"`):]
	mine = mine[:strings.Index(mine, "</section>")]
	return strings.Count(mine, "bg-card face")
}

// TestBeaverGangLookNotShownAgain: a look shows its cards on the page that
// began it; drawn on a page that did not (after a reload), the same look
// shows nothing, and the board's only move is to put the cards back.
func TestBeaverGangLookNotShownAgain(t *testing.T) {
	defer setLang(lang)
	setLang(English)
	clear(bgBegun)
	tb := botTable(t, "beavergang", games.Config{Players: 2, Seed: 7})
	act := func(seat games.Seat, m beavergang.Move) {
		t.Helper()
		raw, _ := json.Marshal(m)
		if err := tb.Act(seat, raw); err != nil {
			t.Fatal(err)
		}
	}
	draw := func(u table.Update) string { return app.HTMLString(beavergangBoard(&playPage{}, u)) }

	// The opening peek.
	act(0, beavergang.Move{Kind: beavergang.KindPeek})
	u := tb.Update(0)
	if html := draw(u); bgFaces(html) != 0 || !strings.Contains(html, `id="bg-ready"`) {
		t.Errorf("a peek not begun on this page shows %d cards", bgFaces(html))
	}
	bgBegun[bgLook{u.Commit, 0, 1, -1}] = true
	if html := draw(u); bgFaces(html) != 2 {
		t.Errorf("the page that began the peek shows %d cards, want 2", bgFaces(html))
	}
	act(0, beavergang.Move{Kind: beavergang.KindReady})
	act(1, beavergang.Move{Kind: beavergang.KindReady})

	// Play until seat 0 holds a Regarder, then look.
	for steps := 0; ; steps++ {
		if steps > 2000 || tb.Over() {
			t.Fatal("no Regarder for seat 0")
		}
		seat := tb.ToAct()[0]
		var v beavergang.View
		if err := decodeView(tb.Update(seat), &v); err != nil {
			t.Fatal(err)
		}
		if seat == 0 && v.Step == "place" && v.Drawn == "peek" {
			break
		}
		m := beavergang.Move{Kind: beavergang.KindDraw}
		switch v.Step {
		case "place":
			m = beavergang.Move{Kind: beavergang.KindDiscard}
		case "knock":
			m = beavergang.Move{Kind: beavergang.KindPass}
		case "peek":
			m = beavergang.Move{Kind: beavergang.KindReady}
		}
		act(seat, m)
	}
	act(0, beavergang.Move{Kind: beavergang.KindPlay})
	act(0, beavergang.Move{Kind: beavergang.KindLook, Slot: 2})
	u = tb.Update(0)
	html := draw(u)
	if bgFaces(html) != 0 || strings.Contains(html, "Remember it") || !strings.Contains(html, `id="bg-back"`) {
		t.Errorf("a look not begun on this page shows %d cards:\n%s", bgFaces(html), html)
	}
	var v beavergang.View
	if err := decodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	bgBegun[bgLook{u.Commit, 0, v.Round, 2}] = true
	if html := draw(u); bgFaces(html) != 1 || !strings.Contains(html, "Remember it") {
		t.Errorf("the page that began the look shows %d cards", bgFaces(html))
	}
	act(0, beavergang.Move{Kind: beavergang.KindBack})
	if html := draw(tb.Update(0)); bgFaces(html) != 0 || !strings.Contains(html, "you looked at it") {
		t.Errorf("after the look: %d cards, note %v", bgFaces(html), strings.Contains(html, "you looked at it"))
	}
}

// TestBeaverGangEventText says each kind of move in both languages.
func TestBeaverGangEventText(t *testing.T) {
	defer setLang(lang)
	names := func(p int) string { return []string{"Ana", "Bob"}[p] }
	for _, tc := range []struct {
		ev     beavergang.Event
		fr, en string
	}{
		{beavergang.Event{Seat: 0, Kind: "take", Slot: 1, Card: "8", Out: "swap"},
			"Ana prend un 8 de la défausse pour sa carte 2\u202f; une carte Échange part à la défausse.",
			"Ana takes an 8 from the discard pile for their card 2; a Swap card goes to the discard pile."},
		{beavergang.Event{Seat: 1, Kind: "swap", Slot: 3, Target: 0, TargetSlot: 0},
			"Bob échange sa carte 4 avec la carte 1 de Ana, sans les regarder.",
			"Bob swaps their card 4 with Ana's card 1, unseen."},
		{beavergang.Event{Seat: 1, Kind: "discard", Card: "peek", Drew: true, Rebuilt: true, RoundOver: true},
			"Bob défausse une carte Regarder et pioche une deuxième carte. La pioche épuisée est refaite avec la défausse. Fin de la manche 2.",
			"Bob discards a Peek card and draws a second card. The empty draw pile is rebuilt from the discards. Round 2 is over."},
		{beavergang.Event{Seat: 0, Kind: "play", Card: "draw"},
			"Ana joue une carte Piocher et pioche une carte.",
			"Ana plays a Draw card and draws a card."},
	} {
		setLang(French)
		if got := bgEventText(names, tc.ev, 2); got != tc.fr {
			t.Errorf("fr: got %q\nwant %q", got, tc.fr)
		}
		setLang(English)
		if got := bgEventText(names, tc.ev, 2); got != tc.en {
			t.Errorf("en: got %q\nwant %q", got, tc.en)
		}
	}
}

// TestBeaverGangRules has every paragraph in both languages.
func TestBeaverGangRules(t *testing.T) {
	paras := rulesText["beavergang"]
	if len(paras) < 8 {
		t.Fatalf("%d paragraphs", len(paras))
	}
	for i, p := range paras {
		if p[0] == "" || p[1] == "" || p[0] == p[1] {
			t.Errorf("paragraph %d: %q", i, p)
		}
	}
}
