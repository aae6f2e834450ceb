package netplay

import (
	"bytes"
	"encoding/json"
	"strings"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
)

// Status is where a remote seat's guest is.
type Status string

// The statuses of a remote seat.
const (
	// Waiting is a seat with an invitation out and no guest yet.
	Waiting Status = "waiting"
	// Connected is a seat whose guest is connected, has said hello and,
	// before the start, has sent its share of the deal.
	Connected Status = "connected"
	// Gone is a seat whose guest's connection ended; the seat stays the
	// guest's until the host hands it to a bot.
	Gone Status = "gone"
	// Uninvited is a remote seat with no invitation made yet.
	Uninvited Status = "uninvited"
)

// LobbySeat is one seat as the lobby shows it.
type LobbySeat struct {
	Name   string     `json:"name"`
	Kind   table.Kind `json:"kind"`
	Status Status     `json:"status,omitempty"` // remote seats only
}

// Lobby is what guests see before the game starts (the "d" of a lobby
// message): the game, their seat and who is at the table.
type Lobby struct {
	Game    string      `json:"game"`
	Variant string      `json:"variant,omitempty"`
	Seat    games.Seat  `json:"seat"`
	Seats   []LobbySeat `json:"seats"`
	// Commit is the host's commitment to its share of the deal.
	Commit string `json:"commit"`
	// Hints says the host allows hints for everyone.
	Hints bool `json:"hints,omitempty"`
}

// Snapshot is the "d" of a state message: the seat's own update, whose
// Commit is the host's commitment to its share of the deal.
type Snapshot struct {
	table.Update
	// Hints says the host allows hints for everyone: the guest may ask
	// for one (see TypeAskHint).
	Hints bool `json:"hints,omitempty"`
	// Hinted are the moves played after a hint, by their number from 1
	// (table.Event's Seq), whoever played them: every log marks them.
	Hinted []int `json:"hinted,omitempty"`
}

// Hint is the "d" of a hint message: the move the strongest bot would
// play in the guest's place, decided from the guest's own view only, and
// a short key for the reason, if the game gives one.
type Hint struct {
	Move   json.RawMessage `json:"move"`
	Reason string          `json:"reason,omitempty"`
}

// lookupGame finds a game by its id.
var lookupGame = catalog.ByID

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// compactJSON returns the compact form of a JSON value (b itself if it
// is not valid JSON).
func compactJSON(b []byte) []byte {
	var buf bytes.Buffer
	if json.Compact(&buf, b) != nil {
		return b
	}
	return buf.Bytes()
}

// seqShift splits a message's sequence number: the table's move count in
// the high bits, and in the low bits a counter of the changes that are not
// moves (a seat handed to a bot), so that every change has a larger number
// while a move's base still names the position it was chosen on.
const seqShift = 16

func wireSeq(moves, rev int) uint64 { return uint64(moves)<<seqShift | uint64(rev&(1<<seqShift-1)) }

// Moves returns the table's move count that a message's sequence number
// carries.
func Moves(s uint64) int { return int(s >> seqShift) }

// JoinPrefix starts the URL fragment of an invitation link: /#join=CODE.
const JoinPrefix = "join="

// InviteLink returns the invitation link for code on the app at base (the
// app's address, such as "https://example.org/menagerie/"): the code goes
// in the fragment, which browsers never send to a server.
func InviteLink(base, code string) string {
	if i := strings.IndexByte(base, '#'); i >= 0 {
		base = base[:i]
	}
	return base + "#" + JoinPrefix + code
}

// CodeFromLink returns the code inside a pasted invitation link, or the
// text itself when it is a bare code.
func CodeFromLink(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '#'); i >= 0 {
		s = s[i+1:]
	}
	return strings.TrimPrefix(s, JoinPrefix)
}
