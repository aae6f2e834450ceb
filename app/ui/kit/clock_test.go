package kit

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
)

// TestClockText rounds the time left up to the second.
func TestClockText(t *testing.T) {
	for ms, want := range map[int64]string{900000: "15:00", 899001: "15:00", 899000: "14:59", 7000: "0:07", 1: "0:01", 61000: "1:01"} {
		if got := clockText(ms); got != want {
			t.Errorf("clockText(%d) = %q, want %q", ms, got, want)
		}
	}
}

// TestClock shows the whole length before the clock starts, the time's up
// once the table says so, and nothing for an untimed game.
func TestClock(t *testing.T) {
	defer SetLang(Current())
	SetLang(English)
	for _, tc := range []struct {
		clock *table.Clock
		want  string
	}{
		{nil, ""},
		{&table.Clock{Limit: 15 * 60 * 1000}, `class="clock"`},
		{&table.Clock{Limit: 15 * 60 * 1000}, "Time left: 15:00"},
		{&table.Clock{Limit: 60000, Deadline: 1000, Up: true}, `class="clock up"`},
		{&table.Clock{Limit: 60000, Deadline: 1000}, "Time&#39;s up"},
	} {
		html := app.HTMLString(app.Div().Body(Clock(table.Update{Clock: tc.clock})))
		if tc.want == "" {
			if strings.Contains(html, "clock") {
				t.Errorf("an untimed game shows a clock: %s", html)
			}
			continue
		}
		if !strings.Contains(html, tc.want) {
			t.Errorf("clock %+v: %s lacks %s", *tc.clock, html, tc.want)
		}
	}
}
