package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/replay"
	"menagerie/app/session"
	"menagerie/app/stats"
	"menagerie/games/bot"
)

// The statistics of the games finished on this device are kept and
// recorded by package session (session.Recorder): by the host when its
// table is over, by a guest once the deal checks out.

// loadStats reads the statistics from storage (see session.Recorder.Load).
func loadStats() (*stats.Book, error) { return device.Stats.Load() }

// saveStats writes the statistics to storage.
func saveStats(b *stats.Book) error { return device.Stats.Save(b) }

// In the page, replays are encoded in the background (see
// session.Recorder.Soon), yielding to the browser as bots do.
func init() {
	if app.IsClient {
		device.Stats.Yield = bot.Turn
	}
}

// guestReplay is the game the guest j played, as its host revealed it,
// once the game is over, the reveal in and the deal checked out.
func guestReplay(j *session.Joined) (replay.Replay, bool) {
	if j == nil {
		return replay.Replay{}, false
	}
	return j.Replay()
}

// logStatsError tells the browser's console why a game was not recorded;
// the player is not interrupted at the end of a game for it.
func logStatsError(err error) {
	app.Log("statistics: the game was not recorded:", err)
}
