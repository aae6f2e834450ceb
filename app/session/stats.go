package session

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"sync"
	"time"

	"menagerie/app/replay"
	"menagerie/app/stats"
	"menagerie/app/table"
	"menagerie/games"
)

// The statistics of the games finished on this device (package stats) are
// kept under StatsKey, written like the saved games (on disk too). Every
// use reads storage afresh, so two tabs never write over each other's
// records.
//
// A game is recorded once, when it ends: by the host when its table is
// over (a guided first game is a lesson, not counted), by a guest once the
// host has revealed the game and the deal checks out. Each record holds the
// game's replay code, and a game whose code is in the book already is not
// recorded again (a reload, a second save of the same end).

// StatsKey is the key of the statistics in storage.
const StatsKey = "menagerie.stats"

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

// ErrNotOver is Record's answer for a game that has not ended.
var ErrNotOver = errors.New("the game is not over")

// Recorder keeps the statistics of the games finished on this device in a
// Store, and the replay codes of the games it saw end (the end screen asks
// for its game's at every redraw, and encoding replays the whole game).
type Recorder struct {
	store *Store
	// Yield, when set, is called every few milliseconds of a replay's
	// encoding done in the background (see Soon): the app hands control
	// back to the browser there. When nil, nothing is done in the
	// background.
	Yield func()
	mu    sync.Mutex
	codes map[uint64]encoded
	// soon are the replays being encoded in the background, with what
	// to run once each is.
	soon map[uint64][]func()
}

// encoded is a replay's code and its game's result, or why it does not
// encode, kept.
type encoded struct {
	code   string
	result *games.Result
	err    error
}

// NewRecorder is the recorder of store's statistics.
func NewRecorder(store *Store) *Recorder {
	return &Recorder{store: store, codes: map[uint64]encoded{}, soon: map[uint64][]func(){}}
}

// Load reads the statistics: an empty book when there are none. A stored
// value that does not read gives an empty book and the reason.
func (r *Recorder) Load() (*stats.Book, error) {
	v := r.store.Get(StatsKey)
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

// Save writes the statistics.
func (r *Recorder) Save(b *stats.Book) error {
	data, err := b.Export()
	if err != nil {
		return err
	}
	v, err := json.Marshal(storedStats{At: time.Now().UnixMilli(), Book: data})
	if err != nil {
		return err
	}
	_, err = r.store.Put(StatsKey, string(v), true)
	return err
}

// Compact makes room in storage: the replay links of the n oldest games
// of the statistics go (their counts and scores stay). It reports whether
// it freed anything.
func (r *Recorder) Compact(n int) bool {
	book, err := r.Load()
	if err != nil || book.Compact(n) == 0 {
		return false
	}
	return r.Save(book) == nil
}

// Code returns the link code of rp (see replay.Encode), from the cache
// when it was asked before.
func (r *Recorder) Code(rp replay.Replay) (string, error) {
	e, err := r.encode(rp, nil)
	return e.code, err
}

// key is the cache's key of rp.
func key(rp replay.Replay) (uint64, error) {
	data, err := json.Marshal(rp)
	if err != nil {
		return 0, err
	}
	h := fnv.New64a()
	h.Write(data)
	return h.Sum64(), nil
}

// encode returns rp's code and result, from the cache or encoded now
// (see replay.EncodePaced, which yield is given to).
func (r *Recorder) encode(rp replay.Replay, yield func()) (encoded, error) {
	k, err := key(rp)
	if err != nil {
		return encoded{}, err
	}
	r.mu.Lock()
	e, ok := r.codes[k]
	r.mu.Unlock()
	if ok {
		return e, e.err
	}
	code, end, err := replay.EncodePaced(rp, yield)
	e = encoded{code: code, err: err}
	if err == nil {
		e.result = end.Update(games.Spectator).Result
	}
	r.mu.Lock()
	if len(r.codes) > 16 {
		clear(r.codes)
	}
	r.codes[k] = e
	r.mu.Unlock()
	return e, err
}

// Soon returns rp's code when it is known (ready), or why rp does not
// encode. Otherwise, with Yield set, it reports neither and encodes rp on
// a goroutine of its own, once however often it is asked, yielding as it
// goes; then the done of every call that asked meanwhile runs there (a nil
// one is skipped), and Soon has the answer. Without Yield it encodes at
// once.
func (r *Recorder) Soon(rp replay.Replay, done func()) (code string, ready bool, err error) {
	if r.Yield == nil {
		code, err := r.Code(rp)
		return code, err == nil, err
	}
	k, err := key(rp)
	if err != nil {
		return "", false, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if e, ok := r.codes[k]; ok {
		return e.code, e.err == nil, e.err
	}
	waiting, under := r.soon[k]
	r.soon[k] = append(waiting, done)
	if !under {
		go func() {
			_, _ = r.encode(rp, r.Yield)
			r.mu.Lock()
			dones := r.soon[k]
			delete(r.soon, k)
			r.mu.Unlock()
			for _, f := range dones {
				if f != nil {
					f()
				}
			}
		}()
	}
	return "", false, nil
}

// Record adds a finished game to the statistics, unless its replay code
// is there already; seats are the game's seats as this device saw them
// (see GuestSeats). It reports whether it added it.
func (r *Recorder) Record(rp replay.Replay, seats []table.SeatInfo) (bool, error) {
	e, err := r.encode(rp, nil)
	if err != nil {
		return false, err
	}
	if e.result == nil {
		return false, ErrNotOver
	}
	book, err := r.Load()
	if err != nil {
		// Unreadable statistics are kept as they are rather than replaced
		// by this one game: the page says what is wrong with them.
		return false, err
	}
	for _, rec := range book.Records() {
		if rec.Replay == e.code {
			return false, nil
		}
	}
	setup := rp.Setup
	setup.Seats = seats
	rec, err := stats.NewRecord(setup, *e.result, time.Now().UnixMilli(), e.code)
	if err != nil {
		return false, err
	}
	if _, err := book.Add(rec); err != nil {
		return false, err
	}
	return true, r.Save(book)
}

// RecordHosted records a game hosted on this device once it is over, with
// its seats as the host holds them. A game not over, or a guided first
// game (whose moves the coach proposed: a lesson), is not counted.
func (r *Recorder) RecordHosted(g Saved) (bool, error) {
	if !g.Over || g.Learn != nil && g.Learn.Guided {
		return false, nil
	}
	return r.Record(replay.Replay{Setup: g.Setup, Log: g.Log}, g.Setup.Seats)
}

// GuestSeats are a game's seats as the guest at seat me saw them: its own
// seat is the person on this device, the others are bots or people on
// other devices.
func GuestSeats(seats []table.SeatInfo, me games.Seat) []table.SeatInfo {
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
