package ui

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/lifeislife"
)

// TestLifeIsLifeBoardRenders plays whole games at random and draws the
// table after every move, for the player to act and for a spectator, in
// both languages: nothing panics, no text key is missing, every log line
// names its player, and both kinds of round end get drawn.
func TestLifeIsLifeBoardRenders(t *testing.T) {
	defer func(l Lang) { lang = l }(lang)
	seen := map[string]bool{}
	// Seeds 25 and 142 end a round by a sudden death (standard, then
	// advanced variant).
	for _, seed := range []uint64{1, 2, 3, 4, 5, 25, 142} {
		variant := ""
		if seed%2 == 0 {
			variant = lifeislife.Advanced
		}
		players := 2 + int(seed%4)
		setup := table.Setup{Game: "lifeislife", Config: games.Config{Players: players, Seed: seed, Variant: variant}}
		for i := range players {
			setup.Seats = append(setup.Seats, table.SeatInfo{Name: "P" + string(rune('A'+i)), Kind: table.Bot})
		}
		tb, err := table.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		p := &playPage{}
		for step := 0; ; step++ {
			if step > 5000 {
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
					html := app.HTMLString(lilBoard(p, u))
					if i := strings.Index(html, "«"); i >= 0 {
						t.Fatalf("seed %d: a missing text: %s", seed, html[i:min(len(html), i+60)])
					}
					for _, k := range []string{"décompte", "mort subite", "Classement", "mouse"} {
						if strings.Contains(html, k) {
							seen[k] = true
						}
					}
					for _, ev := range u.Events {
						if line := lilDescribe(u, ev); !strings.HasPrefix(line, u.Seats[ev.Seat].Name+" ") {
							t.Fatalf("seed %d: log line %q", seed, line)
						}
					}
				}
			}
			if over {
				break
			}
			legal := tb.Update(seat).Legal
			// Knock often, so that rounds end by scoring too.
			move := legal[rng.IntN(len(legal))]
			if last := legal[len(legal)-1]; strings.Contains(string(last), "knock") && rng.IntN(4) == 0 {
				move = last
			}
			if err := tb.Act(seat, json.RawMessage(move)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"décompte", "mort subite", "Classement", "mouse"} {
		if !seen[k] {
			t.Errorf("no board showed %q", k)
		}
	}
}

// TestLifeIsLifeCardsText groups cards in words.
func TestLifeIsLifeCardsText(t *testing.T) {
	defer func(l Lang) { lang = l }(lang)
	lang = French
	if got := lilCardsText([]string{"giraffe", "mole", "mole"}); got != "girafe, 2 taupes" {
		t.Errorf("got %q", got)
	}
	lang = English
	if got := lilSetsText([]string{"rabbit"}); got != "5 rabbits" {
		t.Errorf("got %q", got)
	}
	if got := lilSigned(-2) + lilSigned(0) + lilSigned(1); got != "−20+1" {
		t.Errorf("got %q", got)
	}
}
