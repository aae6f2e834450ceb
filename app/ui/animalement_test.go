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
	"menagerie/games/animalement"
)

// avPlay plays a game of players seats with random moves (passing often
// enough that negative cards get taken), calling see on every position
// from the point of view of the seat to act and of a spectator, and at the
// end from seat 0.
func avPlay(t *testing.T, players int, seed uint64, see func(u table.Update)) {
	t.Helper()
	setup := table.Setup{Game: "animalement", Config: games.Config{Players: players, Seed: seed}}
	for i := range players {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: fmt.Sprintf("P%d", i), Kind: table.Human})
	}
	g, _ := playable(setup.Game)
	tb, err := table.New(g, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for !tb.Over() {
		seat := tb.ToAct()[0]
		u := tb.Update(seat)
		see(u)
		see(tb.Update(games.Spectator))
		move := u.Legal[rng.IntN(len(u.Legal))]
		if rng.IntN(3) == 0 {
			move = u.Legal[0]
			for _, raw := range u.Legal {
				if strings.Contains(string(raw), `"pass"`) {
					move = raw
				}
			}
		}
		if err := tb.Act(seat, move); err != nil {
			t.Fatal(err)
		}
	}
	see(tb.Update(0))
}

// TestAnimalementBoardEveryPosition draws the table, in both languages, at
// every position of several games: every text is translated, the buttons
// offered are exactly the legal moves, the log lines read well, and the end
// screen's scores are the engine's.
func TestAnimalementBoardEveryPosition(t *testing.T) {
	defer setLang(lang)
	discards, negatives := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		players := 3 + int(seed%3)
		avPlay(t, players, seed, func(u table.Update) {
			var v animalement.View
			if err := json.Unmarshal(u.View, &v); err != nil {
				t.Fatal(err)
			}
			for _, l := range []Lang{French, English} {
				setLang(l)
				html := app.HTMLString(animalementBoard(&playPage{}, u))
				if strings.Contains(html, "«av.") {
					i := strings.Index(html, "«av.")
					t.Fatalf("seed %d, %s: untranslated text near %q", seed, l, html[i:min(len(html), i+40)])
				}
				for _, ev := range u.Events {
					if line := animalementDescribe(u, ev); line == "" || strings.Contains(line, "«") {
						t.Fatalf("seed %d: log line %q", seed, line)
					}
				}
				switch {
				case u.Seat < 0:
					if strings.Contains(html, "<button") || strings.Contains(html, `id="me"`) {
						t.Fatalf("seed %d: a spectator is offered a move or a hand", seed)
					}
				case u.Over:
					if !strings.Contains(html, `id="av-end"`) {
						t.Fatalf("seed %d: no end explanation", seed)
					}
				case v.Phase == "discard":
					discards++
					n := strings.Count(html, `id="discard-`)
					if n != len(u.Legal) || n == 0 {
						t.Fatalf("seed %d: %d discard buttons for %d legal moves", seed, n, len(u.Legal))
					}
				case v.Phase == "bid":
					if !strings.Contains(html, `id="pass"`) || !strings.Contains(html, `id="bid"`) {
						t.Fatalf("seed %d: no bid or pass button on a bid turn", seed)
					}
					if v.Negative {
						negatives++
					}
				}
			}
			if u.Over {
				for i, fs := range v.Final.Seats {
					if got := avScore(v.Seats[i].Animals); got != fs.Score {
						t.Errorf("seed %d seat %d: the table shows a score of %v, the engine counts %v", seed, i, got, fs.Score)
					}
				}
			}
		})
	}
	if discards == 0 || negatives == 0 {
		t.Errorf("the games never reached a dog discard (%d) or a negative auction (%d)", discards, negatives)
	}
}

// TestAnimalementBidBuilder checks the bid being built against the rules:
// a set of cards from hand can be confirmed exactly when it brings the
// bidder's face-up total above the high bid, and a card can be tapped
// exactly when some legal bid holds it with those already picked.
func TestAnimalementBidBuilder(t *testing.T) {
	checked := 0
	avPlay(t, 4, 99, func(u table.Update) {
		var v animalement.View
		if json.Unmarshal(u.View, &v) != nil || v.Phase != "bid" || u.Seat < 0 {
			return
		}
		c := &avBoard{U: u}
		c.sync()
		s := v.Seats[v.Seat]
		hand, _ := animalement.MoneyOf(s.Hand...)
		for sel := hand; ; sel = (sel - 1) & hand {
			_, ok := c.legal.bids[sel]
			want := sel != 0 && s.Bid+sel.Total() > v.High
			if ok != want {
				t.Fatalf("bid %v over %d laid against %d: confirm %v, want %v", sel.Values(), s.Bid, v.High, ok, want)
			}
			grow := c.canGrow(sel)
			if wantGrow := s.Bid+hand.Total() > v.High; grow != wantGrow {
				t.Fatalf("bid %v: can grow %v, want %v", sel.Values(), grow, wantGrow)
			}
			checked++
			if sel == 0 {
				break
			}
		}
		if b, ok := c.smallest(); ok {
			for other := range c.legal.bids {
				if other.Total() < b.Total() {
					t.Fatalf("smallest bid %v but %v is smaller", b.Values(), other.Values())
				}
			}
		}
	})
	if checked == 0 {
		t.Fatal("no bid position checked")
	}
}

// TestAnimalementDecodeMove reads every move the table can send as the JSON
// decoder does.
func TestAnimalementDecodeMove(t *testing.T) {
	for m := animalement.Money(1); m < 1<<11; m++ {
		raw, _ := json.Marshal(animalement.Move{Kind: animalement.KindBid, Cards: m})
		got, ok := avDecodeMove(raw)
		if !ok || got.Kind != animalement.KindBid || got.Cards != m {
			t.Fatalf("%s: %+v %v", raw, got, ok)
		}
	}
	for _, raw := range []string{`{"k":"pass"}`, `{"k":"discard","a":"mule"}`, `{"c":[1],"k":"bid"}`} {
		var want animalement.Move
		json.Unmarshal([]byte(raw), &want)
		if got, ok := avDecodeMove(json.RawMessage(raw)); !ok || got != want {
			t.Errorf("%s: %+v, want %+v", raw, got, want)
		}
	}
	if _, ok := avDecodeMove(json.RawMessage(`{"k":"bid","c":[5]}`)); ok {
		t.Errorf("a bid of a card worth 5 was read")
	}
}
