package p2p

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestWireEncode(t *testing.T) {
	hash := strings.Repeat("a6", 32)
	cases := []struct {
		m    Msg
		want string
	}{
		{Msg{Type: TypeState, Seq: 7, Data: json.RawMessage(`{"view": [1, 2]}`)}, `{"v":1,"t":"state","s":7,"d":{"view":[1,2]}}`},
		{Msg{Type: TypeError, Seq: 7, Err: "not your turn"}, `{"v":1,"t":"error","s":7,"e":"not your turn"}`},
		{Msg{Type: TypeLobby, Data: json.RawMessage(`{"seats":["Ann",null]}`)}, `{"v":1,"t":"lobby","d":{"seats":["Ann",null]}}`},
		{Msg{Type: TypeCommit, Hash: hash}, `{"v":1,"t":"commit","h":"` + hash + `"}`},
		{Msg{Type: TypeReveal, Data: json.RawMessage(`{"log":[]}`)}, `{"v":1,"t":"reveal","d":{"log":[]}}`},
		{Msg{Type: TypeHello, Token: TokenText(token8), Seq: 0, Data: json.RawMessage(`{}`)}, `{"v":1,"t":"hello","tok":"kTznBWrSSL8","s":0,"d":{}}`},
		{Msg{Type: TypePing, Seq: 3}, `{"v":1,"t":"ping","s":3}`},
		{Msg{Type: TypePart, Index: 1, Of: 2, Data: json.RawMessage(`"AAA"`)}, `{"v":1,"t":"part","i":1,"of":2,"d":"AAA"}`},
		{Msg{Type: TypeContrib, Hash: hash}, `{"v":1,"t":"contrib","h":"` + hash + `"}`},
		{Msg{Type: TypeAct, Base: 7, Nonce: 3, Data: json.RawMessage(`"pass"`)}, `{"v":1,"t":"act","b":7,"n":3,"d":"pass"}`},
		{Msg{Type: TypeAskHint, Base: 7}, `{"v":1,"t":"askhint","b":7}`},
		{Msg{Type: TypeHint, Seq: 7, Data: json.RawMessage(`{"move": "pass"}`)}, `{"v":1,"t":"hint","s":7,"d":{"move":"pass"}}`},
	}
	for _, c := range cases {
		got, err := Encode(c.m)
		if err != nil {
			t.Fatalf("Encode(%+v): %v", c.m, err)
		}
		if string(got) != c.want {
			t.Errorf("Encode:\n got %s\nwant %s", got, c.want)
		}
		back, err := Decode(got)
		if err != nil {
			t.Fatalf("Decode(%s): %v", got, err)
		}
		want := c.m
		if want.Data != nil {
			var buf bytes.Buffer
			_ = json.Compact(&buf, want.Data)
			want.Data = buf.Bytes()
		}
		if !reflect.DeepEqual(back, want) {
			t.Errorf("round trip:\n got %+v\nwant %+v", back, want)
		}
	}
}

func TestWireEncodeErrors(t *testing.T) {
	cases := []struct {
		name string
		m    Msg
		want error
	}{
		{"no type", Msg{}, ErrWireType},
		{"unknown type", Msg{Type: "chat"}, ErrWireType},
		{"state without d", Msg{Type: TypeState, Seq: 1}, ErrWireMissing},
		{"state null d", Msg{Type: TypeState, Data: json.RawMessage("null")}, ErrWireMalformed},
		{"state bad d", Msg{Type: TypeState, Data: json.RawMessage("{")}, ErrWireMalformed},
		{"state with e", Msg{Type: TypeState, Data: json.RawMessage("1"), Err: "x"}, ErrWireUnknownField},
		{"act with s", Msg{Type: TypeAct, Seq: 1, Data: json.RawMessage("1")}, ErrWireUnknownField},
		{"askhint with a move", Msg{Type: TypeAskHint, Base: 1, Data: json.RawMessage("1")}, ErrWireUnknownField},
		{"error without e", Msg{Type: TypeError, Seq: 1}, ErrWireMissing},
		{"hello without tok", Msg{Type: TypeHello}, ErrWireMissing},
		{"commit short", Msg{Type: TypeCommit, Hash: "abc"}, ErrWireMalformed},
		{"commit upper", Msg{Type: TypeCommit, Hash: strings.Repeat("A6", 32)}, ErrWireMalformed},
		{"long text", Msg{Type: TypeError, Err: strings.Repeat("x", maxWireText+1)}, ErrWireMalformed},
		{"too large", Msg{Type: TypeState, Data: json.RawMessage(`"` + strings.Repeat("x", MaxWireTotal) + `"`)}, ErrWireTooLarge},
	}
	for _, c := range cases {
		if _, err := Encode(c.m); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	// Just under the limit is fine.
	prefix := len(`{"v":1,"t":"state","s":1,"d":""}`)
	m := Msg{Type: TypeState, Seq: 1, Data: json.RawMessage(`"` + strings.Repeat("x", MaxWireTotal-prefix) + `"`)}
	if b, err := Encode(m); err != nil || len(b) != MaxWireTotal {
		t.Errorf("message of exactly the limit: %d bytes, %v", len(b), err)
	}
}

func TestWireDecodeErrors(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want error
	}{
		{"empty", ``, ErrWireMalformed},
		{"not json", `hello`, ErrWireMalformed},
		{"array", `[1]`, ErrWireMalformed},
		{"string", `"x"`, ErrWireMalformed},
		{"truncated", `{"v":1,"t":"state","s":1,"d":{`, ErrWireMalformed},
		{"two messages", `{"v":1,"t":"lobby","d":1}{"v":1,"t":"lobby","d":1}`, ErrWireMalformed},
		{"trailing", `{"v":1,"t":"lobby","d":1} x`, ErrWireMalformed},
		{"trailing comma", `{"v":1,"t":"lobby","d":1,}`, ErrWireMalformed},
		{"duplicate key", `{"v":1,"t":"lobby","d":1,"d":2}`, ErrWireMalformed},
		{"no version", `{"t":"lobby","d":1}`, ErrWireMissing},
		{"version 2", `{"v":2,"t":"lobby","d":1}`, ErrWireVersion},
		{"version 2, new fields", `{"v":2,"t":"emote","x":1}`, ErrWireVersion},
		{"version 0", `{"v":0,"t":"lobby","d":1}`, ErrWireVersion},
		{"version string", `{"v":"1","t":"lobby","d":1}`, ErrWireMalformed},
		{"version float", `{"v":1.5,"t":"lobby","d":1}`, ErrWireMalformed},
		{"no type", `{"v":1,"d":1}`, ErrWireMissing},
		{"type number", `{"v":1,"t":3}`, ErrWireMalformed},
		{"unknown type", `{"v":1,"t":"chat","d":1}`, ErrWireType},
		{"unknown field", `{"v":1,"t":"lobby","d":1,"x":1}`, ErrWireUnknownField},
		{"field of another type", `{"v":1,"t":"lobby","d":1,"s":1}`, ErrWireUnknownField},
		{"state without s", `{"v":1,"t":"state","d":{}}`, ErrWireMissing},
		{"state without d", `{"v":1,"t":"state","s":1}`, ErrWireMissing},
		{"state null d", `{"v":1,"t":"state","s":1,"d":null}`, ErrWireMalformed},
		{"negative seq", `{"v":1,"t":"state","s":-1,"d":{}}`, ErrWireMalformed},
		{"fractional seq", `{"v":1,"t":"state","s":1.5,"d":{}}`, ErrWireMalformed},
		{"exponent seq", `{"v":1,"t":"state","s":1e3,"d":{}}`, ErrWireMalformed},
		{"huge seq", `{"v":1,"t":"state","s":18446744073709551616,"d":{}}`, ErrWireMalformed},
		{"string seq", `{"v":1,"t":"state","s":"1","d":{}}`, ErrWireMalformed},
		{"error empty text", `{"v":1,"t":"error","s":1,"e":""}`, ErrWireMissing},
		{"error text number", `{"v":1,"t":"error","s":1,"e":5}`, ErrWireMalformed},
		{"commit bad hash", `{"v":1,"t":"commit","h":"xyz"}`, ErrWireMalformed},
		{"ping negative", `{"v":1,"t":"ping","s":-4}`, ErrWireMalformed},
		{"hello without s", `{"v":1,"t":"hello","tok":"abc"}`, ErrWireMissing},
		{"hello empty token", `{"v":1,"t":"hello","tok":"","s":0}`, ErrWireMissing},
		{"act without nonce", `{"v":1,"t":"act","b":1,"d":"x"}`, ErrWireMissing},
		{"act bad d", `{"v":1,"t":"act","b":1,"n":1,"d":tru}`, ErrWireMalformed},
		{"too large", `{"v":1,"t":"lobby","d":"` + strings.Repeat("x", MaxWireTotal) + `"}`, ErrWireTooLarge},
	}
	for _, c := range cases {
		m, err := Decode([]byte(c.in))
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
		if err != nil && !reflect.DeepEqual(m, Msg{}) {
			t.Errorf("%s: Decode returned %+v with its error", c.name, m)
		}
	}
}

func TestWireDecodeAccepts(t *testing.T) {
	// Key order and white space are free; d is kept as sent.
	m, err := Decode([]byte(" {\"d\" : [1, 2] ,\"n\":0, \"t\":\"act\",\"b\":0,\"v\":1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != TypeAct || string(m.Data) != "[1, 2]" {
		t.Fatalf("got %+v", m)
	}
}

func TestFramesAndAssembler(t *testing.T) {
	small, _ := Encode(Msg{Type: TypeError, Seq: 1, Err: "x"})
	big, err := Encode(Msg{Type: TypeState, Seq: 9, Data: json.RawMessage(`"` + strings.Repeat("y", 3*MaxWireMessage) + `"`)})
	if err != nil {
		t.Fatal(err)
	}
	var a Assembler
	for _, whole := range [][]byte{small, big, small} {
		frames, err := Frames(whole)
		if err != nil {
			t.Fatal(err)
		}
		if len(whole) > MaxWireMessage && len(frames) < 2 {
			t.Fatalf("%d bytes in %d frames", len(whole), len(frames))
		}
		for i, f := range frames {
			if len(f) > MaxWireMessage {
				t.Fatalf("frame %d has %d bytes", i, len(f))
			}
			m, ok, err := a.Add(f)
			if err != nil {
				t.Fatal(err)
			}
			if ok != (i == len(frames)-1) {
				t.Fatalf("frame %d of %d: ok %v", i, len(frames), ok)
			}
			if ok {
				back, _ := Encode(m)
				if !bytes.Equal(back, whole) {
					t.Fatalf("reassembled message differs")
				}
			}
		}
	}
	// Out of order, and a message inside another, are refused; the next
	// whole message goes through.
	frames, _ := Frames(big)
	if _, _, err := a.Add(frames[1]); !errors.Is(err, ErrWirePart) {
		t.Fatalf("part 1 first: %v", err)
	}
	_, _, _ = a.Add(frames[0])
	if _, _, err := a.Add(small); !errors.Is(err, ErrWirePart) {
		t.Fatalf("message inside parts: %v", err)
	}
	if m, ok, err := a.Add(small); !ok || err != nil || m.Err != "x" {
		t.Fatalf("after a refusal: %+v %v %v", m, ok, err)
	}
	// Too large to send at all.
	if _, err := Frames(make([]byte, MaxWireTotal+1)); !errors.Is(err, ErrWireTooLarge) {
		t.Fatalf("over MaxWireTotal: %v", err)
	}
}
