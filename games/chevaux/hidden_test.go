package chevaux

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"menagerie/games"
)

// randomPositions plays seeded random games of cfg and calls f at every
// position, before each move.
func randomPositions(t *testing.T, cfg games.Config, f func(s *State)) {
	t.Helper()
	st, err := Game{}.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(cfg.Seed, 11))
	for n := 0; !s.Over() && n < 600; n++ {
		f(s)
		a := games.Seat(s.actor())
		l := s.Legal(a)
		if err := s.Apply(a, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
}

// viewJSON is seat's view, encoded.
func viewJSON(s *State, seat games.Seat) string {
	b, _ := json.Marshal(s.View(seat))
	return string(b)
}

// swapCard exchanges cards a and b wherever they lie in s.
func swapCard(s *State, a, b uint8) {
	sw := func(c *uint8) {
		switch *c {
		case a:
			*c = b
		case b:
			*c = a
		}
	}
	for p := 0; p < s.players; p++ {
		for i := range s.piles[p].c {
			sw(&s.piles[p].c[i])
		}
		sw(&s.cur.card[p])
	}
	for i := range s.aside {
		sw(&s.aside[i])
	}
}

// The sheet: the leader turns up a card "sans la montrer" and announces one
// value; the others announce theirs. While a battle is announced, a seat's
// view holds, of every other battle card, nothing but what was said of it:
// exchanging that card for any other card that could lie there as far as
// the viewer knows (one never seen, or, for a card that comes back from
// the seen cards under its pile, another of those), with the same values
// on the characteristics announced and a rarity that fits (the same one if
// told), leaves the view exactly as it was, and the view names no other
// battle card.
func TestAnnouncingShowsValuesNotCards(t *testing.T) {
	swaps, unchosen := 0, 0
	for _, cfg := range []games.Config{
		{Players: 2, Variant: "all"}, {Players: 3}, {Players: 4, Variant: "time=15"}, {Players: 5}, {Players: 6, Variant: "battles=30"},
	} {
		for seed := uint64(1); seed <= 8; seed++ {
			cfg.Seed = seed
			t.Run(fmt.Sprintf("%dp/%s/seed%d", cfg.Players, cfg.Variant, seed), func(t *testing.T) {
				randomPositions(t, cfg, func(s *State) {
					if s.phase != phaseChoosing && s.phase != phaseAnnouncing {
						return
					}
					for o := games.Spectator; int(o) < s.players; o++ {
						v := view(s, o)
						for p, sv := range v.Seats {
							c := s.cur.card[p]
							if sv.Card != 0 {
								t.Fatalf("seat %d sees seat %d's card %d while announcing: %s", o, p, sv.Card, toJSON(v))
							}
							if p == int(o) || c == 0 {
								continue
							}
							tl := s.told(p)
							if (sv.Rarity != "") != s.cur.setBy[p] || sv.Rarity != "" && sv.Rarity != rarity(c).String() {
								t.Fatalf("seat %d sees rarity %q of seat %d's card %d", o, sv.Rarity, p, c)
							}
							if sv.Said && sv.Value != value(c, s.cur.char) {
								t.Fatalf("seat %d hears %d from seat %d, card %d", o, sv.Value, p, c)
							}
							// Another card that fits what was told, in a place
							// the viewer cannot see.
							before := viewJSON(s, o)
							others := s.unseen()
							if s.known&(1<<c) != 0 {
								others = s.seenUnder(p)
							}
							for _, x := range others {
								if !tl.fits(x) {
									continue
								}
								d := s.Clone().(*State)
								swapCard(d, c, x)
								if after := viewJSON(d, o); after != before {
									t.Fatalf("seat %d's view tells card %d from card %d at seat %d:\n%s\n%s", o, c, x, p, before, after)
								}
								swaps++
								for _, ch := range Characteristics {
									if !tl.has(ch) && value(x, ch) != value(c, ch) {
										unchosen++
										break
									}
								}
							}
						}
						for _, e := range v.Log {
							if e.Kind != "tiebreak" && e.Card != 0 {
								t.Fatalf("event %s names a card while announcing", toJSON(e))
							}
						}
					}
				})
			})
		}
	}
	if swaps == 0 || unchosen == 0 {
		t.Errorf("%d exchanges tried, %d with a different unannounced value: the test proves nothing", swaps, unchosen)
	}
}

// unseen lists the cards lying face down in the piles or set aside whose
// place nobody knows (never face up), in card order.
func (s *State) unseen() []uint8 {
	var out []uint8
	for p := 0; p < s.players; p++ {
		for i := 0; i < int(s.piles[p].n); i++ {
			if c := s.piles[p].at(i); s.known&(1<<c) == 0 {
				out = append(out, c)
			}
		}
	}
	out = append(out, s.aside...)
	slices.Sort(out)
	return out
}

// seenUnder lists the cards under seat p's pile that have been face up, in
// card order.
func (s *State) seenUnder(p int) []uint8 {
	var out []uint8
	for i := 0; i < int(s.piles[p].n); i++ {
		if c := s.piles[p].at(i); s.known&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// Once the battle is decided every battle card is shown to all, with its
// rarity; the log's announcements still name no card (the last battle does).
func TestDecidedBattleShowsEveryCard(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		randomPositions(t, games.Config{Players: 4, Seed: seed}, func(s *State) {
			if s.phase != phaseResult {
				return
			}
			for o := games.Spectator; o < 4; o++ {
				v := view(s, o)
				for p, sv := range v.Seats {
					if c := s.cur.card[p]; sv.Card != int(c) || c != 0 && sv.Rarity != rarity(c).String() {
						t.Fatalf("seat %d sees %d/%s at seat %d, card %d", o, sv.Card, sv.Rarity, p, c)
					}
				}
				if v.LastBattle == nil || v.LastBattle.Number != s.cur.number {
					t.Fatalf("no result: %s", toJSON(v))
				}
			}
		})
	}
}

// A switch re-announces: every other player announces the new
// characteristic's value, and the views show the new values, still not the
// cards; the values said before the switch stay in the log.
func TestSwitchReAnnounces(t *testing.T) {
	// The sheet's example: seat 0 Pur-sang anglais (green) chooses weight;
	// seat 1 Boulonnais (orange) switches to height; seat 2 Percheron
	// (yellow) announces again; seat 3 Auxois (red) may switch again.
	s := deal(0, 0, []uint8{1, 9}, []uint8{27, 10}, []uint8{13, 3}, []uint8{35, 4})
	play(t, s, Choose(Weight))
	v := view(s, 3)
	if sv := v.Seats[0]; !sv.Said || sv.Value != 500 || sv.Rarity != "green" || sv.Card != 0 || v.Seats[1].Said {
		t.Fatalf("after choose weight: %s", toJSON(v))
	}
	play(t, s, Switch(Height))
	for _, o := range []games.Seat{games.Spectator, 0, 2, 3} {
		v = view(s, o)
		want := []SeatView{
			{Pile: 1, Unseen: 1, Held: 2, InBattle: true, Rarity: "green"},                          // the leader: must announce height again
			{Pile: 1, Unseen: 1, Held: 2, InBattle: true, Rarity: "orange", Said: true, Value: 163}, // Boulonnais 163 cm, the switcher
			{Pile: 1, Unseen: 1, Held: 2, InBattle: true, Said: true, Value: 168},                   // Percheron 168 cm: no rarity told
			{Pile: 1, Unseen: 1, Held: 2, InBattle: true},                                           // awaited: rarer than orange
		}
		if !slices.EqualFunc(v.Seats, want, func(a, b SeatView) bool { return toJSON(a) == toJSON(b) }) || v.Char != "height" || v.Setter != 1 || v.Awaiting != 3 {
			t.Fatalf("seat %d after the switch:\n%s\nwant seats %s", o, toJSON(v), toJSON(want))
		}
		log := []Event{
			{Seat: 0, Kind: "choose", Char: "weight", Value: 500},
			{Seat: 1, Kind: "switch", Char: "height", Value: 163},
			{Seat: 2, Kind: "announce", Char: "height", Value: 168},
		}
		if !slices.Equal(v.Log, log) {
			t.Fatalf("seat %d's log %s, want %s", o, toJSON(v.Log), toJSON(log))
		}
	}
	play(t, s, Keep())
	v = view(s, 2)
	// Auxois 160 cm, then seat 0 re-announces 163 cm: Percheron wins.
	if v.Phase != "result" || v.Seats[0].Value != 163 || v.Seats[0].Card != 1 || v.Seats[3].Card != 35 || v.LastBattle.Winner != 2 {
		t.Fatalf("decided: %s", toJSON(v))
	}
	if got := kinds(v); !slices.Equal(got, []string{"0:choose", "1:switch", "2:announce", "3:keep", "0:announce", "2:win"}) {
		t.Errorf("log %v", got)
	}
}

// Determinize deals the other players' face-down battle cards so that each
// fits everything told of it: the rarity, every value announced in this
// battle (before a switch too), and an awaited player's card rarer than the
// setter's; and it does resample them.
func TestDeterminizeFitsWhatWasTold(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	resampled, constrained := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		randomPositions(t, games.Config{Players: 2 + int(seed%5), Seed: seed}, func(s *State) {
			if s.phase != phaseAnnouncing {
				return
			}
			for o := 0; o < s.players; o++ {
				d := s.Determinize(games.Seat(o), rng).(*State)
				for p := 0; p < s.players; p++ {
					c, x := s.cur.card[p], d.cur.card[p]
					if p == o || c == 0 {
						if x != c {
							t.Fatalf("observer %d's own card changed", o)
						}
						continue
					}
					tl := s.told(p)
					if !tl.fits(x) {
						t.Fatalf("observer %d: seat %d got %d, which does not fit what was told of %d: %+v", o, p, x, c, tl)
					}
					if tl.constrained() {
						constrained++
						if x != c {
							resampled++
						}
					}
					if view(d, games.Seat(o)).Phase != "announcing" || viewJSON(d, games.Seat(o)) != viewJSON(s, games.Seat(o)) {
						t.Fatalf("observer %d's view changed", o)
					}
				}
			}
		})
	}
	if constrained == 0 || resampled == 0 {
		t.Errorf("%d constrained cards, %d resampled", constrained, resampled)
	}
}

// The moves name no card: a table sends every seat the moves of the others
// (they are not Private), so a move may only say what every player hears.
func TestMovesNameNoCard(t *testing.T) {
	kinds := map[string]bool{}
	for seed := uint64(1); seed <= 5; seed++ {
		randomPositions(t, games.Config{Players: 4, Seed: seed}, func(s *State) {
			for _, m := range s.Legal(games.Seat(s.actor())) {
				var fields map[string]any
				b, _ := json.Marshal(m)
				if err := json.Unmarshal(b, &fields); err != nil {
					t.Fatal(err)
				}
				for k, v := range fields {
					if k != "k" && k != "c" {
						t.Fatalf("move %s has field %q", b, k)
					}
					if _, ok := ParseCharacteristic(fmt.Sprint(v)); k == "c" && !ok {
						t.Fatalf("move %s: %v is no characteristic", b, v)
					}
				}
				kinds[m.(Move).Kind] = true
			}
		})
	}
	if len(kinds) != 4 {
		t.Errorf("move kinds seen: %v", kinds)
	}
}
