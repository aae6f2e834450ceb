package bot

import (
	"math/rand/v2"
	"testing"

	"menagerie/games"
	am "menagerie/games/animalement"
)

// amSyncView is amTable.sync as it was before am.State.Table: it reads
// seat's view of d and parses it back. The reference of
// TestAnimalementSyncAgrees.
func (t *amTable) amSyncView(d games.State, seat games.Seat) {
	v := d.View(seat).(am.View)
	t.players, t.neg, t.high, t.turn = v.Players, v.Negative, v.High, games.Seat(v.Turn)
	t.discarding, t.over, t.blue = v.Phase == am.PhaseDiscard.String(), v.Phase == am.PhaseOver.String(), len(v.Blue)
	t.card, _ = am.ParseAnimal(v.Card)
	for i, sv := range v.Seats {
		t.hand[i], _ = am.MoneyOf(sv.Hand...)
		t.laid[i], _ = am.MoneyOf(sv.Laid...)
		t.passed[i], t.sick[i] = sv.Passed, sv.Sick
		t.animals[i] = 0
		for _, id := range sv.Animals {
			a, _ := am.ParseAnimal(id)
			t.animals[i] |= 1 << a
		}
	}
	t.unseen = 0
	for _, id := range v.Unseen {
		t.deck[t.unseen], _ = am.ParseAnimal(id)
		t.unseen++
	}
	t.stale = false
}

// TestAnimalementSyncAgrees: over random games at every table size, the
// table that sync reads from the engine's typed table equals, field by
// field and deck included, the one read from the view, for every seat, on
// the real state and on the determinizations a search reads; both start
// from the same stale table, a search's table from an earlier iteration.
func TestAnimalementSyncAgrees(t *testing.T) {
	for players := am.MinPlayers; players <= am.MaxPlayers; players++ {
		for seed := uint64(1); seed <= 6; seed++ {
			s, err := am.Game{}.New(games.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 5))
			var stale amTable
			for step := 0; ; step++ {
				for seat := range games.Seat(players) {
					for _, d := range []games.State{s, s.Determinize(seat, rng)} {
						fast, view := stale, stale
						fast.sync(d, seat)
						view.amSyncView(d, seat)
						if fast != view {
							t.Fatalf("%d players, seed %d, step %d, seat %d: synced\n%+v\nfrom the view\n%+v", players, seed, step, seat, fast, view)
						}
						stale = fast
						stale.stale = true
					}
				}
				if s.Over() {
					break
				}
				seat := s.ToAct()[0]
				var m games.Move = stale.policy(0.5 + rng.Float64())
				if rng.IntN(2) == 0 {
					legal := s.Legal(seat)
					m = legal[rng.IntN(len(legal))]
				}
				if err := s.Apply(seat, m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
