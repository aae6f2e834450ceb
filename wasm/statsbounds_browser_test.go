//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// statsFileJS defines statsFile(n, names) in the page: a statistics file
// of n games of Chevaux, each between a person (one of names names, in
// turn) and a bot.
const statsFileJS = `(window.statsFile = (n, names) => JSON.stringify({version: 1, records: Array.from({length: n}, (_, i) => ({
	game: "chevaux", seats: [{name: "P" + (i % names), kind: "human", score: i % 7, won: i % 2 == 0},
		{name: "Bot", kind: "bot", level: 1, score: 3}], at: 1700000000000 + i * 1000}))}), true)`

// importStats gives the statistics page's import field a file holding the
// JavaScript string text, waits until the page has read it, and returns
// how long that took.
func importStats(t *testing.T, b *browser, text string) time.Duration {
	t.Helper()
	before := eval[int](t, b, `+document.querySelector("#stats-file").dataset.imports`)
	start := time.Now()
	eval[bool](t, b, fmt.Sprintf(`(() => { const input = document.querySelector("#stats-import"), dt = new DataTransfer();
		dt.items.add(new File([%s], "stats.json", {type: "application/json"})); input.files = dt.files;
		input.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, text))
	b.waitJS(t, fmt.Sprintf(`+document.querySelector("#stats-file").dataset.imports > %d`, before), 60*time.Second)
	return time.Since(start)
}

// TestStatsImportBounded imports statistics files over each bound — bytes,
// games, player names — and one at the bound of games: those over are
// refused at once with nothing changed and a message saying which bound;
// the one at the bound goes in, and the page draws a bounded number of
// rows for its hundreds of players.
func TestStatsImportBounded(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	openStats(t, b, srv.URL, 0)
	b.speakFrench(t)
	eval[bool](t, b, statsFileJS)
	for _, c := range []struct{ name, file, says string }{
		{"10 MB", `" ".repeat(10 << 20)`, "Mo"},
		{"2001 games", `statsFile(2001, 10)`, "2001 parties"},
		{"600 player names", `statsFile(1000, 600)`, "noms de joueurs"},
	} {
		took := importStats(t, b, c.file)
		msg := eval[string](t, b, `(document.querySelector("#stats-error") || {}).innerText || ""`)
		t.Logf("%s: refused in %v: %s", c.name, took.Round(time.Millisecond), msg)
		if !strings.Contains(msg, c.says) {
			t.Errorf("%s: the page says %q, want a refusal that says %q", c.name, msg, c.says)
		}
		if n := eval[string](t, b, `document.querySelector("#stats").dataset.games`); n != "0" {
			t.Errorf("%s: a refused file left %s games", c.name, n)
		}
	}
	took := importStats(t, b, `statsFile(2000, 300)`)
	b.waitJS(t, `document.querySelector("#stats[data-games='2000']")`, 60*time.Second)
	t.Logf("2000 games of 300 players: imported and drawn in %v", took.Round(time.Millisecond))
	b.waitJS(t, `document.querySelector("#stats-players-chevaux")`, 10*time.Second)
	rows := eval[int](t, b, `document.querySelectorAll("#stats-players-chevaux tbody tr").length`)
	more := eval[string](t, b, `(document.querySelector("#stats-more-chevaux") || {dataset: {}}).dataset.more || ""`)
	nodes := eval[int](t, b, `document.querySelectorAll("#stats *").length`)
	t.Logf("the players' table draws %d rows, and says %s more; the page has %d elements", rows, more, nodes)
	if rows != 20 || more != "280" {
		t.Errorf("the players' table draws %d rows and %q more, want 20 and 280", rows, more)
	}
	if nodes > 2000 {
		t.Errorf("the statistics page has %d elements", nodes)
	}
	if died := goDied(b); died != "" {
		t.Fatalf("the Go program died: %s", died)
	}
}

// TestBadStatsRecord keeps statistics with one corrupted record among
// three: the page shows the other two, says one is set aside, exports
// them (and the bad one as it was), and counts the next game.
func TestBadStatsRecord(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.speakFrench(t)
	eval[bool](t, b, statsFileJS)
	eval[bool](t, b, `(() => { const f = JSON.parse(statsFile(3, 3)); f.records[1].seats[0].kind = "alien";
		localStorage.setItem("menagerie.stats", JSON.stringify({at: Date.now(), book: f})); return true })()`)
	b.reload(t)
	openStats(t, b, srv.URL, 2)
	b.waitJS(t, `document.querySelector("#stats-aside[data-aside='1']")`, 10*time.Second)
	if msg := eval[string](t, b, `document.querySelector("#stats-aside").innerText`); !strings.Contains(msg, "illisible") {
		t.Errorf("the record set aside is said as %q", msg)
	}
	if played := statsKPI(t, b, "all", "played"); played != "2" {
		t.Errorf("the page counts %s games played, want 2", played)
	}
	eval[bool](t, b, `(() => { window.exported = [];
		const create = URL.createObjectURL, click = HTMLAnchorElement.prototype.click;
		URL.createObjectURL = blob => { window.exported.push(blob); return create.call(URL, blob) };
		HTMLAnchorElement.prototype.click = function () { if (!this.download) click.call(this) }; return true })()`)
	b.click(t, "#stats-export")
	b.waitJS(t, `window.exported.length == 1`, 10*time.Second)
	file := eval[string](t, b, `(async () => await window.exported[0].text())()`)
	if n := strings.Count(file, `"game"`); n != 3 || !strings.Contains(file, `"aside"`) || !strings.Contains(file, `"alien"`) {
		t.Errorf("the exported file holds %d games, the bad one aside: %v:\n%.400s", n, strings.Contains(file, `"aside"`), file)
	}

	// The next game counts.
	seed := rand.Uint64() % 1_000_000
	setupChevaux(t, b, srv.URL, seed, []string{"Ana", "Bot 1"}, []int{0, 0})
	b.playChevaux(t, rand.New(rand.NewPCG(seed, 9)), 90*time.Second, nil)
	openStats(t, b, srv.URL, 3)
	if !eval[bool](t, b, `!!document.querySelector("#stats-aside[data-aside='1']")`) {
		t.Errorf("the record set aside is no longer said")
	}
}
