//go:build browser && !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// secondTab opens another page in b's browser context: the same storage,
// the same locks, as a second tab of one browser.
func (b *browser) secondTab(t *testing.T) *browser {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	t.Cleanup(cancel)
	tab := &browser{ctx: ctx, kill: b.kill}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("opening a second tab: %v", err)
	}
	tab.listen()
	return tab
}

// seqJS is the number of moves of the table on screen (0 for none).
const seqJS = `+((document.querySelector("#table") || {dataset: {}}).dataset.seq || 0)`

// playUntilStored plays the person's moves (rng's taps, the bots' pauses
// skipped) until the saved Chevaux game holds at least n moves or the game
// ends, and returns how many it holds.
func (b *browser) playUntilStored(t *testing.T, rng *rand.Rand, n int) int {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		got := eval[int](t, b, storedMoves)
		if got >= n || eval[bool](t, b, `!!document.querySelector("#end")`) {
			return got
		}
		if time.Now().After(deadline) {
			b.timedOut(t, fmt.Sprintf("%d moves saved (%d are)", n, got), nil)
		}
		eval[bool](t, b, `(() => { const s = document.querySelector("#skip"); if (s) s.click(); return true })()`)
		if eval[bool](t, b, `!!document.querySelector("#table[data-turn=mine]")`) {
			b.tapOnce(t, rng)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// TestTwoTabs opens one Chevaux game in two tabs of one browser: the second
// says (in French) that the game is open elsewhere, shows no table and
// saves nothing while the first plays on; taken over, it shows the newest
// position, the first stops and says so, and the second plays on from
// there, its moves saved after the first's.
func TestTwoTabs(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	a, seed := newChevauxAgainstBot(t, srv)
	rng := rand.New(rand.NewPCG(seed, 28))
	first := a.playUntilStored(t, rng, eval[int](t, a, storedMoves)+1)

	b := a.secondTab(t)
	b.navigate(t, srv.URL+"/#play/chevaux")
	b.waitJS(t, `document.querySelector("#elsewhere #take-over")`, 20*time.Second)
	if msg := eval[string](t, b, `document.querySelector("#elsewhere").innerText`); !strings.Contains(msg, "autre onglet") || !strings.Contains(msg, "Chevaux") {
		t.Errorf("the second tab says %q", msg)
	}
	if eval[bool](t, b, `!!document.querySelector("#table")`) {
		t.Fatal("the second tab shows the table of a game open in the first")
	}

	// The first plays on; the second neither shows nor saves anything.
	ahead := a.playUntilStored(t, rng, first+2)
	if eval[bool](t, b, `!!document.querySelector("#table") || !document.querySelector("#elsewhere")`) {
		t.Fatal("the second tab left its notice while the first played")
	}
	t.Logf("the first tab saved %d moves, then %d", first, ahead)

	// Taken over: the second tab has the newest position, the first stops.
	b.click(t, "#take-over")
	b.waitJS(t, `document.querySelector("#table")`, 20*time.Second)
	if got, onScreen := eval[int](t, b, storedMoves), eval[int](t, b, seqJS); got < ahead || onScreen < ahead {
		t.Fatalf("taken over at %d moves (stored %d), the first tab had saved %d", onScreen, got, ahead)
	}
	a.waitJS(t, `document.querySelector("#elsewhere") && !document.querySelector("#table")`, 20*time.Second)
	if !eval[bool](t, a, `document.querySelector("#elsewhere").innerText.includes("autre onglet")`) {
		t.Error("the first tab does not say where its game went")
	}
	// From now on the first tab's page counts its writes of the game: the
	// storage is the second tab's too, whose bots play on at once, so
	// what the storage holds says nothing of who wrote it.
	eval[bool](t, a, `(() => { window.gameWrites = 0; const set = Storage.prototype.setItem;
		Storage.prototype.setItem = function (k, v) { if (k == "menagerie.game.chevaux") window.gameWrites++; return set.call(this, k, v) };
		return true })()`)
	before := eval[int](t, b, storedMoves)
	after := b.playUntilStored(t, rng, before+1)
	if after <= before {
		t.Fatalf("the second tab's move was not saved (%d, then %d)", before, after)
	}
	if writes := eval[int](t, a, `window.gameWrites`); writes != 0 || eval[bool](t, a, `!!document.querySelector("#table")`) {
		t.Fatalf("the first tab went on after the take-over (it saved the game %d times)", writes)
	}
	for _, tab := range []*browser{a, b} {
		if died := goDied(tab); died != "" {
			t.Fatalf("the Go program died: %s", died)
		}
	}
}
