//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"menagerie/app/ui"
	"menagerie/games/catalog"
)

// TestRoundEndSummary plays each game whose screen has a round's summary
// against bots, tapping at random (seeds logged), until a round ends:
// its summary shows in the table's place with "Continuer" on screen (and
// the header says so),
// the game waits (no move is applied while it shows, though the bots play
// without pauses), and after "Continuer" play goes on.
func TestRoundEndSummary(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	t.Cleanup(srv.Close) // after the parallel subtests
	for _, screen := range ui.Screens() {
		if screen.RoundEnd == nil {
			continue
		}
		game := screen.ID()
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t)
			b.noBotPause(t)
			b.openApp(t, srv.URL)
			eval[bool](t, b, `(localStorage.setItem("menagerie.moments", "on"), true)`)
			const seed = 41
			g, _ := catalog.ByID(game)
			least, _ := g.Players() // the fewest players: the shortest rounds
			b.setupGame(t, srv.URL, game, seed, "#players", fmt.Sprint(least))
			rng := rand.New(rand.NewPCG(seed, 7))
			deadline := time.Now().Add(4 * time.Minute)
			for !eval[bool](t, b, `!!document.querySelector("#moment")`) {
				if eval[bool](t, b, `!!document.querySelector("#end")`) {
					t.Fatal("the game ended with no round's end shown")
				}
				if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
					b.tapOnce(t, rng)
				}
				if time.Now().After(deadline) {
					b.timedOut(t, "a round's end", nil)
				}
				time.Sleep(40 * time.Millisecond)
			}
			seq := eval[string](t, b, `document.querySelector("#table").dataset.seq`)
			if status := eval[string](t, b, `document.querySelector("#status").innerText`); !strings.Contains(status, "Continu") {
				t.Errorf("with the round's summary on screen the header says %q", status)
			}
			if game == "lifeislife" && !eval[bool](t, b, `!!document.querySelector("#moment .lil-sum-hand")`) {
				// A scoring round's summary has its table of majorities.
				b.waitJS(t, `document.querySelector("#moment .lil-majorities")`, 10*time.Second)
			}
			summary := eval[string](t, b, `document.querySelector("#moment").innerText`)
			t.Logf("at move %s the summary says:\n%s", seq, summary)
			if bad := eval[[]string](t, b, `(() => { const bad = [], vw = innerWidth, vh = innerHeight;
				for (const sel of ["#moment h2, #moment summary", "#moment-go"]) {
					const e = document.querySelector(sel); if (!e) { bad.push(sel + " is missing"); continue }
					const r = e.getBoundingClientRect();
					if (r.top < 0 || r.left < 0 || r.bottom > vh + .5 || r.right > vw + .5) bad.push(sel + " is off screen");
				}
				return bad })()`); len(bad) > 0 {
				t.Errorf("the summary: %v", bad)
			}
			b.screenshot(t, "moment-"+game)
			// The bots play at once when they may: a second and a half
			// with no move applied is the table waiting for the player.
			if b.poll(t, fmt.Sprintf(`document.querySelector("#table").dataset.seq != %q`, seq), 1500*time.Millisecond) {
				t.Fatal("the game went on while the round's summary was on screen")
			}
			// The end screen is drawn after "Continuer", not under the
			// last round's summary (see renderTable).
			if eval[bool](t, b, `!!document.querySelector("#end")`) {
				t.Error("the end screen is drawn under the last round's summary")
			}
			b.click(t, "#moment-go")
			b.waitJS(t, fmt.Sprintf(`!document.querySelector("#moment") && (document.querySelector("#table[data-turn=mine]") || document.querySelector("#end") || document.querySelector("#table").dataset.seq != %q)`, seq), 30*time.Second)
			if errs := pageErrors(t, b); len(errs) > 0 {
				t.Errorf("console errors: %v", errs)
			}
		})
	}
}
