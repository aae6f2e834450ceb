package ui

import "testing"

// TestLocalName checks that the default seat names follow the language and
// that a typed name does not.
func TestLocalName(t *testing.T) {
	defer setLang(lang)
	tests := []struct {
		lang Lang
		name string
		seat int
		want string
	}{
		{French, "Bot 2", 2, "Robot 2"},
		{French, "Player 1", 0, "Joueur 1"},
		{English, "Robot 1", 1, "Bot 1"},
		{English, "Joueur 3", 2, "Player 3"},
		{English, "Bot 1", 1, "Bot 1"},
		{French, "Bot 2", 1, "Bot 2"}, // not this seat's default: a chosen name
		{French, "Léa", 0, "Léa"},
		{English, "", 0, ""},
	}
	for _, tt := range tests {
		setLang(tt.lang)
		if got := localName(tt.name, tt.seat); got != tt.want {
			t.Errorf("%s: localName(%q, %d) = %q, want %q", tt.lang, tt.name, tt.seat, got, tt.want)
		}
	}
}
