package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/chevaux"
)

// TestChevauxBoardRenders plays whole games at random, with a battle limit
// and to the last card, and draws the table at every position for the seat
// to act and for a spectator, in both languages; the end says why.
func TestChevauxBoardRenders(t *testing.T) {
	seen := map[string]bool{}
	marks := []string{`id="ch-end-why"`, "toutes les cartes", "every card", "batailles sont jouées", "battles are played", "Tie-break"}
	for _, c := range []struct {
		players int
		variant string
		seed    uint64
	}{{2, "all", 1}, {3, "battles=10", 2}, {4, "", 3}, {6, "battles=30", 4}, {2, "all", 5}, {3, "all", 6}} {
		drawEveryPosition(t, botTable(t, "chevaux", games.Config{Players: c.players, Seed: c.seed, Variant: c.variant}), boardRun{
			name:     fmt.Sprintf("%+v", c),
			draw:     chevauxBoard,
			describe: chevauxDescribe,
			maxMoves: 50000,
			pick:     anyMove(rand.New(rand.NewPCG(c.seed, 5))),
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// TestChevauxValue writes values in one unbreakable piece, grouped as each
// language groups thousands.
func TestChevauxValue(t *testing.T) {
	defer setLang(lang)
	for _, tc := range []struct {
		lang  Lang
		char  string
		value int
		want  string
	}{
		{French, "appearance", -45000, "45\u202f000\u00a0av.\u00a0J.\u2011C."},
		{English, "appearance", -45000, "45,000\u00a0BC"},
		{French, "appearance", -2500, "2500\u00a0av.\u00a0J.\u2011C."},
		{French, "appearance", 1874, "1874"},
		{French, "height", 163, "163\u00a0cm"},
		{English, "longevity", 30, "30\u00a0years"},
	} {
		setLang(tc.lang)
		if got := chevauxValue(tc.char, tc.value); got != tc.want {
			t.Errorf("%s: chevauxValue(%s, %d) = %q, want %q", tc.lang, tc.char, tc.value, got, tc.want)
		}
	}
}

// TestChevauxTimedBoard plays timed games whose time runs out at various
// moments: the board shows the clock, the notice that the game ends after
// the battle in progress, and why it ended.
func TestChevauxTimedBoard(t *testing.T) {
	seen := map[string]bool{}
	defer setLang(lang)
	marks := []string{`id="clock"`, `id="ch-ending"`, "Le temps est écoulé", "Time is up", "Temps écoulé", `class="clock up"`}
	for seed := uint64(1); seed <= 6; seed++ {
		tb := botTable(t, "chevaux", games.Config{Players: 3, Seed: seed, Variant: "time=15"})
		if !tb.StartClock(time.Now()) {
			t.Fatal("no clock")
		}
		rng := rand.New(rand.NewPCG(seed, 6))
		for range 3 * seed {
			seat := tb.ToAct()[0]
			if err := tb.Act(seat, anyMove(rng)(tb.Update(seat).Legal)); err != nil {
				t.Fatal(err)
			}
		}
		for _, l := range []Lang{French, English} {
			setLang(l)
			html := app.HTMLString(chevauxBoard(&playPage{}, tb.Update(0)))
			if left := tr("clock.left", "15:00"); !strings.Contains(html, left) {
				t.Fatalf("no time left (%q) on the board: %s", left, html)
			}
		}
		if err := tb.Act(games.Spectator, table.TimeUp); err != nil {
			t.Fatal(err)
		}
		drawEveryPosition(t, tb, boardRun{
			name:     fmt.Sprintf("timed seed %d", seed),
			draw:     chevauxBoard,
			describe: chevauxDescribe,
			maxMoves: 50,
			pick:     anyMove(rng),
		}, marks, seen)
	}
	checkSeen(t, marks, seen)
}

// TestChevauxTableHidesCards: while a battle is announced, the table shows
// the other players' cards face down, with what was told of them, and
// never a breed.
func TestChevauxTableHidesCards(t *testing.T) {
	tb := botTable(t, "chevaux", games.Config{Players: 4, Seed: 9})
	rng := rand.New(rand.NewPCG(9, 9))
	faceDown := 0
	for n := 0; n < 300 && !tb.Over(); n++ {
		seat := tb.ToAct()[0]
		for _, s := range []games.Seat{seat, games.Spectator} {
			u := tb.Update(s)
			var v chevaux.View
			if err := decodeView(u, &v); err != nil {
				t.Fatal(err)
			}
			html := app.HTMLString(chevauxTable(u, v))
			for _, h := range chevaux.Cards() {
				if strings.Contains(html, h.Name) {
					t.Fatalf("the table shows %s while announcing: %s", h.Name, html)
				}
			}
			faceDown += strings.Count(html, `class="horse facedown`)
		}
		if err := tb.Act(seat, anyMove(rng)(tb.Update(seat).Legal)); err != nil {
			t.Fatal(err)
		}
	}
	if faceDown == 0 {
		t.Error("no face-down card drawn")
	}
}

// TestClockText rounds the time left up to the second.
func TestClockText(t *testing.T) {
	for ms, want := range map[int64]string{900000: "15:00", 899001: "15:00", 899000: "14:59", 7000: "0:07", 1: "0:01", 61000: "1:01"} {
		if got := clockText(ms); got != want {
			t.Errorf("clockText(%d) = %q, want %q", ms, got, want)
		}
	}
}

// TestChevauxSetupOptions: the setup page starts on the sheet's 15-minute
// game, keeps a remembered option it still offers, and offers only
// variants the engine takes.
func TestChevauxSetupOptions(t *testing.T) {
	for _, tc := range []struct{ game, remembered, want string }{
		{"chevaux", "", "time=15"},
		{"chevaux", "battles=5", "time=15"},
		{"chevaux", "all", "all"},
		{"chevaux", "battles=80", "battles=80"},
		{"zoo", "", ""},
		{"zoo", "partners", "partners"},
	} {
		if got := offeredVariant(tc.game, tc.remembered); got != tc.want {
			t.Errorf("offeredVariant(%s, %q) = %q, want %q", tc.game, tc.remembered, got, tc.want)
		}
	}
	for _, o := range variants["chevaux"] {
		if _, err := (chevaux.Game{}).New(games.Config{Players: 3, Variant: o.Value}); err != nil {
			t.Errorf("option %q: %v", o.Value, err)
		}
	}
}
