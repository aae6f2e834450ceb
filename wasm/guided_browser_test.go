//go:build browser && !js

package main

import (
	"slices"
	"strings"
	"testing"
	"time"

	"menagerie/app/ui"
	"menagerie/games/catalog"
)

// TestGuidedGames plays each game's guided first game to its end in the
// browser by following the coach: each note is read and put away, each
// move the coach proposes is tapped. Every tip of the game must have come
// up, in the page's language. Each game is played once, the games taking
// French and English in turn, the language the page starts in: both
// languages are played through the coach, and every tip's text in both
// languages is checked by the games' UI packages (kittest.Check). It plays
// on a 360×740 screen, where the prompt must be whole at every step. Each
// game has a tab (a browser context) of its own, and runs beside the other
// browser tests: the longest alone bounds the test, not the five in a row.
func TestGuidedGames(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	t.Cleanup(srv.Close)
	for i, g := range catalog.All() {
		tips := ui.GuideTips(g.ID())
		lang := []string{"fr", "en"}[i%2]
		t.Run(g.ID()+"/"+lang, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t)
			b.noBotPause(t)
			b.phone(t)
			b.navigate(t, srv.URL+"/")
			if len(tips) == 0 {
				t.Fatalf("%s has no guided game", g.ID())
			}
			// go-app's local storage holds JSON values.
			eval[bool](t, b, `(localStorage.setItem("menagerie.lang", JSON.stringify("`+lang+`")), true)`)
			b.navigate(t, srv.URL+"/#rules/"+g.ID())
			// A new fragment alone does not load the page again: the
			// language is read when the page loads.
			b.reload(t)
			b.waitJS(t, `document.querySelector("#rules-guide")`, 20*time.Second)
			if got := eval[string](t, b, `document.documentElement.lang`); got != lang {
				t.Fatalf("the page speaks %q", got)
			}
			b.click(t, "#rules-guide")
			b.waitJS(t, `document.querySelector("#guide-start")`, 20*time.Second)
			b.click(t, "#guide-start")
			b.waitJS(t, `document.querySelector("#table, #replace")`, 20*time.Second)
			if eval[bool](t, b, `!!document.querySelector("#replace")`) {
				b.click(t, "#replace-start")
				b.waitJS(t, `document.querySelector("#table")`, 20*time.Second)
			}
			var seen []string
			deadline := time.Now().Add(6 * time.Minute) // a loaded machine
			for {
				if time.Now().After(deadline) {
					b.screenshot(t, "guided-"+g.ID()+"-"+lang)
					t.Fatalf("no end after 6 minutes; tips seen %v", seen)
				}
				step := eval[string](t, b, `(() => {
					if (document.querySelector("#end")) return "end";
					const go = document.querySelector("#handoff-go"); if (go) { go.click(); return "handoff" }
					const ok = document.querySelector("#coach-ok");
					const pr = document.querySelector(".kit-prompt");
					if (pr && pr.innerText.trim()) {
						const r = pr.getBoundingClientRect();
						if (pr.scrollHeight > pr.clientHeight + 1 || r.top < 0 || r.bottom > innerHeight + 1) return "cut:" + pr.innerText;
					}
					if (ok) { const note = document.querySelector("#coach"), key = note.dataset.tip, text = note.innerText; ok.click(); return "tip:" + key + ":" + text }
					return `+followHintJS+` })()`)
				if step == "end" {
					break
				}
				if text, ok := strings.CutPrefix(step, "cut:"); ok {
					b.screenshot(t, "guided-cut-"+g.ID()+"-"+lang)
					t.Fatalf("the prompt is not whole on a 360×740 screen: %q", text)
				}
				if rest, ok := strings.CutPrefix(step, "tip:"); ok {
					key, text, _ := strings.Cut(rest, ":")
					if strings.TrimSpace(text) == "" || strings.Contains(text, "«") && strings.Contains(text, "»") && strings.Contains(text, ".") && !strings.Contains(text, " ") {
						t.Errorf("tip %s says %q", key, text)
					}
					if !slices.Contains(seen, key) {
						seen = append(seen, key)
					}
					time.Sleep(40 * time.Millisecond)
					continue
				}
				time.Sleep(40 * time.Millisecond)
			}
			var missing []string
			for _, k := range tips {
				if !slices.Contains(seen, k) {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				t.Errorf("tips that never came up: %v (seen %v)", missing, seen)
			}
			if errs := pageErrors(t, b); len(errs) > 0 {
				t.Errorf("console errors: %v", errs)
			}
		})
	}
}
