package ui

import (
	"encoding/base64"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/replay"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// randomGame plays a game of id for players bots with random legal moves
// from seed to its end.
func randomGame(t *testing.T, id string, players int, seed uint64) *table.Table {
	t.Helper()
	setup := table.Setup{Game: id, Config: games.Config{Players: players, Seed: seed}}
	for i := range players {
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: "P" + string(rune('A'+i)), Kind: table.Bot})
	}
	g, _ := playable(id)
	tb, err := table.New(g, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 11))
	for step := 0; !tb.Over(); step++ {
		if step > 5000 {
			t.Fatalf("%s: no end after %d moves", id, step)
		}
		seat := tb.ToAct()[0]
		legal := tb.Legal(seat)
		if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return tb
}

// TestReplayPageDraws draws the replay page of a game of each title at its
// deal, a move in, half-way and at its end, as one seat saw it and with
// every hand, in both languages: no text is missing, each position tells
// its move, every hand draws a board per seat, and the end shows the
// game's scores.
func TestReplayPageDraws(t *testing.T) {
	defer setLang(lang)
	for i, g := range catalog.All() {
		t.Run(g.ID(), func(t *testing.T) {
			seed := uint64(100 + i)
			t.Logf("seed %d", seed)
			players := gamestest.Usual(g).Players
			tb := randomGame(t, g.ID(), players, seed)
			frag, err := replay.Fragment(replay.Of(tb))
			if err != nil {
				t.Fatal(err)
			}
			kg, _ := tableFor(g.ID())
			p := &replayPage{Fragment: strings.TrimPrefix(frag, "#")}
			p.load()
			if p.err != nil || p.player == nil {
				t.Fatalf("load: %v", p.err)
			}
			n := p.player.Len()
			for _, k := range []int{0, 1, n / 2, n} {
				if err := p.player.Go(k); err != nil {
					t.Fatal(err)
				}
				for _, l := range []Lang{French, English} {
					setLang(l)
					for _, all := range []bool{false, true} {
						p.all = all
						html := app.HTMLString(p.Render())
						if loc := missingText.FindStringIndex(html); loc != nil {
							t.Fatalf("move %d: %q in %s", k, html[loc[0]:loc[1]], html[max(0, loc[0]-80):min(len(html), loc[1]+80)])
						}
						if want := `data-pos="` + strconv.Itoa(k) + `"`; !strings.Contains(html, want) {
							t.Errorf("move %d: no %s", k, want)
						}
						boards := strings.Count(html, `class="replay-board"`)
						switch {
						case k == n && boards != 1:
							t.Errorf("the end draws %d boards, want 1", boards)
						case k < n && all && boards != players:
							t.Errorf("move %d, every hand: %d boards, want %d", k, boards, players)
						case k < n && !all && boards != 1:
							t.Errorf("move %d: %d boards, want 1", k, boards)
						}
						if rounds := p.player.Rounds(); len(rounds) > 1 && !strings.Contains(html, ">"+kg.RoundName(rounds[1].Number)+"<") {
							t.Errorf("move %d: the rounds are not named as the game names them (%q)", k, kg.RoundName(rounds[1].Number))
						}
						told := regexp.MustCompile(`id="replay-line"[^>]*>\s*(<span>\s*)?` + strconv.Itoa(k) + `\. \S`)
						if k > 0 && !told.MatchString(html) && !strings.Contains(html, tr("replay.timeup")) {
							t.Errorf("move %d: its line is not told", k)
						}
					}
				}
			}
			// The end: the table's own scores.
			html := app.HTMLString(p.Render())
			res := tb.Update(games.Spectator).Result
			for s, info := range tb.Setup().Seats {
				if !strings.Contains(html, info.Name) || !strings.Contains(html, ">"+kit.FormatScore(res.Scores[s])+"<") {
					t.Errorf("the end does not show %s's score %v", info.Name, res.Scores[s])
				}
			}
		})
	}
}

// TestReplayLinkRefused opens damaged links: each is refused with the
// reason a player can act on, and nothing is drawn of a game.
func TestReplayLinkRefused(t *testing.T) {
	tb := randomGame(t, "chevaux", 2, 7)
	code, err := replay.Encode(replay.Of(tb))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil {
		t.Fatal(err)
	}
	with := func(f func(b []byte) []byte) string {
		return base64.RawURLEncoding.EncodeToString(f(append([]byte(nil), raw...)))
	}
	for _, c := range []struct{ name, code, key string }{
		{"cut short", code[:len(code)-len(code)%4-8], "replay.err.truncated"},
		{"a character that is not base64", code[:5] + "*" + code[6:], "replay.err.format"},
		{"a newer version", with(func(b []byte) []byte { b[0] = 2; return b }), "replay.err.version"},
		{"an unknown game", with(func(b []byte) []byte { b[2] = 'x'; return b }), "replay.err.game"},
		{"data after its end", code + "AAAA", "replay.err.format"},
		{"a changed check", with(func(b []byte) []byte { b[len(b)-1] ^= 1; return b }), "replay.err.damaged"},
		{"no code", "", "replay.err.truncated"},
	} {
		p := &replayPage{Fragment: replay.FragmentPrefix + c.code}
		p.load()
		if p.err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if got := replayErrorKey(p.err); got != c.key {
			t.Errorf("%s (%v): says %s, want %s", c.name, p.err, got, c.key)
		}
		html := app.HTMLString(p.Render())
		if !strings.Contains(html, `id="replay-error"`) || strings.Contains(html, "replay-board") || missingText.MatchString(html) {
			t.Errorf("%s: the page draws %s", c.name, html)
		}
	}
}

// TestStatsChart draws bars with names that are markup: they are written
// as text, and every bar says its numbers.
func TestStatsChart(t *testing.T) {
	defer setLang(lang)
	setLang(English)
	html := app.HTMLString(statsChart("c", "Title & co", []statsBar{
		{Label: `<b>Ana</b>`, Played: 4, Won: 3},
		{Label: "Ben", Played: 2, Won: 0},
	}))
	for _, want := range []string{"&lt;b&gt;Ana&lt;/b&gt;", "3 won of 4", "0 won of 2", "Title &amp; co"} {
		if !strings.Contains(html, want) {
			t.Errorf("the chart lacks %q: %s", want, html)
		}
	}
	if strings.Contains(html, "<b>") {
		t.Errorf("a name became markup: %s", html)
	}
}
