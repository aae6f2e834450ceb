//go:build browser && !js

package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestRulesContents opens Du grabuge au zoo's rules on a 360×740 phone:
// the table of contents is on screen at the top and lists the sections'
// headings, in order; the sections show card pictures and the chart of
// who beats whom; the page does not scroll sideways; a tap on a contents
// link below the fold brings its section into the viewport. On a tablet
// (820×1180) the contents stand beside the sections, which fill the rest
// of the width.
func TestRulesContents(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	defer srv.Close()
	b := newBrowser(t)
	b.phone(t)
	b.navigate(t, srv.URL+"/#rules/zoo")
	b.waitJS(t, `document.querySelectorAll("#rules-toc .rules-toc-link").length >= 5 && document.querySelectorAll(".rules-section h2").length >= 5`, 20*time.Second)
	if !eval[bool](t, b, inViewJS("#rules-toc")) {
		t.Errorf("the table of contents is not on screen at 360×740")
	}
	links := eval[[]string](t, b, `[...document.querySelectorAll("#rules-toc .rules-toc-link")].map(l => l.innerText.trim())`)
	heads := eval[[]string](t, b, `[...document.querySelectorAll(".rules-section > h2")].map(h => h.innerText.trim())`)
	if strings.Join(links, "|") != strings.Join(heads, "|") {
		t.Errorf("the contents list %q, the sections are headed %q", links, heads)
	}
	for _, want := range [][2]string{{"Le but", "The goal"}, {"Un tour", "A turn"}, {"Fin de manche", "End of a round"}, {"Fin de partie", "End of the game"}, {"Variantes", "Variants"}} {
		if all := strings.Join(heads, "|"); !strings.Contains(all, want[0]) && !strings.Contains(all, want[1]) {
			t.Errorf("no section %q among %q", want, heads)
		}
	}
	if n := eval[int](t, b, `document.querySelectorAll(".rules-section .rules-cards .kit-face img").length`); n < 12 {
		t.Errorf("%d card pictures in the rules", n)
	}
	if n := eval[int](t, b, `document.querySelectorAll("#rules-turn #zoo-rules-chart .zoo-chart-row").length`); n != 13 {
		t.Errorf("the chart under a turn has %d rows, want 13", n)
	}
	if w := eval[int](t, b, `document.documentElement.scrollWidth - innerWidth`); w > 0 {
		t.Errorf("the page scrolls %d px sideways at 360 px", w)
	}

	// A section below the fold comes into view when its link is tapped.
	const sel = "#rules-round"
	if eval[bool](t, b, inViewJS(sel+" > h2")) {
		t.Fatalf("%s is on screen before the tap: nothing to prove", sel)
	}
	b.click(t, `.rules-toc-link[data-section="rules-round"]`)
	if !b.poll(t, inViewJS(sel+" > h2"), 30*time.Second) {
		t.Errorf("after the tap, %s is off screen: %s", sel, eval[string](t, b, `(() => { const r = document.querySelector("#rules-round").getBoundingClientRect(); return [r.top, r.bottom, innerHeight, scrollY].join(" ") })()`))
	}

	// A tablet: the contents beside the sections, which fill the width.
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(820, 1180, chromedp.EmulateScale(1))); err != nil {
		t.Fatal(err)
	}
	b.waitJS(t, `(() => { const c = document.querySelector("#rules-toc").getBoundingClientRect(), s = document.querySelector("#rules-goal").getBoundingClientRect(); return c.right <= s.left && s.width >= innerWidth * 0.55 })()`, 10*time.Second)
	if errs := pageErrors(t, b); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
