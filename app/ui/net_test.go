package ui

import (
	"encoding/base64"
	"strings"
	"testing"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
)

func TestParseICEServers(t *testing.T) {
	got, err := parseICEServers("\n stun:stun.example.org:3478 \nturn:turn.example.org:3478?transport=udp ana secret\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].URLs[0] != "stun:stun.example.org:3478" || got[0].Username != "" ||
		got[1].Username != "ana" || got[1].Credential != "secret" {
		t.Fatalf("parsed %+v", got)
	}
	if _, err := parseICEServers("https://example.org"); err == nil {
		t.Error("a web address was taken for a STUN server")
	}
	if got, err := parseICEServers("  "); err != nil || len(got) != 0 {
		t.Errorf("empty setting: %v %v", got, err)
	}
}

// TestNetErrorsInBothLanguages checks that every error a player may meet
// on a link reads as a sentence of the screen's language, never as the
// English text of the code.
func TestNetErrorsInBothLanguages(t *testing.T) {
	defer func(l Lang) { lang = l }(lang)
	for _, l := range []Lang{French, English} {
		lang = l
		for _, err := range []error{p2p.ErrBadLink, p2p.ErrIncomplete, p2p.ErrOldVersion, p2p.ErrNewVersion,
			p2p.ErrNotInvite, p2p.ErrNotReply, p2p.ErrWrongReply, netplay.ErrStale, netplay.ErrReplay, netplay.ErrNotYours} {
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
