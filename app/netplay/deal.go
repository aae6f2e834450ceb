package netplay

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"time"

	"menagerie/app/table"
	"menagerie/games"
)

// A network game's deal is made so that no host can choose it: before
// anyone joins, the host draws a secret and commits to it with a salted
// hash; each guest, once it has heard the commitment, sends a random share;
// the seed is a hash of the secret and every share. The host cannot try
// secrets until it likes the deal (the commitment is fixed first), and a
// guest's share is chosen after the commitment, so neither side alone
// decides the cards. At the end the host reveals its secret, the salt, the
// shares and every move, and each guest replays the whole game.

// shareSize is the size of the host's secret, of its salt and of each
// guest's share, in bytes.
const shareSize = 32

// Domain strings keep the commitment's and the seed's hashes apart.
const (
	commitDomain = "menagerie/deal-commit/v1\x00"
	seedDomain   = "menagerie/deal-seed/v1\x00"
)

// newShare returns shareSize random bytes in hex.
func newShare() string {
	b := make([]byte, shareSize)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (it panics instead)
	return hex.EncodeToString(b)
}

// decodeShare reads a share, secret or salt: shareSize bytes in lower-case hex.
func decodeShare(s string) ([]byte, error) {
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != shareSize || hex.EncodeToString(b) != s {
		return nil, fmt.Errorf("not %d bytes of lower-case hex", shareSize)
	}
	return b, nil
}

// Commit returns the commitment to a secret with its salt (both in hex):
// the hex SHA-256 of a domain string, the salt and the secret.
func Commit(salt, secret string) (string, error) {
	s, err := decodeShare(salt)
	if err != nil {
		return "", fmt.Errorf("salt: %w", err)
	}
	k, err := decodeShare(secret)
	if err != nil {
		return "", fmt.Errorf("secret: %w", err)
	}
	h := sha256.New()
	h.Write([]byte(commitDomain))
	h.Write(s)
	h.Write(k)
	return hex.EncodeToString(h.Sum(nil)), nil
}

// DealSeed returns the seed of a game of players seats from the host's
// secret and the guests' shares (by seat; a seat without a share counts as
// 32 zero bytes).
func DealSeed(secret string, shares map[games.Seat]string, players int) (uint64, error) {
	k, err := decodeShare(secret)
	if err != nil {
		return 0, fmt.Errorf("secret: %w", err)
	}
	h := sha256.New()
	h.Write([]byte(seedDomain))
	h.Write(k)
	zero := make([]byte, shareSize)
	for seat := range games.Seat(players) {
		h.Write([]byte{byte(seat)})
		s, ok := shares[seat]
		if !ok {
			h.Write(zero)
			continue
		}
		b, err := decodeShare(s)
		if err != nil {
			return 0, fmt.Errorf("share of seat %d: %w", seat, err)
		}
		h.Write(b)
	}
	for seat := range shares {
		if seat < 0 || int(seat) >= players {
			return 0, fmt.Errorf("a share for seat %d of %d", seat, players)
		}
	}
	return binary.BigEndian.Uint64(h.Sum(nil)[:8]), nil
}

// Reveal is what the host shows every guest once the game is over (the "d"
// of a reveal message): its secret and salt, the guests' shares, and the
// whole game, so that each guest can replay it.
type Reveal struct {
	Secret string                `json:"secret"`
	Salt   string                `json:"salt"`
	Shares map[games.Seat]string `json:"shares"`
	Setup  table.Setup           `json:"setup"`
	Log    []table.Step          `json:"log"`
}

// Errors of the deal check. Each says what failed; the app shows it.
var (
	ErrNotOver        = errors.New("the game is not over")
	ErrNoReveal       = errors.New("the host did not reveal the deal")
	ErrUnchecked      = errors.New("the host left without revealing the deal: it could not be checked")
	ErrCommitChanged  = errors.New("the host changed its commitment during the game")
	ErrCommitMismatch = errors.New("the revealed secret does not match the commitment made at the start")
	ErrShareMissing   = errors.New("your share of the deal is not in the seed")
	ErrSeedMismatch   = errors.New("the game was not dealt from the revealed seed")
	ErrReplay         = errors.New("the revealed moves cannot be replayed")
	ErrForgedMove     = errors.New("a move you did not make was played for your seat")
	ErrShownMismatch  = errors.New("a position you were shown does not match the replay")
)

// DealError is a failed deal check: which check failed and where, so that
// the app can say it in the player's language.
type DealError struct {
	// Err is the check that failed: one of the Err… errors above.
	Err error
	// Move is the number (from 1) of the move the check stopped at: the
	// move played for the guest's seat, or refused by the replay, or the
	// one to be played on a position that differs from the one shown. 0
	// when the failure is not at one move.
	Move int
	// Detail says more, in English, for the logs ("" for nothing more):
	// the move itself, the replay's error.
	Detail string
}

// Error is the check's sentence, then the move and the detail.
func (e *DealError) Error() string {
	s := e.Err.Error()
	switch {
	case e.Move > 0 && e.Detail != "":
		return fmt.Sprintf("%s (move %d: %s)", s, e.Move, e.Detail)
	case e.Move > 0:
		return fmt.Sprintf("%s (move %d)", s, e.Move)
	case e.Detail != "":
		return fmt.Sprintf("%s (%s)", s, e.Detail)
	}
	return s
}

// Unwrap is the check that failed.
func (e *DealError) Unwrap() error { return e.Err }

// Verdict is what a guest's deal check found.
type Verdict struct {
	// Err is nil when every check passed. Before the check can be made it
	// is ErrNotOver, ErrNoReveal or ErrUnchecked; a check that failed
	// gives a *DealError, which wraps one of the Err… errors above
	// (errors.Is tells which).
	Err error
	// Positions is how many positions the guest was shown and found in
	// the replay; Moves how many of its seat's moves were its own; Away how
	// many were played for its seat while a bot held it or it was away.
	Positions, Moves, Away int
	// Share says the guest's share was part of the seed; Late says the
	// guest joined after the deal and its share is not in it: the deal is
	// not verified for it (only the moves and positions are).
	Share, Late bool
	// Rewound is how many moves the host's game lost during the game (it
	// came back older than what this guest had been shown): an honest
	// host's accident, not a forgery.
	Rewound int
}

// pauseEvery is the longest stretch of a deal check between two calls of
// its pause function (a variable for the tests).
var pauseEvery = 4 * time.Millisecond

// check replays the revealed game against what the guest's record saw,
// calling pause (when not nil) every pauseEvery of the replay.
func (rec *Record) check(rv *Reveal, pause func()) Verdict {
	var v Verdict
	fail := func(err error, move int, detail string, args ...any) Verdict {
		v.Err = &DealError{Err: err, Move: move, Detail: fmt.Sprintf(detail, args...)}
		return v
	}
	if rv == nil {
		return fail(ErrNoReveal, 0, "")
	}
	if rec.CommitChanged {
		return fail(ErrCommitChanged, 0, "")
	}
	c, err := Commit(rv.Salt, rv.Secret)
	if err != nil || c != rec.Commit || rec.Commit == "" {
		return fail(ErrCommitMismatch, 0, "")
	}
	v.Rewound = rec.Rewound
	switch {
	case rv.Shares[rec.Seat] == rec.Share:
		v.Share = true
	case rec.Dealt:
		return fail(ErrShareMissing, 0, "")
	default:
		v.Late = true
	}
	seed, err := DealSeed(rv.Secret, rv.Shares, rv.Setup.Config.Players)
	if err != nil || seed != rv.Setup.Config.Seed {
		return fail(ErrSeedMismatch, 0, "")
	}
	// The game the guest joined, which New refuses for another game's setup.
	g, _ := lookupGame(rec.Game)
	t, err := table.New(g, rv.Setup)
	if err != nil {
		return fail(ErrReplay, 0, "%v", err)
	}
	sent := slices.Clone(rec.Sent)
	// matchPosition checks the position after n moves against the one
	// shown, if any.
	matchPosition := func(n int) bool {
		want, ok := rec.Shown[n]
		if !ok {
			return true
		}
		if positionHash(t.Update(rec.Seat)) != want {
			return false
		}
		v.Positions++
		return true
	}
	last := time.Now()
	for i, st := range rv.Log {
		if pause != nil && time.Since(last) >= pauseEvery {
			pause()
			last = time.Now()
		}
		if !matchPosition(i) {
			return fail(ErrShownMismatch, i+1, "")
		}
		if st.Seat == rec.Seat {
			if rec.Own[i] || rec.held(i) {
				// The moves sent on this position or before it; the others
				// were refused or superseded once it is played.
				k := slices.IndexFunc(sent, func(s Sent) bool { return s.At > i })
				if k < 0 {
					k = len(sent)
				}
				if !slices.ContainsFunc(sent[:k], func(s Sent) bool { return sameMove(g, s.Move, st.Move) }) {
					return fail(ErrForgedMove, i+1, "%s", st.Move)
				}
				sent = sent[k:]
				v.Moves++
			} else {
				v.Away++
			}
		}
		if err := t.Act(st.Seat, st.Move); err != nil {
			return fail(ErrReplay, i+1, "%v", err)
		}
	}
	if !matchPosition(len(rv.Log)) {
		return fail(ErrShownMismatch, 0, "the final position")
	}
	if !t.Over() {
		return fail(ErrReplay, 0, "the replayed game is not over")
	}
	for n := range rec.Shown {
		if n > len(rv.Log) {
			return fail(ErrShownMismatch, 0, "you were shown move %d of a game of %d", n, len(rv.Log))
		}
	}
	return v
}

// positionHash is a short hash of what a seat is shown at one position:
// its view and its legal moves.
func positionHash(u table.Update) string {
	h := sha256.New()
	h.Write(compactJSON(u.View))
	for _, m := range u.Legal {
		h.Write([]byte{'\n'})
		h.Write(compactJSON(m))
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// sameMove compares two moves by their canonical encodings.
func sameMove(g games.Game, a, b []byte) bool {
	if g == nil {
		return string(compactJSON(a)) == string(compactJSON(b))
	}
	ma, errA := g.DecodeMove(a)
	mb, errB := g.DecodeMove(b)
	if errA != nil || errB != nil {
		return false
	}
	return string(mustJSON(ma)) == string(mustJSON(mb))
}
