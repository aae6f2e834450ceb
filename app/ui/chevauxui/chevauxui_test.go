package chevauxui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/app/ui/kit/kittest"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// view decodes an update's view.
func view(t *testing.T, u table.Update) chevaux.View {
	t.Helper()
	var v chevaux.View
	if err := kit.DecodeView(u, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// games to play in the tests: small and large tables, every ending.
var deals = []struct {
	players int
	variant string
	seed    uint64
}{{2, chevaux.AllCards, 1}, {3, chevaux.Battles(10), 2}, {4, "", 3}, {6, chevaux.Battles(30), 4}, {2, chevaux.AllCards, 5}, {3, chevaux.AllCards, 6}, {5, chevaux.Battles(40), 7}}

// play plays tb to its end with moves picked by rng, calling each with
// the seat about to move and the update of that seat before the move, then
// after with the move's event.
func play(t *testing.T, tb *table.Table, rng *rand.Rand, after func(seat games.Seat, before table.Update)) {
	t.Helper()
	for n := 0; !tb.Over(); n++ {
		if n > 50000 {
			t.Fatal("no end after 50000 moves")
		}
		seat := tb.ToAct()[0]
		before := tb.Update(seat)
		if err := tb.Act(seat, before.Legal[rng.IntN(len(before.Legal))]); err != nil {
			t.Fatal(err)
		}
		after(seat, before)
	}
}

// TestCheck runs the checks every game's screen passes (kittest.Check) on
// small and large tables and every ending: besides, the player's horse is
// in the dock, the end says why, and every way a battle is decided shows.
func TestCheck(t *testing.T) {
	var tables []games.Config
	for _, d := range []int{5, 1, 2, 3} {
		d := deals[d]
		tables = append(tables, games.Config{Players: d.players, Seed: d.seed, Variant: d.variant})
	}
	kittest.Check(t, Game, kittest.Options{
		Games: tables,
		Marks: []string{`id="ch-end-why"`, "every card", "toutes les cartes", "battles are played", "batailles sont jouées",
			"Tie-break", `class="horse mycard`, `class="facedown rarity-`, `id="keep"`, `id="collect"`, `id="char-height"`,
			"broken by rarity", "best value", `class="result ch-result now"`},
	})
}

// TestTurnChoices: on the leader's turn every characteristic of the horse
// is a card that sends its choice; on a switch, the others are, and the
// bar and the card's one in force keep it; the winner collects from the
// bar. Every legal move is one tap away, and nothing else is.
func TestTurnChoices(t *testing.T) {
	kinds := map[string]int{}
	for _, d := range deals[:4] {
		tb := kittest.BotTable(t, engine, games.Config{Players: d.players, Seed: d.seed, Variant: d.variant})
		play(t, tb, rand.New(rand.NewPCG(d.seed, 7)), func(_ games.Seat, u table.Update) {
			html := app.HTMLString(board(&kittest.Table{}, u))
			var sent []string
			for _, e := range kittest.Elems(html) {
				if move, ok := e.Attr("data-move"); ok {
					sent = append(sent, move)
				}
			}
			var legal []string
			for _, raw := range u.Legal {
				legal = append(legal, string(raw))
				m, _ := kit.Decode[chevaux.Move](engine, raw)
				kinds[m.Kind]++
			}
			slices.Sort(sent)
			sent = slices.Compact(sent) // keep is on the bar and on the card
			slices.Sort(legal)
			if !slices.Equal(sent, legal) {
				t.Fatalf("the board sends %v, the legal moves are %v", sent, legal)
			}
		})
	}
	for _, k := range []string{chevaux.KindChoose, chevaux.KindKeep, chevaux.KindSwitch, chevaux.KindCollect} {
		if kinds[k] == 0 {
			t.Errorf("no turn offered %q", k)
		}
	}
}

// truth is what really happened with one move, from the engine's views.
type truth struct {
	seat   games.Seat
	move   chevaux.Move
	char   chevaux.Characteristic // the characteristic announced with (choose, keep, switch)
	value  int                    // the mover's value on it
	said   map[int]int            // the automatic announcements after it, by seat
	battle *chevaux.BattleView    // the battle it decided, if it did
	won    int                    // the cards collected (collect)
}

// record plays a whole game and returns what each move did, and the
// update of every seat and of a spectator after each move.
func record(t *testing.T, players int, variant string, seed uint64) ([]truth, [][]table.Update) {
	t.Helper()
	tb := kittest.BotTable(t, engine, games.Config{Players: players, Seed: seed, Variant: variant})
	var moves []truth
	var after [][]table.Update
	play(t, tb, rand.New(rand.NewPCG(seed, 11)), func(seat games.Seat, before table.Update) {
		ev := tb.Update(games.Spectator).Events
		m, _ := kit.Decode[chevaux.Move](engine, ev[len(ev)-1].Move)
		rec := truth{seat: seat, move: m}
		vb, v := view(t, before), view(t, tb.Update(games.Spectator))
		switch m.Kind {
		case chevaux.KindCollect:
			rec.won = len(vb.LastBattle.Won)
		default:
			c, ok := charOf(m.Char)
			if m.Kind == chevaux.KindKeep {
				c, ok = charOf(vb.Char)
			}
			if !ok {
				t.Fatalf("move %v: no characteristic", m)
			}
			rec.char = c
			rec.value, _ = cardValue(vb.MyCard, c)
			// The events the move added to the battle's log.
			rec.said = map[int]int{}
			for _, e := range v.Log[len(vb.Log)+1:] {
				if e.Kind == eventAnnounce {
					rec.said[e.Seat] = e.Value
				}
			}
			if v.Phase == phaseResult {
				rec.battle = v.LastBattle
			}
		}
		moves = append(moves, rec)
		var us []table.Update
		for s := range players {
			us = append(us, tb.Update(games.Seat(s)))
		}
		after = append(after, append(us, tb.Update(games.Spectator)))
	})
	return moves, after
}

// TestDescribeTellsValuesAndWinners describes every move of whole games,
// for every seat and a spectator, from the update right after it: the
// characteristic and the value announced, the values the others then
// announced, and on the move that decided a battle every card, the winner,
// the cards won and how; no line names a card still face down.
func TestDescribeTellsValuesAndWinners(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	by := map[string]bool{}
	for _, d := range deals {
		moves, after := record(t, d.players, d.variant, d.seed)
		for i, m := range moves {
			for _, u := range after[i] {
				ev := u.Events[len(u.Events)-1]
				line := describe(u, ev)
				name := kit.SeatName(u, m.seat)
				if !strings.HasPrefix(line.Text, name+" ") || kittest.MissingText.MatchString(line.Text) {
					t.Fatalf("move %d: line %q", i, line.Text)
				}
				if m.move.Kind == chevaux.KindCollect {
					if want := fmt.Sprintf("%s collects %d cards", name, m.won); line.Text != want {
						t.Fatalf("move %d: %q, want %q", i, line.Text, want)
					}
					continue
				}
				want := moveText(name, m.move.Kind, m.char, valueText(m.char, m.value))
				if !strings.HasPrefix(line.Text, want) {
					t.Fatalf("move %d (%v): %q does not start with %q", i, m.move, line.Text, want)
				}
				for s, val := range m.said {
					if said := kit.SeatName(u, games.Seat(s)) + " " + valueText(m.char, val); !strings.Contains(line.Text, said) {
						t.Fatalf("move %d: %q lacks %q", i, line.Text, said)
					}
				}
				checkResult(t, i, u, line, m.battle)
				if m.battle != nil {
					by[m.battle.By] = true
				}
			}
		}
	}
	for _, b := range []string{"value", "rarity", "tiebreak"} {
		if !by[b] {
			t.Errorf("no battle was decided by %q", b)
		}
	}
}

// checkResult checks the result a line tells, if its move decided a
// battle, and that it shows no card otherwise.
func checkResult(t *testing.T, i int, u table.Update, line kit.Line, b *chevaux.BattleView) {
	t.Helper()
	if b == nil {
		if len(line.Faces) > 0 || strings.Contains(line.Text, " wins ") {
			t.Fatalf("move %d decided nothing, yet says %q with %d cards", i, line.Text, len(line.Faces))
		}
		for _, h := range chevaux.Cards() {
			if strings.Contains(line.Text, h.Name) {
				t.Fatalf("move %d names %s: %q", i, h.Name, line.Text)
			}
		}
		return
	}
	c, _ := charOf(b.Char)
	winner := fmt.Sprintf("%s wins %d cards", kit.SeatName(u, games.Seat(b.Winner)), len(b.Won))
	if !strings.Contains(line.Text, winner) {
		t.Fatalf("move %d: %q lacks %q", i, line.Text, winner)
	}
	how := "best value: " + valueText(c, b.Best)
	if len(b.Tied) > 1 {
		how = "tie at " + valueText(c, b.Best) + " between "
		for _, s := range b.Tied {
			if !strings.Contains(line.Text, kit.SeatName(u, games.Seat(s))) {
				t.Fatalf("move %d: the tie %q does not name seat %d", i, line.Text, s)
			}
		}
		if !strings.Contains(line.Text, tr("ch.by."+b.By)) {
			t.Fatalf("move %d: %q does not say the tie was %s", i, line.Text, b.By)
		}
	}
	if !strings.Contains(line.Text, how) {
		t.Fatalf("move %d: %q lacks %q", i, line.Text, how)
	}
	if len(line.Faces) != len(b.Cards)+len(b.TieBreak) {
		t.Fatalf("move %d: %d cards shown, the battle had %d and %d to break a tie", i, len(line.Faces), len(b.Cards), len(b.TieBreak))
	}
	for k, p := range b.Cards {
		h, _ := chevaux.Card(p.Card)
		f := line.Faces[k]
		if f.Art != "horse" || !strings.Contains(f.Text, h.Name) || !strings.Contains(f.Label, valueText(c, p.Value)) ||
			strings.Contains(f.Class, "won") != (p.Seat == b.Winner) {
			t.Fatalf("move %d: card %d shown as %+v, want %s at %s", i, k, f, h.Name, valueText(c, p.Value))
		}
	}
}

// TestDescribeLate describes each move from an update a few moves later,
// as a guest's screen may: the line is the one told right after the move,
// or the same without what the later update no longer shows, never a
// wrong value.
func TestDescribeLate(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	full, partial := 0, 0
	for _, d := range deals[:4] {
		moves, after := record(t, d.players, d.variant, d.seed)
		for i, m := range moves {
			spectator := len(after[i]) - 1
			now := after[i][spectator]
			ev := now.Events[len(now.Events)-1]
			want := describe(now, ev)
			for lag := 1; lag <= 6 && i+lag < len(moves); lag++ {
				later := after[i+lag][spectator]
				got := describe(later, ev)
				name := kit.SeatName(later, m.seat)
				ok := got.Text == want.Text
				if ok {
					full++
				} else {
					partial++
				}
				if m.move.Kind != chevaux.KindCollect {
					bare := moveText(name, m.move.Kind, m.char, valueText(m.char, m.value))
					ok = ok || got.Text == bare || got.Text == moveText(name, m.move.Kind, m.char, "") || got.Text == name+" "+m.move.String()
					if m.battle != nil {
						ok = ok || got.Text == bare+tr("ch.log.result")+resultText(later, m.battle)
					}
				} else {
					ok = ok || got.Text == name+" "+m.move.String()
				}
				if !ok {
					t.Fatalf("move %d (%v) told %d moves later: %q, right after: %q", i, m.move, lag, got.Text, want.Text)
				}
			}
		}
	}
	if full == 0 || partial == 0 {
		t.Errorf("%d late lines told in full, %d in part: want some of each", full, partial)
	}
}

// TestValueText writes values in one unbreakable piece, grouped as each
// language groups thousands.
func TestValueText(t *testing.T) {
	defer kit.SetLang(kit.Current())
	for _, tc := range []struct {
		lang  kit.Lang
		char  chevaux.Characteristic
		value int
		want  string
	}{
		{kit.French, chevaux.Appearance, -45000, "45\u202f000\u00a0av.\u00a0J.\u2011C."},
		{kit.English, chevaux.Appearance, -45000, "45,000\u00a0BC"},
		{kit.French, chevaux.Appearance, -2500, "2500\u00a0av.\u00a0J.\u2011C."},
		{kit.French, chevaux.Appearance, 1874, "1874"},
		{kit.French, chevaux.Height, 163, "163\u00a0cm"},
		{kit.English, chevaux.Weight, 1000, "1000\u00a0kg"},
		{kit.English, chevaux.Longevity, 30, "30\u00a0years"},
	} {
		kit.SetLang(tc.lang)
		if got := valueText(tc.char, tc.value); got != tc.want {
			t.Errorf("%s: valueText(%s, %d) = %q, want %q", tc.lang, tc.char, tc.value, got, tc.want)
		}
	}
}

// TestCardValue reads a card's values through the engine.
func TestCardValue(t *testing.T) {
	for _, h := range chevaux.Cards() {
		for c, want := range map[chevaux.Characteristic]int{chevaux.Height: h.Height, chevaux.Weight: h.Weight, chevaux.Longevity: h.Longevity, chevaux.Appearance: h.Appearance} {
			if got, ok := cardValue(h.ID, c); !ok || got != want {
				t.Errorf("%s on %s: %d, want %d", h.Name, c, got, want)
			}
		}
	}
	if _, ok := cardValue(0, chevaux.Height); ok {
		t.Error("card 0 has a value")
	}
}

// TestOptions names every ending the engine offers in the players' words
// (kittest.Check checks that they are the engine's, every one).
func TestOptions(t *testing.T) {
	for _, tc := range []struct{ variant, fr, en string }{
		{chevaux.Timed(chevaux.SheetMinutes), "15 minutes : le plus de cartes gagne", "15 minutes: the most cards wins"},
		{chevaux.AllCards, "Jusqu’à ce qu’un joueur ait toutes les cartes", "Until one player holds every card"},
		{chevaux.Battles(chevaux.DefaultBattles), "40 batailles", "40 battles"},
	} {
		if got := Game.Options[tc.variant]; got != [2]string{tc.fr, tc.en} {
			t.Errorf("option %q is %q, want %q", tc.variant, got, [2]string{tc.fr, tc.en})
		}
	}
}

// TestTimedBoard plays timed games whose time runs out at various
// moments: the board shows the clock and, while the last battle is
// finished, that the game ends after it; the end says why it ended.
func TestTimedBoard(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	ending := 0
	for seed := uint64(1); seed <= 6; seed++ {
		tb := kittest.BotTable(t, engine, games.Config{Players: 3, Seed: seed, Variant: chevaux.Timed(chevaux.SheetMinutes)})
		if !tb.StartClock(time.Now()) {
			t.Fatal("no clock")
		}
		rng := rand.New(rand.NewPCG(seed, 6))
		for range 3 * seed {
			seat := tb.ToAct()[0]
			if err := tb.Act(seat, tb.Update(seat).Legal[rng.IntN(len(tb.Update(seat).Legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if html := app.HTMLString(board(&kittest.Table{}, tb.Update(0))); !strings.Contains(html, `id="clock"`) {
			t.Fatalf("no clock on the board: %s", html)
		}
		if err := tb.Act(games.Spectator, table.TimeUp); err != nil {
			t.Fatal(err)
		}
		if !tb.Over() {
			ending++
			if html := app.HTMLString(board(&kittest.Table{}, tb.Update(0))); !strings.Contains(html, `id="ch-ending"`) {
				t.Fatalf("no notice that the game ends after this battle: %s", html)
			}
			play(t, tb, rng, func(games.Seat, table.Update) {})
		}
		if html := app.HTMLString(board(&kittest.Table{}, tb.Update(0))); !strings.Contains(html, "Time is up: the most cards wins.") {
			t.Fatalf("the end does not say the time is up: %s", html)
		}
	}
	if ending == 0 {
		t.Error("the time was never up during a battle")
	}
}

// TestTableHidesCards: while a battle is announced, the board shows only
// the player's own card and what was told of the others: never the breed
// of another player's face-down card.
func TestTableHidesCards(t *testing.T) {
	tb := kittest.BotTable(t, engine, games.Config{Players: 4, Seed: 9})
	rng := rand.New(rand.NewPCG(9, 9))
	faceDown := 0
	for n := 0; n < 400 && !tb.Over(); n++ {
		seat := tb.ToAct()[0]
		for _, s := range []games.Seat{seat, (seat + 1) % 4, games.Spectator} {
			u := tb.Update(s)
			v := view(t, u)
			if v.Phase != phaseChoosing && v.Phase != phaseAnnouncing {
				continue
			}
			html := app.HTMLString(board(&kittest.Table{}, u))
			// The last battle lies face up, and the player sees its own card.
			shown := map[int]bool{v.MyCard: true}
			if v.LastBattle != nil {
				for _, p := range append(v.LastBattle.Cards, v.LastBattle.TieBreak...) {
					shown[p.Card] = true
				}
			}
			for _, h := range chevaux.Cards() {
				if !shown[h.ID] && strings.Contains(html, ">"+h.Name+"<") {
					t.Fatalf("seat %d sees %s while announcing: %s", s, h.Name, html)
				}
			}
			if mine, _ := chevaux.Card(v.MyCard); v.MyCard != 0 && !strings.Contains(html, ">"+mine.Name+"<") {
				t.Fatalf("seat %d does not see its own %s", s, mine.Name)
			}
			faceDown += strings.Count(html, `class="facedown`)
		}
		if err := tb.Act(seat, tb.Update(seat).Legal[rng.IntN(len(tb.Update(seat).Legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if faceDown == 0 {
		t.Error("no face-down card drawn")
	}
}

// TestStandingsMarkOut: at the end, the players who lost every card are
// marked out, below the winners.
func TestStandingsMarkOut(t *testing.T) {
	defer kit.SetLang(kit.Current())
	kit.SetLang(kit.English)
	outs := 0
	for _, d := range deals {
		tb := kittest.BotTable(t, engine, games.Config{Players: d.players, Seed: d.seed, Variant: d.variant})
		play(t, tb, rand.New(rand.NewPCG(d.seed, 3)), func(games.Seat, table.Update) {})
		u := tb.Update(games.Spectator)
		v := view(t, u)
		rows := standings(u)
		if len(rows) != d.players || !rows[0].Winner {
			t.Fatalf("%+v: standings %+v", d, rows)
		}
		for _, r := range rows {
			if out := v.Seats[r.Seat].Out; out != (r.Note == "out") || out && r.Winner {
				t.Errorf("%+v: seat %d out %v, row %+v", d, r.Seat, out, r)
			}
			if v.Seats[r.Seat].Out {
				outs++
			}
		}
	}
	if outs == 0 {
		t.Error("nobody was ever out")
	}
}

// TestTexts: every characteristic and rarity of the engine has a name
// (kittest.Check checks every text in both languages).
func TestTexts(t *testing.T) {
	for _, c := range chevaux.Characteristics {
		if _, ok := texts["ch."+c.String()]; !ok {
			t.Errorf("no name for %s", c)
		}
	}
	for _, h := range chevaux.Cards() {
		if _, ok := texts["ch.rar."+h.Rarity]; !ok {
			t.Errorf("no name for rarity %s", h.Rarity)
		}
	}
}
