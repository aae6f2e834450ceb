//go:build browser && !js

package main

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"menagerie/app/ui"
)

// TestShots takes the screenshots of the README and of the install dialog
// (make shots): the home page, then each table a few turns into a game
// against bots, from a fixed deal, at each of shotSizes.
func TestShots(t *testing.T) {
	shotsDir(t)
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.noBotPause(t)
	b.navigate(t, srv.URL+"/")
	b.speakFrench(t)
	b.shoot(t, "home", nil)
	const seed = 31
	t.Logf("deal %d", seed)
	for _, g := range ui.Titles() {
		b.startAgainstBots(t, srv.URL, g.ID, seed)
		rng := rand.New(rand.NewPCG(seed, 0))
		for turn := 0; turn < 2; turn++ {
			b.tapTurn(t, rng)
			b.waitJS(t, `document.querySelector("#table[data-turn=mine]")`, 30*time.Second)
		}
		b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
		b.shoot(t, g.ID, nil)
	}
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 900)); err != nil {
		t.Fatal(err)
	}
}
