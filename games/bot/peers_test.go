package bot

import (
	"math"
	"math/rand/v2"

	"menagerie/games"
	am "menagerie/games/animalement"
	"menagerie/games/beavergang"
	"menagerie/games/chevaux"
	"menagerie/games/gamestest"
	lil "menagerie/games/lifeislife"
	"menagerie/games/zoo"
)

// Outside opponents: players written the way other open-source apps for
// these games write their AIs, a rule per decision, to measure the bots
// against (make bench-bots). They are yardsticks, not bots the app ships,
// and they live in the tests. Each reads its own seat's view only, except
// the Zoo one, which reads every hand (as Frank's Zoo apps' heuristics do).
// The Zoo, Beaver Gang and Chevaux ones are in peers_zoo_test.go,
// peers_bg_test.go and peers_chevaux_test.go.

// outsider is an outside opponent at one seat for one game. A new one is
// made for every game (it may remember).
type outsider interface {
	// choose returns a legal move for seat in s, at least two legal.
	choose(s games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move
}

// watcher is an outsider that follows every move of the game: watch is
// called after each move applied, with the state after it.
type watcher interface {
	watch(s games.State, seat games.Seat)
}

// peer describes an outside opponent of a game.
type peer struct {
	game games.Game // the game it plays
	name string     // its name in the tournament's table
	make func() outsider
	// scale multiplies the tournament's games per match: a game of luck
	// whose levels differ by a few points takes more games to see.
	scale int
	// more are the tables the tournament plays besides the game's usual
	// one (gamestest.Usual), where the game changes shape with them.
	more []gamestest.Table
}

// peers lists the outside opponents, one per game.
var peers = []peer{
	{lil.Game{}, "majority", func() outsider { return lilPeer{} }, 1, nil},
	{am.Game{}, "cautious", func() outsider { return amPeer{} }, 1, nil},
	// Three players score lions and hedgehogs in the first round and
	// end at one player on the goal; partners change partners each round.
	{zoo.Game{}, "climber", func() outsider { return zooPeer{} }, 1,
		[]gamestest.Table{{Players: 3}, {Players: 4, Variant: zoo.VariantPartners}}},
	// Chevaux is quick, and mostly luck.
	{chevaux.Game{}, "expected", func() outsider { return &chPeer{} }, 4, nil},
	{beavergang.Game{}, "memory", func() outsider { return &bgPeer{} }, 1, nil},
}

// peerOf returns the outside opponent of the game id, if any.
func peerOf(game string) (peer, bool) {
	for _, p := range peers {
		if p.game.ID() == game {
			return p, true
		}
	}
	return peer{}, false
}

// lilPeer (Life is Life) takes the exchange that most raises a score of
// majorities counted from its own view, and knocks once it has exchanged
// and its hand holds enough likely majorities or no exchange helps.
type lilPeer struct{}

// lilPeerScore: per species, its value if the hand holds more than a fair
// share of the cards of it not in the display, half of it at the fair
// share.
func lilPeerScore(hand lil.Cards, rows [4]lil.Cards, players int) float64 {
	score := 0.0
	for sp := range lil.Species(lil.NumSpecies) {
		c := hand.Count(sp)
		if c == 0 || players == 2 && c < 2 {
			continue
		}
		shown := 0
		for _, r := range rows {
			shown += r.Count(sp)
		}
		share := float64(sp.Value()-shown) / float64(players)
		switch {
		case float64(c) > share+0.5:
			score += float64(sp.Value())
		case float64(c) >= share:
			score += float64(sp.Value()) / 2
		}
	}
	return score
}

func (lilPeer) choose(s games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	best, knock, gain, in, now := lilPeerExchange(s, seat, legal, rng)
	if knock != nil && (best == nil || gain <= 0 || now >= 60/float64(in)+6) {
		return knock
	}
	return best
}

// lilPeerExchange is the majority rule's best exchange for seat (nil if
// none), how much it raises the hand's score (none: a tie is broken by a
// little noise, which does not count), the knock if legal, the players
// still in and the hand's score now.
func lilPeerExchange(s games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) (best, knock games.Move, gain float64, in int, now float64) {
	v := s.View(seat).(*lil.View)
	hand := lilCards(v.Hand)
	var rows [4]lil.Cards
	for r, row := range v.Rows {
		rows[r] = lilCards(row)
	}
	for _, p := range v.Players {
		if !p.Out {
			in++
		}
	}
	now = lilPeerScore(hand, rows, in)
	bestScore, bestNoisy := math.Inf(-1), math.Inf(-1)
	for _, m := range legal {
		mv := m.(lil.Move)
		if mv.Kind != lil.Exchange {
			knock = m
			continue
		}
		after := rows
		after[mv.Row-1] = mv.Lay
		h := hand - mv.Lay + rows[mv.Row-1]
		sc := lilPeerScore(h, after, in)
		if noisy := sc + 0.01*rng.Float64(); noisy > bestNoisy {
			best, bestScore, bestNoisy = m, sc, noisy
		}
	}
	return best, knock, bestScore - now, in, now
}

// amPeer (Animalement Vôtre) is the "cautious" High Society heuristic: it
// bids the cheapest raise while the price stays under the card's worth in
// money (its share of the money per point still to come), never so much
// that it would be more than amPeerCushion under the poorest other; it takes a negative card only when
// avoiding it costs more than it hurts; after the dog it loses its
// smallest animal.
type amPeer struct{}

// amPeerCushion is how far under the poorest other player the cautious
// bidder lets itself go (the others will spend too).
const amPeerCushion = 6

func (amPeer) choose(s games.State, seat games.Seat, legal []games.Move, _ *rand.Rand) games.Move {
	v := s.View(seat).(am.View)
	if v.Phase == am.PhaseDiscard.String() {
		best := legal[0]
		for _, m := range legal {
			if m.(am.Move).Animal.Value() < best.(am.Move).Animal.Value() {
				best = m
			}
		}
		return best
	}
	var pass, bid games.Move
	for _, m := range legal {
		mv := m.(am.Move)
		switch {
		case mv.Kind == am.KindPass:
			pass = m
		case bid == nil || mv.Cards.Total() < bid.(am.Move).Cards.Total():
			bid = m
		}
	}
	if bid == nil {
		return pass
	}
	me := v.Seats[seat]
	collection := 0
	for _, id := range me.Animals {
		if a, _ := am.ParseAnimal(id); a.Numbered() {
			collection += a.Value()
		}
	}
	card, _ := am.ParseAnimal(v.Card)
	var worth float64
	switch card {
	case am.Crocodile:
		worth = 5
	case am.Cat:
		worth = float64(collection)/2 + 2
	case am.Dog:
		worth = 4
	default:
		if card.Numbered() {
			worth = float64(card.Value())
		} else { // a ×2
			worth = float64(collection) + 6
		}
	}
	// Money per point: what is left to spend over the points still to
	// come (the numbered cards unseen and this one).
	points := 0.0
	for _, id := range append(v.Unseen, v.Card) {
		if a, _ := am.ParseAnimal(id); a.Numbered() {
			points += float64(a.Value())
		} else if !a.Negative() {
			points += 8
		}
	}
	laid := 0
	for _, c := range me.Laid {
		laid += c
	}
	price := laid + bid.(am.Move).Cards.Total()
	poorest := math.MaxInt
	for i, sv := range v.Seats {
		if games.Seat(i) != seat {
			poorest = min(poorest, sv.Money+sv.Bid)
		}
	}
	left := me.Money - bid.(am.Move).Cards.Total()
	if points > 0 && float64(price) <= worth*float64(me.Money)/points && left >= poorest-amPeerCushion {
		return bid
	}
	return pass
}
