package lifeislifeui

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
	"menagerie/games/lifeislife"
)

// TestCheck runs the checks every game's screen passes (kittest.Check) on
// games of every size and both variants, knocking often so that rounds end
// by scoring too; besides, both kinds of round end and the end screen get
// drawn, and the board with a row and a card chosen draws as well.
func TestCheck(t *testing.T) {
	// Seeds 69 and 80 end a round by a sudden death (standard, then
	// advanced variant).
	var tables []games.Config
	for _, seed := range []uint64{2, 3, 4, 69, 80} {
		variant := lifeislife.Standard
		if seed%2 == 0 {
			variant = lifeislife.Advanced
		}
		tables = append(tables, games.Config{Players: 2 + int(seed%4), Seed: seed, Variant: variant})
	}
	chosen := false
	sudden := map[uint64][]int{} // by bots' seed, the player's turns (1 for the first) that ended a round by a sudden death
	kittest.Check(t, Game, kittest.Options{
		Games: tables,
		Pick: func(u table.Update, rng *rand.Rand) json.RawMessage {
			move := u.Legal[rng.IntN(len(u.Legal))]
			// Knock often, so that rounds end by scoring too.
			if last := u.Legal[len(u.Legal)-1]; strings.Contains(string(last), "knock") && rng.IntN(4) == 0 {
				move = last
			}
			return move
		},
		Marks: []string{"décompte", "mort subite", "lil-end-why", "lil-majorities"},
		See: func(t *testing.T, u table.Update, _ string) {
			if !kit.Mine(u) {
				return
			}
			b := Board(&kittest.Table{}, u).(*board)
			app.HTMLString(b.Render())
			if len(b.moves.exch) == 0 {
				return
			}
			// A row chosen, and one card.
			b.chooseRow(b.moves.exch[0].Move.Row)
			b.toggle(0)
			html := app.HTMLString(b.Render())
			if loc := kittest.MissingText.FindStringIndex(html); loc != nil {
				t.Fatalf("%q in %s", html[loc[0]:loc[1]], html[max(0, loc[0]-80):min(len(html), loc[1]+80)])
			}
			chosen = chosen || strings.Contains(html, "lil-row-note chosen")
		},
		Screen: func(t *testing.T, botSeed uint64, s kittest.Screen) {
			if len(s.Due) > 1 {
				t.Errorf("bot seed %d, move %d: tips %v are due at once", botSeed, s.Update.Seq, s.Due)
			}
			if s.Mover != 0 {
				return
			}
			var v lifeislife.View
			if err := kit.DecodeView(s.Update, &v); err != nil {
				t.Fatal(err)
			}
			if v.Last != nil && v.Last.Outcome == "sudden_death" {
				sudden[botSeed] = append(sudden[botSeed], s.Turn)
			}
		},
		Guided: func(t *testing.T, botSeed uint64, g kittest.Guided) {
			if s := sudden[botSeed]; len(s) == 0 || s[0] != 1 {
				t.Errorf("bot seed %d: the player's sudden deaths came on turns %v, not first on turn 1", botSeed, s)
			}
		},
	})
	if !chosen {
		t.Error("no board showed a row chosen")
	}
}

// firstTurn is the update of the first human-like turn of a fresh game:
// the seat to act sees it.
func firstTurn(t *testing.T, seed uint64, players int) (*table.Table, table.Update) {
	t.Helper()
	tb := kittest.BotTable(t, engine, games.Config{Players: players, Seed: seed})
	return tb, tb.Update(tb.ToAct()[0])
}

// TestBuildingAnExchange taps a row and cards the way a player does and
// checks what each card then says, and that the exchange built is the
// legal move of the row and cards chosen.
func TestBuildingAnExchange(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	for _, tc := range []struct {
		seed uint64
		row  int
	}{{1, 1}, {2, 2}, {3, 3}, {4, 4}, {11, 4}, {12, 2}} {
		t.Run(fmt.Sprintf("seed %d row %d", tc.seed, tc.row), func(t *testing.T) {
			_, u := firstTurn(t, tc.seed, 3)
			out := &kittest.Table{}
			b := Board(out, u).(*board)
			app.HTMLString(b.Render())
			var v lifeislife.View
			if err := kit.DecodeView(u, &v); err != nil {
				t.Fatal(err)
			}
			tu := turn{u: u, v: v, mine: true, playing: true}
			for i := range v.Hand {
				if got := b.cardWhy(tu, i); got != tr("lil.why.row") {
					t.Fatalf("before a row, card %d says %q", i, got)
				}
			}
			if b.ready(v) != nil {
				t.Fatal("an exchange is ready before any choice")
			}
			b.chooseRow(tc.row)
			if b.row != tc.row {
				t.Fatalf("row %d not chosen", tc.row)
			}
			rng := rand.New(rand.NewPCG(tc.seed, 1))
			for len(b.sel) < tc.row {
				var free []int
				for i := range v.Hand {
					if b.cardWhy(tu, i) == "" && !slices.Contains(b.sel, i) {
						free = append(free, i)
					}
				}
				if len(free) == 0 {
					t.Fatalf("with %d of %d cards chosen, none may be tapped", len(b.sel), tc.row)
				}
				b.toggle(free[rng.IntN(len(free))])
			}
			for i := range v.Hand {
				why := b.cardWhy(tu, i)
				if slices.Contains(b.sel, i) != (why == "") {
					t.Errorf("row full: card %d says %q", i, why)
				}
				if why != "" && why != tr("lil.why.full", tc.row, tc.row) {
					t.Errorf("row full: card %d says %q", i, why)
				}
			}
			raw := b.ready(v)
			if raw == nil {
				t.Fatalf("no exchange ready with %v on row %d (%s)", b.sel, tc.row, b.prompt(tu))
			}
			m, ok := kit.Decode[lifeislife.Move](engine, raw)
			if !ok || m.Kind != lifeislife.Exchange || m.Row != tc.row || m.Lay != b.chosen(v) {
				t.Errorf("the exchange built is %s, want row %d laying %v", raw, tc.row, b.chosen(v))
			}
			if !slices.ContainsFunc(u.Legal, func(l json.RawMessage) bool { return string(l) == string(raw) }) {
				t.Errorf("%s is not a legal move", raw)
			}
			// Taking a card back frees the others; dropping the row clears all.
			b.toggle(b.sel[0])
			if len(b.sel) != tc.row-1 || b.ready(v) != nil {
				t.Errorf("after taking a card back: %v, ready %s", b.sel, b.ready(v))
			}
			b.chooseRow(tc.row)
			if b.row != 0 || len(b.sel) != 0 {
				t.Errorf("tapping the chosen row again leaves row %d and cards %v", b.row, b.sel)
			}
		})
	}
}

// TestNoLayingTheRowBack finds a row the hand could lay back card for card
// and checks that the card completing it says why it may not be chosen.
func TestNoLayingTheRowBack(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.French)
	for seed := uint64(1); seed < 200; seed++ {
		_, u := firstTurn(t, seed, 4)
		var v lifeislife.View
		if err := kit.DecodeView(u, &v); err != nil {
			t.Fatal(err)
		}
		hand := cardsOf(v.Hand)
		for r := 2; r <= 4; r++ {
			row := cardsOf(v.Rows[r-1])
			if !hand.Contains(row) {
				continue
			}
			b := Board(&kittest.Table{}, u).(*board)
			app.HTMLString(b.Render())
			tu := turn{u: u, v: v, mine: true, playing: true}
			b.chooseRow(r)
			// Lay the row's animals but the last.
			want := v.Rows[r-1]
			for _, id := range want[:len(want)-1] {
				for i, h := range v.Hand {
					if h == id && !slices.Contains(b.sel, i) {
						b.toggle(i)
						break
					}
				}
			}
			last := slices.Index(v.Hand, want[len(want)-1])
			for last >= 0 && slices.Contains(b.sel, last) {
				last++
			}
			if got := b.cardWhy(tu, last); got != tr("lil.why.same") {
				t.Fatalf("seed %d row %d: the card that completes the row says %q", seed, r, got)
			}
			b.toggle(last)
			if slices.Contains(b.sel, last) {
				t.Fatalf("seed %d row %d: the row's own animals could be laid back", seed, r)
			}
			return
		}
	}
	t.Fatal("no deal lets a hand lay a row back")
}

// TestBarKeepsItsButtons checks that the action bar holds the same three
// buttons whatever is chosen, and that only legal moves are enabled.
func TestBarKeepsItsButtons(t *testing.T) {
	_, u := firstTurn(t, 5, 3)
	b := Board(&kittest.Table{}, u).(*board)
	app.HTMLString(b.Render())
	var v lifeislife.View
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	bar := func() []string {
		var out []string
		for _, e := range kittest.Elems(app.HTMLString(b.Render())) {
			if id := e.ID(); e.Tag == "button" && (id == "knock" || id == "clear" || id == "exchange") {
				out = append(out, id+map[bool]string{true: "-off", false: "-on"}[e.Disabled()])
			}
		}
		return out
	}
	for _, tc := range []struct {
		name string
		act  func()
		want []string
	}{
		{"turn start (nobody may knock before an exchange)", func() {}, []string{"knock-off", "clear-off", "exchange-off"}},
		{"row 1 chosen", func() { b.chooseRow(1) }, []string{"knock-off", "clear-on", "exchange-off"}},
		{"one card laid", func() {
			for i := range v.Hand {
				b.toggle(i)
				if len(b.sel) == 1 {
					break
				}
			}
		}, []string{"knock-off", "clear-on", "exchange-on"}},
		{"row dropped", func() { b.chooseRow(1) }, []string{"knock-off", "clear-off", "exchange-off"}},
	} {
		tc.act()
		if got := bar(); !slices.Equal(got, tc.want) {
			t.Errorf("%s: bar %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDescribe checks the log lines of an exchange, while latest and
// after, and of a knock.
func TestDescribe(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	tb, u := firstTurn(t, 3, 3)
	me := u.Seat
	var m json.RawMessage
	for _, l := range u.Legal {
		if strings.Contains(string(l), `"row":2`) {
			m = l
			break
		}
	}
	if err := tb.Act(me, m); err != nil {
		t.Fatal(err)
	}
	u = tb.Update(games.Spectator)
	var v lifeislife.View
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	ev := u.Events[len(u.Events)-1]
	name := kit.SeatName(u, me)
	line := Describe(u, ev)
	if line.Text != name+" takes row 2:" || len(line.Faces) != 5 || line.Faces[2].Text != "and lays" {
		t.Fatalf("latest exchange: %+v", line)
	}
	for i, id := range append(append([]string{}, v.Last.Took...), v.Last.Laid...) {
		f := line.Faces[i+i/2]
		if f.Art != id || f.Text != fmt.Sprint(value(id)) {
			t.Errorf("face %d is %+v, want %s", i, f, id)
		}
	}
	// One move later, only the cards laid are known from the move.
	next := tb.ToAct()[0]
	if err := tb.Act(next, tb.Update(next).Legal[0]); err != nil {
		t.Fatal(err)
	}
	line = Describe(tb.Update(games.Spectator), ev)
	if line.Text != name+" takes row 2 and lays" || len(line.Faces) != 2 {
		t.Errorf("older exchange: %+v", line)
	}
	knock := Describe(u, table.Event{Seq: 99, Seat: me, Move: json.RawMessage(`{"k":"knock"}`)})
	if knock.Text != name+" knocks: last turn" || len(knock.Faces) != 0 {
		t.Errorf("knock: %+v", knock)
	}
}

// TestStandings plays games to the end and checks the end table follows
// the engine's places, the winner first, each player out with its round.
func TestStandings(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	for _, seed := range []uint64{6, 7, 8} {
		tb := kittest.BotTable(t, engine, games.Config{Players: 4, Seed: seed})
		rng := rand.New(rand.NewPCG(seed, 3))
		for !tb.Over() {
			s := tb.ToAct()[0]
			legal := tb.Update(s).Legal
			if err := tb.Act(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		u := tb.Update(games.Spectator)
		var v lifeislife.View
		if err := kit.DecodeView(u, &v); err != nil {
			t.Fatal(err)
		}
		rows := Standings(u)
		if len(rows) != 4 || !rows[0].Winner || rows[0].Note != "" || int(rows[0].Seat) != v.Winner {
			t.Fatalf("seed %d: standings %+v", seed, rows)
		}
		for i, r := range rows[1:] {
			s := v.Standings[i+1]
			if r.Winner || int(r.Seat) != s.Seat || r.Note != fmt.Sprintf("out in round %d", s.OutRound) || r.Score != "0" {
				t.Errorf("seed %d: row %d is %+v, want seat %d out in round %d", seed, i+2, r, s.Seat, s.OutRound)
			}
		}
	}
}

// TestWords checks the words the table says cards with.
func TestWords(t *testing.T) {
	defer kit.SetLang(kit.Current())
	for _, tc := range []struct {
		lang kit.Lang
		got  func() string
		want string
	}{
		{kit.French, func() string { return cardsText([]string{"giraffe", "mole", "mole"}) }, "girafe, 2 taupes"},
		{kit.English, func() string { return cardsText(nil) }, "—"},
		{kit.English, func() string { return setsText([]string{"rabbit"}) }, "5 rabbits"},
		{kit.French, func() string { return setsText([]string{"rabbit", "cat"}) }, "5 lapins et 4 chats"},
		{kit.English, func() string { return signed(-2) + signed(0) + signed(1) }, "−20+1"},
		{kit.French, func() string { return cardLabel("bear") }, "ours, valeur 8"},
		{kit.English, func() string { return lifeWord(-2) + " " + lifeWord(1) }, "lives life"},
	} {
		kit.SetLang(tc.lang)
		if got := tc.got(); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.lang, got, tc.want)
		}
	}
}
