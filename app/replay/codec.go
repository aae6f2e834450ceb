package replay

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math/big"
	"time"
	"unicode/utf8"

	"menagerie/app/table"
	"menagerie/games/catalog"
)

// Version is the version of the link format that Encode writes and Decode
// reads.
const Version = 1

// Bounds of what a link may hold.
const (
	// MaxSteps is the longest log a link may hold.
	MaxSteps = 20000
	// MaxName is the longest seat name, in bytes.
	MaxName = 128
	// maxID bounds a game id and a variant, in bytes.
	maxID = 64
	// maxPlayers bounds the seats (the engines take 8 at most).
	maxPlayers = 16
	// maxCode bounds a code, in characters: far more than MaxSteps moves
	// of any game take.
	maxCode = 1 << 16
)

// encoding is unpadded base64url, strict about the unused bits of its
// last character.
var encoding = base64.RawURLEncoding.Strict()

// kinds are the seat kinds in the order of their codes.
var kinds = [...]table.Kind{table.Human, table.Bot, table.Remote}

// Encode returns the link code of r (see the package doc for its format).
// It replays r to number its moves, and fails, with the errors Decode would
// give, on a replay that does not replay: an unknown game, a refused setup,
// a step its game could not take. A replay's moves may be written in any
// JSON the game reads; the code holds them as the table logs them.
func Encode(r Replay) (string, error) {
	code, _, err := EncodePaced(r, nil)
	return code, err
}

// encodeEvery is how long encoding runs between two calls of its yield
// (see EncodePaced).
const encodeEvery = 4 * time.Millisecond

// EncodePaced is Encode for a page: replaying a long game takes hundreds
// of milliseconds on a phone, so it calls yield (when not nil) every few
// milliseconds, for the caller to hand control back to the browser. It
// returns the table at the replay's end too, where the game's result is.
func EncodePaced(r Replay, yield func()) (string, *table.Table, error) {
	g, ok := catalog.ByID(r.Setup.Game)
	if !ok {
		return "", nil, fmt.Errorf("%w: %q", ErrGame, r.Setup.Game)
	}
	t, err := table.New(g, r.Setup)
	if err != nil {
		return "", nil, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	if len(r.Log) > MaxSteps {
		return "", nil, fmt.Errorf("%w: %d steps, more than %d", ErrSetup, len(r.Log), MaxSteps)
	}
	last := time.Now()
	buf := []byte{Version}
	buf = appendString(buf, r.Setup.Game)
	buf = binary.AppendUvarint(buf, uint64(r.Setup.Config.Players))
	buf = binary.BigEndian.AppendUint64(buf, r.Setup.Config.Seed)
	if len(r.Setup.Config.Variant) > maxID {
		return "", nil, fmt.Errorf("%w: variant too long", ErrSetup)
	}
	buf = appendString(buf, r.Setup.Config.Variant)
	for i, s := range r.Setup.Seats {
		k := kindCode(s.Kind)
		if k < 0 || s.Level < 0 || s.Level > 2 || len(s.Name) > MaxName || !utf8.ValidString(s.Name) {
			return "", nil, fmt.Errorf("%w: seat %d: %+v", ErrSetup, i, s)
		}
		buf = append(buf, byte(k+4*s.Level))
		buf = appendString(buf, s.Name)
	}
	// Replay the game to number each step among its position's choices.
	radix := make([]int, len(r.Log))
	digit := make([]int, len(r.Log))
	for i, st := range r.Log {
		if yield != nil && time.Since(last) >= encodeEvery {
			yield()
			last = time.Now()
		}
		cs := choicesAt(t)
		digit[i], radix[i] = cs.index(t, st), cs.total
		if digit[i] < 0 {
			err := t.Act(st.Seat, st.Move) // says why, if it can
			return "", nil, &MoveError{Step: i + 1, Err: err}
		}
		if err := t.Act(st.Seat, st.Move); err != nil {
			return "", nil, &MoveError{Step: i + 1, Err: err}
		}
	}
	n := new(big.Int)
	for i := len(r.Log) - 1; i >= 0; i-- {
		n.Mul(n, big.NewInt(int64(radix[i])))
		n.Add(n, big.NewInt(int64(digit[i])))
	}
	buf = binary.AppendUvarint(buf, uint64(len(r.Log)))
	moves := n.Bytes()
	buf = binary.AppendUvarint(buf, uint64(len(moves)))
	buf = append(buf, moves...)
	buf = binary.BigEndian.AppendUint32(buf, Of(t).checksum())
	return encoding.EncodeToString(buf), t, nil
}

// Decode returns the replay whose link code is code, replaying it to check
// every step. It refuses anything Encode could not have written, with an
// error wrapping one of the package's sentinels (see the package doc). The
// replay's moves are as the table logs them.
func Decode(code string) (Replay, error) {
	if len(code) > maxCode {
		return Replay{}, fmt.Errorf("%w: %d characters", ErrFormat, len(code))
	}
	data, err := encoding.DecodeString(code)
	if err != nil {
		return Replay{}, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	rd := reader{data: data}
	version, err := rd.byte()
	if err != nil {
		return Replay{}, err
	}
	if version != Version {
		return Replay{}, fmt.Errorf("%w: %d", ErrVersion, version)
	}
	id, err := rd.string(maxID)
	if err != nil {
		return Replay{}, err
	}
	g, ok := catalog.ByID(id)
	if !ok {
		return Replay{}, fmt.Errorf("%w: %q", ErrGame, id)
	}
	setup := table.Setup{Game: id}
	players, err := rd.uvarint(maxPlayers)
	if err != nil {
		return Replay{}, err
	}
	setup.Config.Players = int(players)
	if setup.Config.Seed, err = rd.uint64(); err != nil {
		return Replay{}, err
	}
	if setup.Config.Variant, err = rd.string(maxID); err != nil {
		return Replay{}, err
	}
	for i := range setup.Config.Players {
		b, err := rd.byte()
		if err != nil {
			return Replay{}, err
		}
		if int(b&3) >= len(kinds) || b>>2 > 2 {
			return Replay{}, fmt.Errorf("%w: seat %d: kind and level %#x", ErrSetup, i, b)
		}
		name, err := rd.string(MaxName)
		if err != nil {
			return Replay{}, err
		}
		if !utf8.ValidString(name) {
			return Replay{}, fmt.Errorf("%w: seat %d: a name that is not UTF-8", ErrSetup, i)
		}
		setup.Seats = append(setup.Seats, table.SeatInfo{Name: name, Kind: kinds[b&3], Level: int(b >> 2)})
	}
	steps, err := rd.uvarint(MaxSteps)
	if err != nil {
		return Replay{}, err
	}
	size, err := rd.uvarint(maxCode)
	if err != nil {
		return Replay{}, err
	}
	moves, err := rd.bytes(int(size))
	if err != nil {
		return Replay{}, err
	}
	if len(moves) > 0 && moves[0] == 0 {
		return Replay{}, fmt.Errorf("%w: the moves' number has a leading zero", ErrFormat)
	}
	check, err := rd.uint32()
	if err != nil {
		return Replay{}, err
	}
	if len(rd.data) > 0 {
		return Replay{}, fmt.Errorf("%w: %d bytes", ErrTrailing, len(rd.data))
	}
	t, err := table.New(g, setup)
	if err != nil {
		return Replay{}, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	n := new(big.Int).SetBytes(moves)
	d := new(big.Int)
	for i := range int(steps) {
		cs := choicesAt(t)
		if cs.total == 0 {
			return Replay{}, &MoveError{Step: i + 1, Err: table.ErrGameOver}
		}
		n.QuoRem(n, big.NewInt(int64(cs.total)), d)
		st, ok := cs.step(t, int(d.Int64()))
		if !ok {
			return Replay{}, &MoveError{Step: i + 1}
		}
		if err := t.Act(st.Seat, st.Move); err != nil {
			return Replay{}, &MoveError{Step: i + 1, Err: err}
		}
	}
	if n.Sign() != 0 {
		return Replay{}, fmt.Errorf("%w: the moves' number goes on after the last step", ErrTrailing)
	}
	r := Of(t)
	if r.checksum() != check {
		return Replay{}, ErrChecksum
	}
	return r, nil
}

// kindCode is the code of a seat kind, -1 for an unknown one.
func kindCode(k table.Kind) int {
	for i, x := range kinds {
		if x == k {
			return i
		}
	}
	return -1
}

// appendString appends s with its length before it.
func appendString(buf []byte, s string) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(s)))
	return append(buf, s...)
}

// reader reads a code's bytes, strictly.
type reader struct{ data []byte }

func (r *reader) byte() (byte, error) {
	if len(r.data) == 0 {
		return 0, ErrTruncated
	}
	b := r.data[0]
	r.data = r.data[1:]
	return b, nil
}

func (r *reader) bytes(n int) ([]byte, error) {
	if n > len(r.data) {
		return nil, ErrTruncated
	}
	b := r.data[:n]
	r.data = r.data[n:]
	return b, nil
}

// uvarint reads an unsigned varint written in its shortest form, at most
// limit.
func (r *reader) uvarint(limit uint64) (uint64, error) {
	v, n := binary.Uvarint(r.data)
	switch {
	case n == 0:
		return 0, ErrTruncated
	case n < 0 || n != len(binary.AppendUvarint(nil, v)):
		return 0, fmt.Errorf("%w: a malformed number", ErrFormat)
	case v > limit:
		return 0, fmt.Errorf("%w: %d is more than %d", ErrFormat, v, limit)
	}
	r.data = r.data[n:]
	return v, nil
}

func (r *reader) uint64() (uint64, error) {
	b, err := r.bytes(8)
	if err != nil {
		return 0, err
	}
	return binary.BigEndian.Uint64(b), nil
}

func (r *reader) uint32() (uint32, error) {
	b, err := r.bytes(4)
	if err != nil {
		return 0, err
	}
	return binary.BigEndian.Uint32(b), nil
}

// string reads a string with its length before it, at most limit bytes.
func (r *reader) string(limit int) (string, error) {
	n, err := r.uvarint(uint64(limit))
	if err != nil {
		return "", err
	}
	b, err := r.bytes(int(n))
	if err != nil {
		return "", err
	}
	return string(b), nil
}
