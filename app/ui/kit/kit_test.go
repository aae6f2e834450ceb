package kit

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/chevaux"
)

func TestLegalDecodesTypedMoves(t *testing.T) {
	g := chevaux.Game{}
	tb, err := table.New(g, table.Setup{Game: "chevaux", Config: games.Config{Players: 2, Seed: 3},
		Seats: []table.SeatInfo{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	seat := tb.ToAct()[0]
	u := tb.Update(seat)
	u.Legal = append(u.Legal, json.RawMessage(`{"nope":1}`)) // not a move: left out
	choices := Legal[chevaux.Move](g, u)
	if len(choices) != len(u.Legal)-1 || len(choices) == 0 {
		t.Fatalf("%d choices from %d legal moves (one bad)", len(choices), len(u.Legal))
	}
	for _, c := range choices {
		back, ok := Decode[chevaux.Move](g, c.Raw)
		if !ok || back != c.Move {
			t.Errorf("%s: decodes to %v, %v", c.Raw, back, ok)
		}
	}
	if _, ok := Find(choices, func(m chevaux.Move) bool { return m.Kind == "nothing" }); ok {
		t.Error("Find found a move that is not there")
	}
	if err := tb.Act(seat, choices[0].Raw); err != nil {
		t.Errorf("the decoded move's JSON is refused: %v", err)
	}
}

func TestLogSince(t *testing.T) {
	var l Log
	g := Game{Engine: chevaux.Game{}, Describe: func(u table.Update, ev table.Event) Line {
		return Line{Text: u.Seats[ev.Seat].Name + texts.Tr("kit.you")}
	}}
	defer SetLang(Current())
	SetLang(English)
	seats := []table.SeatInfo{{Name: "A"}, {Name: "B"}, {Name: "C"}}
	events := []table.Event{{Seq: 1, Seat: 0}, {Seq: 2, Seat: 1}, {Seq: 3, Seat: 2}, {Seq: 4, Seat: 0}, {Seq: 5, Seat: 1}, {Seq: 6, Seat: 2}}
	// Updates overlap: each carries the latest events.
	l.Add(g, table.Update{Seq: 3, Seats: seats, Events: events[:3]})
	l.Add(g, table.Update{Seq: 6, Seats: seats, Events: events[1:]})
	if n := len(l.Lines()); n != 6 {
		t.Fatalf("%d lines, want 6 (no move twice)", n)
	}
	tests := []struct {
		seat games.Seat
		want []string
	}{
		{0, []string{"B", "C"}},
		{2, nil},
		{1, []string{"C"}},
		{games.Spectator, []string{"A", "B", "C", "A", "B", "C"}},
	}
	for _, tt := range tests {
		var got []string
		for _, line := range l.Since(tt.seat) {
			got = append(got, strings.TrimSuffix(line.Text, "you"))
		}
		if len(got) != len(tt.want) {
			t.Errorf("since seat %d: %v, want %v", tt.seat, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("since seat %d: %v, want %v", tt.seat, got, tt.want)
			}
		}
	}
	if SetLang(French); l.Lines()[0].Text != "Avous" {
		t.Errorf("the log in French says %q", l.Lines()[0].Text)
	}
	l.Add(g, table.Update{Seq: 1, Seats: seats, Events: events[:1]}) // a new game
	if n := len(l.Lines()); n != 1 {
		t.Errorf("after a new game the log has %d lines, want 1", n)
	}
}

// TestLogChunks checks what tells the open log which of its chunks to draw
// again: a new line changes its own chunk's rev alone, a hint's mark the
// chunk of the line marked, a restored record every chunk.
func TestLogChunks(t *testing.T) {
	var l Log
	g := Game{Engine: chevaux.Game{}, Describe: func(u table.Update, ev table.Event) Line { return Line{Text: "move"} }}
	seats := []table.SeatInfo{{Name: "A"}, {Name: "B"}}
	add := func(seq int) {
		l.Add(g, table.Update{Seq: seq, Seats: seats, Events: []table.Event{{Seq: seq, Seat: games.Seat(seq % 2)}}})
	}
	for seq := 1; seq <= 2*logChunk+1; seq++ {
		add(seq)
	}
	revs := func() []int { return []int{l.chunkRev(0), l.chunkRev(1), l.chunkRev(2)} }
	before := revs()
	add(2*logChunk + 2) // in the third chunk
	after := revs()
	if after[0] != before[0] || after[1] != before[1] || after[2] == before[2] {
		t.Errorf("a line added to the third chunk: revs %v → %v, want only the third changed", before, after)
	}
	before = after
	l.MarkHint(logChunk + 3) // the fourth line of the second chunk
	after = revs()
	if after[0] != before[0] || after[1] == before[1] || after[2] != before[2] {
		t.Errorf("a hint's mark in the second chunk: revs %v → %v, want only the second changed", before, after)
	}
	before = after
	l.Restore(l.Record())
	after = revs()
	for i := range after {
		if after[i] == before[i] {
			t.Errorf("a restored log: chunk %d kept its rev %d", i, after[i])
		}
	}
	l.Reset()
	if len(l.Lines()) != 0 || l.chunkRev(0) != l.Rev() {
		t.Errorf("a reset log has %d lines, chunk rev %d, rev %d", len(l.Lines()), l.chunkRev(0), l.Rev())
	}
}

func TestDefaultStandings(t *testing.T) {
	seats := []table.SeatInfo{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}
	tests := []struct {
		name    string
		scores  []float64
		winners []games.Seat
		want    []games.Seat
	}{
		{"most wins", []float64{3, 9, 5, 7}, []games.Seat{1}, []games.Seat{1, 3, 2, 0}},
		{"fewest wins", []float64{12, 4, 30, 8}, []games.Seat{1}, []games.Seat{1, 3, 0, 2}},
		{"shared", []float64{5, 2, 5, 1}, []games.Seat{0, 2}, []games.Seat{0, 2, 1, 3}},
	}
	for _, tt := range tests {
		u := table.Update{Seats: seats, Over: true, Result: &games.Result{Scores: tt.scores, Winners: tt.winners}}
		rows := DefaultStandings(u)
		for i, r := range rows {
			if r.Seat != tt.want[i] {
				t.Errorf("%s: order %v, want %v", tt.name, rows, tt.want)
				break
			}
			if r.Winner != (i < len(tt.winners)) {
				t.Errorf("%s: row %d winner %v", tt.name, i, r.Winner)
			}
		}
	}
}

func TestTexts(t *testing.T) {
	defer SetLang(Current())
	own := Texts{"x.cards": {"%d cartes : bien", "%d cards: fine"}, "x.cards.one": {"%d carte", "%d card"}}
	SetLang(French)
	for n, want := range map[int]string{0: "0 carte", 1: "1 carte", 2: "2 cartes\u00a0: bien"} {
		if got := own.Tr("x.cards", n); got != want {
			t.Errorf("French %d: %q, want %q", n, got, want)
		}
	}
	if got := own.Tr("x.cards", 2); got != "2 cartes\u00a0: bien" {
		t.Errorf("French typography: %q", got)
	}
	if got := own.Tr("kit.log"); got != "Journal de la partie" {
		t.Errorf("a kit text through a game's texts: %q", got)
	}
	SetLang(English)
	for n, want := range map[int]string{0: "0 cards: fine", 1: "1 card", 2: "2 cards: fine"} {
		if got := own.Tr("x.cards", n); got != want {
			t.Errorf("English %d: %q, want %q", n, got, want)
		}
	}
	if got := own.Tr("x.missing"); got != "«x.missing»" {
		t.Errorf("a missing key: %q", got)
	}
	for key, pair := range texts {
		if pair[0] == "" || pair[1] == "" {
			t.Errorf("kit text %s lacks a language", key)
		}
	}
}

// TestRoundName names a round as the game does, "Manche" by default.
func TestRoundName(t *testing.T) {
	defer SetLang(Current())
	battles := Game{Round: [2]string{"Bataille %d", "Battle %d"}}
	for _, c := range []struct {
		g    Game
		l    Lang
		want string
	}{{Game{}, French, "Manche 3"}, {Game{}, English, "Round 3"}, {battles, French, "Bataille 3"}, {battles, English, "Battle 3"}} {
		SetLang(c.l)
		if got := c.g.RoundName(3); got != c.want {
			t.Errorf("%s: %q, want %q", c.l, got, c.want)
		}
	}
}

// TestWhyBelongsToItsPosition: a greyed card's reason stays on show for
// its seconds while the position it was asked about is on screen, and goes
// with the next update or a new game, even within those seconds.
func TestWhyBelongsToItsPosition(t *testing.T) {
	t0 := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	game := table.Update{Game: "zoo", Commit: "c1", Seq: 7, Seat: 0}
	next := game
	next.Seq++
	newGame := game
	newGame.Commit = "c2"
	other := game
	other.Seat = 1
	cases := []struct {
		name  string
		then  table.Update
		after time.Duration
		want  string
	}{
		{"same position", game, time.Second, "no chameleon alone"},
		{"same position, later", game, whyShown + time.Millisecond, ""},
		{"next move", next, time.Second, ""},
		{"new game, same step", newGame, time.Second, ""},
		{"another seat's turn (pass and play)", other, time.Second, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			Showing(game)
			setWhy("no chameleon alone", t0)
			Showing(c.then)
			if got := whyOnShow(t0.Add(c.after)); got != c.want {
				t.Errorf("on show: %q, want %q", got, c.want)
			}
			Showing(game) // back to the position: a reason once gone stays gone
			if got := whyOnShow(t0.Add(c.after)); c.want == "" && got != "" {
				t.Errorf("came back: %q", got)
			}
		})
	}
}

// TestGuideDueAndSetup: the tip due is the first unseen one whose When
// holds, in the guide's order; the guided game seats the player at 0 and
// Easy bots elsewhere.
func TestGuideDueAndSetup(t *testing.T) {
	always := func(table.Update) bool { return true }
	never := func(table.Update) bool { return false }
	g := &Guide{Seed: 7, Players: 3, Variant: "v", Tips: []Tip{{Key: "a", When: always}, {Key: "b", When: never}, {Key: "c", When: always}}}
	for _, c := range []struct {
		seen []string
		want string
	}{{nil, "a"}, {[]string{"a"}, "c"}, {[]string{"c"}, "a"}, {[]string{"a", "c"}, ""}} {
		tip, ok := g.Due(table.Update{}, c.seen)
		if ok != (c.want != "") || tip.Key != c.want {
			t.Errorf("seen %v: due %q, %v; want %q", c.seen, tip.Key, ok, c.want)
		}
	}
	s := g.Setup("zoo", "Me", func(i int) string { return "B" + strings.Repeat("o", i) })
	if s.Game != "zoo" || s.Config != (games.Config{Players: 3, Seed: 7, Variant: "v"}) || len(s.Seats) != 3 ||
		s.Seats[0] != (table.SeatInfo{Name: "Me", Kind: table.Human}) ||
		s.Seats[2] != (table.SeatInfo{Name: "Boo", Kind: table.Bot, Level: 0}) {
		t.Errorf("setup %+v", s)
	}
}

// TestScopedIDs: a board drawn in a scope has ids of its own, the scope
// ends with the drawing, and ids outside any scope are the names.
func TestScopedIDs(t *testing.T) {
	dock := func() app.UI { return Dock(nil, "Your turn", app.Text("hand"), nil) }
	if html := app.HTMLString(dock()); !strings.Contains(html, `id="prompt"`) {
		t.Fatalf("unscoped dock:\n%s", html)
	}
	html := app.HTMLString(Scoped("hand1-", dock))
	for _, id := range []string{"hand1-kit-dock", "hand1-prompt", "hand1-kit-hand", "hand1-kit-bar"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("scoped dock has no id %q:\n%s", id, html)
		}
	}
	if strings.Contains(html, `id="prompt"`) {
		t.Errorf("scoped dock kept an unscoped id:\n%s", html)
	}
	if got := app.HTMLString(Scoped("a-", func() app.UI { return Scoped("b-", func() app.UI { return app.P().ID(ID("x")) }) })); !strings.Contains(got, `id="a-b-x"`) {
		t.Errorf("nested scopes: %s", got)
	}
	if ID("x") != "x" {
		t.Errorf("after the scopes, ID(x) = %q", ID("x"))
	}
}

// TestSinceListKeepsPlaces checks that the "since" list shows the latest
// lines in their order, each keeping its place in the page as the list
// moves on, so that a new line rewrites one place only.
func TestSinceListKeepsPlaces(t *testing.T) {
	var lines []Line
	for a := range 9 {
		lines = append(lines, Line{Seq: a + 1, Text: "line " + strconv.Itoa(a)})
	}
	item := regexp.MustCompile(`(?s)<li[^>]*>.*?</li>`)
	id := regexp.MustCompile(`id="since-(\d)"`)
	order := regexp.MustCompile(`style="order:(\d+)"`)
	text := regexp.MustCompile(`<span>line (\d+)</span>`)
	// What a place shows (HTMLString writes attributes in any order).
	shows := func(li string) string { return order.FindString(li) + text.FindString(li) }
	var before []string
	for n := 1; n <= len(lines); n++ {
		html := app.HTMLString(SinceList(lines[:n]))
		items := item.FindAllString(html, -1)
		if want := min(n, sinceShown); len(items) != want {
			t.Fatalf("%d lines: %d shown, want %d", n, len(items), want)
		}
		shown := map[int]bool{}
		for k, li := range items {
			if m := id.FindStringSubmatch(li); m == nil || m[1] != strconv.Itoa(k) {
				t.Errorf("%d lines: place %d is %q", n, k, li)
			}
			o, txt := order.FindStringSubmatch(li), text.FindStringSubmatch(li)
			if o == nil || txt == nil || o[1] != txt[1] {
				t.Fatalf("%d lines: place %d shows %q out of its order", n, k, li)
			}
			a, _ := strconv.Atoi(o[1])
			if a%sinceShown != k || a < n-sinceShown {
				t.Errorf("%d lines: place %d holds line %d", n, k, a)
			}
			shown[a] = true
		}
		if len(shown) != len(items) {
			t.Errorf("%d lines: a line shown twice: %q", n, html)
		}
		if n > sinceShown {
			changed := 0
			for k := range items {
				if shows(items[k]) != shows(before[k]) {
					changed++
				}
			}
			if changed != 1 {
				t.Errorf("%d lines: %d places changed for one new line", n, changed)
			}
			if want := `aria-owns="since-` + strconv.Itoa((n-sinceShown)%sinceShown); !strings.Contains(html, want) {
				t.Errorf("%d lines: the reading order does not start with the oldest line shown: %q", n, html)
			}
		}
		before = items
	}
}

// TestFold checks that a fold builds its body only while open, opens and
// closes when the board asks it to, keeps the player's choice otherwise,
// and gives the body's ids the scope it was made in.
func TestFold(t *testing.T) {
	built := 0
	body := func() []app.UI {
		built++
		return []app.UI{app.P().ID(ID("inside")).Text("the body")}
	}
	f := Scoped("s-", func() app.UI { return Fold("f", "fold", "Title", false, body) }).(*fold)
	html := app.HTMLString(f.Render())
	if built != 0 || strings.Contains(html, "the body") || !strings.Contains(html, "Title") || !strings.Contains(html, `id="s-f"`) {
		t.Fatalf("folded: body built %d times, %q", built, html)
	}
	f.open = true // the player opens it
	html = app.HTMLString(f.Render())
	if built != 1 || !strings.Contains(html, `id="s-inside"`) || !strings.Contains(html, "open") {
		t.Fatalf("opened: body built %d times, %q", built, html)
	}
	f.Asked = true // the board asks for it open: it is already
	f.Render()
	f.open = false // the player closes it; the board still asks for open
	if html = app.HTMLString(f.Render()); strings.Contains(html, "the body") {
		t.Fatalf("closed by the player, the fold opened again: %q", html)
	}
	f.Asked = false
	f.Render()
	f.Asked = true // asked anew: it opens
	if html = app.HTMLString(f.Render()); !strings.Contains(html, "the body") {
		t.Fatalf("asked open, the fold stays closed: %q", html)
	}
}
