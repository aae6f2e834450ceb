package stats

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"menagerie/app/table"
	"menagerie/games"
)

// Seat is one seat of a recorded game.
type Seat struct {
	Name  string     `json:"name"`
	Kind  table.Kind `json:"kind"`            // as this device saw it: Human for its own players
	Level int        `json:"level,omitempty"` // a bot's level, 0 easy, 1 medium, 2 hard
	Score float64    `json:"score"`           // the game's own final score
	Won   bool       `json:"won,omitempty"`   // among the game's winners
}

// Record is one finished game.
type Record struct {
	Game    string `json:"game"`
	Variant string `json:"variant,omitempty"`
	Seats   []Seat `json:"seats"`            // by seat number
	At      int64  `json:"at"`               // when it ended, Unix milliseconds
	Replay  string `json:"replay,omitempty"` // its replay link code, if any
}

// Players is the number of seats at the table.
func (r Record) Players() int { return len(r.Seats) }

// Bounds of a valid record.
const (
	maxSeats  = 16
	maxID     = 64
	maxName   = 128
	maxReplay = 1 << 16
)

// ErrRecord is wrapped by the errors of a record that is not valid.
var ErrRecord = errors.New("stats: bad record")

// NewRecord makes the record of a game of setup that ended with result at
// the time at (Unix milliseconds), with its replay code (or "").
func NewRecord(setup table.Setup, result games.Result, at int64, replay string) (Record, error) {
	if len(result.Scores) != len(setup.Seats) {
		return Record{}, fmt.Errorf("%w: %d scores for %d seats", ErrRecord, len(result.Scores), len(setup.Seats))
	}
	r := Record{Game: setup.Game, Variant: setup.Config.Variant, At: at, Replay: replay}
	for i, s := range setup.Seats {
		r.Seats = append(r.Seats, Seat{Name: s.Name, Kind: s.Kind, Level: s.Level, Score: result.Scores[i]})
	}
	for _, w := range result.Winners {
		if w < 0 || int(w) >= len(r.Seats) {
			return Record{}, fmt.Errorf("%w: winner %d of %d seats", ErrRecord, w, len(r.Seats))
		}
		r.Seats[w].Won = true
	}
	return r, r.Validate()
}

// Validate says what is wrong with r, if anything: a record must name its
// game, have 1 to 16 seats of known kinds with levels 0 … 2 and UTF-8
// names, finite scores, a time after 1970 and a replay code in base64url.
func (r Record) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrRecord, fmt.Sprintf(format, args...))
	}
	switch {
	case r.Game == "" || len(r.Game) > maxID:
		return bad("game %q", r.Game)
	case len(r.Variant) > maxID:
		return bad("variant %q", r.Variant)
	case len(r.Seats) == 0 || len(r.Seats) > maxSeats:
		return bad("%d seats", len(r.Seats))
	case r.At <= 0:
		return bad("time %d", r.At)
	case len(r.Replay) > maxReplay || strings.Trim(r.Replay, base64url) != "":
		return bad("replay code %.20q", r.Replay)
	}
	for i, s := range r.Seats {
		switch {
		case s.Kind != table.Human && s.Kind != table.Bot && s.Kind != table.Remote:
			return bad("seat %d: kind %q", i, s.Kind)
		case s.Level < 0 || s.Level > 2:
			return bad("seat %d: level %d", i, s.Level)
		case len(s.Name) > maxName || !utf8.ValidString(s.Name):
			return bad("seat %d: name %.20q", i, s.Name)
		case math.IsNaN(s.Score) || math.IsInf(s.Score, 0):
			return bad("seat %d: score %v", i, s.Score)
		}
	}
	return nil
}

// base64url is the alphabet of replay codes.
const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// level is the level of the strongest bot at r's table, -1 without bots.
func (r Record) level() int {
	l := -1
	for _, s := range r.Seats {
		if s.Kind == table.Bot {
			l = max(l, s.Level)
		}
	}
	return l
}

// vote is how r votes on its game's direction: 1 if its winners hold the
// highest score, -1 if they hold the lowest, 0 if it cannot tell (they
// hold neither, as when the richest collector of Animalement Vôtre runs
// out of money, or every score is the same).
func (r Record) vote() int {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range r.Seats {
		lo, hi = min(lo, s.Score), max(hi, s.Score)
	}
	top, bottom, any := true, true, false
	for _, s := range r.Seats {
		if s.Won {
			any = true
			top, bottom = top && s.Score == hi, bottom && s.Score == lo
		}
	}
	switch {
	case !any || lo == hi || top == bottom:
		return 0
	case top:
		return 1
	}
	return -1
}
