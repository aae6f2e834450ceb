package animalementui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/animalement"
)

// play plays a game of players seats with random moves from a seeded
// generator (passing often enough that negative cards get taken), calling
// see on every position from the point of view of the seat to act and of a
// spectator, and at the end from every seat.
func play(t *testing.T, players int, seed uint64, see func(u table.Update)) {
	t.Helper()
	setup := table.Setup{Game: Game.ID(), Config: games.Config{Players: players, Seed: seed}}
	for i := range players {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: fmt.Sprintf("P%d", i), Kind: table.Human})
	}
	tb, err := table.New(Game.Engine, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for !tb.Over() {
		seat := tb.ToAct()[0]
		u := tb.Update(seat)
		see(u)
		see(tb.Update(games.Spectator))
		move := pick(u, rng)
		if err := tb.Act(seat, move); err != nil {
			t.Fatal(err)
		}
	}
	for i := range players {
		see(tb.Update(games.Seat(i)))
	}
}

// view decodes an update's view.
func view(t *testing.T, u table.Update) animalement.View {
	t.Helper()
	var v animalement.View
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// seatHTML cuts the strip's item of seat i out of a table's HTML.
func seatHTML(html string, i int) string {
	start := strings.Index(html, fmt.Sprintf(`id="seat-%d"`, i))
	if start < 0 {
		return ""
	}
	end := strings.Index(html[start:], "</li>")
	return html[start : start+end]
}

// pick is the move a random game plays in u: one of the legal moves, and
// a pass one time in three, so that negative cards get taken.
func pick(u table.Update, rng *rand.Rand) json.RawMessage {
	move := u.Legal[rng.IntN(len(u.Legal))]
	if rng.IntN(3) == 0 {
		for _, raw := range u.Legal {
			if m, ok := decodeMove(raw); ok && m.Kind == animalement.KindPass {
				move = raw
			}
		}
	}
	return move
}

// TestCheck runs the checks every game's screen passes (kittest.Check) on
// games of three to five players; besides, at every position, the cards
// and buttons offered are the legal moves, the "least money" badge marks
// exactly the seats holding the least money (never the richest, and nobody
// when all hold the same), each seat shows the engine's running score, and
// the end is explained.
func TestCheck(t *testing.T) {
	var tables []games.Config
	for seed := uint64(1); seed <= 6; seed++ {
		tables = append(tables, games.Config{Players: 3 + int(seed%3), Seed: seed})
	}
	discards, negatives, badges := 0, 0, 0
	kittest.Check(t, Game, kittest.Options{Games: tables, Pick: pick, See: func(t *testing.T, u table.Update, html string) {
		if u.Over {
			if !strings.Contains(html, `id="av-end"`) {
				t.Fatalf("move %d: no end explanation", u.Seq)
			}
			return
		}
		v := view(t, u)
		poor := leastMoney(v)
		for i, s := range v.Seats {
			item := seatHTML(html, i)
			has := strings.Contains(item, "av-tag-poor")
			if has != slices.Contains(poor, i) {
				t.Fatalf("move %d: seat %d has the least-money badge %v; the poorest are %v", u.Seq, i, has, poor)
			}
			if has {
				badges++
			}
			if score := tr("av.score", kit.FormatScore(s.Score)); !strings.Contains(item, ">"+score+"<") {
				t.Fatalf("move %d: seat %d does not show its score %q: %s", u.Seq, i, score, item)
			}
		}
		mine := u.Seat >= 0 && v.Turn == v.Seat
		switch {
		case u.Seat < 0:
			if strings.Contains(html, "<button") || strings.Contains(html, `class="av-hand`) {
				t.Fatalf("move %d: a spectator is offered a move or a hand", u.Seq)
			}
		case mine && v.Phase == animalement.PhaseDiscard.String():
			discards++
			if n := strings.Count(html, `choice"`); n != len(u.Legal) || n == 0 {
				t.Fatalf("move %d: %d cards to discard for %d legal moves", u.Seq, n, len(u.Legal))
			}
		case mine:
			if !strings.Contains(html, `id="pass"`) || !strings.Contains(html, `id="bid"`) {
				t.Fatalf("move %d: no bid or pass button on a bid turn", u.Seq)
			}
			if v.Negative {
				negatives++
			}
		}
	}})
	if discards == 0 || negatives == 0 || badges == 0 {
		t.Errorf("the games never reached a dog discard (%d), a negative auction (%d) or a least-money badge (%d)", discards, negatives, badges)
	}
}

// leastMoney lists the seats holding the least money, counting what they
// laid, and none when all hold the same: the seats the table must mark.
func leastMoney(v animalement.View) []int {
	least := -1
	for _, s := range v.Seats {
		if least < 0 || s.Money+s.Bid < least {
			least = s.Money + s.Bid
		}
	}
	var out []int
	for i, s := range v.Seats {
		if s.Money+s.Bid == least {
			out = append(out, i)
		}
	}
	if len(out) == len(v.Seats) {
		return nil
	}
	return out
}

// TestBidBuilder checks the bid being built against the rules: a set of
// cards from hand can be confirmed exactly when it brings the bidder's
// face-up total above the high bid, and a card can be tapped exactly when
// some legal bid holds it with those already picked.
func TestBidBuilder(t *testing.T) {
	checked := 0
	play(t, 4, 99, func(u table.Update) {
		var v animalement.View
		if json.Unmarshal(u.View, &v) != nil || v.Phase != animalement.PhaseBid.String() || u.Seat < 0 || v.Turn != v.Seat {
			return
		}
		l := legalMoves(u)
		s := v.Seats[v.Seat]
		hand, _ := animalement.MoneyOf(s.Hand...)
		for sel := hand; ; sel = (sel - 1) & hand {
			_, ok := l.bids[sel]
			want := sel != 0 && s.Bid+sel.Total() > v.High
			if ok != want {
				t.Fatalf("bid %v over %d laid against %d: confirm %v, want %v", sel.Values(), s.Bid, v.High, ok, want)
			}
			grow := l.canGrow(sel)
			if wantGrow := s.Bid+hand.Total() > v.High; grow != wantGrow {
				t.Fatalf("bid %v: can grow %v, want %v", sel.Values(), grow, wantGrow)
			}
			checked++
			if sel == 0 {
				break
			}
		}
		if b, ok := l.smallest(); ok {
			for other := range l.bids {
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

// TestDecodeMove reads every move the table can send as the engine's
// decoder does, and refuses what the engine refuses.
func TestDecodeMove(t *testing.T) {
	g := animalement.Game{}
	for m := animalement.Money(1); m < 1<<animalement.NumMoney; m++ {
		raw, _ := json.Marshal(animalement.Move{Kind: animalement.KindBid, Cards: m})
		got, ok := decodeMove(raw)
		if !ok || got.Kind != animalement.KindBid || got.Cards != m {
			t.Fatalf("%s: %+v %v", raw, got, ok)
		}
	}
	for _, tt := range []struct {
		raw string
		ok  bool
	}{
		{`{"k":"pass"}`, true},
		{`{"k":"discard","a":"mule"}`, true},
		{`{"c":[1],"k":"bid"}`, true},
		{`{"k":"bid","c":[5]}`, false},
		{`{"k":"bid","c":[1,1]}`, false},
		{`{"k":"discard","a":"cat"}`, false},
		{`{"k":"fold"}`, false},
	} {
		got, ok := decodeMove(json.RawMessage(tt.raw))
		want, err := g.DecodeMove(json.RawMessage(tt.raw))
		if ok != tt.ok || (err == nil) != tt.ok {
			t.Errorf("%s: read %v, the engine %v, want %v", tt.raw, ok, err, tt.ok)
		}
		if ok && err == nil && games.Move(got) != want {
			t.Errorf("%s: %+v, the engine %+v", tt.raw, got, want)
		}
	}
}

// endUpdate is an end of game with these final seats.
func endUpdate(t *testing.T, seats []animalement.FinalSeat) table.Update {
	t.Helper()
	v := animalement.View{Seat: 0, Players: len(seats), Phase: animalement.PhaseOver.String(), Turn: -1,
		Final: &animalement.Final{Seats: seats}}
	r := &games.Result{}
	for i, s := range seats {
		v.Seats = append(v.Seats, animalement.SeatView{})
		r.Scores = append(r.Scores, s.Score)
		if s.Winner {
			v.Final.Winners = append(v.Final.Winners, i)
			r.Winners = append(r.Winners, games.Seat(i))
		}
	}
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	u := table.Update{Game: Game.ID(), Over: true, View: raw, Result: r}
	for i := range seats {
		u.Seats = append(u.Seats, table.SeatInfo{Name: fmt.Sprintf("P%d", i)})
	}
	return u
}

// TestStandings puts the winners first and the players out for having the
// least money last, marked, whatever their score.
func TestStandings(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	type row struct {
		seat   games.Seat
		winner bool
		out    bool
	}
	tests := []struct {
		name  string
		seats []animalement.FinalSeat
		want  []row
	}{
		{"the best score is out",
			[]animalement.FinalSeat{{Money: 3, Out: true, Score: 40}, {Money: 20, Score: 12, Winner: true}, {Money: 9, Score: 15}},
			[]row{{1, true, false}, {2, false, false}, {0, false, true}}},
		{"two out, a shared win",
			[]animalement.FinalSeat{{Money: 5, Score: 8, Winner: true}, {Money: 2, Out: true, Score: 30}, {Money: 5, Score: 8, Winner: true}, {Money: 2, Out: true, Score: -5}},
			[]row{{0, true, false}, {2, true, false}, {1, false, true}, {3, false, true}}},
		{"all out, nobody wins",
			[]animalement.FinalSeat{{Money: 4, Out: true, Score: 1}, {Money: 4, Out: true, Score: 9}, {Money: 4, Out: true, Score: 3}},
			[]row{{1, false, true}, {2, false, true}, {0, false, true}}},
		{"a tie on score decided by money",
			[]animalement.FinalSeat{{Money: 10, Score: 7}, {Money: 12, Score: 7, Winner: true}, {Money: 1, Out: true, Score: 2}, {Money: 11, Score: 7}},
			[]row{{1, true, false}, {3, false, false}, {0, false, false}, {2, false, true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := Standings(endUpdate(t, tt.seats))
			var got []row
			for _, r := range rows {
				got = append(got, row{r.Seat, r.Winner, r.Note != ""})
				if r.Note != "" && r.Note != tr("av.end.out") {
					t.Errorf("seat %d: note %q", r.Seat, r.Note)
				}
				if r.Score != kit.FormatScore(tt.seats[r.Seat].Score) {
					t.Errorf("seat %d: score %q, want %v", r.Seat, r.Score, tt.seats[r.Seat].Score)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("standings %v, want %v", got, tt.want)
			}
		})
	}
}

// TestDescribeSale tells, for the move that ends an auction, who took the
// card and shows it; over a whole game, every sale is told.
func TestDescribeSale(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	sales := 0
	play(t, 3, 5, func(u table.Update) {
		if u.Seat < 0 || len(u.Events) == 0 {
			return
		}
		v := view(t, u)
		ev := u.Events[len(u.Events)-1]
		if ev.Seq != u.Seq || v.Last == nil || v.Last.Sale == nil {
			return
		}
		sales++
		line := Describe(u, ev)
		taker := u.Seats[v.Last.Sale.Taker].Name
		if !strings.Contains(line.Text, taker+" ") || !strings.Contains(line.Text, tr("av.the."+v.Last.Sale.Animal)) {
			t.Errorf("the sale of %s to %s reads %q", v.Last.Sale.Animal, taker, line.Text)
		}
		if !slices.ContainsFunc(line.Faces, func(f kit.Face) bool { return f.Art == v.Last.Sale.Animal }) {
			t.Errorf("the sale of %s shows %+v", v.Last.Sale.Animal, line.Faces)
		}
	})
	if sales == 0 {
		t.Fatal("no sale seen")
	}
}
