package chevaux

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"menagerie/games"
)

// knowledgeConfigs are the tables the knowledge tests play: two players
// first, where a pile's seen cards come back soonest.
var knowledgeConfigs = []games.Config{
	{Players: 2, Variant: "all"}, {Players: 2}, {Players: 3}, {Players: 4, Variant: "time=15"}, {Players: 6, Variant: "battles=30"},
}

// Nobody at a table tracks the order of the cards tucked under a pile: a
// seat knows which cards went under it, not in what order. So every view
// gives a pile's seen cards in card order, and two games that differ only
// in the order of the seen cards under a pile give every seat the same
// view and, with the same rng, the same determinization: the bot learns
// nothing from that order. And a face-down battle card that came from its
// pile's seen cards is not known: Determinize deals it among them.
func TestPileOrderIsNotKnown(t *testing.T) {
	permuted, redealt := 0, 0
	for _, cfg := range knowledgeConfigs {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg.Seed = seed
			t.Run(fmt.Sprintf("%dp/%s/seed%d", cfg.Players, cfg.Variant, seed), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(seed, 12))
				randomPositions(t, cfg, func(s *State) {
					for o := games.Spectator; int(o) < s.players; o++ {
						for p, sv := range view(s, o).Seats {
							if !slices.IsSorted(sv.Known) {
								t.Fatalf("seat %d's view orders seat %d's seen cards: %v", o, p, sv.Known)
							}
						}
					}
					for p := 0; p < s.players; p++ {
						pl := &s.piles[p]
						first := int(pl.n) - len(s.seenUnder(p))
						if int(pl.n)-first < 2 {
							continue
						}
						// The same game, with pile p's seen cards in another order.
						d := s.Clone().(*State)
						perm := rng.Perm(int(pl.n) - first)
						for i, j := range perm {
							d.piles[p].set(first+i, pl.at(first+j))
						}
						if slices.Equal(seen(d, p), seen(s, p)) {
							continue
						}
						permuted++
						for o := games.Spectator; int(o) < s.players; o++ {
							if a, b := viewJSON(s, o), viewJSON(d, o); a != b {
								t.Fatalf("the order under seat %d's pile shows in seat %d's view:\n%s\n%s", p, o, a, b)
							}
						}
						for o := games.Seat(0); int(o) < s.players; o++ {
							k := rng.Uint64()
							a := s.Determinize(o, rand.New(rand.NewPCG(k, 1)))
							b := d.Determinize(o, rand.New(rand.NewPCG(k, 1)))
							if !reflect.DeepEqual(a, b) {
								t.Fatalf("seat %d's determinization depends on the order under seat %d's pile", o, p)
							}
						}
					}
					// A battle card from the seen cards, at least two of
					// which fit what was told: the others can't tell which.
					for p := 0; p < s.players; p++ {
						c := s.cur.card[p]
						if c == 0 || !s.faceDown() || s.known&(1<<c) == 0 {
							continue
						}
						tl, fit := s.told(p), 0
						for _, x := range seenWith(s, p, -1) {
							if tl.fits(x) {
								fit++
							}
						}
						if fit < 2 {
							continue
						}
						o := games.Seat((p + 1) % s.players)
						for range 40 {
							if d := s.Determinize(o, rng).(*State); d.cur.card[p] != c {
								redealt++
								break
							}
						}
					}
				})
			})
		}
	}
	t.Logf("%d piles reordered, %d battle cards redealt", permuted, redealt)
	if permuted == 0 || redealt == 0 {
		t.Errorf("%d piles reordered, %d battle cards redealt among their pile's seen cards: the test proves nothing", permuted, redealt)
	}
}

// seen lists the seen cards under seat p's pile, top first.
func seen(s *State, p int) []uint8 {
	var out []uint8
	for i := 0; i < int(s.piles[p].n); i++ {
		if c := s.piles[p].at(i); s.known&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// The sheet has a rarity spoken in three cases only: the setter's, since a
// switch depends on it (the leader's when choosing, a switcher's when
// switching), and the tied players' in a tie. So while a battle is
// announced, a seat's view holds the rarity of exactly the seats that chose
// or switched in it (read from the log), and once the battle is decided
// every card is shown, the tied ones with the rest. The other announcers'
// rarities are not told.
func TestRarityToldOnlyAsTheSheetSays(t *testing.T) {
	hidden, told, tied := 0, 0, 0
	for _, cfg := range knowledgeConfigs {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg.Seed = seed
			randomPositions(t, cfg, func(s *State) {
				for o := games.Spectator; int(o) < s.players; o++ {
					v := view(s, o)
					setters := map[int]bool{}
					for _, e := range v.Log {
						if e.Kind == "choose" || e.Kind == "switch" {
							setters[e.Seat] = true
						}
					}
					for p, sv := range v.Seats {
						c := s.cur.card[p]
						switch {
						case c == 0:
							if sv.Rarity != "" {
								t.Fatalf("seat %d sees a rarity at seat %d, which has no card: %s", o, p, toJSON(v))
							}
						case s.phase == phaseResult:
							if sv.Rarity != rarity(c).String() {
								t.Fatalf("seat %d does not see decided card %d's rarity: %s", o, c, toJSON(v))
							}
							if v.LastBattle != nil && len(v.LastBattle.Tied) > 1 && slices.Contains(v.LastBattle.Tied, p) {
								tied++
							}
						case setters[p]:
							if sv.Rarity != rarity(c).String() {
								t.Fatalf("seat %d is not told setter %d's rarity: %s", o, p, toJSON(v))
							}
							told++
						default:
							if sv.Rarity != "" {
								t.Fatalf("seat %d is told the rarity of seat %d, which set no characteristic: %s", o, p, toJSON(v))
							}
							if sv.Said {
								hidden++
							}
						}
					}
				}
			})
		}
	}
	t.Logf("%d announcements without rarity, %d setters, %d tied", hidden, told, tied)
	if hidden == 0 || told == 0 || tied == 0 {
		t.Errorf("%d announcements without rarity, %d setters' rarities, %d tied cards: the test proves nothing", hidden, told, tied)
	}
}
