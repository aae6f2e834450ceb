package ui

import (
	"encoding/json"
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
	defer func(l Lang) { lang = l }(lang)
	seen := map[string]bool{}
	marks := []string{"bg-round", "bg-end", "bg-swap", "bg-hide", "bg-drawn", "bg-knock", "was ", "était "}
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		players := 2 + int(seed%5)
		setup := table.Setup{Game: "beavergang", Config: games.Config{Players: players, Seed: seed}}
		for i := range players {
			setup.Seats = append(setup.Seats, table.SeatInfo{Name: "P" + string(rune('A'+i)), Kind: table.Bot})
		}
		tb, err := table.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		p := &playPage{}
		for step := 0; ; step++ {
			if step > 20000 {
				t.Fatalf("seed %d: no end after %d moves", seed, step)
			}
			over := tb.Over()
			var seat games.Seat = games.Spectator
			if !over {
				seat = tb.ToAct()[0]
			}
			for _, l := range []Lang{French, English} {
				lang = l
				for _, s := range []games.Seat{seat, games.Spectator} {
					u := tb.Update(s)
					html := app.HTMLString(beavergangBoard(p, u))
					for _, bad := range []string{"«", "%!", "MISSING"} {
						if i := strings.Index(html, bad); i >= 0 {
							t.Fatalf("seed %d: %q in %s", seed, bad, html[max(0, i-80):min(len(html), i+80)])
						}
					}
					for _, k := range marks {
						if strings.Contains(html, k) {
							seen[k] = true
						}
					}
					for _, ev := range u.Events {
						line := beavergangDescribe(u, ev)
						if !strings.HasPrefix(line, u.Seats[ev.Seat].Name+" ") || strings.Contains(line, "%!") || strings.Contains(line, "«") {
							t.Fatalf("seed %d: log line %q", seed, line)
						}
					}
				}
			}
			if over {
				break
			}
			legal := tb.Update(seat).Legal
			// Play the action cards and knock seldom, to see everything.
			move := legal[rng.IntN(len(legal))]
			for _, m := range legal {
				if strings.Contains(string(m), `"play"`) {
					move = m
				}
				if strings.Contains(string(m), `"pass"`) && rng.IntN(5) > 0 {
					move = m
				}
			}
			if err := tb.Act(seat, json.RawMessage(move)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range marks {
		if !seen[k] {
			t.Errorf("no board showed %q", k)
		}
	}
}

// TestBeaverGangEventText says each kind of move in both languages.
func TestBeaverGangEventText(t *testing.T) {
	defer func(l Lang) { lang = l }(lang)
	names := func(p int) string { return []string{"Ana", "Bob"}[p] }
	for _, tc := range []struct {
		ev     beavergang.Event
		fr, en string
	}{
		{beavergang.Event{Seat: 0, Kind: "take", Slot: 1, Card: "8", Out: "swap"},
			"Ana prend un 8 de la défausse pour sa carte 2 ; une carte Échange part à la défausse.",
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
		lang = French
		if got := bgEventText(names, tc.ev, 2); got != tc.fr {
			t.Errorf("fr: got %q\nwant %q", got, tc.fr)
		}
		lang = English
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
