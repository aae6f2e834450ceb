package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"menagerie/app/table"
	"menagerie/games"
)

// seat makes a seat: kind h (human), b0…b2 (bot of that level) or r
// (remote); score; won.
func seat(name, kind string, score float64, won bool) Seat {
	s := Seat{Name: name, Score: score, Won: won}
	switch kind {
	case "h":
		s.Kind = table.Human
	case "r":
		s.Kind = table.Remote
	default:
		s.Kind, s.Level = table.Bot, int(kind[1]-'0')
	}
	return s
}

// fixed is a set of records with known statistics: Léa plays Life is Life
// against bots and Beaver Gang (lowest wins) against bots and with Max in
// pass and play.
func fixed() []Record {
	return []Record{
		{Game: "lifeislife", At: 1000, Seats: []Seat{seat("Léa", "h", 3, true), seat("B1", "b1", 0, false)}},
		{Game: "lifeislife", At: 2000, Seats: []Seat{seat("Léa", "h", 2, true), seat("B1", "b1", 0, false), seat("B2", "b2", 1, false)}},
		{Game: "lifeislife", At: 3000, Seats: []Seat{seat("Léa", "h", 0, false), seat("B1", "b2", 4, true)}},
		{Game: "lifeislife", At: 4000, Seats: []Seat{seat("Léa", "h", 5, true), seat("B1", "b0", 0, false)}, Replay: "AQIDBA"},
		{Game: "beavergang", At: 1500, Seats: []Seat{seat("Léa", "h", 12, true), seat("Max", "h", 30, false)}},
		{Game: "beavergang", At: 2500, Seats: []Seat{seat(" Léa ", "h", 20, false), seat("Max", "h", 8, true), seat("B", "b2", 25, false)}},
		{Game: "beavergang", At: 3500, Seats: []Seat{seat("Léa", "h", 9, true), seat("Bot", "b0", 40, false), seat("Guest", "r", 10, false)}},
	}
}

func book(t *testing.T, recs []Record) *Book {
	t.Helper()
	var b Book
	for _, r := range recs {
		if ok, err := b.Add(r); !ok || err != nil {
			t.Fatalf("Add(%+v) = %v, %v", r, ok, err)
		}
	}
	return &b
}

func TestSummaries(t *testing.T) {
	b := book(t, fixed())
	if got := b.Games(); !reflect.DeepEqual(got, []string{"beavergang", "lifeislife"}) {
		t.Errorf("Games() = %v", got)
	}
	lil := b.Summary("lifeislife")
	bg := b.Summary("beavergang")
	all := b.Summary("")
	for _, c := range []struct {
		name string
		got  Tally
		want Tally
	}{
		// Life is Life: won, won, lost, won.
		{"lil all", lil.All, Tally{Played: 4, Won: 3, Scored: true, Best: 5, Average: 2.5, Streak: 1, Longest: 2}},
		{"lil 2p", lil.ByPlayers[2], Tally{Played: 3, Won: 2, Scored: true, Best: 5, Average: 8.0 / 3, Streak: 1, Longest: 1}},
		{"lil 3p", lil.ByPlayers[3], Tally{Played: 1, Won: 1, Scored: true, Best: 2, Average: 2, Streak: 1, Longest: 1}},
		{"lil hard", lil.ByLevel[2], Tally{Played: 2, Won: 1, Scored: true, Best: 2, Average: 1, Streak: 0, Longest: 1}},
		{"lil medium", lil.ByLevel[1], Tally{Played: 1, Won: 1, Scored: true, Best: 3, Average: 3, Streak: 1, Longest: 1}},
		{"lil easy", lil.ByLevel[0], Tally{Played: 1, Won: 1, Scored: true, Best: 5, Average: 5, Streak: 1, Longest: 1}},
		{"lil Léa", lil.ByPlayer["Léa"], Tally{Played: 4, Won: 3, Scored: true, Best: 5, Average: 2.5, Streak: 1, Longest: 2}},
		// Beaver Gang, lowest wins: Léa 12 (won), Max 30; Léa 20, Max 8
		// (won); Léa 9 (won). Three games, each won by one of the
		// device's players; the scores are the five players' at those
		// tables.
		// In order of their end: Léa won, Max lost; Léa lost, Max won;
		// Léa won. Léa's streak is 1, Max's 1: two people's wins in turn
		// are no streak.
		{"bg all", bg.All, Tally{Played: 3, Won: 3, Scored: true, Best: 8, Average: 79.0 / 5, Streak: 1, Longest: 1}},
		{"bg Léa", bg.ByPlayer["Léa"], Tally{Played: 3, Won: 2, Scored: true, Best: 9, Average: 41.0 / 3, Streak: 1, Longest: 1}},
		{"bg Max", bg.ByPlayer["Max"], Tally{Played: 2, Won: 1, Scored: true, Best: 8, Average: 19, Streak: 1, Longest: 1}},
		{"bg 2p", bg.ByPlayers[2], Tally{Played: 1, Won: 1, Scored: true, Best: 12, Average: 21, Streak: 1, Longest: 1}},
		{"bg 3p", bg.ByPlayers[3], Tally{Played: 2, Won: 2, Scored: true, Best: 8, Average: 37.0 / 3, Streak: 1, Longest: 1}},
		{"bg hard", bg.ByLevel[2], Tally{Played: 1, Won: 1, Scored: true, Best: 8, Average: 14, Streak: 1, Longest: 1}},
		// Every game, in order of their end: L won, B Léa won and Max
		// lost, L won, B Léa lost and Max won, L lost, B won, L won: seven
		// games, six won by one of the device's players; the streak is
		// Léa's (W W W L L W W), the best of the two.
		{"all", all.All, Tally{Played: 7, Won: 6, Streak: 2, Longest: 3}},
		// Léa: won, won, won, lost, lost, won, won.
		{"all Léa", all.ByPlayer["Léa"], Tally{Played: 7, Won: 5, Streak: 2, Longest: 3}},
		// Two players: L won, B Léa won and Max lost, L lost, L won.
		{"all 2p", all.ByPlayers[2], Tally{Played: 4, Won: 3, Streak: 1, Longest: 2}},
	} {
		if math.Abs(c.got.Average-c.want.Average) < 1e-9 {
			c.got.Average = c.want.Average
		}
		if c.got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, c.got, c.want)
		}
	}
	if lil.LowWins || !bg.LowWins || all.LowWins {
		t.Errorf("low wins: %v %v %v", lil.LowWins, bg.LowWins, all.LowWins)
	}
	// Games without bots are in no level; names are trimmed; bots and
	// guests count for nobody.
	if _, ok := bg.ByLevel[-1]; ok || len(bg.ByLevel) != 2 {
		t.Errorf("bg levels %v", bg.ByLevel)
	}
	if len(bg.ByPlayer) != 2 || len(all.ByPlayer) != 2 {
		t.Errorf("players %v, %v", bg.ByPlayer, all.ByPlayer)
	}
	if got := b.ByGame(); got["lifeislife"] != lil.All || got["beavergang"] != bg.All || len(got) != 2 {
		t.Errorf("ByGame %v", got)
	}
	if s := b.Summary("zoo"); s.All != (Tally{}) || len(s.ByPlayer) != 0 {
		t.Errorf("a game never played: %+v", s)
	}
}

func TestLastAndOrder(t *testing.T) {
	b := book(t, fixed())
	last := b.Last(3)
	var ats []int64
	for _, r := range last {
		ats = append(ats, r.At)
	}
	if !reflect.DeepEqual(ats, []int64{4000, 3500, 3000}) {
		t.Errorf("Last(3) at %v", ats)
	}
	if len(b.Last(100)) != 7 || len(b.Last(0)) != 0 || len(b.Last(-2)) != 0 {
		t.Error("Last out of bounds")
	}
	recs := b.Records()
	for i := 1; i < len(recs); i++ {
		if recs[i].At < recs[i-1].At {
			t.Fatalf("records out of order: %d after %d", recs[i].At, recs[i-1].At)
		}
	}
	// The copies are the caller's.
	recs[0].Seats[0].Name = "changed"
	last[0].Seats[0].Name = "changed"
	if b.Records()[0].Seats[0].Name == "changed" || b.Last(1)[0].Seats[0].Name == "changed" {
		t.Error("the book shares its records")
	}
	if ok, err := b.Add(fixed()[2]); ok || err != nil || b.Len() != 7 {
		t.Errorf("a record added twice: %v, %v", ok, err)
	}
	b.Reset()
	if b.Len() != 0 || len(b.Games()) != 0 || b.Summary("").All.Played != 0 {
		t.Error("Reset kept something")
	}
	if ok, _ := b.Add(fixed()[0]); !ok {
		t.Error("a record forgotten by Reset is not added again")
	}
}

func TestNewRecord(t *testing.T) {
	setup := table.Setup{Game: "beavergang", Config: games.Config{Players: 3, Seed: 1, Variant: ""},
		Seats: []table.SeatInfo{{Name: "Léa", Kind: table.Human}, {Name: "B", Kind: table.Bot, Level: 2}, {Name: "G", Kind: table.Remote}}}
	r, err := NewRecord(setup, games.Result{Scores: []float64{12, 30, 12}, Winners: []games.Seat{0, 2}}, 77, "abc_-")
	if err != nil {
		t.Fatal(err)
	}
	want := Record{Game: "beavergang", At: 77, Replay: "abc_-", Seats: []Seat{
		{Name: "Léa", Kind: table.Human, Score: 12, Won: true},
		{Name: "B", Kind: table.Bot, Level: 2, Score: 30},
		{Name: "G", Kind: table.Remote, Score: 12, Won: true}}}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("NewRecord = %+v", r)
	}
	for _, res := range []games.Result{
		{Scores: []float64{1, 2}},
		{Scores: []float64{1, 2, 3}, Winners: []games.Seat{3}},
		{Scores: []float64{1, 2, 3}, Winners: []games.Seat{-1}},
		{Scores: []float64{1, math.NaN(), 3}},
	} {
		if _, err := NewRecord(setup, res, 77, ""); !errors.Is(err, ErrRecord) {
			t.Errorf("NewRecord(%v) = %v", res, err)
		}
	}
}

func TestValidate(t *testing.T) {
	good := fixed()[1]
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		change func(r *Record)
	}{
		{"no game", func(r *Record) { r.Game = "" }},
		{"long game", func(r *Record) { r.Game = strings.Repeat("g", 65) }},
		{"long variant", func(r *Record) { r.Variant = strings.Repeat("v", 65) }},
		{"no seats", func(r *Record) { r.Seats = nil }},
		{"17 seats", func(r *Record) { r.Seats = make([]Seat, 17) }},
		{"no time", func(r *Record) { r.At = 0 }},
		{"replay", func(r *Record) { r.Replay = "ab+c" }},
		{"kind", func(r *Record) { r.Seats[1].Kind = "alien" }},
		{"level", func(r *Record) { r.Seats[1].Level = 3 }},
		{"negative level", func(r *Record) { r.Seats[1].Level = -1 }},
		{"name", func(r *Record) { r.Seats[0].Name = "\xff" }},
		{"long name", func(r *Record) { r.Seats[0].Name = strings.Repeat("n", 129) }},
		{"score", func(r *Record) { r.Seats[0].Score = math.Inf(1) }},
	} {
		r := good
		r.Seats = append([]Seat(nil), good.Seats...)
		c.change(&r)
		if err := r.Validate(); !errors.Is(err, ErrRecord) {
			t.Errorf("%s: %v", c.name, err)
		}
		var b Book
		if ok, err := b.Add(r); ok || err == nil || b.Len() != 0 {
			t.Errorf("%s: added", c.name)
		}
	}
}

// Export and Import round-trip; importing again, or into a book that has
// some of the records, adds each record once.
func TestExportImport(t *testing.T) {
	b := book(t, fixed())
	data, err := b.Export()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Records(), b.Records()) {
		t.Fatal("the records differ after export and import")
	}
	again, _ := back.Export()
	if !bytes.Equal(again, data) {
		t.Fatal("two exports of the same records differ")
	}
	if !reflect.DeepEqual(back.Summary("beavergang"), b.Summary("beavergang")) {
		t.Error("the summaries differ")
	}
	if n, err := back.Import(data); n != 0 || err != nil || back.Len() != 7 {
		t.Errorf("import twice: %d, %v", n, err)
	}
	// A book with some records of its own and some of the file.
	part := book(t, append(fixed()[:3], Record{Game: "zoo", At: 9000, Seats: []Seat{seat("Léa", "h", 1, true)}}))
	if n, err := part.Import(data); n != 4 || err != nil || part.Len() != 8 {
		t.Errorf("merge: %d added, %v, %d records", n, err, part.Len())
	}
	merged, _ := part.Export()
	if n, _ := part.Import(merged); n != 0 {
		t.Errorf("merge again: %d added", n)
	}
	// The empty book.
	empty, _ := New().Export()
	if !bytes.Contains(empty, []byte(`"records": []`)) {
		t.Errorf("empty export: %s", empty)
	}
	if e, err := Load(empty); err != nil || e.Len() != 0 {
		t.Errorf("empty import: %v", err)
	}
}

func TestImportRefusesBadFiles(t *testing.T) {
	rec, _ := json.Marshal(fixed()[0])
	file := func(version int, records ...string) string {
		return fmt.Sprintf(`{"version":%d,"records":[%s]}`, version, strings.Join(records, ","))
	}
	badRec := strings.Replace(string(rec), `"human"`, `"alien"`, 1)
	for _, c := range []struct {
		name, data string
		want       error
	}{
		{"empty", ``, ErrFile},
		{"not json", `hello`, ErrFile},
		{"array", `[]`, ErrFile},
		{"trailing", file(1) + `{}`, ErrFile},
		{"unknown field", `{"version":1,"records":[],"extra":1}`, ErrFile},
		{"field case", `{"Version":1,"records":[]}`, ErrFile},
		{"twice", `{"version":1,"version":1,"records":[]}`, ErrFile},
		{"record field", file(1, strings.Replace(string(rec), `"at"`, `"when"`, 1)), ErrFile},
		{"record type", file(1, strings.Replace(string(rec), `"at":1000`, `"at":"1000"`, 1)), ErrFile},
		{"no version", `{"records":[]}`, ErrVersion},
		{"version 2", file(2, string(rec)), ErrVersion},
		{"bad record", file(1, string(rec), badRec), ErrRecord},
		{"too big", strings.Repeat(" ", MaxFile+1), ErrTooBig},
	} {
		b := book(t, fixed()[3:])
		before, _ := b.Export()
		n, err := b.Import([]byte(c.data))
		if !errors.Is(err, c.want) || n != 0 {
			t.Errorf("%s: %d, %v; want %v", c.name, n, err, c.want)
		}
		if bad, ok := errors.AsType[*RecordError](err); ok != (c.want == ErrRecord) || ok && bad.N != 2 {
			t.Errorf("%s: %v is a RecordError: %v; want %v, record 2", c.name, err, ok, c.want == ErrRecord)
		}
		if after, _ := b.Export(); !bytes.Equal(before, after) {
			t.Errorf("%s: a refused file changed the book", c.name)
		}
		// Load sets a bad record aside and takes any size: what a
		// device kept is not refused for a record or its growth.
		_, err = Load([]byte(c.data))
		if lenient := strings.HasPrefix(c.name, "record") || c.name == "bad record" || c.name == "too big"; (err == nil) != lenient && c.name != "too big" {
			t.Errorf("%s: Load says %v", c.name, err)
		}
	}
}

func TestVote(t *testing.T) {
	for _, c := range []struct {
		scores []float64
		won    []bool
		want   int
	}{
		{[]float64{5, 3, 1}, []bool{true, false, false}, 1},
		{[]float64{5, 3, 1}, []bool{false, false, true}, -1},
		{[]float64{5, 3, 1}, []bool{false, true, false}, 0}, // neither
		{[]float64{5, 5, 1}, []bool{true, true, false}, 1},
		{[]float64{5, 5, 1}, []bool{true, false, true}, 0},
		{[]float64{2, 2, 2}, []bool{true, false, false}, 0},  // all equal
		{[]float64{5, 3, 1}, []bool{false, false, false}, 0}, // nobody won
	} {
		r := Record{Game: "g", At: 1}
		for i, s := range c.scores {
			r.Seats = append(r.Seats, Seat{Kind: table.Human, Score: s, Won: c.won[i]})
		}
		if got := r.vote(); got != c.want {
			t.Errorf("%v %v: vote %d, want %d", c.scores, c.won, got, c.want)
		}
	}
}

// TestLoadSetsAside loads stored statistics with two records that do not
// read: the others are loaded and counted, the two are set aside, and
// Export keeps them as they were, so a second Load finds the same.
func TestLoadSetsAside(t *testing.T) {
	recs := fixed()
	var parts []string
	for _, r := range recs {
		data, _ := json.Marshal(r)
		parts = append(parts, string(data))
	}
	parts[1] = strings.Replace(parts[1], `"human"`, `"alien"`, 1)
	parts[3] = strings.Replace(parts[3], `"game":"`, `"game":7,"was":"`, 1)
	data := fmt.Sprintf(`{"version":1,"records":[%s]}`, strings.Join(parts, ","))
	b, err := Load([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() != len(recs)-2 || b.Aside() != 2 {
		t.Fatalf("loaded %d records, %d aside; want %d and 2", b.Len(), b.Aside(), len(recs)-2)
	}
	out, err := b.Export()
	if err != nil {
		t.Fatal(err)
	}
	again, err := Load(out)
	if err != nil || again.Len() != b.Len() || again.Aside() != 2 {
		t.Fatalf("loaded again: %v, %d records, %d aside", err, again.Len(), again.Aside())
	}
	if !strings.Contains(string(out), `"alien"`) {
		t.Errorf("the record set aside is not kept as it was")
	}
	if _, err := New().Import(out); err != nil {
		t.Errorf("an export with records aside does not import: %v", err)
	}
	b.Reset()
	if b.Aside() != 0 {
		t.Errorf("reset keeps %d records aside", b.Aside())
	}
}

// TestImportBounds refuses a file that would take the book past its
// bounds of games or of players, with nothing changed.
func TestImportBounds(t *testing.T) {
	file := func(recs []Record) []byte {
		data, err := json.Marshal(file{Version: Version, Records: recs})
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	var many, crowd []Record
	for i := range MaxRecords + 1 {
		many = append(many, Record{Game: "g", At: int64(i + 1), Seats: []Seat{{Name: "Ana", Kind: table.Human}}})
	}
	for i := range MaxPlayers {
		crowd = append(crowd, Record{Game: "g", At: int64(i + 1), Seats: []Seat{{Name: fmt.Sprint("P", i), Kind: table.Human}, {Name: fmt.Sprint("Q", i), Kind: table.Human}}})
	}
	for _, c := range []struct {
		name string
		recs []Record
		what string
	}{{"games", many, "games"}, {"players", crowd, "players"}} {
		b := book(t, fixed()[:2])
		n, err := b.Import(file(c.recs))
		limit, ok := errors.AsType[*LimitError](err)
		if n != 0 || !errors.Is(err, ErrTooBig) || !ok || limit.What != c.what || b.Len() != 2 {
			t.Errorf("%s: imported %d, %v; the book has %d", c.name, n, err, b.Len())
		}
	}
	// At the bound, it goes in.
	b := New()
	if n, err := b.Import(file(many[:MaxRecords])); n != MaxRecords || err != nil {
		t.Errorf("%d games: imported %d, %v", MaxRecords, n, err)
	}
}

// TestCompact drops the replay codes of the oldest records first, and
// keeps every record's counts.
func TestCompact(t *testing.T) {
	b := book(t, fixed())
	withCode := 0
	for _, r := range b.Records() {
		if r.Replay != "" {
			withCode++
		}
	}
	if withCode == 0 {
		t.Skip("the fixture has no replay codes")
	}
	before := b.Summary("")
	if n := b.Compact(1); n != 1 {
		t.Fatalf("compacted %d", n)
	}
	recs := b.Records()
	first := -1
	for i, r := range recs {
		if r.Replay != "" {
			first = i
			break
		}
	}
	for i := 0; i < first; i++ {
		if recs[i].Replay != "" {
			t.Errorf("record %d kept its code before a newer one", i)
		}
	}
	if after := b.Summary(""); after.All.Played != before.All.Played || after.All.Won != before.All.Won {
		t.Errorf("compacting changed the counts: %+v, was %+v", after.All, before.All)
	}
	if n := b.Compact(1000); n != withCode-1 {
		t.Errorf("compacted %d more, want %d", n, withCode-1)
	}
}
