package p2p

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestParseICEServers(t *testing.T) {
	turn := func(url, user, password string) ICEServer {
		return ICEServer{URLs: []string{url}, Username: user, Credential: password}
	}
	stun := func(url string) ICEServer { return ICEServer{URLs: []string{url}} }
	cases := []struct {
		name string
		text string
		want []ICEServer
	}{
		{"empty", "", nil},
		{"blank lines and comments", "\n  \n# my servers\n\t# more\r\n", nil},
		{"default", DefaultSTUNServer, DefaultICEServers()},
		{"STUN and TURN", "stun:stun.example.org:3478\nturn:turn.example.org:3478?transport=udp alice secret\n",
			[]ICEServer{stun("stun:stun.example.org:3478"), turn("turn:turn.example.org:3478?transport=udp", "alice", "secret")}},
		{"password with spaces", "turn:turn.example.org alice correct horse  battery staple ",
			[]ICEServer{turn("turn:turn.example.org", "alice", "correct horse  battery staple")}},
		{"tabs between fields, CRLF", "turn:t.example.org\talice\t  my pass\r\n",
			[]ICEServer{turn("turn:t.example.org", "alice", "my pass")}},
		{"quoted password with spaces around", `turn:t.example.org alice "  spaced  "`,
			[]ICEServer{turn("turn:t.example.org", "alice", "  spaced  ")}},
		{"quoted user with a space", `turn:t.example.org "Alice Martin" pass word`,
			[]ICEServer{turn("turn:t.example.org", "Alice Martin", "pass word")}},
		{"escapes", `turn:t.example.org "a\"b\\c" "\"quoted\" \\ pass"`,
			[]ICEServer{turn("turn:t.example.org", `a"b\c`, `"quoted" \ pass`)}},
		{"quote inside an unquoted password", `turn:t.example.org alice pa"ss "word"`,
			[]ICEServer{turn("turn:t.example.org", "alice", `pa"ss "word"`)}},
		{"unicode", "turn:t.example.org zoé mot de passe ünïcödé 🦫",
			[]ICEServer{turn("turn:t.example.org", "zoé", "mot de passe ünïcödé 🦫")}},
		{"canonical URL", "STUN://Stun.Example.org:03478\nTURNS:[2001:DB8:0::1]:5349?Transport=TCP u p",
			[]ICEServer{stun("stun:Stun.Example.org:3478"), turn("turns:[2001:db8::1]:5349?transport=tcp", "u", "p")}},
		{"addresses", "stun:192.0.2.1\nstun:[::1]\nturn:198.51.100.1:80?transport=tcp u p",
			[]ICEServer{stun("stun:192.0.2.1"), stun("stun:[::1]"), turn("turn:198.51.100.1:80?transport=tcp", "u", "p")}},
	}
	for _, c := range cases {
		got, err := ParseICEServers(c.text)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, c.want)
			continue
		}
		// FormatICEServers writes what ParseICEServers reads back.
		back, err := ParseICEServers(FormatICEServers(got))
		if err != nil || !reflect.DeepEqual(back, got) {
			t.Errorf("%s: format %q reads back as %+v, %v", c.name, FormatICEServers(got), back, err)
		}
	}
}

func TestParseICEServersErrors(t *testing.T) {
	cases := []struct {
		text string
		want error
		line int
	}{
		{"http://example.org", ErrICEScheme, 1},
		{"\n\nstun.example.org:3478", ErrICEScheme, 3},
		{"turnx:example.org u p", ErrICEScheme, 1},
		{"stun:", ErrICEHost, 1},
		{"stun::3478", ErrICEHost, 1},
		{"stun:exa mple.org", ErrICECredentials, 1}, // "mple.org" is taken as a user name
		{"stun:a..b", ErrICEHost, 1},
		{"stun:2001:db8::1", ErrICEHost, 1},
		{"stun:[2001:db8::1", ErrICEHost, 1},
		{"stun:[192.0.2.1]", ErrICEHost, 1},
		{"stun:[fe80::1%eth0]", ErrICEHost, 1},
		{"stun:[::1]x", ErrICEHost, 1},
		{"stun:example.org:", ErrICEPort, 1},
		{"stun:example.org:0", ErrICEPort, 1},
		{"stun:example.org:65536", ErrICEPort, 1},
		{"stun:example.org:34x", ErrICEPort, 1},
		{"stun:example.org:3478?transport=udp", ErrICETransport, 1},
		{"turn:example.org?transport=sctp u p", ErrICETransport, 1},
		{"turn:example.org?proto=udp u p", ErrICETransport, 1},
		{"turn:example.org?transport u p", ErrICETransport, 1},
		{"turn:example.org", ErrICECredentials, 1},
		{"turn:example.org alice", ErrICECredentials, 1},
		{`turn:example.org alice ""`, ErrICECredentials, 1},
		{"stun:example.org alice secret", ErrICECredentials, 1},
		{`turn:example.org "alice secret`, ErrICEQuote, 1},
		{`turn:example.org "alice"x secret`, ErrICEQuote, 1},
		{`turn:example.org alice "secret" more`, ErrICEQuote, 1},
		{`turn:example.org alice "secret\`, ErrICEQuote, 1},
		{"turn:example.org alice sec\tret", ErrICEText, 1},
		{"turn:example.org alice " + strings.Repeat("p", 256), ErrICEText, 1},
		{"turn:example.org alice s\x00", ErrICEText, 1},
		{"turn:example.org alice \xff\xfe", ErrICEText, 1},
		{strings.Repeat("stun:example.org\n", MaxServers+1), ErrICETooMany, MaxServers + 1},
	}
	for _, c := range cases {
		got, err := ParseICEServers(c.text)
		var se *ICESettingsError
		if !errors.Is(err, c.want) || !errors.As(err, &se) || se.Line != c.line || got != nil {
			t.Errorf("ParseICEServers(%q) = %v, %v; want %v on line %d", c.text, got, err, c.want, c.line)
			continue
		}
		if strings.Contains(err.Error(), "secret") {
			t.Errorf("the error %q shows the password", err)
		}
	}
}

func TestFormatICEServers(t *testing.T) {
	servers := []ICEServer{
		{URLs: []string{DefaultSTUNServer}},
		{URLs: []string{"turn:t.example.org?transport=udp", "turn:t.example.org?transport=tcp"}, Username: "alice", Credential: "two words"},
		{URLs: []string{"turns:t.example.org"}, Username: "Alice Martin", Credential: " lead"},
		{URLs: []string{"turn:u.example.org"}, Username: `"q`, Credential: `"p`},
	}
	want := `stun:stun.l.google.com:19302
turn:t.example.org?transport=udp alice two words
turn:t.example.org?transport=tcp alice two words
turns:t.example.org "Alice Martin" " lead"
turn:u.example.org "\"q" "\"p"`
	if got := FormatICEServers(servers); got != want {
		t.Fatalf("FormatICEServers:\n%s\nwant\n%s", got, want)
	}
	back, err := ParseICEServers(want)
	if err != nil || len(back) != 5 || back[2].Username != "alice" || back[2].Credential != "two words" || back[4].Credential != `"p` {
		t.Fatalf("read back: %+v, %v", back, err)
	}
}

func TestCanonicalAndMergedServers(t *testing.T) {
	got, err := canonicalServers([]ICEServer{
		{URLs: []string{"STUN:stun.example.org:03478", "stun:stun.example.org:3478"}},
		{URLs: []string{"turn:t.example.org"}, Username: "a", Credential: "b"},
		{URLs: []string{"turn:t.example.org"}, Username: "a", Credential: "b"},
		{URLs: []string{"turn:t.example.org"}, Username: "a", Credential: "c"},
	})
	want := []ICEServer{
		{URLs: []string{"stun:stun.example.org:3478"}},
		{URLs: []string{"turn:t.example.org"}, Username: "a", Credential: "b"},
		{URLs: []string{"turn:t.example.org"}, Username: "a", Credential: "c"},
	}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("canonicalServers: %+v, %v", got, err)
	}
	if _, err := canonicalServers([]ICEServer{{URLs: []string{"turn:t.example.org"}}}); !errors.Is(err, ErrICECredentials) {
		t.Fatalf("canonicalServers(TURN without credentials): %v", err)
	}
	// A guest uses the invitation's servers, then its own, each once.
	merged := mergeServers(want[:2], []ICEServer{{URLs: []string{"stun:stun.example.org:3478", DefaultSTUNServer}}})
	if len(merged) != 3 || merged[2].URLs[0] != DefaultSTUNServer || len(merged[2].URLs) != 1 {
		t.Fatalf("mergeServers: %+v", merged)
	}
	if mergeServers() != nil || mergeServers(nil, []ICEServer{{}}) != nil {
		t.Fatal("mergeServers of nothing")
	}
	// The default servers are the ones the settings text gives.
	if s, err := ParseICEServers(FormatICEServers(DefaultICEServers())); err != nil || !reflect.DeepEqual(s, DefaultICEServers()) {
		t.Fatalf("default servers: %+v, %v", s, err)
	}
	DefaultICEServers()[0].URLs[0] = "stun:changed"
	if DefaultICEServers()[0].URLs[0] != DefaultSTUNServer {
		t.Fatal("DefaultICEServers returned shared memory")
	}
}
