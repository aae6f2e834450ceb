//go:build browser && !js

package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// TestDamagedSavedGame damages two saved games: a Zoo game whose copy no
// longer reads, and a Chevaux game that reads but whose last step is not
// a move (it no longer replays). The home page lists both as damaged, in the
// page's language and with no error text of the program, each with a
// button that discards it; the Chevaux table says the game is damaged and
// where to discard it.
func TestDamagedSavedGame(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b, seed := newChevauxAgainstBot(t, srv)
	if n := b.playUntilStored(t, rand.New(rand.NewPCG(seed, 3)), 1); n == 0 {
		t.Fatal("no move saved to damage")
	}
	// Damaged while the person is to play: no bot's move saves over it.
	b.waitJS(t, `(() => { const s = document.querySelector("#skip"); if (s) s.click();
		return document.querySelector("#table[data-turn=mine]") && `+seqJS+` == `+storedMoves+` })()`, 30*time.Second)
	eval[bool](t, b, `(() => {
		const g = JSON.parse(localStorage.getItem("menagerie.game.chevaux"));
		g.log.push({seat: 7, move: "not a move"});
		localStorage.setItem("menagerie.game.chevaux", JSON.stringify(g));
		localStorage.setItem("menagerie.game.zoo", '{"setup":{"game":"zoo","con');
		return true })()`)

	b.reload(t)
	b.waitJS(t, `document.querySelector(".play .error")`, 20*time.Second)
	if msg := eval[string](t, b, `document.querySelector(".play .error").innerText`); !strings.Contains(msg, "abîmée") || !strings.Contains(msg, "accueil") {
		t.Errorf("the table of a damaged game says %q", msg)
	}

	b.navigate(t, srv.URL+"/#")
	b.waitJS(t, `document.querySelector("#damaged-zoo") && document.querySelector("#damaged-chevaux")`, 20*time.Second)
	noProgramText := func(msg string) {
		t.Helper()
		for _, raw := range []string{"invalid", "unexpected", "json", "error", "{", "move"} {
			if strings.Contains(strings.ToLower(msg), raw) {
				t.Errorf("the damaged games' notice shows the program's words (%q): %q", raw, msg)
			}
		}
	}
	msg := eval[string](t, b, `document.querySelector("#resume-list").innerText`)
	if !strings.Contains(msg, "zoo") || !strings.Contains(msg, "Chevaux") || strings.Count(msg, "abîmée") != 2 {
		t.Errorf("the home page lists %q", msg)
	}
	noProgramText(msg)

	b.click(t, "#lang")
	b.waitJS(t, `document.querySelector("#resume-list").innerText.includes("damaged")`, 20*time.Second)
	noProgramText(eval[string](t, b, `document.querySelector("#resume-list").innerText`))

	b.click(t, "#discard-zoo")
	b.waitJS(t, `!document.querySelector("#damaged-zoo") && document.querySelector("#damaged-chevaux")`, 20*time.Second)
	if eval[bool](t, b, `localStorage.getItem("menagerie.game.zoo") !== null`) {
		t.Error("the discarded game is still stored")
	}
	b.click(t, "#discard-chevaux")
	b.waitJS(t, `!document.querySelector("#damaged-chevaux")`, 20*time.Second)
	if died := goDied(b); died != "" {
		t.Fatalf("the Go program died: %s", died)
	}
}
