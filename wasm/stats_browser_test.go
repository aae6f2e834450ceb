//go:build browser && !js

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"
)

// statsSignature is everything the statistics page says of the games, in
// one string: the numbers, the charts' rows, the players' tables and the
// last games.
const statsSignature = `[...document.querySelectorAll("#stats .stats-kpi, #stats .stats-chart text, #stats .stats-table tr, #stats .stats-record")]
	.map(e => e.textContent.trim()).join("|")`

// statsKPI reads one number of the statistics page: the tally of id
// ("all" or a game) named kpi ("played", "won"…).
func statsKPI(t *testing.T, b *browser, id, kpi string) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(() => { const e = document.querySelector("#stats-kpis-%s [data-kpi=%s] dd"); return e ? e.textContent : "none" })()`, id, kpi))
}

// statsPlayer reads a row of a game's table by player: "played,won".
func statsPlayer(t *testing.T, b *browser, game, name string) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(() => { const r = document.querySelector("#stats-players-%s tr[data-player='%s']");
		return r ? r.cells[1].textContent + "," + r.cells[2].textContent : "none" })()`, game, name))
}

// openStats goes to the statistics page and waits until it shows games
// games.
func openStats(t *testing.T, b *browser, base string, games int) {
	t.Helper()
	b.navigate(t, base+"/#stats")
	b.waitJS(t, fmt.Sprintf(`document.querySelector("#stats[data-games='%d']")`, games), 20*time.Second)
}

// TestStatistics plays two games of Chevaux on one device, one against
// bots and one passed from hand to hand, and checks what the statistics
// page makes of them: each game counted once (its end screen shown again
// after a reload counts nothing more), for each person by name, by number of players and
// by bot level; the numbers survive a reload, a file that is not
// statistics is refused with nothing changed, and the statistics come back
// the same after an export, a reset and an import of the exported file.
func TestStatistics(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	seed := rand.Uint64() % 1_000_000
	t.Logf("deal and driver seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 5))
	b := newBrowser(t)

	// A game against two bots, the strongest medium.
	setupChevaux(t, b, srv.URL, seed, []string{"Ana", "Bot 1", "Bot 2"}, []int{0, 0, 1})
	b.playChevaux(t, rng, 3*time.Minute, nil)
	anaWon := 0
	if strings.Contains(eval[string](t, b, `document.querySelector("#winner").innerText`), "Ana") {
		anaWon++
	}
	// Back to the finished game after a reload: still one game.
	b.navigate(t, srv.URL+"/#play/chevaux")
	b.reload(t)
	b.waitJS(t, `document.querySelector("#end #replay-link")`, 20*time.Second)
	openStats(t, b, srv.URL, 1)

	// A game passed from hand to hand: one game, and one for each of them
	// under their names.
	setupChevaux(t, b, srv.URL, seed+1, []string{"Ana", "Ben"}, []int{0, 0})
	b.playChevaux(t, rng, 3*time.Minute, nil)
	gamesWon := anaWon
	benWon := 0
	switch winner := eval[string](t, b, `document.querySelector("#winner").innerText`); {
	case strings.Contains(winner, "Ana") && strings.Contains(winner, "Ben"):
		anaWon, benWon = anaWon+1, 1
	case strings.Contains(winner, "Ana"):
		anaWon++
	case strings.Contains(winner, "Ben"):
		benWon++
	}
	if benWon+anaWon > gamesWon {
		gamesWon++
	}
	openStats(t, b, srv.URL, 2)
	for _, c := range []struct{ id, kpi, want string }{
		{"chevaux", "played", "2"},
		{"all", "played", "2"},
	} {
		if got := statsKPI(t, b, c.id, c.kpi); got != c.want {
			t.Errorf("%s %s: %s, want %s", c.id, c.kpi, got, c.want)
		}
	}
	if got, want := statsKPI(t, b, "chevaux", "won"), fmt.Sprint(gamesWon); !strings.HasPrefix(got, want+" ") {
		t.Errorf("chevaux won: %q, want %s", got, want)
	}
	if got, want := statsPlayer(t, b, "chevaux", "Ana"), fmt.Sprintf("2,%d", anaWon); got != want {
		t.Errorf("Ana played,won %s, want %s", got, want)
	}
	if got, want := statsPlayer(t, b, "chevaux", "Ben"), fmt.Sprintf("1,%d", benWon); got != want {
		t.Errorf("Ben played,won %s, want %s", got, want)
	}
	if got := statsPlayer(t, b, "chevaux", "Bot 1"); got != "none" {
		t.Errorf("a bot has a row among the players: %s", got)
	}
	players := eval[string](t, b, `[...document.querySelectorAll("#stats-chart-players-chevaux .stats-label")].map(e => e.textContent).join(",")`)
	if !regexp.MustCompile(`^2 (players|joueurs),3 (players|joueurs)$`).MatchString(players) {
		t.Errorf("by number of players: %q, want rows for 2 and 3", players)
	}
	level := eval[string](t, b, `[...document.querySelectorAll("#stats-chart-level-chevaux text")].map(e => e.textContent).join(",")`)
	if !regexp.MustCompile(`^(medium|moyen),\d (won of|gagnées? sur) 1$`).MatchString(level) {
		t.Errorf("by bot level: %q, want the one game whose strongest bot is medium", level)
	}
	if n := eval[int](t, b, `document.querySelectorAll("#stats-last .stats-replay").length`); n != 2 {
		t.Errorf("the last games have %d replay links, want 2", n)
	}
	// Every text is there, in both languages.
	for range 2 {
		if missing := regexp.MustCompile(`«[a-z]+\.[a-z.]+»`).FindString(eval[string](t, b, `document.body.innerText`)); missing != "" {
			t.Errorf("a text is missing: %s", missing)
		}
		lang := eval[string](t, b, `document.documentElement.lang`)
		b.click(t, "#lang")
		b.waitJS(t, `document.querySelector("#stats") && document.documentElement.lang != `+jsString(lang), time.Minute)
	}
	b.phone(t)
	b.screenshot(t, "stats-phone")
	eval[bool](t, b, `([...document.querySelectorAll(".stats-game")].forEach(d => d.open = true), true)`)
	checkAccess(t, b, "statistics")
	if wide := eval[string](t, b, `[...document.querySelectorAll("#stats *")].filter(e => e.getBoundingClientRect().right > innerWidth + 0.5 && !e.closest(".stats-table-wrap")).slice(0, 5).map(e => e.tagName + "." + e.getAttribute("class")).join(" ")`); wide != "" {
		t.Errorf("at 360 px the statistics stick out sideways: %s", wide)
	}
	before := eval[string](t, b, statsSignature)

	// A reload changes nothing.
	b.reload(t)
	b.waitJS(t, `document.querySelector("#stats[data-games='2']")`, 20*time.Second)
	if after := eval[string](t, b, statsSignature); after != before {
		t.Errorf("after a reload the statistics say\n%s\nthey said\n%s", after, before)
	}

	// Export: the file is the statistics, named for them.
	// The file is read as the page hands it to the browser, and not saved.
	eval[bool](t, b, `(() => { window.exported = [];
		const create = URL.createObjectURL, click = HTMLAnchorElement.prototype.click;
		URL.createObjectURL = blob => { window.exported.push(blob); return create.call(URL, blob) };
		HTMLAnchorElement.prototype.click = function () {
			if (this.download) window.downloaded = this.download; else click.call(this) }; return true })()`)
	b.click(t, "#stats-export")
	b.waitJS(t, `window.exported.length == 1 && window.downloaded`, 10*time.Second)
	// The page says the file was exported before anyone imports one.
	b.waitJS(t, `document.querySelector("#stats-msg")`, 10*time.Second)
	eval[bool](t, b, `(document.querySelector("#stats-msg").scrollIntoView({block: "center"}), true)`)
	b.screenshot(t, "stats-exported-phone")
	if name := eval[string](t, b, `window.downloaded`); name != "menagerie-stats.json" {
		t.Errorf("the export is named %q", name)
	}
	file := eval[string](t, b, `(async () => (window.exportedText = await window.exported[0].text()))()`)
	var parsed struct {
		Version int               `json:"version"`
		Records []json.RawMessage `json:"records"`
	}
	if err := json.Unmarshal([]byte(file), &parsed); err != nil || parsed.Version != 1 || len(parsed.Records) != 2 {
		t.Fatalf("the exported file (%v): version %d, %d records:\n%s", err, parsed.Version, len(parsed.Records), file)
	}

	// importJS imports a file holding the JavaScript string text, and
	// waits until the page has read it: the first time, even just after
	// the page drew a message (the import field is not drawn again).
	importJS := func(text string) {
		t.Helper()
		before := eval[int](t, b, `+document.querySelector("#stats-file").dataset.imports`)
		eval[bool](t, b, fmt.Sprintf(`(() => { const input = document.querySelector("#stats-import"), dt = new DataTransfer();
			dt.items.add(new File([%s], "stats.json", {type: "application/json"})); input.files = dt.files;
			input.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, text))
		b.waitJS(t, fmt.Sprintf(`+document.querySelector("#stats-file").dataset.imports > %d`, before), 10*time.Second)
	}
	// A file that is not statistics is refused, and changes nothing.
	for _, bad := range []string{`"not json at all"`, `JSON.stringify({version: 9, records: []})`,
		`window.exportedText.replace('"kind": "human"', '"kind": "alien"')`} {
		importJS(bad)
		if !eval[bool](t, b, `!!document.querySelector("#stats-error") && !document.querySelector("#stats-msg")`) {
			t.Errorf("the file %s is not refused", bad)
			continue
		}
		t.Logf("refused: %s", eval[string](t, b, `document.querySelector("#stats-error").innerText`))
		if after := eval[string](t, b, statsSignature); after != before {
			t.Errorf("a refused file changed the statistics")
		}
	}

	// Reset asks first, on screen even on a phone, then forgets, for good.
	b.phone(t)
	eval[bool](t, b, `(scrollTo(0, 0), true)`)
	b.click(t, "#stats-reset")
	b.waitJS(t, `document.querySelector("#stats-reset-confirm")`, 10*time.Second)
	b.waitJS(t, inViewJS("#stats-reset-confirm"), 5*time.Second)
	b.click(t, "#stats-reset-no")
	b.waitJS(t, `!document.querySelector("#stats-reset-confirm") && document.querySelector("#stats[data-games='2']")`, 10*time.Second)
	b.click(t, "#stats-reset")
	b.click(t, "#stats-reset-yes")
	b.waitJS(t, `document.querySelector("#stats[data-games='0'] #stats-empty")`, 10*time.Second)
	b.reload(t)
	b.waitJS(t, `document.querySelector("#stats[data-games='0']")`, 20*time.Second)

	// The exported file brings every number back; a second import adds
	// nothing.
	eval[bool](t, b, fmt.Sprintf(`(window.exportedText = %s, true)`, mustJSON(t, file)))
	importJS(`window.exportedText`)
	b.waitJS(t, `document.querySelector("#stats[data-games='2'] #stats-msg")`, 10*time.Second)
	t.Logf("imported: %s", eval[string](t, b, `document.querySelector("#stats-msg").innerText`))
	if after := eval[string](t, b, statsSignature); after != before {
		t.Errorf("after export, reset and import the statistics say\n%s\nthey said\n%s", after, before)
	}
	importJS(`window.exportedText`)
	if msg := eval[string](t, b, `document.querySelector("#stats-msg").innerText`); !regexp.MustCompile(`Nothing new|Rien de nouveau`).MatchString(msg) {
		t.Errorf("a second import says %q", msg)
	}
	b.reload(t)
	b.waitJS(t, `document.querySelector("#stats[data-games='2']")`, 20*time.Second)
	if after := eval[string](t, b, statsSignature); after != before {
		t.Errorf("the imported statistics do not survive a reload")
	}

	// A last game's replay opens from the list.
	b.click(t, "#stats-replay-0")
	b.waitJS(t, `document.querySelector("#replay.replay-chevaux .replay-board")`, 20*time.Second)
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// mustJSON writes s as a JavaScript string literal.
func mustJSON(t *testing.T, s string) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
