package chevaux

import (
	"testing"

	"menagerie/games"
)

func TestHorseValue(t *testing.T) {
	falabella, _ := Card(25)
	przewalski, _ := Card(31)
	for _, tc := range []struct {
		h    Horse
		c    Characteristic
		want int
	}{
		{falabella, Height, 76},
		{falabella, Weight, 70},
		{falabella, Longevity, 40},
		{falabella, Appearance, 1868},
		{przewalski, Height, 130},
		{przewalski, Weight, 300},
		{przewalski, Longevity, 25},
		{przewalski, Appearance, -45000},
		{falabella, Characteristic(4), 0},
		{Horse{}, Height, 0},
	} {
		if got := tc.h.Value(tc.c); got != tc.want {
			t.Errorf("%s.Value(%v) = %d, want %d", tc.h.Name, tc.c, got, tc.want)
		}
	}
}

// The battles are fought on the values Horse.Value gives: a decided
// battle's every card shows its Value on the battle's characteristic, and
// the winner's (or the tied best) is the best of them by Better.
func TestBattlesUseHorseValue(t *testing.T) {
	for _, c := range Characteristics {
		for first := uint8(1); first+2 <= NumCards; first += 3 {
			s := deal(0, 0, []uint8{first}, []uint8{first + 1}, []uint8{first + 2})
			play(t, s, Choose(c))
			for s.phase == phaseAnnouncing {
				play(t, s, Keep())
			}
			lb := view(s, games.Spectator).LastBattle
			best := 0
			for i, p := range lb.Cards {
				h, _ := Card(p.Card)
				if p.Value != h.Value(c) {
					t.Fatalf("%v: card %d shows %d, its Value is %d", c, p.Card, p.Value, h.Value(c))
				}
				if i == 0 || c.Better(p.Value, best) {
					best = p.Value
				}
			}
			if lb.Best != best {
				t.Errorf("%v, cards %d–%d: best %d, want %d", c, first, first+2, lb.Best, best)
			}
		}
	}
}

func TestParseRarity(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want Rarity
		ok   bool
	}{
		{"green", Green, true},
		{"yellow", Yellow, true},
		{"orange", Orange, true},
		{"red", Red, true},
		{"", 0, false},
		{"Red", 0, false},
		{"blue", 0, false},
	} {
		if got, ok := ParseRarity(tc.id); got != tc.want || ok != tc.ok {
			t.Errorf("ParseRarity(%q) = %v, %v; want %v, %v", tc.id, got, ok, tc.want, tc.ok)
		}
	}
	for _, h := range Cards() {
		if r, ok := ParseRarity(h.Rarity); !ok || r.String() != h.Rarity {
			t.Errorf("card %d: rarity %q reads as %v, %v", h.ID, h.Rarity, r, ok)
		}
	}
}
