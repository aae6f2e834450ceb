//go:build !js

package main

import (
	"fmt"
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
	b.navigate(t, srv.URL+"/")
	b.speakFrench(t)
	eval[bool](t, b, `(localStorage.setItem("menagerie.botpause", "0"), true)`)
	b.shoot(t, "home", nil)
	const seed = 31
	t.Logf("deal %d", seed)
	for _, g := range ui.Titles() {
		b.navigate(t, fmt.Sprintf("%s/#setup/%s?seed=%d", srv.URL, g.ID, seed))
		b.waitJS(t, `document.querySelector("#start")`, 20*time.Second)
		b.click(t, "#start")
		if b.poll(t, `document.querySelector("#replace")`, time.Second) {
			b.click(t, "#replace-start")
		}
		rng := rand.New(rand.NewPCG(seed, 0))
		for turn := 0; turn < 3; turn++ {
			b.waitJS(t, `document.querySelector("#table[data-turn=mine]")`, 30*time.Second)
			if turn < 2 {
				b.tapTurn(t, rng)
			}
		}
		b.waitJS(t, `[...document.images].every(i => i.complete)`, 10*time.Second)
		b.shoot(t, g.ID, nil)
	}
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(412, 900)); err != nil {
		t.Fatal(err)
	}
}
