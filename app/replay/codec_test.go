package replay

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"menagerie/app/table"
	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// sameReplay reports whether a and b are the same replay, byte for byte in
// JSON.
func sameReplay(a, b Replay) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// Seeded random games of every engine, finished or cut short, with the
// clock's step where a game is timed, come back from their codes exactly,
// and the game replayed from the decoded replay ends as the original.
func TestRoundTrip(t *testing.T) {
	timeUps := 0
	for _, c := range configs() {
		for seed := uint64(1); seed <= 4; seed++ {
			limit := 0
			if seed%3 == 0 {
				limit = int(seed) * 7 // unfinished
			}
			r := randomGame(t, c, seed, limit)
			code, err := Encode(r)
			if err != nil {
				t.Fatalf("%v seed %d: %v", c, seed, err)
			}
			back, err := Decode(code)
			if err != nil {
				t.Fatalf("%v seed %d: Decode: %v", c, seed, err)
			}
			if !sameReplay(r, back) {
				t.Fatalf("%v seed %d: the replay differs after its link", c, seed)
			}
			if again, _ := Encode(back); again != code {
				t.Fatalf("%v seed %d: two codes for one replay", c, seed)
			}
			a, _ := table.Restore(c.g, r.Setup, r.Log)
			b, _ := table.Restore(c.g, back.Setup, back.Log)
			ua, _ := json.Marshal(a.Update(games.Spectator))
			ub, _ := json.Marshal(b.Update(games.Spectator))
			if !bytes.Equal(ua, ub) {
				t.Fatalf("%v seed %d: the replayed game ends elsewhere", c, seed)
			}
			if slices.ContainsFunc(r.Log, func(s table.Step) bool { return s.Seat == games.Spectator }) {
				timeUps++
			}
		}
	}
	if timeUps == 0 {
		t.Error("no game with the clock's step")
	}
}

// Encode reads moves in any JSON its game takes and writes them as the
// table logs them.
func TestEncodeCanonicalizes(t *testing.T) {
	c := configs()[0]
	r := randomGame(t, c, 1, 10)
	loose := r.clone()
	for i, st := range loose.Log {
		loose.Log[i].Move = json.RawMessage(" " + string(st.Move) + " \n")
	}
	a, err := Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Encode(loose)
	if err != nil || a != b {
		t.Fatalf("codes differ: %v", err)
	}
}

// Encode refuses what does not replay, with Decode's errors.
func TestEncodeRefuses(t *testing.T) {
	c := configs()[0]
	good := randomGame(t, c, 2, 20)
	bad := func(f func(r *Replay)) Replay {
		r := good.clone()
		f(&r)
		return r
	}
	for _, x := range []struct {
		name string
		r    Replay
		want error
	}{
		{"unknown game", bad(func(r *Replay) { r.Setup.Game = "chess" }), ErrGame},
		{"seat count", bad(func(r *Replay) { r.Setup.Seats = r.Setup.Seats[1:] }), ErrSetup},
		{"variant", bad(func(r *Replay) { r.Setup.Config.Variant = "nope" }), ErrSetup},
		{"kind", bad(func(r *Replay) { r.Setup.Seats[0].Kind = "alien" }), ErrSetup},
		{"level", bad(func(r *Replay) { r.Setup.Seats[0].Level = 3 }), ErrSetup},
		{"name", bad(func(r *Replay) { r.Setup.Seats[0].Name = strings.Repeat("é", MaxName) }), ErrSetup},
		{"bad utf-8", bad(func(r *Replay) { r.Setup.Seats[0].Name = "\xff" }), ErrSetup},
		{"move", bad(func(r *Replay) { r.Log[5].Move = json.RawMessage(`{"nope":1}`) }), ErrBadMove},
		{"seat", bad(func(r *Replay) { r.Log[5].Seat = 9 }), ErrBadMove},
		{"clock", bad(func(r *Replay) { r.Log[5] = table.Step{Seat: games.Spectator, Move: table.TimeUp} }), ErrBadMove},
	} {
		_, err := Encode(x.r)
		if !errors.Is(err, x.want) {
			t.Errorf("%s: %v, want %v", x.name, err, x.want)
		}
		var me *MoveError
		if x.want == ErrBadMove && (!errors.As(err, &me) || me.Step != 6) {
			t.Errorf("%s: %v does not say step 6", x.name, err)
		}
	}
}

// payload is the bytes of a code.
func payload(t *testing.T, code string) []byte {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func codeOf(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// Every cut, every extra byte, every character changed and the links that
// are not links at all are refused, each with its error (a short game of
// each engine: a refused link replays at most its game).
func TestCorruptedLinks(t *testing.T) {
	for _, g := range catalog.All() {
		smallest := gamestest.Sizes(g)[0].Config(0)
		r := randomGame(t, config{g, smallest}, 4, 40)
		code, err := Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		corrupt(t, g.ID(), code)
	}
}

// corrupt checks that every damage done to code is refused.
func corrupt(t *testing.T, id, code string) {
	t.Helper()
	raw := payload(t, code)
	for n := range len(raw) {
		if _, err := Decode(codeOf(raw[:n])); !errors.Is(err, ErrTruncated) {
			t.Fatalf("%s: cut to %d of %d bytes: %v", id, n, len(raw), err)
		}
	}
	for _, extra := range [][]byte{{0}, {1, 2, 3}} {
		if _, err := Decode(codeOf(append(slices.Clone(raw), extra...))); !errors.Is(err, ErrTrailing) {
			t.Errorf("%s: with %v after: %v", id, extra, err)
		}
	}
	// Any character changed: refused, whatever the error.
	alphabet := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	for i := range code {
		at := strings.IndexByte(alphabet, code[i])
		for _, ch := range []byte{alphabet[(at+1)%64], alphabet[(at+37)%64]} {
			bad := code[:i] + string(ch) + code[i+1:]
			if back, err := Decode(bad); err == nil {
				t.Fatalf("%s: character %d changed to %c: accepted (%d steps)", id, i, ch, len(back.Log))
			}
		}
	}
	// Characters cut from the code itself.
	for n := 1; n < 6; n++ {
		if _, err := Decode(code[:len(code)-n]); err == nil {
			t.Errorf("%s: code cut by %d characters accepted", id, n)
		}
	}
	version := slices.Clone(raw)
	version[0] = 2
	for _, x := range []struct {
		name, code string
		want       error
	}{
		{"empty", "", ErrTruncated},
		{"not base64", "abc$def", ErrFormat},
		{"padding", code + "=", ErrFormat},
		{"spaces", " " + code, ErrFormat},
		{"version", codeOf(version), ErrVersion},
		{"version 0", codeOf([]byte{0}), ErrVersion},
		{"unknown game", codeOf(append([]byte{1, 5}, "chess"...)), ErrGame},
		{"long", strings.Repeat("A", maxCode+4), ErrFormat},
		{"non-minimal varint", codeOf([]byte{1, 0x80 | byte(len("zoo")), 0, 'z', 'o', 'o'}), ErrFormat},
	} {
		if _, err := Decode(x.code); !errors.Is(err, x.want) {
			t.Errorf("%s: %s: %v, want %v", id, x.name, err, x.want)
		}
	}
}

// parts splits a code into its header (up to the steps), its number of
// steps, its moves' number and its check.
func parts(t *testing.T, code string) (head []byte, steps uint64, moves *big.Int, check uint32) {
	t.Helper()
	raw := payload(t, code)
	rd := reader{data: raw}
	rd.byte()
	rd.string(maxID)
	players, _ := rd.uvarint(maxPlayers)
	rd.uint64()
	rd.string(maxID)
	for range players {
		rd.byte()
		rd.string(MaxName)
	}
	head = raw[:len(raw)-len(rd.data)]
	steps, _ = rd.uvarint(MaxSteps)
	size, _ := rd.uvarint(maxCode)
	m, _ := rd.bytes(int(size))
	check, err := rd.uint32()
	if err != nil || len(rd.data) != 0 {
		t.Fatalf("parts of %s: %v", code, err)
	}
	return head, steps, new(big.Int).SetBytes(m), check
}

// join is the inverse of parts, moves written as given.
func join(head []byte, steps uint64, moves []byte, check uint32) string {
	b := slices.Clone(head)
	b = binary.AppendUvarint(b, steps)
	b = binary.AppendUvarint(b, uint64(len(moves)))
	b = append(b, moves...)
	return codeOf(binary.BigEndian.AppendUint32(b, check))
}

// Codes that are well formed but do not make the game they say are
// refused: the check of another replay, steps after the end, a number too
// large or written with a leading zero.
func TestDecodeChecks(t *testing.T) {
	c := configs()[0]
	r := randomGame(t, c, 5, 0)
	code, _ := Encode(r)
	head, steps, moves, check := parts(t, code)
	if join(head, steps, moves.Bytes(), check) != code {
		t.Fatal("parts and join do not agree")
	}
	other := r.clone()
	other.Setup.Seats[0].Name = "Someone else"
	oc, _ := Encode(other)
	ohead, _, _, _ := parts(t, oc)
	// The product of every position's number of choices: adding it to
	// the moves' number leaves every digit as it was, and 1 over.
	product := big.NewInt(1)
	tb, _ := table.New(c.g, r.Setup)
	for _, st := range r.Log {
		product.Mul(product, big.NewInt(int64(choicesAt(tb).total)))
		tb.Act(st.Seat, st.Move)
	}
	var me *MoveError
	for _, x := range []struct {
		name string
		code string
		want error
	}{
		{"check changed", join(head, steps, moves.Bytes(), check^1), ErrChecksum},
		{"another replay's check", join(ohead, steps, moves.Bytes(), check), ErrChecksum},
		{"a step after the end", join(head, steps+1, moves.Bytes(), check), ErrBadMove},
		{"digits left over", join(head, steps, new(big.Int).Add(moves, product).Bytes(), check), ErrTrailing},
		{"a leading zero", join(head, steps, append([]byte{0}, moves.Bytes()...), check), ErrFormat},
		{"too many steps", join(head, MaxSteps+1, moves.Bytes(), check), ErrFormat},
	} {
		_, err := Decode(x.code)
		if !errors.Is(err, x.want) {
			t.Errorf("%s: %v, want %v", x.name, err, x.want)
		}
		if x.want == ErrBadMove && (!errors.As(err, &me) || me.Step != int(steps)+1 || !errors.Is(err, table.ErrGameOver)) {
			t.Errorf("%s: %v does not say step %d is after the end", x.name, err, steps+1)
		}
	}
	// One step fewer: the last digit is left over, or the check fails.
	if _, err := Decode(join(head, steps-1, moves.Bytes(), check)); !errors.Is(err, ErrTrailing) && !errors.Is(err, ErrChecksum) {
		t.Errorf("one step fewer: %v", err)
	}
	// Setups refused: one player (the game's), a kind or a level that do
	// not exist (the link's).
	header := func(players int, seat byte) []byte {
		h := []byte{Version, byte(len(c.g.ID()))}
		h = append(h, c.g.ID()...)
		h = append(h, byte(players), 0, 0, 0, 0, 0, 0, 0, 9, 0)
		for range players {
			h = append(h, seat, 0)
		}
		return h
	}
	if _, err := Decode(join(header(2, 1+4*2), 0, nil, 0)); !errors.Is(err, ErrChecksum) {
		t.Errorf("a good header with a bad check: %v", err)
	}
	for _, x := range []struct {
		players int
		seat    byte
	}{{1, 0}, {2, 3}, {2, 3 * 4}, {2, 1 + 4*3}} {
		if _, err := Decode(join(header(x.players, x.seat), 0, nil, 0)); !errors.Is(err, ErrSetup) {
			t.Errorf("%d players, kind and level %#x: %v", x.players, x.seat, err)
		}
	}
}

// Every code of a game that is in the catalog names it; unknown ids are
// refused.
func TestEveryGameHasCodes(t *testing.T) {
	for _, g := range catalog.All() {
		smallest := gamestest.Sizes(g)[0].Config(0)
		r := randomGame(t, config{g, smallest}, 9, 5)
		f, err := Fragment(r)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(f, "#replay/") {
			t.Fatalf("fragment %q", f)
		}
		for _, s := range []string{f, f[1:]} {
			back, err := ParseFragment(s)
			if err != nil || !sameReplay(back, r) {
				t.Fatalf("%s: ParseFragment(%q): %v", g.ID(), s, err)
			}
		}
		for _, s := range []string{"", "#", "#replay", "#play/" + f[8:], f[8:]} {
			if _, err := ParseFragment(s); !errors.Is(err, ErrFormat) {
				t.Errorf("ParseFragment(%q) = %v", s, err)
			}
		}
	}
}

// EncodePaced writes Encode's code, yields as it replays a long game, and
// ends on the table the replay ends at.
func TestEncodePaced(t *testing.T) {
	all := 0
	for _, c := range configs() {
		const seed = 2
		r := randomGame(t, c, seed, 0)
		code, err := Encode(r)
		if err != nil {
			t.Fatalf("%v seed %d: %v", c, seed, err)
		}
		yields := 0
		paced, end, err := EncodePaced(r, func() {
			yields++
			time.Sleep(encodeEvery) // as a page's task would, between two yields
		})
		if err != nil || paced != code {
			t.Fatalf("%v seed %d: paced %q, %v; Encode gives %q", c, seed, paced, err, code)
		}
		want, _ := table.Restore(c.g, r.Setup, r.Log)
		ue, _ := json.Marshal(end.Update(games.Spectator))
		uw, _ := json.Marshal(want.Update(games.Spectator))
		if !bytes.Equal(ue, uw) {
			t.Errorf("%v seed %d: EncodePaced ends elsewhere than the replay", c, seed)
		}
		t.Logf("%v: %d steps, %d yields", c, len(r.Log), yields)
		all += yields
	}
	// Hundreds of steps of Life is Life or Zoo take tens of milliseconds
	// on any machine: more than one stretch between yields.
	if all == 0 {
		t.Error("no game's encoding yielded")
	}
}
