//go:build browser && !js

package main

import (
	"fmt"
	"testing"
	"time"

	"menagerie/games/catalog"
)

// TestEveryOptionStarts chooses, for each game, every option of its setup
// page in turn, then the first (standard) option again after the others,
// and starts a game with each: the game starts, with the option chosen
// (the saved game's variant), and the page shows no error. On a 360×740
// phone, "Commencer" is on screen when the page opens, and the question
// before replacing the unfinished game opens on screen.
func TestEveryOptionStarts(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.phone(t)
	const seed = 5
	for _, g := range catalog.All() {
		t.Run(g.ID(), func(t *testing.T) {
			b.navigate(t, fmt.Sprintf("%s/#setup/%s?seed=%d", srv.URL, g.ID(), seed))
			b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
			if !eval[bool](t, b, inViewJS("#start")) {
				t.Errorf("the start button is off screen at 360×740")
			}
			values := eval[[]string](t, b, `[...document.querySelectorAll("#variant option")].map(o => o.getAttribute("value") ?? "")`)
			if len(values) == 0 {
				t.Skip("no options")
			}
			order := append(append([]string{}, values...), values[0])
			for i, v := range order {
				if i > 0 {
					b.navigate(t, fmt.Sprintf("%s/#setup/%s?seed=%d", srv.URL, g.ID(), seed+uint64(i)))
					b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
				}
				b.choose(t, "#variant", v)
				if i > 0 {
					// The game before is unfinished: the page asks first,
					// where the player looks.
					b.click(t, "#start")
					b.waitJS(t, `document.querySelector("#replace")`, 20*time.Second)
					if !b.poll(t, inViewJS("#replace"), 30*time.Second) {
						t.Errorf("the question before replacing a game opens off screen: %s", eval[string](t, b, `(() => { const r = document.querySelector("#replace").getBoundingClientRect(); return [r.top, r.bottom, innerHeight, scrollY, document.documentElement.scrollHeight].join(" ") })()`))
					}
				}
				b.start(t)
				b.waitJS(t, `document.querySelector("#table, #handoff, .setup .error")`, 20*time.Second)
				if msg := eval[string](t, b, `(document.querySelector(".setup .error") || {}).innerText || ""`); msg != "" {
					t.Fatalf("option %q: %s", v, msg)
				}
				got := eval[string](t, b, fmt.Sprintf(`JSON.parse(localStorage.getItem(%q)).setup.config.Variant`, "menagerie.game."+g.ID()))
				if got != v {
					t.Errorf("option %d %q chosen, the game started has %q", i, v, got)
				}
			}
		})
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// TestOneTapPlay taps a game's "Play" on the home page: the first time it
// opens the setup page (the options, the guided game's offer); with the
// game unfinished, it asks at once, on screen, whether to resume it or
// start again. (TestChevaux checks that one tap after a finished game
// starts the next with the same options.) "Options" always opens the form.
func TestOneTapPlay(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.phone(t)
	id := catalog.All()[0].ID()
	b.navigate(t, srv.URL+"/")
	b.click(t, "#play-"+id)
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	players := eval[string](t, b, `[...document.querySelectorAll("#players option")].pop().value`)
	b.choose(t, "#players", players)
	b.start(t)
	b.waitJS(t, `document.querySelector("#table, #handoff")`, 20*time.Second)

	b.navigate(t, srv.URL+"/")
	b.click(t, "#play-"+id)
	b.waitJS(t, `document.querySelector("#replace")`, 20*time.Second)
	if !b.poll(t, inViewJS("#replace"), 30*time.Second) {
		t.Errorf("one tap on an unfinished game asks off screen")
	}
	b.click(t, "#replace-resume")
	b.waitJS(t, `document.querySelector("#table, #handoff")`, 20*time.Second)

	b.navigate(t, srv.URL+"/")
	b.click(t, "#options-"+id)
	b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
	if n := eval[string](t, b, `document.querySelector("#players").value`); n != players {
		t.Errorf("the options show %s players, want the last game's %s", n, players)
	}
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
