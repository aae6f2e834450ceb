package ui

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/replay"
	"menagerie/app/stats"
	"menagerie/app/table"
	"menagerie/games"
)

// The statistics of the games finished on this device (package stats) live
// in browser storage under storageStats, written like the saved games
// (putDurable: localStorage at once, IndexedDB on disk; recoverDurable
// copies a newer IndexedDB copy back at start). Every use reads storage
// afresh, so two tabs never write over each other's records.
//
// A game is recorded once, when it ends: by the host when its table is
// over (saveGame sees every change of a hosted game; a guided first game
// is a lesson, not counted), by a guest once the host has revealed the
// game and the deal checks out. Each record holds
// the game's replay code, and a game whose code is in the book already is
// not recorded again (a reload, a second save of the same end).

// storageStats is the key of the statistics in browser storage.
const storageStats = "menagerie.stats"

// storedStats is what storage keeps: the book as stats.Export writes it,
// and when it was written (of two copies, the later wins).
type storedStats struct {
	At   int64           `json:"at"`
	Book json.RawMessage `json:"book"`
}

// checkStoredStats says whether a stored value reads as statistics.
func checkStoredStats(b []byte) error {
	var s storedStats
	if err := games.DecodeJSON(b, &s); err != nil {
		return err
	}
	_, err := stats.Load(s.Book)
	return err
}

// loadStats reads the statistics from storage: an empty book when there
// are none. A stored value that does not read gives an empty book and the
// reason.
func loadStats() (*stats.Book, error) {
	v := localString(storageStats)
	if v == "" {
		return stats.New(), nil
	}
	var s storedStats
	if err := games.DecodeJSON([]byte(v), &s); err != nil {
		return stats.New(), err
	}
	b, err := stats.Load(s.Book)
	if err != nil {
		return stats.New(), err
	}
	return b, nil
}

// saveStats writes the statistics to storage.
func saveStats(b *stats.Book) error {
	data, err := b.Export()
	if err != nil {
		return err
	}
	v, err := json.Marshal(storedStats{At: time.Now().UnixMilli(), Book: data})
	if err != nil {
		return err
	}
	putDurable(storageStats, string(v))
	return nil
}

// hasReplay says whether the book holds the game of the replay code.
func hasReplay(b *stats.Book, code string) bool {
	for _, r := range b.Records() {
		if r.Replay == code {
			return true
		}
	}
	return false
}

// replayCodes caches the link codes of the games ended on this device: the
// end screen asks for its game's on every redraw, and encoding replays the
// whole game.
var replayCodes = map[uint64]string{}

// replayCode returns the link code of r (see replay.Encode).
func replayCode(r replay.Replay) (string, error) {
	data, err := json.Marshal(r)
	if err != nil {
		return "", err
	}
	h := fnv.New64a()
	h.Write(data)
	key := h.Sum64()
	if code, ok := replayCodes[key]; ok {
		return code, nil
	}
	code, err := replay.Encode(r)
	if err != nil {
		return "", err
	}
	if len(replayCodes) > 16 {
		clear(replayCodes)
	}
	replayCodes[key] = code
	return code, nil
}

// errNotOver is recordGame's answer for a game that has not ended.
var errNotOver = errors.New("the game is not over")

// recordGame adds the finished game r to the statistics, unless its replay
// code is there already; seats are its seats as this device saw them
// (table.Human for the people playing on it). It reports whether it added
// the game.
func recordGame(r replay.Replay, seats []table.SeatInfo) (bool, error) {
	code, err := replayCode(r)
	if err != nil {
		return false, err
	}
	book, err := loadStats()
	if err != nil {
		// Unreadable statistics are kept as they are rather than replaced
		// by this one game: the page says what is wrong with them.
		return false, err
	}
	if hasReplay(book, code) {
		return false, nil
	}
	g, ok := playable(r.Setup.Game)
	if !ok {
		return false, replay.ErrGame
	}
	t, err := table.Restore(g, r.Setup, r.Log)
	if err != nil {
		return false, err
	}
	u := t.Update(games.Spectator)
	if !u.Over || u.Result == nil {
		return false, errNotOver
	}
	setup := r.Setup
	setup.Seats = seats
	rec, err := stats.NewRecord(setup, *u.Result, time.Now().UnixMilli(), code)
	if err != nil {
		return false, err
	}
	if _, err := book.Add(rec); err != nil {
		return false, err
	}
	return true, saveStats(book)
}

// recordHosted records a game hosted on this device once it is over (see
// saveGame): its seats are as the host holds them. A guided first game,
// whose moves the coach proposed, is a lesson and not counted.
func recordHosted(g savedGame) {
	if !g.Over || g.Learn != nil && g.Learn.Guided {
		return
	}
	if _, err := recordGame(replay.Replay{Setup: g.Setup, Log: g.Log}, g.Setup.Seats); err != nil {
		logStatsError(err)
	}
}

// guestReplay is the game a guest played, as its host revealed it, once
// the game is over, the reveal in and the deal checked out.
func (gs *guestSession) guestReplay() (replay.Replay, bool) {
	if gs == nil || gs.g == nil || gs.verdict == nil || gs.verdict.Err != nil {
		return replay.Replay{}, false
	}
	setup, log, ok := gs.g.Revealed()
	if !ok {
		return replay.Replay{}, false
	}
	return replay.Replay{Setup: setup, Log: log}, true
}

// recordJoined records the game this device joined as a guest, once its
// deal checked out: the guest's seat is the person on this device, the
// others are bots or people on other devices.
func recordJoined(gs *guestSession) {
	r, ok := gs.guestReplay()
	if !ok {
		return
	}
	if _, err := recordGame(r, guestSeats(r.Setup.Seats, gs.g.Seat())); err != nil {
		logStatsError(err)
	}
}

// guestSeats are a game's seats as the guest at seat me saw them.
func guestSeats(seats []table.SeatInfo, me games.Seat) []table.SeatInfo {
	out := make([]table.SeatInfo, len(seats))
	for i, s := range seats {
		switch {
		case games.Seat(i) == me:
			s.Kind = table.Human
		case s.Kind != table.Bot:
			s.Kind = table.Remote
		}
		out[i] = s
	}
	return out
}

// logStatsError tells the browser's console why a game was not recorded;
// the player is not interrupted at the end of a game for it.
func logStatsError(err error) {
	app.Log("statistics: the game was not recorded:", err)
}
