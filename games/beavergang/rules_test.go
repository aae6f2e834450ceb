package beavergang

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"menagerie/games"
)

const (
	E = Echange
	R = Regarder
	P = Piocher
)

func TestDeck(t *testing.T) {
	count := map[Card]int{}
	for _, c := range newDeck() {
		count[c]++
	}
	want := map[Card]int{E: 9, R: 7, P: 5, 9: 9}
	for v := Card(0); v <= 8; v++ {
		want[v] = 4
	}
	if !reflect.DeepEqual(count, want) || len(newDeck()) != 66 {
		t.Errorf("deck = %v, want %v (66 cards)", count, want)
	}
	for c, name := range map[Card]string{0: "0", 9: "9", E: "swap", R: "peek", P: "draw", noCard: ""} {
		if c.Name() != name {
			t.Errorf("%d.Name() = %q, want %q", c, c.Name(), name)
		}
	}
}

func TestNewConfig(t *testing.T) {
	for _, cfg := range []games.Config{{Players: 1}, {Players: 7}, {Players: 3, Variant: "x"}} {
		if s, err := (Game{}).New(cfg); err == nil || s != nil {
			t.Errorf("New(%+v) = %v, %v; want an error", cfg, s, err)
		}
	}
	for n, rounds := range map[int]int{2: 4, 3: 3, 4: 4, 5: 5, 6: 6} {
		s, err := Game{}.New(games.Config{Players: n, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		if v := s.View(games.Spectator).(View); v.Rounds != rounds {
			t.Errorf("%d players: %d rounds, want %d", n, v.Rounds, rounds)
		}
	}
}

// The deal: four cards to each seat, one turned up, the rest the draw pile;
// every seat may look at its outer cards, all at once, then says it is
// ready; play starts left of the dealer.
func TestDealAndPeek(t *testing.T) {
	for n := 2; n <= 6; n++ {
		st, _ := Game{}.New(games.Config{Players: n, Seed: uint64(n)})
		s := st.(*State)
		all := slices.Clone(s.pile)
		all = append(all, s.discard...)
		for _, r := range s.rows {
			all = append(all, r[:]...)
		}
		slices.Sort(all)
		if !slices.Equal(all, newDeck()) {
			t.Fatalf("%d players: cards dealt are not the deck", n)
		}
		if len(s.discard) != 1 || len(s.pile) != 66-4*n-1 {
			t.Errorf("%d players: discard %d, pile %d", n, len(s.discard), len(s.pile))
		}
		v := view(s, -1)
		if v.Step != "peek" || len(v.ToAct) != n || v.Dealer != n-1 || v.Top != s.discard[0].Name() {
			t.Errorf("%d players: start view %+v", n, v)
		}
		for p := range n {
			if got := legalStrings(s, p); !slices.Equal(got, []string{"look at my two outer cards", "ready"}) {
				t.Errorf("seat %d: legal %q", p, got)
			}
			if got := view(s, p).Seats[p]; got.Row != [4]string{} || got.Peeked {
				t.Errorf("seat %d sees %+v before it looks", p, got)
			}
		}
		// Seats look and get ready in any order; each sees its two outer
		// cards from its peek to its ready, and nobody else's.
		for p := n - 1; p >= 0; p-- {
			if s.ToAct()[len(s.ToAct())-1] != games.Seat(p) || len(s.ToAct()) != p+1 {
				t.Fatalf("ToAct %v", s.ToAct())
			}
			do(t, s, p, Move{Kind: KindPeek})
			want := [4]string{s.rows[p][0].Name(), "", "", s.rows[p][3].Name()}
			if got := view(s, p).Seats[p]; got.Row != want || !got.Peeked {
				t.Errorf("seat %d sees %+v, want %q", p, got, want)
			}
			for q := -1; q < n; q++ {
				if q != p && view(s, q).Seats[p].Row != [4]string{} {
					t.Errorf("seat %d sees seat %d's cards", q, p)
				}
			}
			if !view(s, -1).Seats[p].Peeked {
				t.Errorf("everybody sees seat %d look", p)
			}
			refuse(t, s, games.Seat(p), Move{Kind: KindPeek})
			if got := legalStrings(s, p); !slices.Equal(got, []string{"ready"}) {
				t.Errorf("seat %d after its peek: legal %q", p, got)
			}
			do(t, s, p, ready)
			if view(s, p).Seats[p].Row != [4]string{} {
				t.Errorf("seat %d still sees its cards after it is ready", p)
			}
			refuse(t, s, games.Seat(p), ready)
			refuse(t, s, games.Seat(p), Move{Kind: KindPeek})
			// It remembers them.
			for k := range 5 {
				d := s.Determinize(games.Seat(p), rand.New(rand.NewPCG(uint64(k), 1))).(*State)
				if d.rows[p][0] != s.rows[p][0] || d.rows[p][3] != s.rows[p][3] {
					t.Fatalf("seat %d forgot its outer cards", p)
				}
			}
		}
		if v := view(s, 0); v.Step != "action" || v.Turn != 0 || !slices.Equal(v.ToAct, []int{0}) || v.Seats[0].Peeked {
			t.Errorf("%d players: after the peek %+v", n, v)
		}
	}
}

// The peek is allowed, not required: a seat that gets ready without looking
// knows nothing of its row.
func TestReadyWithoutPeek(t *testing.T) {
	st, _ := Game{}.New(games.Config{Players: 2, Seed: 5})
	s := st.(*State)
	do(t, s, 0, ready)
	do(t, s, 1, Move{Kind: KindPeek}, ready)
	if view(s, 0).Seats[0].Row != [4]string{} {
		t.Error("seat 0 sees cards it never looked at")
	}
	differ := false
	for k := range 40 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(k), 2))).(*State)
		differ = differ || d.rows[0] != s.rows[0]
	}
	if !differ {
		t.Error("seat 0 knows the row it never looked at")
	}
}

// Action A, as in the sheet: Sarah takes the 2 on the discard in place of
// her second card, which goes face up to the discard, unseen.
func TestTake(t *testing.T) {
	s := setup(t, 2, [][4]Card{row(4, 7, 0, 5), row(1, 2, 1, 3), row(0, 4, R, 0)}, []Card{6, 6}, []Card{8, 2})
	if got := legalStrings(s, 0); len(got) != 5 {
		t.Errorf("legal %q, want take ×4 and draw", got)
	}
	do(t, s, 0, take(1))
	if s.rows[0] != row(4, 2, 0, 5) || !slices.Equal(s.discard, []Card{8, 7}) {
		t.Errorf("rows %v discard %v", s.rows[0], s.discard)
	}
	v := view(s, 0)
	if v.Seats[0].Row != [4]string{} || v.Top != "7" || v.Discards != 2 {
		t.Errorf("view after take %+v", v)
	}
	if want := (Event{Seat: 0, Kind: KindTake, Slot: 1, Target: -1, TargetSlot: -1, Card: "2", Out: "7"}); v.Last != want {
		t.Errorf("last %+v, want %+v", v.Last, want)
	}
	// The 2 lay face up: everybody knows it now, the public too.
	for o := -1; o < 3; o++ {
		for k := range 20 {
			d := s.Determinize(games.Seat(o), rand.New(rand.NewPCG(uint64(k), 0))).(*State)
			if d.rows[0][1] != 2 {
				t.Fatalf("Determinize(%d) lost the taken 2", o)
			}
		}
	}
	if v := view(s, 1); v.Turn != 1 || v.Step != "action" {
		t.Errorf("after the take, turn %d step %s", v.Turn, v.Step)
	}
}

// A first discard that is an action card stays, and A waits for a number
// card on top.
func TestActionCardOnTopBlocksTake(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(1, 1, 1, 1), row(2, 2, 2, 2)}, []Card{5, 5, 3}, []Card{E})
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"draw"}) {
		t.Errorf("legal %q, want only draw", got)
	}
	refuse(t, s, 0, take(0))
	do(t, s, 0, draw, discard)
	if got := s.Legal(1); len(got) != 5 {
		t.Errorf("a 3 on top: legal %v", got)
	}
	do(t, s, 1, take(3))
	if s.rows[1][3] != 3 || s.top() != 2 {
		t.Errorf("row %v top %v", s.rows[1], s.top())
	}
}

// Action B with a number card: replace one of your cards or discard it. The
// drawn card is shown to its drawer only, and only while it holds it.
func TestDrawNumber(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(1, 8, 1, 1), row(2, 2, 2, 2)}, []Card{5, 5, 3}, []Card{6})
	do(t, s, 0, draw)
	if v := view(s, 0); v.Step != "place" || !v.Holding || v.Drawn != "3" {
		t.Errorf("drawer's view %+v", v)
	}
	for _, o := range []int{-1, 1} {
		if v := view(s, o); !v.Holding || v.Drawn != "" {
			t.Errorf("seat %d sees the drawn card: %+v", o, v)
		}
	}
	if got := legalStrings(s, 0); len(got) != 5 || !strings.Contains(got[4], "discard") {
		t.Errorf("legal %q", got)
	}
	refuse(t, s, 0, play)
	do(t, s, 0, replace(1))
	v := view(s, 0)
	if s.rows[0][1] != 3 || s.top() != 8 || v.Drawn != "" || v.Holding || v.Seats[0].Row != [4]string{} {
		t.Errorf("after replace: row %v top %v view %+v", s.rows[0], s.top(), v)
	}
	if v.Last.Kind != KindReplace || v.Last.Slot != 1 || v.Last.Out != "8" || v.Last.Card != "" {
		t.Errorf("last %+v", v.Last)
	}
	// The drawer remembers the 3; the other seat does not know it.
	changed := false
	for k := range 30 {
		if d := s.Determinize(0, rand.New(rand.NewPCG(uint64(k), 1))).(*State); d.rows[0][1] != 3 {
			t.Fatal("the drawer forgot the card it placed")
		}
		if d := s.Determinize(1, rand.New(rand.NewPCG(uint64(k), 1))).(*State); d.rows[0][1] != 3 {
			changed = true
		}
	}
	if !changed {
		t.Error("the other seat knows the placed card")
	}
	// Seat 1 draws and discards.
	do(t, s, 1, draw, discard)
	if s.top() != 5 || view(s, -1).Last.Card != "5" {
		t.Errorf("discarded: top %v, last %+v", s.top(), view(s, -1).Last)
	}
}

// Échange: one of your cards with any card of any opponent, nobody looking;
// whoever knew a card still knows it in its new place.
func TestEchange(t *testing.T) {
	s := setup(t, 2, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7), row(8, 9, 9, 8)}, []Card{5, E}, []Card{6})
	do(t, s, 0, draw)
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"play the drawn card", "discard the drawn card"}) {
		t.Errorf("legal %q", got)
	}
	do(t, s, 0, play)
	v := view(s, 2)
	if v.Step != "resolve" || v.Playing != "swap" || v.Top != "swap" || v.Last.Card != "swap" {
		t.Errorf("view after play %+v", v)
	}
	if n := len(s.Legal(0)); n != 4*2*4 {
		t.Errorf("%d swap moves, want 32", n)
	}
	refuse(t, s, 0, swap(0, 0, 1))
	refuse(t, s, 0, swap(0, 3, 1))
	refuse(t, s, 0, look(0))
	do(t, s, 0, swap(0, 2, 1))
	if s.rows[0] != row(9, 1, 2, 3) || s.rows[2] != row(8, 0, 9, 8) {
		t.Errorf("rows after swap %v %v", s.rows[0], s.rows[2])
	}
	want := Event{Seat: 0, Kind: KindSwap, Slot: 0, Target: 2, TargetSlot: 1, Card: "", Out: ""}
	if v := view(s, 1); v.Last != want || v.Seats[0].Row != [4]string{} || v.Seats[2].Row != [4]string{} {
		t.Errorf("view after swap %+v", v)
	}
	// Seat 0 had seen its 0 in slot 0: it knows the 0 is now seat 2's
	// slot 1, and no longer knows its own slot 0.
	lost := false
	for k := range 30 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(k), 2))).(*State)
		if d.rows[2][1] != 0 || d.rows[0][3] != 3 {
			t.Fatal("seat 0 lost track of a card it saw")
		}
		lost = lost || d.rows[0][0] != 9
	}
	if !lost {
		t.Error("seat 0 knows a card it never saw")
	}
}

// Regarder: look at one of your own cards, then put it back. The view
// shows the card to that seat only, from the look until it puts the card
// back, which is all it may do meanwhile: the look never outlasts its turn.
func TestRegarder(t *testing.T) {
	s := setup(t, 2, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7), row(8, 9, 9, 8)}, []Card{5, 5, 5, 5, 5, 5, R}, []Card{6})
	do(t, s, 0, draw, play)
	if got := legalStrings(s, 0); len(got) != 4 || got[2] != "look at slot 2" {
		t.Errorf("legal %q", got)
	}
	refuse(t, s, 0, swap(0, 1, 1))
	refuse(t, s, 0, Move{Kind: KindBack})
	do(t, s, 0, look(2))
	v := view(s, 0)
	if got := v.Seats[0]; got.Row != [4]string{"", "", "2", ""} || got.Look != 2 || got.Looked != 2 || v.Step != "look" || v.Turn != 0 {
		t.Errorf("looker sees %+v at step %q", got, v.Step)
	}
	if want := (Event{Seat: 0, Kind: KindLook, Slot: 2, Target: -1, TargetSlot: -1}); v.Last != want {
		t.Errorf("last %+v, want %+v", v.Last, want)
	}
	for q := -1; q < 3; q++ {
		if got := view(s, q).Seats[0]; q != 0 && (got.Row != [4]string{} || got.Look != 2) {
			t.Errorf("seat %d sees %+v", q, got)
		}
	}
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"put the card back"}) {
		t.Errorf("legal during the look %q", got)
	}
	refuse(t, s, 0, draw)
	refuse(t, s, 0, look(1))
	refuse(t, s, 1, draw)
	do(t, s, 0, Move{Kind: KindBack})
	v = view(s, 0)
	if got := v.Seats[0]; got.Row != [4]string{} || got.Look != -1 || got.Looked != 2 {
		t.Errorf("after putting it back the looker sees %+v", got)
	}
	if want := (Event{Seat: 0, Kind: KindBack, Slot: 2, Target: -1, TargetSlot: -1}); v.Last != want {
		t.Errorf("last %+v, want %+v", v.Last, want)
	}
	if v.Turn != 1 || v.Step != "action" {
		t.Errorf("the turn should pass on: %+v", v)
	}
	do(t, s, 1, draw, discard)
	if got := view(s, 0).Seats[0].Row; got != [4]string{} {
		t.Errorf("the card shows again during another turn: %q", got)
	}
	// The seat remembers it, though.
	for k := range 10 {
		if d := s.Determinize(0, rand.New(rand.NewPCG(uint64(k), 3))).(*State); d.rows[0][2] != 2 {
			t.Fatal("forgot the card it looked at")
		}
	}
}

// After a look, the seat may knock: the card is back in place by then.
func TestRegarderThenKnock(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7)}, []Card{5, 5, R}, []Card{6})
	s.turns = 2 // everyone has had a turn
	do(t, s, 0, draw, play, look(3), Move{Kind: KindBack})
	if v := view(s, 0); v.Step != "knock" || v.Seats[0].Row != [4]string{} {
		t.Errorf("after the look: %+v", v)
	}
}

// The note of which card a seat looked at lasts while the card stays: an
// Échange, a take or a replace moves it away. Knowledge of the card
// follows it wherever it goes.
func TestLookedNote(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7)}, []Card{5, 5, E, R}, []Card{6})
	do(t, s, 0, draw, play, look(1), Move{Kind: KindBack})
	if got := view(s, 1).Seats[0].Looked; got != 1 {
		t.Errorf("seat 1 sees seat 0 looked at %d, want 1", got)
	}
	do(t, s, 1, draw, play, swap(3, 0, 1))
	if got := view(s, 0).Seats[0]; got.Looked != -1 || got.Row != [4]string{} {
		t.Errorf("after its card was swapped away: %+v", got)
	}
	do(t, s, 1, pass)
	// The swap moved seat 0's knowledge: the 1 is now seat 1's slot 3.
	d := s.Determinize(0, rand.New(rand.NewPCG(4, 4))).(*State)
	if d.rows[1][3] != 1 {
		t.Errorf("seat 0 lost the card it looked at: %v", d.rows)
	}
	s = setup(t, 1, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7)}, []Card{5, 4, R}, []Card{6})
	do(t, s, 0, draw, play, look(2), Move{Kind: KindBack})
	do(t, s, 1, draw, discard, pass)
	do(t, s, 0, draw, replace(2))
	if got := view(s, 1).Seats[0].Looked; got != -1 {
		t.Errorf("the note outlived the card: %d", got)
	}
}

// Over whole random games, a seat never sees a card of its own row outside
// its own turn (or its own opening peek), and never after it put it back.
func TestLooksOnlyInOwnTurn(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		n := 2 + int(seed%5)
		st, _ := Game{}.New(games.Config{Players: n, Seed: seed})
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 8))
		looks := 0
		for moves := 0; !s.Over(); moves++ {
			if moves > 100000 {
				t.Fatalf("seed %d: no end", seed)
			}
			for p := range n {
				faces := 0
				for _, f := range view(s, p).Seats[p].Row {
					if f != "" {
						faces++
					}
				}
				acting := slices.Contains(s.ToAct(), games.Seat(p))
				switch {
				case faces == 0:
				case !acting:
					t.Fatalf("seed %d move %d: seat %d sees %d of its cards out of its turn (step %s)", seed, moves, p, faces, stepNames[s.step])
				case s.step == stepLook && faces == 1, s.step == stepPeek && faces == 2:
					looks++
				default:
					t.Fatalf("seed %d move %d: seat %d sees %d cards at step %s", seed, moves, p, faces, stepNames[s.step])
				}
			}
			acts := s.ToAct()
			p := acts[rng.IntN(len(acts))]
			legal := s.Legal(p)
			m := legal[rng.IntN(len(legal))]
			for _, l := range legal {
				if l.(Move).Kind == KindPlay || l.(Move).Kind == KindPeek {
					m = l // look as often as possible
				}
			}
			if err := s.Apply(p, m); err != nil {
				t.Fatal(err)
			}
		}
		if looks == 0 {
			t.Errorf("seed %d: no look at all", seed)
		}
	}
}

// Forget keeps what everybody saw and what the seat sees now, and nothing
// else it once saw; Determinize keeps all it saw. Both deal the same cards.
func TestForget(t *testing.T) {
	s := setup(t, 2, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7), row(8, 9, 9, 8)}, []Card{5, 4, 3, 2, 1, R}, []Card{6})
	forget := func(p, k int) *State {
		d := s.Forget(games.Seat(p), rand.New(rand.NewPCG(uint64(k), 5))).(*State)
		if got, want := allCards(d), allCards(s); !slices.Equal(got, want) {
			t.Fatalf("Forget(%d) deals %v, the game holds %v", p, got, want)
		}
		if got, want := view(d, p), view(s, p); !reflect.DeepEqual(got, want) {
			t.Fatalf("Forget(%d) shows %+v, the game %+v", p, got, want)
		}
		return d
	}
	do(t, s, 0, draw, play, look(2))
	for k := range 20 {
		if d := forget(0, k); d.rows[0][2] != 2 {
			t.Fatal("Forget lost the card the seat is looking at")
		}
	}
	do(t, s, 0, Move{Kind: KindBack}) // the look ends
	do(t, s, 1, draw)
	for k := range 20 {
		if d := forget(1, k); d.drawn != 1 {
			t.Fatal("Forget lost the card the seat holds")
		}
	}
	do(t, s, 1, discard)
	do(t, s, 2, take(0), pass) // the 1 lay face up on its way: public
	forgot := false
	for k := range 30 {
		if d := s.Determinize(0, rand.New(rand.NewPCG(uint64(k), 5))).(*State); d.rows[0][2] != 2 {
			t.Fatal("Determinize forgot the card the seat looked at")
		}
		d := forget(0, k)
		if d.rows[2][0] != 1 {
			t.Fatal("Forget lost a card everybody saw")
		}
		forgot = forgot || d.rows[0][2] != 2
	}
	if !forgot {
		t.Error("Forget still knows the card the seat looked at")
	}
	if got := s.Forget(games.Spectator, rand.New(rand.NewPCG(1, 5))).(*State); !slices.Equal(allCards(got), allCards(s)) {
		t.Errorf("Forget(Spectator) deals %v", allCards(got))
	}
}

// allCards is every card of rows, pile, drawn card and discard, sorted.
func allCards(s *State) []Card {
	var out []Card
	for _, r := range s.rows {
		out = append(out, r[:]...)
	}
	out = append(out, s.pile...)
	out = append(out, s.discard...)
	if s.drawn != noCard {
		out = append(out, s.drawn)
	}
	slices.Sort(out)
	return out
}

// Piocher: draw; keep and use the card as in B, or discard it and draw a
// second card that you use as in B (which includes discarding it).
func TestPiocher(t *testing.T) {
	rows := [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7)}
	t.Run("second card", func(t *testing.T) {
		s := setup(t, 1, rows, []Card{9, 9, 8, 4, P}, []Card{6})
		do(t, s, 0, draw, play)
		v := view(s, 0)
		if v.Step != "place" || v.Drawn != "4" || !v.Second || v.Top != "draw" || !v.Last.Drew {
			t.Errorf("after playing Piocher %+v", v)
		}
		do(t, s, 0, discard)
		v = view(s, 0)
		if v.Step != "place" || v.Drawn != "8" || v.Second || v.Top != "4" || v.Last.Card != "4" || !v.Last.Drew {
			t.Errorf("after discarding the first card %+v", v)
		}
		do(t, s, 0, discard)
		if v := view(s, 0); v.Turn != 1 || v.Top != "8" {
			t.Errorf("the second card's discard should end the turn: %+v", v)
		}
	})
	t.Run("keep the first", func(t *testing.T) {
		s := setup(t, 1, rows, []Card{9, 9, 8, 4, P}, []Card{6})
		do(t, s, 0, draw, play, replace(3))
		if s.rows[0][3] != 4 || s.top() != 3 || s.turn != 1 || view(s, 1).Second {
			t.Errorf("row %v top %v turn %d", s.rows[0], s.top(), s.turn)
		}
	})
	t.Run("action card drawn", func(t *testing.T) {
		s := setup(t, 1, rows, []Card{9, 9, R, E, P}, []Card{6})
		do(t, s, 0, draw, play, discard) // the Échange, then a Regarder
		do(t, s, 0, play, look(0))
		if got := view(s, 0).Seats[0].Row; got != [4]string{"0", "", "", ""} {
			t.Errorf("row %q", got)
		}
	})
	t.Run("action card played", func(t *testing.T) {
		s := setup(t, 1, rows, []Card{9, 9, R, E, P}, []Card{6})
		do(t, s, 0, draw, play, play, swap(1, 1, 1))
		if s.rows[0][1] != 5 || s.rows[1][1] != 1 {
			t.Errorf("rows %v", s.rows)
		}
	})
}

// Knock: after your action, once every seat has had a turn; every other
// seat plays exactly one more turn; no second knock.
func TestKnock(t *testing.T) {
	s := setup(t, 2, [][4]Card{row(1, 1, 1, 1), row(2, 2, 2, 2), row(3, 3, 3, 3)}, slices.Repeat([]Card{5}, 20), []Card{6})
	do(t, s, 0, draw, discard)
	do(t, s, 1, draw, discard)
	if v := view(s, 2); v.Step != "action" || v.Turn != 2 {
		t.Fatalf("before everyone played, no knock: %+v", v)
	}
	refuse(t, s, 2, knock)
	do(t, s, 2, draw, discard) // the dealer's first turn: everyone has played
	if got := legalStrings(s, 2); !slices.Equal(got, []string{"knock", "don't knock"}) || view(s, 2).Step != "knock" {
		t.Fatalf("legal %q", got)
	}
	refuse(t, s, 0, draw)
	do(t, s, 2, pass)
	do(t, s, 0, take(0))
	do(t, s, 0, knock)
	if v := view(s, -1); v.Knocker != 0 || v.Turn != 1 || v.Last.Kind != KindKnock {
		t.Fatalf("after knock %+v", v)
	}
	do(t, s, 1, draw, discard)
	if v := view(s, 2); v.Step != "action" || v.Turn != 2 {
		t.Fatalf("no second knock: %+v", v)
	}
	do(t, s, 2, draw, replace(1))
	v := view(s, -1)
	if s.round != 1 || v.Step != "peek" || v.LastRound == nil || v.LastRound.Knocker != 0 || !v.Last.RoundOver {
		t.Fatalf("the round should end when the turn comes back to the knocker: %+v", v)
	}
	if want := []int{5 + 3, 8, 5 + 9}; !slices.Equal(s.totals, want) {
		t.Errorf("totals %v, want %v", s.totals, want)
	}
}

// The sheet's example: Sarah has 11 points (4+2+0+5), Lisa 7 (1+2+1+3); Tim
// has an action card, sets it aside and draws an 8 instead: 12 (0+4+8+0).
func TestSheetExample(t *testing.T) {
	pile := []Card{1, 1, 8, 7, 9, 6, 9}
	s := setup(t, 2, [][4]Card{row(4, 7, 0, 5), row(1, 2, 1, 3), row(0, 4, R, 0)}, pile, []Card{3, 2})
	do(t, s, 0, take(1)) // Sarah takes the 2 in place of her second card
	do(t, s, 1, draw, discard)
	do(t, s, 2, draw, discard, knock)
	do(t, s, 0, draw, discard)
	do(t, s, 1, draw, discard)
	sum := view(s, -1).LastRound
	if sum == nil {
		t.Fatal("no round summary")
	}
	want := &RoundSummary{
		Round: 1, Knocker: 2,
		Rows: []RowSummary{
			{Revealed: [4]string{"4", "2", "0", "5"}, Final: [4]int{4, 2, 0, 5}, Score: 11, Total: 11},
			{Revealed: [4]string{"1", "2", "1", "3"}, Final: [4]int{1, 2, 1, 3}, Score: 7, Total: 7},
			{Revealed: [4]string{"0", "4", "peek", "0"}, Final: [4]int{0, 4, 8, 0}, Score: 12, Total: 12},
		},
		Replacements: []Replacement{{Seat: 2, Slot: 2, Drawn: []string{"8"}}},
	}
	if !reflect.DeepEqual(sum, want) {
		t.Errorf("summary\n%+v\nwant\n%+v", sum, want)
	}
	// The next round: the deal rotates, the summary stays in view.
	v := view(s, 0)
	if v.Round != 2 || v.Dealer != 0 || v.Step != "peek" || v.Knocker != -1 || !reflect.DeepEqual(v.LastRound, want) {
		t.Errorf("round 2 view %+v", v)
	}
	for p, sv := range v.Seats {
		if sv.Total != want.Rows[p].Total || !slices.Equal(sv.Scores, []int{want.Rows[p].Score}) || sv.Ready {
			t.Errorf("seat %d %+v", p, sv)
		}
	}
	for p := range 3 {
		do(t, s, p, ready)
	}
	if s.turn != 1 {
		t.Errorf("round 2 starts with seat %d, want 1 (left of dealer 0)", s.turn)
	}
}

// Replacements start with the knocker and go clockwise, each row from the
// left; an action card drawn as a replacement is set aside and replaced too.
func TestReplacementOrder(t *testing.T) {
	// Pile, top last: three turns of draw-and-discard (the 9s), then the
	// replacements.
	pile := []Card{0, 0, 8, 7, 6, E, 5, 9, 9, 9}
	s := setup(t, 0, [][4]Card{row(R, 1, 1, 1), row(1, E, 1, P), row(P, 1, 1, 1)}, pile, []Card{2})
	s.turns = 3 // everyone has had a turn
	do(t, s, 1, draw, discard, knock)
	do(t, s, 2, draw, discard)
	do(t, s, 0, draw, discard)
	want := []Replacement{
		{Seat: 1, Slot: 1, Drawn: []string{"5"}},
		{Seat: 1, Slot: 3, Drawn: []string{"swap", "6"}},
		{Seat: 2, Slot: 0, Drawn: []string{"7"}},
		{Seat: 0, Slot: 0, Drawn: []string{"8"}},
	}
	if got := s.lastRound.Replacements; !reflect.DeepEqual(got, want) {
		t.Errorf("replacements %+v, want %+v", got, want)
	}
	if got := []int{s.lastRound.Rows[0].Score, s.lastRound.Rows[1].Score, s.lastRound.Rows[2].Score}; !slices.Equal(got, []int{11, 13, 10}) {
		t.Errorf("scores %v", got)
	}
}

// An empty draw pile is rebuilt from the shuffled discards, one turned up.
func TestRebuild(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(1, 1, 1, 1), row(2, 2, 2, 2)}, []Card{3}, []Card{5, 7, P, 2})
	do(t, s, 0, draw)
	v := view(s, 0)
	if v.Drawn != "3" || v.Pile != 3 || v.Discards != 1 || !v.Last.Rebuilt {
		t.Fatalf("after drawing the last card %+v", v)
	}
	got := append(slices.Clone(s.pile), s.discard...)
	slices.Sort(got)
	if !slices.Equal(got, []Card{2, 5, 7, P}) {
		t.Errorf("rebuilt cards %v", got)
	}
	do(t, s, 0, discard)
	if s.top() != 3 || len(s.discard) != 2 {
		t.Errorf("discard %v", s.discard)
	}
}

// Determinize keeps each pool apart: after a rebuild the draw pile holds
// only the old discards, whatever the observer does not know of the rows.
func TestDeterminizePools(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(0, 1, 0, 1), row(1, 0, 1, 0)}, []Card{2}, []Card{9, 9, 9, 9, 9})
	do(t, s, 0, draw)       // the 2; the pile is four 9s, a 9 on top
	do(t, s, 0, replace(1)) // seat 1 does not know the 2
	moved := false
	for k := range 50 {
		d := s.Determinize(1, rand.New(rand.NewPCG(uint64(k), 5))).(*State)
		if !slices.Equal(d.pile, []Card{9, 9, 9, 9}) {
			t.Fatalf("a card of the deal went into the rebuilt pile: %v", d.pile)
		}
		moved = moved || d.rows[0][1] != 2
		hidden := append(d.rows[0][:], d.rows[1][1], d.rows[1][2])
		slices.Sort(hidden)
		if !slices.Equal(hidden, []Card{0, 0, 0, 1, 1, 2}) {
			t.Fatalf("unknown cards of the deal %v", hidden)
		}
	}
	if !moved {
		t.Error("the placed 2 was never resampled for seat 1")
	}
}

// Determinize depends only on the observer's knowledge: two games that
// differ only in cards it never saw determinize alike.
func TestDeterminizeOnlyKnowledge(t *testing.T) {
	a := setup(t, 1, [][4]Card{row(0, 1, 2, 3), row(4, 5, 6, 7)}, []Card{8, 9, 9}, []Card{5})
	b := setup(t, 1, [][4]Card{row(0, 5, 9, 3), row(4, 1, 6, 2)}, []Card{9, 8, 7}, []Card{5})
	b.known = slices.Clone(a.known)
	// Same multiset of cards seat 0 does not know: {1,2,4,5,6,7,8,9,9} vs
	// {5,9,4,1,6,2,9,8,7}.
	for k := range 10 {
		da := a.Determinize(0, rand.New(rand.NewPCG(uint64(k), 6)))
		db := b.Determinize(0, rand.New(rand.NewPCG(uint64(k), 6)))
		if !reflect.DeepEqual(da, db) {
			t.Fatalf("determinizations differ:\n%+v\n%+v", da, db)
		}
	}
}

// The deal rotates clockwise each round, the seat left of the dealer
// starts, and there are as many rounds as players (four with two).
func TestRoundsAndRotation(t *testing.T) {
	for n := 2; n <= 6; n++ {
		st, _ := Game{}.New(games.Config{Players: n, Seed: 3})
		s := st.(*State)
		var dealers, starters []int
		for !s.Over() {
			switch s.step {
			case stepPeek:
				if !slices.Contains(s.ready, true) {
					dealers = append(dealers, s.dealer)
				}
				do(t, s, int(s.ToAct()[0]), ready)
				if s.step == stepAction {
					starters = append(starters, s.turn)
				}
			case stepAction:
				do(t, s, s.turn, draw)
			case stepPlace:
				do(t, s, s.turn, discard)
			case stepResolve:
				t.Fatal("no action card is played")
			case stepKnock:
				do(t, s, s.turn, knock)
			}
		}
		rounds := max(n, 3)
		if n == 2 {
			rounds = 4
		}
		var wantD, wantS []int
		for r := range rounds {
			wantD = append(wantD, (n-1+r)%n)
			wantS = append(wantS, (n+r)%n)
		}
		if !slices.Equal(dealers, wantD) || !slices.Equal(starters, wantS) {
			t.Errorf("%d players: dealers %v starters %v, want %v %v", n, dealers, starters, wantD, wantS)
		}
		v := view(s, -1)
		if v.Step != "over" || v.Round != rounds || len(v.Standings) != n || v.Turn != -1 || len(v.ToAct) != 0 {
			t.Errorf("%d players: final view %+v", n, v)
		}
		for p := range n {
			if len(v.Seats[p].Scores) != rounds || v.Seats[p].Row[0] == "" {
				t.Errorf("%d players: final seat %+v", n, v.Seats[p])
			}
		}
	}
}

// Lowest total wins; a tie is a shared win.
func TestResult(t *testing.T) {
	for _, tc := range []struct {
		totals  []int
		winners []games.Seat
		ranks   []int // by seat
	}{
		{[]int{30, 12, 40}, []games.Seat{1}, []int{2, 1, 3}},
		{[]int{12, 30, 12, 30}, []games.Seat{0, 2}, []int{1, 3, 1, 3}},
		{[]int{5, 5}, []games.Seat{0, 1}, []int{1, 1}},
	} {
		s := setup(t, 0, make([][4]Card, len(tc.totals)), []Card{1}, []Card{1})
		s.totals = tc.totals
		s.step = stepOver
		r := s.Result()
		if !slices.Equal(r.Winners, tc.winners) || fmt.Sprint(r.Scores) != fmt.Sprint(tc.totals) {
			t.Errorf("%v: result %+v", tc.totals, r)
		}
		for _, st := range view(s, -1).Standings {
			if st.Rank != tc.ranks[st.Seat] || st.Total != tc.totals[st.Seat] || st.Winner != slices.Contains(tc.winners, games.Seat(st.Seat)) {
				t.Errorf("%v: standing %+v", tc.totals, st)
			}
		}
	}
}

type otherMove struct{}

func (otherMove) String() string { return "other" }

func TestApplyRefusals(t *testing.T) {
	s := setup(t, 1, [][4]Card{row(1, 1, 1, 1), row(2, 2, 2, 2)}, []Card{5, 5, 3}, []Card{6})
	refuse(t, s, 0, nil)
	refuse(t, s, 0, otherMove{})
	refuse(t, s, 0, &Move{Kind: KindDraw})
	refuse(t, s, 2, draw)
	refuse(t, s, -1, draw)
	refuse(t, s, 1, draw)
	refuse(t, s, 0, ready)
	refuse(t, s, 0, take(4))
	refuse(t, s, 0, Move{Kind: "fly"})
	refuse(t, s, 0, discard)
	refuse(t, s, 0, knock)
	do(t, s, 0, draw)
	refuse(t, s, 0, draw)
	refuse(t, s, 0, take(0))
	refuse(t, s, 0, look(0))
	s.step = stepOver
	refuse(t, s, 0, discard)
	if s.Legal(0) != nil || len(s.ToAct()) != 0 {
		t.Error("moves after the end")
	}
}

func TestDecodeMove(t *testing.T) {
	var all []games.Move
	for p := range 6 {
		for _, st := range []step{stepPeek, stepAction, stepPlace, stepResolve, stepLook, stepKnock} {
			s := setup(t, 5, make([][4]Card, 6), []Card{1}, []Card{1})
			s.step, s.turn, s.playing, s.drawn = st, p, E, 4
			all = append(all, s.legal(p, nil)...)
			s.playing, s.drawn = R, R
			all = append(all, s.legal(p, nil)...)
		}
	}
	if len(all) < 100 {
		t.Fatalf("only %d moves", len(all))
	}
	for _, m := range all {
		data, _ := json.Marshal(m)
		back, err := Game{}.DecodeMove(data)
		if err != nil || back != m {
			t.Errorf("%s: %v, %v", data, back, err)
		}
	}
	for _, bad := range []string{
		``, `null`, `[]`, `{}`, `{"k":"fly"}`, `{"k":"draw","x":1}`, `{"k":"draw"} {}`,
		`{"k":"draw","i":1}`, `{"k":"take","i":4}`, `{"k":"take","i":-1}`, `{"k":"look","seat":1}`, `{"k":"back","i":2}`, `{"k":"peek","j":1}`,
		`{"k":"swap","i":1,"seat":6,"j":0}`, `{"k":"swap","i":1,"seat":1,"j":4}`, `{"k":"knock","j":2}`,
	} {
		if m, err := (Game{}).DecodeMove([]byte(bad)); err == nil {
			t.Errorf("DecodeMove(%s) = %v, want an error", bad, m)
		}
	}
	if m, err := (Game{}).DecodeMove([]byte(` {"k":"swap","i":2,"seat":3,"j":1} `)); err != nil || m != swap(2, 3, 1) {
		t.Errorf("swap: %v %v", m, err)
	}
}

// Every step offers exactly its moves.
func TestLegalByStep(t *testing.T) {
	rows := [][4]Card{row(1, 1, 1, 1), row(2, 2, 2, 2), row(3, 3, 3, 3)}
	pile := []Card{5, 5, 5, 5}
	takes := []string{"take the discard into slot 0", "take the discard into slot 1", "take the discard into slot 2", "take the discard into slot 3"}
	replaces := []string{"replace slot 0 with the drawn card", "replace slot 1 with the drawn card", "replace slot 2 with the drawn card", "replace slot 3 with the drawn card"}
	for _, tc := range []struct {
		name    string
		top     Card
		drawn   Card
		step    step
		playing Card
		want    []string
	}{
		{"number on top", 4, noCard, stepAction, noCard, append(slices.Clone(takes), "draw")},
		{"action on top", P, noCard, stepAction, noCard, []string{"draw"}},
		{"drawn number", 4, 7, stepPlace, noCard, append(slices.Clone(replaces), "discard the drawn card")},
		{"drawn action", 4, E, stepPlace, noCard, []string{"play the drawn card", "discard the drawn card"}},
		{"Regarder", R, noCard, stepResolve, R, []string{"look at slot 0", "look at slot 1", "look at slot 2", "look at slot 3"}},
		{"look", 4, noCard, stepLook, noCard, []string{"put the card back"}},
		{"knock", 4, noCard, stepKnock, noCard, []string{"knock", "don't knock"}},
		{"peek", 4, noCard, stepPeek, noCard, []string{"look at my two outer cards", "ready"}},
	} {
		s := setup(t, 2, rows, pile, []Card{tc.top})
		s.drawn, s.step, s.playing = tc.drawn, tc.step, tc.playing
		if tc.step == stepPeek {
			clear(s.ready)
			clear(s.peeked)
		}
		if got := legalStrings(s, 0); !slices.Equal(got, tc.want) {
			t.Errorf("%s: legal %q, want %q", tc.name, got, tc.want)
		}
		for p := 1; p < 3; p++ {
			if (tc.step == stepPeek) != (s.Legal(games.Seat(p)) != nil) {
				t.Errorf("%s: seat %d: legal %v", tc.name, p, s.Legal(games.Seat(p)))
			}
		}
	}
}

func FuzzDecodeMove(f *testing.F) {
	for _, s := range []string{`{"k":"peek"}`, `{"k":"ready"}`, `{"k":"back"}`, `{"k":"swap","i":1,"seat":2,"j":3}`, `{"k":"take","i":2}`, `{"k":"look","i":9}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Game{}.DecodeMove(data)
		if err != nil {
			return
		}
		again, _ := json.Marshal(m)
		back, err := Game{}.DecodeMove(again)
		if err != nil || back != m {
			t.Errorf("%s → %v → %s → %v, %v", data, m, again, back, err)
		}
	})
}
