package ui

import (
	"encoding/base64"
	"strings"
	"testing"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
)

// TestICEErrorsInBothLanguages checks that every problem of the network
// settings reads as a sentence of the screen's language, with its line.
func TestICEErrorsInBothLanguages(t *testing.T) {
	defer setLang(lang)
	for _, text := range []string{"https://example.org", "stun:", "stun:h:99999", "stun:h?transport=udp",
		"turn:turn.example.org:3478", "turn:h \"alice", "turn:h a " + strings.Repeat("x", 300)} {
		_, err := p2p.ParseICEServers("stun:ok.example.org\n" + text)
		if err == nil {
			t.Fatalf("%q is accepted", text)
		}
		for _, l := range []Lang{French, English} {
			setLang(l)
			msg := iceError(err)
			if !strings.Contains(msg, "2") || strings.Contains(msg, "«") || (l == French && msg == err.Error()) {
				t.Errorf("%s: %q reads %q", l, text, msg)
			}
		}
	}
}

// TestNetErrorsInBothLanguages checks that every error a player may meet
// on a link, or from the table (a move refused, a takeback after the
// clock), reads as a sentence of the screen's language, never as the
// English text of the code.
func TestNetErrorsInBothLanguages(t *testing.T) {
	defer setLang(lang)
	for _, l := range []Lang{French, English} {
		setLang(l)
		for _, err := range []error{p2p.ErrBadLink, p2p.ErrIncomplete, p2p.ErrOldVersion, p2p.ErrNewVersion,
			p2p.ErrNotInvite, p2p.ErrNotReply, p2p.ErrWrongReply, netplay.ErrStale, netplay.ErrDuplicate, netplay.ErrNotYours, p2p.ErrOldInvite, netplay.ErrTooManyBad, netplay.ErrBadName,
			table.ErrNotYourTurn, table.ErrGameOver, table.ErrStale, table.ErrTimeUp, table.ErrUndoClock} {
			text := netError(err.Error() + " (detail)")
			if text == "" || strings.HasPrefix(text, "«") || (l == French && text == err.Error()+" (detail)") {
				t.Errorf("%s: %q reads %q", l, err, text)
			}
		}
	}
	for key := range netTexts {
		if _, ok := texts[key]; !ok || trIn(French, key) == "" || trIn(English, key) == "" {
			t.Errorf("text %s is missing", key)
		}
	}
}

func TestQRCode(t *testing.T) {
	u := qrDataURL("http://127.0.0.1:8000/#join=" + strings.Repeat("A", 280))
	svg, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(u, "data:image/svg+xml;base64,"))
	if err != nil || !strings.HasPrefix(string(svg), "<svg") || !strings.Contains(string(svg), "h1v1h-1z") {
		t.Fatalf("QR code %q: %v", u[:min(len(u), 60)], err)
	}
	if qrDataURL(strings.Repeat("x", 5000)) != "" {
		t.Error("a text too long for a QR code gave an image")
	}
}

// TestCodeErrorsSayWhoDoesWhat damages real codes as they are damaged on
// their way (one character changed, cut short, the wrong code pasted): the
// host reading a guest's reply code is told what to ask that guest, by
// name, never to ask the host; a guest reading an invitation is told to
// ask the host. In both languages.
func TestCodeErrorsSayWhoDoesWhat(t *testing.T) {
	defer setLang(lang)
	s := p2p.Session{Ufrag: "abcd", Pwd: "ABCDEFGHIJKLMNOPQRSTUVWX"}
	token := []byte("12345678")
	reply, err := p2p.EncodeAnswer(p2p.Answer{Seat: 1, Token: token, Session: s})
	if err != nil {
		t.Fatal(err)
	}
	invite, err := p2p.EncodeOffer(p2p.Offer{Game: "zoo", Seat: 1, Token: token, Session: s})
	if err != nil {
		t.Fatal(err)
	}
	damage := func(code string) string {
		i := len(code) / 2
		c := byte('A')
		if code[i] == c {
			c = 'B'
		}
		return code[:i] + string(c) + code[i+1:]
	}
	host := map[Lang]string{French: "hôte", English: "host"}
	for _, l := range []Lang{French, English} {
		setLang(l)
		for what, code := range map[string]string{"damaged": damage(reply), "cut": reply[:len(reply)-5], "an invitation": invite} {
			_, err := p2p.DecodeAnswer(code)
			if err == nil {
				t.Fatalf("a reply code %s decodes", what)
			}
			msg := replyError(err, "Léa")
			if !strings.Contains(msg, "Léa") || strings.Contains(msg, host[l]) || strings.HasPrefix(msg, "«") {
				t.Errorf("%s: the host reads, about Léa's reply code %s: %q", l, what, msg)
			}
		}
		for what, code := range map[string]string{"damaged": damage(invite), "cut": invite[:len(invite)-5], "a reply code": reply} {
			_, err := p2p.DecodeOffer(code)
			if err == nil {
				t.Fatalf("an invitation %s decodes", what)
			}
			if msg := netError(err.Error()); !strings.Contains(msg, host[l]) {
				t.Errorf("%s: a guest reads, about an invitation %s: %q", l, what, msg)
			}
		}
	}
}
